#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# compare --brief (issue 45): every compare form in at most 80 columns,
# the published RT/!RT comparison of results/ included; one notation (3
# significant digits, "ratio [lo, hi]", "< 0.001"); the numbers the
# --format csv gives at full precision, rounded; the boots, the CPU-runs
# left out and the verdicts kept; what it does not show said;
# --instr-a/--instr-b's columns joined by variant and context
# (tests/golden/brief-instr.out); bad input refused.  show --brief: a
# file's table (tests/golden/show-brief*.out), every raw file of results/
# in 80 columns, its numbers the csv's rounded, its refusals.
#   brief-tests.sh STOCKBENCH...
set -u
# ok, bad, expect, golden, finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch brief
D=tests/data
B=$D/boots
I=$D/instr
# the published experiment 1: three rounds of 6.1 and 6.1-rt (task, bh
# and nmi: 16 rows of RT against !RT)
P=../../results/1-primitives/raw

# widest WHAT FILE: every line of FILE within 80 columns, and not empty
widest() {
	w=$(awk '{ if (length > m) m = length } END { print m + 0 }' "$2")
	expect "$([ -s "$2" ] && [ "$w" -le 80 ]; echo $?)" "$1: $w columns wide (at most 80): $(awk 'length > 80' "$2" | head -n 2)"
}

# brief WHAT ARGS...: compare --brief ARGS into $OUT/b.out, exit 0, <= 80
brief() {
	what=$1
	shift
	"$SB" compare --brief "$@" >"$OUT/b.out" 2>"$OUT/b.err"
	rc=$?
	expect "$([ $rc = 0 ] && [ ! -s "$OUT/b.err" ]; echo $?)" "$what: rc $rc: $(head -c 300 "$OUT/b.err")"
	widest "$what" "$OUT/b.out"
}

