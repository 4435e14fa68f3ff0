#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The module loads without starting a run, creates its debugfs directory, and
# unloads cleanly.
name=00-load
d=/sys/kernel/debug/stockbench
fail() {
	echo "FAIL: $name: $*"
	exit 1
}
[ -f "$SB_KO" ] || fail "no module at $SB_KO"
insmod "$SB_KO" autorun=0 || fail "insmod $SB_KO autorun=0 failed"
if [ ! -d "$d" ]; then
	rmmod stockbench
	fail "$d did not appear"
fi
rmmod stockbench || fail "rmmod stockbench failed"
[ ! -d "$d" ] || fail "$d still there after rmmod"
echo "PASS: $name"
