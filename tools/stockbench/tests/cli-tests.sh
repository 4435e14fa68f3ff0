#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The command table (commands.c): every command's --help, -h and
# "stockbench help CMD" print its usage to stdout and exit 0; an option
# of another command is refused with exit 2 and a message naming the
# command; plot's options of --forest are refused without it, with the
# reason; an unknown command or option still fails clearly.
#   cli-tests.sh STOCKBENCH...
# HAVE_TRACE=0: the binaries have no trace (its stub ignores --help).
set -u
# ok, bad, finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch cli
G=tests/data/nonrt-page.csv
CMDS="run show compare plot stats names abab"
[ "${HAVE_TRACE:-1}" = 1 ] && CMDS="$CMDS trace"

# run NAME ARGS...: $OUT/NAME.out, .err, and $rc
run() {
	name=$1
	shift
	"$SB" "$@" > "$OUT/$name.out" 2> "$OUT/$name.err"
	rc=$?
}

# help_case NAME CMD ARGS...: exit 0, "usage: stockbench CMD" first on stdout, no stderr
help_case() {
	name=$1
	cmd=$2
	shift 2
	run "$name" "$@"
	if [ $rc = 0 ] && [ ! -s "$OUT/$name.err" ] &&
	   head -n 1 "$OUT/$name.out" | grep -q "^usage: stockbench $cmd "; then
		ok
	else
		bad "stockbench $*: rc $rc, stdout '$(head -n 1 "$OUT/$name.out")', stderr '$(head -c 200 "$OUT/$name.err")'"
	fi
}

# refuse CMD OPTION [ARG]: exit 2, "stockbench CMD: OPTION is not an option of CMD", nothing on stdout
refuse() {
	cmd=$1
	opt=$2
	shift 2
	run refuse "$cmd" "$opt" "$@" $G
	want="stockbench $cmd: $opt is not an option of $cmd (stockbench help $cmd)"
	if [ $rc = 2 ] && [ ! -s "$OUT/refuse.out" ] && grep -qxF -- "$want" "$OUT/refuse.err"; then
		ok
	else
		bad "stockbench $cmd $opt $*: rc $rc, stderr '$(head -c 200 "$OUT/refuse.err")', want '$want'"
	fi
}

# fails NAME WANT ARGS...: exit 2, WANT on stderr
fails() {
	name=$1
	want=$2
	shift 2
	run "$name" "$@"
	if [ $rc = 2 ] && grep -qF -- "$want" "$OUT/$name.err"; then
		ok
	else
		bad "stockbench $*: rc $rc, stderr '$(head -c 200 "$OUT/$name.err")', want '$want'"
	fi
}

help_tests() {
	for c in $CMDS; do
		help_case "$c-help" "$c" "$c" --help
		help_case "$c-h" "$c" "$c" -h
		help_case "help-$c" "$c" help "$c"
		if cmp -s "$OUT/$c-help.out" "$OUT/help-$c.out"; then ok; else bad "$c --help and help $c differ"; fi
	done
	run list --help
	for c in $CMDS; do
		if [ $rc = 0 ] && grep -q "^  $c " "$OUT/list.out"; then ok; else bad "--help does not list $c (rc $rc)"; fi
	done
	fails help-nosuch "unknown command 'nosuch'" help nosuch
	fails nocmd "usage: stockbench COMMAND"
	fails unknown "unknown command 'frobnicate'" frobnicate
}

# The usage says what the code does: compare's test, verdicts and options.
compare_usage_tests() {
	run cu help compare
	for w in "--test moderated|welch|mw" "moderated t (the default" --margin --across-boots \
		 "compare --pairs [options] A1 A2 ... -- B1 B2 ..." "exact sign-flip test" \
		 --metric --normalise "slower / faster" "same within +-MARGIN%" undecided; do
		if grep -qF -- "$w" "$OUT/cu.out"; then ok; else bad "help compare does not mention '$w'"; fi
	done
}

