#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Inputs on which a CLI could print a wrong answer and exit 0 (issue 45):
# each must be refused with its reason, or answered right; a quiet wrong
# answer is the failure a reader cannot see (trace --check's case is in
# trace-tests.sh, which needs a build with trace).
#   traps-tests.sh STOCKBENCH...
set -u
# ok, bad, expect, has, finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch traps
D=tests/data

# refused RC WANT ARGS...: exit RC, one line on stderr containing WANT,
# nothing on stdout
refused() {
	want_rc=$1
	want=$2
	shift 2
	"$SB" "$@" >"$OUT/r.out" 2>"$OUT/r.err"
	rc=$?
	expect "$([ $rc = "$want_rc" ] && [ "$(wc -l <"$OUT/r.err")" = 1 ] && [ ! -s "$OUT/r.out" ] &&
		grep -qF -- "$want" "$OUT/r.err"; echo $?)" \
		"stockbench $*: rc $rc, want $want_rc and one line '$want': $(head -c 400 "$OUT/r.err") $(head -c 200 "$OUT/r.out")"
}

# plot of two files with one base name (every results/ boot's obj.csv):
# each gets charts of its own, named from the path's distinguishing parts
plot_tests() {
	mkdir -p "$OUT/6.1/boot-1" "$OUT/6.1-rt/boot-1"
	cp $D/nonrt-page.csv "$OUT/6.1/boot-1/obj.csv"
	cp $D/rt-page.csv "$OUT/6.1-rt/boot-1/obj.csv"
	"$SB" plot "$OUT/6.1/boot-1/obj.csv" "$OUT/6.1-rt/boot-1/obj.csv" -o "$OUT/pl" >"$OUT/pl.out" 2>&1
	rc=$?
	n=$(tr ' ' '\n' <"$OUT/pl.out" | grep -c .)
	u=$(tr ' ' '\n' <"$OUT/pl.out" | sort -u | grep -c .)
	expect "$([ $rc = 0 ] && [ "$n" = 8 ] && [ "$u" = 8 ]; echo $?)" \
		"plot of two obj.csv: rc $rc, $u distinct of $n charts listed: $(cat "$OUT/pl.out")"
	expect "$(grep -q 'kernel 6.1.0-57-rt-amd64' "$OUT/pl/6.1-rt_boot-1_obj.gp" &&
		grep -q 'kernel 6.1.0-57-amd64' "$OUT/pl/6.1_boot-1_obj.gp"; echo $?)" \
		"plot of two obj.csv: each file's script is not its own: $(ls "$OUT/pl")"
	# one base name only: the charts keep it
	"$SB" plot -q $D/rt-page.csv -o "$OUT/pl1" >/dev/null 2>&1
	expect "$([ -f "$OUT/pl1/rt-page-nsop.png" ]; echo $?)" "plot of one file: not rt-page-nsop.png: $(ls "$OUT/pl1")"
	# the same file twice cannot be told apart: refused, nothing drawn
	refused 2 "would both be drawn as $OUT/pl2/tests_data_rt-page-*: give each file once" \
		plot $D/rt-page.csv ./$D/rt-page.csv -o "$OUT/pl2"
	expect "$([ ! -e "$OUT/pl2" ]; echo $?)" "plot of one file twice: made $OUT/pl2"
}

# --across-boots: the boots of one kernel and config, or refused
across_tests() {
	P=$D/paired-aa-inject.csv
	sed 's/^# kernel: .*/# kernel: 6.1.0-57-rt-amd64/; s/^# preempt: .*/# preempt: rt/; s/^# rt: .*/# rt: yes/' \
		$P >"$OUT/rt.csv"
	refused 1 "--across-boots takes boots of one kernel and config, and these files differ in 3 fields: kernel (6.1.0-57-amd64/6.1.0-57-rt-amd64), preempt (rt/voluntary), rt (no/yes)" \
		compare --across-boots $P "$OUT/rt.csv"
	refused 1 "differ in 3 fields" plot --forest --across-boots $P "$OUT/rt.csv" -o "$OUT/fa"
	sed 's/ samples=\([0-9]*\)/ samples=1\1/' $P >"$OUT/cfg.csv"
	refused 1 "differ in 1 field: config (" compare --across-boots $P "$OUT/cfg.csv"
	"$SB" compare --across-boots --allow-confounds $P "$OUT/rt.csv" >"$OUT/allow.out" 2>&1
	expect "$?" "compare --across-boots --allow-confounds: $(head -c 300 "$OUT/allow.out")"
	# boots of one kernel: their per-boot measurements may differ
	sed 's/^# tsc_khz: .*/# tsc_khz: 2600017/; s/^# started: .*/# started: 1/' $P >"$OUT/b2.csv"
	"$SB" compare --across-boots $P "$OUT/b2.csv" >"$OUT/b2.out" 2>&1
	expect "$?" "compare --across-boots of one kernel: $(head -c 300 "$OUT/b2.out")"
	refused 2 "--allow-confounds only with --across-boots" compare --allow-confounds $P
}

