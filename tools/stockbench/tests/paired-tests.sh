#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The paired comparison (compare FILE): the signed-rank statistics against
# published values (test_paired), the golden output on a real paired run
# from a 6.1 guest (tests/data/paired-aa-inject.csv: locallock three
# times, the third with 25% injected), synthetic runs whose answer is
# known (a 2x swing of the host's speed shared by both subjects, with and
# without a 3% difference), the refusals, --metric tryfail_per_kop on
# synthetic mixed runs (irq_ops, measure_us; refused with the reason when
# the run is from a PREEMPT_RT kernel), and tools/vm/sensitivity's
# analysis on such runs. Each case can fail: the synthetic ones are built
# so that a method that did not pair by block, or lost the sign, fails.
#   paired-tests.sh STOCKBENCH TEST_PAIRED [STOCKBENCH...]
# UPDATE_GOLDEN=1 rewrites tests/golden/paired-compare.out.
set -u
# ok, bad, unit, finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch paired
D=tests/data/paired-aa-inject.csv
G=tests/golden/paired-compare.out

# awk's prologue for compare --format csv: k[NAME] is the column NAME
K='NR == 1 { for (i = 1; i <= NF; i++) k[$i] = i; next }'

# synth, msynth, across_boots: the synthetic paired runs
# shellcheck source=tests/paired-synth.sh
. tests/paired-synth.sh

# 1. the statistics
for ts in $2; do
	unit "$ts"
done

