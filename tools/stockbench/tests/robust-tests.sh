#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The CLI's limits (README.md, "Limits"): no hang on overflowing numbers,
# time linear in the input (very wide files, very many variants in show
# and the prim shape, 50k workloads and 100k header keys in compare, paired
# runs of many subjects), memory a bounded multiple of the file's size,
# huge schema numbers refused without undefined behaviour, a paired run
# with a block twice refused.
#   robust-tests.sh STOCKBENCH TEST_ROBUST STOCKBENCH_FUZZ
# Each timed command runs under "timeout $LIMIT" (15 s: well above what
# a linear pass takes on a loaded 2-CPU machine, well below what the
# quadratic code took: 21 to 37 s on an idle one).  Needs GNU time
# (/usr/bin/time, Debian package time) for the memory checks.
set -u
# ok, bad, unit, finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
SB=$1 TR=$2 SBF=$3
LIMIT=${LIMIT:-15}
scratch robust

# run NAME CMD...: stdout, stderr, rc in $OUT/NAME.{out,err,rc}; time-outs fail
run() {
	name=$1
	shift
	timeout -k 2 "$LIMIT" "$@" > "$OUT/$name.out" 2> "$OUT/$name.err"
	rc=$?
	echo $rc > "$OUT/$name.rc"
	if [ $rc = 124 ] || [ $rc = 137 ]; then
		bad "$name: $* did not end within $LIMIT s"
		return 1
	fi
	return 0
}

# refused NAME PATTERN CMD...: exit 1, one line on stderr matching PATTERN, no stdout
refused() {
	name=$1 pat=$2
	shift 2
	run "$name" "$@" || return
	if [ "$(cat "$OUT/$name.rc")" = 1 ] && [ "$(wc -l < "$OUT/$name.err")" = 1 ] &&
	   grep -q -e "$pat" "$OUT/$name.err" && [ ! -s "$OUT/$name.out" ]; then
		ok
	else
		bad "$name: want exit 1 and one line '$pat', got exit $(cat "$OUT/$name.rc"): $(head -c 300 "$OUT/$name.err")"
	fi
}

# --- numbers at the edge of a double -----------------------------------
numbers() {
	printf '1e308\n1e308\n1e308\n-1e308\n' > "$OUT/huge"
	refused stats-huge2 'numbers too large to compute with' "$SB" stats "$OUT/huge" "$OUT/huge"
	refused stats-huge1 'numbers too large to compute with' "$SB" stats "$OUT/huge"
	# a finite sum whose squared deviations pass DBL_MAX: was "inf", then
	# refused; scaled before squaring (stats.c), its sd is 1e200
	printf '1e200\n-1e200\n0\n' > "$OUT/wide"
	run stats-sd "$SB" stats "$OUT/wide" &&
		if [ "$(cat "$OUT/stats-sd.rc")" = 0 ] && grep -q '^x   3 .* 1e+200$' "$OUT/stats-sd.out"; then
			ok
		else
			bad "stats of +-1e200: exit $(cat "$OUT/stats-sd.rc") $(head -c 300 "$OUT/stats-sd.out" "$OUT/stats-sd.err")"
		fi
	# large but computable: still answered
	printf '1e150\n1.1e150\n1e150\n-1e150\n' > "$OUT/big"
	run stats-big "$SB" stats "$OUT/big" "$OUT/big" &&
		if [ "$(cat "$OUT/stats-big.rc")" = 0 ] && grep -q 'Hodges-Lehmann shift B - A = 0' "$OUT/stats-big.out"; then
			ok
		else
			bad "stats of +-1e150: exit $(cat "$OUT/stats-big.rc") $(head -c 300 "$OUT/stats-big.err")"
		fi
	# a line longer than 4 KiB is one line, not two numbers
	awk 'BEGIN { printf "5"; for (i = 0; i < 5000; i++) printf " "; print "7"; print 6; print 8 }' > "$OUT/long"
	run stats-long "$SB" stats "$OUT/long" &&
		if grep -q '^x   3 ' "$OUT/stats-long.out"; then
			ok
		else
			bad "stats of 3 lines, one of 5002 bytes: $(grep '^x' "$OUT/stats-long.out")"
		fi
	# the statistics themselves, under UBSan with float-cast-overflow
	unit timeout -k 2 "$LIMIT" "$TR"
}

# --- schema numbers: range-checked before any conversion to int --------
schema() {
	for v in 1e300 -1e300 2147483651 4294967299 9223372036854775808; do
		printf '# schema: stockbench-results %s\nvariant,context,workload,cpu,repeat,status,ns_per_op\n' "$v" > "$OUT/schema"
		want=$(awk -v v="$v" 'BEGIN { printf "%.15g", v + 0 }')
		refused "schema-$v" "schema stockbench-results $want is not supported" "$SBF" show "$OUT/schema"
		if grep -q 'runtime error' "$OUT/schema-$v.err"; then
			bad "schema $v: undefined behaviour: $(grep -m 1 'runtime error' "$OUT/schema-$v.err")"
		fi
	done
}

