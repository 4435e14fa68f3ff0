#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# compare --share A,B: the difference of two variants of one run, block by
# block, compared across boots (results/answer's memcg share of kmalloc).
# Synthetic paired runs whose answer is known by construction: kmalloc
# costs kmalloc_noacct's 5000 ns plus a share of 100 ns on "!RT" and 200 ns
# on "RT" (the share exactly 2x, the accounted total only 1.02x), under a
# host that slows from 1x to 2x over each run, a speed per round shared by
# its two boots, cpu1 2% slower, and one block per CPU and context where
# kmalloc_noacct spiked (a negative difference). Each case can fail:
#   - --pairs finds 2x (CI around it, slower), and without --share the
#     accounted total is about 1.02x, so a --share that compared the
#     totals fails; unpaired, the estimate is 2x too;
#   - the mutant with kmalloc_noacct's blocks shifted by one (paired with
#     the block before): under the drift its differences gain about
#     5000 x (1 - 1/1.0116) = 57 ns, and the ratio falls to about 1.6:
#     pairing by block matters, and the check catches a --share that
#     paired otherwise;
#   - --instr-a/-b give the difference of the instructions too;
#   - every bad input is refused in one line with its reason, never a crash
#     (run against the sanitizer build too).
#   share-tests.sh STOCKBENCH...
set -u
# ok, bad, expect, finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch share
SHARE=kmalloc,kmalloc_noacct
V=kmalloc-kmalloc_noacct
# awk's prologue for compare --format csv: k[NAME] is the column NAME
K='NR == 1 { for (i = 1; i <= NF; i++) k[$i] = i; next }'

# kfile RT F S SEED [shift]: a paired run of kmalloc and kmalloc_noacct in
# task and bh, 2 cpus x 60 blocks, on stdout; RT yes or no, F the round's
# host speed, S the share in ns; shift: kmalloc_noacct's block numbers
# moved by one (the mutant)
kfile() {
	sed -n '1,/^variant,/p' tests/data/paired-aa-inject.csv |
		sed "s/^# rt: no\$/# rt: $1/;
		     s/^# kernel: 6.1.0-57-amd64\$/# kernel: 6.1.0-57-$([ "$1" = yes ] && echo rt-)amd64/;
		     s/variants=locallock,locallock,locallock contexts=task,softirq workload=page/variants=kmalloc,kmalloc_noacct contexts=task,bh workload=kmalloc/;
		     s/inject=locallock#3:25/inject=none/"
	awk -v f="$2" -v share="$3" -v seed="$4" -v shift="${5:-0}" 'BEGIN {
		split("task bh", ctx, " ")
		for (c = 1; c <= 2; c++) for (cpu = 0; cpu < 2; cpu++) for (blk = 0; blk < 60; blk++) {
			sp = f * (1 + blk / 60) * (cpu ? 1.02 : 1)
			for (s = 0; s < 2; s++) {
				# +-0.05% noise, the same with every awk (no rand())
				x = blk * 7919 + cpu * 104729 + s * 613 + c * 353 + seed * 131
				u = (x * x % 997) / 997
				ns = sp * (5000 + (s ? 0 : share)) * (1 + 0.001 * (u - 0.5))
				if (s && blk == 7)
					ns *= 3
				b = s ? (blk + shift) % 60 : blk
				printf "%s,%s,kmalloc,%d,0,ok,1000,%.3f,0,0,0,0,0", s ? "kmalloc_noacct" : "kmalloc",
					ctx[c], cpu, ns
				for (i = 0; i < 18; i++) printf ",0"
				printf ",ok,1.000,%.3f,0,,,,,,,,,,,,,,,,", ns
				printf ",%d,%d,0,0.000\n", b, s
			}
		}
	}'
}

# the three rounds: !RT in a*.csv, RT in b*.csv, the round's speed shared
i=0
for f in 1.0 1.3 0.8; do
	i=$((i + 1))
	kfile no $f 100 $i >"$OUT/a$i.csv"
	kfile yes $f 200 $((i + 10)) >"$OUT/b$i.csv"
	kfile no $f 100 $i 1 >"$OUT/ma$i.csv"
	kfile yes $f 200 $((i + 10)) 1 >"$OUT/mb$i.csv"
