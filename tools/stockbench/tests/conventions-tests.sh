#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# What a command-line tool is expected to do (issue 45): --version, "-"
# for standard input, -o FILE on show and compare (replaced only on
# success), a failed write as an error, --exit-status for git bisect run,
# --format csv|json (one schema: README.md, "Machine-readable output"),
# the man page made from the help text, make install with PREFIX and
# DESTDIR.
#   conventions-tests.sh STOCKBENCH...
set -u
# ok, bad, expect, finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch conv
D=tests/data
N=$D/nonrt-page.csv
R=$D/rt-page.csv

# rc_is WANT WHAT CMD...: the exit status of CMD (output in $OUT/rc.out, .err)
rc_is() {
	want=$1 what=$2
	shift 2
	"$@" >"$OUT/rc.out" 2>"$OUT/rc.err"
	rc=$?
	expect "$([ $rc = "$want" ]; echo $?)" "$what: rc $rc, want $want: $(head -c 300 "$OUT/rc.err")"
}

version_tests() {
	rc_is 0 "--version" "$SB" --version
	expect "$(grep -qx 'stockbench [0-9][0-9.]*\( git [0-9a-z.+-]*\)\?' "$OUT/rc.out" && [ ! -s "$OUT/rc.err" ]; echo $?)" \
		"--version: '$(cat "$OUT/rc.out")'"
	expect "$(grep -q -- '--version' "$OUT/help.out"; echo $?)" "--help does not name --version"
}

stdin_tests() {
	"$SB" show $N >"$OUT/file.out" 2>&1
	"$SB" show - <$N >"$OUT/stdin.out" 2>&1
	expect "$([ "$(grep -v '^file:' "$OUT/file.out")" = "$(grep -v '^file:' "$OUT/stdin.out")" ] &&
		grep -qx 'file:    -' "$OUT/stdin.out"; echo $?)" "show - differs from show FILE"
	"$SB" compare $N - <$R >"$OUT/cmp-stdin.out" 2>&1
	"$SB" compare $N $R >"$OUT/cmp-file.out" 2>&1
	expect "$([ "$(grep -v '^B:' "$OUT/cmp-stdin.out")" = "$(grep -v '^B:' "$OUT/cmp-file.out")" ]; echo $?)" \
		"compare A - differs from compare A B"
	printf '1\n2\n3\n' | "$SB" stats - >"$OUT/st.out" 2>&1
	expect "$(grep -q '^x   3  *1  *3  *2  *2  *1$' "$OUT/st.out"; echo $?)" "stats -: $(cat "$OUT/st.out")"
	rc_is 1 "compare - -" sh -c "\"$SB\" compare - - <$R"
	expect "$([ ! -s "$OUT/rc.out" ] && grep -qx 'stockbench: -: standard input is read once: give - as one FILE only' "$OUT/rc.err"; echo $?)" \
		"compare - -: $(cat "$OUT/rc.err")"
}

output_tests() {
	rc_is 0 "show -o" "$SB" show -o "$OUT/o.txt" $N
	expect "$([ ! -s "$OUT/rc.out" ] && cmp -s "$OUT/o.txt" "$OUT/file.out"; echo $?)" "show -o FILE: not show's output"
	rc_is 0 "compare -o" "$SB" compare --output "$OUT/c.txt" $N $R
	expect "$(cmp -s "$OUT/c.txt" "$OUT/cmp-file.out"; echo $?)" "compare -o FILE: not compare's output"
	# a refused command leaves FILE as it was, and no temporary file
	echo keep >"$OUT/k.txt"
	rc_is 1 "compare -o, refused" "$SB" compare -o "$OUT/k.txt" $N "$OUT/none.csv"
	expect "$([ "$(cat "$OUT/k.txt")" = keep ] && [ -z "$(find "$OUT" -maxdepth 1 -name 'k.txt.tmp*')" ]; echo $?)" \
		"a refused compare -o replaced FILE or left a temporary file: $(ls "$OUT")"
	rc_is 2 "show -o into no directory" "$SB" show -o "$OUT/no/such/x" $N
	expect "$(grep -qx "stockbench show: cannot write $OUT/no/such/x: No such file or directory" "$OUT/rc.err"; echo $?)" \
		"show -o into no directory: $(cat "$OUT/rc.err")"
	# a failed write: exit 2 with the reason, never 0
	if [ -w /dev/full ]; then
		rc_is 2 "show >/dev/full" sh -c "\"$SB\" show $N >/dev/full"
		expect "$(grep -q '^stockbench: cannot write the output: No space left on device$' "$OUT/rc.err"; echo $?)" \
			"show >/dev/full: $(cat "$OUT/rc.err")"
	fi
}

