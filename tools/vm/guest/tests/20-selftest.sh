#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The in-kernel self-test: KTAP, every test ok (or skipped with a reason),
# as many results as the plan says, its totals line what the harness's
# KTAP reader counts (a skip neither a pass nor a failure), the same text
# in dmesg.
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
# the module's "# Totals:" line counts as /ktap.awk does: busted's
# accounting is skipped, and a skip is not a pass
read -r tp tf ts _ <<EOF
$(awk -f /ktap.awk -v mode=totals /tmp/ktap)
EOF
want="# Totals: pass:$tp fail:$tf skip:$ts"
grep -qx "$want" /tmp/ktap ||
	fail "the module's totals: '$(grep -m1 -E '^# (Totals|stockbench selftest):' /tmp/ktap)', its results: '$want'"
[ "$ts" -ge 1 ] || fail "no result skipped: busted's accounting should be"
pass "the module's totals, as /ktap.awk counts: pass:$tp fail:$tf skip:$ts"
dmesg | grep -q 'stockbench: # Totals: pass:' ||
	fail "KTAP summary not in dmesg"
pass "KTAP in dmesg"
rmmod stockbench || fail "rmmod failed"
