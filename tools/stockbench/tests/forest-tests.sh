#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# plot --forest (forest.c): on the across-boots fixtures, every forest's
# pooled row must hold the ratio and interval compare prints for its cell,
# its title compare's verdict and the TCG note, and (ns/op at 95%) every
# boot and CPU row the median and CI recomputed from the CSV and printed
# by show (tests/forest-check.py); the PNG and SVG must be what `file`
# says they are; bad input gets one line on stderr and a non-zero exit.
# plot --forest --across-boots (forest_across.c), on the paired runs of
# tests/paired-synth.sh (four boots of the real paired run, 2 CPUs; mixed
# runs with trylock counts for --metric): every forest's pooled row must
# hold the stage 2 ratio (delta) and interval compare --across-boots
# prints for its row, its title the verdict, its boot rows the stage 1
# rows, its CPU rows the per CPU column, and each boot and CPU row what
# compare FILE prints for the file (cut to the CPU's rows); the checker
# must fail on copies with one number changed (mutants).
#   forest-tests.sh STOCKBENCH...
# KEEP=1 keeps tests/out/forest.PID (the charts, checks and mutants).
set -euo pipefail
# ok, bad, finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch forest
M=tests/data/boots-mixed
B=tests/data/boots
D=tests/data/duet

# the paired runs of several boots: synth, msynth, across_boots
# shellcheck source=tests/paired-synth.sh
. tests/paired-synth.sh
P=$OUT/paired
mkdir -p "$P"
across_boots "$P"
msynth 0.7 1 >"$P/m7.csv"
msynth 0.7 4 >"$P/m7b.csv"
msynth 1.0 2 >"$P/m0.csv"
sed 's/^# rt: no$/# rt: yes/' "$P/m7.csv" >"$P/m7rt.csv"
# task locallock#3 in one boot only; softirq locallock#2 without cpu1;
# one boot on hardware (no TCG note; another environment: --allow-confounds)
grep -v '^locallock#3,task,' "$P/boot2.csv" >"$P/boot2-no3.csv"
awk -F, '/^#/ { print; next } /^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; print; next }
	!($c["variant"] == "locallock#2" && $c["context"] == "softirq" && $c["cpu"] == 1)' \
	"$P/boot3.csv" >"$P/boot3-nocpu1.csv"
sed 's/^# accel: tcg$/# accel: kvm/' "$P/boot4.csv" >"$P/boot4-kvm.csv"

# forest NAME CONF BOOTS OPTIONS A... -- B...: plot --forest and compare
# with the same OPTIONS (one word-split string) and files, then
# forest-check.py on the two (BOOTS=1: the boot and CPU rows too)
forest() {
	local name=$1 conf=$2 boots=$3 opts=$4 rc=0
	shift 4
	# shellcheck disable=SC2086 # opts is a list of options
	"$SB" plot -q --forest $opts "$@" -o "$OUT/$name" >"$OUT/$name.plot" 2>&1 || rc=$?
	if [ $rc != 0 ]; then
		bad "$name: plot --forest $opts $*: exit $rc: $(head -c 300 "$OUT/$name.plot")"
		return
	fi
	rc=0
	# shellcheck disable=SC2086
	"$SB" compare $opts "$@" >"$OUT/$name.compare" 2>&1 || rc=$?
	[ $rc = 0 ] || bad "$name: compare $opts $*: exit $rc"
	python3 tests/forest-check.py "$SB" "$OUT/$name" "$OUT/$name.compare" "$conf" "$boots" "$@" \
		>"$OUT/$name.check" 2>&1 || bad "$name: forest-check.py failed: $(tail -n 3 "$OUT/$name.check")"
	tally "$name" "$OUT/$name.check"
}

# tally NAME FILE: each line of forest-check.py's output FILE, "ok ..." a
# pass, anything else a failure of NAME
tally() {
	local line
	while IFS= read -r line; do
		case $line in
		"ok "*) ok ;;
		*) bad "$1: $line" ;;
		esac
	done <"$2"
}