done
A="$OUT/a1.csv $OUT/a2.csv $OUT/a3.csv"
B="$OUT/b1.csv $OUT/b2.csv $OUT/b3.csv"
MA="$OUT/ma1.csv $OUT/ma2.csv $OUT/ma3.csv"
MB="$OUT/mb1.csv $OUT/mb2.csv $OUT/mb3.csv"
printf 'kmalloc task 1500.0\nkmalloc_noacct task 1000.0\n' >"$OUT/ia.txt"
printf 'kmalloc task 2100.0\nkmalloc_noacct task 1100.0\nkmalloc bh inexact 3 4\nkmalloc_noacct bh 1\n' >"$OUT/ib.txt"

# row CSV CONTEXT: "ratio lo hi verdict" of the share's row in compare's csv
row() {
	awk -F, -v v="$V" -v c="$2" "$K"'$k["variant"] == v && $k["context"] == c {
		print $k["ratio"], $k["ci_lo"], $k["ci_hi"], $k["verdict"] }' "$1"
}

# refused NAME RC WANT ARGS...: exit RC, one line on stderr with WANT, no table
refused() {
	name=$1 want_rc=$2 want=$3
	shift 3
	"$SB" "$@" >"$OUT/$name.out" 2>"$OUT/$name.err"
	rc=$?
	if [ $rc = "$want_rc" ] && [ "$(wc -l <"$OUT/$name.err")" = 1 ] &&
	   grep -qF -- "$want" "$OUT/$name.err" && ! grep -q "^$V" "$OUT/$name.out"; then
		ok
	else
		bad "$name: stockbench $*: rc $rc (want $want_rc), stderr '$(head -c 300 "$OUT/$name.err")', want '$want'"
	fi
}