# every compare form fits, and says what a reader must know
forms_tests() {
	brief "boots, paired" --pairs $P/6.1/boot-1/prim.csv $P/6.1/boot-2/prim.csv $P/6.1/boot-3/prim.csv \
		-- $P/6.1-rt/boot-1/prim.csv $P/6.1-rt/boot-2/prim.csv $P/6.1-rt/boot-3/prim.csv
	cp "$OUT/b.out" "$OUT/rt.out"
	# the pairs, the CPU-runs left out (a count), the verdicts, emulation
	expect "$(grep -qx 'boots A+B: 3 pairs in all 16 rows' "$OUT/rt.out" &&
		grep -q '^paired by round, moderated paired t; slow CPU-runs left out: [0-9][0-9]* of [0-9][0-9]*$' "$OUT/rt.out" &&
		grep -q '^Verdicts (Holm over 16 tests, 95%): [0-9]' "$OUT/rt.out" &&
		grep -qx 'Measured on: QEMU TCG, emulated: not hardware numbers.' "$OUT/rt.out" &&
		grep -q '^B 6.1.0-57-rt-amd64 against A 6.1.0-57-amd64, workload prim$' "$OUT/rt.out"; echo $?)" \
		"boots, paired: what is compared, the pairs, CPU-runs or verdicts missing: $(head -n 5 "$OUT/rt.out")"
	# one notation: "ratio [lo, hi]" of 3 significant digits, p_holm "< 0.001"
	expect "$(grep -q '^variant  *context  *A  *B  *ratio \[95% CI\]  *p_holm  *verdict$' "$OUT/rt.out" &&
		grep -q '^local_lock  *task  .*  [0-9.]* \[[0-9.]*, [0-9.]*\]  *< 0\.001  slower$' "$OUT/rt.out" &&
		! grep -q '[0-9]\.[0-9][0-9][0-9][0-9]' "$OUT/rt.out"; echo $?)" \
		"boots, paired: not the one notation: $(sed -n '6,9p' "$OUT/rt.out")"
	# what it does not show: the full table's other columns, the lines, the legend
	expect "$(tr '\n' ' ' <"$OUT/rt.out" | tr -s ' ' | grep -q 'Not shown (compare without --brief): columns CPU-runs out, boot sd, df, p; lines 1 CONFOUND, [0-9A-Z, ]*SLOW CPU, 1 NOTE; the legend\.'; echo $?)" \
		"boots, paired: what is not shown: $(tail -n 3 "$OUT/rt.out")"
	brief "boots, unpaired" $B/a1.csv $B/a2.csv $B/a3.csv -- $B/b1.csv $B/b2.csv $B/b3.csv
	expect "$(grep -qx 'boots A+B: 3+3 in all 4 rows' "$OUT/b.out" && grep -q '^unpaired, moderated t;' "$OUT/b.out"; echo $?)" \
		"boots, unpaired: $(head -n 6 "$OUT/b.out")"
	# -o FILE: the same brief; --exit-status: 1, rows differ
	"$SB" compare --brief -o "$OUT/o.out" $B/a1.csv $B/a2.csv $B/a3.csv -- $B/b1.csv $B/b2.csv $B/b3.csv
	"$SB" compare --brief --exit-status $B/a1.csv $B/a2.csv $B/a3.csv -- $B/b1.csv $B/b2.csv $B/b3.csv >/dev/null
	rc=$?
	expect "$(cmp -s "$OUT/o.out" "$OUT/b.out" && [ $rc = 1 ]; echo $?)" "-o FILE not the brief, or --exit-status $rc (want 1)"
	brief "boots, one a side" $B/a1.csv -- $B/b1.csv
	expect "$(grep -qx 'Verdicts: 4 untested.' "$OUT/b.out" && grep -q '^decoupled  *task .* untested$' "$OUT/b.out"; echo $?)" \
		"boots, one a side: $(cat "$OUT/b.out")"
	brief "two files" $P/6.1/boot-1/prim.csv $P/6.1-rt/boot-1/prim.csv
	expect "$(grep -qx 'n A+B: 200+200 in all 16 rows' "$OUT/b.out" && grep -q '^geomean  ' "$OUT/b.out" &&
		grep -q 'about these two boots, not two kernels' "$OUT/b.out"; echo $?)" "two files: $(head -n 8 "$OUT/b.out")"
	# one subject against which every row is: said once, not a column
	brief "paired run" $P/6.1/boot-1/prim.csv
	expect "$(grep -q '^variant  *context  *ratio \[95% CI\]  *p_holm  *verdict$' "$OUT/b.out" &&
		grep -q '^ratio: variant / preempt_disable; p_holm: Holm-adjusted p' "$OUT/b.out"; echo $?)" \
		"paired run: $(sed -n '5,8p' "$OUT/b.out")"
	brief "across boots" --across-boots $P/6.1/boot-1/prim.csv $P/6.1/boot-2/prim.csv $P/6.1/boot-3/prim.csv
	expect "$(grep -qx 'boots: 3 in all 14 rows' "$OUT/b.out" && ! grep -q 'in boot' "$OUT/b.out" &&
		[ "$(grep -c 'preempt_disable\|local_' "$OUT/b.out")" = 14 ]; echo $?)" \
		"across boots: stage 2 alone: $(cat "$OUT/b.out")"
	f=$(ls ../../results/3-outside-irqs/raw/7.3/boot-1/mixed-high.csv 2>/dev/null)
	if [ -n "$f" ]; then
		brief "--metric" --metric tryfail_per_kop "$f"
		expect "$(grep -q '^variant  *context  *delta \[95% CI\]' "$OUT/b.out" &&
			grep -q '^delta: variant - decoupled' "$OUT/b.out"; echo $?)" "--metric: $(cat "$OUT/b.out")"
	fi
}

