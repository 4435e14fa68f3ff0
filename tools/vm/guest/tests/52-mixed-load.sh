#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# mixed's interrupt load is bounded per CPU (irq_rate + softirq_rate +
# nmi_rate), checked when the config is written, and in time (the timers
# pause while the worker gets no CPU: module/ctx_mixed.c); at the bound,
# `stop` ends the run within 100 ms.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
# /proc/uptime's "S.CC" in ms (10 ms ticks)
ms() { echo $((${1%.*} * 1000 + 1${1#*.} * 10 - 1000)); }
# start, let it run, then the time from stop to the end of wait, read
# with builtins only: a fork between the two reads (a $(...)) waits for
# the CPU against the spinning workers, on 6.1-rt for 100-200 ms, which is
# the shell's time, not stop's
stop_ms() {
	echo start >$d/run || fail "start failed: $(cat $d/status)"
	sleep $1
	read -r up0 _ </proc/uptime
	echo stop >$d/run
	echo wait >$d/run
	read -r up1 _ </proc/uptime
	echo $(($(ms "$up1") - $(ms "$up0")))
}
# the module's own figure for the last stop: us from stop to its report
steps() { dmesg | grep -o 'stop: us after stop: .*' | tail -n 1; }
insmod "$SB_KO" autorun=0 || fail "insmod failed"
flood="irq_rate=1000000 softirq_rate=1000000 nmi_rate=1000000"
config_refused "contexts=mixed $flood" '*at most *'
# one row per CPU: the report at the end is small, stop is what is timed
run="variants=decoupled contexts=mixed repeats=1 samples=100000 blocks=1 sample_us=1000"
configure "$run irq_rate=0 softirq_rate=0 nmi_rate=0"
base=$(stop_ms 1)
diag "stop with no interrupts: run ended in $base ms; $(steps)"
max="irq_rate=100000 softirq_rate=80000 nmi_rate=20000"
configure "$run $max"
worst=0
for when in 1 2.5; do
	ms=$(stop_ms $when)
	[ $ms -gt $worst ] && worst=$ms
	diag "stop after ${when}s at $max: ended in $ms ms: $(cat $d/status); $(steps)"
done
# The target is 100 ms, at the interrupt load's bound as without
# interrupts. Measured under TCG (2026-12-02, results/notes/vm-times.md): 10-60
# ms on 6.1, 6.1-rt and 7.3-rt; but once in a clean-clone CI on a busy
# host 7.3-rt's workers took 206 ms to leave their loop at the bound
# (the console's "stop:" line). A stop over 500 ms fails (the old code:
# 870 ms on 6.1-rt); one over the target passes and says so.
tgt=$((100 * $SB_TIME_SCALE))
lim=$((500 * $SB_TIME_SCALE))
for t in "$base" $worst; do
	[ "$t" -le $lim ] || fail "stop took $t ms to end the run (no interrupts: $base ms; at $max at most $worst ms; limit $lim ms)"
done
if [ "$base" -le $tgt ] && [ $worst -le $tgt ]; then
	pass "stop at $max: run ended within $worst ms, inside the $tgt ms target (no interrupts: $base ms; /proc/uptime's 10 ms ticks)"
else
	pass "stop at $max: run ended within $worst ms: over the $tgt ms target, under the $lim ms limit (no interrupts: $base ms)"
fi
rmmod stockbench || fail "rmmod failed"
