#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# A run's memory is bounded by a share of the RAM, checked when the config
# is written (the figures in the error), and the bound counts what a run
# allocates (its workers' sample buffers, as /proc/vmallocinfo shows
# them); starting a run drops the last run's results first, and says so.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
cleanup() {
	[ -f $c1 ] && echo 1 >$c1 2>/dev/null
}
insmod "$SB_KO" autorun=0 || fail "insmod failed"
ram=$(awk '/^MemTotal:/ { print int($2 / 1024) }' /proc/meminfo)

# the reported case: ~576k rows, a ~440 MB CSV on a 1 GiB guest
big="variants=all contexts=all repeats=100 blocks=1000 samples=1000"
diag "the guest has $ram MiB of RAM"
config_refused "$big" '*MiB*limit of * MiB (1/* of RAM)*'
# the default config fits
echo "variants=all contexts=all repeats=5 blocks=20 samples=100" >$d/config ||
	not_ok "the default config rejected: $(cat $d/status)"

# a run, then a start that fails: the old results are gone, and status says why
configure "variants=decoupled contexts=task repeats=1 samples=5 sample_us=100 cpus=1"
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

# The workers' sample buffers: as many per CPU as a run allocates
# (vmallocinfo, during a run of 100000 samples: one area of $pg pages
# each), and the bound's figure moves by their size. The figure is in MiB:
# at a block count where it has just gone up by one, the need is within
# one block's rows (at most 1/1000 of the need at 1000 blocks) above a
# whole MiB, so samples=1000 -> 100000 moves it by D MiB with
# D MiB - step < (what the buffers grew) < D + 1 MiB.
nw=$(grep -c '^cpu[0-9]' /proc/stat)
pg=$(((100000 * 4 + 4095) / 4096))
configure "variants=decoupled contexts=task design=blocked repeats=1 samples=100000 sample_us=10 cpus=all"
echo start >$d/run || fail "buffers: start failed: $(cat $d/status)"
i=0
while [ $i -lt 100 ] && [ "$(grep -l '^sb_worker' /proc/[0-9]*/comm 2>/dev/null | wc -l)" -lt "$nw" ]; do
	sleep 0.1
	i=$((i + 1))
done
nbuf=$(grep -c "\[stockbench\] pages=$pg " /proc/vmallocinfo)
echo stop >$d/run
echo wait >$d/run
k=$((nbuf / nw))
[ "$k" -ge 1 ] && [ $((k * nw)) = "$nbuf" ] ||
	fail "buffers: $nbuf vmalloc areas of $pg pages for $nw workers in /proc/vmallocinfo"
# mib CFG: the MiB the run of CFG needs when it is refused, else "fits"
mib() {
	if echo "$1" >$d/config 2>/dev/null; then
		echo fits
		return
	fi
	sed -n 's/.*the run needs \([0-9]*\) MiB.*/\1/p' $d/status
}
cfg() { echo "variants=$v contexts=task design=paired cpus=all repeats=$1 blocks=$2 samples=$3"; }
r=100
for v in decoupled decoupled,locallock decoupled,locallock,trylock,outside; do
	[ "$(mib "$(cfg $r 1000 1000)")" = fits ] || break
done
[ "$(mib "$(cfg $r 1000 1000)")" != fits ] || fail "buffers: no config of 1000 blocks refused"
# fewer repeats while still refused: the smaller a block's rows, the finer
while [ $r -gt 8 ] && [ "$(mib "$(cfg $((r * 3 / 4)) 1000 1000)")" != fits ]; do
	r=$((r * 3 / 4))
done
m1000=$(mib "$(cfg $r 1000 1000)")
step=$(((m1000 + 1) * 1048576 / 1000))
b=1000 ma=$m1000
while :; do
	m=$(mib "$(cfg $r $((b - 1)) 1000)")
	[ "$m" != fits ] && [ "$b" -gt 900 ] || fail "buffers: no MiB step found above $b blocks ($v, repeats=$r)"
	[ "$m" -lt "$ma" ] && break
	b=$((b - 1)) ma=$m
done
mb=$(mib "$(cfg $r $b 100000)")
[ "$mb" != fits ] || fail "buffers: samples=100000 fits where samples=1000 did not"
dm=$((mb - ma))
grew=$((nw * k * (100000 - 1000) * 4))
if [ "$step" -ge $((1048576 / 2)) ]; then
	not_ok "buffers: a block's rows ($step bytes) too coarse for MiB figures: too much RAM for this check"
elif [ $((dm * 1048576 - step)) -lt "$grew" ] && [ "$grew" -lt $(((dm + 1) * 1048576)) ]; then
	pass "buffers: $k areas of $pg pages per worker x $nw (vmallocinfo); samples 1000 -> 100000 adds $dm MiB to the need (${v}, repeats=$r blocks=$b), for $grew bytes"
else
	not_ok "buffers: $k areas of $pg pages per worker x $nw (vmallocinfo) grow by $grew bytes, the need's figure by $dm MiB ($ma -> $mb; ${v}, repeats=$r blocks=$b)"
fi
rmmod stockbench || fail "rmmod failed"
