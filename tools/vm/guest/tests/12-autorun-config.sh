#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# config shows the config of the run at load, not the defaults it left:
# right after insmod, and after `echo autorun > run` on a module loaded
# idle; results.csv's config line is what that run ran.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
# same WHAT: config, as one line, is the last run's results.csv config
same() {
	cfg=$(tr '\n' ' ' <$d/config)
	cfg=${cfg% }
	echo stop >$d/run
	echo wait >$d/run
	ran=$(sed -n 's/^# config: //p' $d/results.csv)
	if [ -n "$ran" ] && [ "$cfg" = "$ran" ]; then
		pass "$1: config is what the run ran: $cfg"
	else
		not_ok "$1: config '$cfg', the run ran '$ran'"
	fi
}
insmod "$SB_KO" || fail "insmod failed"
same "after insmod"
rmmod stockbench || fail "rmmod failed"
insmod "$SB_KO" autorun=0 || fail "insmod autorun=0 failed"
[ "$(key repeats)" = 5 ] || not_ok "autorun=0: repeats=$(key repeats), expected the default 5"
echo autorun >$d/run || fail "echo autorun > run failed: $(cat $d/status)"
same "after echo autorun > run"
rmmod stockbench || fail "rmmod failed"
