#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# A list of runs in one boot (the results/ experiments): load the module idle,
# then for each line "NAME key=value ..." of /runs.txt run
# `stockbench run -o $SB_OUT/NAME.csv key=value ...` (the CLI, as a user
# would) and keep its table in $SB_OUT/NAME.txt. Each run starts from the
# module's defaults (the config is sticky: the defaults read at load go in
# first, the line's keys after them win). Blank lines and # comments are
# skipped. Exit 1 if any run fails; the others still run.
d=/sys/kernel/debug/stockbench
rc=0 n=0 bad=0
[ -f /runs.txt ] || { echo "sb-runs: no /runs.txt in the initramfs"; exit 1; }
command -v stockbench >/dev/null || { echo "sb-runs: no stockbench CLI in the initramfs (make tools)"; exit 1; }
insmod "$SB_KO" autorun=0 || { echo "sb-runs: insmod $SB_KO autorun=0 failed"; exit 1; }
defaults=$(tr '\n' ' ' <$d/config)
while read -r name args; do
	case $name in '' | '#'*) continue ;; esac
	n=$((n + 1))
	echo "sb-runs: $name: $args"
	# shellcheck disable=SC2086 # $args is a list of key=value words
	if stockbench run -o "$SB_OUT/$name.csv" $defaults $args >"$SB_OUT/$name.txt" 2>"$SB_OUT/$name.err"; then
		tail -n 1 "$SB_OUT/$name.txt"
	else
		echo "sb-runs: $name failed: $(tail -n 1 "$SB_OUT/$name.err")"
		bad=$((bad + 1))
		rc=1
	fi
done </runs.txt
cat "$d/variants" >"$SB_OUT/variants"
rmmod stockbench || rc=1
echo "sb-runs: $((n - bad)) passed, $bad failed"
exit $rc
