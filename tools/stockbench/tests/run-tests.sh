#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# CLI tests: statistics against ministat, golden outputs, every error
# case, "run" against a fake debugfs, plot.  Run once per binary pair:
#   run-tests.sh STOCKBENCH TEST_STATS [STOCKBENCH TEST_STATS]...
# UPDATE_GOLDEN=1 rewrites tests/golden/ from the first binary.
# HAVE_TRACE=0: the binaries were built without trace (make check sets it).
set -u
# ok, bad, expect, has, golden, unit, finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch run

# --- statistics against Debian's ministat -------------------------------
# Same data to both; N/Min/Max/Median/Avg/Stddev must agree to 1e-6
# relative, and the 95% Student's t decision must be the same.  Odd n
# only for the median: ministat takes the upper middle value.
ministat_oracle() {
	if ! command -v ministat > /dev/null; then
		bad "ministat not installed (Debian package ministat): oracle cannot run"
		return
	fi
	seed=1
	for n1 in 3 5 9 15 25 41; do
		for n2 in 3 7 13 31; do
			for shift in 0 0.5 1.5 4; do
				seed=$((seed + 1))
				"$TS" gen $seed $n1 100 2 > "$OUT/x"
				"$TS" gen $((seed + 1000)) $n2 "$(awk -v s="$shift" 'BEGIN { print 100 + 2 * s }')" 2 > "$OUT/y"
				ministat -A "$OUT/x" "$OUT/y" > "$OUT/m.out"
				"$SB" stats "$OUT/x" "$OUT/y" > "$OUT/s.out" 2>&1
				if ! awk -v tag="n=$n1,$n2 shift=$shift" '
					function rel(a, b) { d = a - b; if (d < 0) d = -d; s = (a < 0 ? -a : a) + 1e-12; return d / s }
					FNR == NR && /^[x+] / { m[$1] = $0; next }
					FNR == NR && /proven|^Difference/ { md = $1; next }
					FNR == NR && /^\t.*\+\/-/ && !mdiff { mdiff = $1; mhw = $3; next }
					FNR == NR { next }
					/^[x+] / { split(m[$1], a); for (i = 2; i <= 7; i++) if (rel($i, a[i]) > 1e-6) { print tag ": column " i " " $i " vs ministat " a[i]; bad = 1 } ; next }
					/proven|^Difference/ { sd = $1; next }
					/^\t.*\+\/-/ && !sdiff { sdiff = $1; shw = $3; next }
					END {
						if (md != sd) { print tag ": decision " sd " vs ministat " md; bad = 1 }
						if (md == "Difference" && (rel(sdiff, mdiff) > 1e-4 || rel(shw, mhw) > 2e-3)) { print tag ": " sdiff " +/- " shw " vs ministat " mdiff " +/- " mhw; bad = 1 }
						exit bad
					}' "$OUT/m.out" "$OUT/s.out"; then
					bad "ministat oracle n=$n1,$n2 shift=${shift}sd"
					continue
				fi
				ok
			done
		done
	done
}

# --- golden outputs (golden: tests/testlib.sh) --------------------------
golden_tests() {
	D=tests/data
	golden show-nonrt show $D/nonrt-page.csv
	golden show-rt-md show --format md $D/rt-page.csv
	golden show-obj show $D/nonrt-obj.csv
	golden compare-rt compare $D/nonrt-page.csv $D/rt-page.csv
	golden compare-rt-md compare --format md $D/nonrt-page.csv $D/rt-page.csv
	golden compare-self compare $D/rt-page.csv $D/rt-page.csv
	golden compare-rt-90 compare --confidence 90 $D/nonrt-page.csv $D/rt-page.csv
	golden show-two show $D/nonrt-obj.csv $D/prim-zen2.csv
	golden shape-prim show --layout $L_PRIM $D/prim-zen2.csv $D/prim-skylake.csv
	golden shape-prim-md show --layout $L_PRIM --format md $D/prim-zen2.csv $D/prim-skylake.csv
	golden shape-optnoopt show --layout $L_OPTNOOPT $D/nonrt-page.csv $D/rt-page.csv
	golden shape-shakeel show --layout $L_SHAKEEL $D/shakeel-rt-m1.csv $D/shakeel-rt-m4.csv \
		$D/shakeel-rt-m8.csv $D/shakeel-nonrt-m1.csv $D/shakeel-nonrt-m4.csv $D/shakeel-nonrt-m8.csv
	golden shape-kuniyuki show --layout $L_KUNIYUKI --context mixed $D/nonrt-page.csv
	golden shape-kuniyuki-2 show --layout $L_KUNIYUKI --format md --context task $D/nonrt-page.csv $D/rt-page.csv
	# Files the module wrote (6.1 and 6.1-rt under QEMU TCG, tools/vm).
	golden module-show-rt show $D/module-6.1rt-page.csv
	golden module-compare compare $D/module-6.1-page.csv $D/module-6.1rt-page.csv
	golden module-prim show --layout $L_PRIM $D/module-6.1-prim.csv
	# accel tcg-icount (tools/vm SB_ICOUNT): its own NOTE, in show and compare.
	sed 's/^# accel: tcg$/# accel: tcg-icount/' $D/nonrt-page.csv >"$OUT/icount.csv"
	"$SB" show "$OUT/icount.csv" >"$OUT/icount.out" 2>&1
	"$SB" compare "$OUT/icount.csv" $D/nonrt-page.csv >"$OUT/icount-cmp.out" 2>&1
	if grep -q '^NOTE: emulated (QEMU TCG icount): the guest clock counts executed instructions' "$OUT/icount.out" &&
		! grep -q '^NOTE: emulated (QEMU TCG): not hardware' "$OUT/icount.out" &&
		grep -q '^NOTE: A is emulated (QEMU TCG icount)' "$OUT/icount-cmp.out" &&
		grep -qx 'CONFOUND: accel: A tcg-icount; B tcg' "$OUT/icount-cmp.out"; then
		ok
	else
		bad "accel tcg-icount: missing or wrong NOTE: $(grep NOTE "$OUT/icount.out" "$OUT/icount-cmp.out" | head -c 400)"
	fi
	# One machine, two kernels (the VM harness): the columns name the kernels.
	sed 's/^# kernel: .*/# kernel: 9.9.9-other/' $D/module-6.1-prim.csv >"$OUT/prim-other.csv"
	if "$SB" show --layout $L_PRIM $D/module-6.1-prim.csv "$OUT/prim-other.csv" >"$OUT/prim-2k.out" 2>&1 &&
		grep -q '^prim ns/op (median) *6\.1\.0-57-amd64 *9\.9\.9-other$' "$OUT/prim-2k.out"; then
		ok
	else
		bad "layout prim, one CPU model, two kernels: columns not named by kernel: $(head -c 300 "$OUT/prim-2k.out")"
	fi
	# ref_ns (the module's reference loop), hold ns and nivcsw: ref_tests
	golden show-ref-varied show $D/ref-varied.csv
}

# --- hold ns, nivcsw and the machine-speed NOTE (ref_ns) ----------------

# The show table's "hold ns" and "nivcsw" against the CSV, recomputed
# here: per (workload, variant, context) over the ok rows,
# sum(hold_ns_avg * hold_samples) / sum(hold_samples) and sum(nivcsw).
hold_oracle() {	# FILE
	"$SB" show --format md "$1" > "$OUT/ho.md" 2>&1
	if awk -F, -v md="$OUT/ho.md" '
		function fmt(v) { return v >= 1000 ? sprintf("%.0f", v) : v >= 100 ? sprintf("%.1f", v) : sprintf("%.2f", v) }
		/^#/ { next }
		!hdr { for (i = 1; i <= NF; i++) col[$i] = i; hdr = 1; next }
		$col["status"] == "ok" {
			k = $col["variant"] " " $col["context"]
			if (!(k in niv)) order[++n] = k
			niv[k] += $col["nivcsw"]
			hs[k] += $col["hold_samples"]; hn[k] += $col["hold_ns_avg"] * $col["hold_samples"]
		}
		END {
			while ((getline l < md) > 0) {
				if (l !~ /^\| /) continue
				m = split(l, c, / *\| */)
				if (!mh) { for (i = 2; i < m; i++) mc[c[i]] = i; mh = 1; continue }
				rows[c[mc["variant"]] " " c[mc["context"]]] = c[mc["hold ns"]] " " c[mc["nivcsw"]]
			}
			if (!("hold ns" in mc) || !("nivcsw" in mc)) { print "no hold ns/nivcsw column"; exit 1 }
			for (i = 1; i <= n; i++) {
				k = order[i]
				want = (hs[k] > 0 ? fmt(hn[k] / hs[k]) : "-") " " niv[k]
				if (rows[k] != want) { print k ": table has " rows[k] ", want " want; bad = 1 }
			}
			if (!n) { print "no ok rows"; bad = 1 }
			exit bad
		}' "$1" > "$OUT/ho.log"; then
		ok
	else
		bad "hold ns / nivcsw of $1 differ from the CSV: $(head -c 400 "$OUT/ho.log")"
	fi
}

