#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The name lists the module prints (config's contexts, the variants file,
# the lists in errors) come out in enum order with their separators, and
# `start` runs the subjects of the last good config write: a failed write
# leaves them, a write of other keys keeps them, and a second instance
# keeps its own name ("x#2") from the write to the results.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
# the module's lists, from the CLI in the initramfs (built from the same headers)
ctxs=$(stockbench names contexts | tr '\n' ',') && ctxs=${ctxs%,} || fail "stockbench names contexts failed"
wls=$(stockbench names workloads | tr '\n' ',' | sed 's/,$//; s/,/, /g') || fail "stockbench names workloads failed"
insmod "$SB_KO" autorun=0 || fail "insmod failed"

# expect WHAT GOT WANT: one verdict line
expect() {
	if [ "$2" = "$3" ]; then
		pass "$1: $3"
	else
		not_ok "$1: got '$2', expected '$3'"
	fi
}

# error WRITE TEXT: the write is rejected and status says TEXT
error() {
	if echo "$1" >$d/config 2>/dev/null; then
		not_ok "'$1' was accepted"
		return
	fi
	st=$(cat $d/status)
	case $st in
	*"error=\"config: $2"*) pass "'$1': $2" ;;
	*) not_ok "'$1': status $st, expected 'config: $2'" ;;
	esac
}

# cells: the (variant,context) pairs of the last run's results.csv
cells() {
	awk -F, '/^#/ || NF < 2 { next } /^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ print $c["variant"] "," $c["context"] }' $d/results.csv |
		sort -u | tr '\n' ' '
}

configure "contexts=nmi,bh,mixed"
expect "contexts in enum order" "$(key contexts)" "bh,nmi,mixed"
configure "contexts=$ctxs"
expect "every context is all" "$(key contexts)" "all"

error "contexts=task,bogus" \
	"contexts: unknown context 'bogus' ($ctxs or all)"
error "workload=bogus" "workload: unknown 'bogus' ($wls)"
error "workload=prim variants=bogus" \
	"variants: 'bogus' is not a primitive (workload=prim: preempt_disable, local_irq_save, local_bh_disable, local_lock,"

# the variants file: flags and both context lists, "none" when empty
expect "variants: irq" "$(grep '^irq ' $d/variants | sed 's/ desc=.*//')" \
	"irq flags=none contexts=task,bh,softirq,hardirq,mixed contexts_rt=none"
expect "variants: decoupled" "$(grep '^decoupled ' $d/variants | sed 's/ desc=.*//')" \
	"decoupled flags=nmi-safe,rt-safe contexts=$ctxs contexts_rt=$ctxs"
expect "variants: locallock" "$(grep '^locallock ' $d/variants | sed 's/ desc=.*//')" \
	"locallock flags=rt-safe contexts=task,bh,softirq,hardirq,mixed contexts_rt=task,bh,softirq"
expect "variants: busted" "$(grep '^busted ' $d/variants | sed 's/ desc=.*//')" \
	"busted flags=busted contexts=task,bh,softirq,hardirq,mixed contexts_rt=task,bh,softirq,hardirq,mixed"

# start runs the subjects of the last good write
configure "variants=decoupled,decoupled contexts=task repeats=1 samples=3 sample_us=50"
echo "variants=nosuch" >$d/config 2>/dev/null && fail "variants=nosuch accepted"
echo start >$d/run || fail "start failed: $(cat $d/status)"
echo wait >$d/run || fail "run failed: $(cat $d/status)"
expect "after a failed write, start runs the good one" "$(cells)" \
	"decoupled#2,task decoupled,task "
configure "contexts=bh"
echo start >$d/run || fail "start failed: $(cat $d/status)"
echo wait >$d/run || fail "run failed: $(cat $d/status)"
expect "a write of contexts alone keeps the variants" "$(cells)" \
	"decoupled#2,bh decoupled,bh "
rmmod stockbench || fail "rmmod failed"