# a blank counter in an ok row: hit% and slow/kop would mix rows
blank_tests() {
	awk -F, -v OFS=, 'NR == 20 { $7 = ""; $14 = "" } 1' $D/nonrt-page.csv >"$OUT/blank.csv"
	refused 1 "$OUT/blank.csv:20: column 'ops' is empty in an ok row" show "$OUT/blank.csv"
	awk -F, -v OFS=, 'NR == 20 { $14 = "" } 1' $D/nonrt-page.csv >"$OUT/blank2.csv"
	refused 1 "$OUT/blank2.csv:20: column 'hits' is empty in an ok row" show "$OUT/blank2.csv"
	refused 1 "column 'hits' is empty" compare "$OUT/blank2.csv" $D/rt-page.csv
}

# a row twice in a file that is not a paired run: not one more replicate
dup_tests() {
	awk 'NR == 20 { print } 1' $D/nonrt-page.csv >"$OUT/dup.csv"
	refused 1 "$OUT/dup.csv:21: a second ok row for workload page, variant irq, context task, cpu 0, repeat 0 (the first is line 20)" \
		show "$OUT/dup.csv"
	refused 1 "a second ok row" compare "$OUT/dup.csv" $D/rt-page.csv
	# a module of 2026-11 printed two subjects as locallock (the
	# fixture names the second locallock#2): 4 rows a cell, not 2
	sed 's/^locallock#2,/locallock,/' $D/module-6.1-page.csv >"$OUT/old-module.csv"
	refused 1 "old-module.csv:54: a second ok row for workload page, variant locallock, context task, cpu 0, repeat 0 (the first is line 43)" \
		show "$OUT/old-module.csv"
}

# stats: tiny values keep their sd; relative figures only where defined
stats_tests() {
	printf '1e-300\n2e-300\n3e-300\n' >"$OUT/a"
	printf '1e-300\n1e-300\n1e-300\n' >"$OUT/b"
	"$SB" stats "$OUT/a" "$OUT/b" >"$OUT/tiny.out" 2>&1
	# sd of 1, 2, 3 is 1; pooled s sqrt(2 / 4); t(.975, 4) 2.776: 2.776 *
	# 0.7071 * 0.8165 = 1.60 > |diff| 1: no difference (t test p 0.16)
	expect "$(grep -q '^x   3 .* 1e-300$' "$OUT/tiny.out" && has "No difference proven at 95.0% confidence" "$OUT/tiny.out"; echo $?)" \
		"stats of 1e-300..3e-300: $(cat "$OUT/tiny.out")"
	printf '%s\n' -1 0 1 >"$OUT/z"
	printf '%s\n' 5 6 7 >"$OUT/f"
	"$SB" stats "$OUT/z" "$OUT/f" >"$OUT/zero.out" 2>&1
	expect "$(! grep -qi 'inf\|nan' "$OUT/zero.out" && grep -q 'no relative difference: the mean of the first file is 0' "$OUT/zero.out" &&
		grep -q '^	6 +/- 2.26696$' "$OUT/zero.out"; echo $?)" "stats with mean 0: $(cat "$OUT/zero.out")"
}

