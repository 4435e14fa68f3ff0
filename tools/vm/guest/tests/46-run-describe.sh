#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# `cat run` describes itself: its first line is the state (status's word),
# then what the last run came to, then every command it accepts; an
# unknown command's error lists the same commands.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
cmds="start autorun stop wait selftest"
# check WHAT STATE LAST: run's first two lines and its command list
check() {
	cat $d/run >/tmp/run || { not_ok "$1: cat run failed"; return; }
	diag_file /tmp/run
	s=$(sed -n 1p /tmp/run)
	l=$(sed -n 2p /tmp/run)
	miss=""
	for c in $cmds; do
		grep -Eq "^  $c +[a-z]" /tmp/run || miss="$miss $c"
	done
	case "$s|$l" in
	"$2|last run: $3"*)
		if [ -z "$miss" ]; then
			pass "$1: '$s', '$l', and the $(echo $cmds | wc -w) commands"
		else
			not_ok "$1: no description of:$miss"
		fi ;;
	*) not_ok "$1: first lines '$s', '$l' (expected '$2', 'last run: $3')" ;;
	esac
}
check "after load" idle none

configure "variants=all contexts=all repeats=100 samples=1000 sample_us=1000"
echo start >$d/run || fail "start failed: $(cat $d/status)"
check "during a run" running running
echo stop >$d/run
echo wait >$d/run
check "after stop" aborted "FAILURE: stopped"

configure "variants=decoupled contexts=task repeats=1 samples=4 blocks=1 sample_us=100"
echo start >$d/run && echo wait >$d/run || fail "short run failed: $(cat $d/status)"
check "after a run" "done" SUCCESS

echo frob >$d/run 2>/dev/null && fail "run accepted 'frob'"
st=$(cat $d/status)
case $st in
*"unknown command 'frob' (start, autorun, stop, wait, selftest"*) pass "unknown command: ${st#*error=}" ;;
*) not_ok "unknown command: $st" ;;
esac
rmmod stockbench || fail "rmmod failed"