for SB in "$@"; do
	echo "# $SB"
	# 1. paired by round: the share exactly 2x, in both contexts
	"$SB" compare --format csv --share $SHARE --pairs $A -- $B >"$OUT/p.csv" 2>"$OUT/p.err"
	for c in task bh; do
		r=$(row "$OUT/p.csv" $c)
			if [ ! -s "$OUT/p.err" ] && awk -v r="$r" 'BEGIN { split(r, x, " ")
			exit !(x[1] > 1.98 && x[1] < 2.02 && x[2] < 2 && x[3] > 2 && x[2] > 1.9 &&
			       x[3] < 2.1 && x[4] == "slower") }'; then
			ok
		else
			bad "--share --pairs, $c: '$r', want 2 [< 2, > 2] slower: $(head -c 300 "$OUT/p.err")"
		fi
	done
	# the same files without --share: the accounted totals, about 1.02x
	"$SB" compare --format csv --pairs $A -- $B >"$OUT/t.csv" 2>&1
	r=$(awk -F, "$K"'$k["variant"] == "kmalloc" && $k["context"] == "task" { print $k["ratio"] }' "$OUT/t.csv")
	expect "$(awk -v r="$r" 'BEGIN { exit !(r > 1.01 && r < 1.03) }'; echo $?)" \
		"--pairs without --share: kmalloc task '$r', want about 1.02 (5200 / 5100)"
	# the text and md tables: the share's row and the line that says what it is
	"$SB" compare --format md --share $SHARE --pairs $A -- $B >"$OUT/p.md" 2>&1
	expect "$(grep -q "^| $V | task | 3 pairs | " "$OUT/p.md" &&
		grep -q "^share: $V = kmalloc's ns/op less kmalloc_noacct's, per block of each file\$" "$OUT/p.md" &&
		! grep -q '^| kmalloc |' "$OUT/p.md"; echo $?)" "--share --format md: $(grep '^| ' "$OUT/p.md" | head -n 4)"
	# unpaired: the round's speed cancels in neither side's mean alone, but
	# both sides hold the same speeds: 2x again, with a wider interval
	"$SB" compare --format csv --share $SHARE $A -- $B >"$OUT/u.csv" 2>&1
	r=$(row "$OUT/u.csv" task)
	expect "$(awk -v r="$r" 'BEGIN { split(r, x, " "); exit !(x[1] > 1.98 && x[1] < 2.02 && x[2] < 2 && x[3] > 2) }'; echo $?)" \
		"--share unpaired, task: '$r', want 2 [< 2, > 2]"

	# 2. the mutant: kmalloc_noacct paired with the block before, under the
	# drift: the share gains about 57 ns a side, the ratio falls to ~1.6
	"$SB" compare --format csv --share $SHARE --pairs $MA -- $MB >"$OUT/m.csv" 2>&1
	r=$(row "$OUT/m.csv" task)
	expect "$(awk -v r="$r" 'BEGIN { split(r, x, " "); exit !(x[1] > 1.5 && x[1] < 1.75 && x[3] < 1.9) }'; echo $?)" \
		"mutant (blocks shifted by one): '$r': want about 1.6 with the CI below 2 (else the 2x above does not show that --share pairs by block)"

	# 3. --instr-a/-b: A's count less B's, per side; inexact stays inexact
	"$SB" compare --format csv --share $SHARE --pairs --instr-a "$OUT/ia.txt" --instr-b "$OUT/ib.txt" \
		$A -- $B >"$OUT/i.csv" 2>&1
	expect "$(grep -q ",$V,task,.*,500,1000,2\$" "$OUT/i.csv" && grep -q ",$V,bh,.*,,inexact,\$" "$OUT/i.csv"; echo $?)" \
		"--share --instr-a/-b: $(grep ",$V," "$OUT/i.csv")"

	# 4. a blocked-design file: paired by CPU and repeat, and said so
	sed 's/design=paired/design=blocked/' "$OUT/a1.csv" >"$OUT/blocked.csv"
	"$SB" compare --share $SHARE "$OUT/blocked.csv" "$OUT/a2.csv" -- "$OUT/b1.csv" "$OUT/b2.csv" >"$OUT/bl.out" 2>"$OUT/bl.err"
	rc=$?
	expect "$([ $rc = 0 ] && [ ! -s "$OUT/bl.err" ] &&
		grep -q "^NOTE: $OUT/blocked.csv is not a run of the paired design: --share paired its kmalloc and kmalloc_noacct rows by context, CPU and repeat" "$OUT/bl.out"; echo $?)" \
		"--share of a blocked-design file: $(head -c 300 "$OUT/bl.err") $(grep NOTE "$OUT/bl.out")"

	# 5. bad input, one line each
	refused no-comma 2 "--share takes two different variants A,B" compare --share kmalloc $A -- $B
	refused same 2 "--share takes two different variants A,B" compare --share kmalloc,kmalloc $A -- $B
	refused empty 2 "not ',kmalloc'" compare --share ,kmalloc $A -- $B
	refused three 2 "not 'a,b,c'" compare --share a,b,c $A -- $B
	refused no-arg 2 "missing argument: --share" compare $A -- $B --share
	refused unknown 1 "$OUT/a1.csv has no variant kmalloc_acct (--share kmalloc_acct,kmalloc_noacct); its variants: kmalloc, kmalloc_noacct" \
		compare --share kmalloc_acct,kmalloc_noacct --pairs $A -- $B
	grep -v '^kmalloc_noacct,' "$OUT/b2.csv" >"$OUT/b2-only.csv"
	refused missing-in-one 1 "$OUT/b2-only.csv has no variant kmalloc_noacct (--share kmalloc,kmalloc_noacct); its variants: kmalloc" \
		compare --share $SHARE --pairs $A -- "$OUT/b1.csv" "$OUT/b2-only.csv" "$OUT/b3.csv"
	sed 's/^\(kmalloc_noacct,[a-z]*,kmalloc,[0-9]*,[0-9]*\),ok,/\1,skipped: not run here,/' "$OUT/a1.csv" >"$OUT/skipped.csv"
	refused no-block 1 "$OUT/skipped.csv: no block where both kmalloc and kmalloc_noacct have an ok row" \
		compare --share $SHARE "$OUT/skipped.csv" -- "$OUT/b1.csv"
	refused one-file 2 "--share kmalloc,kmalloc_noacct goes with boots A1 ... -- B1 ..." \
		compare --share $SHARE "$OUT/a1.csv"
	refused two-files 2 "goes with boots A1 ... -- B1 ..." compare --share $SHARE "$OUT/a1.csv" "$OUT/b1.csv"
	refused across 2 "goes with boots A1 ... -- B1 ..." compare --share $SHARE --across-boots "$OUT/a1.csv" "$OUT/a2.csv"
	refused metric 2 "not with --metric" compare --share $SHARE --metric hold_ns $A -- $B
	refused show 2 "stockbench show: --share is not an option of show" show --share $SHARE "$OUT/a1.csv"
	refused plot 2 "stockbench plot: --share is not an option of plot" plot --forest --share $SHARE $A -- $B -o "$OUT/f"
done
finish