# where the files were measured, always said (accel, hypervisor fields);
# debug options; a boot left out as slow as a whole, said with its reason
machine_tests() {
	for k in tcg kvm bare hv none mixed; do
		for f in a1 a2 b1 b2; do
			case $k:$f in
			tcg:* | mixed:b*) cp $B/$f.csv "$OUT/$f.csv" ;;
			kvm:*) sed 's/^# accel: tcg$/# accel: kvm/' $B/$f.csv >"$OUT/$f.csv" ;;
			bare:* | mixed:a*) sed '/^# accel: /d; s/^# hypervisor: yes$/# hypervisor: no/' $B/$f.csv >"$OUT/$f.csv" ;;
			hv:*) sed '/^# accel: /d' $B/$f.csv >"$OUT/$f.csv" ;;
			none:*) sed '/^# accel: /d; /^# hypervisor: /d' $B/$f.csv >"$OUT/$f.csv" ;;
			esac
		done
		case $k in
		tcg) want='Measured on: QEMU TCG, emulated: not hardware numbers.' ;;
		kvm) want='Measured on: QEMU KVM (a virtual machine).' ;;
		bare) want='Measured on: bare metal.' ;;
		hv) want='Measured on: a hypervisor (accel not recorded).' ;;
		none) want='Measured on: not recorded (no accel or hypervisor field).' ;;
		mixed) want='Measured on: bare metal; QEMU TCG, emulated: not hardware numbers (the files' ;;
		esac
		brief "machine $k" "$OUT/a1.csv" "$OUT/a2.csv" -- "$OUT/b1.csv" "$OUT/b2.csv"
		expect "$([ "$(grep -c '^Measured on: ' "$OUT/b.out")" = 1 ] && grep -qxF "$want" "$OUT/b.out"; echo $?)" \
			"machine $k: want \"$want\": $(head -n 4 "$OUT/b.out")"
	done
	# debug options (B's files: ubsan): how many files, which options
	brief "debug" $B/a1.csv $B/a2.csv -- $B/b1.csv $B/b2.csv
	expect "$(grep -qx 'Debug options on in 2 of 4 files (ubsan): their cost is in the numbers.' "$OUT/b.out" &&
		! grep -q '^NOTE' "$OUT/b.out"; echo $?)" "debug: $(head -n 5 "$OUT/b.out")"
	brief "no debug" $B/a1.csv $B/a2.csv -- $B/a3.csv $B/a4.csv
	expect "$(! grep -q 'Debug' "$OUT/b.out"; echo $?)" "no debug: $(head -n 5 "$OUT/b.out")"
	S=$D/strata-slowboot
	brief "slow boot" $S/a1.csv $S/a2.csv $S/a3.csv -- $S/b1.csv $S/b2.csv $S/b3.csv
	expect "$(grep -q '^SLOW BOOT: A2: every CPU.s reference loop ran' "$OUT/b.out" &&
		grep -q 'left out of every cell$' "$OUT/b.out" && grep -qx 'boots A+B: 2+3 in all 3 rows' "$OUT/b.out"; echo $?)" \
		"slow boot: not said: $(head -n 6 "$OUT/b.out")"
}

# the brief is the csv's numbers rounded: 3 significant digits, < 0.001
numbers_tests() {
	"$SB" compare --format csv --pairs $P/6.1/boot-1/prim.csv $P/6.1/boot-2/prim.csv $P/6.1/boot-3/prim.csv \
		-- $P/6.1-rt/boot-1/prim.csv $P/6.1-rt/boot-2/prim.csv $P/6.1-rt/boot-3/prim.csv >"$OUT/rt.csv"
	if python3 - "$OUT/rt.csv" "$OUT/rt.out" <<'EOF'; then ok; else bad "brief against csv: see above"; fi
import csv, math, sys
rows = {(r["variant"], r["context"]): r for r in csv.DictReader(open(sys.argv[1]))}
def g3(v):
    v = float(v)
    d = max(0, 2 - math.floor(math.log10(abs(v))))
    s = f"{v:.{d}f}"
    if d and abs(float(s)) >= 10 ** (math.floor(math.log10(abs(v))) + 1):
        s = f"{v:.{d - 1}f}"
    return s
n = 0
for line in open(sys.argv[2]):
    f = line.split()
    if len(f) < 8 or (f[0], f[1]) not in rows:
        continue
    r = rows[(f[0], f[1])]
    want = [g3(r["a_ns_op"]), g3(r["b_ns_op"]), g3(r["ratio"]),
            "[" + g3(r["ci_lo"]) + ",", g3(r["ci_hi"]) + "]"]
    assert f[2:7] == want, (line, want)
    p = float(r["p_holm"])
    assert ("< 0.001" in line) == (p < 0.001), (line, p)
    verdict = {"same within +-5%": "same"}.get(r["verdict"], r["verdict"])
    assert f[-1] == verdict, (line, r["verdict"])
    n += 1
assert n == 16, n
EOF
}