hold_row() {	# VARIANT CONTEXT HOLD_NS NIVCSW, in $OUT/rv.out
	expect "$(awk -v v="$1" -v c="$2" -v h="$3" -v n="$4" '$1 == v && $2 == c && $(NF - 3) == h && $(NF - 2) == n { f = 1 } END { exit !f }' \
		"$OUT/rv.out"; echo $?)" "show ref-varied.csv: $1 $2 wants hold ns $3, nivcsw $4: $(grep "^$1 *$2 " "$OUT/rv.out")"
}

ref_tests() {
	D=tests/data
	"$SB" show $D/ref-varied.csv > "$OUT/rv.out" 2>&1
	# Hand-computed (gen-fixtures.py, ref_run): hold ns is weighted by
	# hold_samples (the plain mean of hold_ns_avg would be 125.00, 185.00,
	# 245.00), "-" without samples; failed rows do not count.
	hold_row decoupled task 127.5 7
	hold_row decoupled mixed 187.5 11
	hold_row outside task 247.5 7
	hold_row outside mixed - 11
	# ref_ns 0.500..0.960 over the 24 measured ok rows, median 0.730:
	# 0.460 / 0.730 = 63%.  Ignoring the failed row's 3.000 and the ok
	# row's 0.000 (not measured) is part of the check.
	note="NOTE: machine speed varied: reference loop 0.500..0.960 ns/iteration over the ok rows (63% of the median): differences between rows smaller than that can be the machine's"
	expect "$(has "$note" "$OUT/rv.out"; echo $?)" "show ref-varied.csv: no or wrong machine-speed NOTE: $(grep 'machine speed' "$OUT/rv.out")"
	# Exactly 10% of the median (0.475..0.525, median 0.500): nothing.
	"$SB" show $D/ref-steady.csv > "$OUT/rs.out" 2>&1
	expect "$(! grep -q 'machine speed' "$OUT/rs.out" && grep -q '^decoupled  task ' "$OUT/rs.out"; echo $?)" \
		"show ref-steady.csv (10% exactly): $(grep 'machine speed' "$OUT/rs.out")"
	# Just above (0.475..0.526): the NOTE.
	"$SB" show $D/ref-edge.csv > "$OUT/re.out" 2>&1
	expect "$(has "NOTE: machine speed varied: reference loop 0.475..0.526 ns/iteration over the ok rows (10% of the median): differences between rows smaller than that can be the machine's" "$OUT/re.out"; echo $?)" \
		"show ref-edge.csv (10.2%): no or wrong NOTE: $(grep 'machine speed' "$OUT/re.out")"
	# The report layouts print the same NOTE, with the file name.
	"$SB" show --layout $L_KUNIYUKI --context task $D/ref-varied.csv > "$OUT/rk.out" 2>&1
	expect "$(has "NOTE: $D/ref-varied.csv: ${note#NOTE: }" "$OUT/rk.out"; echo $?)" "show --layout: no machine-speed NOTE"
	# Older files (no ref_ns column), the same file without the column,
	# or with the column empty: no NOTE, and the same table.
	for f in nonrt-page rt-page module-6.1rt-page; do
		"$SB" show $D/$f.csv > "$OUT/old.out" 2>&1
		expect "$(! grep -q 'machine speed' "$OUT/old.out" && grep -q 'hold ns  nivcsw' "$OUT/old.out"; echo $?)" "show $f.csv (no ref_ns): a machine-speed NOTE or no hold ns column"
	done
	sed '/^[^#]/s/,[^,]*$//' $D/ref-varied.csv > "$OUT/noref.csv"
	sed '/^[^#]/s/,[^,]*$/,/; /^variant,/s/,$/,ref_ns/' $D/ref-varied.csv > "$OUT/emptyref.csv"
	for f in noref emptyref; do
		"$SB" show "$OUT/$f.csv" > "$OUT/$f.out" 2>&1
		expect "$(! grep -q 'machine speed' "$OUT/$f.out" &&
			  [ "$(grep -v '^file:\|machine speed' "$OUT/$f.out")" = "$(grep -v '^file:\|machine speed' "$OUT/rv.out")" ]; echo $?)" \
			"show $f.csv: NOTE printed or table changed"
	done
	# A ref_ns that is not a number is refused like any other column.
	sed '/^decoupled,task,page,0,0,/s/,[^,]*$/,fast/' $D/ref-varied.csv > "$OUT/badref.csv"
	err_case "column 'ref_ns' is 'fast', not a number" show "$OUT/badref.csv"
	for f in $D/ref-varied.csv $D/nonrt-page.csv $D/module-6.1rt-page.csv $D/trace/results.csv; do
		hold_oracle "$f"
	done
}

# A self-comparison must find nothing: no row slower or faster.
self_compare() {
	if grep -q "^0 of 36 rows differ at 95.0% family-wise confidence" "$OUT/compare-self.out" &&
	   ! grep -q ' \(slower\|faster\)$' "$OUT/compare-self.out" &&
	   ! grep -q '~' "$OUT/compare-self.out"; then
		ok
	else
		bad "compare of a file with itself reports a difference (or prints ~)"
	fi
	# And the deliberately slowed rows of rt-page.csv must be found.
	for row in "decoupled  task" "decoupled  bh" "locallock  hardirq" "trylock    task"; do
		if grep "^$row " "$OUT/compare-rt.out" | grep -q "  1\.1[0-9]  .* slower$"; then
			ok
		else
			bad "compare misses the 10% slowdown of $row"
		fi
	done
}

# --- Holm, boots as replicates, confounds, --normalise ref ---------------
# holm_oracle TOL COMMAND ARGS...: in the table of stockbench COMMAND
# --format csv ARGS (the p's as computed: the text table says "< 0.001"),
# p_holm is Holm's adjustment of the p column, recomputed here: sorted
# ascending, (m - i + 1) p, capped at 1, running max; within TOL
# (relative), 1e-9 where both are exact, more where the command prints
# p as text (kuniyuki's 2 digits: 8%).
holm_oracle() {
	tol=$1 cmd=$2
	shift 2
	"$SB" "$cmd" --format csv "$@" >"$OUT/holm.csv" 2>&1
	if awk -F, -v tol="$tol" '
		NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		("p" in c) && ("p_holm" in c) && $c["p"] != "" && $c["p_holm"] != "" {
			m++; pv[m] = $c["p"] + 0; hv[m] = $c["p_holm"] + 0
		}
		END {
			if (m < 2) { print "fewer than 2 tests"; exit 1 }
			for (i = 1; i <= m; i++) ord[i] = i
			for (i = 2; i <= m; i++) for (j = i; j > 1 && pv[ord[j]] < pv[ord[j - 1]]; j--) {
				t = ord[j]; ord[j] = ord[j - 1]; ord[j - 1] = t
			}
			run = 0
			for (i = 1; i <= m; i++) {
				a = (m - i + 1) * pv[ord[i]]; if (a > 1) a = 1; if (a > run) run = a
				w = hv[ord[i]]
				if (w < run * (1 - tol) - 1e-12 || w > run * (1 + tol) + 1e-12) { print "row " ord[i] ": p_holm " w ", want " run; bad = 1 }
			}
			exit bad
		}' "$OUT/holm.csv" > "$OUT/holm.log"; then
		ok
	else
		bad "p_holm of $cmd $* is not Holm of its p column: $(head -c 300 "$OUT/holm.log")"
	fi
}