# --- time linear in the input ------------------------------------------
# wide FILE K DUP: a header of the required columns and K more (DUP: the
# first of them again at the end), one row
wide() {
	awk -v k="$2" -v dup="$3" 'BEGIN {
		print "# schema: stockbench-results 2"
		printf "variant,context,workload,cpu,repeat,status,ns_per_op"
		for (i = 1; i <= k; i++) printf ",c%d", i
		if (dup) printf ",c1"
		printf "\ndecoupled,task,page,0,0,ok,100"
		for (i = 1; i <= k + dup; i++) printf ","
		printf "\n" }' > "$1"
}

linear() {
	wide "$OUT/w100k.csv" 100000 0
	run wide-100k "$SB" show "$OUT/w100k.csv" &&
		if [ "$(cat "$OUT/wide-100k.rc")" = 0 ] && grep -q '^decoupled ' "$OUT/wide-100k.out"; then
			ok
		else
			bad "show of 100k columns: exit $(cat "$OUT/wide-100k.rc") $(head -c 300 "$OUT/wide-100k.err")"
		fi
	wide "$OUT/w100k-dup.csv" 100000 1
	refused wide-100k-dup "w100k-dup.csv:2: column 'c1' appears twice in header row" \
		"$SB" show "$OUT/w100k-dup.csv"
	awk 'BEGIN { print "# schema: stockbench-results 2"
		print "variant,context,workload,cpu,repeat,status,ns_per_op"
		for (i = 0; i < 50000; i++) print "v" i ",task,page,0,0,ok," 100 + i % 7 }' > "$OUT/v50k.csv"
	run variants-50k "$SB" show "$OUT/v50k.csv" &&
		if [ "$(grep -c '^v[0-9]* ' "$OUT/variants-50k.out")" = 50000 ]; then
			ok
		else
			bad "show of 50k variants: exit $(cat "$OUT/variants-50k.rc"), $(grep -c '^v[0-9]* ' "$OUT/variants-50k.out") rows"
		fi
	# the prim shape's variants, 50k of them
	sed 's/,page,/,prim,/' "$OUT/v50k.csv" > "$OUT/v50k-prim.csv"
	run prim-50k "$SB" show --layout $L_PRIM "$OUT/v50k-prim.csv" &&
		if [ "$(grep -c '^v[0-9]* ' "$OUT/prim-50k.out")" = 50000 ]; then
			ok
		else
			bad "show --layout $L_PRIM of 50k variants: exit $(cat "$OUT/prim-50k.rc"), $(grep -c '^v[0-9]* ' "$OUT/prim-50k.out") rows"
		fi
	# compare A B of files of 100k header keys each, all different
	awk 'BEGIN { print "# schema: stockbench-results 2"
		for (i = 0; i < 100000; i++) print "# k" i ": " i
		print "variant,context,workload,cpu,repeat,status,ns_per_op"
		print "decoupled,task,page,0,0,ok,100"; print "decoupled,task,page,0,1,ok,101" }' > "$OUT/env-a.csv"
	sed '/^# k/s/: /: x/' "$OUT/env-a.csv" > "$OUT/env-b.csv"
	run env-100k "$SB" compare "$OUT/env-a.csv" "$OUT/env-b.csv" &&
		if [ "$(grep -c '^CONFOUND: k[0-9]*: A [0-9]*; B x[0-9]*$' "$OUT/env-100k.out")" = 100000 ]; then
			ok
		else
			bad "compare of files of 100k header keys: exit $(cat "$OUT/env-100k.rc"), $(grep -c '^CONFOUND: k' "$OUT/env-100k.out") CONFOUND lines"
		fi
	# compare A A of a file of 50k workloads: each looked up in the other
	awk 'BEGIN { print "# schema: stockbench-results 2"
		print "variant,context,workload,cpu,repeat,status,ns_per_op"
		for (i = 0; i < 50000; i++) { print "decoupled,task,w" i ",0,0,ok," 100 + i % 7
			print "decoupled,task,w" i ",0,1,ok," 101 + i % 5 } }' > "$OUT/w50k.csv"
	run workloads-50k "$SB" compare "$OUT/w50k.csv" "$OUT/w50k.csv" &&
		if [ "$(grep -c '^w[0-9]* ' "$OUT/workloads-50k.out")" = 50000 ]; then
			ok
		else
			bad "compare of files of 50k workloads: exit $(cat "$OUT/workloads-50k.rc"), $(grep -c '^w[0-9]* ' "$OUT/workloads-50k.out") rows"
		fi
	# and the boots comparison of it, two boots a side
	run boots-50k "$SB" compare "$OUT/w50k.csv" "$OUT/w50k.csv" -- "$OUT/w50k.csv" "$OUT/w50k.csv" &&
		if [ "$(grep -c '^w[0-9]* .* 2+2 ' "$OUT/boots-50k.out")" = 50000 ]; then
			ok
		else
			bad "boots comparison of files of 50k workloads: exit $(cat "$OUT/boots-50k.rc"), $(grep -c '^w[0-9]* ' "$OUT/boots-50k.out") rows"
		fi
	# a paired run of 20000 subjects, 2 blocks each: 19999 pairings
	awk 'BEGIN { print "# schema: stockbench-results 3"
		print "# config: variants=all design=paired"
		print "variant,context,workload,cpu,repeat,status,ns_per_op,block"
		for (b = 0; b < 2; b++) for (i = 0; i < 20000; i++)
			print "v" i ",task,page,0,0,ok," 100 + (i * 7 + b) % 13 "," b }' > "$OUT/p20k.csv"
	run paired-20k "$SB" compare "$OUT/p20k.csv" &&
		if [ "$(grep -c '^v[0-9]*  *v0  *task ' "$OUT/paired-20k.out")" = 19999 ]; then
			ok
		else
			bad "compare of a paired run of 20000 subjects: exit $(cat "$OUT/paired-20k.rc"), $(grep -c '^v[0-9]*  *v0  *task ' "$OUT/paired-20k.out") rows"
		fi
	# one block twice: ambiguous pairs, refused with both lines
	awk 'NR == 4 { print; print; next } { print }' "$OUT/p20k.csv" > "$OUT/pdup.csv"
	refused paired-dup 'pdup.csv:5: a second ok row for variant v0, context task, cpu 0, repeat 0, block 0 (the first is line 4)' \
		"$SB" compare "$OUT/pdup.csv"
}