# --instr-a, --instr-b: by variant and context; inexact and missing: -
instr_tests() {
	what="--instr-a/-b"
	golden brief-instr compare --brief --pairs --instr-a $I/a.txt --instr-b $I/b.txt \
		$B/a1.csv $B/a2.csv $B/a3.csv -- $B/b1.csv $B/b2.csv $B/b3.csv
	widest "--instr-a/-b" "$OUT/brief-instr.out"
	# the full table and csv: the counts as the files give them, inexact said
	"$SB" compare --format csv --pairs --instr-a $I/a.txt --instr-b $I/b.txt $B/a1.csv $B/a2.csv $B/a3.csv \
		-- $B/b1.csv $B/b2.csv $B/b3.csv >"$OUT/i.csv" 2>&1
	expect "$(head -n 1 "$OUT/i.csv" | grep -q ',verdict,a_instr_op,b_instr_op,instr_ratio$' &&
		grep -q ',outside,task,.*,120,300.5,2.50416666667$' "$OUT/i.csv" &&
		grep -q ',locallock,task,.*,inexact,421,$' "$OUT/i.csv"; echo $?)" "--instr-a/-b csv: $(cat "$OUT/i.csv")"
	# one side only: the other's column is -
	"$SB" compare --brief --instr-b $I/b.txt $B/a1.csv $B/a2.csv -- $B/b1.csv $B/b2.csv >"$OUT/i1.out" 2>&1
	expect "$(grep -q '^decoupled  *task .*  -  250  *-$' "$OUT/i1.out"; echo $?)" "--instr-b alone: $(cat "$OUT/i1.out")"
	# bad input: refused with the reason, nothing on stdout
	printf 'decoupled task 100.0\nthis is not a count\n' >"$OUT/bad.txt"
	"$SB" compare --brief --instr-a "$OUT/bad.txt" $B/a1.csv -- $B/b1.csv >"$OUT/e.out" 2>"$OUT/e.err"
	rc=$?
	expect "$([ $rc = 1 ] && [ ! -s "$OUT/e.out" ] &&
		grep -qx "stockbench: --instr-a $OUT/bad.txt:2: not \"variant context instructions/op\" or \"variant context inexact A B\" (tools/vm/vm-summary icount)" "$OUT/e.err"; echo $?)" \
		"--instr-a of a bad file: rc $rc: $(cat "$OUT/e.err")"
	printf 'decoupled task 100.0\ndecoupled task 101.0\n' >"$OUT/twice.txt"
	"$SB" compare --instr-a "$OUT/twice.txt" $B/a1.csv -- $B/b1.csv >"$OUT/e.out" 2>"$OUT/e.err"
	expect "$(grep -qx "stockbench: --instr-a $OUT/twice.txt:2: decoupled task a second time" "$OUT/e.err"; echo $?)" \
		"--instr-a with a cell twice: $(cat "$OUT/e.err")"
	"$SB" compare --instr-b "$OUT/none.txt" $B/a1.csv -- $B/b1.csv >"$OUT/e.out" 2>"$OUT/e.err"
	rc=$?
	expect "$([ $rc = 1 ] && grep -qx "stockbench: --instr-b $OUT/none.txt: No such file or directory" "$OUT/e.err"; echo $?)" \
		"--instr-b of no file: rc $rc: $(cat "$OUT/e.err")"
	"$SB" compare --instr-a $I/a.txt $B/a1.csv $B/b1.csv >"$OUT/e.out" 2>"$OUT/e.err"
	rc=$?
	expect "$([ $rc = 2 ] && grep -q '^stockbench compare: --instr-a and --instr-b go beside boots A1 ... -- B1 ...' "$OUT/e.err"; echo $?)" \
		"--instr-a of two files: rc $rc: $(cat "$OUT/e.err")"
}

