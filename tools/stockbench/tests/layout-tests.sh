#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# show --layout FILE: the experiments' report layouts (results/*/*.layout)
# print their goldens in md and text (the outputs of the --shape layouts
# compiled into the CLI before, byte for byte); a malformed spec is one
# line "FILE:LINE: reason" and exit status 2, nothing on stdout; a spec
# changed by one line (a mutant) changes the output, so that the goldens
# catch it; and no spec with a line left out crashes the sanitizer build.
#   layout-tests.sh STOCKBENCH [STOCKBENCH-ASAN]
set -u
# ok, bad, expect, golden, finish; the L_* specs; the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch layout
D=tests/data
SHAKEEL_FILES="$D/shakeel-rt-m1.csv $D/shakeel-rt-m4.csv $D/shakeel-rt-m8.csv $D/shakeel-nonrt-m1.csv $D/shakeel-nonrt-m4.csv $D/shakeel-nonrt-m8.csv"

# every layout, md and text (run-tests.sh has the others)
golden_tests() {
	golden shape-optnoopt-md show --layout $L_OPTNOOPT --format md $D/nonrt-page.csv $D/rt-page.csv
	# shellcheck disable=SC2086 # one word per file
	golden shape-shakeel-md show --layout $L_SHAKEEL --format md $SHAKEEL_FILES
	golden shape-kuniyuki-2-text show --layout $L_KUNIYUKI --context task $D/nonrt-page.csv $D/rt-page.csv
}

# bad_spec WANT SPEC-TEXT: the spec fails with exactly the line WANT, exit 2
bad_spec() {
	want=$1
	printf '%s\n' "$2" >"$OUT/bad.layout"
	"$SB" show --layout "$OUT/bad.layout" $D/nonrt-page.csv >"$OUT/bad.out" 2>"$OUT/bad.err"
	rc=$?
	expect "$([ $rc = 2 ] && [ ! -s "$OUT/bad.out" ] &&
		  [ "$(cat "$OUT/bad.err")" = "stockbench show: $OUT/bad.layout:$want" ]; echo $?)" \
		"bad spec: want rc 2 and '$want', got rc $rc: $(head -c 300 "$OUT/bad.err")"
}

bad_spec_tests() {
	G="name g
table
column cell=label x"
	bad_spec "2: unknown directive 'colum' (known: name, kind, workload, default, filelabel, label, word, rows, row, column, text, files, table, caption, after, confounds)" \
		"name g
colum x"
	bad_spec "4: unknown cell kind 'mean' (known: label, median, sd, baseline, patched, diff, p, p_holm, verdict)" \
		"$G
column cell=mean y"
	bad_spec "5: unknown selector 'colour=red' (known: cell=, measure=, variant=, context=, each=file, rt=yes|no, align=l|r)" \
		"$G
rows variants
column colour=red y"
	bad_spec "2: unknown placeholder {contxt}" "name g
text context {contxt}"
	bad_spec "4: row: measure= is for, and needed by, the rows of a pair layout" \
		"$G
row measure=mean m
column cell=median y"
	bad_spec "4: 2 table lines: a layout has one" "$G
table"
	bad_spec "1: default needs OPTION VALUE, OPTION one of context, workload, opt, noopt, without, with, baseline, patched" \
		"default colour red"
	bad_spec "5: a pair layout needs 'word differ TEXT'" "name p
kind pair
table
column cell=p p
row measure=mean m"
	bad_spec "3: no rows: a grid needs 'rows' or 'row' lines" "$G"
	bad_spec "4: column: its cells have no variant (variant= here, on every row, or rows variants)" \
		"$G
column y
row context=task r"
	# missing file: its name and the reason, exit 2
	"$SB" show --layout "$OUT/none.layout" $D/nonrt-page.csv >"$OUT/bad.out" 2>"$OUT/bad.err"
	rc=$?
	expect "$([ $rc = 2 ] && [ ! -s "$OUT/bad.out" ] &&
		  [ "$(cat "$OUT/bad.err")" = "stockbench show: $OUT/none.layout: No such file or directory" ]; echo $?)" \
		"missing spec: rc $rc: $(head -c 300 "$OUT/bad.err")"
	# --shape NAME is gone: the error names the spec; exit 2
	"$SB" show --shape prim $D/prim-zen2.csv >"$OUT/bad.out" 2>"$OUT/bad.err"
	rc=$?
	expect "$([ $rc = 2 ] && [ ! -s "$OUT/bad.out" ] &&
		  [ "$(cat "$OUT/bad.err")" = "stockbench show: --shape prim is gone: use --layout results/1-primitives/prim.layout (a spec file)" ]; echo $?)" \
		"--shape prim: rc $rc: $(head -c 300 "$OUT/bad.err")"
}

