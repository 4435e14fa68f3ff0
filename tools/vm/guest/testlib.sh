#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# testlib.sh: what every guest test sources as its first command, so that a
# test is one file of checks (tools/vm/README.md, "Adding a guest test"):
#
#	# shellcheck source=tools/vm/guest/testlib.sh
#	. /testlib.sh
#
# mkinitramfs puts this file at /testlib.sh, not in /tests: run-tests.sh
# runs every /tests/*.sh as a test. The lint stage of tools/vm/check fails
# a test whose first command is not that line.
#
# A test's output is KTAP (docs.kernel.org, dev-tools/ktap.rst): one result
# line per check, "ok N <name>: what" or "not ok N <name>: why", numbered
# from 1 in each test, and "# ..." diagnostic lines; run-tests.sh nests it
# as a subtest of its own KTAP document and counts its results.
#
# It sets name (the test's file name without .sh), d (the module's debugfs
# directory) and c1 (CPU 1's online switch), and gives the helpers below.
# busybox sh: POSIX only.

# shellcheck disable=SC2034 # name, d and c1 are for the test that sources this
{
	name=${0##*/}
	name=${name%.sh}
	d=/sys/kernel/debug/stockbench
	c1=/sys/devices/system/cpu/cpu1/online
	# the number of the last result line, in a file: a check in a
	# subshell or a pipeline numbers its result like any other
	ktap_n=${TMPDIR:-/tmp}/ktap-n.$name.$$
	echo 0 >"$ktap_n"
}

# result ok|"not ok" [WHAT] [DIRECTIVE]: the next result line,
# "RESULT N <name>: WHAT # DIRECTIVE", on one line (WHAT's newlines become
# spaces). A "#" in WHAT is written "\#": in KTAP it starts the directive.
result() {
	_n=$(($(cat "$ktap_n") + 1))
	echo "$_n" >"$ktap_n"
	_what=$(printf '%s' "$2" | tr '\n' ' ' | sed 's/#/\\#/g')
	echo "$1 $_n $name${_what:+: $_what}${3:+ # $3}"
}

# pass [WHAT]: a check passed: "ok N <name>: WHAT" (or "ok N <name>")
pass() { result ok "$*"; }

# not_ok WHY: a check failed, "not ok N <name>: WHY", and the test goes on
not_ok() { result "not ok" "$*"; }

# skip WHAT WHY: a check not made, "ok N <name>: WHAT # SKIP WHY": counted
# neither way. Only for a check that does not apply here; a check that
# cannot run where it applies is a not_ok or a fail, never a skip.
skip() { result ok "$1" "SKIP $2"; }

# not_x86 WHAT WHY: on a guest that is not x86-64 (arm64), the skip
# "ok N <name>: WHAT # SKIP x86 only: WHY (<machine>)" and 0; on x86-64,
# nothing and 1. For a check that needs what only x86 has here (an NMI a
# CPU sends itself, an NMI backtrace, the host's trace-cmd): never a pass.
not_x86() {
	[ "$(uname -m)" != x86_64 ] || return 1
	skip "$1" "x86 only: $2 ($(uname -m))"
}

# no_nmi WHAT: with the module loaded, on a guest where it has no NMI
# source (an arm64 kernel without pseudo-NMI: module/arch_arm64.c says so
# at load, "stockbench: no nmi context: <why>"), the skip "ok N <name>:
# WHAT # SKIP no NMI source: <why>" and 0; where it has one (x86-64; arm64
# with pseudo-NMI: "stockbench: nmi context: ..."), nothing and 1.
no_nmi() {
	[ "$(uname -m)" != x86_64 ] || return 1
	_nmi=$(dmesg | sed -n 's/.*stockbench: \(no \)\{0,1\}nmi context: /&/p' | tail -n 1)
	case $_nmi in
	*"stockbench: nmi context: "*) return 1 ;;
	*"stockbench: no nmi context: "*) _nmi=${_nmi#*no nmi context: } ;;
	*) _nmi="the module said nothing about its NMI at load (dmesg)" ;;
	esac
	skip "$1" "no NMI source: $_nmi ($(uname -m))"
}

# diag TEXT...: a diagnostic line, "# TEXT"; diag_file FILE: FILE's lines
# as diagnostics (a table, a log: a line of it that looks like a result,
# say the module's own KTAP, must not be counted as the test's)
diag() { echo "# $*"; }
diag_file() { sed 's/^/# /' "$1"; }

# loaded: 0 if the stockbench module is loaded
loaded() { grep -q '^stockbench ' "$SB_PROC_MODULES"; }

# unload: rmmod stockbench if it is loaded
unload() {
	if loaded; then
		rmmod stockbench
	fi
}

# cleanup: what fail undoes before it unloads the module (CPU 1 back
# online, a run stopped, background jobs killed); none unless the test
# defines its own cleanup after sourcing this file.
cleanup() { :; }

# fail WHY: the result "not ok N <name>: WHY", then the test's cleanup,
# the module unloaded, and the test ends (status 0: the result line is the
# verdict, and run-tests.sh counts it).
fail() {
	not_ok "$*"
	cleanup
	unload
	exit 0
}

