#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# rmmod in the middle of a run (every context, NMI and mixed included)
# returns promptly and leaves nothing behind.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
for when in 0.3 1.5; do
	dmesg -c >/dev/null
	insmod "$SB_KO" autorun=0 || fail "insmod failed"
	configure "variants=all contexts=all repeats=100 samples=1000 sample_us=500"
	echo start >$d/run || fail "start failed"
	sleep $when
	t0=$(uptime_s)
	rmmod stockbench || fail "rmmod after ${when}s failed"
	t1=$(uptime_s)
	ms=$(elapsed_ms "$t0" "$t1")
	[ ! -d $d ] || fail "$d still there"
	ps | grep -q '[s]b_worker\|[s]b_run' && fail "worker threads left behind"
	bad=$(dmesg | grep -E 'WARNING|BUG|Oops|lockdep|scheduling while atomic|soft lockup|stall' | head -n 2)
	[ -z "$bad" ] || fail "dmesg: $bad"
	lim=$((3000 * $SB_TIME_SCALE))
	[ "$ms" -lt $lim ] || fail "rmmod took $ms ms (limit $lim)"
	pass "rmmod after ${when}s took $ms ms, clean"
done
