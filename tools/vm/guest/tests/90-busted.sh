#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The negative control: busted, hammered by interrupts on the same CPU,
# must be caught leaking, and the results must say so plainly.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
grep -q '^busted ' $d/variants || fail "no busted variant"
caught=no
for try in 1 2 3; do
	configure "variants=busted contexts=mixed memcgs=2 repeats=5 samples=50 sample_us=1000 irq_rate=100000 softirq_rate=50000"
	echo start >$d/run || fail "start failed"
	cat $d/results >/tmp/r
	if grep -q '^note: busted leaked' /tmp/r; then
		caught=yes
		break
	fi
done
diag_file /tmp/r
cat $d/results.csv >"$SB_OUT/busted-results.csv"
[ $caught = yes ] || fail "busted did not leak in 3 runs"
grep -qE '^busted +mixed .* leak \(expected: busted\)$' /tmp/r ||
	fail "the busted row does not show the leak"
grep -q ',leak: ' "$SB_OUT/busted-results.csv" || fail "results.csv audit shows no leak"
pass "busted caught leaking (try $try)"
rmmod stockbench || fail "rmmod failed"
