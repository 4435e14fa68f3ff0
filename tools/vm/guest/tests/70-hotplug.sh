#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# CPU 1 goes offline and comes back during a run: the run ends, CPU 1's rows
# for the cells it missed are skipped (not failed), the audit stays clean.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
cleanup() {
	[ -f $c1 ] && echo 1 >$c1 2>/dev/null
}
if [ ! -f $c1 ]; then
	not_ok "no $c1 (needs 2 CPUs that can go offline)"
	exit 0
fi
insmod "$SB_KO" autorun=0 || fail "insmod failed"
configure "variants=decoupled,locallock contexts=task,softirq,hardirq,nmi,mixed repeats=30 samples=20 sample_us=500"
echo start >$d/run || fail "start failed"
sleep 1
echo 0 >$c1 || fail "cpu1 offline failed"
sleep 1
echo 1 >$c1 || fail "cpu1 online failed"
sleep 1
# then quick cycles that land anywhere in a cell
for i in 1 2 3 4 5 6; do
	echo 0 >$c1 || fail "cpu1 offline (cycle $i) failed"
	sleep 0.2
	echo 1 >$c1 || fail "cpu1 online (cycle $i) failed"
	sleep 0.3
done
echo wait >$d/run || fail "wait failed"
cat $d/results >/tmp/r
cat $d/results.csv >"$SB_OUT/hotplug-results.csv"
last=$(tail -n 1 /tmp/r)
[ "$last" = "End of test: SUCCESS" ] || { cat /tmp/r; fail "$last"; }
pass "run with CPU 1 going offline ended SUCCESS"
nskip=$(grep -c ',skipped: cpu' "$SB_OUT/hotplug-results.csv")
[ "$nskip" -ge 1 ] || fail "no row was skipped although CPU 1 was offline for a second"
pass "$nskip rows skipped because CPU 1 was offline"
# CPU 1 measures again once it is back
echo "variants=decoupled contexts=task,hardirq repeats=1 samples=3 sample_us=100" >$d/config
echo start >$d/run && echo wait >$d/run
grep -q '^decoupled,task,page,1,0,ok,' $d/results.csv ||
	fail "CPU 1 did not measure after coming back"
pass "CPU 1 measures again after online"
rmmod stockbench || fail "rmmod failed"