# refusals: --brief with --format; a failed compare prints no brief; help
refusal_tests() {
	"$SB" compare --brief --format csv $B/a1.csv -- $B/b1.csv >"$OUT/e.out" 2>"$OUT/e.err"
	rc=$?
	expect "$([ $rc = 2 ] && grep -qx 'stockbench compare: --brief is its own plain-text table: not with --format' "$OUT/e.err"; echo $?)" \
		"--brief --format csv: rc $rc: $(cat "$OUT/e.err")"
	# a refused comparison prints no brief
	"$SB" compare --brief $B/a1.csv -- "$OUT/none.csv" >"$OUT/e.out" 2>"$OUT/e.err"
	rc=$?
	expect "$([ $rc = 1 ] && [ ! -s "$OUT/e.out" ]; echo $?)" "--brief of a missing file: rc $rc, stdout $(head -c 200 "$OUT/e.out")"
	"$SB" help compare >"$OUT/h.out"
	expect "$(grep -q -- '--brief  *the table to paste' "$OUT/h.out" && grep -q -- '--instr-a FILE, --instr-b FILE' "$OUT/h.out"; echo $?)" \
		"help compare: no --brief or --instr-a"
}

# show --brief: a page run with skipped rows and an AUDIT row; an RT one
# with mixed cells, CPUs that disagree and a WARNING; two files, -o
show_tests() {
	what="show --brief"
	golden show-brief show --brief $D/nonrt-page.csv
	widest "show --brief" "$OUT/show-brief.out"
	golden show-brief-rt show --brief $D/show-strata-rt.csv
	widest "show --brief, RT" "$OUT/show-brief-rt.out"
	"$SB" show --brief $D/nonrt-page.csv $D/show-strata-rt.csv >"$OUT/two.out" 2>&1
	"$SB" show --brief -o "$OUT/o.out" $D/nonrt-page.csv $D/show-strata-rt.csv
	expect "$({ cat "$OUT/show-brief.out" && echo && cat "$OUT/show-brief-rt.out"; } | cmp -s - "$OUT/two.out" &&
		cmp -s "$OUT/o.out" "$OUT/two.out"; echo $?)" \
		"show --brief of two files, or -o FILE: not each file's brief: $(head -n 3 "$OUT/two.out")"
}

# every raw file of results/ (mixed contexts, RT, several workloads):
# show --brief exits 0, says what it leaves out, and fits in 80 columns
raw_tests() {
	n=0
	: >"$OUT/raw.out"
	for f in $(find ../../results -path '*/raw/*' -name '*.csv' | sort); do
		n=$((n + 1))
		"$SB" show --brief "$f" >"$OUT/r.out" 2>"$OUT/r.err"
		rc=$?
		if [ $rc != 0 ] || [ -s "$OUT/r.err" ] || ! grep -q '^Not shown (show without --brief): ' "$OUT/r.out"; then
			bad "show --brief $f: rc $rc: $(head -c 300 "$OUT/r.err")"
		fi
		cat "$OUT/r.out" >>"$OUT/raw.out"
	done
	expect "$([ $n -ge 300 ]; echo $?)" "show --brief: $n raw files under ../../results/*/raw, want 300 or more"
	widest "show --brief of $n raw files" "$OUT/raw.out"
}

