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
# It sets name (the test's file name without .sh: run-tests.sh counts the
# verdict lines "PASS: <name>..." and "FAIL: <name>: ..." by that name), d
# (the module's debugfs directory) and c1 (CPU 1's online switch), and
# gives the helpers below. busybox sh: POSIX only.

# shellcheck disable=SC2034 # name, d and c1 are for the test that sources this
{
	name=${0##*/}
	name=${name%.sh}
	d=/sys/kernel/debug/stockbench
	c1=/sys/devices/system/cpu/cpu1/online
}

# pass [WHAT]: one verdict line, "PASS: <name>: WHAT" (or "PASS: <name>")
pass() {
	if [ $# -eq 0 ]; then
		echo "PASS: $name"
	else
		echo "PASS: $name: $*"
	fi
}

# loaded: 0 if the stockbench module is loaded
loaded() { grep -q '^stockbench ' /proc/modules; }

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

# fail WHY: the verdict line "FAIL: <name>: WHY", then the test's cleanup,
# the module unloaded, and the test ends (status 0: the FAIL line is the
# verdict, and run-tests.sh counts it).
fail() {
	echo "FAIL: $name: $*"
	cleanup
	unload
	exit 0
}

# die WHY: the verdict line "FAIL: <name>: WHY" and exit 1, leaving the
# module as it is: for a test that loads and unloads the module as what it
# checks (00-load), where fail's unload would hide what went wrong.
die() {
	echo "FAIL: $name: $*"
	exit 1
}

# key KEY: the value of KEY in the module's config
key() { grep "^$1=" $d/config | cut -d= -f2; }

# uptime_s: seconds since boot, /proc/uptime's first field (10 ms ticks)
uptime_s() { cut -d' ' -f1 /proc/uptime; }

# elapsed_ms T0 T1: the milliseconds from uptime_s T0 to uptime_s T1
elapsed_ms() { echo "$1 $2" | awk '{ printf "%d", ($2 - $1) * 1000 }'; }