for sb in "$1" ${3:-}; do
	# 2. golden, on the real guest file
	if [ "${UPDATE_GOLDEN:-}" = 1 ] && [ "$sb" = "$1" ]; then
		"$sb" compare $D >$G
	fi
	if "$sb" compare $D >"$OUT/g.out" 2>&1 && cmp -s "$OUT/g.out" $G; then
		ok
	else
		diff $G "$OUT/g.out" | head -20
		bad "$sb compare $D differs from $G"
	fi
	# the real file's injected instance: slower, its A/A: within 5%
	r3=$(awk '$1 == "locallock#3" && $3 == "task" { print $5 }' $G)
	r2=$(awk '$1 == "locallock#2" && $3 == "task" { print $5 }' $G)
	if awk -v a="$r3" -v b="$r2" 'BEGIN { exit !(a > 1.1 && b > 0.95 && b < 1.05) }'; then
		ok
	else
		bad "golden: +25% instance ratio '$r3', A/A ratio '$r2'"
	fi

	# 3. synthetic: 2x host swings shared by both, B 3% slower
	synth 1.03 1 >"$OUT/s3.csv"
	synth 1.00 2 >"$OUT/s0.csv"
	# (--format csv: the ratio and its interval at full precision)
	"$sb" compare --format csv "$OUT/s3.csv" >"$OUT/s3.out" 2>&1
	if awk -F, "$K"'$k["variant"] == "B" && $k["context"] == "task" { r = $k["ratio"]; lo = $k["ci_lo"]; hi = $k["ci_hi"]
		f = (r > 1.025 && r < 1.035 && lo > 1.02 && hi < 1.04 && $k["verdict"] == "slower") }
		END { exit !f }' "$OUT/s3.out"; then
		ok
	else
		cat "$OUT/s3.out"
		bad "synthetic +3% under 2x host swings: not resolved to 1.03 [1.02, 1.04], slower"
	fi
	"$sb" compare --format csv "$OUT/s0.csv" >"$OUT/s0.out" 2>&1
	if awk -F, "$K"'$k["variant"] == "B" && $k["context"] == "task" { lo = $k["ci_lo"]; hi = $k["ci_hi"]; v = $k["verdict"]
		f = (lo < 1 && hi > 1 && v != "slower" && v != "faster") } END { exit !f }' "$OUT/s0.out"; then
		ok
	else
		cat "$OUT/s0.out"
		bad "synthetic A/A under 2x host swings: the CI does not contain 1"
	fi
	# a host slowing down over the run: paired, the +3% is still 1.03 ...
	synth 1.03 3 drift >"$OUT/s3d.csv"
	"$sb" compare --format csv "$OUT/s3d.csv" >"$OUT/s3d.out" 2>&1
	if awk -F, "$K"'$k["variant"] == "B" && $k["context"] == "task" { lo = $k["ci_lo"]; hi = $k["ci_hi"]
		f = (lo > 1.025 && hi < 1.035) } END { exit !f }' "$OUT/s3d.out"; then
		ok
	else
		cat "$OUT/s3d.out"
		bad "synthetic +3% under a drifting host: not resolved to 1.03 [> 1.025, < 1.035]"
	fi
	# ... and the mutant that pairs B with the next block of A is biased
	# low by the drift (1.03 * (60 + b) / (61 + b)): pairing by block matters
	awk -F, 'BEGIN { OFS = "," } /^#/ { print; next } /^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; print; next }
		$c["variant"] == "B" { $c["block"] = ($c["block"] + 1) % 60 } { print }' \
		"$OUT/s3d.csv" >"$OUT/s3x.csv"
	"$sb" compare --format csv "$OUT/s3x.csv" >"$OUT/s3x.out" 2>&1
	if awk -F, "$K"'$k["variant"] == "B" && $k["context"] == "task" { f = ($k["ci_hi"] < 1.025) } END { exit !f }' "$OUT/s3x.out"; then
		ok
	else
		cat "$OUT/s3x.out"
		bad "blocks mispaired by one under drift: compare still finds 1.03 (it does not pair by block?)"
	fi

	# 4. refusals, one line each
	sed 's/design=paired/design=blocked/' $D >"$OUT/blocked.csv"
	# schema 2 (the stats columns, no blocks) and 1 (neither): block 0's
	# rows, one per cpu and repeat as those schemas have
	awk -F, 'BEGIN { OFS = "," } /^#/ { print; next } /^variant,/ || $(NF - 3) == 0 { NF -= 4; print }' $D |
		sed '1s/ 3$/ 2/' >"$OUT/old.csv"
	awk -F, 'BEGIN { OFS = "," } /^#/ { print; next } /^variant,/ || $(NF - 3) == 0 { NF -= 22; print }' $D |
		sed '1s/ 3$/ 1/; /^variant,/s/,batch_/,/g' >"$OUT/old1.csv"
	grep -v '^locallock#' $D >"$OUT/one.csv"
	for c in "blocked.csv:not a run of the paired design" "old.csv:not a run of the paired design" \
		 "old1.csv:not a run of the paired design" "one.csv:has one subject"; do
		f=${c%%:*}
		want=${c#*:}
		if "$sb" compare "$OUT/$f" >/dev/null 2>"$OUT/e.err"; then
			bad "compare accepted $f"
		elif [ "$(wc -l <"$OUT/e.err")" = 1 ] && grep -q "$want" "$OUT/e.err"; then
			ok
		else
			bad "compare $f: '$(cat "$OUT/e.err")', want '$want'"
		fi
	done
	# schema 3 shows; the old schemas still read, the new columns optional
	if "$sb" show $D >/dev/null 2>&1; then ok; else bad "show of the schema 3 file failed"; fi
	if "$sb" show "$OUT/old.csv" >/dev/null 2>&1; then ok; else bad "show of a schema 2 file failed"; fi
	if "$sb" show "$OUT/old1.csv" >/dev/null 2>&1; then ok; else bad "show of a schema 1 file failed"; fi
done

# 5. --metric tryfail_per_kop / tryfail_per_ms on synthetic mixed runs
# whose answer is known, the pooled values against awk's own sums, the
# show and kuniyuki lines, and the refusals
msynth 0.7 1 >"$OUT/m7.csv"
msynth 1.0 2 >"$OUT/m0.csv"
msynth 1.0 3 task >"$OUT/mt.csv"
# the same run from a PREEMPT_RT kernel: the metric is refused there
sed 's/^# rt: no$/# rt: yes/' "$OUT/m7.csv" >"$OUT/m7rt.csv"
NA="n/a on PREEMPT_RT: every trylock in hardirq and NMI context fails by design (local_trylock), so the count measures the context, not contention"
# pooled 1000 x sum(trylock_fails) / sum(irq_ops) of a subject, from the file
pooled() {
	awk -F, -v v="$2" '/^#/ { next } /^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; next }
		$1 == v { f += $c["trylock_fails"]; o += $c["irq_ops"] } END { printf "%.3f", 1000 * f / o }' "$1"
}
# FILE with hold times and involuntary switches written in: hold_samples
# 100 and hold_ns_avg 400 + 50 for outside, +-10 by block, none in blocks
# 0..9; nivcsw 2, +3 for outside
holdsynth() {
	awk -F, -v OFS=, '/^#/ { print; next } /^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; print; next }
		{ b = $c["block"]; o = ($1 == "outside"); $c["hold_samples"] = b < 10 ? 0 : 100
		  $c["hold_ns_avg"] = b < 10 ? 0 : 400 + 50 * o + 10 * ((b * 37 + $c["cpu"] * 11) % 5 - 2) + 2 * o * (b % 3 - 1)
		  $c["nivcsw"] = 2 + 3 * o; print }' "$1"
}
# the unweighted mean of a subject's hold_ns_avg over its rows with samples
holdmean() {
	awk -F, -v v="$2" '/^#/ { next } /^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; next }
		$1 == v && $c["hold_samples"] > 0 { s += $c["hold_ns_avg"]; n++ } END { printf "%.3f", s / n }' "$1"
}
for sb in "$1" ${3:-}; do
	"$sb" compare --format csv --metric tryfail_per_kop "$OUT/m7.csv" >"$OUT/m7.out" 2>&1
	pa=$(pooled "$OUT/m7.csv" decoupled)
	pb=$(pooled "$OUT/m7.csv" outside)
	# 20 fails/kop (x2 in half the blocks: ~30 pooled), outside 0.7x: about -9
	if awk -F, -v pa="$pa" -v pb="$pb" "$K"'$k["variant"] == "outside" && $k["context"] == "mixed" && $k["vs"] == "decoupled" {
		lo = $k["ci_lo"]; hi = $k["ci_hi"]; d = $k["delta"]
		f = ($k["pairs"] == 80 && $k["vs_fails_kop"] == pa && $k["variant_fails_kop"] == pb && d < -6 && d > -12 &&
		     lo < d && hi > d && hi < 0 && $k["verdict"] == "fewer") } END { exit !f }' "$OUT/m7.out"; then
		ok
	else
		cat "$OUT/m7.out"
		bad "$sb --metric tryfail_per_kop, outside 0.7x: want 80 pairs, pooled $pa $pb, delta about -9 with a CI below 0, fewer"
	fi
	"$sb" compare --format csv --metric tryfail_per_kop "$OUT/m0.csv" >"$OUT/m0.out" 2>&1
	if awk -F, "$K"'$k["variant"] == "outside" && $k["context"] == "mixed" { lo = $k["ci_lo"]; hi = $k["ci_hi"]
		f = (lo < 0 && hi > 0 && $k["verdict"] == "undecided") } END { exit !f }' "$OUT/m0.out"; then
		ok
	else
		cat "$OUT/m0.out"
		bad "$sb --metric tryfail_per_kop, A/A: the CI does not contain 0"
	fi
	# per ms: the same fails over 1 ms rows; outside fewer as well
	"$sb" compare --metric tryfail_per_ms "$OUT/m7.csv" >"$OUT/m7ms.out" 2>&1
	if awk '$1 == "outside" && $3 == "mixed" { f = ($8 < 0 && $NF == "fewer") } END { exit !f }' "$OUT/m7ms.out" &&
	   grep -q '^p: two-sided Wilcoxon signed-rank test of the per-block differences' "$OUT/m7ms.out"; then
		ok
	else
		cat "$OUT/m7ms.out"
		bad "$sb --metric tryfail_per_ms: outside not fewer, or no test line"
	fi
	# the markdown table has the columns results/common.sh's claim_from reads
	"$sb" compare --format md --metric tryfail_per_kop "$OUT/m7.csv" >"$OUT/m7md.out" 2>&1
	if grep -q '^| variant | vs | context | pairs | tied | vs fails/kop | variant fails/kop | delta | 95% CI of delta | p | p_holm | verdict |$' "$OUT/m7md.out"; then
		ok
	else
		cat "$OUT/m7md.out"
		bad "$sb --format md --metric: not the table claim_from reads"
	fi
	# show: the mixed section's line, pooled as awk sums it, and nothing else
	"$sb" show "$OUT/m7.csv" >"$OUT/m7show.out" 2>&1
	pa1=$(awk -v x="$pa" 'BEGIN { printf "%.2f", x }')
	if grep -q "^    trylock fails per 1000 interrupt-context ops: $pa1 ([0-9]* fails in [0-9]* ops)\$" "$OUT/m7show.out" &&
	   ! grep -q "median of rows" "$OUT/m7show.out"; then
		ok
	else
		cat "$OUT/m7show.out"
		bad "$sb show: no 'trylock fails per 1000 interrupt-context ops: $pa1 ...' line, or a median of rows"
	fi
	"$sb" show --layout $L_KUNIYUKI "$OUT/m7.csv" >"$OUT/m7k.out" 2>&1
	# (the aggregate over the rows and their range: show-tests.sh checks its numbers)
	if grep -q '^- Baseline decoupled: hardirq [0-9]* of 10000 ([0-9.]*%, rows [0-9]*\.\.[0-9]*, [0-9]*/s late) softirq [0-9]* of 10000 (.*) nmi [0-9]* of 1000 (.*); LOW: hardirq softirq nmi below 90% of the rate asked$' "$OUT/m7k.out" &&
	   grep -q "^- Patched outside: $(awk -v x="$pb" 'BEGIN { printf "%.2f", x }') (" "$OUT/m7k.out" &&
	   grep -q '^- Diff -[0-9.]*%, not tested here: `stockbench compare --metric tryfail_per_kop FILE`' "$OUT/m7k.out"; then
		ok
	else
		cat "$OUT/m7k.out"
		bad "$sb show --layout kuniyuki.layout: no achieved rates, fails per kop or diff lines"
	fi
	# refusals, one line each: no irq_ops column, no mixed row, two files, --normalise
	for c in "$D:has no irq_ops column" "$OUT/mt.csv:no ok row with irq_ops > 0" \
		 "$OUT/m7.csv $OUT/m0.csv:compares the subjects of one paired run" \
		 "--normalise ref $OUT/m7.csv:without --normalise"; do
		f=${c%%:*}
		want=${c#*:}
		# shellcheck disable=SC2086 # the file list is words
		if "$sb" compare --metric tryfail_per_kop $f >/dev/null 2>"$OUT/e.err"; then
			bad "compare --metric accepted $f"
		elif [ "$(wc -l <"$OUT/e.err")" = 1 ] && grep -q "$want" "$OUT/e.err"; then
			ok
		else
			bad "compare --metric $f: '$(cat "$OUT/e.err")', want '$want'"
		fi
	done
	if "$sb" compare --metric fails "$OUT/m7.csv" >/dev/null 2>"$OUT/e.err"; then
		bad "compare accepted --metric fails"
	elif grep -q "^stockbench compare: --metric must be ns_per_op (the default) or one of tryfail_per_kop, tryfail_per_ms, hold_ns, nivcsw_per_ms, not 'fails'$" "$OUT/e.err"; then
		ok
	else
		bad "compare --metric fails: '$(cat "$OUT/e.err")'"
	fi
	# PREEMPT_RT: --metric refused with the reason, one line, nothing on
	# stdout; in one file, and in --across-boots beside a !RT boot (either
	# order); compare FILE (ns/op) still runs on it
	for c in "tryfail_per_kop $OUT/m7rt.csv:$OUT/m7rt.csv" "tryfail_per_ms $OUT/m7rt.csv:$OUT/m7rt.csv" \
		 "tryfail_per_kop --across-boots $OUT/m7.csv $OUT/m7rt.csv:$OUT/m7rt.csv" \
		 "tryfail_per_ms --across-boots $OUT/m7rt.csv $OUT/m7.csv:$OUT/m7rt.csv"; do
		a=${c%%:*}
		f=${c#*:}
		# shellcheck disable=SC2086 # the arguments are words
		"$sb" compare --metric $a >"$OUT/rt.out" 2>"$OUT/e.err"
		rc=$?
		if [ $rc != 0 ] && [ ! -s "$OUT/rt.out" ] && [ "$(wc -l <"$OUT/e.err")" = 1 ] &&
		   grep -qxF "stockbench: $f: --metric ${a%% *}: $NA" "$OUT/e.err"; then
			ok
		else
			bad "compare --metric $a on PREEMPT_RT: rc $rc, '$(cat "$OUT/e.err")' $(head -c 200 "$OUT/rt.out")"
		fi
	done
	if "$sb" compare "$OUT/m7rt.csv" >/dev/null 2>&1; then ok; else bad "compare (ns/op) of the RT run failed"; fi
	# show and kuniyuki on it: the reason, no number
	"$sb" show "$OUT/m7rt.csv" >"$OUT/m7rtshow.out" 2>&1
	"$sb" show --layout $L_KUNIYUKI "$OUT/m7rt.csv" >"$OUT/m7rtk.out" 2>&1
	if grep -qxF "trylock fails per 1000 interrupt-context ops: $NA" "$OUT/m7rtshow.out" &&
	   grep -qxF "Trylock fails per 1000 interrupt-context ops: $NA" "$OUT/m7rtk.out" &&
	   ! grep -q "fails in [0-9]* ops\|^- Diff [-+][0-9.]*%, not tested" "$OUT/m7rtshow.out" "$OUT/m7rtk.out"; then
		ok
	else
		bad "$sb show / kuniyuki of the RT run: no reason, or a number: $(grep -i 'trylock fails\|Diff' "$OUT/m7rtshow.out" "$OUT/m7rtk.out" | head -n 4)"
	fi
	# --metric hold_ns and nivcsw_per_ms: the mechanism counts, of the
	# same run with hold times and context switches written in (holdsynth)
	holdsynth "$OUT/m7.csv" >"$OUT/h7.csv"
	holdsynth "$OUT/m7rt.csv" >"$OUT/h7rt.csv"
	"$sb" compare --format csv --metric hold_ns "$OUT/h7.csv" >"$OUT/h7.out" 2>&1
	ha=$(holdmean "$OUT/h7.csv" decoupled)
	hb=$(holdmean "$OUT/h7.csv" outside)
	# outside +50 ns a block, +-10: 80 blocks, 20 of them without hold samples
	if awk -F, -v pa="$ha" -v pb="$hb" "$K"'$k["variant"] == "outside" && $k["context"] == "mixed" {
		lo = $k["ci_lo"]; hi = $k["ci_hi"]; d = $k["delta"]
		f = ($k["pairs"] == 60 && $k["vs_ns"] == pa && $k["variant_ns"] == pb && d > 45 && d < 55 &&
		     lo > 40 && hi < 60 && $k["verdict"] == "more") } END { exit !f }' "$OUT/h7.out"; then
		ok
	else
		cat "$OUT/h7.out"
		bad "$sb --metric hold_ns: want 60 pairs (hold_samples 0 left out), means $ha $hb, delta about +50, more"
	fi
	# 3 more involuntary switches a 50 ms row: about +0.06/ms; on PREEMPT_RT too
	for f in h7 h7rt; do
		"$sb" compare --format csv --metric nivcsw_per_ms "$OUT/$f.csv" >"$OUT/$f.nv" 2>&1
		if awk -F, "$K"'$k["variant"] == "outside" && $k["context"] == "mixed" { d = $k["delta"]
			f = ($k["pairs"] == 80 && d > 0.05 && d < 0.07 && $k["ci_lo"] > 0 && $k["verdict"] == "more") } END { exit !f }' "$OUT/$f.nv"; then
			ok
		else
			cat "$OUT/$f.nv"
			bad "$sb --metric nivcsw_per_ms of $f: want 80 pairs, delta about +0.06/ms, more"
		fi
	done
	if "$sb" compare --across-boots --format csv --metric hold_ns "$OUT/h7rt.csv" "$OUT/h7rt.csv" >"$OUT/h7a.out" 2>&1 &&
	   awk -F, "$K"'$1 == "across-stage2" && $k["variant"] == "outside" { f = ($k["delta"] > 45 && $k["delta"] < 55) } END { exit !f }' "$OUT/h7a.out"; then
		ok
	else
		cat "$OUT/h7a.out"
		bad "$sb --across-boots --metric hold_ns of a PREEMPT_RT run: refused or not +50"
	fi
	if "$sb" compare --metric hold_ns "$OUT/m7.csv" >/dev/null 2>"$OUT/e.err"; then
		bad "compare --metric hold_ns accepted a run without hold samples"
	elif grep -qxF "stockbench: $OUT/m7.csv has no ok row with hold_samples > 0: nothing to compare by hold_ns" "$OUT/e.err"; then
		ok
	else
		bad "compare --metric hold_ns without hold samples: '$(cat "$OUT/e.err")'"
	fi
	# a file without the columns still shows, without the line
	if "$sb" show $D >"$OUT/nd.out" 2>&1 && ! grep -q 'trylock fails per 1000' "$OUT/nd.out"; then
		ok
	else
		bad "show of a file without irq_ops failed or printed a fails-per-kop line"
	fi
