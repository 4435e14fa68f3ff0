#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Every allocation a `start` makes, made to fail in turn, as the kernel
# tests its own error paths (Documentation/fault-injection/, fail-nth):
# the Nth allocation of this shell's next system calls fails, for N = 1, 2,
# ... until a start gets through. Each failed start must say why: the
# write fails, status names what could not be had and "out of memory",
# the kernel log says it too, nothing is left running, and the next start
# works. Where the kernel has no fault injection (all but the debug
# kernels), skipped. 98-soak's fault ops do the same at random, the run's
# threads included.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
cleanup() {
	[ -z "${armed:-}" ] || echo 0 >&5
	fi_reset
}
fi_require "a failed allocation in every step of a start"
insmod "$SB_KO" autorun=0 || fail "insmod failed"
# two CPUs and two contexts: more than one worker, cell and group
cfg="variants=decoupled,locallock contexts=task,softirq repeats=1 samples=2 blocks=1 sample_us=50"
configure "$cfg"
echo start >$d/run && echo wait >$d/run || fail "a first run failed: $(cat $d/status)"
fi_arm 0
# fd 5 sets fail-nth and fd 6 reads what is left of it, fd 3 writes start,
# stderr goes to fd 8: all opened before, so that between arming and the
# start the shell allocates nothing
exec 8>/dev/null
n=0 nfl=0 nok=0 nabs=0 bad=0 left=0 last=""
while [ $n -lt 400 ]; do
	n=$((n + 1))
	dmesg -c >/dev/null
	exec 5>/proc/self/fail-nth 6</proc/self/fail-nth 3>$d/run
	armed=1
	rc=0
	echo "$n" >&5
	echo start >&3 2>&8 || rc=1
	read -r left <&6
	echo 0 >&5
	armed=""
	exec 3>&- 5>&- 6<&-
	if [ "$left" != 0 ]; then
		# the start made fewer than $n allocations: all have been tried
		[ $rc = 0 ] || { not_ok "start $n: no allocation failed, yet the start did: $(cat $d/status)"; bad=$((bad + 1)); }
		echo wait >$d/run 2>/dev/null
		break
	fi
	if [ $rc = 0 ]; then
		# a fallback took it: kvmalloc's vmalloc after its kmalloc, or
		# kmemleak's pool where its own record of an allocation failed
		nabs=$((nabs + 1))
		echo wait >$d/run 2>/dev/null
		st=$(cat $d/status)
		case $st in
		state=done*'error=""') ;;
		*) not_ok "start $n: allocation $n failed, the start went on, and the run: $st"
			bad=$((bad + 1)) ;;
		esac
		continue
	fi
	nfl=$((nfl + 1))
	st=$(cat $d/status)
	why=${st#*error=\"}
	why=${why%\"}
	log=$(dmesg | grep 'stockbench: ' | tail -n 1)
	case $st in
	state=running*)
		not_ok "start $n: the write failed but a run is going: $st"
		bad=$((bad + 1)) ;;
	*'error="run start: '*'out of memory'* | *'error="write of '*'out of memory'*)
		case $log in
		*"stockbench: $why") nok=$((nok + 1)) ;;
		*) not_ok "start $n: '$why' is not in the kernel log (its last line: '$log')"
			bad=$((bad + 1)) ;;
		esac ;;
	*) not_ok "start $n: the write failed, status without out of memory: $st"
		bad=$((bad + 1)) ;;
	esac
	[ "$why" = "$last" ] || diag "start $n: $why"
	last=$why
	echo start >$d/run && echo wait >$d/run ||
		{ not_ok "start $n: the next run failed: $(cat $d/status)"; bad=$((bad + 1)); }
done
cleanup
if [ "$left" = 0 ]; then
	not_ok "$n starts, each with an allocation made to fail, and still more allocations"
elif [ $nfl = 0 ]; then
	not_ok "no start failed with fail-nth set (is fail-nth working?)"
elif [ $bad = 0 ]; then
	pass "each of a start's $((n - 1)) allocations made to fail in turn: $nok starts failed with status and kernel log naming it, $nabs failures taken by a fallback, every next run worked"
fi
rmmod stockbench || fail "rmmod failed"