# across NAME CONF METRIC OPTIONS F1 F2 ...: plot --forest --across-boots
# and compare --across-boots with the same OPTIONS and files, then
# forest-check.py --across on the two (METRIC: the --metric in OPTIONS, or -)
across() {
	local name=$1 conf=$2 metric=$3 opts=$4 rc=0
	shift 4
	# shellcheck disable=SC2086 # opts is a list of options
	"$SB" plot -q --forest --across-boots $opts "$@" -o "$OUT/$name" >"$OUT/$name.plot" 2>&1 || rc=$?
	if [ $rc != 0 ] || [ -s "$OUT/$name.plot" ]; then
		bad "$name: plot -q --forest --across-boots $opts $*: exit $rc: $(head -c 300 "$OUT/$name.plot")"
		return
	fi
	rc=0
	# shellcheck disable=SC2086
	"$SB" compare --across-boots $opts "$@" >"$OUT/$name.compare" 2>&1 || rc=$?
	[ $rc = 0 ] || bad "$name: compare --across-boots $opts $*: exit $rc"
	python3 tests/forest-check.py --across "$SB" "$OUT/$name" "$OUT/$name.compare" "$conf" "$metric" "$@" \
		>"$OUT/$name.check" 2>&1 || bad "$name: forest-check.py --across failed: $(tail -n 3 "$OUT/$name.check")"
	tally "$name" "$OUT/$name.check"
}

# nudge GP KIND NTH COL: in GP's data, the NTH row of KIND (boot, cpu,
# pooled), its column COL (5 estimate, 6 lo, 7 hi) one more in its last digit
nudge() {
	python3 - "$@" <<'PY'
import re, sys
path, kind, nth, col = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
lines, seen = open(path).read().split("\n"), 0
for i, line in enumerate(lines):
    m = re.fullmatch(r'(\d+) (\S+) (\S+) "([^"]*)" (\S+) (\S+) (\S+)', line)
    if m and m.group(2) == kind:
        seen += 1
        if seen == nth:
            g = list(m.groups())
            g[col - 1] = g[col - 1][:-1] + str((int(g[col - 1][-1]) + 1) % 10)
            lines[i] = '%s %s %s "%s" %s %s %s' % tuple(g)
open(path, "w").write("\n".join(lines))
PY
}

