#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The module loads without starting a run, creates its debugfs directory, and
# unloads cleanly.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
[ -f "$SB_KO" ] || die "no module at $SB_KO"
insmod "$SB_KO" autorun=0 || die "insmod $SB_KO autorun=0 failed"
if [ ! -d "$d" ]; then
	rmmod stockbench
	die "$d did not appear"
fi
rmmod stockbench || die "rmmod stockbench failed"
[ ! -d "$d" ] || die "$d still there after rmmod"
pass