# row_is FILE VARIANT FIELD...: the table row of VARIANT (task) ends with
# exactly these fields (p, p_holm, verdict)
row_is() {
	f=$1 v=$2
	shift 2
	got=$(awk -v v="$v" -v n=$# '$1 == v && $2 == "task" { s = ""; for (i = NF - n + 1; i <= NF; i++) s = s (s ? " " : "") $i; print s }' "$f")
	expect "$([ "$got" = "$*" ]; echo $?)" "$f: $v task ends '$got', want '$*'"
}

# rate_oracle FILES...: "variant context softirq hardirq nmi" per mixed
# cell, the aggregate over the ok rows of all FILES: sum(rate x
# measure_us) / sum(measure_us), rounded as the CLI prints it
rate_oracle() {
	awk -F, '/^#/ { next }
	FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	$c["context"] == "mixed" && $c["status"] == "ok" {
		k = $c["variant"]; us[k] += $c["measure_us"]
		s[k] += $c["softirq_per_s"] * $c["measure_us"]
		h[k] += $c["hardirq_per_s"] * $c["measure_us"]
		n[k] += $c["nmi_per_s"] * $c["measure_us"]
	}
	END { for (k in us) printf "%s mixed %.0f %.0f %.0f\n", k, s[k] / us[k], h[k] / us[k], n[k] / us[k] }' "$@" | sort
}

# compare A1 A2 -- B1 B2 of mixed cells (tests/data/boots-mixed: decoupled
# and outside rows of a vm-bench's 7.3 and 7.3-rt boots, TCG): a LOAD
# DIFFERS line per cell whose sides' aggregate rates are more than 10%
# apart, naming those contexts only, with the rates an awk oracle gets.
boots_load_tests() {
	M=tests/data/boots-mixed
	golden boots-mixed compare $M/7.3-1.csv $M/7.3-2.csv -- $M/7.3-rt-1.csv $M/7.3-rt-2.csv
	rate_oracle $M/7.3-1.csv $M/7.3-2.csv > "$OUT/ra"
	rate_oracle $M/7.3-rt-1.csv $M/7.3-rt-2.csv > "$OUT/rb"
	# decoupled: softirq 1984 vs 1710 (16% apart), hardirq within 10%
	want=$(join "$OUT/ra" "$OUT/rb" | awk '$1 == "decoupled" { printf "LOAD DIFFERS: page decoupled mixed: softirq A %s/s, B %s/s (per CPU, boots pooled): the ratio compares different interrupt loads", $3, $7 }')
	expect "$(has "$want" "$OUT/boots-mixed.out"; echo $?)" "boots-mixed: no line '$want'"
	expect "$(grep -c '^LOAD DIFFERS: page outside mixed: hardirq A .*; softirq A .*; nmi A ' "$OUT/boots-mixed.out" | grep -qx 1; echo $?)" \
		"boots-mixed: outside's line does not name hardirq, softirq and nmi"
	"$SB" compare $M/7.3-1.csv $M/7.3-2.csv -- $M/7.3-1.csv $M/7.3-2.csv > "$OUT/boots-mixed-aa.out" 2>&1
	expect "$(grep -c '^LOAD DIFFERS' "$OUT/boots-mixed-aa.out" | grep -qx 0; echo $?)" \
		"boots-mixed: a side compared with itself says LOAD DIFFERS"
}

boots_tests() {
	D=tests/data/boots
	A="$D/a1.csv $D/a2.csv $D/a3.csv $D/a4.csv $D/a5.csv"
	B="$D/b1.csv $D/b2.csv $D/b3.csv $D/b4.csv $D/b5.csv"
	# shellcheck disable=SC2086
	golden boots compare $A -- $B
	# shellcheck disable=SC2086
	golden boots-ref compare --normalise ref $A -- $B
	# shellcheck disable=SC2086
	golden boots-ref-md compare --format md --normalise ref $A -- $B
	golden boots-one compare $D/a1.csv -- $D/b1.csv
	boots_load_tests
	golden compare-two-kernels compare $D/a1.csv $D/b1.csv
	# By hand (gen-fixtures.py, boot_run): in ns/op every B boot is below
	# every A boot: Mann-Whitney (--test mw) p = 2/252 = 0.00794 in all 4
	# rows, Holm 4 x = 0.0317.
	# shellcheck disable=SC2086
	"$SB" compare --test mw $A -- $B > "$OUT/boots-mw.out" 2>&1
	for v in decoupled outside locallock trylock; do
		row_is "$OUT/boots-mw.out" $v 0.00794 0.0317 faster
	done
	# In ns/op / ref_ns, U = 0, 1, 2, 10: p = 2/252, 4/252, 8/252 and
	# 0.69; Holm: 4 x 0.00794 = 0.0317, 3 x 0.0159 = 0.0476, 2 x 0.0317 =
	# 0.0635 (not significant, though p < 0.05), 0.69.
	# shellcheck disable=SC2086
	"$SB" compare --test mw --normalise ref $A -- $B > "$OUT/boots-ref-mw.out" 2>&1
	row_is "$OUT/boots-ref-mw.out" decoupled 0.00794 0.0317 slower
	row_is "$OUT/boots-ref-mw.out" outside 0.0159 0.0476 slower
	row_is "$OUT/boots-ref-mw.out" locallock 0.0317 0.0635 undecided
	expect "$(has "2 of 4 rows differ at 95.0% family-wise confidence (Holm over the 4 tests);" "$OUT/boots-ref-mw.out"; echo $?)" \
		"boots-ref --test mw: wrong summary line"
	# shellcheck disable=SC2086
	holm_oracle 1e-9 compare --test mw --normalise ref $A -- $B
	# shellcheck disable=SC2086
	holm_oracle 1e-9 compare --normalise ref $A -- $B
	# The t tests against an independent implementation (python3, standard
	# library only: its own t distribution, digamma, trigamma, fitFDist).
	if command -v python3 > /dev/null; then
		# shellcheck disable=SC2086
		"$SB" compare --format csv --test welch --normalise ref $A -- $B > "$OUT/boots-ref-welch.csv" 2>&1
		# shellcheck disable=SC2086
		"$SB" compare --format csv --normalise ref $A -- $B > "$OUT/boots-ref.csv" 2>&1
		# shellcheck disable=SC2086
		python3 tests/infer-oracle.py boots "$OUT/boots-ref.csv" "$OUT/boots-ref-welch.csv" --normalise $A -- $B > "$OUT/oracle.log" 2>&1
		expect $? "boots: moderated/Welch t against tests/infer-oracle.py: $(tail -n 5 "$OUT/oracle.log")"
	else
		bad "python3 not installed: the t-test oracle cannot run"
	fi
	boots_few_tests

	boots_confound_tests

	boots_ref_tests
}

# boots_few_tests: few boots: one a side, a boot with a 0 ns/op row, 3 + 3
# boots, and compare A B of two single files
boots_few_tests() {
	# One boot a side: untested, with the in-boot interval, and no p anywhere.
	expect "$([ "$(grep -c 'in-boot \[.*untested, needs [0-9]*+[0-9]*$' "$OUT/boots-one.out")" = 4 ] &&
		  [ "$(awk '$2 == "task" { print $(NF - 4), $(NF - 3) }' "$OUT/boots-one.out" | sort -u)" = "- -" ] &&
		  grep -q '^No test made\.$' "$OUT/boots-one.out" &&
		  grep -q 'one boot on a side is not a tested kernel difference' "$OUT/boots-one.out"; echo $?)" \
		"boots 1+1: not every row untested, or a p-value printed: $(grep task "$OUT/boots-one.out")"
	# a boot with one 0 ns/op row (a noisy sample, clamped) still counts:
	# its median is the measurement
	awk -F, -v OFS=, '!/^#/ && !/^variant,/ && !done && $1 == "decoupled" && $6 == "ok" { $8 = "0.000"; done = 1 } { print }' \
		$D/a1.csv > "$OUT/a1-zero.csv"
	# shellcheck disable=SC2086
	"$SB" compare "$OUT/a1-zero.csv" $D/a2.csv $D/a3.csv $D/a4.csv $D/a5.csv -- $B > "$OUT/bz.out" 2>&1
	expect "$(grep -q '^decoupled  *task  *5+5 ' "$OUT/bz.out" && ! cmp -s "$OUT/a1-zero.csv" $D/a1.csv; echo $?)" \
		"boots: a boot with one 0 ns/op row was dropped: $(grep '^decoupled' "$OUT/bz.out")"
	# 3 + 3 boots, Mann-Whitney: no p below 0.1 is possible: said so.
	"$SB" compare --test mw $D/a1.csv $D/a2.csv $D/a3.csv -- $D/b1.csv $D/b2.csv $D/b3.csv > "$OUT/b33.out" 2>&1
	expect "$(grep -q '^NOTE: with 3+3 boots the smallest possible p is 0.1 (2 / C(6, 3)): over 4 tests no row$' "$OUT/b33.out" &&
		  [ "$(awk '$2 == "task" { print $(NF - 2), $(NF - 1), $NF }' "$OUT/b33.out" | sort -u)" = "0.1 0.4 undecided" ]; echo $?)" \
		"boots 3+3: no smallest-p NOTE or wrong p: $(grep task "$OUT/b33.out")"
	# ... and the moderated t concludes from the same 3 + 3 boots
	"$SB" compare $D/a1.csv $D/a2.csv $D/a3.csv -- $D/b1.csv $D/b2.csv $D/b3.csv > "$OUT/b33t.out" 2>&1
	expect "$([ "$(awk '$2 == "task" { print $NF }' "$OUT/b33t.out" | sort -u)" = "faster" ]; echo $?)" \
		"boots 3+3, moderated t: not every row faster: $(grep task "$OUT/b33t.out")"
	err_case "--test must be moderated" compare --test t $D/a1.csv -- $D/b1.csv
	err_case "--margin must be a percentage" compare --margin 0 $D/a1.csv -- $D/b1.csv
	# compare A B of two single files: labelled, never a kernel comparison
	expect "$(grep -q '^Kernel comparison: n/a: one boot per side\. ' "$OUT/compare-two-kernels.out"; echo $?)" \
		"compare A B of two kernels: no 'Kernel comparison: n/a' label"
	"$SB" compare $D/a1.csv $D/a2.csv > "$OUT/same-kernel.out" 2>&1
	expect "$(grep -q '^One boot per side: ' "$OUT/same-kernel.out" && ! grep -q 'Kernel comparison' "$OUT/same-kernel.out" &&
		  ! grep -q '^CONFOUND' "$OUT/same-kernel.out"; echo $?)" "compare A B of one kernel: wrong label or a CONFOUND line"
}

