#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# "stockbench trace" on a committed trace.dat + results.csv of one run
# (tests/data/trace/, recorded by tools/vm/guest/tests/95-trace.sh):
# summary against a golden file, --check agrees, every kind of
# disagreement and bad input is caught with a one-line reason; and a
# paired run's recording (tests/data/trace-paired/, 6.1, 5 blocks).
#   trace-tests.sh STOCKBENCH...
# UPDATE_GOLDEN=1 rewrites tests/golden/trace-summary.out and
# trace-pages-summary.out (tests/data/trace-pages/: a recording with the
# drain event's pages).
set -u
# ok, bad, finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch trace
D=tests/data/trace

# results.csv with column $1 of the first "ok" row changed by $2
mutate() {
	awk -F, -v OFS=, -v col="$1" -v delta="$2" '
		/^variant,/ { for (i = 1; i <= NF; i++) if ($i == col) c = i }
		!/^#/ && !/^variant,/ && !done && $6 == "ok" { $c = $c + delta; done = 1 }
		{ print }' "$D/results.csv"
}

# $1 expected rc, $2 what, then the command; output in $OUT/o
run_rc() {
	want=$1
	what=$2
	shift 2
	"$@" >"$OUT/o" 2>&1
	rc=$?
	if [ "$rc" = "$want" ]; then ok; else bad "$what: rc $rc, want $want: $(head -n 3 "$OUT/o")"; fi
}

one_line() {
	n=$(wc -l <"$OUT/o")
	if [ "$n" = 1 ] && grep -q "^stockbench trace: .*$1" "$OUT/o"; then ok; else
		bad "$2: want one line naming '$1', got: $(head -n 3 "$OUT/o")"
	fi
}