# hit%: one definition, the module's (module/sb_summary.h): page and obj
# stock hits over all lookups, in tenths of a percent
hit_tests() {
	# as a module's workload=obj rows: every lookup in the obj stock
	awk -F, -v OFS=, '/^#/ { print; next } !h { for (i = 1; i <= NF; i++) c[$i] = i; h = 1; print; next }
		{ $c["obj_hits"] = $c["hits"]; $c["obj_misses"] = $c["misses"]; $c["hits"] = 0; $c["misses"] = 0; print }' \
		$D/nonrt-obj.csv >"$OUT/obj.csv"
	awk -F, '/^#/ { next } !h { for (i = 1; i <= NF; i++) c[$i] = i; h = 1; next }
		$c["status"] == "ok" { k = $c["variant"] " " $c["context"]
			hit[k] += $c["hits"] + $c["obj_hits"]; all[k] += $c["hits"] + $c["obj_hits"] + $c["misses"] + $c["obj_misses"] }
		END { for (k in hit) printf "%s %.1f\n", k, int(hit[k] * 1000 / all[k] + 0.5) / 10 }' \
		"$OUT/obj.csv" | sort >"$OUT/hit.want"
	"$SB" show --format md "$OUT/obj.csv" >"$OUT/obj.md" 2>&1
	awk -F' *[|] *' '/^[|]/ && !h { for (i = 2; i < NF; i++) c[$i] = i; h = 1; next }
		/^[|] *[a-z]/ && h { print $c["variant"], $c["context"], $c["hit%"] }' "$OUT/obj.md" | sort >"$OUT/hit.got"
	expect "$([ -s "$OUT/hit.want" ] && cmp -s "$OUT/hit.want" "$OUT/hit.got"; echo $?)" \
		"show workload=obj: hit% not (hits + obj_hits) / lookups: want $(cat "$OUT/hit.want"), got $(cat "$OUT/hit.got")"
}

# CONFOUND: the factor compared apart, with what follows from it; the
# clock's jitter is no confound
confound_tests() {
	"$SB" compare $D/nonrt-page.csv $D/rt-page.csv >"$OUT/rt.out" 2>&1
	expect "$(has "compared: kernel: A 6.1.0-57-amd64; B 6.1.0-57-rt-amd64 (and with it preempt: A voluntary; B rt, rt: A no; B yes)" "$OUT/rt.out" &&
		! grep -q '^CONFOUND: \(kernel\|preempt\|rt\):' "$OUT/rt.out" && grep -q '^Kernel comparison: n/a' "$OUT/rt.out"; echo $?)" \
		"compare RT against !RT: $(grep '^compared\|^CONFOUND' "$OUT/rt.out")"
	# one kernel, another preemption model (a boot parameter): a confound
	sed 's/^# preempt: .*/# preempt: full/' $D/nonrt-page.csv >"$OUT/full.csv"
	"$SB" compare $D/nonrt-page.csv "$OUT/full.csv" >"$OUT/full.out" 2>&1
	expect "$(has "CONFOUND: preempt: A voluntary; B full" "$OUT/full.out" && ! grep -q '^compared' "$OUT/full.out"; echo $?)" \
		"compare with another preempt: $(grep '^compared\|^CONFOUND' "$OUT/full.out")"
	# tsc_khz: 1 kHz of calibration jitter is none; 1% is one
	sed 's/^# tsc_khz: .*/# tsc_khz: 2894562/' $D/nonrt-page.csv >"$OUT/tsc1.csv"
	"$SB" compare $D/nonrt-page.csv "$OUT/tsc1.csv" >"$OUT/tsc1.out" 2>&1
	expect "$(! grep -q '^CONFOUND' "$OUT/tsc1.out" && grep -q '^One boot per side' "$OUT/tsc1.out"; echo $?)" \
		"tsc_khz 2894563 vs 2894562: $(grep '^CONFOUND' "$OUT/tsc1.out")"
	sed 's/^# tsc_khz: .*/# tsc_khz: 2923000/' $D/nonrt-page.csv >"$OUT/tsc2.csv"
	"$SB" compare $D/nonrt-page.csv "$OUT/tsc2.csv" >"$OUT/tsc2.out" 2>&1
	expect "$(has "CONFOUND: tsc_khz: A 2894563; B 2923000" "$OUT/tsc2.out"; echo $?)" \
		"tsc_khz 2894563 vs 2923000: $(grep '^CONFOUND' "$OUT/tsc2.out")"
}

for SB in "$@"; do
	echo "# $SB"
	plot_tests
	across_tests
	blank_tests
	dup_tests
	stats_tests
	hit_tests
	confound_tests
done
finish
