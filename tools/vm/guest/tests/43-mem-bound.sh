#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# A run's memory is bounded by a share of the RAM, checked when the config
# is written (the figures in the error); starting a run drops the last
# run's results first, and says so.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
cleanup() {
	[ -f $c1 ] && echo 1 >$c1 2>/dev/null
}
insmod "$SB_KO" autorun=0 || fail "insmod failed"
ram=$(awk '/^MemTotal:/ { print int($2 / 1024) }' /proc/meminfo)

# the reported case: ~576k rows, a ~440 MB CSV on a 1 GiB guest
big="variants=all contexts=all repeats=100 blocks=1000 samples=1000"
if echo "$big" >$d/config 2>/dev/null; then
	not_ok "'$big' accepted with $ram MiB of RAM"
else
	st=$(cat $d/status)
	case $st in
	*"MiB"*"limit of "*" MiB (1/"*" of RAM)"*) pass "'$big' rejected at config ($ram MiB RAM): ${st#*error=}" ;;
	*) not_ok "'$big' rejected without the figures: $st" ;;
	esac
fi
# the default config fits
echo "variants=all contexts=all repeats=5 blocks=20 samples=100" >$d/config ||
	not_ok "the default config rejected: $(cat $d/status)"

# a run, then a start that fails: the old results are gone, and status says why
echo "variants=decoupled contexts=task repeats=1 samples=5 sample_us=100 cpus=1" >$d/config ||
	fail "config rejected: $(cat $d/status)"
echo start >$d/run && echo wait >$d/run || fail "first run failed: $(cat $d/status)"
grep -q '^End of test: SUCCESS' $d/results || fail "first run: $(tail -n 1 $d/results)"
[ -f $c1 ] || fail "no $c1"
echo 0 >$c1 || fail "cpu1 offline failed"
echo start >$d/run 2>/dev/null && fail "start with cpu1 offline succeeded"
echo 1 >$c1
st=$(cat $d/status)
res=$(head -n 1 $d/results)
case "$st|$res" in
state=idle*"no longer online"*"|no results"*)
	pass "a failed start dropped the old results and says why: $st" ;;
*) not_ok "after a failed start: status '$st', results '$res'" ;;
esac
rmmod stockbench || fail "rmmod failed"
