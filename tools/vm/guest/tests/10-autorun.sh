#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# insmod with the default autorun; `cat results` waits for it and gives a
# full table: SUCCESS, and one row per variant x context (measured, or
# skipped with a reason); `echo autorun > run` starts that run again.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
# the module's lists, from the CLI in the initramfs (built from the same headers)
ctxs=$(stockbench names contexts) || fail "stockbench names contexts failed"
cols=$(stockbench names columns | tr '\n' ',') || fail "stockbench names columns failed"
insmod "$SB_KO" || fail "insmod failed"
cat $d/results >/tmp/results || fail "cat results failed"
cp /tmp/results "$SB_OUT/autorun-results.txt"
cat $d/results.csv >"$SB_OUT/autorun-results.csv" || fail "cat results.csv failed"
diag_file /tmp/results
last=$(tail -n 1 /tmp/results)
[ "$last" = "End of test: SUCCESS" ] || fail "last line: $last"
pass "End of test: SUCCESS"

missing=""
nvar=0
for v in $(cut -d' ' -f1 $d/variants); do
	nvar=$((nvar + 1))
	for c in $ctxs; do
		line=$(grep -E "^$v +$c +" /tmp/results)
		case $line in
		*" ok "* | *"skipped: "?*) ;;
		*) missing="$missing $v/$c" ;;
		esac
	done
done
[ "$nvar" -ge 1 ] || fail "the variants file lists no variant"
badv=$(grep -vcE '^[a-z_]+ flags=[a-z,-]+ contexts=[a-z,]+ contexts_rt=[a-z,]+ desc=".*"$' $d/variants)
[ "$badv" -eq 0 ] || fail "$badv lines of variants do not follow the format"
[ -z "$missing" ] || fail "rows missing or not ok:$missing"
pass "all $nvar variants x $(echo $ctxs | wc -w) contexts present"
# The nmi cells: measured where there is an NMI source (x86; arm64 with
# pseudo-NMI), each sample checked to run in NMI (ctx_mismatch 0); where
# there is none (arm64 without pseudo-NMI) every one skipped, with the
# module's reason, and none measured.
nok=$(grep -cE '^[a-z_]+ +nmi +ok ' /tmp/results)
if no_nmi "nmi context measured in NMI"; then
	[ "$nok" -eq 0 ] || fail "$nok nmi cells measured, where the module said it has no NMI source"
