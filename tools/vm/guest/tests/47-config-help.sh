#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# config describes itself: config_help has a line "key=default (values):
# what" for every key config shows, in its order, and the keys the run at
# load sets otherwise; `echo defaults > config` sets every key back, and
# the tokens after it apply on top, all or nothing as any write.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
cat $d/config >/tmp/cfg0 || fail "cat config failed"
cat $d/config_help >/tmp/help || fail "no config_help: $(ls $d | tr '\n' ' ')"
diag_file /tmp/help
# every key, its default as config shows it after load, and its values
grep -v '^#' /tmp/help | sed 's/ (.*//' >/tmp/hkeys
if cmp -s /tmp/cfg0 /tmp/hkeys; then
	pass "config_help: every one of the $(wc -l </tmp/cfg0) keys with its default, in config's order"
else
	not_ok "config_help's keys and defaults are not config's at load: $(diff /tmp/cfg0 /tmp/hkeys | tr '\n' ' ')"
fi
bad=$(grep -v '^#' /tmp/help | grep -cvE '^[a-z_]+=[^ ]+ \([^)]+\): [a-z]')
[ "$bad" -eq 0 ] || not_ok "$bad lines of config_help are not 'key=default (values): what'"
grep -q '^repeats=5 (1\.\.100): ' /tmp/help && grep -q '^irq_rate=10000 (0\.\.1000000): ' /tmp/help &&
	grep -q '^design=paired (paired, blocked): ' /tmp/help ||
	not_ok "config_help: repeats, irq_rate or design without its range"
grep -q '^# .*autorun.* repeats=3 .*samples=40 ' /tmp/help &&
	pass "config_help: ranges, and the run at load's own keys" ||
	not_ok "config_help does not say what the run at load sets: $(grep autorun /tmp/help)"

configure "repeats=7 contexts=task,nmi workload=obj inject=decoupled:5"
echo defaults >$d/config || fail "echo defaults > config failed: $(cat $d/status)"
if cat $d/config | cmp -s - /tmp/cfg0; then
	pass "echo defaults > config: every key back to its default"
else
	not_ok "after defaults: $(cat $d/config | diff /tmp/cfg0 - | tr '\n' ' ')"
fi
configure "defaults samples=9"
[ "$(key samples)" = 9 ] && [ "$(key repeats)" = 5 ] &&
	pass "'defaults samples=9': defaults, then samples=9" ||
	not_ok "'defaults samples=9': samples=$(key samples) repeats=$(key repeats)"
echo "defaults repeats=0" >$d/config 2>/dev/null && not_ok "'defaults repeats=0' accepted"
[ "$(key samples)" = 9 ] && pass "'defaults repeats=0' refused whole: samples still 9" ||
	not_ok "'defaults repeats=0' changed the config: samples=$(key samples)"
rmmod stockbench || fail "rmmod failed"
