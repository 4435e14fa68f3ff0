#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# insmod with the default autorun; `cat results` waits for it and gives a
# full table: SUCCESS, and one row per variant x context (measured, or
# skipped with a reason).
name=10-autorun
d=/sys/kernel/debug/stockbench
ctxs="task bh softirq hardirq nmi mixed"
fail() {
	echo "FAIL: $name: $*"
	grep -q '^stockbench ' /proc/modules && rmmod stockbench
	exit 0
}
insmod "$SB_KO" || fail "insmod failed"
cat $d/results >/tmp/results || fail "cat results failed"
cp /tmp/results "$SB_OUT/autorun-results.txt"
cat $d/results.csv >"$SB_OUT/autorun-results.csv" || fail "cat results.csv failed"
cat /tmp/results
last=$(tail -n 1 /tmp/results)
[ "$last" = "End of test: SUCCESS" ] || fail "last line: $last"
echo "PASS: $name: End of test: SUCCESS"

missing=""
nvar=0
for v in $(cut -d' ' -f1 $d/variants); do
	nvar=$((nvar + 1))
	for c in $ctxs; do
		line=$(grep -E "^$v +$c +" /tmp/results)
		case $line in
		*" ok "* | *"skipped: "?*) ;;
		*) missing="$missing $v/$c" ;;
		esac
	done
done
[ "$nvar" -ge 1 ] || fail "the variants file lists no variant"
badv=$(grep -vcE '^[a-z_]+ flags=[a-z,-]+ contexts=[a-z,]+ contexts_rt=[a-z,]+ desc=".*"$' $d/variants)
[ "$badv" -eq 0 ] || fail "$badv lines of variants do not follow the format"
[ -z "$missing" ] || fail "rows missing or not ok:$missing"
echo "PASS: $name: all $nvar variants x 6 contexts present"

grep -q '^# schema: stockbench-results 3' "$SB_OUT/autorun-results.csv" ||
	fail "results.csv has no schema line"
grep -q '^# run_status: SUCCESS' "$SB_OUT/autorun-results.csv" ||
	fail "results.csv run_status is not SUCCESS"
grep -q '^variant,context,workload,cpu,repeat,status,ops,ns_per_op' \
	"$SB_OUT/autorun-results.csv" || fail "results.csv has no column line"
echo "PASS: $name: results.csv header"
rmmod stockbench || fail "rmmod failed"
[ ! -d $d ] || fail "$d still there after rmmod"
echo "PASS: $name: unload"
