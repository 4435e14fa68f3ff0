#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Random operations, seeded (SB_SOAK_SEED): SB_SOAK_OPS of them, or as
# many as SB_SOAK_S seconds allow (tools/vm/settings.sh). Valid, invalid
# and split config writes, start/stop/wait/autorun/selftest, results
# reads, CPU 1 offline/online, sysrq l (foreign NMIs), rmmod/insmod, and,
# where the kernel has fault injection (the debug kernels), runs with one
# allocation made to fail. Checks: status is always one well-formed line,
# every run ends with a state (an error with a reason), every results.csv
# parses with the CLI (where the guest has it), every injected failure
# ends in a status that names it (or, where a fallback took it, in a run
# that succeeded) and the next run works, no unknown NMI, no kernel
# report (as the host's scan-console finds them: the backtraces sysrq l
# asks for are none), no kmemleak report.
#
# The operation stream is drawn once from the seed, by one awk, into
# $SB_OUT/soak-ops.txt: the same seed and length replay it. The loop runs
# on shell builtins (no fork per operation but for rmmod/insmod, results
# and the CLI); runs are short (repeats=1 blocks<=2 samples<=4); a wait
# or a read stops an autorun first (the default run takes minutes under
# TCG). $SB_OUT/soak.log has every operation with the uptime it started
# at; $SB_OUT/soak-times.txt the time per kind of operation.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
seed=$SB_SOAK_SEED
dur=$SB_SOAK_S
maxops=$SB_SOAK_OPS
log=$SB_OUT/soak.log
ops=$SB_OUT/soak-ops.txt
nfail=0
bad() {
	not_ok "op $n ($op): $*"
	echo "FAIL op $n: $*" >&7
	nfail=$((nfail + 1))
}
cleanup() {
	[ -z "${wdpid:-}" ] || kill "$wdpid" 2>/dev/null
	[ -f $c1 ] && echo 1 >$c1 2>/dev/null
	[ "$fault" = 0 ] || { for a in failslab fail_page_alloc; do echo 0 >$fi/$a/times; done; fi_reset; }
}

# The stream: "N KIND X Y TEXT", X and Y "-" where unused. Weights per
# 1000; a run (start, the fault ops) is a few hundred ms under TCG, the
# config and status operations ms; reload, selftest, hotplug and sysrq
# cost up to seconds on a lockdep kernel and are rare.
[ "$maxops" != 0 ] && len=$maxops || len=$((dur * 40))
awk -v seed="$seed" -v len="$len" '
function pick(s,   a, k) { k = split(s, a, " "); return a[int(rand() * k) + 1] }
function valid(   s) {
	s = 1 + int(rand() * 4)
	return sprintf("variants=%s contexts=%s repeats=1 samples=%d blocks=%d sample_us=%d cpus=%s mixed_cpus=%s irq_rate=%d softirq_rate=%d nmi_rate=%d drain_rate=%s design=%s seed=%d",
		pick("decoupled locallock outside trylock decoupled,locallock outside,decoupled"),
		pick("task softirq hardirq nmi bh mixed task,mixed softirq,bh hardirq,nmi task,nmi,mixed all"),
		s, s > 1 && rand() < 0.3 ? 2 : 1, 10 + int(rand() * 190), pick("all 0 all 1"),
		pick("all 1"), int(rand() * 50) * 1000, int(rand() * 50) * 1000,
		int(rand() * 20) * 500, pick("0 0 1000"), pick("paired blocked"), int(rand() * 1000))
}
function invalid() {
	return pick("repeats=0 variants=nosuch contexts=task,bogus samples=abc irq_rate=1000000+softirq_rate=1000000 nmi_rate=100000 variants=all+contexts=all+repeats=100+blocks=1000+samples=1000+cpus=all+design=paired cpus=7-9 x\"y=1 =5 design=maybe blocks=0 inject=nosuch:3 sample_us=5")
}
BEGIN {
	srand(seed)
	nk = split("config 200 invalid 70 split 100 start 200 stop 50 wait 150 results 70 autorun 5 selftest 10 hotplug 25 sysrq 10 reload 20 fault 90", w, " ")
	for (i = 1; i < nk; i += 2)
		tot += w[i + 1] + 0
	for (n = 1; n <= len; n++) {
		r = rand() * tot
		for (i = 1; r >= w[i + 1] + 0; i += 2)
			r -= w[i + 1] + 0
		k = w[i]
		if (k == "config") {
			print n, "config - -", valid()
		} else if (k == "invalid") {
			t = invalid()
			gsub(/\+/, " ", t)
			print n, "config - -", t
		} else if (k == "split") {
			t = valid()
			if (rand() < 0.25) {
				u = invalid()
				gsub(/\+/, " ", u)
				t = t " " u
			}
			c = 1 + int(rand() * length(t))
			print n, "split - -", substr(t, 1, c) "|" substr(t, c + 1)
		} else if (k == "wait") {
			print n, "wait", rand() < 0.25, "-"
		} else if (k == "results") {
			print n, "results", pick("results results.csv"), rand() < 0.25
		} else if (k == "reload") {
			print n, "reload", pick("0 0 0 1"), "-"
		} else if (k == "fault") {
			a = pick("failslab failslab fail_page_alloc")
			print n, "fault", a, 1 + int(rand() * (a == "failslab" ? 120 : 40)), valid()
		} else {
			print n, k, "- -"
		}
	}
}' >"$ops"

