#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Run every /tests/*.sh in order, each with the module unloaded, and print
# one KTAP document (docs.kernel.org, dev-tools/ktap.rst; the shape of
# kselftest's runner): "KTAP version 1", the plan "1..N" (the tests it
# runs or skips, and a bad SB_TESTS word each), then per test its output
# as a subtest (indented two spaces, with its own version line and plan)
# and its result, "ok N <test>" or "not ok N <test>"; a test it does not
# run is "ok N <test> # SKIP why". The same document goes to
# $SB_OUT/tests.ktap, each test's own output to $SB_OUT/tests/<test>.log.
# /ktap.awk (guest/ktap.awk, the harness's one KTAP reader) counts the
# leaf results, a test's checks: a test that exits non-zero without a
# failed check, times out, or prints no result line gets a failed result
# of its own saying so. The last line is "guest <kernel>: N passed, N failed".
# Env for the tests: every setting of tools/vm/settings.sh, exported by
# init: SB_KO SB_OUT SB_KERNEL... SB_TESTS=a,b (from
# sb.tests= on the kernel command line) runs only the tests whose names start
# with a or b; a word that selects no test is a failure, not a silent no-op.
# SB_TESTS_DIR, SB_KTAP_AWK and SB_PROC_MODULES are for
# tools/vm/check-ktap, which runs this on the host.
timeout_s=$SB_TEST_TIMEOUT
tdir=$SB_TESTS_DIR
ktap_awk=$SB_KTAP_AWK
# A debug kernel (lockdep, KASAN: tools/vm/debug) runs every path 3-5x
# slower under TCG; the tests' latency bounds are multiplied by this.
[ -r /proc/lockdep_stats ] && SB_TIME_SCALE=4
export SB_TIME_SCALE
mkdir -p "$SB_OUT/tests"
doc=$SB_OUT/tests.ktap
: >"$doc"
if [ ! -r "$ktap_awk" ]; then
	echo "run-tests: no KTAP reader $ktap_awk (mkinitramfs puts guest/ktap.awk there)"
	echo "guest $SB_KERNEL: 0 passed, 1 failed" | tee "$SB_OUT/summary.txt"
	exit 1
fi

# emit LINE...: a line of the document, on the console and in $doc
emit() {
	printf '%s\n' "$*" >>"$doc"
	printf '%s\n' "$*"
}

loaded() { grep -q '^stockbench ' "$SB_PROC_MODULES"; }
unload() {
	if loaded; then
		rmmod stockbench
	fi
}

# selected NAME: 0 if SB_TESTS is empty or one of its words starts NAME
selected() {
	[ -z "$SB_TESTS" ] && return 0
	for w in $(echo "$SB_TESTS" | tr ',' ' '); do
		case $1 in "$w"*) return 0 ;; esac
	done
	return 1
}

# The plan first: the words that select nothing, and the tests.
badwords="" tests=""
if [ -n "$SB_TESTS" ]; then
	for w in $(echo "$SB_TESTS" | tr ',' ' '); do
		ls "$tdir/$w"*.sh >/dev/null 2>&1 || badwords="$badwords $w"
	done
fi
for t in "$tdir"/*.sh; do
	[ -f "$t" ] || continue
	selected "$(basename "$t" .sh)" && tests="$tests $t"
done
set -- $badwords $tests
emit "KTAP version 1"
emit "1..$#"
[ -z "$SB_TESTS" ] || emit "# sb-test: SB_TESTS=$SB_TESTS: running only the tests it selects"

n=0
for w in $badwords; do
	n=$((n + 1))
	emit "not ok $n run-tests: SB_TESTS word '$w' selects no test in $tdir"
done

for t in $tests; do
	n=$((n + 1))
	name=$(basename "$t" .sh)
	# a test marked explicit runs only when SB_TESTS names it (make soak);
	# otherwise it is not run and counts neither way
	if [ -z "$SB_TESTS" ] && grep -q '^# sb-test: explicit' "$t"; then
		emit "ok $n $name # SKIP not run: it runs only when SB_TESTS names it ($(sed -n 's/^# sb-test: explicit: //p' "$t"))"
		continue
	fi
	log=$SB_OUT/tests/$name.log
	if ! unload; then
		emit "not ok $n $name # ERROR not run: stockbench still loaded and rmmod failed before the test"
		continue
	fi
	emit "# sb-test: running $name"
	timeout "$timeout_s" sh "$t" >"$log" 2>&1
	rc=$?
	# p passed, f failed checks, r result lines (skips: neither)
	read -r p f _ r <<-EOF
		$(awk -f "$ktap_awk" -v mode=totals "$log")
	EOF
	why=""
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
		why="exited with status $rc"
		# busybox timeout: SIGTERM, status 143
		[ "$rc" -ne 143 ] && [ "$rc" -ne 124 ] || why="$why (timed out after $timeout_s s?)"
	elif [ "$r" -eq 0 ]; then
		why="printed no result line"
	fi
	if ! unload; then
		why="${why:+$why; }stockbench still loaded after the test and rmmod failed"
	fi
	if [ -n "$why" ]; then
		r=$((r + 1)) f=$((f + 1))
		echo "not ok $r $name: $why" >>"$log"
	fi
	emit "  KTAP version 1"
	emit "  1..$r"
	sed 's/^/  /' "$log" | tee -a "$doc"
	if [ "$f" -gt 0 ]; then
		emit "not ok $n $name"
	elif [ "$p" -eq 0 ]; then
		emit "ok $n $name # SKIP every check skipped"
	else
		emit "ok $n $name"
	fi
done
read -r p f s _ <<EOF
$(awk -f "$ktap_awk" -v mode=totals "$doc")
EOF
emit "# Totals: pass:$p fail:$f skip:$s"
echo "guest $SB_KERNEL: $p passed, $f failed" | tee "$SB_OUT/summary.txt"
[ "$f" -eq 0 ] && [ "$p" -gt 0 ]