done

# 6. tools/vm/sensitivity's analysis: one A/A, one +3%; and a mutant
mkdir -p "$OUT/sens" "$OUT/sensx"
cp "$OUT/s0.csv" "$OUT/sens/aa-1.csv"
cp "$OUT/s3.csv" "$OUT/sens/inj-1.csv"
cp "$OUT/s0.csv" "$OUT/sensx/aa-1.csv"
cp "$OUT/s0.csv" "$OUT/sensx/inj-1.csv"
l=$(SB_SENS_B=B ../vm/sensitivity --analyse "$OUT/sens" 2>&1 | tail -n 1)
case $l in
"sensitivity: A/A false positives 0/1, +3% detected 1/1, median CI half-width "*%) ok ;;
*) bad "sensitivity --analyse: '$l'" ;;
esac
l=$(SB_SENS_B=B ../vm/sensitivity --analyse "$OUT/sensx" 2>&1 | tail -n 1)
case $l in
*"+3% detected 0/1"*) ok ;;
*) bad "sensitivity --analyse on a run with nothing injected: '$l'" ;;
esac

# 6b. sensitivity --analyse-boots: 5 rounds of two boots of one kernel
# (tests/data/boots a_1..a_5, each 1% above the last; round i: A = a_i,
# B = a_(2 1 4 3 5)_i, so the rounds differ by +1%, -1%, +1%, -1%, 0), every
# choice of 3 rounds, C(5,3) = 10 comparisons paired by round; the +5%
# must be found more often than the A/A errs; fewer rounds than a side
# needs is refused
for i in 1 2 3 4 5; do
	mkdir -p "$OUT/sb/round-$i"
	cp tests/data/boots/a$i.csv "$OUT/sb/round-$i/A.csv"
	cp tests/data/boots/a$(echo 2 1 4 3 5 | cut -d' ' -f$i).csv "$OUT/sb/round-$i/B.csv"