# boots_ref_tests: --normalise ref's rows and refusals, compare's usage
# errors, and Holm in the other tables
boots_ref_tests() {
	# --normalise ref: rows without ref_ns drop out (ref-varied.csv has
	# one ok row with 0.000 and one empty), files without it are refused
	"$SB" compare --normalise ref tests/data/ref-varied.csv tests/data/ref-varied.csv > "$OUT/nr.out" 2>&1
	expect "$([ "$(grep -c '^NOTE: tests/data/ref-varied.csv: 2 ok rows without ref_ns left out (--normalise ref)$' "$OUT/nr.out")" = 2 ] &&
		  grep -q 'A ref/op' "$OUT/nr.out"; echo $?)" "--normalise ref: dropped rows not reported: $(head -c 300 "$OUT/nr.out")"
	err_case "has no ref_ns column" compare --normalise ref tests/data/nonrt-page.csv tests/data/rt-page.csv
	err_case "--normalise takes ref" compare --normalise cpu $D/a1.csv $D/b1.csv
	err_case "need one paired run or exactly two files" compare $D/a1.csv --
	err_case "need one paired run or exactly two files" compare -- $D/b1.csv
	err_case "need one paired run or exactly two files" compare $D/a1.csv -- $D/b1.csv -- $D/b2.csv
	err_case "mismatched runs" compare $D/a1.csv -- tests/data/nonrt-obj.csv

	# Holm, recomputed from the p column, in the other tables
	holm_oracle 1e-9 compare tests/data/nonrt-page.csv tests/data/rt-page.csv
	holm_oracle 1e-9 compare tests/data/module-6.1-page.csv tests/data/module-6.1rt-page.csv
	holm_oracle 1e-9 compare tests/data/paired-aa-inject.csv
	# Kuniyuki: throughput is not tested again (the mean's test); files
	# without single-op latencies (lat_*) have no latency rows to test:
	# 1 test a table.  show-tests.sh tests the latency rows.
	expect "$(grep -q '^throughput (Mops/s per CPU) .*  -  *-  as the mean (same test)$' "$OUT/shape-kuniyuki.out" &&
		  grep -q 'Holm-adjusted over the 1 tests of the table' "$OUT/shape-kuniyuki.out" &&
		  grep -q 'Holm-adjusted over the 7 tests of all the tables above' "$OUT/shape-kuniyuki-2.out"; echo $?)" \
		"kuniyuki: throughput tested twice or the wrong number of tests"
	# (2 digits of p and of p_holm: 0.00016 and 0.0012 are each up to 4% off)
	holm_oracle 0.08 show --layout $L_KUNIYUKI tests/data/show-strata.csv
}

# boots_confound_tests: the CONFOUND and "compared" lines of compare across
# boots (boots_tests' A and B)
boots_confound_tests() {
	# Confounds: exactly the fields that differ, nothing when none does;
	# the kernel is what is compared, apart from them.
	grep '^CONFOUND\|^compared' "$OUT/boots.out" > "$OUT/conf.out"
	printf '%s\n' "compared: kernel: A 6.1.0-57-amd64; B 7.3.4+deb13-amd64" "CONFOUND: debug: A none; B ubsan" \
		"CONFOUND: ref_ns (reference loop, ns/iteration, median of ok rows): A 1.800 (5 of 5 boots); B 0.900 (5 of 5 boots) (A/B 2.00x; --normalise ref divides each row's ns/op by its ref_ns)" > "$OUT/conf.want"
	expect "$(cmp -s "$OUT/conf.out" "$OUT/conf.want"; echo $?)" "boots: CONFOUND lines: $(cat "$OUT/conf.out")"
	"$SB" compare $D/a1.csv $D/a2.csv -- $D/a3.csv $D/a4.csv > "$OUT/aa.out" 2>&1
	expect "$(! grep -q '^CONFOUND' "$OUT/aa.out" && grep -q '^decoupled  task ' "$OUT/aa.out"; echo $?)" \
		"boots of one kernel: a CONFOUND line: $(grep CONFOUND "$OUT/aa.out")"
	# every other field, when it differs: HZ, preempt, CPU model, debug
	# options of any kind, accel, a harness's compiler and QEMU lines
	for i in 1 2; do
		sed 's/^# hz: 250/# hz: 1000/; s/^# preempt: voluntary/# preempt: full/; s/^# cpu_model: .*/# cpu_model: AMD EPYC 7742/; s/^# debug: .*/# debug: lockdep,kasan,ubsan/; s/^# accel: tcg/# accel: kvm/' \
			$D/b$i.csv > "$OUT/cb$i.csv"
		printf '# compiler: gcc-14\n# qemu: 10.0.2\n' >> "$OUT/cb$i.csv"
		cp $D/a$i.csv "$OUT/ca$i.csv"
		printf '# compiler: gcc-12\n# qemu: 10.0.2\n' >> "$OUT/ca$i.csv"
	done
	"$SB" compare "$OUT/ca1.csv" "$OUT/ca2.csv" -- "$OUT/cb1.csv" "$OUT/cb2.csv" > "$OUT/conf2.out" 2>&1
	for l in "cpu_model: A QEMU Virtual CPU version 2.5+; B AMD EPYC 7742" \
		 "debug: A none; B lockdep,kasan,ubsan" "accel: A tcg; B kvm" "compiler: A gcc-12; B gcc-14"; do
		expect "$(has "CONFOUND: $l" "$OUT/conf2.out"; echo $?)" "confound '$l' not printed: $(grep CONFOUND "$OUT/conf2.out")"
	done
	# the preemption model and HZ of the kernels compared come with them
	expect "$(has "compared: kernel: A 6.1.0-57-amd64; B 7.3.4+deb13-amd64 (and with it preempt: A voluntary; B full, hz: A 250; B 1000)" "$OUT/conf2.out" &&
		! grep -q '^CONFOUND: \(kernel\|preempt\|hz\):' "$OUT/conf2.out"; echo $?)" \
		"confounds: the kernels' preempt and hz not with the kernel: $(grep '^compared\|^CONFOUND' "$OUT/conf2.out")"
	expect "$(! grep -q 'CONFOUND: qemu\|not recorded' "$OUT/conf2.out"; echo $?)" \
		"confounds: the same QEMU on both sides printed, or 'not recorded' with both recorded"
	# a field that differs within a side shows its values
	sed 's/^# kernel: .*/# kernel: 6.1.0-58-amd64/' $D/a2.csv > "$OUT/k58.csv"
	"$SB" compare $D/a1.csv "$OUT/k58.csv" -- $D/b1.csv $D/b2.csv > "$OUT/conf3.out" 2>&1
	expect "$(has "compared: kernel: A 6.1.0-57-amd64/6.1.0-58-amd64; B 7.3.4+deb13-amd64" "$OUT/conf3.out"; echo $?)" \
		"confounds: within-side values: $(grep 'compared: kernel' "$OUT/conf3.out")"
	# kuniyuki with two files prints them too; one file: nothing to confound
	"$SB" show --layout $L_KUNIYUKI --context task --baseline decoupled --patched decoupled $D/a1.csv $D/b1.csv > "$OUT/ky.out" 2>&1
	expect "$(has "CONFOUND: debug: Baseline none; Patched ubsan" "$OUT/ky.out" && grep -q '^Kernel comparison: n/a' "$OUT/ky.out"; echo $?)" \
		"kuniyuki, two kernels: no CONFOUND or label"
	expect "$(! grep -q CONFOUND "$OUT/shape-kuniyuki.out"; echo $?)" "kuniyuki, one file: a CONFOUND line"
}

