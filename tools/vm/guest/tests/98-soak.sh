#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Random operations, seeded (SB_SOAK_SEED) for SB_SOAK_S seconds or
# SB_SOAK_OPS operations (tools/vm/settings.sh): valid, invalid and split config
# writes, start/stop/wait/selftest, results reads, CPU 1 offline/online,
# sysrq l (foreign NMIs), rmmod/insmod. Checks: status is always one
# well-formed line, every run ends with a state (an error with a reason),
# every results.csv parses with the CLI, no unknown NMI, no kernel report.
# The operations go to $SB_OUT/soak.log: the same seed replays them.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
seed=$SB_SOAK_SEED
dur=$SB_SOAK_S
maxops=$SB_SOAK_OPS
log=$SB_OUT/soak.log
nfail=0
bad() {
	not_ok "op $n ($op): $*"
	echo "FAIL op $n: $*" >>"$log"
	nfail=$((nfail + 1))
}
re='^state=[a-z]+ progress=[0-9]+/[0-9]+ elapsed_ms=[0-9]+ error="([^"\\]|\\x[0-9a-f][0-9a-f])*"$'
check_status() {
	loaded || return 0
	cat $d/status >/tmp/sk.st 2>/dev/null || { bad "status unreadable"; return; }
	[ "$(wc -l </tmp/sk.st)" -eq 1 ] && grep -Eq "$re" /tmp/sk.st ||
		bad "status not one well-formed line: $(od -c /tmp/sk.st | head -n 3)"
}
# after a wait: a run that was started has ended with a state and a reason
check_ended() {
	st=$(cat $d/status)
	case $st in
	state=running*) bad "still running after wait: $st" ;;
	state=error*'error=""') bad "error without a reason: $st" ;;
	esac
}
# the random stream: one number per call, from one awk seeded once
rm -f /tmp/sk.fifo
mkfifo /tmp/sk.fifo
awk -v s="$seed" 'BEGIN { srand(s); for (;;) print int(rand() * 1000000) }' >/tmp/sk.fifo &
rndpid=$!
exec 4</tmp/sk.fifo
rnd() { read -r r <&4; echo $((r % $1)); }
pick() { shift "$(rnd $#)"; echo "$1"; }

