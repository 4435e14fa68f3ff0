#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The kselftest entry point (tools/testing/selftests/stockbench, at
# /kselftest/stockbench in the guest) as a fleet runner uses it: with a
# short config it prints KTAP whose plan matches its results, all ok, the
# module's self-test nested, exits 0 and keeps the results; a rejected
# config is "not ok" and exit 1, the module unloaded after it; no module
# or the module already loaded is a skip, exit 4.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
ks=/kselftest/stockbench/run_stockbench.sh
o=$SB_OUT/kselftest
[ -x $ks ] || fail "no $ks in the initramfs"
cfg="variants=locallock,decoupled contexts=task,softirq repeats=1 samples=6 blocks=2 sample_us=200"

# ktap_check FILE: set p f s r plan: FILE's leaf results passed, failed
# and skipped, its results at the top and its plan (the harness's one
# KTAP reader, /ktap.awk, counts)
ktap_check() {
	read -r p f s r plan <<-EOF
		$(awk -f /ktap.awk -v mode=totals "$1") $(sed -n 's/^1\.\.\([0-9]*\).*/\1/p' "$1" | head -n 1)
	EOF
}

$ks -o $o -c "$cfg" /stockbench.ko >/tmp/ks.out 2>&1
rc=$?
cp /tmp/ks.out "$SB_OUT/kselftest.ktap"
diag_file /tmp/ks.out
ktap_check /tmp/ks.out
[ "$rc" = 0 ] || fail "exit status $rc, not 0"
head -n 1 /tmp/ks.out | grep -q '^KTAP version 1$' || fail "no KTAP version line first"
[ "$f" = 0 ] || fail "$f results not ok"
# 5 steps at the top, plus the self-test's own results nested in step 4
[ "$plan" = 5 ] && [ "$r" = 5 ] && [ "$p" -gt 5 ] ||
	fail "plan $plan, $r results at the top, $p leaf results ok (want 5, 5, > 5)"
grep -q '^ok 4 selftest$' /tmp/ks.out && grep -q '^  ok [0-9]* accounting_' /tmp/ks.out ||
	fail "no self-test nested under 'ok 4 selftest'"
grep -q '^# Totals: pass:5 fail:0 ' /tmp/ks.out || fail "no kselftest totals line"
pass "short config: KTAP, plan 5, all ok, $p leaf results ($s skipped), exit 0"
grep -q '^# run_status: SUCCESS$' $o/results.csv && [ "$(tail -n 1 $o/results)" = "End of test: SUCCESS" ] &&
	grep -q '^KTAP version 1$' $o/selftest.ktap ||
	fail "results, results.csv or selftest.ktap not kept in $o"
loaded && fail "stockbench still loaded after the script"
pass "results kept in $o, module unloaded"

# it can fail: a config the module rejects
$ks -o /tmp/ks-bad -c "repeats=0" /stockbench.ko >/tmp/ks.bad 2>&1
rc=$?
ktap_check /tmp/ks.bad
if [ "$rc" != 1 ] || [ "$f" -lt 1 ] || ! grep -q '^not ok 2 run$' /tmp/ks.bad || loaded; then
	diag_file /tmp/ks.bad
	fail "a rejected config: exit $rc, $f results not ok (want 1, >= 1: 'not ok 2 run'), loaded after: $(loaded && echo yes || echo no)"
fi
pass "a rejected config: 'not ok 2 run', exit 1, module unloaded"

# and it skips where it does not apply
$ks -o /tmp/ks-skip /nonexistent.ko >/tmp/ks.skip 2>&1
rc=$?
[ "$rc" = 4 ] && grep -q '^1\.\.0 # SKIP no module at /nonexistent.ko$' /tmp/ks.skip ||
	{ diag_file /tmp/ks.skip; fail "no module: exit $rc (want 4 and '1..0 # SKIP')"; }
insmod "$SB_KO" autorun=0 || fail "insmod failed"
$ks -o /tmp/ks-skip "$SB_KO" >/tmp/ks.skip 2>&1
rc=$?
[ "$rc" = 4 ] && grep -q '^1\.\.0 # SKIP stockbench is already loaded' /tmp/ks.skip && loaded ||
	{ diag_file /tmp/ks.skip; fail "module already loaded: exit $rc (want 4, and the module left loaded)"; }
rmmod stockbench || fail "rmmod failed"
pass "skips (exit 4): no module, module already loaded"