# --- errors: one line on stderr, nothing on stdout, non-zero exit ------
err_case() {
	want=$1
	shift
	"$SB" "$@" > "$OUT/e.out" 2> "$OUT/e.err"
	rc=$?
	lines=$(wc -l < "$OUT/e.err")
	if [ $rc = 0 ] || [ "$lines" != 1 ] || [ -s "$OUT/e.out" ] ||
	   ! grep -q -- "$want" "$OUT/e.err"; then
		bad "error case '$*': rc $rc, $lines stderr lines, want '$want', got: $(head -c 400 "$OUT/e.err")"
	else
		ok
	fi
}

error_tests() {
	G=tests/data/nonrt-page.csv
	E=$OUT/bad
	H=$(grep -n '^variant,' $G | cut -d: -f1)	# the header row's line
	mkdir -p "$E"
	sed '1s/1$/4/' $G > $E/schema4.csv
	printf 'hello\n' > $E/notours.csv
	: > $E/empty.csv
	head -n $((H - 1)) $G > $E/noheader.csv
	sed "${H}d" $G > $E/headerless.csv
	head -n 40 $G > $E/shortrow.csv
	sed -n '41p' $G | cut -d, -f1-5 >> $E/shortrow.csv
	head -c 3000 $G > $E/cut.csv
	sed '30s/,ok,\([0-9]*\),[0-9.]*,/,ok,\1,abc,/' $G > $E/nan.csv
	sed '30s/,ok,/,great,/' $G > $E/status.csv
	sed '30s/,ok,\([0-9]*\),[0-9.]*,/,ok,\1,-3,/' $G > $E/negative.csv
	sed '30s/^/"/' $G > $E/quote.csv
	grep -v '^# config:' $G > $E/nocfg.csv
	printf '# schema: stockbench-results 1\n\000\n' > $E/binary.csv
	sed "${H}s/,audit\$/,ns_per_op/" $G > $E/dupcol.csv

	err_case "cannot open" show /nonexistent/results.csv
	err_case "schema stockbench-results 4 is not supported (this tool reads versions 1 to 3)" show $E/schema4.csv
	err_case "not a stockbench results file" show $E/notours.csv
	err_case "empty file" show $E/empty.csv
	err_case "no header row" show $E/noheader.csv
	err_case "no header row with column" show $E/headerless.csv
	err_case "row has 5 fields, header has 32" show $E/shortrow.csv
	err_case "truncated file" show $E/cut.csv
	err_case "column 'ns_per_op' is 'abc', not a number" show $E/nan.csv
	err_case "status 'great' is not ok" show $E/status.csv
	err_case "not a number >= 0" show $E/negative.csv
	err_case "malformed quoting" show $E/quote.csv
	err_case "NUL bytes" show $E/binary.csv
	err_case "appears twice" show $E/dupcol.csv
	err_case "is a directory\|read error\|cannot open" show tests/data
	err_case "schema stockbench-results 4" compare $G $E/schema4.csv
	err_case "truncated" compare $E/cut.csv $G
	err_case "mismatched runs: .* has workload page, .* has obj" compare $G tests/data/nonrt-obj.csv
	err_case "is not a run of the paired design" compare $G
	err_case "need one paired run or exactly two files" compare $G $G $G
	err_case "missing FILE" show
	err_case "unknown command 'frobnicate'" frobnicate
	err_case "unknown option" show --bogus $G
	err_case "unknown shape 'round': --shape takes only default; a report layout is a spec file: --layout FILE" show --shape round $G
	err_case "--shape kuniyuki is gone: use --layout results/3-outside-irqs/kuniyuki.layout" show --shape kuniyuki $G
	err_case "--format must be md or text" show --format html $G
	err_case "has no rows of workload prim" show --layout $L_PRIM $G
	err_case "no memcgs=N in the config header line" show --layout $L_SHAKEEL $G $E/nocfg.csv
	err_case "not key=value" run --debugfs $OUT "repeats"
	err_case "is the module loaded" run --debugfs $OUT/nodebugfs -o $OUT/x.csv repeats=5
	err_case "cannot write $OUT/nodir/x.csv.tmp" run --debugfs $OUT -o $OUT/nodir/x.csv repeats=5
	err_case "usage: stockbench plot" plot $G
	if [ "${HAVE_TRACE:-1}" = 1 ]; then
		err_case "x.dat: No such file or directory" trace x.dat
	else
		err_case "built without libtracecmd" trace x.dat
	fi
	err_case "need at least 3 numbers" stats $E/empty.csv
	printf '1\n2\n' > $E/two.txt
	printf '1\n2\nthree\n' > $E/word.txt
	err_case "need at least 3 numbers, got 2" stats $E/two.txt
	printf '1\n2\n3\n' > $E/three.txt
	err_case "'three' is not a number" stats $E/three.txt $E/word.txt
	err_case "'three' is not a number" stats $E/word.txt
}

# --- damaged files never crash: exit 0 or a one-line reason ------------
fuzz_tests() {
	i=0
	while [ $i -lt 60 ]; do
		i=$((i + 1))
		"$TS" mutate $i $((1 + i % 5)) < tests/data/nonrt-page.csv > "$OUT/fuzz.csv"
		for cmd in show compare; do
			if [ $cmd = show ]; then
				"$SB" show "$OUT/fuzz.csv" > /dev/null 2> "$OUT/fuzz.err"
			else
				"$SB" compare tests/data/rt-page.csv "$OUT/fuzz.csv" > /dev/null 2> "$OUT/fuzz.err"
			fi
			rc=$?
			if [ $rc -gt 1 ] || { [ $rc = 1 ] && [ "$(wc -l < "$OUT/fuzz.err")" != 1 ]; } ||
			   grep -q Sanitizer "$OUT/fuzz.err"; then
				cp "$OUT/fuzz.csv" "$OUT/fuzz-$i.csv"
				bad "$cmd on mutated file $OUT/fuzz-$i.csv: rc $rc: $(head -c 300 "$OUT/fuzz.err")"
			else
				ok
			fi
		done
	done
}

# --- run against a fake debugfs (regular files, a simulated module) ----
fake_module() {	# DIR MODE(finish|hang|error) FIXTURE
	d=$1
	i=0
	while ! grep -q start "$d/run" 2> /dev/null; do
		sleep 0.05
		i=$((i + 1))
		[ $i -gt 200 ] && return 1
	done
	for p in 1 2 3 4; do
		printf 'state=running progress=%d/4 elapsed_ms=%d00 error=""\n' $p $p > "$d/status.new"
		mv "$d/status.new" "$d/status"
		sleep 0.1
	done
	case $2 in
	finish)
		cp "$3" "$d/results.csv"
		printf 'state=done progress=4/4 elapsed_ms=500 error=""\n' > "$d/status.new";;
	error)
		printf 'state=error progress=2/4 elapsed_ms=500 error="nmi: register_nmi_handler failed"\n' > "$d/status.new";;
	hang)
		while ! grep -q stop "$d/run"; do sleep 0.05; i=$((i + 1)); [ $i -gt 400 ] && return 1; done
		printf 'state=aborted progress=2/4 elapsed_ms=900 error="stopped by user"\n' > "$d/status.new";;
	esac
	mv "$d/status.new" "$d/status"
}

new_fake() {
	rm -rf "$1"
	mkdir -p "$1"
	printf 'idle\n' > "$1/run"
	printf 'variants=all\n' > "$1/config"
	printf 'state=idle progress=0/0 elapsed_ms=0 error=""\n' > "$1/status"
}

