#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# A short run of every variant in every context, for the page and the obj
# workload, then the raw primitives and the kernel's own kmalloc path.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
for wl in page obj prim kmalloc; do
	echo "variants=all contexts=all workload=$wl repeats=1 samples=3 sample_us=100 memcgs=3" >$d/config ||
		{ not_ok "$wl: config rejected: $(cat $d/status)"; continue; }
	echo start >$d/run || { not_ok "$wl: start failed: $(cat $d/status)"; continue; }
	cat $d/results >/tmp/r-$wl
	cat $d/results.csv >"$SB_OUT/every-context-$wl.csv"
	cp /tmp/r-$wl "$SB_OUT/every-context-$wl.txt"
	last=$(tail -n 1 /tmp/r-$wl)
	nok=$(grep -cE '^[a-z_]+ +[a-z]+ +ok ' /tmp/r-$wl)
	if [ "$last" != "End of test: SUCCESS" ]; then
		diag_file /tmp/r-$wl
		not_ok "$wl: $last"
	elif [ "$nok" -lt 3 ]; then
		diag_file /tmp/r-$wl
		not_ok "$wl: only $nok rows measured"
	else
		pass "$wl: $nok variant x context rows measured, SUCCESS"
	fi
	state=$(cut -d' ' -f1 $d/status)
	[ "$state" = state=done ] || not_ok "$wl: status says $state after the run"
done
# remote drain_all requests while every CPU charges (memory.high pressure)
echo "variants=all contexts=task,mixed workload=page repeats=1 samples=5 sample_us=200 memcgs=2 drain_rate=2000" >$d/config ||
	fail "drain_rate config rejected: $(cat $d/status)"
echo start >$d/run && cat $d/results >/tmp/r-drain
cat $d/results.csv >"$SB_OUT/every-context-drain.csv"
last=$(tail -n 1 /tmp/r-drain)
if [ "$last" != "End of test: SUCCESS" ]; then
	diag_file /tmp/r-drain
	not_ok "drain_rate=2000: $last"
else
	pass "drain_rate=2000: SUCCESS"
fi
# outside with the in-NMI dispose under the lock instead of direct uncharge
if not_x86 "outside_nmi=locked" "no NMI source: the in-NMI dispose cannot run"; then
	:
elif grep -q '^outside ' $d/variants; then
	echo "variants=outside contexts=nmi,mixed drain_rate=0 outside_nmi=locked repeats=1 samples=5 sample_us=200" >$d/config ||
		fail "outside_nmi=locked rejected: $(cat $d/status)"
	echo start >$d/run && cat $d/results >/tmp/r-onl
	last=$(tail -n 1 /tmp/r-onl)
	if [ "$last" != "End of test: SUCCESS" ]; then
		diag_file /tmp/r-onl
		not_ok "outside_nmi=locked: $last"
	else
		pass "outside_nmi=locked: SUCCESS"
	fi
fi
rmmod stockbench || fail "rmmod failed"
