#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# A refused write's reason goes to the kernel log as well as to status,
# as the same text (escaped as status escapes it), for a user who sees
# only "Invalid argument".
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
# refused FILE TEXT: TEXT written to FILE fails, and dmesg has status's error
refused() {
	dmesg -c >/dev/null
	printf '%b\n' "$2" >$d/"$1" 2>/dev/null && { not_ok "'$2' > $1 accepted"; return; }
	st=$(cat $d/status)
	e=${st#*error=\"}
	e=${e%\"}
	log=$(dmesg | grep -F "stockbench: $e")
	if [ -n "$e" ] && [ -n "$log" ]; then
		pass "'$2' > $1: logged: $log"
	else
		not_ok "'$2' > $1: status error '$e', not in the log: $(dmesg | tail -n 3 | tr '\n' ' ')"
	fi
}
refused config "repeats=0"
refused config "nosuchkey=1"
refused config 'x\001y=1'
refused run "frob"
refused run "start nosuch"
rmmod stockbench || fail "rmmod failed"
