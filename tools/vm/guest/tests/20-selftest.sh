#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The in-kernel self-test: KTAP, every test ok (or skipped with a reason),
# as many results as the plan says, the same text in dmesg.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
echo selftest >$d/run || fail "echo selftest > run failed"
cat $d/selftest >/tmp/ktap || fail "cat selftest failed"
cp /tmp/ktap "$SB_OUT/selftest.ktap"
diag_file /tmp/ktap
head -n 1 /tmp/ktap | grep -q '^KTAP version 1$' || fail "no KTAP header"
plan=$(sed -n 's/^1\.\.\([0-9]*\)$/\1/p' /tmp/ktap)
[ -n "$plan" ] || fail "no plan line"
nres=$(grep -cE '^(not )?ok [0-9]+ ' /tmp/ktap)
[ "$nres" = "$plan" ] || fail "plan says $plan, $nres results"
bad=$(grep '^not ok' /tmp/ktap | head -n 3 | tr '\n' ';')
[ -z "$bad" ] || fail "$bad"
grep -q '^ok [0-9]* accounting_' /tmp/ktap || fail "no accounting test ran"
nctx=$(grep -cE '^ok [0-9]+ context_[a-z]+$' /tmp/ktap)
[ "$nctx" -ge 4 ] || fail "only $nctx context checks ran without skipping"
pass "$nres KTAP results ok ($nctx contexts checked)"
dmesg | grep -q 'stockbench: # stockbench selftest: pass:' ||
	fail "KTAP summary not in dmesg"
pass "KTAP in dmesg"
rmmod stockbench || fail "rmmod failed"
