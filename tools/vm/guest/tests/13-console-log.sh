#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Each run writes to the console, as the torture tests do, the whole
# config it runs and what it came to (its subjects, CPUs and cells) when
# it starts, and "End of test: SUCCESS" or "FAILURE: why" when it ends.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
dmesg -c >/dev/null
configure "variants=decoupled,locallock contexts=task cpus=0 repeats=1 samples=4 blocks=1 sample_us=100"
cfg=$(tr '\n' ' ' <$d/config)
cfg=${cfg% }
echo start >$d/run && echo wait >$d/run || fail "run failed: $(cat $d/status)"
dmesg | grep 'stockbench: \(Start\|End\) of test' >/tmp/log
diag_file /tmp/log
grep -qF "stockbench: Start of test: $cfg" /tmp/log &&
	pass "start: the whole config" || not_ok "no 'Start of test: $cfg'"
grep -q 'stockbench: Start of test: subjects=decoupled,locallock cpus=0 cells=2 ' /tmp/log &&
	pass "start: the subjects, CPUs and cells it came to" ||
	not_ok "no 'Start of test: subjects=decoupled,locallock cpus=0 cells=2' line"
tail -n 1 /tmp/log | grep -q 'stockbench: End of test: SUCCESS$' &&
	pass "end: End of test: SUCCESS, last" || not_ok "last line: $(tail -n 1 /tmp/log)"

dmesg -c >/dev/null
configure "variants=all contexts=all repeats=100 samples=1000"
echo start >$d/run || fail "start failed: $(cat $d/status)"
echo stop >$d/run
echo wait >$d/run
dmesg | grep 'stockbench: End of test' | grep -q 'End of test: FAILURE: stopped' &&
	pass "a stopped run: End of test: FAILURE: stopped" ||
	not_ok "a stopped run: $(dmesg | grep 'End of test')"
rmmod stockbench || fail "rmmod failed"
