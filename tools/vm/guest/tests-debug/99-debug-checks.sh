#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Debug kernels only (tools/vm/debug adds this file to the initramfs; it runs
# after every tests/*.sh). A clean console proves something only if the
# checks were on the whole time: lockdep switches itself off for good after
# its first report or when it runs out of room, and kmemleak reports only
# when asked to scan. So: the module saw the checks, lockdep learnt the
# module's locks and is still on, and kmemleak finds nothing.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
s=/proc/lockdep_stats
stat() {
	sed -n "s/^ *$1: *\([0-9]*\).*/\1/p" $s | head -n 1
}
[ -r $s ] || fail "no $s: this kernel has no lockdep"
before=$(stat 'lock-classes')
[ -n "$before" ] || fail "no lock-classes count in $s"

# A short run of every variant in task and mixed context: the variants'
# locks must show up as new lockdep classes.
insmod "$SB_KO" autorun=0 || fail "insmod failed"
echo "contexts=task,mixed repeats=1 samples=5 sample_us=100 memcgs=2" >$d/config ||
	fail "config rejected: $(cat $d/status)"
echo start >$d/run || fail "start failed"
echo wait >$d/run || fail "wait failed"
cat $d/results.csv >"$SB_OUT/debug-results.csv" || fail "cat results.csv failed"
after=$(stat 'lock-classes')
dbg=$(sed -n 's/^# debug: //p' "$SB_OUT/debug-results.csv")
rmmod stockbench || fail "rmmod failed"
for c in lockdep debug_atomic_sleep debug_preempt; do
	case ",$dbg," in
	*",$c,"*) ;;
	*) fail "the module does not see $c (results.csv debug: '$dbg')" ;;
	esac
done
pass "module built with $dbg"
dl=$(stat 'debug_locks')
[ "$dl" = 1 ] || fail "lockdep is off (debug_locks=$dl): it reported or ran out of room earlier; see dmesg"
pass "lockdep still on after every test (debug_locks=1)"
[ "$after" -gt "$before" ] ||
	fail "lockdep learnt no new lock class during the run ($before -> $after)"
pass "lockdep learnt $((after - before)) lock classes during a run"

k=/sys/kernel/debug/kmemleak
[ -w $k ] || fail "no $k: this kernel has no kmemleak"
# Two scans: an object must stay unreferenced across scans to be reported.
echo scan >$k || fail "kmemleak scan failed"
sleep 6
echo scan >$k || fail "kmemleak scan failed"
cat $k >"$SB_OUT/kmemleak.txt"
n=$(grep -c '^unreferenced object' "$SB_OUT/kmemleak.txt")
if [ "$n" -ne 0 ]; then
	head -n 30 "$SB_OUT/kmemleak.txt" | sed "s/^/# /"
	fail "kmemleak: $n unreferenced objects ($(grep -c stockbench "$SB_OUT/kmemleak.txt") lines mention stockbench)"
fi
pass "kmemleak found no leak"
