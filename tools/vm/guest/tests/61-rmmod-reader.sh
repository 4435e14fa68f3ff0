#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# rmmod while a reader blocks in `cat results` or `echo wait > run`, the
# path module/README.md ("Unloading") states: the open file holds the
# module, so rmmod fails at once (EAGAIN, "in use") and the run goes on;
# the reader's wait is killable, so interrupting it (SIGTERM) ends it, and
# then rmmod succeeds with the run still going, and stops it.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
cleanup() {
	[ -z "${rpid:-}" ] || kill -KILL "$rpid" 2>/dev/null
	echo stop >$d/run 2>/dev/null
	sleep 1
}
for how in results wait; do
	rpid=""
	insmod "$SB_KO" autorun=0 || fail "insmod failed"
	configure "variants=decoupled contexts=task repeats=100 samples=1000 sample_us=500"
	echo start >$d/run || fail "start failed"
	if [ $how = results ]; then
		cat $d/results >/tmp/rr 2>&1 &
	else
		sh -c "echo wait >$d/run; echo rc=\$? >/tmp/rr" &
	fi
	rpid=$!
	sleep 1
	kill -0 $rpid 2>/dev/null || fail "$how: the reader did not block"
	rmmod stockbench 2>/tmp/rm && fail "$how: rmmod succeeded with a blocked reader"
	loaded || fail "$how: the module is gone after a failed rmmod"
	grep -q '^state=running' $d/status || fail "$how: the run did not go on: $(cat $d/status)"
	kill -0 $rpid 2>/dev/null || fail "$how: the reader returned on rmmod"
	# interrupted: the killable wait ends, the reader dies of the signal
	kill -TERM $rpid
	wait $rpid
	rc=$?
	[ $rc = 143 ] || fail "$how: the reader interrupted by SIGTERM exited $rc (expected 143)"
	rpid=""
	grep -q '^state=running' $d/status || fail "$how: the run ended with the reader: $(cat $d/status)"
	t0=$(uptime_s)
	rmmod stockbench || fail "$how: rmmod after the reader was interrupted failed"
	ms=$(elapsed_ms "$t0" "$(uptime_s)")
	loaded && fail "$how: still loaded after rmmod"
	pass "$how: rmmod refused ($(cat /tmp/rm)), the run went on; the reader interrupted (exit 143), then rmmod stopped the run and unloaded in $ms ms"
done
