#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The allocations a run's controller makes after its cells, the report's
# among them, made to fail in turn (fail-nth, set on the controller
# thread sb_run while its cell runs): every run then ends with a status
# that names a failure or with a table that does. A table line whose
# scratch memory failed ("single ops", "machine speed") says so in its
# place instead of going missing. Where the kernel has no fault injection
# (all but the debug kernels), skipped.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
cleanup() { fi_reset; }
fi_require "a failed allocation in every step of a run's end"
insmod "$SB_KO" autorun=0 || fail "insmod failed"
# one cell long enough (seconds under TCG) to set fail-nth while it runs
cfg="variants=decoupled contexts=task repeats=1 samples=64 blocks=1 sample_us=100000 cpus=0"
configure "$cfg"
fi_arm 0
n=0 bad=0 nlat=0 nref=0 nerr=0 nfl=0 left=0
while [ $n -lt 120 ]; do
	n=$((n + 1))
	echo start >$d/run || fail "start $n failed: $(cat $d/status)"
	ctl=""
	for p in /proc/[0-9]*; do
		{ read -r c <"$p/comm"; } 2>/dev/null || continue
		[ "$c" = sb_run ] && ctl=$p
	done
	[ -n "$ctl" ] || fail "run $n: no controller thread sb_run to aim at"
	# aimed while its cell runs: past the controller's allocations
	# before the cell (well under 1 s), before its end (seconds)
	sleep 1
	read -r st <$d/status
	case $st in
	state=running*) ;;
	*) fail "run $n: over before its controller could be aimed at ($st): a longer run is needed" ;;
	esac
	echo "$n" >"$ctl/fail-nth"
	echo wait >$d/run 2>/dev/null
	read -r left <"$ctl/fail-nth"
	read -r st <$d/status
	cat $d/results >/tmp/54.r 2>/dev/null
	grep -q 'single ops: not shown: out of memory' /tmp/54.r && nlat=$((nlat + 1))
	grep -q 'machine speed: not shown: out of memory' /tmp/54.r && nref=$((nref + 1))
	case $st in
	state=done*'error=""')
		if ! grep -q 'single ops' /tmp/54.r || ! grep -q '^machine speed' /tmp/54.r; then
			not_ok "run $n: a line went missing from the table without a word: $(grep -c . /tmp/54.r) lines"
			bad=$((bad + 1))
		fi ;;
	state=done*'FAILURE: '*'out of memory'* | state=error*'out of memory'*)
		nerr=$((nerr + 1)) ;;
	*) not_ok "run $n: allocation $n of the controller failed, status: $st"
		bad=$((bad + 1)) ;;
	esac
	[ "$left" = 0 ] || break
	nfl=$((nfl + 1))
	diag "run $n: $st; $(grep -c 'not shown' /tmp/54.r) table lines not shown"
done
cleanup
if [ "$left" = 0 ]; then
	not_ok "$n runs, each with an allocation made to fail, and still more allocations"
elif [ $nlat = 0 ] || [ $nref = 0 ]; then
	not_ok "$nfl allocations made to fail, none showed in the table: $nlat 'single ops: not shown', $nref 'machine speed: not shown'"
elif [ $bad = 0 ]; then
	pass "$nfl allocations of a run's controller made to fail in turn: $nerr runs named the failure in status, $nlat tables said 'single ops: not shown', $nref 'machine speed: not shown'; none dropped a line silently"
fi
rmmod stockbench || fail "rmmod failed"