valid_cfg() {
	v=$(pick decoupled locallock outside trylock "decoupled,locallock" "outside,decoupled")
	c=$(pick task softirq hardirq nmi bh mixed "task,mixed" "softirq,bh" "hardirq,nmi" all)
	echo "variants=$v contexts=$c repeats=$(($(rnd 2) + 1)) samples=$(($(rnd 8) + 2)) blocks=$(($(rnd 3) + 1)) sample_us=$(($(rnd 300) + 50)) cpus=$(pick all 0 all 1) mixed_cpus=$(pick all 1) irq_rate=$(($(rnd 50) * 1000)) softirq_rate=$(($(rnd 50) * 1000)) nmi_rate=$(($(rnd 20) * 500)) drain_rate=$(pick 0 0 1000) design=$(pick paired blocked) seed=$(rnd 1000)"
}
invalid_cfg() {
	pick "repeats=0" "variants=nosuch" "contexts=task,bogus" "samples=abc" \
		"irq_rate=1000000 softirq_rate=1000000" "nmi_rate=100000" \
		"variants=all contexts=all repeats=100 blocks=1000 samples=1000" \
		"cpus=7-9" "x\"y=1" "=5" "design=maybe" "blocks=0" "inject=nosuch:3"
}
op_config() {
	if [ "$(rnd 3)" = 0 ]; then txt=$(invalid_cfg); else txt=$(valid_cfg); fi
	if echo "$txt" >$d/config 2>/dev/null; then rc=0; else rc=1; fi
	echo "  config '$txt' rc=$rc" >>"$log"
}
op_split() {
	txt=$(valid_cfg)
	[ "$(rnd 4)" = 0 ] && txt="$txt $(invalid_cfg)"
	cut=$(($(rnd ${#txt}) + 1))
	a=$(echo "$txt" | cut -c1-$cut)
	b=$(echo "$txt" | cut -c$((cut + 1))-)
	cat $d/config >/tmp/sk.c0
	exec 3>$d/config
	printf '%s' "$a" >&3 2>/dev/null
	cmp -s $d/config /tmp/sk.c0 || bad "part of a split write applied: '$a'"
	printf '%s\n' "$b" >&3 2>/dev/null
	rc=$?
	exec 3>&-
	echo "  split '$a' | '$b' rc=$rc" >>"$log"
}
# half the time a stop first: an autorun run takes minutes under TCG
maybe_stop() { [ "$(rnd 2)" = 0 ] && echo stop >$d/run; }
op_wait() {
	maybe_stop
	timeout 300 sh -c "echo wait >$d/run" 2>/dev/null
	rc=$?
	[ $rc = 124 ] && { bad "wait did not return in 300 s"; return; }
	check_ended
}
op_results() {
	f=$(pick results results.csv)
	maybe_stop
	timeout 300 cat $d/$f >/tmp/sk.r 2>/dev/null
	[ $? = 124 ] && { bad "cat $f did not return in 300 s"; return; }
	check_ended
	[ $f = results.csv ] && grep -q '^# schema' /tmp/sk.r || return 0
	nres=$((nres + 1))
	if [ -x /usr/bin/stockbench ]; then
		stockbench show /tmp/sk.r >/dev/null 2>/tmp/sk.e ||
			{ cp /tmp/sk.r "$SB_OUT/soak-bad-$n.csv"; bad "stockbench show: $(head -n 2 /tmp/sk.e)"; }
	fi
}
op_hotplug() {
	[ -f $c1 ] || return 0
	echo 0 >$c1 2>/dev/null
	sleep "0.$(rnd 5)"
	echo 1 >$c1 || bad "cpu1 online failed"
}
op_reload() {
	if loaded; then
		rmmod stockbench || bad "rmmod failed"
	fi
	insmod "$SB_KO" autorun="$(pick 0 0 1)" || bad "insmod failed"
}

dmesg -c >/dev/null
: >"$log"
insmod "$SB_KO" autorun=0 || { not_ok "insmod failed"; exit 0; }
t0=$(uptime_s)
n=0 nres=0 nrun=0 nnmi=0
while :; do
	el=$(awk -v t0="$t0" '{ printf "%d", $1 - t0 }' /proc/uptime)
	[ "$el" -ge "$dur" ] && [ "$maxops" = 0 ] && break
	[ "$maxops" != 0 ] && [ $n -ge "$maxops" ] && break
	n=$((n + 1))
	op=$(pick config config config split split start start stop wait wait results results selftest hotplug sysrq reload)
	echo "op $n: $op" >>"$log"
	loaded || [ $op = reload ] || insmod "$SB_KO" autorun=0 || bad "insmod failed"
	case $op in
	config) op_config ;;
	split) op_split ;;
	start) echo start >$d/run 2>/dev/null && nrun=$((nrun + 1)) ;;
	stop) echo stop >$d/run ;;
	wait) op_wait ;;
	results) op_results ;;
	selftest) timeout 300 sh -c "echo selftest >$d/run" 2>/dev/null
		[ $? = 124 ] && bad "selftest did not return in 300 s" ;;
	hotplug) op_hotplug ;;
	sysrq) echo l >/proc/sysrq-trigger; nnmi=$((nnmi + 1)) ;;
	reload) op_reload ;;
	esac
	check_status
done
[ -f $c1 ] && echo 1 >$c1 2>/dev/null
if loaded; then
	echo stop >$d/run
	timeout 120 sh -c "echo wait >$d/run"
	check_ended
	rmmod stockbench || bad "final rmmod failed"
fi
exec 4<&-
kill $rndpid 2>/dev/null
dmesg >"$SB_OUT/soak-dmesg.txt"
unk=$(grep -c 'NMI received for unknown reason' "$SB_OUT/soak-dmesg.txt")
[ "$unk" = 0 ] || bad "$unk unknown NMIs"
rep=$(grep -E 'WARNING|BUG|Oops|lockdep|scheduling while atomic|soft lockup|stall|hung_task|kmemleak' "$SB_OUT/soak-dmesg.txt" | head -n 2)
[ -z "$rep" ] || bad "dmesg: $rep"
leaks=-
if [ -w /sys/kernel/debug/kmemleak ]; then
	echo scan >/sys/kernel/debug/kmemleak
	leaks=$(grep -c 'unreferenced object' /sys/kernel/debug/kmemleak)
	cat /sys/kernel/debug/kmemleak >"$SB_OUT/soak-kmemleak.txt"
	grep -q stockbench "$SB_OUT/soak-kmemleak.txt" && bad "kmemleak: stockbench objects leaked"
fi
diag "seed $seed: $n operations in ${el}s, $nrun runs started, $nres results.csv parsed, $nnmi sysrq l, $unk unknown NMIs, kmemleak $leaks"
[ $nfail = 0 ] && pass "seed $seed: $n operations, $nrun runs, $nres CSVs parsed, $nnmi foreign NMI rounds, 0 unknown NMIs, 0 kernel reports, 0 runs without a state"