# mutant NAME GP WHAT CHANGE CONF METRIC F1 F2 ...: forest-check.py --across
# must fail on a copy of NAME's charts whose GP has one change (CHANGE: the
# arguments of nudge after GP, or "title": another verdict in the title)
mutant() {
	local name=$1 gp=$2 what=$3 change=$4 conf=$5 metric=$6 m=$OUT/$1-mutant-${3// /-}
	shift 6
	rm -rf "$m"
	cp -r "$OUT/$name" "$m"
	if [ "$change" = title ]; then
		sed -i 's/^\(set title ".*\): slower\\n/\1: faster\\n/' "$m/$gp"
	else
		# shellcheck disable=SC2086 # change is nudge's KIND NTH COL
		nudge "$m/$gp" $change
	fi
	if cmp -s "$OUT/$name/$gp" "$m/$gp"; then
		bad "mutant $name $what: nothing changed in $gp"
		return
	fi
	python3 tests/forest-check.py --across "$SB" "$m" "$OUT/$name.compare" "$conf" "$metric" "$@" \
		>"$m.check" 2>&1 || true
	if grep -q '^FAIL ' "$m.check"; then
		ok
	else
		bad "mutant $name $what: forest-check.py --across passed it"
	fi
}

across_tests() {
	local b1=$P/boot1.csv b2=$P/boot2.csv b3=$P/boot3.csv b4=$P/boot4.csv n
	local t3=forest-across-task-locallock_3.gp mo=forest-across-mixed-outside.gp
	local kop=("$P/m7.csv" "$P/m7b.csv" "$P/m0.csv")

	across across 0.95 - "" "$b1" "$b2" "$b3" "$b4"
	across across-90 0.9 - "--confidence 90 --margin 3" "$b1" "$b2" "$b3"
	across across-some 0.95 - "--allow-confounds" "$b1" "$P/boot2-no3.csv" "$P/boot3-nocpu1.csv" "$P/boot4-kvm.csv"
	across across-one 0.95 - "" "$b1" "$P/boot2-no3.csv"
	across across-kop 0.95 tryfail_per_kop "--metric tryfail_per_kop" "${kop[@]}"
	across across-ms80 0.8 tryfail_per_ms "--metric tryfail_per_ms --confidence 80" "$P/m7.csv" "$P/m7b.csv"
	# each number caught: stage 2, stage 1, per CPU, a CPU's interval (held
	# only to compare FILE on that CPU's rows); and the verdict
	mutant across $t3 "pooled ratio" "pooled 1 5" 0.95 - "$b1" "$b2" "$b3" "$b4"
	mutant across $t3 "pooled lo" "pooled 1 6" 0.95 - "$b1" "$b2" "$b3" "$b4"
	mutant across $t3 "boot 2 hi" "boot 2 7" 0.95 - "$b1" "$b2" "$b3" "$b4"
	mutant across $t3 "boot 3 cpu0 ratio" "cpu 5 5" 0.95 - "$b1" "$b2" "$b3" "$b4"
	mutant across $t3 "boot 1 cpu0 lo" "cpu 1 6" 0.95 - "$b1" "$b2" "$b3" "$b4"
	mutant across $t3 "the verdict" title 0.95 - "$b1" "$b2" "$b3" "$b4"
	mutant across-kop $mo "pooled hi" "pooled 1 7" 0.95 tryfail_per_kop "${kop[@]}"
	mutant across-kop $mo "boot 3 cpu1 delta" "cpu 6 5" 0.95 tryfail_per_kop "${kop[@]}"
	# without -q it lists both charts of each stage 2 row
	n=$("$SB" plot --forest --across-boots "$b1" "$b2" "$b3" "$b4" -o "$OUT/across-list" |
		grep -c '\.png .*\.svg$' || true)
	if [ "$n" = 4 ]; then ok; else bad "plot --forest --across-boots lists $n charts, want 4"; fi
}

across_bad_tests() {
	local f1=$P/boot1.csv f2=$P/boot2.csv

	refused across-one-file 2 "--across-boots takes the paired runs of two or more boots" \
		plot --forest --across-boots "$f1" -o "$OUT/ea"
	refused across-sep 2 "--across-boots takes the paired runs of two or more boots of one kernel, no --" \
		plot --forest --across-boots "$f1" -- "$f2" -o "$OUT/ea"
	refused across-no-o 2 "usage: stockbench plot --forest --across-boots" \
		plot --forest --across-boots "$f1" "$f2"
	refused across-not-paired 1 "tests/data/nonrt-page.csv is not a run of the paired design" \
		plot --forest --across-boots "$f1" tests/data/nonrt-page.csv -o "$OUT/ea"
	refused across-rt 1 "$P/m7rt.csv: --metric tryfail_per_kop: n/a on PREEMPT_RT" \
		plot --forest --across-boots --metric tryfail_per_kop "$P/m7.csv" "$P/m7rt.csv" -o "$OUT/ea"
	refused across-no-measure-us 1 "has no measure_us column" \
		plot --forest --across-boots --metric tryfail_per_ms "$f1" "$f2" -o "$OUT/ea"
	refused across-no-forest 2 "--across-boots only with --forest" \
		plot --across-boots "$f1" "$f2" -o "$OUT/ea"
	refused metric-no-across 2 "--metric tryfail_per_kop only with --forest --across-boots" \
		plot --forest --metric tryfail_per_kop "$P/m7.csv" -- "$P/m0.csv" -o "$OUT/ea"
	refused across-pairs 2 "--pairs takes boots A1 A2 ... -- B1 B2 ..." \
		plot --forest --across-boots --pairs "$f1" "$f2" -o "$OUT/ea"
	if compgen -G "$OUT/ea/*.png" >/dev/null; then
		bad "a refused plot --forest --across-boots left charts in $OUT/ea"
	else
		ok
	fi
}

# refused NAME RC WANT ARGS...: exit RC, exactly one line on stderr containing WANT
refused() {
	local name=$1 want_rc=$2 want=$3 rc=0
	shift 3
	"$SB" "$@" >"$OUT/$name.out" 2>"$OUT/$name.err" || rc=$?
	if [ $rc = "$want_rc" ] && [ "$(wc -l <"$OUT/$name.err")" = 1 ] &&
	   grep -qF -- "$want" "$OUT/$name.err"; then
		ok
	else
		bad "$name: stockbench $*: exit $rc (want $want_rc), stderr '$(head -c 300 "$OUT/$name.err")', want one line with '$want'"
	fi
}

good_tests() {
	forest mixed 0.95 1 "" $M/7.3-1.csv $M/7.3-2.csv -- $M/7.3-rt-1.csv $M/7.3-rt-2.csv
	forest boots 0.95 1 "" $B/a1.csv $B/a2.csv $B/a3.csv $B/a4.csv $B/a5.csv -- \
		$B/b1.csv $B/b2.csv $B/b3.csv $B/b4.csv $B/b5.csv
	forest boots-ref 0.95 0 "--normalise ref" $B/a1.csv $B/a2.csv $B/a3.csv -- \
		$B/b1.csv $B/b2.csv $B/b3.csv
	forest boots-mw 0.95 1 "--test mw" $B/a1.csv $B/a2.csv $B/a3.csv -- \
		$B/b1.csv $B/b2.csv $B/b3.csv
	forest boots-welch90 0.9 0 "--test welch --confidence 90" $B/a1.csv $B/a2.csv -- \
		$B/b1.csv $B/b2.csv
	forest one-boot 0.95 1 "" $B/a1.csv -- $B/b1.csv
	forest duet-pairs 0.95 1 --pairs $D/a1.csv $D/a2.csv $D/a3.csv -- $D/b1.csv $D/b2.csv $D/b3.csv
	# a cell only in A: compare says "no boot measured in B"; not drawn, said so
	sed 's/^outside,mixed,/gone,mixed,/' $M/7.3-rt-1.csv >"$OUT/rt1-gone.csv"
	sed 's/^outside,mixed,/gone,mixed,/' $M/7.3-rt-2.csv >"$OUT/rt2-gone.csv"
	forest partial 0.95 1 "" $M/7.3-1.csv $M/7.3-2.csv -- "$OUT/rt1-gone.csv" "$OUT/rt2-gone.csv"
	if grep -qx "not drawn: page outside mixed: no boot measured in B" "$OUT/partial.plot"; then
		ok
	else
		bad "partial: no 'not drawn: page outside mixed: no boot measured in B' line: $(head -c 300 "$OUT/partial.plot")"
	fi
	# a name with '#' (group.c's name_ok allows it): a safe file name, the
	# name as it is in the title, and gnuplot does not take it for a comment
	local f
	for f in 7.3-1 7.3-rt-1; do
		sed 's/^outside,mixed,/o#1,mixed,/' $M/$f.csv >"$OUT/hash-$f.csv"
	done
	"$SB" plot -q --forest "$OUT/hash-7.3-1.csv" -- "$OUT/hash-7.3-rt-1.csv" -o "$OUT/hash" \
		>"$OUT/hash.out" 2>&1 || true
	if [ -s "$OUT/hash/forest-page-o_1-mixed.svg" ] && [ ! -s "$OUT/hash.out" ] &&
	   grep -q '^set title "page o#1 mixed: ' "$OUT/hash/forest-page-o_1-mixed.gp"; then
		ok
	else
		bad "a variant named o#1: $(ls "$OUT/hash" 2>&1 | head -3) $(head -c 300 "$OUT/hash.out")"
	fi
	# without -q it lists both charts of each cell drawn
	local n
	n=$("$SB" plot --forest $M/7.3-1.csv -- $M/7.3-rt-1.csv -o "$OUT/list" | grep -c '\.png .*\.svg$' || true)
	if [ "$n" = 2 ]; then ok; else bad "plot --forest lists $n cells, want 2"; fi
}

bad_tests() {
	local G=$M/7.3-1.csv H=$M/7.3-rt-1.csv
	refused empty-b 2 "not an empty B side" plot --forest $G -- -o "$OUT/e"
	refused empty-a 2 "not an empty A side" plot --forest -- $H -o "$OUT/e"
	refused no-sep 2 "not one list of files" plot --forest $G $H -o "$OUT/e"
	refused two-sep 2 "not two --" plot --forest $G -- $H -- $G -o "$OUT/e"
	refused no-o 2 "usage: stockbench plot --forest" plot --forest $G -- $H
	refused sep-no-forest 2 "-- between two lists of files only with --forest" plot $G -- $H -o "$OUT/e"
	refused conf-no-forest 2 "only with --forest" plot --confidence 90 $G -o "$OUT/e"
	refused pairs-uneven 2 "as many files after -- as before" plot --forest --pairs $G $G -- $H -o "$OUT/e"
	sed -e "s/^decoupled,mixed,/dx,mixed,/" -e "s/^outside,mixed,/ox,mixed,/" $H >"$OUT/nomatch.csv"
	refused cells-nomatch 1 "the cells of A and B do not match" plot --forest $G -- "$OUT/nomatch.csv" -o "$OUT/e"
	refused workloads 1 "mismatched runs" plot --forest $G -- tests/data/nonrt-obj.csv -o "$OUT/e"
	refused missing-file 1 "nosuch.csv" plot --forest $G -- "$OUT/nosuch.csv" -o "$OUT/e"
	if compgen -G "$OUT/e/*.png" >/dev/null; then
		bad "a refused plot --forest left charts in $OUT/e"
	else
		ok
	fi
}

if ! command -v gnuplot >/dev/null || ! command -v file >/dev/null; then
	echo "FAIL: forest-tests.sh needs gnuplot (gnuplot-nox) and file"
	echo "0 passed, 1 failed"
	exit 1
fi
for SB in "$@"; do
	echo "== forest $SB"
	good_tests
	bad_tests
	across_tests
	across_bad_tests
done
finish
