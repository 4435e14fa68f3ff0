#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Run every /tests/*.sh in order, each with the module unloaded, and count the
# "PASS: <name>" / "FAIL: <name>: <reason>" lines they print. A test that exits
# non-zero, times out or prints no verdict line counts as a failure.
# Env for the tests: SB_KO SB_OUT SB_KERNEL (set by init). SB_TESTS=a,b (from
# sb.tests= on the kernel command line) runs only the tests whose names start
# with a or b; a word that selects no test is a failure, not a silent no-op.
timeout_s=${SB_TEST_TIMEOUT:-600}
# A debug kernel (lockdep, KASAN: tools/vm/debug) runs every path 3-5x
# slower under TCG; the tests' latency bounds are multiplied by this.
SB_TIME_SCALE=1
[ -r /proc/lockdep_stats ] && SB_TIME_SCALE=4
export SB_TIME_SCALE
pass=0 fail=0
mkdir -p "$SB_OUT/tests"

unload() {
	if grep -q '^stockbench ' /proc/modules; then
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
if [ -n "$SB_TESTS" ]; then
	for w in $(echo "$SB_TESTS" | tr ',' ' '); do
		if ! ls /tests/"$w"*.sh >/dev/null 2>&1; then
			echo "FAIL: run-tests: SB_TESTS word '$w' selects no test in /tests"
			fail=$((fail + 1))
		fi
	done
	echo "sb-test: SB_TESTS=$SB_TESTS: running only the tests it selects"
fi

for t in /tests/*.sh; do
	[ -f "$t" ] || continue
	name=$(basename "$t" .sh)
	selected "$name" || continue
	# a test marked explicit runs only when SB_TESTS names it (make soak);
	# otherwise it is not run and counts neither way
	if [ -z "$SB_TESTS" ] && grep -q '^# sb-test: explicit' "$t"; then
		echo "sb-test: $name: not run: it runs only when SB_TESTS names it ($(sed -n 's/^# sb-test: explicit: //p' "$t"))"
		continue
	fi
	log=$SB_OUT/tests/$name.log
	if ! unload; then
		echo "FAIL: $name: stockbench still loaded and rmmod failed before the test"
		fail=$((fail + 1))
		continue
	fi
	echo "sb-test: running $name"
	timeout "$timeout_s" sh "$t" >"$log" 2>&1
	rc=$?
	cat "$log"
	p=$(grep -c '^PASS: ' "$log")
	f=$(grep -c '^FAIL: ' "$log")
	pass=$((pass + p))
	fail=$((fail + f))
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
		echo "FAIL: $name: exited with status $rc"
		fail=$((fail + 1))
	elif [ $((p + f)) -eq 0 ]; then
		echo "FAIL: $name: printed no PASS/FAIL line"
		fail=$((fail + 1))
	fi
done
if ! unload; then
	echo "FAIL: run-tests: stockbench still loaded after the last test and rmmod failed"
	fail=$((fail + 1))
fi
echo "guest $SB_KERNEL: $pass passed, $fail failed" | tee "$SB_OUT/summary.txt"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
