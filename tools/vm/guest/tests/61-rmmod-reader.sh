#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# rmmod while a reader blocks in `cat results` or `echo wait > run`: the
# open file holds the module, so rmmod fails at once (EAGAIN, "in use") and
# the run goes on; `stop` (or killing the reader) ends the wait, and then
# rmmod succeeds (module/README.md, "Unloading").
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
cleanup() {
	echo stop >$d/run 2>/dev/null
	sleep 1
}
for how in results wait; do
	insmod "$SB_KO" autorun=0 || fail "insmod failed"
	echo "variants=decoupled contexts=task repeats=100 samples=1000 sample_us=500" >$d/config ||
		fail "config rejected"
	echo start >$d/run || fail "start failed"
	if [ $how = results ]; then
		cat $d/results >/tmp/rr 2>&1 &
	else
		sh -c "echo wait >$d/run; echo rc=\$? >/tmp/rr" &
	fi
	rpid=$!
	sleep 1
	t0=$(uptime_s)
	rmmod stockbench 2>/tmp/rm && fail "$how: rmmod succeeded with a blocked reader"
	t1=$(uptime_s)
	ms=$(elapsed_ms "$t0" "$t1")
	grep -q '^state=running' $d/status || fail "$how: the run did not go on: $(cat $d/status)"
	kill -0 $rpid 2>/dev/null || fail "$how: the reader returned on rmmod"
	echo stop >$d/run
	wait $rpid
	case $how:$(tail -n 1 /tmp/rr) in
	results:"End of test"*|wait:rc=0) ;;
	*) fail "$how: after stop the reader got: $(tail -n 1 /tmp/rr)" ;;
	esac
	rmmod stockbench || fail "$how: rmmod after stop failed"
	pass "$how: rmmod refused in $ms ms ($(cat /tmp/rm)), the run went on; after stop the reader returned and rmmod worked"
done