run_tests() {
	F=$OUT/debugfs
	new_fake $F
	fake_module $F finish tests/data/nonrt-page.csv &
	sim=$!
	"$SB" run --debugfs $F -o $OUT/saved.csv variants=decoupled,outside repeats=5 \
		> $OUT/run.out 2> $OUT/run.err
	rc=$?
	wait $sim
	expect $rc "run: exit status $rc: $(cat $OUT/run.err)"
	expect "$(cmp -s $OUT/saved.csv tests/data/nonrt-page.csv; echo $?)" "run: saved file differs from the module's results.csv"
	expect "$([ "$(cat $F/config)" = "variants=decoupled,outside repeats=5" ]; echo $?)" "run: config not written as one line: '$(cat $F/config)'"
	expect "$([ "$(cat $F/run)" = "start" ]; echo $?)" "run: run file has '$(cat $F/run)', want start"
	expect "$(grep -q 'progress 4/4' $OUT/run.err; echo $?)" "run: no progress lines on a non-terminal"
	expect "$(grep -q 'results saved to' $OUT/run.err; echo $?)" "run: no 'saved' message"
	expect "$(grep -q 'median ns/op' $OUT/run.out && grep -q 'emulated (QEMU TCG)' $OUT/run.out; echo $?)" "run: table or TCG note missing"

	new_fake $F
	fake_module $F error x &
	sim=$!
	"$SB" run --debugfs $F -o $OUT/err.csv > $OUT/run.out 2> $OUT/run.err
	rc=$?
	wait $sim
	expect "$([ $rc = 1 ] && grep -q 'run error: nmi: register_nmi_handler failed' $OUT/run.err && [ ! -e $OUT/err.csv ]; echo $?)" \
		"run: module error not reported (rc $rc): $(cat $OUT/run.err)"

	new_fake $F
	fake_module $F hang x &
	sim=$!
	"$SB" run --debugfs $F -o $OUT/int.csv > $OUT/run.out 2> $OUT/run.err &
	cli=$!
	i=0
	while ! grep -q running $F/status; do sleep 0.05; i=$((i + 1)); [ $i -gt 100 ] && break; done
	sleep 0.2
	kill -INT $cli
	wait $cli
	rc=$?
	wait $sim
	expect "$([ $rc = 130 ] && grep -q stop $F/run && grep -q 'interrupted: run stopped (state aborted)' $OUT/run.err; echo $?)" \
		"run: SIGINT did not write stop and exit 130 (rc $rc): $(cat $OUT/run.err)"
}

# --- plot -----------------------------------------------------------------
plot_tests() {
	if ! command -v gnuplot > /dev/null; then
		bad "gnuplot not installed (Debian package gnuplot-nox): plot cannot be tested"
		return
	fi
	"$SB" plot -q tests/data/nonrt-page.csv tests/data/rt-page.csv -o $OUT/plots > $OUT/plot.out 2>&1
	expect $? "plot: failed: $(head -c 300 $OUT/plot.out)"
	for f in nonrt-page rt-page; do
		for k in nsop latency; do
			expect "$(head -c 8 $OUT/plots/$f-$k.png | od -An -c | grep -q 'P   N   G'; echo $?)" "plot: $f-$k.png is not a PNG"
			expect "$(grep -q '<svg' $OUT/plots/$f-$k.svg; echo $?)" "plot: $f-$k.svg is not an SVG"
		done
	done
}

# --- the module's table and show agree --------------------------------------
# agree TABLE CSV: per variant x context, `cat results` (TABLE, the module's
# text table) and `stockbench show CSV` of the same run print the same
# median, the same 95% CI (or both none), the same batch p99 and max, to
# the digit; every measured cell of one is in the other.
agree_check() {
	"$SB" show --format md "$2" > "$OUT/agree.md" 2>&1 || return 1
	awk -v md="$OUT/agree.md" '
		# the module: variant context status ns/op [lo, hi] p50 p99 max ...
		$3 ~ /^(ok|partial|FAILED)$/ && $5 ~ /^(range)?\[/ {
			ci = $5 ~ /^range/ ? "none" : substr($5, 2, length($5) - 2) ".." substr($6, 1, length($6) - 1)
			k[$1 " " $2] = $4 " " ci " " $8 " " $9
		}
		END {
			while ((getline l < md) > 0) {
				if (l !~ /^\| /) continue
				m = split(l, c, / *\| */)
				if (!mh) { for (i = 2; i < m; i++) mc[c[i]] = i; mh = 1; continue }
				if (c[2] ~ /^:?-+/) continue
				if (c[mc["n"]] == 0) continue
				ci = c[mc["95% CI of median"]]
				if (ci == "n too small") ci = "none"
				else { gsub(/^\[|\]$/, "", ci); sub(/, /, "..", ci) }
				key = c[mc["variant"]] " " c[mc["context"]]
				got = c[mc["median ns/op"]] " " ci " " c[mc["batch p99 ns"]] " " c[mc["batch max ns"]]
				n++
				if (!(key in k)) { print key ": in show, not in the table"; bad = 1; continue }
				if (k[key] != got) { print key ": table " k[key] ", show " got; bad = 1 }
				delete k[key]
			}
			for (key in k) { print key ": in the table, not in show"; bad = 1 }
			if (!n) { print "no measured cell"; bad = 1 }
			exit bad
		}' "$1" > "$OUT/agree.log"
}

agree() {
	if agree_check "$1" "$2"; then
		ok
	else
		bad "table $1 and show $2 disagree: $(head -c 600 "$OUT/agree.log") $(head -c 300 "$OUT/agree.md")"
	fi
}

# agree_refuses WHAT FILE: a doctored table must be refused, for that cell
agree_refuses() {
	if agree_check "$2" $D/module-agree.csv; then
		bad "agree: $1 was not caught"
	elif grep -q '^preempt task: table' "$OUT/agree.log"; then
		ok
	else
		bad "agree: $1 refused for another reason: $(head -c 300 "$OUT/agree.log")"
	fi
}

agree_tests() {
	D=tests/data
	# A 6.1 guest (QEMU TCG), tools/vm/guest/tests/45-table-csv.sh: 100
	# rows per cell (the old module printed ranks 40..60 here, the CLI
	# 39..60), and 6 rows per mixed cell.
	agree $D/module-agree.results $D/module-agree.csv
	agree $D/module-agree-mixed.results $D/module-agree-mixed.csv
	# It can fail: a table whose CI is one digit off, or whose median is,
	# must be refused.
	awk '$1 == "preempt" && $2 == "task" { $5 = "[0.00," } { print }' \
		$D/module-agree.results > "$OUT/agree-ci.results"
	agree_refuses "a changed CI bound" "$OUT/agree-ci.results"
	awk '$1 == "preempt" && $2 == "task" { $4 = $4 "1" } { print }' \
		$D/module-agree.results > "$OUT/agree-med.results"
	agree_refuses "a changed median" "$OUT/agree-med.results"
}

# --- compare --pairs: duet rounds, A_i beside B_i ----------------------
# pairs_err WANT ARGS...: exit 2, one line on stderr naming WANT, no stdout
pairs_err() {
	want=$1
	shift
	"$SB" "$@" > "$OUT/pe.out" 2> "$OUT/pe.err"
	rc=$?
	expect "$([ $rc = 2 ] && [ "$(wc -l < "$OUT/pe.err")" = 1 ] && [ ! -s "$OUT/pe.out" ] &&
		  grep -qF -- "$want" "$OUT/pe.err"; echo $?)" \
		"stockbench $*: rc $rc, want 2 and one line '$want': $(head -c 300 "$OUT/pe.err")"
}

# verdicts FILE: the task rows' verdicts, in table order, on one line
verdicts() {
	awk '$2 == "task" { v = $NF; if ($(NF - 1) == "within") v = "same"; s = s (s ? " " : "") v } END { print s }' "$1"
}