done
l=$(../vm/sensitivity --analyse-boots "$OUT/sb" 2>&1 | tail -n 1)
f=$(echo "$l" | sed -n 's|^sensitivity across boots (sb, 3 rounds a side): A/A false positives \([0-9]*\)/10, +5% detected \([0-9]*\)/10, median CI half-width [0-9.]*% (verdicts after Holm over the table: .*)$|\1 \2|p')
if [ -n "$f" ] && [ "${f% *}" -lt "${f#* }" ]; then ok; else bad "sensitivity --analyse-boots: '$l'"; fi
mkdir -p "$OUT/sb0/round-1"
cp tests/data/boots/a1.csv "$OUT/sb0/round-1/A.csv"
cp tests/data/boots/a2.csv "$OUT/sb0/round-1/B.csv"
l=$(../vm/sensitivity --analyse-boots "$OUT/sb0" 2>&1 | tail -n 1)
case $l in *"1 rounds with A.csv and B.csv, need more than 3"*) ok ;; *) bad "sensitivity --analyse-boots on one round: '$l'" ;; esac

# 6c. sensitivity --analyse-duets on the three A/A duet rounds of
# tests/data/duet (aN beside aaN): the 3 rounds, one "compare --pairs";
# the +5% on the B files must be found more often than the A/A errs
for i in 1 2 3; do
	mkdir -p "$OUT/sd/round-$i"
	cp tests/data/duet/a$i.csv "$OUT/sd/round-$i/A.csv"
	cp tests/data/duet/aa$i.csv "$OUT/sd/round-$i/B.csv"
