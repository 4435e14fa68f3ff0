#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# A short run recorded with trace-cmd: the stockbench events must agree
# exactly with the counters of results.csv (stockbench trace --check), and a
# results file with one counter changed must be caught.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
t=/tmp/95-trace
# remote drains (drain_rate) make drains, slow charges and refills happen
# inside the measured samples; mixed brings trylock failures in interrupts,
# and under TCG a block measured again (remeasure=1: one per CPU, so that
# the trace fits its buffer) and its window dropped (sb_discard)
cfg="variants=decoupled,outside,trylock contexts=task,mixed repeats=1 samples=10 blocks=5 sample_us=500 drain_rate=2000 remeasure=1"
not_x86 "a run recorded with trace-cmd agrees with results.csv" \
	"the initramfs's trace-cmd is the host's amd64 one" && exit 0
command -v trace-cmd >/dev/null || fail "no trace-cmd in the guest"
command -v stockbench >/dev/null || fail "no stockbench CLI in the guest"
mkdir -p "$t" || fail "mkdir $t"
insmod "$SB_KO" autorun=0 || fail "insmod $SB_KO autorun=0 failed"
echo "$cfg" >"$d/config" || fail "config write failed: $(cat $d/status)"
# Keep trace.dat small enough to bring back (and to commit as the CLI's
# fixture): zstd-compressed file version 7, and an empty /proc/kallsyms
# (4 MB; the stockbench events never need symbols).
hid=0
mount -o bind /dev/null /proc/kallsyms 2>/dev/null && hid=1
# -b: 4 MB per CPU, so that the ring buffer does not overwrite the run's
# first events (trace-cmd report --stat: overrun)
trace-cmd record -q --file-version 7 --compression zstd -b 4096 \
	-e stockbench -e sched:sched_switch -o "$t/trace.dat" \
	sh -c "echo start >$d/run && echo wait >$d/run" >"$t/record.log" 2>&1
rc=$?
[ $hid -eq 1 ] && umount /proc/kallsyms
[ $rc -eq 0 ] || fail "trace-cmd record failed: $(tail -n 3 "$t/record.log")"
# `wait` returns once the run's end is published, and its end event is
# in the trace (README.md's trace-cmd record ... sh -c 'start; wait')
trace-cmd report "$t/trace.dat" 2>/dev/null | grep -q ' sb_run_end: ' ||
	fail "trace.dat has no sb_run_end: the run's end came after wait returned"
pass "sb_run_end recorded before wait returned"
cat "$d/results.csv" >"$t/results.csv" || fail "cannot read results.csv"
rmmod stockbench || fail "rmmod stockbench failed"
grep -q '^# run_status: SUCCESS' "$t/results.csv" ||
	fail "the run did not succeed: $(grep '^# run_status' "$t/results.csv")"
cp "$t/trace.dat" "$t/results.csv" "$SB_OUT/" 2>/dev/null

stockbench trace "$t/trace.dat" >"$SB_OUT/trace-summary.txt" 2>&1 ||
	fail "stockbench trace: $(tail -n 1 "$SB_OUT/trace-summary.txt")"
diag_file "$SB_OUT/trace-summary.txt"
stockbench trace --check "$t/results.csv" "$t/trace.dat" >"$SB_OUT/trace-check.txt" 2>&1
rc=$?
diag_file "$SB_OUT/trace-check.txt"
[ $rc -eq 0 ] || fail "trace and results.csv disagree (rc $rc)"
# not vacuous: rows were compared, and events were counted in them
grep -q ' 0 rows' "$SB_OUT/trace-check.txt" && fail "no row compared"
ev=$(awk -F, '/^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; next }
	/^#/ { next }
	c["status"] && $c["status"] == "ok" {
		s += $c["slow_charges"] + $c["drains_remote"] + $c["hold_samples"]
	} END { print s + 0 }' "$t/results.csv")
[ "$ev" -gt 0 ] || fail "results.csv counts no slow charge, drain or hold sample: nothing was cross-checked"

# caught COLUMN CONTEXT WHAT PATTERN: the check must be able to fail:
# --check must refuse results.csv with COLUMN one more in its first ok row
# (of CONTEXT; any context when empty) and say so in a MISMATCH line
# matching PATTERN
caught() {
	awk -F, -v OFS=, -v col="$1" -v ctx="$2" '/^variant,/ { for (i = 1; i <= NF; i++) if ($i == col) h = i }
		!/^#/ && !/^variant,/ && !done && $6 == "ok" && (ctx == "" || $2 == ctx) { $h = $h + 1; done = 1 } { print }' \
		"$t/results.csv" >"$t/bad-$1.csv"
	if stockbench trace --check "$t/bad-$1.csv" "$t/trace.dat" >"$t/bad-$1.txt" 2>&1; then
		fail "--check accepted a results file with $3"
	fi
	grep -q "^MISMATCH: .*$4" "$t/bad-$1.txt" ||
		fail "--check did not name $3: $(head -n 1 "$t/bad-$1.txt")"
}
caught hold_samples "" "a wrong hold_samples" hold_samples
pass "$ev counted events cross-checked"
# mixed blocks measured again: their first windows dropped (sb_discard),
# as many as the rows' remeasured say, or the check fails
again=$(awk -F, '/^variant,/ { for (i = 1; i <= NF; i++) c[$i] = i; next }
	!/^#/ && $c["remeasured"] != "" { s += $c["remeasured"] } END { print s + 0 }' "$t/results.csv")
caught remeasured mixed "one more try measured again" "measured again"
pass "$again tries measured again agree with the trace's dropped windows"