# one fd each for the log, the statuses seen, the heartbeat's file
exec 7>"$log"
exec 6>/tmp/sk.st
echo 0 >/tmp/sk.hb
# no progress for 10 minutes: say where, and end the test (a wait that
# never returns would otherwise hold it for the whole test timeout)
main=$$
(
	last=-1 same=0
	while sleep 30; do
		read -r cur </tmp/sk.hb
		if [ "$cur" = "$last" ]; then same=$((same + 1)); else same=0 last=$cur; fi
		if [ $same -ge 20 ]; then
			echo "WATCHDOG: op $cur made no progress in 600 s: $(cat $d/status 2>&1)" >&7
			not_ok "op $cur ($(grep "^op $cur:" "$log")): no progress in 600 s: $(cat $d/status 2>&1)"
			kill -KILL $main
			exit 0
		fi
	done
) &
wdpid=$!

# Fault injection (Documentation/fault-injection/): failslab and
# fail_page_alloc aimed by task (task-filter: only tasks with make-it-fail
# set), at GFP_KERNEL allocations and pages of any order too; each fault
# op arms one failure (times=1) at its interval'th eligible allocation.
# This shell's make-it-fail is written through fd 5, opened once, and the
# start's stderr goes to fd 8, opened once: between setting and clearing
# it the shell opens nothing, so every failure injected is the kernel's
# work for the start (a `2>/dev/null` there had open(2) fail instead, and
# the start never reached the module).
fault=0
if fi_present && [ -w /proc/self/make-it-fail ]; then
	fault=1
	for a in failslab fail_page_alloc; do
		echo 0 >$fi/$a/times
		echo Y >$fi/$a/task-filter
		echo 100 >$fi/$a/probability
		echo 0 >$fi/$a/space
	done
	fi_arm 1
	exec 5>/proc/self/make-it-fail
	exec 8>>/tmp/sk.err
fi

# status: one line, ending in a newline; kept for the format check at the
# end (one grep, not one per op)
st=""
read_status() {
	[ -d $d ] || return 0
	if { IFS= read -r st && ! IFS= read -r _l2; } <$d/status; then
		echo "$n $st" >&6
	else
		bad "status not one line: '$st' '${_l2:-}'"
	fi
}
# after a wait: the run that was started has ended with a state and a reason
check_ended() {
	read_status
	case $st in
	state=running*) bad "still running after wait: $st" ;;
	state=error*'error=""') bad "error without a reason: $st" ;;
	esac
}
# the config as a read shows it, in $snap
snap() {
	snap=""
	while IFS= read -r _l; do snap="$snap$_l;"; done <$d/config
}
# an autorun takes minutes under TCG: stopped before anything waits for it
auto=0
unauto() {
	[ $auto = 0 ] || echo stop >$d/run
	auto=0
}