exit_status_tests() {
	# rt-page.csv has rows 10% slower than nonrt-page.csv; itself, none
	rc_is 1 "--exit-status, rows differ" "$SB" compare --exit-status $N $R
	rc_is 0 "--exit-status, none differs" "$SB" compare --exit-status $R $R
	rc_is 2 "--exit-status, a missing file" "$SB" compare --exit-status $N "$OUT/none.csv"
	rc_is 2 "--exit-status, refused" "$SB" compare --exit-status --across-boots $N $R
	rc_is 0 "without --exit-status, rows differ" "$SB" compare $N $R
	"$SB" help compare >"$OUT/hc.out"
	expect "$(grep -q -- '--exit-status  *exit 0 when no row differs' "$OUT/hc.out"; echo $?)" "help compare: no --exit-status"
}

# json: one document, the schema's keys; csv: one header, the table's rows
format_tests() {
	rc_is 0 "compare --format json" "$SB" compare --format json $N $R
	cp "$OUT/rc.out" "$OUT/c.json"
	if python3 - "$OUT/c.json" "$OUT/cmp-file.out" <<'EOF'; then ok; else bad "compare --format json: see above"; fi
import json, re, sys
d = json.load(open(sys.argv[1]))
assert d["schema"] == "stockbench-table 1", d["schema"]
assert d["argv"][:2] == ["stockbench", "compare"]
t, = d["tables"]
assert t["name"] == "compare-two" and t["file"] is None
assert t["columns"][:3] == ["workload", "variant", "context"], t["columns"]
assert {"ratio", "ci_lo", "ci_hi", "p", "p_holm", "verdict"} <= set(t["columns"]), t["columns"]
text = open(sys.argv[2]).read()
rows = {(r["variant"], r["context"]): r for r in t["rows"]}
# every tested row: the text's ratio is the number's, to 3 digits; p
# printed "< 0.001" is a number below it
n = 0
for line in text.splitlines():
    f = line.split()
    if len(f) > 5 and (f[0], f[1]) in rows and f[2][0].isdigit() and "[" in line:
        r = rows[(f[0], f[1])]
        assert float(f[4]) == float(f"{r['ratio']:.3g}"), (line, r["ratio"])
        assert r["ci_lo"] < r["ratio"] < r["ci_hi"], r
        assert (r["p"] < 0.001) == ("< 0.001" in line), (line, r["p"])
        n += 1
assert n >= 20, n
assert any(l.startswith("compared: kernel") for l in d["text"]), d["text"][:5]
EOF
	rc_is 0 "compare --format csv" "$SB" compare --format csv $N $R
	expect "$(head -n 1 "$OUT/rc.out" | grep -qx 'table,file,workload,variant,context,a_ns_op,b_ns_op,ratio,ci_lo,ci_hi,n_a_b,p,p_holm,verdict' &&
		[ "$(grep -c '^compare-two,' "$OUT/rc.out")" = 43 ]; echo $?)" \
		"compare --format csv: $(head -n 2 "$OUT/rc.out")"
	# show: a table per file, named by it
	rc_is 0 "show --format json" "$SB" show --format json $N $R
	expect "$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert [(t["name"], t["file"]) for t in d["tables"]] == [("show", sys.argv[2]), ("show", sys.argv[3])]
