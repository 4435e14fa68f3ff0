#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The module's table and its results.csv of the same run, kept in $SB_OUT
# for the CLI's agreement test (tools/stockbench/tests: `cat results` and
# `stockbench show` must print the same medians and CIs): one run with
# 100 rows per cell (a median CI from many rows),
# and a mixed cell asked for more interrupts than TCG delivers, whose rows
# must report what they got and flag it.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
run() {	# TAG CONFIG...
	tag=$1
	shift
	configure "$*"
	echo start >$d/run || fail "$tag: start failed"
	echo wait >$d/run
	cat $d/results >"$SB_OUT/$tag.results" || fail "$tag: cat results failed"
	cat $d/results.csv >"$SB_OUT/$tag.csv" || fail "$tag: cat results.csv failed"
	last=$(tail -n 1 "$SB_OUT/$tag.results")
	[ "$last" = "End of test: SUCCESS" ] || fail "$tag: last line: $last"
}
insmod "$SB_KO" autorun=0 || fail "insmod failed"
# decoupled and outside run in every context on every kernel (irq and
# preempt are not valid on PREEMPT_RT, locallock and trylock not in mixed)
run agree variants=decoupled,outside contexts=task,bh repeats=50 samples=5 sample_us=100
run agree-mixed variants=decoupled,outside contexts=mixed repeats=3 samples=10 \
	sample_us=1000 irq_rate=42000 softirq_rate=21000 nmi_rate=1000
rmmod stockbench || fail "rmmod failed"
# every column of the module's list (stockbench names: the achieved rates too)
cols=$(grep '^variant,' "$SB_OUT/agree-mixed.csv")
[ "$cols," = "$(stockbench names columns | tr '\n' ',')" ] ||
	fail "results.csv's columns are not stockbench names columns: $cols"
# every measured mixed row says ok or low: <contexts>
bad=$(awk -F, '/^#/ { next } /^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; next }
	$c["context"] == "mixed" && $c["status"] == "ok" { n++; if ($c["irq_rate"] !~ /^(ok|low: .+)$/) b++ }
	END { print (n ? b + 0 : "no ok mixed rows, so") }' "$SB_OUT/agree-mixed.csv")
[ "$bad" = 0 ] || fail "$bad mixed rows without an irq_rate verdict"
# and their interrupt-context ops and measured time: irq_ops over
# measure_us is the rates the row reports (to rounding), empty irq_ops
# outside mixed, every line as many fields as the header
bad=$(awk -F, '/^#/ { next } /^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; nf = NF; next }
	NF != nf { b++; next }
	$c["context"] == "mixed" && $c["status"] == "ok" {
		n++
		r = $c["hardirq_per_s"] + $c["softirq_per_s"] + $c["nmi_per_s"]
		t = $c["measure_us"] / 1e6
		if (!($c["measure_us"] > 0) || $c["irq_ops"] == "" ||
		    (r - 3) * t > $c["irq_ops"] + 1 || $c["irq_ops"] > (r + 3) * t + 1) b++
	}
	END { print (n ? b + 0 : "no ok mixed rows, so") }' "$SB_OUT/agree-mixed.csv")
[ "$bad" = 0 ] || fail "$bad mixed rows whose irq_ops, measure_us and achieved rates disagree"
bad=$(awk -F, '/^#/ { next } /^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; nf = NF; next }
	NF != nf || ($c["status"] == "ok" && ($c["irq_ops"] != "" || !($c["measure_us"] > 0))) { b++ }
	END { print b + 0 }' "$SB_OUT/agree.csv")
[ "$bad" = 0 ] || fail "$bad task/bh lines with the wrong field count, an irq_ops or no measure_us"
grep -q 'interrupts/s per CPU: hardirq [0-9]* of 42000 ([0-9]*%; rows [0-9]*\.\.[0-9]*; [0-9]*/s late)' \
	"$SB_OUT/agree-mixed.results" ||
	fail "the table has no achieved-rate line for mixed with the periods counted late"
# the table's late figure per cell: the CSV's hardirq_missed over its
# measured time (ok rows), the cells in the CSV's order, to rounding
bad=$(awk -F, -v tab="$SB_OUT/agree-mixed.results" '
	/^#/ { next }
	/^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; next }
	$c["context"] == "mixed" && $c["status"] == "ok" && $c["measure_us"] > 0 {
		v = $c["variant"]
		if (!(v in us)) order[++n] = v
		us[v] += $c["measure_us"]; miss[v] += $c["hardirq_missed"]
	}
	END {
		while ((getline l < tab) > 0)
			if (match(l, /interrupts\/s per CPU: hardirq [0-9]+ of [0-9]+ \([^)]*; [0-9]+\/s late\)/)) {
				s = substr(l, RSTART, RLENGTH); sub(/\/s late\)$/, "", s); sub(/.*; /, "", s)
				got[++m] = s
			}
		if (m != n) { print m " table lines for " n " cells"; exit }
		for (i = 1; i <= n; i++) {
			want = 1e6 * miss[order[i]] / us[order[i]]
			if (got[i] < want - 1 || got[i] > want + 1)
				printf "%s: table %s/s late, CSV %.1f; ", order[i], got[i], want
		}
	}' "$SB_OUT/agree-mixed.csv")
[ -z "$bad" ] || fail "the table's late periods are not the CSV's: $bad"
pass "table and results.csv kept, achieved and late rates reported and agree"
# single ops (latency.c): one row per (variant, context, cpu, repeat)
# timed them (its last block's), p50 <= p90 <= p99 <= p99.9 <= max; the
# other rows have lat_ops 0 and no percentiles
for f in agree agree-mixed; do
	bad=$(awk -F, '/^#/ { next }
		/^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; next }
		$c["status"] == "ok" {
			n++
			k = $c["variant"] " " $c["context"] " " $c["cpu"] " " $c["repeat"]
			keys[k] = 1
			if ($c["lat_ops"] == 0) { if ($c["lat_p50_ns"] != "") b++; next }
			lat[k]++
			if ($c["lat_p50_ns"] > $c["lat_p90_ns"] ||
			    $c["lat_p90_ns"] > $c["lat_p99_ns"] || $c["lat_p99_ns"] > $c["lat_p999_ns"] ||
			    $c["lat_p999_ns"] > $c["lat_max_ns"] + $c["lat_max_ns"] / 16 + 1) b++
		}
		END { for (k in keys) if (lat[k] != 1) b++; print (n ? b + 0 : "no ok rows") }' "$SB_OUT/$f.csv")
	[ "$bad" = 0 ] || fail "$f.csv: single-op latency columns wrong in $bad rows"
done
grep -q 'single ops ([0-9]* timed): p50 [0-9]* p90 [0-9]* p99 [0-9]* p99.9 [0-9]* max [0-9]* ns' \
	"$SB_OUT/agree.results" || fail "the table has no single-op latency line"
pass "single-op latencies in results.csv and the table"