# mutant NAME SED GOLDEN SPEC ARGS...: SPEC edited by SED prints other than
# GOLDEN (the golden test would fail), and the spec as it is prints GOLDEN
mutant() {
	name=$1 edit=$2 gold=$3 spec=$4
	shift 4
	sed "$edit" "$spec" >"$OUT/$name.layout"
	if cmp -s "$spec" "$OUT/$name.layout"; then
		bad "mutant $name: the edit '$edit' changed nothing in $spec"
		return
	fi
	"$SB" show --layout "$OUT/$name.layout" "$@" >"$OUT/$name.out" 2>&1
	"$SB" show --layout "$spec" "$@" >"$OUT/$name.orig" 2>&1
	expect "$(cmp -s "$OUT/$name.orig" "tests/golden/$gold.out" &&
		  ! cmp -s "$OUT/$name.out" "tests/golden/$gold.out"; echo $?)" \
		"mutant $name ($edit): the golden $gold does not catch it"
}

mutant_tests() {
	mutant prim-label 's/^label variant preempt_disable PREEMPT (preempt_disable)$/label variant preempt_disable PREEMPT/' \
		shape-prim $L_PRIM $D/prim-zen2.csv $D/prim-skylake.csv
	mutant prim-order '/^label variant local_irq_save/d' shape-prim $L_PRIM $D/prim-zen2.csv $D/prim-skylake.csv
	mutant optnoopt-cols 's/^column each=file variant={noopt} {label} NO-OPT$/column each=file variant={opt} {label} NO-OPT/' \
		shape-optnoopt $L_OPTNOOPT $D/nonrt-page.csv $D/rt-page.csv
	mutant optnoopt-sd 's/^row context=bh cell=sd SD$/row context=bh cell=median SD/' \
		shape-optnoopt $L_OPTNOOPT $D/nonrt-page.csv $D/rt-page.csv
	# shellcheck disable=SC2086 # one word per file
	mutant shakeel-rt 's/^column rt=yes variant={with} RT with$/column rt=no variant={with} RT with/' \
		shape-shakeel $L_SHAKEEL $SHAKEEL_FILES
	mutant kuniyuki-word 's/^word differ yes$/word differ YES/' \
		shape-kuniyuki $L_KUNIYUKI --context mixed $D/nonrt-page.csv
	mutant kuniyuki-after '/^after irq$/d' shape-kuniyuki-strata $L_KUNIYUKI $D/show-strata.csv
	mutant kuniyuki-note 's/^text Diff = (Patched - Baseline) \/ Baseline;$/text Diff = Patched \/ Baseline;/' \
		shape-kuniyuki $L_KUNIYUKI --context mixed $D/nonrt-page.csv
}

# every spec with one line left out, through the sanitizer build: exit
# 0, 1 (bad input) or 2 (bad spec), never a crash or a sanitizer report
robust_tests() {
	for spec in $L_PRIM $L_OPTNOOPT $L_SHAKEEL $L_KUNIYUKI; do
		n=$(wc -l <"$spec")
		i=1
		crashed=
		while [ "$i" -le "$n" ]; do
			sed "${i}d" "$spec" >"$OUT/cut.layout"
			"$1" show --layout "$OUT/cut.layout" $D/nonrt-page.csv $D/rt-page.csv \
				>"$OUT/cut.out" 2>"$OUT/cut.err"
			rc=$?
			if [ $rc -gt 2 ] || grep -q 'Sanitizer\|runtime error' "$OUT/cut.err"; then
				crashed="$crashed $i(rc $rc)"
			fi
			i=$((i + 1))
		done
		expect "$([ -z "$crashed" ]; echo $?)" "$spec without one line: crashed at lines$crashed"
	done
}

for SB in "$@"; do
	golden_tests
	bad_spec_tests
	mutant_tests
	robust_tests "$SB"
done
finish
