#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# mixed's interrupt load is bounded per CPU (irq_rate + softirq_rate +
# nmi_rate), checked when the config is written; at the bound, `stop`
# ends the run within 100 ms.
name=52-mixed-load
d=/sys/kernel/debug/stockbench
fail() {
	echo "FAIL: $name: $*"
	grep -q '^stockbench ' /proc/modules && rmmod stockbench
	exit 0
}
now_ms() { awk '{ printf "%d", $1 * 1000 }' /proc/uptime; }
insmod "$SB_KO" autorun=0 || fail "insmod failed"
flood="irq_rate=1000000 softirq_rate=1000000 nmi_rate=1000000"
if echo "contexts=mixed $flood" >$d/config 2>/dev/null; then
	echo "FAIL: $name: '$flood' accepted"
else
	st=$(cat $d/status)
	case $st in
	*"at most "*) echo "PASS: $name: '$flood' rejected: ${st#*error=}" ;;
	*) echo "FAIL: $name: '$flood' rejected without the bound: $st" ;;
	esac
fi
max="irq_rate=100000 softirq_rate=80000 nmi_rate=20000"
echo "variants=decoupled contexts=mixed repeats=100 samples=100 $max" >$d/config ||
	fail "'$max' rejected: $(cat $d/status)"
worst=0
for when in 1 2.5; do
	echo start >$d/run || fail "start failed: $(cat $d/status)"
	sleep $when
	t0=$(now_ms)
	echo stop >$d/run
	echo wait >$d/run
	t1=$(now_ms)
	ms=$((t1 - t0))
	[ $ms -gt $worst ] && worst=$ms
	echo "$name: stop after ${when}s at $max: ended in $ms ms: $(cat $d/status)"
done
lim=$((100 * ${SB_TIME_SCALE:-1}))
if [ $worst -le $lim ]; then
	echo "PASS: $name: stop at $max: run ended within $worst ms (limit $lim, /proc/uptime's 10 ms ticks)"
else
	echo "FAIL: $name: stop at $max: run took $worst ms to end (limit $lim)"
fi
rmmod stockbench || fail "rmmod failed"
