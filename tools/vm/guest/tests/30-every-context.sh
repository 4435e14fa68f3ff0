#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# A short run of every variant in every context, for the page and the obj
# workload, then the raw primitives and the kernel's own kmalloc path.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
for wl in page obj prim kmalloc; do
	echo "variants=all contexts=all workload=$wl repeats=1 samples=3 sample_us=100 memcgs=3" >$d/config ||
		{ echo "FAIL: $name: $wl: config rejected: $(cat $d/status)"; continue; }
	echo start >$d/run || { echo "FAIL: $name: $wl: start failed: $(cat $d/status)"; continue; }
	cat $d/results >/tmp/r-$wl
	cat $d/results.csv >"$SB_OUT/every-context-$wl.csv"
	cp /tmp/r-$wl "$SB_OUT/every-context-$wl.txt"
	last=$(tail -n 1 /tmp/r-$wl)
	nok=$(grep -cE '^[a-z_]+ +[a-z]+ +ok ' /tmp/r-$wl)
	if [ "$last" != "End of test: SUCCESS" ]; then
		cat /tmp/r-$wl
		echo "FAIL: $name: $wl: $last"
	elif [ "$nok" -lt 3 ]; then
		cat /tmp/r-$wl
		echo "FAIL: $name: $wl: only $nok rows measured"
	else
		echo "PASS: $name: $wl: $nok variant x context rows measured, SUCCESS"
	fi
	state=$(cut -d' ' -f1 $d/status)
	[ "$state" = state=done ] || echo "FAIL: $name: $wl: status says $state after the run"
done
# remote drain_all requests while every CPU charges (memory.high pressure)
echo "variants=all contexts=task,mixed workload=page repeats=1 samples=5 sample_us=200 memcgs=2 drain_rate=2000" >$d/config ||
	fail "drain_rate config rejected: $(cat $d/status)"
echo start >$d/run && cat $d/results >/tmp/r-drain
cat $d/results.csv >"$SB_OUT/every-context-drain.csv"
last=$(tail -n 1 /tmp/r-drain)
if [ "$last" != "End of test: SUCCESS" ]; then
	cat /tmp/r-drain
	echo "FAIL: $name: drain_rate=2000: $last"
else
	echo "PASS: $name: drain_rate=2000: SUCCESS"
fi
# outside with the in-NMI dispose under the lock instead of direct uncharge
if grep -q '^outside ' $d/variants; then
	echo "variants=outside contexts=nmi,mixed drain_rate=0 outside_nmi=locked repeats=1 samples=5 sample_us=200" >$d/config ||
		fail "outside_nmi=locked rejected: $(cat $d/status)"
	echo start >$d/run && cat $d/results >/tmp/r-onl
	last=$(tail -n 1 /tmp/r-onl)
	if [ "$last" != "End of test: SUCCESS" ]; then
		cat /tmp/r-onl
		echo "FAIL: $name: outside_nmi=locked: $last"
	else
		echo "PASS: $name: outside_nmi=locked: SUCCESS"
	fi
fi
rmmod stockbench || fail "rmmod failed"