done
l=$(../vm/sensitivity --analyse-duets "$OUT/sd" 2>&1 | tail -n 1)
f=$(echo "$l" | sed -n 's|^sensitivity across boots (duets, 3 a side): A/A false positives \([0-9]*\)/1, +5% detected \([0-9]*\)/1, median CI half-width [0-9.]*%$|\1 \2|p')
if [ -n "$f" ] && [ "${f% *}" -lt "${f#* }" ]; then ok; else bad "sensitivity --analyse-duets: '$l'"; fi
mkdir -p "$OUT/sd0/round-1"
l=$(../vm/sensitivity --analyse-duets "$OUT/sd0" 2>&1 | tail -n 1)
case $l in *"need 3 or more"*) ok ;; *) bad "sensitivity --analyse-duets on no rounds: '$l'" ;; esac

# 6d. tools/vm/duet-aa's analysis (SB_DUET_AA_ANALYSE=1) is the CLI's
# paired t: three "sequential" rounds of A/A (aN beside aaN) and three
# "duet" rounds of A against B (bN, slower in three task cells); each
# cell's line carries compare --pairs --test welch's own interval
for i in 1 2 3; do
	for s in A B; do mkdir -p "$OUT/da/seq/$i/$s-k/out" "$OUT/da/duet/$i/$s-k/out"; done
	cp tests/data/duet/a$i.csv "$OUT/da/seq/$i/A-k/out/aa.csv"
	cp tests/data/duet/aa$i.csv "$OUT/da/seq/$i/B-k/out/aa.csv"
	cp tests/data/duet/a$i.csv "$OUT/da/duet/$i/A-k/out/aa.csv"
	cp tests/data/duet/b$i.csv "$OUT/da/duet/$i/B-k/out/aa.csv"