# die WHY: the result "not ok N <name>: WHY" and exit 1, leaving the
# module as it is: for a test that loads and unloads the module as what it
# checks (00-load), where fail's unload would hide what went wrong.
die() {
	not_ok "$*"
	exit 1
}

# key KEY: the value of KEY in the module's config
key() { grep "^$1=" $d/config | cut -d= -f2; }

# uptime_s: seconds since boot, /proc/uptime's first field (10 ms ticks)
uptime_s() { cut -d' ' -f1 /proc/uptime; }

# elapsed_ms T0 T1: the milliseconds from uptime_s T0 to uptime_s T1
elapsed_ms() { echo "$1 $2" | awk '{ printf "%d", ($2 - $1) * 1000 }'; }

# Fault injection (Documentation/fault-injection/), on the debug kernels:
# failslab and fail_page_alloc under $fi. fi_present: 0 if this kernel
# has both and fail-nth ($fi_none says what is missing where not).
# fi_require NAME: the test NAME skipped, and ended, without them.
# fi_arm VERBOSE: let them fail GFP_KERNEL allocations (which may sleep)
# and pages of any order, the module's own; fi_reset: the kernel's
# defaults again.
fi=/sys/kernel/debug
fi_none="no fault injection in this kernel (CONFIG_FAULT_INJECTION, FAILSLAB, FAIL_PAGE_ALLOC)"
fi_present() {
	[ -w /proc/self/fail-nth ] && [ -d $fi/failslab ] && [ -d $fi/fail_page_alloc ]
}
fi_require() {
	fi_present && return 0
	skip "$1" "$fi_none"
	exit 0
}
fi_arm() {
	for a in failslab fail_page_alloc; do
		echo N >$fi/$a/ignore-gfp-wait
		echo "$1" >$fi/$a/verbose
	done
	echo 0 >$fi/fail_page_alloc/min-order
}
fi_reset() {
	for a in failslab fail_page_alloc; do
		[ ! -w $fi/$a/ignore-gfp-wait ] || { echo Y >$fi/$a/ignore-gfp-wait; echo 2 >$fi/$a/verbose; }
	done
	[ ! -w $fi/fail_page_alloc/min-order ] || echo 1 >$fi/fail_page_alloc/min-order
}

# configure TEXT: TEXT written to the module's config, which must take it;
# else the test fails with the module's reason
configure() {
	echo "$1" >$d/config || fail "config '$1' rejected: $(cat $d/status)"
}

# config_refused TEXT WANT: TEXT written to the config must be refused,
# with WANT in status: a case pattern, say '*at most *' (quotes inside it
# are literal characters); one result either way
config_refused() {
	if echo "$1" >$d/config 2>/dev/null; then
		not_ok "'$1' accepted"
		return
	fi
	st=$(cat $d/status)
	# shellcheck disable=SC2254 # WANT is a pattern
	case $st in
	$2) pass "'$1' refused: ${st#*error=}" ;;
	*) not_ok "'$1' refused, but status does not match $2: $st" ;;
	esac
}

# fnmi_sysrq: foreign NMIs during a started run, for 75-foreign-nmi and
# 77-foreign-nmi-pmu: up to 15 sysrq l (an NMI backtrace of every CPU)
# while the run goes, the kernel's log read and cleared into /tmp/fnmi.txt
# after each (it holds about 25 of them). Sets k, how many were sent.
fnmi_sysrq() {
	k=0
	: >/tmp/fnmi.txt
	while [ $k -lt 15 ] && grep -q '^state=running' $d/status; do
		echo l >/proc/sysrq-trigger
		k=$((k + 1))
		sleep 0.2
		dmesg -c >>/tmp/fnmi.txt
	done
}

# fnmi_round_end ROUND ROUNDS LOG: the end of a foreign-NMI round: the run
# ends with SUCCESS (waited for, not stopped: a stopped run's verdict is a
# FAILURE), at least one sysrq l went in, every sysrq l printed a
# backtrace per CPU; the round's log appended to LOG. The module is
# unloaded after the last round before the log is read, so that an NMI
# that comes late is counted too. Sets b, the backtraces.
fnmi_round_end() {
	echo wait >$d/run || fail "round $1: wait failed: $(cat $d/status)"
	_last=$(tail -n 1 $d/results)
	case $_last in
	"End of test: SUCCESS") ;;
	*) fail "round $1: run: $_last" ;;
	esac
	[ $k -gt 0 ] || fail "round $1: the run ended before any sysrq l"
	[ "$1" -lt "$2" ] || rmmod stockbench || fail "rmmod failed"
	dmesg -c >>/tmp/fnmi.txt
	cat /tmp/fnmi.txt >>"$3"
	b=$(grep -c 'NMI backtrace for cpu' /tmp/fnmi.txt)
	_ncpu=$(grep -c '^processor' /proc/cpuinfo)
	[ "$b" -ge $((k * _ncpu)) ] ||
		fail "round $1: $b backtraces for $k sysrq l on $_ncpu CPUs"
}