# --- memory: a bounded multiple of the file's size ----------------------
# rss FILE: the max RSS in KB of "show FILE" less that of a 3-line file
rss() {
	/usr/bin/time -f %M -o "$OUT/rss" "$SB" show "$1" > /dev/null 2>&1
	cat "$OUT/rss"
}

memory() {
	if [ ! -x /usr/bin/time ]; then
		bad "no /usr/bin/time (Debian package time): memory checks cannot run"
		return
	fi
	printf '# schema: stockbench-results 2\nvariant,context,workload,cpu,repeat,status,ns_per_op\nv,task,page,0,0,ok,1\n' > "$OUT/tiny.csv"
	base=$(rss "$OUT/tiny.csv")
	# a module file: paired-aa-inject.csv's rows repeated to 3.8 MB
	awk -F, '/^#/ { print; next } !h { print; h = 1; next } { row[n++] = $0 }
		END { for (rep = 0; bytes < 3800000; rep++)
			for (i = 0; i < n && bytes < 3800000; i++) {
				m = split(row[i], f, ","); f[5] += 10 * rep; s = f[1]
				for (j = 2; j <= m; j++) s = s "," f[j]
				print s; bytes += length(s) + 1 } }' tests/data/paired-aa-inject.csv > "$OUT/big.csv"
	# the worst case per byte: empty fields, one byte each
	awk 'BEGIN { print "# schema: stockbench-results 2"
		printf "variant,context,workload,cpu,repeat,status,ns_per_op"
		for (i = 0; i < 1000; i++) printf ",c%d", i
		print ""
		for (r = 0; r < 2000; r++) {
			printf "v,task,page,0,%d,ok,1", r
			for (i = 0; i < 1000; i++) printf ","
			print "" } }' > "$OUT/empty.csv"
	# and a header of 100k columns (from linear above)
	cp "$OUT/w100k.csv" "$OUT/wide.csv"
	for f in big:5 empty:10 wide:10; do
		name=${f%:*} max=${f#*:}
		bytes=$(wc -c < "$OUT/$name.csv")
		kb=$(rss "$OUT/$name.csv")
		if awk -v kb="$kb" -v base="$base" -v b="$bytes" -v m="$max" 'BEGIN { exit !((kb - base) * 1024 <= m * b) }'; then
			ok
		else
			bad "memory: show of $name.csv ($bytes bytes) took $((kb - base)) KB over a 3-line file's $base KB, more than $max bytes per byte"
		fi
		echo "# memory: $name.csv, $bytes bytes: max RSS $kb KB, $((kb - base)) KB over a 3-line file (limit: $max bytes per byte)"
	done
}

numbers
schema
linear
memory
finish