done
SB_DUET_AA_ANALYSE=1 ../vm/duet-aa k 3 "$OUT/da" >"$OUT/da.out" 2>&1
want=$(./stockbench compare --format csv --pairs --test welch tests/data/duet/a[123].csv -- tests/data/duet/b[123].csv |
	awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	$c["variant"] == "locallock" && $c["context"] == "task" { printf "ratio %.4f [%.4f, %.4f]", $c["ratio"], $c["ci_lo"], $c["ci_hi"] }')
if grep -q '^sequential A/A: 4 cells, 3 rounds, median CI half-width [0-9.]*%, false positives 0/4$' "$OUT/da.out" &&
	grep -q '^duet A/A: 4 cells, 3 rounds, median CI half-width [0-9.]*%, false positives 3/4$' "$OUT/da.out" &&
	[ -n "$want" ] && case $(grep '^duet locallock/task: ' "$OUT/da.out") in
	"duet locallock/task: $want half-width "*", 3 pairs EXCLUDES 1") true ;; *) false ;; esac; then
	ok
else
	bad "duet-aa's analysis against compare --pairs --test welch ($want): $(cat "$OUT/da.out")"
fi
l=$(SB_DUET_AA_ANALYSE=1 ../vm/duet-aa k 1 "$OUT/da" 2>&1 | tail -n 1)
case $l in *"ROUNDS must be a number of 2 or more, not '1'"*) ok ;; *) bad "duet-aa with 1 round: '$l'" ;; esac

