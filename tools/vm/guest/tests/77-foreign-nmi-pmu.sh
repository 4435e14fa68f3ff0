#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# arm64's counterpart of 75-foreign-nmi: other NMI users during nmi and
# mixed runs, where the module's NMI is a PMU counter's overflow
# (module/arch_arm64.c): a perf sampler on every CPU (perfprobe: a cycles
# counter of its own, whose overflows are NMIs of the same interrupt) and
# NMI backtraces (sysrq l: IPIs, NMIs with pseudo-NMI). Every run ends
# well, every backtrace is printed, and every overflow of the sampler's
# counter reaches the sampler (count / period of them): the module took
# none and lost none. $SB_FNMI_ROUNDS runs (2; make soak: 10).
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
cleanup() {
	echo stop >$d/run 2>/dev/null
	sleep 1
}
what="foreign NMIs (perf sampler, sysrq l) during nmi and mixed runs"
if [ "$(uname -m)" = x86_64 ]; then
	skip "$what" "arm64 only: x86's NMI is a self-IPI, 75-foreign-nmi is its test"
	exit 0
fi
insmod "$SB_KO" autorun=0 || fail "insmod failed"
if no_nmi "$what"; then
	rmmod stockbench || fail "rmmod failed"
	exit 0
fi
command -v perfprobe >/dev/null || fail "no perfprobe in this guest (mkinitramfs)"
rounds=$SB_FNMI_ROUNDS
# 100 ms of cycles on QEMU's 1 GHz clock, about 10 overflows in the
# sampler's 2 s. Not 10 ms: QEMU's cycle counter follows the host's clock,
# so a vCPU the host did not run for a while comes back more than a period
# further on, which arm_pmu turns into one overflow, not several; at 10 ms
# count / period over-counted them with no module loaded (189 signals for
# 194 beside a busy loop) and by up to 20% beside the nmi runs.
period=100000000
pmu() { awk '/arm-pmu/ { s = 0; for (i = 2; i <= NF && $i ~ /^[0-9]+$/; i++) s += $i; print s; exit }' /proc/interrupts; }
# long enough to outlast the samplers and the sysrq loop (about 20 s a
# round on arm64 TCG; repeats=50 took 190 s)
echo "variants=decoupled contexts=nmi,mixed repeats=5 samples=50 sample_us=150 nmi_rate=20000" >$d/config ||
	fail "config rejected: $(cat $d/status)"
dmesg -c >/dev/null
echo 1 >/proc/sys/kernel/sysrq
pmu0=$(pmu)
log=$SB_OUT/foreign-nmi-pmu-dmesg.txt
: >"$log"
n=0 r=0 bt=0 ovf=0 ncpu=$(grep -c '^processor' /proc/cpuinfo)
while [ $r -lt "$rounds" ]; do
	r=$((r + 1))
	echo start >$d/run || fail "round $r: start failed"
	c=0
	while [ $c -lt "$ncpu" ]; do
		perfprobe 2 $period $c >/tmp/pp.$c 2>&1 &
		c=$((c + 1))
	done
	fnmi_sysrq
	wait
	during=$(grep -q '^state=running' $d/status && echo "the run still going" || echo "the run over")
	fnmi_round_end $r "$rounds" "$log"
	bt=$((bt + b))
	n=$((n + k))
	# each sampler: its overflows, count / period, all signalled to it
	# (the last one may still be on its way when it reads the count)
	c=0
	while [ $c -lt "$ncpu" ]; do
		diag "round $r CPU $c: $(cat /tmp/pp.$c)"
		got=$(sed -n 's/.* count=\([0-9]*\) period=\([0-9]*\) overflow_signals=\([0-9]*\).*/\1 \2 \3/p' /tmp/pp.$c)
		[ -n "$got" ] || fail "round $r CPU $c: perfprobe: $(cat /tmp/pp.$c)"
		bad=$(echo "$got" | awk '{ want = int($1 / $2); if (want < 1 || $3 > want || $3 < want - 1) print want " overflows, " $3 " signals" }')
		[ -z "$bad" ] || fail "round $r CPU $c: the sampler's counter: $bad"
		ovf=$((ovf + $(echo "$got" | cut -d' ' -f3)))
		c=$((c + 1))
	done
	diag "round $r: $k sysrq l, $b backtraces; samplers ended with $during"
done
pmu1=$(pmu)
pass "$n sysrq l and $ovf sampler overflows during nmi/mixed in $rounds runs ($((pmu1 - pmu0)) arm-pmu NMIs): every backtrace printed, every sampler overflow its own, every run SUCCESS"
