#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# stockbench without trace support, built by the Makefile into tests/out/
# (the tree's binary untouched) twice: with NO_TRACE=1, and with a
# pkg-config that finds nothing.  Each build is warning-free, links no
# libtracecmd, prints the golden show, compare and shape outputs of the
# full build, runs stats, and "stockbench trace" exits 2 with one line
# saying what to install.
#   notrace-tests.sh [STOCKBENCH]   (MAKE=... names the make to run)
set -u
# ok, bad, golden (of the build $what), finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch notrace
D=tests/data
MSG="stockbench was built without libtracecmd: install libtracecmd-dev libtraceevent-dev and rebuild"
before=$(cksum "${1:-./stockbench}" 2>/dev/null)

# $1 name, then make's variables; the binary is $OUT/$1/stockbench
build() {
	what=$1
	shift
	mkdir -p "$OUT/$what"
	SB=$OUT/$what/stockbench
	if ! ${MAKE:-make} --no-print-directory "$@" OUTPUT="$OUT/$what/" \
	     >"$OUT/$what.log" 2>&1 || [ ! -x "$SB" ]; then
		bad "$what: build failed: $(tail -n 5 "$OUT/$what.log")"
		return 1
	fi
	ok
	if grep -q "warning:" "$OUT/$what.log"; then
		bad "$what: build warnings: $(grep -m 3 "warning:" "$OUT/$what.log")"
	else
		ok
	fi
	if readelf -d "$SB" | grep -q "NEEDED.*lib\(tracecmd\|traceevent\)"; then
		bad "$what: links libtracecmd or libtraceevent"
	else
		ok
	fi
}

tests() {
	golden show-nonrt show $D/nonrt-page.csv
	golden compare-rt compare $D/nonrt-page.csv $D/rt-page.csv
	golden shape-prim show --layout $L_PRIM $D/prim-zen2.csv $D/prim-skylake.csv
	printf '1\n2\n3\n4\n' >"$OUT/a.txt"
	printf '2\n3\n4\n5\n' >"$OUT/b.txt"
	if "$SB" stats "$OUT/a.txt" "$OUT/b.txt" >"$OUT/stats.out" 2>&1 &&
	   grep -q '^x   4             1             4           2.5           2.5 ' "$OUT/stats.out" &&
	   grep -q '^Hodges-Lehmann shift B - A = 1, ' "$OUT/stats.out"; then ok; else
		bad "$what: stats: $(head -c 300 "$OUT/stats.out")"
	fi
	# trace: exit 2, nothing on stdout, exactly the one line on stderr
	"$SB" trace $D/trace/trace.dat >"$OUT/t.out" 2>"$OUT/t.err"
	rc=$?
	if [ $rc = 2 ] && [ ! -s "$OUT/t.out" ] && [ "$(cat "$OUT/t.err")" = "$MSG" ]; then ok; else
		bad "$what: trace: rc $rc, want 2 and '$MSG', got: $(head -c 300 "$OUT/t.err")"
	fi
}

if build no-trace NO_TRACE=1; then
	tests
	# asked for: no notice
	if grep -q "building without" "$OUT/no-trace.log"; then
		bad "no-trace: NO_TRACE=1 printed the not-found notice"
	else
		ok
	fi
fi
if build not-found NO_TRACE= PKG_CONFIG=false; then
	tests
	if grep -q "^stockbench: libtracecmd not found by pkg-config: building without 'trace'" \
	     "$OUT/not-found.log"; then ok; else
		bad "not-found: no notice that trace is built out: $(head -n 3 "$OUT/not-found.log")"
	fi
fi
if [ "$(cksum "${1:-./stockbench}" 2>/dev/null)" = "$before" ]; then ok; else
	bad "the builds under $OUT changed ${1:-./stockbench}"
fi

finish
