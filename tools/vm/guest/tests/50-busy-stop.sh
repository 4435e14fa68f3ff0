#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# One run at a time (a second start is EBUSY), stop ends a run within a
# second, and the stopped run says so.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
configure "variants=all contexts=all repeats=100 samples=1000 sample_us=1000"
echo start >$d/run || fail "start failed"
[ "$(head -n 1 $d/run)" = running ] || fail "run does not say running"
msg=$(echo start 2>&1 >$d/run) && fail "second start accepted"
case $msg in
*"busy"*) pass "second start: $msg" ;;
*) fail "second start: '$msg', expected EBUSY" ;;
esac
sleep 1
t0=$(uptime_s)
echo stop >$d/run || fail "stop failed"
echo wait >$d/run || fail "wait failed"
t1=$(uptime_s)
ms=$(elapsed_ms "$t0" "$t1")
lim=$((2000 * $SB_TIME_SCALE))
[ "$ms" -lt $lim ] || fail "stop took $ms ms (limit $lim)"
pass "stopped in $ms ms"
st=$(cat $d/status)
echo "$st" | grep -qE '^state=[a-z]+ progress=[0-9]+/[0-9]+ elapsed_ms=[0-9]+ error=".*"$' ||
	fail "status line format: $st"
case $st in
state=aborted*) pass "status: $st" ;;
*) fail "status after stop: $st" ;;
esac
tail -n 1 $d/results | grep -q '^End of test: FAILURE: stopped' ||
	fail "results after stop end with: $(tail -n 1 $d/results)"
pass "results say the run was stopped"
rmmod stockbench || fail "rmmod failed"