# tests/data/duet (gen-fixtures.py, DUET_*): 3 rounds whose host speed
# differs by 30% (x 1.00, 1.30, 1.15); B_i = A_i x 1.098..1.12 in
# decoupled, outside and locallock, x 0.98..1.02 in trylock; AA_i = A_i x
# 0.98..1.02 (the A kernel again).
pairs_tests() {
	D=tests/data/duet
	A="$D/a1.csv $D/a2.csv $D/a3.csv"
	B="$D/b1.csv $D/b2.csv $D/b3.csv"
	AA="$D/aa1.csv $D/aa2.csv $D/aa3.csv"
	# shellcheck disable=SC2086
	golden duet-pairs compare --pairs $A -- $B
	P=$OUT/duet-pairs.out
	# Paired: the three +10% rows slower, trylock the same. By hand
	# (paired t, decoupled): d = log 1.098, log 1.1, log 1.102: mean log
	# 1.1, sd 0.00182, t(.975, 2) 4.303: [1.0950, 1.1050]; the moderated
	# CI is wider (its prior sd 0.7% > 0.18%) but inside (1.05, 1.15).
	expect "$([ "$(verdicts "$P")" = "slower slower slower same" ]; echo $?)" \
		"--pairs: verdicts '$(verdicts "$P")', want slower x 3, same"
	expect "$(awk '$2 == "task" && $1 != "trylock" { gsub(/[][,]/, "", $9); gsub(/[][,]/, "", $10)
			if (!($9 > 1.05 && $9 < 1.10 && $10 > 1.10 && $10 < 1.15)) bad = 1; n++ }
			END { exit bad || n != 3 }' "$P"; echo $?)" \
		"--pairs: a slower row whose CI is not around 1.10: $(grep ' task ' "$P")"
	expect "$(grep -q '^boots: 3 pairs, each file one boot, paired: A1 with B1, A2 with B2, A3 with B3$' "$P" &&
		  [ "$(grep -c ' task  *3 pairs ' "$P")" = 4 ] &&
		  grep -q '^boot sd: the sd of the per-pair log ratios d_i' "$P"; echo $?)" \
		"--pairs: head line, '3 pairs' column or boot sd legend missing"
	# Unpaired, the same files: the 30% between rounds hides the 10%.
	# shellcheck disable=SC2086
	"$SB" compare $A -- $B > "$OUT/duet-unpaired.out" 2>&1
	expect "$([ "$(verdicts "$OUT/duet-unpaired.out")" = "undecided undecided undecided undecided" ]; echo $?)" \
		"duet unpaired: verdicts '$(verdicts "$OUT/duet-unpaired.out")', want all undecided"
	# --test welch: the paired t, named so; the same verdicts here
	# shellcheck disable=SC2086
	"$SB" compare --pairs --test welch $A -- $B > "$OUT/duet-paired-t.out" 2>&1
	expect "$(grep -q '^p: two-sided paired t test (no prior)' "$OUT/duet-paired-t.out" &&
		  [ "$(verdicts "$OUT/duet-paired-t.out")" = "slower slower slower same" ] &&
		  [ "$(awk '$2 == "task" { print $12 }' "$OUT/duet-paired-t.out" | sort -u)" = 2.0 ]; echo $?)" \
		"--pairs --test welch: not the paired t (df 2): $(grep ' task ' "$OUT/duet-paired-t.out")"
	# --test mw: exact sign flips, no CI; 3 pairs cannot give p < 0.25
	# shellcheck disable=SC2086
	"$SB" compare --pairs --test mw $A -- $B > "$OUT/duet-flip.out" 2>&1
	expect "$([ "$(grep -c ' task .*none (sign flips) .* 0\.25  *1  *undecided$' "$OUT/duet-flip.out")" = 3 ] &&
		  grep -q '^NOTE: with 3 pairs the smallest possible sign-flip p is 0.25 (2 / 2^3): over 4$' "$OUT/duet-flip.out" &&
		  grep -q 'no equivalence test for this measure' "$OUT/duet-flip.out"; echo $?)" \
		"--pairs --test mw: $(grep -E ' task |^NOTE' "$OUT/duet-flip.out")"
	# A/A: the A kernel beside itself: every row the same within +-5%
	# paired, undecided unpaired
	# shellcheck disable=SC2086
	"$SB" compare --pairs $A -- $AA > "$OUT/duet-aa.out" 2>&1
	# shellcheck disable=SC2086
	"$SB" compare $A -- $AA > "$OUT/duet-aa-unpaired.out" 2>&1
	expect "$([ "$(verdicts "$OUT/duet-aa.out")" = "same same same same" ] &&
		  [ "$(verdicts "$OUT/duet-aa-unpaired.out")" = "undecided undecided undecided undecided" ]; echo $?)" \
		"duet A/A: paired '$(verdicts "$OUT/duet-aa.out")', unpaired '$(verdicts "$OUT/duet-aa-unpaired.out")'"
	# Pairs mixed up (A1 with B2, ...): the host's speed no longer
	# cancels: undecided, with the pairs it would take
	"$SB" compare --pairs $D/a1.csv $D/a2.csv $D/a3.csv -- $D/b2.csv $D/b3.csv $D/b1.csv > "$OUT/duet-mixed.out" 2>&1
	expect "$(grep -q '^undecided: decoupled task: about [0-9]* pairs would find a ratio of ' "$OUT/duet-mixed.out" &&
		  [ "$(verdicts "$OUT/duet-mixed.out")" = "undecided undecided undecided undecided" ]; echo $?)" \
		"--pairs, pairs mixed up: $(grep -E ' task |^undecided' "$OUT/duet-mixed.out")"
	# against tests/infer-oracle.py: ratio, CI, df, p of the moderated
	# and the paired t, the sign-flip p, for the duet and the A/A
	if command -v python3 > /dev/null; then
		for bf in "$B" "$AA"; do
			# shellcheck disable=SC2086
			"$SB" compare --format csv --pairs $A -- $bf > "$OUT/o-mod.out" 2>&1
			# shellcheck disable=SC2086
			"$SB" compare --format csv --pairs --test welch $A -- $bf > "$OUT/o-t.out" 2>&1
			# shellcheck disable=SC2086
			"$SB" compare --format csv --pairs --test mw $A -- $bf > "$OUT/o-flip.out" 2>&1
			# shellcheck disable=SC2086
			python3 tests/infer-oracle.py pairs "$OUT/o-mod.out" "$OUT/o-t.out" "$OUT/o-flip.out" \
				$A -- $bf > "$OUT/oracle.log" 2>&1
			expect $? "--pairs (-- ${bf%% *} ...) against tests/infer-oracle.py: $(grep FAIL "$OUT/oracle.log" | head -5)"
		done
	else
		bad "python3 not installed: the --pairs oracle cannot run"
	fi
	pairs_edge_tests
}

# pairs_edge_tests: one pair, a pair without a median, and the errors of
# --pairs (pairs_tests' files)
pairs_edge_tests() {
	# One pair: untested. No cell has 2+ pairs: sd sqrt(2) x 4%; then
	# (python, the oracle's t) 1.098 (decoupled) needs 6 pairs, 1.12
	# (outside) 5, 1.02 (trylock) 67; test_stats checks sb_pairs_needed.
	"$SB" compare --pairs $D/a1.csv -- $D/b1.csv > "$OUT/duet-one.out" 2>&1
	expect "$([ "$(grep -c ' task  *1 pair .*in-boot \[.*untested' "$OUT/duet-one.out")" = 4 ] &&
		  [ "$(awk '$2 == "task" { print $1, $(NF - 1) }' "$OUT/duet-one.out" | tr '\n' ' ')" = "decoupled 6 outside 5 locallock 6 trylock 67 " ] &&
		  grep -q '^No test made\.$' "$OUT/duet-one.out" &&
		  grep -q 'one pair is not a tested kernel difference' "$OUT/duet-one.out"; echo $?)" \
		"--pairs, one pair: $(grep -E ' task |untested' "$OUT/duet-one.out")"
	# A pair whose B has no decoupled median > 0: left out, said so
	awk -F, -v OFS=, '!/^#/ && !/^variant,/ && $1 == "decoupled" { $8 = "0.000" } { print }' \
		$D/b2.csv > "$OUT/b2-zero.csv"
	# shellcheck disable=SC2086
	"$SB" compare --pairs $A -- $D/b1.csv "$OUT/b2-zero.csv" $D/b3.csv > "$OUT/duet-zero.out" 2>&1
	expect "$(grep -q '^decoupled  *task  *2 pairs ' "$OUT/duet-zero.out" &&
		  grep -q '^outside  *task  *3 pairs ' "$OUT/duet-zero.out" &&
		  has "WARNING: page decoupled task: 1 pair left out: A2+B2: a median missing or <= 0 ns/op on a side (no log ratio)" "$OUT/duet-zero.out"; echo $?)" \
		"--pairs, a zero median: $(grep -E '^decoupled|^WARNING' "$OUT/duet-zero.out")"
	# errors: exit 2, one line
	pairs_err "--pairs takes boots A1 A2 ... -- B1 B2 ..." compare --pairs $D/a1.csv $D/b1.csv
	pairs_err "--pairs takes boots A1 A2 ... -- B1 B2 ..." compare --pairs --across-boots $D/a1.csv $D/b1.csv
	pairs_err "--pairs needs as many files after -- as before (A_i ran beside B_i), not 2 and 1" \
		compare --pairs $D/a1.csv $D/a2.csv -- $D/b1.csv
	F25=$(for i in $(seq 25); do echo $D/a1.csv; done)
	# shellcheck disable=SC2086
	pairs_err "--pairs --test mw: the exact sign-flip test takes at most 24 pairs, not 25" \
		compare --pairs --test mw $F25 -- $F25
}

