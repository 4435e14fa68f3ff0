#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Switch the stockbench and sched events on and off many times while a run
# charges in task, hardirq and NMI context on both CPUs. Each switch patches
# live text (static keys, int3 + IPIs); the module must keep running and the
# console must stay clean. This is also the harness's check on its QEMU:
# Debian 12's QEMU 7.2 under multi-threaded TCG crashed every boot of this
# test with "Oops: int3" (tools/vm/README.md, "Which QEMU").
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
tr=/sys/kernel/tracing
n=40
cfg="variants=decoupled,outside,trylock contexts=task,mixed repeats=100 samples=100 sample_us=500 drain_rate=2000"
p1="" p2=""
cleanup() {
	[ -n "$p1" ] && kill $p1 $p2 2>/dev/null
	echo 0 >$tr/events/enable 2>/dev/null
	loaded && echo stop >$d/run 2>/dev/null
}
# set EVENT 0|1: one switch, which must take
set_ev() {
	echo "$2" >"$tr/events/$1/enable" || fail "writing $2 to events/$1/enable failed"
}
insmod "$SB_KO" autorun=0 || fail "insmod $SB_KO autorun=0 failed"
configure "$cfg"
echo >$tr/trace
echo 1 >$tr/tracing_on
# wakeups on both CPUs: the sched_wakeup sites get patched while in use
(while :; do sleep 0.001; done) &
p1=$!
(while :; do sleep 0.001; done) &
p2=$!
i=0 runs=0
while [ $i -lt "$n" ]; do
	# every switch lands inside a run: start another when one ends
	if [ "$(head -n 1 $d/run)" != running ]; then
		echo start >$d/run || fail "start failed: $(cat $d/status)"
		runs=$((runs + 1))
	fi
	set_ev sched/sched_switch 1
	set_ev stockbench 1
	set_ev sched/sched_wakeup 1
	set_ev sched/sched_wakeup 0
	set_ev stockbench 0
	set_ev sched/sched_switch 0
	i=$((i + 1))
done
kill $p1 $p2
p1=""
# not vacuous: the events fired while they were on
ev=$(grep -c ' sb_' $tr/trace)
[ "$ev" -gt 0 ] || fail "no stockbench event in the trace buffer after $n switches"
if [ "$(head -n 1 $d/run)" = running ]; then
	echo stop >$d/run || fail "stop failed"
fi
echo wait >$d/run 2>/dev/null
st=$(cat $d/status)
case $st in
state=done* | state=aborted*) ;;
*) fail "status after the switches: $st" ;;
esac
rmmod stockbench || fail "rmmod failed"
pass "$n x 6 event switches during $runs runs, $ev stockbench events, ${st%% *}"
