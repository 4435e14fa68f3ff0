#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# run_stockbench.sh: stockbench as a kselftest, on the running kernel.
# Loads stockbench.ko, runs a short benchmark, keeps its results, runs the
# module's in-kernel self-test, unloads, and prints KTAP: one result per
# step, the self-test's own KTAP nested under its step. Exit status as
# kselftest's runner expects: 0 pass, 1 fail, 4 skip (not root, no
# debugfs, no module, or stockbench already loaded: nothing is touched).
#
# Usage: run_stockbench.sh [-o OUTDIR] [-c CONFIG] [MODULE.ko]
#   MODULE.ko  the module to insmod; default: modprobe stockbench (the
#              one `make install` or DKMS put under /lib/modules)
#   -c CONFIG  load with autorun=0 and run CONFIG ("key=value ...", see
#              module/README.md) instead of the module's default autorun
#              (every variant in every context: a minute under QEMU TCG,
#              seconds on hardware)
#   -o OUTDIR  where the results go (default $STOCKBENCH_OUT, else
#              /tmp/stockbench-kselftest): results (the table),
#              results.csv, status, config, variants, selftest.ktap
# POSIX sh: it runs in tools/vm's busybox guest too (guest test 25-kselftest).
d=/sys/kernel/debug/stockbench
out=${STOCKBENCH_OUT:-/tmp/stockbench-kselftest}
config=""
usage() {
	echo "usage: $0 [-o OUTDIR] [-c CONFIG] [MODULE.ko]" >&2
	exit 2
}
while getopts o:c:h opt; do
	case $opt in
	o) out=$OPTARG ;;
	c) config=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -le 1 ] || usage
ko=${1:-}

n=0 npass=0 nfail=0 nskip=0
# ok|not_ok|skip NAME [WHY]: the next result line
ok() {
	n=$((n + 1)) npass=$((npass + 1))
	echo "ok $n $1${2:+ # $2}"
}
not_ok() {
	n=$((n + 1)) nfail=$((nfail + 1))
	[ -z "${2:-}" ] || echo "# $1: $2"
	echo "not ok $n $1"
}
skip() {
	n=$((n + 1)) nskip=$((nskip + 1))
	echo "ok $n $1 # SKIP $2"
}
# skip_all WHY: the whole test does not apply here
skip_all() {
	echo "1..0 # SKIP $*"
	exit 4
}
loaded() { grep -q '^stockbench ' /proc/modules 2>/dev/null; }

echo "KTAP version 1"
[ "$(id -u)" = 0 ] || skip_all "not root"
if [ -n "$ko" ]; then
	[ -f "$ko" ] || skip_all "no module at $ko"
	load="insmod $ko"
else
	modinfo stockbench >/dev/null 2>&1 || skip_all "no stockbench module installed (make install, or give MODULE.ko)"
	load="modprobe stockbench"
fi
# load_mod [PARAM...]: $load, with the path quoted
load_mod() {
	if [ -n "$ko" ]; then
		insmod "$ko" "$@"
	else
		modprobe stockbench "$@"
	fi
}
loaded && skip_all "stockbench is already loaded: rmmod it first"
grep -q ' /sys/kernel/debug debugfs ' /proc/mounts ||
	mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null ||
	skip_all "no debugfs at /sys/kernel/debug, and mounting it failed"
mkdir -p "$out" || skip_all "cannot create $out"
rm -f "$out/results" "$out/results.csv" "$out/status" "$out/config" "$out/variants" "$out/selftest.ktap"

echo "1..5"
echo "# kernel $(uname -r), results in $out"
steps="run results selftest unload"
# load: the module, idle with a CONFIG, else starting its default run
param=""
[ -z "$config" ] || param=autorun=0
# shellcheck disable=SC2086 # $param empty: no argument
if ! msg=$(load_mod $param 2>&1) || [ ! -d $d ]; then
	[ -d $d ] || msg="${msg:+$msg; }no $d"
	loaded && rmmod stockbench
	not_ok load "$load $param: $msg"
	for s in $steps; do
		skip "$s" "not loaded"
	done
	echo "# Totals: pass:$npass fail:$nfail xfail:0 xpass:0 skip:$nskip error:0"
	exit 1
fi
ok load

# run: CONFIG written, started and waited for (or the autorun waited
# for: cat results blocks until the run ends); the table ends SUCCESS
why=""
if [ -n "$config" ]; then
	echo "$config" >$d/config 2>/dev/null || why="config '$config' rejected: $(cat $d/status)"
	[ -n "$why" ] || echo start >$d/run 2>/dev/null || why="start failed: $(cat $d/status)"
	[ -n "$why" ] || echo wait >$d/run 2>/dev/null || why="the run failed: $(cat $d/status)"
fi
cat $d/results >"$out/results" 2>/dev/null || why="${why:-cat results failed: $(cat $d/status)}"
cp $d/status $d/config $d/variants "$out/" 2>/dev/null
last=$(tail -n 1 "$out/results")
[ -n "$why" ] || [ "$last" = "End of test: SUCCESS" ] || why="the table ends: $last"
if [ -z "$why" ]; then
	ok run
else
	sed 's/^/# /' "$out/results"
	not_ok run "$why"
fi

# results: results.csv read back, with its schema, and SUCCESS
why=""
cat $d/results.csv >"$out/results.csv" 2>/dev/null || why="cat results.csv failed"
head -n 1 "$out/results.csv" | grep -q '^# schema: stockbench-results ' || why="${why:-no schema line}"
grep -q '^# run_status: SUCCESS$' "$out/results.csv" || why="${why:-run_status: $(sed -n 's/^# run_status: //p' "$out/results.csv")}"
rows=$(awk -F, '/^#/ { next } !h++ { for (i = 1; i <= NF; i++) c[$i] = i; next }
	$c["status"] == "ok" { n++ } END { print n + 0 }' "$out/results.csv")
[ "$rows" -gt 0 ] || why="${why:-no ok row}"
if [ -z "$why" ]; then
	ok results
	echo "# $rows ok rows in $out/results.csv"
else
	not_ok results "$why"
fi

# selftest: the module's KTAP, nested; every result ok or skipped
why=""
echo selftest >$d/run 2>/dev/null || why="echo selftest > run failed: $(cat $d/status)"
cat $d/selftest >"$out/selftest.ktap" 2>/dev/null || why="${why:-cat selftest failed}"
sed 's/^/  /' "$out/selftest.ktap"
if [ -z "$why" ]; then
	head -n 1 "$out/selftest.ktap" | grep -q '^KTAP version 1$' || why="no KTAP header"
	grep -q '^not ok' "$out/selftest.ktap" && why="${why:-$(grep -c '^not ok' "$out/selftest.ktap") results not ok}"
	grep -qE '^ok [0-9]+ ' "$out/selftest.ktap" || why="${why:-no result}"
fi
if [ -z "$why" ]; then
	ok selftest
else
	not_ok selftest "$why"
fi

# unload: rmmod, and the debugfs directory gone
why=""
msg=$(rmmod stockbench 2>&1) || why="rmmod failed: $msg"
[ -n "$why" ] || [ ! -d $d ] || why="$d still there after rmmod"
if [ -z "$why" ]; then
	ok unload
else
	not_ok unload "$why"
fi

echo "# Totals: pass:$npass fail:$nfail xfail:0 xpass:0 skip:$nskip error:0"
[ "$nfail" -eq 0 ] || exit 1
exit 0