r = d["tables"][0]["rows"][0]
# the median and its interval at full precision (the text: 37.98 [37.08, ...])
assert r["median_ns_op"] == 37.984 and r["ci_lo"] == 37.078 and r["hit_pct"] == 95, r' "$OUT/rc.out" $N $R; echo $?)" \
		"show --format json: $(head -c 300 "$OUT/rc.out")"
	# json is valid UTF-8 whatever the file's bytes: UTF-8 kept, other
	# bytes as the code point of their value
	{ head -n 2 $N; printf '# note: 5 \302\265s \377\355\240\200 end\n'; tail -n +3 $N; } >"$OUT/bytes.csv"
	rc_is 0 "show --format json of odd bytes" "$SB" show --format json "$OUT/bytes.csv"
	expect "$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert "note:    5 \u00b5s \u00ff\u00ed\u00a0\u0080 end" in d["text"], d["text"]' "$OUT/rc.out"; echo $?)" \
		"show --format json of odd bytes: $(grep -a note "$OUT/rc.out")"
	# a refused command prints its reason and no document
	rc_is 1 "compare --format json, refused" "$SB" compare --format json $N "$OUT/none.csv"
	expect "$([ ! -s "$OUT/rc.out" ] && [ "$(wc -l <"$OUT/rc.err")" = 1 ]; echo $?)" \
		"refused compare --format json: stdout '$(head -c 200 "$OUT/rc.out")'"
	# csv and json are show's and compare's only
	rc_is 2 "stats --format" "$SB" run --format csv --debugfs "$OUT"
	expect "$(grep -q -- '--format must be md or text, not' "$OUT/rc.err"; echo $?)" "run --format csv: $(cat "$OUT/rc.err")"
}

man_install_tests() {
	mkdir -p "$OUT/b"
	cp "$SB" "$OUT/b/stockbench"
	if make -s OUTPUT="$OUT/b/" man >"$OUT/man.log" 2>&1 && [ -s "$OUT/b/stockbench.1" ]; then
		ok
	else
		bad "make man: $(tail -n 3 "$OUT/man.log")"
		return
	fi
	expect "$(head -n 1 "$OUT/b/stockbench.1" | grep -q '^\.TH STOCKBENCH 1 ' &&
		[ -z "$(groff -man -ww -z "$OUT/b/stockbench.1" 2>&1)" ]; echo $?)" \
		"stockbench.1: no .TH, or groff warns: $(groff -man -ww -z "$OUT/b/stockbench.1" 2>&1 | head -n 3)"
	# every command has its section, every option of its help is there
	for c in run show compare plot stats trace; do
		expect "$(grep -qx ".SS $c" "$OUT/b/stockbench.1"; echo $?)" "stockbench.1: no section $c"
		for o in $("$SB" help $c | grep -o -- '--[a-z][a-z-]*' | sort -u); do
			expect "$(grep -q -- "$(echo "$o" | sed 's/-/\\\\-/g')\|$o" "$OUT/b/stockbench.1"; echo $?)" \
				"stockbench.1: $c's $o missing"
		done
	done
	if make -s OUTPUT="$OUT/b/" DESTDIR="$OUT/root" PREFIX=/usr install >"$OUT/inst.log" 2>&1; then
		expect "$([ -x "$OUT/root/usr/bin/stockbench" ] && [ -f "$OUT/root/usr/share/man/man1/stockbench.1" ] &&
			"$OUT/root/usr/bin/stockbench" --version >/dev/null; echo $?)" \
			"make install: $(find "$OUT/root" -type f | head)"
	else
		bad "make install DESTDIR=... PREFIX=/usr: $(tail -n 3 "$OUT/inst.log")"
	fi
}

for SB in "$@"; do
	echo "# $SB"
	"$SB" --help >"$OUT/help.out" 2>&1
	version_tests
	stdin_tests
	output_tests
	exit_status_tests
	format_tests
	man_install_tests
done
finish