for SB in "$@"; do
	echo "# $SB"
	# the summary, against the golden file
	run_rc 0 "summary" "$SB" trace "$D/trace.dat"
	if [ "${UPDATE_GOLDEN:-0}" = 1 ]; then
		cp "$OUT/o" tests/golden/trace-summary.out
	fi
	if cmp -s "$OUT/o" tests/golden/trace-summary.out; then ok; else
		bad "summary differs from tests/golden/trace-summary.out"
		diff tests/golden/trace-summary.out "$OUT/o" | head -n 20
	fi
	if grep -q "no events lost" "$OUT/o"; then ok; else bad "summary: no 'no events lost'"; fi

	# a later 7.3-rt recording whose drain events carry pages and bytes
	P=tests/data/trace-pages
	run_rc 0 "pages summary" "$SB" trace "$P/trace.dat"
	if [ "${UPDATE_GOLDEN:-0}" = 1 ]; then
		cp "$OUT/o" tests/golden/trace-pages-summary.out
	fi
	if cmp -s "$OUT/o" tests/golden/trace-pages-summary.out; then ok; else
		bad "summary differs from tests/golden/trace-pages-summary.out"
		diff tests/golden/trace-pages-summary.out "$OUT/o" | head -n 20
	fi
	# drains that gave pages back say how many, per drain
	if grep -q '^    drained: pages local=[1-9][0-9]* dead=0 ([0-9.]* per drain), obj bytes=[0-9]*$' "$OUT/o"; then ok; else
		bad "pages summary: no 'drained: pages local=N' line"
	fi
	run_rc 0 "pages check" "$SB" trace --check "$P/results.csv" "$P/trace.dat"
	if grep -q "^check .*: 10 rows, 140 values compared, 0 mismatches$" "$OUT/o"; then ok; else
		bad "pages check: $(head -n 2 "$OUT/o")"
	fi

	# a paired run (5 blocks): one window per (stock, cpu) and block; with
	# ASan this caught the window list read after its realloc
	run_rc 0 "paired check" "$SB" trace --check tests/data/trace-paired/results.csv tests/data/trace-paired/trace.dat
	if grep -q "^check .*: 60 rows, 840 values compared, 0 mismatches$" "$OUT/o"; then ok; else
		bad "paired check: $(head -n 2 "$OUT/o")"
	fi

	# the events agree with the counters of the same run, exactly
	run_rc 0 "check" "$SB" trace --check "$D/results.csv" "$D/trace.dat"
	if grep -q "^check .*: [1-9][0-9]* rows, [1-9][0-9]* values compared, 0 mismatches$" "$OUT/o"; then ok; else
		bad "check: $(cat "$OUT/o")"
	fi

	# each counter the trace accounts for, off by one, must be caught
	for col in slow_charges trylock_fails direct_uncharges drains_local \
		drains_remote evictions hold_samples hold_ns_avg hits obj_misses; do
		mutate "$col" 1 >"$OUT/bad.csv"
		run_rc 1 "check $col+1" "$SB" trace --check "$OUT/bad.csv" "$D/trace.dat"
		if grep -q "^MISMATCH: .* $col=" "$OUT/o" &&
			grep -q " 1 mismatches$" "$OUT/o"; then ok; else
			bad "check $col+1: not named: $(head -n 2 "$OUT/o")"
		fi
	done
	# a results file of another run: one line that says so, not a
	# MISMATCH per value (before: 68, 118 and 10 of them)
	not_same() {
		"$SB" trace --check "$1" "$2" >"$OUT/ns.out" 2>"$OUT/ns.err"
		rc=$?
		if [ $rc = 1 ] && [ ! -s "$OUT/ns.out" ] && [ "$(wc -l <"$OUT/ns.err")" = 1 ] &&
			grep -qF "stockbench trace: $1 and $2 are not the same run: $3" "$OUT/ns.err"; then ok; else
			bad "check $1 against $2: rc $rc, want 1 and 'not the same run: $3': $(head -c 300 "$OUT/ns.err") $(head -n 2 "$OUT/ns.out")"
		fi
	}
	# the same layout (a later run of the same config): no row agrees
	not_same "$P/results.csv" "$D/trace.dat" "none of its 10 rows agrees with the trace in every value (68 of 140 values differ)"
	# a paired run's file (60 rows, 6.1): rows without windows
	not_same tests/data/trace-paired/results.csv "$D/trace.dat" \
		"the trace measured 10 windows (cpu x repeat x block) and the file has 60 ok rows: 50 rows without a window, 0 windows without a row"
	not_same "$D/results.csv" tests/data/trace-paired/trace.dat \
		"the trace measured 60 windows (cpu x repeat x block) and the file has 10 ok rows: 0 rows without a window, 50 windows without a row"
	# sb_run_start and sb_run_end against the config line and run_status
	sed 's/ repeats=1 / repeats=2 /' "$D/results.csv" >"$OUT/rep.csv"
	not_same "$OUT/rep.csv" "$D/trace.dat" "the trace's run has repeats=1, the file's config repeats=2"
	sed 's/ workload=page / workload=obj /' "$D/results.csv" >"$OUT/wl.csv"
	not_same "$OUT/wl.csv" "$D/trace.dat" "the trace's run has workload=page, the file's config workload=obj"
	sed 's/^# run_status: .*/# run_status: FAILURE: stopped/' "$D/results.csv" >"$OUT/st.csv"
	not_same "$OUT/st.csv" "$D/trace.dat" "the trace's run ended SUCCESS, the file says run_status FAILURE: stopped"

	# bad input: one line with the reason, never a crash
	run_rc 1 "missing file" "$SB" trace "$OUT/nonexistent.dat"
	one_line "No such file" "missing file"
	run_rc 1 "garbage" "$SB" trace "$D/results.csv"
	one_line "not a trace-cmd trace.dat" "garbage"
	head -c 4000 "$D/trace.dat" >"$OUT/trunc.dat"
	run_rc 1 "truncated" "$SB" trace "$OUT/trunc.dat"
	one_line "trace.dat" "truncated"
	run_rc 1 "directory" "$SB" trace "$D"
	one_line "not a regular file" "directory"
	run_rc 1 "check: missing csv" "$SB" trace --check "$OUT/none.csv" "$D/trace.dat"
	run_rc 2 "no argument" "$SB" trace
	run_rc 2 "two arguments" "$SB" trace "$D/trace.dat" "$D/trace.dat"
	run_rc 2 "bad option" "$SB" trace --bogus "$D/trace.dat"
done
finish
