#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The synthetic paired runs of paired-tests.sh and forest-tests.sh, made
# from the real paired run tests/data/paired-aa-inject.csv (its header,
# its columns): sourced, from tools/stockbench.
#   synth F SEED [swing|drift]   a paired run on stdout (below)
#   msynth F SEED [mixed|task]   a paired mixed run with irq_ops (below)
#   across_boots DIR             DIR/boot1.csv .. boot4.csv (below)
SB_PAIRED_RUN=tests/data/paired-aa-inject.csv

# synthetic paired run: subjects A and B, 2 cpus x 60 blocks, B = A * $1;
# the host's speed, the same for both subjects in a block: $3 = swing
# (1x or 2x, every 3 blocks) or drift (slowing from 1x to 2x over the run)
synth() {
	sed -n '1,/^variant,/p' "$SB_PAIRED_RUN" | sed 's/inject=locallock#3:25/inject=none/'
	awk -v f="$1" -v seed="$2" -v how="${3:-swing}" 'BEGIN {
		for (cpu = 0; cpu < 2; cpu++) for (blk = 0; blk < 60; blk++) {
			sp = how == "drift" ? 1 + blk / 60 : (int(blk / 3) % 2) ? 2 : 1
			for (s = 0; s < 2; s++) {
				# +-1% noise, the same with every awk (no rand())
				x = blk * 7919 + cpu * 104729 + s * 613 + seed * 131
				u = (x * x % 997) / 997
				ns = 50 * sp * (1 + 0.02 * (u - 0.5)) * (s ? f : 1)
				printf "%s,task,page,%d,0,ok,1000,%.3f,0,0,0,0,0", s ? "B" : "A", cpu, ns
				for (i = 0; i < 18; i++) printf ",0"
				# audit, ref_ns; ns_per_op_raw, no latency pass, not mixed
				printf ",ok,1.000,%.3f,0,,,,,,,,,,,,,,,,", ns
				printf ",%d,%d,0,0.000\n", blk, s
			}
		}
	}'
}

# synthetic paired mixed run with irq_ops and measure_us (schema 3, the
# two columns appended): decoupled and outside, 2 cpus x 40 blocks; the
# interrupts delivered and the fail rate both swing 2x every 3 blocks, the
# same for both subjects in a block; outside fails $1 x as often per
# interrupt-context op ($2: seed; $3 = task: a task-only run, no irq_ops)
msynth() {
	sed -n '1,/^variant,/p' "$SB_PAIRED_RUN" | sed 's/inject=locallock#3:25/inject=none/;
		s/variants=locallock,locallock,locallock contexts=task,softirq/variants=decoupled,outside contexts=mixed/;
		/^variant,/s/$/,irq_ops,measure_us/'
	awk -v f="$1" -v seed="$2" -v ctx="${3:-mixed}" 'BEGIN {
		for (cpu = 0; cpu < 2; cpu++) for (blk = 0; blk < 40; blk++) {
			sw = (int(blk / 3) % 2) ? 2 : 1
			for (s = 0; s < 2; s++) {
				x = blk * 7919 + cpu * 104729 + s * 613 + seed * 131
				u = (x * x % 997) / 997
				v = ((x + 17) * (x + 17) % 991) / 991
				us = 50000 * (1 + 0.1 * (u - 0.5))
				h = int(9000 / sw * (1 + 0.04 * (v - 0.5))); so = int(h * 0.98); n = int(h / 10)
				ops = int((h + so + n) * us / 1e6)
				# 20 fails per kop (x2 when interrupts are scarce), +-5%
				tf = int(ops * 0.020 * sw * (s ? f : 1) * (1 + 0.1 * (v - 0.5)) + 0.5)
				printf "%s,%s,page,%d,0,ok,1000,50.000,0,0,0,0,0", s ? "outside" : "decoupled", ctx, cpu
				printf ",0,0,0,0,%d,0,0,0,0,0,0,0,0,0,0,0,0,0", tf
				printf ",ok,1.000,51.000,0,,,,,,"
				if (ctx == "mixed")
					printf ",%d,10000,0,%d,10000,0,%d,1000,0,%s", h, so, n, (sw > 1 ? "low: hardirq softirq nmi" : "ok")
				else
					printf ",,,,,,,,,,"
				printf ",%d,%d,0,0.000", blk, s
				printf ctx == "mixed" ? ",%d" : ",", ops
				printf ",%.3f\n", us
			}
		}
	}'
}

# four "boots" made from the real run, for compare --across-boots:
# locallock#3 scaled by 1.00, 1.04, 0.97 and 1.10 in each, locallock#2 by
# 1.01, 0.99, 1.00, 1.02, into DIR/boot1.csv .. DIR/boot4.csv
across_boots() {
	i=0
	for f in 1.00:1.01 1.04:0.99 0.97:1.00 1.10:1.02; do
		i=$((i + 1))
		awk -F, -v OFS=, -v f3="${f%:*}" -v f2="${f#*:}" '/^#/ || /^variant,/ { print; next }
			$1 == "locallock#3" && $8 + 0 > 0 { $8 = sprintf("%.3f", $8 * f3) }
			$1 == "locallock#2" && $8 + 0 > 0 { $8 = sprintf("%.3f", $8 * f2) } { print }' \
			"$SB_PAIRED_RUN" >"$1/boot$i.csv"
	done
}
