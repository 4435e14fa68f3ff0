# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# testlib.sh - the one shell test library of the CLI's tests: every
# tests/*.sh sources it first (. "$(dirname "$0")/testlib.sh") rather
# than carry its own counters and checks, so a check means the same in
# every script and the closing line is written once.  Sourcing it moves
# to tools/stockbench, where the scripts' paths start.
#   scratch NAME        OUT=tests/out/NAME.PID, made empty (per process:
#                       two "make check" at once must not share files)
#   ok, bad WHAT        count a pass; count a failure and print "FAIL: WHAT"
#   expect RC WHAT      ok if RC is 0, else bad WHAT
#   that WHAT CMD...    ok if CMD succeeds, else bad WHAT
#   has LINE FILE       the exact line is in FILE (a condition, no count)
#   line LINE FILE WHAT, noline PATTERN FILE WHAT
#                       the exact line is printed / no line matches
#   golden NAME ARGS... "$SB ARGS..." exits 0, no stderr, stdout is
#                       tests/golden/NAME.out (UPDATE_GOLDEN=1 rewrites it
#                       when $SB is $FIRST)
#   unit CMD...         a C test program (tests/sbtest.h): its TAP, as
#                       tools/vm/guest/ktap.awk counts it, must say what
#                       its closing line says, with the plan 1..N and
#                       the version line; its passes are added, its "#"
#                       lines shown (on a failure: all but its "ok" lines)
#   finish              removes $OUT unless something failed (or KEEP=1),
#                       prints "N passed, N failed", exits 1 on a failure
# Plain POSIX sh: the scripts run under dash, bash and "set -eu".

# The scripts run from tools/stockbench, wherever they are started from.
cd "$(dirname "$0")/.." || exit 2
# the experiments' report layouts (show --layout), from tools/stockbench
L_PRIM=../../results/1-primitives/prim.layout
L_OPTNOOPT=../../results/1-primitives/optnoopt.layout
L_SHAKEEL=../../results/2-memcg-slots/shakeel.layout
L_KUNIYUKI=../../results/3-outside-irqs/kuniyuki.layout
pass=0
fail=0

scratch() {
	OUT=tests/out/$1.$$
	rm -rf "$OUT"
	mkdir -p "$OUT"
}

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
expect() { if [ "$1" = 0 ]; then ok; else bad "$2"; fi; }
that() {
	_what=$1
	shift
	if "$@"; then ok; else bad "$_what"; fi
}
has() { grep -qxF -- "$1" "$2"; }
line() { expect "$(has "$1" "$2"; echo $?)" "$3: no line '$1' in $2: $(head -c 600 "$2")"; }
noline() { expect "$(! grep -q -- "$1" "$2"; echo $?)" "$3: '$(grep -- "$1" "$2" | head -n 2)'"; }

golden() {
	name=$1
	shift
	rc=0
	"$SB" "$@" > "$OUT/$name.out" 2> "$OUT/$name.err" || rc=$?
	if [ -n "${UPDATE_GOLDEN:-}" ] && [ "$SB" = "${FIRST:-}" ]; then
		cp "$OUT/$name.out" "tests/golden/$name.out"
	fi
	if [ $rc != 0 ] || [ -s "$OUT/$name.err" ]; then
		bad "${what:+$what: }golden $name: rc $rc, stderr: $(head -c 300 "$OUT/$name.err")"
	elif ! diff -u "tests/golden/$name.out" "$OUT/$name.out" > "$OUT/$name.diff"; then
		head -n 40 "$OUT/$name.diff"
		bad "${what:+$what: }golden $name: output differs (UPDATE_GOLDEN=1 to accept)"
	else
		ok
	fi
}

unit() {
	rc=0
	"$@" > "$OUT/unit.log" 2>&1 || rc=$?
	l=$(tail -n 1 "$OUT/unit.log")
	np=$(echo "$l" | sed -n 's/^\([0-9]*\) passed, 0 failed$/\1/p')
	tap=$(awk -f ../vm/guest/ktap.awk "$OUT/unit.log")
	if [ -z "$np" ] || [ $rc != 0 ] || [ "$tap" != "$l" ] ||
	   ! has "TAP version 13" "$OUT/unit.log" || ! has "1..$np" "$OUT/unit.log"; then
		grep -v '^ok [0-9]' "$OUT/unit.log"
		bad "$*: rc $rc, closing line '$l', its TAP counted '$tap', plan $(grep '^1\.\.' "$OUT/unit.log")"
		return 0
	fi
	grep '^#' "$OUT/unit.log" || true
	pass=$((pass + np))
}

finish() {
	if [ "$fail" = 0 ] && [ -z "${KEEP:-}" ] && [ -n "${OUT:-}" ]; then
		rm -rf "$OUT"
	fi
	echo "$pass passed, $fail failed"
	[ "$fail" = 0 ] || exit 1
	exit 0
}