# One option of another command each (and more where one was taken before).
refuse_tests() {
	refuse plot --debugfs X
	refuse plot --format md
	refuse plot --shape prim
	refuse plot --layout x.layout
	refuse plot --workload page
	refuse show --metric tryfail_per_kop
	refuse show --margin 3
	refuse show --test welch
	refuse show --across-boots
	refuse show --pairs
	refuse stats --pairs
	refuse stats -o x
	refuse show --exit-status
	refuse show -q
	refuse compare --shape prim
	refuse compare --layout x.layout
	refuse compare --debugfs x
	refuse compare --workload page
	refuse stats --shape prim
	refuse stats --format md
	refuse run --shape prim
	refuse run --margin 3
	refuse names --format md
	if [ "${HAVE_TRACE:-1}" = 1 ]; then
		refuse trace --margin 3
		refuse trace --format md
	fi
	fails bogus "unknown option or missing argument: --bogus" show --bogus $G
	fails bogus-plot "unknown option or missing argument: -x" plot -x $G -o "$OUT/p"
	# plot takes compare's --across-boots and --metric for --forest only
	fails plot-across "stockbench plot: --across-boots only with --forest" plot --across-boots $G $G -o "$OUT/p"
	fails plot-metric "stockbench plot: --metric only with --forest" plot --metric tryfail_per_kop $G -o "$OUT/p"
	fails plot-forest-metric "stockbench plot: --metric tryfail_per_kop only with --forest --across-boots" \
		plot --forest --metric tryfail_per_kop $G -- $G -o "$OUT/p"
}

# The usage of plot names --forest --across-boots and its options.
plot_usage_tests() {
	run pu help plot
	for w in "plot --forest --across-boots [-q] [--metric M]" "forest-across-C-V.gp" \
		 "--across-boots" "--metric M"; do
		if grep -qF -- "$w" "$OUT/pu.out"; then ok; else bad "help plot does not mention '$w'"; fi
	done
}

# names: the module's lists. The contexts in the order a real module run
# (tests/data/module-6.1-page.csv) wrote its rows in; every required column
# among the columns, in their order, and the first six those of every
# schema; the negative control the last variant; module/README.md's
# header line the columns; an unknown list refused.
names_tests() {
	for l in variants contexts workloads columns required-columns counters system-columns; do
		run names-$l names $l
		if [ $rc = 0 ] && [ -s "$OUT/names-$l.out" ] && [ ! -s "$OUT/names-$l.err" ]; then ok; else bad "names $l: exit $rc, $(wc -l < "$OUT/names-$l.out") lines, stderr '$(cat "$OUT/names-$l.err")'"; fi
	done
	want=$(awk -F, '/^#/ { next } /^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; next }
		!s[$c["context"]]++ { printf "%s ", $c["context"] }' tests/data/module-6.1-page.csv)
	got=$(tr '\n' ' ' < "$OUT/names-contexts.out")
	if [ "$got" = "$want" ]; then ok; else bad "names contexts: '$got', the module wrote '$want'"; fi
	got=$(grep -Fxf "$OUT/names-required-columns.out" "$OUT/names-columns.out" | tr '\n' ' ')
	if [ "$got" = "$(tr '\n' ' ' < "$OUT/names-required-columns.out")" ]; then ok; else bad "names required-columns is not among the columns in order: '$got'"; fi
	got=$(head -n 6 "$OUT/names-columns.out" | paste -sd, -)
	if [ "$got" = variant,context,workload,cpu,repeat,status ]; then ok; else bad "names columns starts '$got'"; fi
	if [ "$(tail -n 1 "$OUT/names-variants.out")" = busted ]; then ok; else bad "names variants: the negative control busted is not last"; fi
	# the system job's columns begin as every results file does
	got=$(head -n 6 "$OUT/names-system-columns.out" | paste -sd, -)
	if [ "$got" = variant,context,workload,cpu,repeat,status ]; then ok; else bad "names system-columns starts '$got'"; fi
	# module/README.md's results.csv block shows the header the list makes
	got=$(grep -m1 '^variant,context,' ../../module/README.md)
	if [ "$got" = "$(paste -sd, - < "$OUT/names-columns.out")" ]; then ok; else bad "module/README.md's results.csv header is not stockbench names columns: $got"; fi
	fails names-bogus "stockbench names: need one list: variants, contexts, workloads, columns, required-columns, counters or system-columns (not 'bogus')" names bogus
}

for SB in "$@"; do
	echo "== $SB"
	help_tests
	names_tests
	compare_usage_tests
	plot_usage_tests
	refuse_tests
done
finish
