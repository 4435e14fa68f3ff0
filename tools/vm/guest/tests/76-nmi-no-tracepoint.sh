#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Without the kernel's nmi_handler tracepoint the handler cannot tell its
# NMIs from another sender's, so there is no nmi context: its cells are
# skipped with that reason, mixed sends no NMI, and the run succeeds
# (module/README.md, "NMIs"). nmi_tracepoint=0 makes any kernel such a
# kernel; the same run without it measures nmi, so the check can fail.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
not_x86 "nmi_tracepoint=0 skips the nmi context" \
	"the parameter and the NMI source are x86's" && exit 0
cfg="variants=decoupled contexts=task,nmi,mixed repeats=1 samples=4 blocks=1 sample_us=100 cpus=0 mixed_cpus=1 nmi_rate=2000"
nmis() { awk '$1 == "NMI:" { s = 0; for (i = 2; i <= NF && $i ~ /^[0-9]+$/; i++) s += $i; print s }' /proc/interrupts; }

# run PARAM: one run of $cfg after insmod with PARAM; its table in
# /tmp/nt.r, its CSV in /tmp/nt.csv, the NMIs it took in $dn
run() {
	# shellcheck disable=SC2086 # PARAM is one word or none
	insmod "$SB_KO" autorun=0 $1 || fail "insmod $1 failed"
	configure "$cfg"
	n0=$(nmis)
	{ echo start >$d/run && echo wait >$d/run; } || fail "$1: run failed: $(cat $d/status)"
	dn=$(($(nmis) - n0))
	cat $d/results >/tmp/nt.r
	cat $d/results.csv >/tmp/nt.csv
	rmmod stockbench || fail "$1: rmmod failed"
}

run nmi_tracepoint=0
why="nmi_handler tracepoint not used (nmi_tracepoint=0)"
if ! grep -q "skipped: $why" /tmp/nt.r; then
	diag_file /tmp/nt.r
	not_ok "nmi_tracepoint=0: the nmi cell is not skipped with '$why'"
elif [ "$(tail -n 1 /tmp/nt.r)" != "End of test: SUCCESS" ]; then
	diag_file /tmp/nt.r
	not_ok "nmi_tracepoint=0: $(tail -n 1 /tmp/nt.r)"
else
	asked=$(awk -F, '$1 == "variant" { for (i = 1; i <= NF; i++) if ($i == "nmi_asked") c = i; next }
		c && $1 == "decoupled" && $2 == "mixed" { s += $c } END { print c ? s + 0 : "no nmi_asked column" }' /tmp/nt.csv)
	if [ "$asked" != 0 ] || [ "$dn" != 0 ]; then
		not_ok "nmi_tracepoint=0: mixed asked for $asked NMIs, $dn NMIs came"
	else
		pass "nmi_tracepoint=0: nmi skipped ($why), mixed sent no NMI, SUCCESS"
	fi
fi

run ""
if grep -q "skipped: " /tmp/nt.r || [ "$dn" = 0 ]; then
	diag_file /tmp/nt.r
	not_ok "with the tracepoint: a cell skipped, or no NMI ($dn)"
else
	pass "with the tracepoint the same run measures nmi ($dn NMIs)"
fi
