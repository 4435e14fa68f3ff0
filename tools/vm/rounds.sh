# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
# rounds.sh: which rounds of make vm-bench a pair of kernels is compared
# on, sourced by tools/vm/bench (and tested by check-summary). Each boot's
# folder $work/K/boot-R gets host_other: the cores of other work the host
# ran beside that boot; a round where either boot's is over SB_BENCH_BUSY
# is left out when SB_BOOTS rounds are clean. Needs $work and $boots.
# shellcheck disable=SC2154 # work, boots: set by the script that sources this

# Other work on the host during a boot, in cores: the host's busy CPU time
# (/proc/stat: user, nice, system, irq, softirq; not steal) less what this
# script's children (the boot: QEMU, sbvm) used, over the boot's wall time.
# A boot beside a compile or a test suite runs part of its cells slow, and
# the reference loop, which touches no memory, does not always show it: in
# one boot of 7.3-rt beside the CLI's test suite every cell on CPU 0 ran
# 1.47x slow with its reference loop at its usual 0.55 ns.
host_busy_ticks() {
	awk '/^cpu / { print $2 + $3 + $4 + $7 + $8; exit }' /proc/stat
}
# children_ticks: this shell's children's CPU time in ticks (bash's times,
# second line; run in this shell, not in $(...), whose fork has none)
children_ticks() {
	times >"$work/times"
	awk -v hz="$(getconf CLK_TCK)" 'NR == 2 {
		t = 0
		for (i = 1; i <= 2; i++) {
			split($i, ms, "m")
			t += ms[1] * 60 + ms[2]
		}
		printf "%d\n", t * hz
	}' "$work/times"
}
busy_start() {
	busy_t0=$(date +%s.%N) busy_h0=$(host_busy_ticks)
	children_ticks >"$work/busy_c0"
}
# busy_end: the cores of other work since busy_start, as "0.00"
busy_end() {
	local t1 h1 c0 c1
	children_ticks >"$work/busy_c1"
	t1=$(date +%s.%N) h1=$(host_busy_ticks) c0=$(cat "$work/busy_c0") c1=$(cat "$work/busy_c1")
	awk -v t0="$busy_t0" -v t1="$t1" -v h=$((h1 - busy_h0)) -v c=$((c1 - c0)) \
		-v hz="$(getconf CLK_TCK)" 'BEGIN {
		dt = t1 - t0
		o = (h - c) / hz / (dt > 0 ? dt : 1)
		printf "%.2f\n", o < 0 ? 0 : o
	}'
	rm -f "$work/busy_c0" "$work/busy_c1" "$work/times"
}
# host_other K R: the cores of other work during K's boot R (0.00 if not known)
host_other() {
	cat "$work/$1/boot-$2/host_other" 2>/dev/null || echo 0.00
}
# clean_rounds A B: the rounds in which neither boot ran beside more than
# SB_BENCH_BUSY cores of other work
clean_rounds() {
	local r
	for ((r = 1; r <= boots; r++)); do
		awk -v a="$(host_other "$1" "$r")" -v b="$(host_other "$2" "$r")" -v m="$SB_BENCH_BUSY" \
			'BEGIN { exit !(a <= m && b <= m) }' && echo "$r"
	done
}
# compare_rounds A B: the rounds a pair is compared on: its clean rounds
# when there are SB_BOOTS of them (the left-out ones are a property of the
# host, known before the comparison looked at any ns/op), else every round
compare_rounds() {
	local clean
	clean=$(clean_rounds "$1" "$2")
	if [ "$(grep -c . <<<"$clean")" -ge "$SB_BOOTS" ]; then
		echo "$clean"
	else
		seq 1 "$boots"
	fi
}

