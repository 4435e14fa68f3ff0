#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# CLI fuzz: every reading subcommand on generated inputs (tests/fuzz/gen.py),
# each run under a time limit, against a build with ASan, UBSan and
# -fsanitize=float-cast-overflow (make stockbench-fuzz).
#   run.sh STOCKBENCH SEED NCASES [short|long] [SECONDS]
# A run fails when it times out, dies of a signal, prints a sanitizer
# report, exits other than 0, 1 or 2, or exits non-zero with nothing on
# stderr or stdout (no reason given; trace --check prints its
# mismatches on stdout).  Prints one FAIL line per failed run with
# what reproduces it, then "N passed, N failed" (runs, not cases).
# FUZZ_KEEP=1 keeps the generated cases under tests/out/.
set -u
cd "$(dirname "$0")/../.." || exit 2

if [ "${1:-}" = --case ]; then
	# one case directory: run every command, one PASS/FAIL line each
	d=$2
	kind=$(cat "$d/kind")
	one() {
		timeout -k 2 "$FUZZ_TMO" "$FUZZ_SB" "$@" > "$d/out" 2> "$d/err"
		rc=$?
		why=
		if [ $rc = 124 ] || [ $rc = 137 ]; then
			why="timed out after $FUZZ_TMO s"
		elif grep -q -E 'runtime error|Sanitizer|LeakSanitizer' "$d/err"; then
			why="sanitizer: $(grep -m 1 -E 'runtime error|ERROR: ' "$d/err")"
		elif [ $rc -gt 2 ]; then
			why="exit $rc"
		elif [ $rc != 0 ] && [ ! -s "$d/err" ] && [ ! -s "$d/out" ]; then
			why="exit $rc with no reason"
		elif [ $rc = 0 ] && [ "$2" = --format ] && [ "$3" = json ] &&
			! python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$d/out" 2>/dev/null; then
			why="--format json printed what is not JSON"
		fi
		if [ -n "$why" ]; then
			echo "FAIL: case $d ($kind): stockbench $*: $why"
		else
			echo PASS
		fi
	}
	a=$d/a.csv b=$d/b.csv
	one show "$a"
	one show --format md "$a" "$b"
	one show --layout ../../results/3-outside-irqs/kuniyuki.layout "$a"
	one show --layout ../../results/1-primitives/prim.layout "$a" "$b"
	one compare "$a" "$b"
	one compare "$a"
	one compare --metric tryfail_per_kop "$a"
	one compare --metric tryfail_per_ms "$a"
	one compare --normalise ref "$a" "$b"
	one compare --normalise ref "$a"
	one compare "$a" "$b" -- "$b" "$a"
	one compare --pairs "$a" "$b" -- "$b" "$a"
	one compare --pairs --test mw "$a" -- "$b"
	one compare --share decoupled,outside --pairs "$a" "$b" -- "$b" "$a"
	one compare --across-boots "$a" "$b"
	one compare --across-boots --metric tryfail_per_kop "$a" "$b"
	one show --format json "$a" "$b"
	one show --format csv --layout ../../results/3-outside-irqs/kuniyuki.layout "$a"
	one compare --format json "$a" "$b"
	one compare --format csv "$a" "$b" -- "$b" "$a"
	one compare --format json --across-boots --allow-confounds "$a" "$b"
	one stats "$d/x.txt" "$d/y.txt"
	one stats "$d/x.txt"
	# the two that start other programs (gnuplot) or read a trace: on
	# the damaged real files only
	if [ "$kind" = mutate ]; then
		one plot "$a" -o "$d/plot"
		one plot --forest "$a" -- "$b" -o "$d/forest"
		one plot --forest --across-boots "$a" "$b" -o "$d/across"
		if [ "${FUZZ_TRACE:-1}" = 1 ]; then
			one trace --check "$a" tests/data/trace/trace.dat
		fi
	fi
	exit 0
fi

SB=$1 SEED=$2 N=$3 MODE=${4:-short} TMO=${5:-10}
OUT=tests/out/fuzz-$$
rm -rf "$OUT"
mkdir -p "$OUT"
if ! python3 tests/fuzz/gen.py "$SEED" "$N" "$OUT" "$MODE"; then
	echo "0 passed, 1 failed"
	exit 1
fi
export FUZZ_SB=$SB FUZZ_TMO=$TMO
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1
# the plot command's gnuplot: where it lives does not matter here
start=$(date +%s)
ls -d "$OUT"/[0-9]* | xargs -P "$(nproc)" -n 1 sh tests/fuzz/run.sh --case > "$OUT/log"
pass=$(grep -c '^PASS$' "$OUT/log")
fail=$(grep -c '^FAIL' "$OUT/log")
grep '^FAIL' "$OUT/log"
echo "fuzz: seed $SEED, $N cases ($MODE), $SB, $(($(date +%s) - start)) s"
[ $fail = 0 ] && [ "${FUZZ_KEEP:-0}" != 1 ] && rm -rf "$OUT"
[ $fail != 0 ] && echo "fuzz: cases kept in $OUT (regenerate: python3 tests/fuzz/gen.py $SEED $N DIR $MODE)"
echo "$pass passed, $fail failed"
[ $fail = 0 ]
