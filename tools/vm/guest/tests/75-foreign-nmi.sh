#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Foreign NMIs (an NMI backtrace: sysrq l) during nmi and mixed runs: every
# backtrace is printed, no NMI is reported as unknown, every run ends well.
# $SB_FNMI_ROUNDS runs (2; make soak: 10) of up to 15 sysrq l each.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
cleanup() {
	echo stop >$d/run 2>/dev/null
	sleep 1
}
not_x86 "foreign NMIs (sysrq l) during nmi and mixed runs" \
	"x86's NMI claims (NMI_LOCAL handlers, unknown NMIs); arm64's counterpart is 77-foreign-nmi-pmu" && exit 0
grep -q NMI /proc/interrupts || { pass "no NMIs on this machine: nothing to test"; exit 0; }
rounds=$SB_FNMI_ROUNDS
nmis() { awk '$1 == "NMI:" { s = 0; for (i = 2; i <= NF && $i ~ /^[0-9]+$/; i++) s += $i; print s }' /proc/interrupts; }
insmod "$SB_KO" autorun=0 || fail "insmod failed"
configure "variants=decoupled contexts=nmi,mixed repeats=50 samples=50 sample_us=150 nmi_rate=20000"
dmesg -c >/dev/null
echo 1 >/proc/sys/kernel/sysrq
nmi0=$(nmis)
log=$SB_OUT/foreign-nmi-dmesg.txt
: >"$log"
n=0 r=0 unk=0 bt=0
while [ $r -lt "$rounds" ]; do
	r=$((r + 1))
	echo start >$d/run || fail "round $r: start failed"
	fnmi_sysrq
	n=$((n + k))
	fnmi_round_end $r "$rounds" "$log"
	u=$(grep -c 'NMI received for unknown reason' /tmp/fnmi.txt)
	unk=$((unk + u))
	bt=$((bt + b))
	diag "round $r: $k sysrq l, $b backtraces, $u unknown NMIs"
done
nmi1=$(nmis)
[ "$unk" -eq 0 ] || fail "$unk unknown NMIs after $n sysrq l in $rounds runs ($((nmi1 - nmi0)) NMIs)"
pass "$n sysrq l during nmi/mixed in $rounds runs, $((nmi1 - nmi0)) NMIs: $bt backtraces, 0 unknown NMIs, every run SUCCESS"