# show --brief is show --format csv's numbers rounded: 3 significant
# digits; every row with a median shown, the others counted
show_numbers_tests() {
	for f in $D/nonrt-page.csv $D/show-strata-rt.csv ../../results/3-outside-irqs/raw/7.3/boot-3/mixed-high.csv \
		../../results/5-system/raw/7.3-rt-sb/boot-1/system.csv; do
		"$SB" show --format csv "$f" >"$OUT/s.csv"
		"$SB" show --brief "$f" >"$OUT/s.out"
		if python3 - "$OUT/s.csv" "$OUT/s.out" <<'EOF'; then ok; else bad "show --brief against csv of $f: see above"; fi
import csv, math, re, sys
def g3(v):
    v = float(v)
    if v == 0:
        return "0"
    d = max(0, 2 - math.floor(math.log10(abs(v))))
    s = f"{v:.{d}f}"
    if d and abs(float(s)) >= 10 ** (math.floor(math.log10(abs(v))) + 1):
        s = f"{v:.{d - 1}f}"
    return s
rows = list(csv.DictReader(open(sys.argv[1])))
text = open(sys.argv[2]).read()
lines = text.splitlines()
head = next(i for i, l in enumerate(lines)
            if re.match(r"(workload  +)?variant  +context  +n  +median ns/op \[95% CI\]  +hit%  +status$", l))
w = lines[head].startswith("workload")
def key(r):
    return (r["workload"], r["variant"], r["context"]) if w else (r["variant"], r["context"])
want = {key(r): r for r in rows if r["median_ns_op"]}
n = 0
for line in lines[head + 2:]:
    if not line:
        break
    f = line.split()
    r, f = want[tuple(f[:2 + w])], f[2 + w:]
    ci = ["[" + g3(r["ci_lo"]) + ",", g3(r["ci_hi"]) + "]"] if r["ci_lo"] else []
    hit = g3(r["hit_pct"]) if r["hit_pct"] else "-"
    assert f[:len(ci) + 3] == [r["n"], g3(r["median_ns_op"])] + ci + [hit], (line, r)
    assert r["status"].startswith(" ".join(f[len(ci) + 3:])), (line, r["status"])
    n += 1
assert n == len(want), (n, len(want))
skipped = len(rows) - len(want)
assert (f"Not shown, no median: {skipped} row" in text) == (skipped > 0), (skipped, text)
EOF
	done
}

# refused: --brief with --format, --layout or --shape, one line and nothing on stdout
show_refusal_tests() {
	for a in "--format csv" "--format json" "--format md" "--layout $L_PRIM" "--shape default"; do
		case $a in
		--format*) want='stockbench show: --brief is its own plain-text table: not with --format' ;;
		--layout*) want='stockbench show: --brief is the per variant x context table: not with --layout' ;;
		*) want='stockbench show: --brief is the per variant x context table: not with --shape' ;;
		esac
		# shellcheck disable=SC2086 # $a: an option and its argument
		"$SB" show --brief $a $D/nonrt-page.csv >"$OUT/e.out" 2>"$OUT/e.err"
		rc=$?
		expect "$([ $rc = 2 ] && [ ! -s "$OUT/e.out" ] && [ "$(cat "$OUT/e.err")" = "$want" ]; echo $?)" \
			"show --brief $a: rc $rc: $(cat "$OUT/e.err") $(head -c 200 "$OUT/e.out")"
	done
	"$SB" show --brief $D/nonrt-page.csv "$OUT/none.csv" >"$OUT/e.out" 2>"$OUT/e.err"
	rc=$?
	expect "$([ $rc = 1 ] && [ ! -s "$OUT/e.out" ]; echo $?)" "show --brief of a missing file: rc $rc, stdout $(head -c 200 "$OUT/e.out")"
	"$SB" help show >"$OUT/h.out"
	expect "$(grep -q -- '--brief  *each file.s table to paste' "$OUT/h.out"; echo $?)" "help show: no --brief"
}

# UPDATE_GOLDEN=1: the goldens from the first STOCKBENCH
FIRST=${1:-}
for SB in "$@"; do
	echo "# $SB"
	forms_tests
	machine_tests
	numbers_tests
	instr_tests
	refusal_tests
	show_tests
	raw_tests
	show_numbers_tests
	show_refusal_tests
done
finish