op_split() {
	_a=${txt%%|*}
	_b=${txt#*|}
	snap
	_c0=$snap
	exec 3>$d/config
	printf '%s' "$_a" >&3 2>/dev/null
	snap
	[ "$snap" = "$_c0" ] || bad "part of a split write applied: '$_a'"
	rc=0
	printf '%s\n' "$_b" >&3 2>/dev/null || rc=1
	exec 3>&-
	echo "  rc=$rc" >&7
}
op_wait() {
	unauto
	[ "$x" = 1 ] && echo stop >$d/run
	rc=0
	echo wait >$d/run 2>/dev/null || rc=1
	check_ended
	[ $rc = 0 ] || case $st in state=error*) ;; *) bad "wait failed (rc $rc) and status is $st" ;; esac
}
op_results() {
	unauto
	[ "$y" = 1 ] && echo stop >$d/run
	cat $d/"$x" >/tmp/sk.r 2>/dev/null
	check_ended
	[ "$x" = results.csv ] || return 0
	IFS= read -r _l </tmp/sk.r
	case $_l in "# schema"*) ;; *) return 0 ;; esac
	nres=$((nres + 1))
	if [ -x /usr/bin/stockbench ]; then
		stockbench show /tmp/sk.r >/dev/null 2>/tmp/sk.e ||
			{ cp /tmp/sk.r "$SB_OUT/soak-bad-$n.csv"; bad "stockbench show: $(head -n 2 /tmp/sk.e)"; }
	fi
}
# insmod, and a short config: a load starts from the defaults, whose
# run takes minutes under TCG
load() {
	insmod "$SB_KO" autorun="$1" || { bad "insmod failed"; return; }
	echo "$short" >$d/config || bad "config refused after insmod: $(cat $d/status)"
}
short="variants=decoupled contexts=task repeats=1 samples=2 blocks=1 sample_us=50"
op_reload() {
	if [ -d $d ]; then
		rmmod stockbench || bad "rmmod failed"
	fi
	load "$x"
	auto=$x
}
# One allocation of a short run fails (interval $y of attribute $x): the
# start's own, in this shell, or one of the run's threads', which take
# make-it-fail from it. Then: a failed start, a run in state=error or one
# whose verdict is a FAILURE, each named "out of memory", or, where a
# fallback took the failure (kvmalloc's vmalloc after its kmalloc), a run
# that succeeded; and the next run works.
op_fault() {
	unauto
	echo stop >$d/run
	echo wait >$d/run 2>/dev/null
	echo "$txt" >$d/config || { bad "config refused: $(cat $d/status)"; return; }
	if [ $fault = 0 ]; then
		echo start >$d/run 2>/dev/null && nrun=$((nrun + 1))
		echo wait >$d/run 2>/dev/null
		check_ended
		return
	fi
	exec 3>$d/run
	echo "$y" >$fi/"$x"/interval
	echo 1 >$fi/"$x"/times
	echo 1 >&5
	rc=0 rc2=0
	echo start >&3 2>&8 || rc=1
	echo 0 >&5
	exec 3>&-
	echo wait >$d/run 2>/dev/null || rc2=1
	read -r left <$fi/"$x"/times
	echo 0 >$fi/"$x"/times
	check_ended
	nfault=$((nfault + 1))
	how=""
	if [ "$left" != 0 ]; then
		how=missed
	else
		case "$rc:$rc2:$st" in
		1:*:*'error="run start: '*'out of memory'* | 1:*:*'error="write of '*'out of memory'*) how=refused ;;
		0:1:state=error*'out of memory'*) how=error ;;
		0:0:state=done*'FAILURE: '*'out of memory'*) how=failed ;;
		0:0:state=done*'error=""') how=absorbed ;;
		*) bad "injected failure ($x interval $y): start rc $rc ($(tail -n 1 /tmp/sk.err)), wait rc $rc2, status without it: $st" ;;
		esac
	fi
	echo "  fault $x interval $y: $how (start rc $rc, wait rc $rc2) $st" >&7
	case $how in
	refused) nf_ref=$((nf_ref + 1)) ;;
	error) nf_err=$((nf_err + 1)) ;;
	failed) nf_fail=$((nf_fail + 1)) ;;
	absorbed) nf_abs=$((nf_abs + 1)) ;;
	missed) nf_miss=$((nf_miss + 1)) ;;
	esac
	# the next run, the same config, without injection: it works
	if echo start >$d/run && echo wait >$d/run; then
		nrun=$((nrun + 1))
		read_status
		case $st in
		state=done*'error=""') ;;
		*) bad "the run after an injected failure: $st" ;;
		esac
	else
		bad "the run after an injected failure did not start or end: $(cat $d/status)"
	fi
}

dmesg -c >/dev/null
insmod "$SB_KO" autorun=0 || { not_ok "insmod failed"; exit 0; }
echo "$short" >$d/config || { not_ok "config refused: $(cat $d/status)"; exit 0; }
read -r t0 _ </proc/uptime
t0=${t0%.*}
n=0 nops=0 nres=0 nrun=0 nnmi=0 nfault=0 nf_ref=0 nf_err=0 nf_fail=0 nf_abs=0 nf_miss=0
exec 4<"$ops"
while read -r n op x y txt <&4; do
	read -r up _ </proc/uptime
	[ "$maxops" = 0 ] && [ $((${up%.*} - t0)) -ge "$dur" ] && break
	nops=$((nops + 1))
	echo "$n" >/tmp/sk.hb
	echo "op $n: $op @$up" >&7
	[ -d $d ] || [ $op = reload ] || load 0
	case $op in
	config)
		rc=0
		echo "$txt" >$d/config 2>/dev/null || rc=1
		echo "  '$txt' rc=$rc" >&7 ;;
	split) op_split ;;
	start) echo start >$d/run 2>/dev/null && nrun=$((nrun + 1)) ;;
	# the autorun's config becomes config's: short again for what follows
	autorun) echo autorun >$d/run 2>/dev/null && auto=1
		echo "$short" >$d/config ;;
	stop) echo stop >$d/run ;;
	wait) op_wait ;;
	results) op_results ;;
	selftest) unauto
		echo selftest >$d/run 2>/dev/null ;;
	hotplug) [ ! -f $c1 ] || { echo 0 >$c1 2>/dev/null; echo 1 >$c1 || bad "cpu1 online failed"; } ;;
	sysrq) echo l >/proc/sysrq-trigger
		nnmi=$((nnmi + 1)) ;;
	reload) op_reload ;;
	fault) op_fault ;;
	esac
	read_status
