#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# aa-sim.sh [CLI]: the false-positive rate of "compare A... -- B..." by
# simulation from the published raw data. Every kernel of every
# experiment in results/ with 4+ boots gives A/A comparisons: its boots
# split into two sides (2 vs 2 from the first 4 boots in every way, 3
# vs 3 from 6 boots in every way), the same kernel on both sides, so any
# row called slower or faster is a false positive. Per test (moderated,
# welch, mw) it counts the rows with p < 0.05 (the per-row rate, nominal
# 5%), the rows slower/faster after Holm (each table family-wise at
# 5%), and the rows "same within +-5%". Nothing boots; results/ is read
# only. Ends "N passed, N failed": failed when a test's per-row rate is
# above 10% (twice nominal) over 200 rows or more.
set -u
# ok, bad, finish; and the cd to tools/stockbench (no scratch: $tmp)
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
cli=$(realpath "${1:-./stockbench}")
res=$(realpath ../../results)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# splits N K: every way to choose K of boots 1..N for side A (the rest of
# the first 2K boots are side B), each split once (A holds boot 1)
splits() {
	case "$1:$2" in
	4:2) printf '%s\n' "1 2|3 4" "1 3|2 4" "1 4|2 3" ;;
	6:3) printf '%s\n' "1 2 3|4 5 6" "1 2 4|3 5 6" "1 2 5|3 4 6" "1 2 6|3 4 5" "1 3 4|2 5 6" \
		"1 3 5|2 4 6" "1 3 6|2 4 5" "1 4 5|2 3 6" "1 4 6|2 3 5" "1 5 6|2 3 4" ;;
	esac
}

# tally OUT: "rows p<0.05 signif same" of one compare output
tally() {
	awk '{ sub(/ same within [+]-[0-9.]+%$/, " same") }
	/p_holm/ { t = 1; next }
	t && !NF { t = 0 }
	t && NF >= 3 && $(NF - 2) ~ /^[0-9][0-9.e+-]*\*?$/ {
		p = $(NF - 2); sub(/\*$/, "", p); n++
		if (p + 0 < 0.05) lo++
		if ($NF == "slower" || $NF == "faster") s++
		if ($NF == "same") e++
	}
	END { print n + 0, lo + 0, s + 0, e + 0 }' "$1"
}

for test in moderated welch mw pairs-moderated pairs-welch pairs-mw; do
	pf=
	case $test in pairs-*) pf=--pairs ;; esac
	rows=0 low=0 sig=0 same=0 tables=0 anyfp=0
	for kd in "$res"/*/raw/*/; do
		[ -d "$kd/boot-4" ] || continue
		nb=$(find "$kd" -maxdepth 1 -name 'boot-*' -type d | wc -l)
		if [ "$nb" -ge 6 ]; then n=6 k=3; else n=4 k=2; fi
		for run in "$kd"/boot-1/*.csv; do
			run=$(basename "$run")
			[ "$run" != system.csv ] || continue
			while IFS='|' read -r a b; do
				fa="" fb=""
				for i in $a; do fa="$fa $kd/boot-$i/$run"; done
				for i in $b; do fb="$fb $kd/boot-$i/$run"; done
				# shellcheck disable=SC2086
				"$cli" compare $pf --test "${test#pairs-}" $fa -- $fb >"$tmp/o" 2>/dev/null || continue
				read -r r l s e < <(tally "$tmp/o")
				[ "$r" -gt 0 ] || continue
				rows=$((rows + r)) low=$((low + l)) sig=$((sig + s)) same=$((same + e))
				tables=$((tables + 1))
				[ "$s" = 0 ] || anyfp=$((anyfp + 1))
			done < <(splits $n $k)
		done
	done
	echo "aa-sim: $test: $tables A/A tables, $rows rows: p < 0.05 in $low ($(awk -v a=$low -v b=$rows 'BEGIN { printf "%.1f", b ? 100 * a / b : 0 }')%), "\
"slower/faster after Holm in $sig rows, tables with any: $anyfp/$tables; same within +-5% in $same rows"
	if [ "$rows" -ge 200 ] && [ $((low * 10)) -gt "$rows" ]; then
		bad "aa-sim: $test: per-row false-positive rate above 10%"
	else
		ok
	fi
done
finish