# 7. --across-boots: four "boots" made from the real run, locallock#3 scaled
# by 1.00, 1.04, 0.97 and 1.10 in each, locallock#2 by 1.01, 0.99, 1.00, 1.02; stage 2 against the python oracle
# (its own HL, t distribution and 2^4 sign flips), by hand: locallock#3 is
# about +25% in every boot, so all four estimates are positive and the
# exact sign-flip p is 2/16 = 0.125 (the smallest with 4 boots).
across_boots "$OUT"
for sb in "$1" ${3:-}; do
	"$sb" compare --across-boots "$OUT"/boot1.csv "$OUT"/boot2.csv "$OUT"/boot3.csv "$OUT"/boot4.csv > "$OUT/across.out" 2> "$OUT/across.err"
	rc=$?
	if [ $rc = 0 ] && [ ! -s "$OUT/across.err" ] &&
	   awk '$1 == "locallock#3" && $3 == "task" && $4 == 4 && $9 == "0.125" { f = 1 } END { exit !f }' "$OUT/across.out" &&
	   grep -q '^Stage 1, per boot (descriptive' "$OUT/across.out" &&
	   [ "$(awk '$1 == "locallock#3" && $3 == "task" && $4 ~ /^[1-4]$/ && $5 > 10' "$OUT/across.out" | wc -l)" = 4 ] &&
	   ! grep -q '~' "$OUT/across.out"; then
		ok
	else
		bad "$sb compare --across-boots: rc $rc, $(head -c 300 "$OUT/across.err") $(grep locallock "$OUT/across.out" | head -3)"
	fi
done
if command -v python3 > /dev/null; then
	"$1" compare --format csv --across-boots "$OUT"/boot1.csv "$OUT"/boot2.csv "$OUT"/boot3.csv "$OUT"/boot4.csv >"$OUT/across-data.csv" 2>&1
	if python3 tests/infer-oracle.py across "$OUT/across-data.csv" "$OUT"/boot1.csv "$OUT"/boot2.csv "$OUT"/boot3.csv "$OUT"/boot4.csv > "$OUT/oracle.log" 2>&1 &&
	   grep -q '^ok   across locallock#3 task: p_flip' "$OUT/oracle.log"; then
		ok
	else
		bad "--across-boots against tests/infer-oracle.py: $(grep FAIL "$OUT/oracle.log" | head -5)"
	fi
else
	bad "python3 not installed: the --across-boots oracle cannot run"
fi
# refusals: one file, a -- list, a run that is not paired
for sb in "$1" ${3:-}; do
	"$sb" compare --across-boots $D > /dev/null 2> "$OUT/e1" && bad "--across-boots with one file accepted"
	grep -q 'takes the paired runs of two or more boots' "$OUT/e1" && ok || bad "--across-boots one file: $(cat "$OUT/e1")"
	"$sb" compare --across-boots $D tests/data/nonrt-page.csv > /dev/null 2> "$OUT/e2" && bad "--across-boots with a blocked run accepted"
	grep -q 'is not a run of the paired design' "$OUT/e2" && ok || bad "--across-boots blocked run: $(cat "$OUT/e2")"
done
# every row its own variant and context (1920 of each): only the pairs
# that have rows are compared. Enumerating every context against every
# variant took 30 s and more here (3.7M comparisons); now well under 1 s.
awk -F, 'BEGIN { OFS = "," } /^variant,/ { h = 1; print; next } !h || /^#/ { if (!h) print; next }
	{ body[++m] = $0 } END { for (r = 1; r <= 4; r++) for (i = 1; i <= m; i++) { $0 = body[i]; k++; $1 = "v" k; $2 = "c" k; print } }' \
	$D >"$OUT/many.csv"
for sb in "$1" ${3:-}; do
	if timeout 10 "$sb" compare --across-boots "$OUT/many.csv" "$OUT/many.csv" >"$OUT/many.out" 2>&1 &&
	   grep -q '^0 of 0 comparisons differ' "$OUT/many.out"; then
		ok
	else
		bad "$sb compare --across-boots, 1920 variants in 1920 contexts: rc $?, $(tail -n 1 "$OUT/many.out")"
	fi
done

finish
