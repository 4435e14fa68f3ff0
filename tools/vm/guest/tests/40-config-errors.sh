#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Bad config writes fail with EINVAL (or E2BIG when oversized), change
# nothing, and say why in status; a good write changes exactly what it says.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
cat $d/config >/tmp/cfg0 || fail "cat config failed"
grep -q '^repeats=5$' /tmp/cfg0 || fail "default repeats is not 5"
nkeys=$(wc -l </tmp/cfg0)
[ "$nkeys" -eq 22 ] || fail "config shows $nkeys keys, expected 22"
grep -q '^mixed_cpus=all$' /tmp/cfg0 || fail "default mixed_cpus is not all"

# each must be rejected as a whole
bad() {
	msg=$(echo "$1" 2>&1 >$d/config)
	rc=$?
	if [ $rc -eq 0 ]; then
		not_ok "'$1' was accepted"
		return
	fi
	case $msg in
	*"$2"*) ;;
	*) not_ok "'$1': error '$msg', expected '$2'"; return ;;
	esac
	if ! cat $d/config | cmp -s - /tmp/cfg0; then
		not_ok "'$1' changed the config"
		cat $d/config >/tmp/cfg0
		return
	fi
	st=$(cat $d/status)
	case $st in
	*'error=""'*) not_ok "'$1': status gives no reason: $st"; return ;;
	esac
	pass "rejected '$(printf '%.40s' "$1")': ${st#*error=}"
}
bad "repeats=0" "Invalid argument"
bad "repeats=101" "Invalid argument"
bad "remeasure=101" "Invalid argument"
bad "samples=abc" "Invalid argument"
bad "nosuchkey=1" "Invalid argument"
bad "repeats" "Invalid argument"
bad "design=maybe" "Invalid argument"
bad "blocks=0" "Invalid argument"
bad "inject=nosuch:3" "Invalid argument"
bad "inject=locallock:0" "Invalid argument"
bad "inject=locallock" "Invalid argument"
bad "repeats=" "Invalid argument"
bad "=5" "Invalid argument"
bad "variants=nosuchvariant" "Invalid argument"
bad "contexts=task,bogus" "Invalid argument"
bad "workload=bogus" "Invalid argument"
bad "cpus=999" "Invalid argument"
bad "cpus=x-y" "Invalid argument"
bad "mixed_cpus=0" "Invalid argument"
bad "mixed_cpus=one" "Invalid argument"
bad "mixed_cpus=100000" "Invalid argument"
bad "outside_nmi=maybe" "Invalid argument"
bad "seed=-1" "Invalid argument"
bad "bytes=65537" "Invalid argument"
bad "irq_rate=1000001" "Invalid argument"
bad "repeats=7 samples=0" "Invalid argument"
bad "workload=prim variants=irq" "Invalid argument"

# oversized: one 5000-byte write
msg=$(head -c 5000 /dev/zero | tr '\0' 'a' | dd of=$d/config bs=5000 2>&1)
case $msg in
*"too long"*) pass "5000-byte write rejected: E2BIG" ;;
*) not_ok "5000-byte write: '$msg'" ;;
esac
cat $d/config | cmp -s - /tmp/cfg0 || fail "oversized write changed the config"

# a good write changes exactly its keys
printf 'repeats=7 samples=9\n' >$d/config || fail "good write rejected: $(cat $d/status)"
cat $d/config >/tmp/cfg1
grep -q '^repeats=7$' /tmp/cfg1 && grep -q '^samples=9$' /tmp/cfg1 ||
	fail "good write not applied"
ndiff=$(diff /tmp/cfg0 /tmp/cfg1 | grep -c '^+[a-z]')
[ "$ndiff" -eq 2 ] || fail "good write changed $ndiff keys, expected 2"
pass "good write applied exactly"

# run accepts only its commands
if echo bogus >$d/run 2>/dev/null; then
	not_ok "'bogus' accepted by run"
else
	pass "run rejects unknown commands"
fi
rmmod stockbench || fail "rmmod failed"
