#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# plot --forest (forest.c): on the across-boots fixtures, every forest's
# pooled row must hold the ratio and interval compare prints for its cell,
# its title compare's verdict and the TCG note, and (ns/op at 95%) every
# boot and CPU row the median and CI recomputed from the CSV and printed
# by show (tests/forest-check.py); the PNG and SVG must be what `file`
# says they are; bad input gets one line on stderr and a non-zero exit.
#   forest-tests.sh STOCKBENCH...
set -euo pipefail
cd "$(dirname "$0")/.."
pass=0
fail=0
OUT=tests/out/forest.$$
rm -rf "$OUT"
mkdir -p "$OUT"
M=tests/data/boots-mixed
B=tests/data/boots
D=tests/data/duet

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# forest NAME CONF BOOTS OPTIONS A... -- B...: plot --forest and compare
# with the same OPTIONS (one word-split string) and files, then
# forest-check.py on the two (BOOTS=1: the boot and CPU rows too)
forest() {
	local name=$1 conf=$2 boots=$3 opts=$4 rc=0 line
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
	while IFS= read -r line; do
		case $line in
		"ok "*) ok ;;
		*) bad "$name: $line" ;;
		esac
	done <"$OUT/$name.check"
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
done
[ $fail = 0 ] && rm -rf "$OUT"
echo "$pass passed, $fail failed"
[ $fail = 0 ]