done
exec 4<&-
read -r up _ </proc/uptime
echo "end @$up" >&7
n=end op=final
[ -f $c1 ] && echo 1 >$c1 2>/dev/null
if [ -d $d ]; then
	echo stop >$d/run
	echo wait >$d/run
	check_ended
	rmmod stockbench || bad "final rmmod failed"
fi
kill $wdpid 2>/dev/null
wdpid=""
exec 6>&-
# every status seen was one well-formed line
re='^[^ ]+ state=[a-z]+ progress=[0-9]+/[0-9]+ elapsed_ms=[0-9]+ error="([^"\\]|\\x[0-9a-f][0-9a-f])*"$'
nst=$(wc -l </tmp/sk.st)
if grep -Evq "$re" /tmp/sk.st; then
	grep -Ev "$re" /tmp/sk.st | head -n 3 >"$SB_OUT/soak-bad-status.txt"
	bad "$(grep -Evc "$re" /tmp/sk.st) of $nst statuses malformed, e.g. op $(head -n 1 "$SB_OUT/soak-bad-status.txt")"
fi
# where the time went, per kind of operation
awk '/^op [0-9]+:/ { t = substr($NF, 2); if (k != "") { s[k] += t - t1; c[k]++ } k = $3; t1 = t }
	/^end @/ { t = substr($2, 2); if (k != "") { s[k] += t - t1; c[k]++ }; all = t - first }
	/^op 1:/ { first = substr($NF, 2) }
	END { for (k in s) printf "%-9s %6d ops %8.1f s %7.3f s/op %5.1f%%\n", k, c[k], s[k], s[k] / c[k], all ? 100 * s[k] / all : 0 }' \
	"$log" | sort -k4 -rn >"$SB_OUT/soak-times.txt"
diag_file "$SB_OUT/soak-times.txt"
el=$(awk '/^op 1:/ { a = substr($NF, 2) } /^end @/ { b = substr($2, 2) } END { printf "%d", b - a }' "$log")
dmesg >"$SB_OUT/soak-dmesg.txt"
unk=$(grep -c 'NMI received for unknown reason' "$SB_OUT/soak-dmesg.txt")
[ "$unk" = 0 ] || bad "$unk unknown NMIs"
rep=$(sh /scan-console "$SB_OUT/soak-dmesg.txt" | head -n 2)
[ -z "$rep" ] || bad "dmesg: $rep"
leaks=-
k=/sys/kernel/debug/kmemleak
if [ -w $k ]; then
	# two scans: an object must stay unreferenced across both
	echo scan >$k
	sleep 6
	echo scan >$k
	cat $k >"$SB_OUT/soak-kmemleak.txt"
	leaks=$(grep -c '^unreferenced object' "$SB_OUT/soak-kmemleak.txt")
	[ "$leaks" = 0 ] || bad "$leaks unreferenced objects ($(grep -c stockbench "$SB_OUT/soak-kmemleak.txt") lines mention stockbench)"
fi
fl="no fault injection here"
[ "$fault" = 0 ] || fl="$nfault fault ops: $nf_ref starts refused, $nf_err runs in error, $nf_fail runs failed, each naming out of memory; $nf_abs taken by a fallback, $nf_miss past the run's allocations; every next run worked"
diag "seed $seed: $nops operations in ${el}s, $nrun runs started, $nres results.csv parsed, $nnmi sysrq l, $unk unknown NMIs, kmemleak $leaks; $fl"
[ $nfail = 0 ] && pass "seed $seed: $nops operations in ${el} s, $nrun runs, $nres CSVs parsed, $nnmi foreign NMI rounds, $nst statuses well-formed, 0 unknown NMIs, 0 kernel reports, kmemleak $leaks, 0 runs without a state; $fl"