# --- CPU strata, slow CPU-runs, the bounded prior (tests/data/strata-*) ---
# gen-fixtures.py: 3 rounds, 2 CPUs (cpu1 2% above cpu0), every row of a
# CPU-run the same number; B2's locallock cpu1 ran 20% slow. By hand:
# shared (every cell's ratio 1.10, 1.12, 1.08 in rounds 1-3): d_i = log
# of those; mean 0.0951999 (1.0999), sd 0.0181841 (1.8%), se sd/sqrt 3,
# t(.975, 2) 4.30265: [1.0513, 1.1507], p 0.0119. The cells' residuals
# correlate by 1: n_eff = 3 / (1 + 2) = 1, d0 at most 0 (limma's fit
# alone: inf, a z test). The slow CPU-run is left out (+22.4%: 1.02 x
# 1.2 over cpu0), so locallock reads as the others; kept
# (--slow-cpu off), B2's value is the mean of log cpu0 and log 1.2 cpu1:
# d_2 + log(1.2) / 2, mean ratio 1.1338.
# indep (log ratio log 1.10 + 0.02 x (1,-1,0), (1,0,-1), (0,1,-1)): each
# s2 = 0.02^2, r = (0.5 - 0.5 + 0.5) / 3, n_eff = 3 / (1 + 2 r) = 2.25,
# d0 at most 1.25 x 2 = 2.5 (limma: inf); s0^2 = exp(log 4e-4 + 0.5772157
# + digamma(1.25) - log 1.25) = 4.53994e-4, posterior (2.5 s0^2 + 2 x
# 4e-4) / 4.5 = 4.29996e-4 (2.1%), df 4.5, t(.975, 4.5) 2.65891:
# [1.0655, 1.1356], p 0.000813.
strata_row() {	# CSV VARIANT: "boots out ratio lo hi df p" of its task row, 4 decimals
	awk -F, -v v="$2" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		$c["variant"] == v && $c["context"] == "task" {
			printf "%s %s %.4f %.4f %.4f %.1f %.3g\n", $c["boots_a_b"], $c["cpu_runs_out"],
				$c["ratio"], $c["ci_lo"], $c["ci_hi"], $c["df"], $c["p"] }' "$1"
}
strata_tests() {
	S=tests/data/strata-shared
	A="$S/a1.csv $S/a2.csv $S/a3.csv"
	B="$S/b1.csv $S/b2.csv $S/b3.csv"
	# shellcheck disable=SC2086
	"$SB" compare --pairs $A -- $B > "$OUT/strata.out" 2>&1
	# shellcheck disable=SC2086
	"$SB" compare --pairs --format csv $A -- $B > "$OUT/strata.csv" 2>&1
	for v in locallock trylock decoupled; do
		want="3 pairs 0 1.0999 1.0513 1.1507 2.0 0.0119"
		[ $v != locallock ] || want="3 pairs 1 of 12 1.0999 1.0513 1.1507 2.0 0.0119"
		got=$(strata_row "$OUT/strata.csv" $v)
		expect "$([ "$got" = "$want" ]; echo $?)" "strata shared $v: '$got', want '$want'"
	done
	expect "$(grep -q '^SLOW CPU: B2 cpu1, 1 cell: page locallock task +22\.4%$' "$OUT/strata.out" &&
		  grep -q 'n_eff = 1\.0 independent ones, their residuals correlating by r = 1\.00' "$OUT/strata.out" &&
		  grep -q "limma's fit alone gave d0 = inf" "$OUT/strata.out" &&
		  grep -q '^Moderated variance: no prior (d0 = 0)' "$OUT/strata.out"; echo $?)" \
		"strata shared: the slow CPU-run or the bound not said: $(grep -E '^SLOW|n_eff|d0' "$OUT/strata.out")"
	# shellcheck disable=SC2086
	"$SB" compare --pairs --slow-cpu off --format csv $A -- $B > "$OUT/strata-off.csv" 2>&1
	got=$(strata_row "$OUT/strata-off.csv" locallock | cut -d' ' -f1-4)
	expect "$([ "$got" = "3 pairs 0 1.1338" ]; echo $?)" \
		"strata --slow-cpu off: '$got', want '3 pairs 0 1.1338'"
	S=tests/data/strata-indep
	A="$S/a1.csv $S/a2.csv $S/a3.csv"
	B="$S/b1.csv $S/b2.csv $S/b3.csv"
	# shellcheck disable=SC2086
	"$SB" compare --pairs $A -- $B > "$OUT/strata-i.out" 2>&1
	# shellcheck disable=SC2086
	"$SB" compare --pairs --format csv $A -- $B > "$OUT/strata-i.csv" 2>&1
	got=$(strata_row "$OUT/strata-i.csv" trylock)
	expect "$([ "$got" = "3 pairs 0 1.1000 1.0655 1.1356 4.5 0.000813" ] &&
		  grep -q 'with d0 = 2\.5 df' "$OUT/strata-i.out"; echo $?)" \
		"strata indep: '$got' (want 1.1000 1.0655 1.1356 4.5 0.000813), $(grep 'd0 =' "$OUT/strata-i.out")"
	# slowboot (shared with A2 2.7x slow, reference loop too): A2 left out
	# of every cell by its reference loops (170% above A's median), so
	# pair 2 goes; by hand, d = log 1.10, log 1.08: mean 0.086130 (1.0900),
	# sd 0.012976, se sd / sqrt 2, t(.975, 1) 12.7062: [0.9700, 1.2247]
	S=tests/data/strata-slowboot
	A="$S/a1.csv $S/a2.csv $S/a3.csv"
	B="$S/b1.csv $S/b2.csv $S/b3.csv"
	# shellcheck disable=SC2086
	"$SB" compare --pairs $A -- $B > "$OUT/strata-s.out" 2>&1
	# shellcheck disable=SC2086
	"$SB" compare --pairs --format csv $A -- $B > "$OUT/strata-s.csv" 2>&1
	got=$(strata_row "$OUT/strata-s.csv" trylock)
	expect "$([ "$got" = "2 pairs 2 of 12 1.0900 0.9700 1.2247 1.0 0.0676" ] &&
		  grep -q "^SLOW BOOT: A2: every CPU's reference loop ran 170% above its median" "$OUT/strata-s.out" &&
		  grep -q '^WARNING: page trylock task: 1 pair left out: A2+B2: 1 with a side' "$OUT/strata-s.out"; echo $?)" \
		"strata slowboot: '$got' (want 2 pairs 2 of 12 1.0900 0.9700 1.2247 1.0 0.0676), $(grep -E '^SLOW BOOT|^WARNING: page trylock' "$OUT/strata-s.out")"
	# the fixtures, paired and not, against tests/infer-oracle.py
	if command -v python3 > /dev/null; then
		for S in tests/data/strata-shared tests/data/strata-indep tests/data/strata-slowboot; do
			A="$S/a1.csv $S/a2.csv $S/a3.csv"
			B="$S/b1.csv $S/b2.csv $S/b3.csv"
			# shellcheck disable=SC2086
			{ "$SB" compare --format csv $A -- $B > "$OUT/s-m.out" 2>&1
			  "$SB" compare --format csv --test welch $A -- $B > "$OUT/s-w.out" 2>&1
			  "$SB" compare --format csv --pairs $A -- $B > "$OUT/s-pm.out" 2>&1
			  "$SB" compare --format csv --pairs --test welch $A -- $B > "$OUT/s-pt.out" 2>&1
			  "$SB" compare --format csv --pairs --test mw $A -- $B > "$OUT/s-pf.out" 2>&1; }
			# shellcheck disable=SC2086
			python3 tests/infer-oracle.py boots "$OUT/s-m.out" "$OUT/s-w.out" $A -- $B > "$OUT/oracle.log" 2>&1
			expect $? "strata $S unpaired against tests/infer-oracle.py: $(grep FAIL "$OUT/oracle.log" | head -3)"
			# shellcheck disable=SC2086
			python3 tests/infer-oracle.py pairs "$OUT/s-pm.out" "$OUT/s-pt.out" "$OUT/s-pf.out" $A -- $B > "$OUT/oracle.log" 2>&1
			expect $? "strata $S paired against tests/infer-oracle.py: $(grep FAIL "$OUT/oracle.log" | head -3)"
		done
	else
		bad "python3 not installed: the strata oracle cannot run"
	fi
}

FIRST=$1
while [ $# -ge 2 ]; do
	SB=$1
	TS=$2
	shift 2
	echo "== $SB, $TS"
	unit "$TS"
	ministat_oracle
	golden_tests
	ref_tests
	boots_tests
	pairs_tests
	strata_tests
	agree_tests
	self_compare
	error_tests
	fuzz_tests
	run_tests
	plot_tests
done
finish