else
	[ "$nok" -gt 0 ] || fail "no nmi cell measured: $(grep -E '^[a-z_]+ +nmi +' /tmp/results | sed 's/^[a-z_]* *nmi *//' | sort -u | tr '\n' ' ')"
	bad=$(awk -F, '/^#/ { next } !h { for (i = 1; i <= NF; i++) c[$i] = i; h = 1; next }
		$c["context"] == "nmi" && $c["status"] == "ok" && $c["ctx_mismatch"] != 0 { n++ }
		END { print n + 0 }' "$SB_OUT/autorun-results.csv")
	[ "$bad" = 0 ] || fail "$bad nmi rows with samples that did not run in NMI"
	pass "nmi context measured in NMI: $nok cells, every sample in_nmi()"
fi

grep -q '^# schema: stockbench-results 3' "$SB_OUT/autorun-results.csv" ||
	fail "results.csv has no schema line"
grep -q '^# run_status: SUCCESS' "$SB_OUT/autorun-results.csv" ||
	fail "results.csv run_status is not SUCCESS"
hdr=$(grep -m1 '^variant,' "$SB_OUT/autorun-results.csv") || fail "results.csv has no column line"
[ "$hdr," = "$cols" ] || fail "results.csv's columns are not stockbench names columns: $hdr"
pass "results.csv header: the $(echo "$cols" | tr ',' ' ' | wc -w) columns of stockbench names columns"

# The run does what its table says (module/README.md, "The default run").
# The negative control: busted ran in mixed, and the audit caught it.
grep -q '^note: busted leaked, as it must' /tmp/results ||
	fail "the negative control was not caught: $(grep '^note:' /tmp/results)"
pass "busted caught leaking"
# Columns by name; the checks below, over the ok rows.
csvcheck() {
	awk -F, -v what="$1" -v frac="${2:-0}" '
		/^#/ { next }
		!h { for (i = 1; i <= NF; i++) c[$i] = i; h = 1; next }
		$c["status"] != "ok" { next }
		what == "clamped" && $c["ns_per_op"] + 0 <= 0 && $c["workload"] != "prim" { n++ }
		what ~ /^(rates|asked|late)$/ && $c["context"] == "mixed" {
			t += $c["measure_us"]
			split("hardirq softirq nmi", k, " ")
			for (j = 1; j <= 3; j++) if ($c[k[j] "_asked"] > 0) {
				tt[k[j]] += $c["measure_us"]
				got[k[j]] += $c[k[j] "_per_s"] * $c["measure_us"]
				miss[k[j]] += $c[k[j] "_missed"] * 1e6
				ask[k[j]] = $c[k[j] "_asked"]
			}
		}
		what == "lat" && $c["lat_ops"] > 0 {
			key = $c["variant"] " " $c["context"]
			if ($c["lat_ops"] < 1000) short++
			cell[key] = 1
			p50[key] = p50[key] " " $c["lat_p50_ns"]
			p99[key] = p99[key] " " $c["lat_p99_ns"]
		}
		function med(s,  a, m, i, j, x) {
			m = split(s, a, " ")
			for (i = 2; i <= m; i++) for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) { x = a[j]; a[j] = a[j - 1]; a[j - 1] = x }
			return a[int((m + 1) / 2)]
		}
		END {
			if (what == "clamped") { print n + 0; exit }
			if (what ~ /^(rates|asked|late)$/ && !t) { print "no mixed rows"; exit }
			if (what == "rates") {
				for (x in ask) if (got[x] / tt[x] < frac * ask[x]) printf "%s %d of %d; ", x, got[x] / tt[x], ask[x]
				exit
			}
			if (what == "asked") {
				for (x in ask) {
					a = (got[x] + miss[x]) / tt[x]
					if (a < frac * ask[x] || a > (2 - frac) * ask[x])
						printf "%s %d delivered + %d late of %d; ", x, got[x] / tt[x], miss[x] / tt[x], ask[x]
				}
				exit
			}
			if (what == "late") {
				for (x in ask) printf "%s %d of %d (%d/s late); ", x, got[x] / tt[x], ask[x], miss[x] / tt[x]
				exit
			}
			for (key in cell) { nc++; if (med(p50[key]) + 0 < med(p99[key]) + 0) lt++ }
			if (short) print short " rows with fewer than 1000 single ops"
			else if (!nc || lt * 10 < nc * 9) print lt + 0 " of " nc + 0 " cells with p50 < p99"
		}' "$SB_OUT/autorun-results.csv"
}
n=$(csvcheck clamped)
[ "$n" = 0 ] || fail "$n ok rows with ns_per_op <= 0 (a sample's estimate clamped or disturbed)"
grep -q ',ns_per_op_diff,' "$SB_OUT/autorun-results.csv" || fail "no ns_per_op_diff column"
pass "no ok row at or below 0 ns/op"
# The table's mixed rates are the aggregate of the CSV's rows (all their
# interrupts over all their time), not a median of per-row counts (which
# was 0 for most cells of a default run: a row sees few interrupts).
agg=$(awk -F, '
	/^#/ { next }
	!h { for (i = 1; i <= NF; i++) c[$i] = i; h = 1; next }
	$c["status"] == "ok" && $c["context"] == "mixed" && $c["hardirq_asked"] > 0 {
		t[$c["variant"]] += $c["measure_us"]
		g[$c["variant"]] += $c["hardirq_per_s"] * $c["measure_us"]
	}
	END { for (v in t) if (t[v] > 0) printf "%s %d\n", v, g[v] / t[v] }' "$SB_OUT/autorun-results.csv")
[ -n "$agg" ] || fail "no mixed row with a hardirq rate in results.csv"
bad=$(echo "$agg" | while read -r v want; do
	got=$(awk -v v="$v" '
		$1 == v && $2 == "mixed" { cell = 1; next }
		cell && /interrupts\/s per CPU:/ {
			for (i = 1; i < NF; i++) if ($i == "hardirq") { print $(i + 1); exit }
		}
		cell && NF && $2 != "" && $1 != "" && $0 !~ /^ / { cell = 0 }' /tmp/results)
	# the table and the CSV round differently: within 2% or 2/s
	awk -v g="${got:-x}" -v w="$want" -v v="$v" 'BEGIN {
		if (g !~ /^[0-9]+$/ || (g - w > 2 + w / 50 || w - g > 2 + w / 50))
			print v ": table hardirq " g "/s, CSV aggregate " w "/s; "
	}'
done)
[ -z "$bad" ] || fail "mixed rates in the table are not the aggregate of the rows: $bad"
pass "mixed rates in the table are the rows' aggregate ($(echo "$agg" | tr '\n' ' '))"
# The interrupters ask at the configured rates: every period is either
# delivered or, when its timer came so late that the next period had
# begun, counted late (<ctx>_missed). Together within 20% of the asked
# rate, whatever the platform: what the module controls (101-109% seen
# with 31-60% delivered: a row's counts are not timed to its edges).
bad=$(csvcheck asked 0.8)
[ -z "$bad" ] || fail "mixed: delivered + late not within 20% of the asked rates: $bad"
late=$(csvcheck late 0)
pass "mixed: every asked period delivered or counted late ($late)"
# The default run's mixed cells get what they ask (module/README.md,
# "Interrupt rates in mixed": one CPU, so the emulator can deliver them,
# at 2000/s, so that a timer late by less than 500 us costs nothing):
# at least 90% in aggregate on a quiet host. A host busy with other work,
# or whose own hypervisor steals its CPUs (vmstat: 13-33% steal; 6.1 got
# 31-67% at 5000/s), keeps the vCPU from running for whole timer periods,
# and the timers come late: below 90% that is a SKIP with the rates,
# since the check above found every period accounted for; the boot's env
# says the host's steal (host_steal). arm64 under TCG delivers them less
# fully (7.3-rt-arm64: 58-80% in 3 boots on a quiet host at 5000/s):
# there it is a SKIP too, and below 25% (an interrupter that hardly ran)
# fails.
low=$(csvcheck rates 0.9)
# blocks measured again because their load fell short (remeasure=5)
again=$(awk -F, '/^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; next }
	!/^#/ && $c["context"] == "mixed" && $c["status"] == "ok" {
		a[$c["cpu"] " " $c["repeat"] " " $c["block"]] = $c["remeasured"]
	}
	END { for (b in a) s += a[b]; print s + 0 }' "$SB_OUT/autorun-results.csv")
diag "mixed: $again block(s) measured again, their short tries dropped"
if [ -n "$low" ] && [ "$(uname -m)" != x86_64 ]; then
	floor=$(csvcheck rates 0.25)
	[ -z "$floor" ] || fail "mixed below 25% of the asked rates in aggregate: $floor"
	not_x86 "mixed at >= 90% of the asked rates in aggregate" "the bound is x86 TCG's; here $low"
elif [ -n "$low" ]; then
	skip "mixed at >= 90% of the asked rates in aggregate" \
		"the platform delivered ${late}the rest came late: the vCPU did not run (a busy host, or host steal)"
else
	pass "mixed at >= 90% of the asked rates in aggregate"
fi
bad=$(csvcheck lat)
[ -z "$bad" ] || fail "single-op latencies: $bad"
pass "latencies from >= 1000 single ops, p50 < p99 in >= 90% of cells"
# `echo autorun > run` (bench.sh's traced run) starts this same run, not
# the config file's: its results.csv has the load-time run's config line
want=$(grep '^# config: ' "$SB_OUT/autorun-results.csv")
echo autorun >$d/run || fail "echo autorun > run failed: $(cat $d/status)"
echo stop >$d/run || fail "stop failed"
echo wait >$d/run
got=$(grep '^# config: ' $d/results.csv)
[ -n "$want" ] && [ "$got" = "$want" ] ||
	fail "echo autorun > run: '$got', the load-time run: '$want'"
pass "echo autorun > run: the load-time run's config"
rmmod stockbench || fail "rmmod failed"
[ ! -d $d ] || fail "$d still there after rmmod"
pass "unload"
