#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The fixtures of tests/show-tests.sh, every number set by hand (no
randomness) so that the tests can check exact results:

data/show-strata.csv: schema 3 with the columns issue 25 appends
(ns_per_op_diff, batch_fixed_ns, irq_handler_ns, irq_op_ns), 2 CPUs x 5
repeats x 2 blocks per cell, single-op latencies (lat_ops 1000) only in
the last block's row of each (cell, cpu, repeat):
  decoupled task: CPU0 rows 100.0..100.9, CPU1 150.0..150.9: CPUs disagree
  outside task: both CPUs 120.0..120.9: they agree
  trylock task: as outside, but one row's ns/op is 0.000
  decoupled mixed, outside mixed: the rows of MIXED below
data/show-strata-old.csv: the same rows without the four new columns and
without measure_us (an older schema 3 file).
data/show-strata-rt.csv: the rows of show-strata.csv from a PREEMPT_RT
kernel (# rt: yes), where the trylock-failure rate is not reported."""
import os

from sbnames import columns_through

os.chdir(os.path.dirname(os.path.abspath(__file__)))

# schema 3 as it was before issue 25's columns, with them, and before
# measure_us (stockbench names columns: the module's list)
BASE_COLS = columns_through("measure_us")
NEW_COLS = columns_through("irq_op_ns")
OLD_COLS = [c for c in BASE_COLS if c != "measure_us"]

# decoupled / outside mixed, per row (cpu, repeat, block): measure_us,
# hardirq/s, softirq/s, irq_handler_ns (asked: 5000 and 5000, NMI 0).
# decoupled: sum of measure_us 20000; hardirq sum(rate x us) 9e7 -> 4500/s
# (90.0%: not LOW), softirq 8e7 -> 4000/s (80.0%: LOW); irq_ops
# (hard + soft) x us / 1e6: 0,20,10,60,20,20,30,10 = 170; handler 816000 ns:
# 4800 ns per interrupt-context op, 816000 / 20000000 = 4.08% of the time.
# The median of the rows' hardirq rates would be 4000 (80%: LOW).
# Last: softirq periods counted late (softirq_missed), 20 in all: 1000/s
# late, so 4000 + 1000 reach the 5000 asked (show: "the rest came late").
# Trylock failures (FAILS): decoupled 0,2,1,30,2,2,3,1 = 41 in 170 ops,
# pooled 1000 x 41 / 170 = 241.18 per kop; the rows' own ratios are 100
# but one 500 (and the 0-op row has none): their median is 100. outside 3
# of 17 ops a row: 24 / 136 = 176.47, every row alike. Pooled, outside
# fails fewer (-26.8%); by the median of rows, more: only the pooled rate
# may be printed.
FAILS = {"decoupled": [0, 2, 1, 30, 2, 2, 3, 1], "outside": [3] * 8}
MIXED = {
    "decoupled": [(0, 0, 0, 1000, 0, 0, 0, 1), (0, 0, 1, 1000, 10000, 10000, 120000, 1),
                  (0, 1, 0, 2000, 5000, 0, 50000, 2), (0, 1, 1, 6000, 5000, 5000, 246000, 6),
                  (1, 0, 0, 2500, 4000, 4000, 100000, 2),
                  (1, 0, 1, 2500, 4000, 4000, 100000, 3),
                  (1, 1, 0, 2500, 4000, 8000, 150000, 2), (1, 1, 1, 2500, 4000, 0, 50000, 3)],
    # every row 2500 us, 2800 + 4000 /s: 17 ops, 51000 ns (3000 ns per op);
    # hardirq 2800 (56%: LOW, and 4500 / 2800 > 1.10: the loads differ),
    # softirq 4000 as decoupled's; 408000 / 20000000 = 2.04% of the time;
    # nothing late: LOW without "the rest came late"
    "outside": [(cpu, rep, blk, 2500, 2800, 4000, 51000, 0)
                for cpu in range(2) for rep in range(2) for blk in range(2)],
}


def header(cols, rt=False):
    return ["# schema: stockbench-results 3",
            "# kernel: 7.3.4+deb13%s-amd64" % ("-rt" if rt else ""), "# preempt: full",
            "# rt: %s" % ("yes" if rt else "no"), "# hz: 250",
            "# cpu_model: QEMU Virtual CPU version 2.5+", "# hypervisor: yes",
            "# hypervisor_vendor: TCGTCGTCGTCG", "# debug: none",
            "# module_version: 0.2-test", "# loop_overhead_ns: 1.900",
            "# clock_read_ns: 24.100", "# tsc_khz: 2894563",
            "# config: variants=decoupled,outside,trylock contexts=task,mixed workload=page "
            "cpus=all repeats=5 blocks=2 samples=10 irq_rate=5000 softirq_rate=5000 nmi_rate=0",
            "# started: 2026-12-01T23:10:00Z", "# run_status: SUCCESS",
            ",".join(cols)]


def row(cols, v, ctx, cpu, rep, blk, ns, lat=None, mixed=None):
    d = dict.fromkeys(cols, "0")
    d.update(variant=v, context=ctx, workload="page", cpu=str(cpu), repeat=str(rep),
             status="ok", audit="ok", block=str(blk), ops="100000", hits="100000",
             ns_per_op="%.3f" % ns, ns_per_op_raw="%.3f" % (ns + 1.9),
             batch_p50_ns="%.3f" % ns, batch_p90_ns="%.3f" % (ns * 1.1),
             batch_p99_ns="%.3f" % (ns * 1.2), batch_max_ns="%.3f" % (ns * 2),
             ref_ns="1.000", inject_iters="0.000", measure_us="2500.000",
             ns_per_op_diff="%.3f" % (ns - 3 if blk else -12.5),
             batch_fixed_ns="40", irq_handler_ns="", irq_op_ns="", irq_ops="")
    for k in ("hardirq", "softirq", "nmi"):
        for s in ("_per_s", "_asked", "_missed"):
            d[k + s] = ""
    d["irq_rate"] = ""
    if lat is None:
        for k in ("lat_clock_ns", "lat_p50_ns", "lat_p90_ns", "lat_p99_ns", "lat_p999_ns",
                  "lat_max_ns"):
            d[k] = ""
    else:
        d.update(lat_ops="1000", lat_clock_ns="20", lat_p50_ns=str(lat),
                 lat_p90_ns=str(lat + 50), lat_p99_ns=str(lat + 200),
                 lat_p999_ns=str(lat + 400), lat_max_ns=str(lat + 5000))
    if mixed:
        us, hard, soft, handler, smiss, fails = mixed
        ops = (hard + soft) * us // 1000000
        d.update(measure_us="%d.000" % us, hardirq_per_s=str(hard), hardirq_asked="5000",
                 hardirq_missed="0", softirq_per_s=str(soft), softirq_asked="5000",
                 softirq_missed=str(smiss), nmi_per_s="0", nmi_asked="0", nmi_missed="0",
                 irq_ops=str(ops), irq_handler_ns=str(handler), trylock_fails=str(fails),
                 irq_op_ns=str(handler // ops) if ops else "",
                 irq_rate="ok" if hard >= 4000 and soft >= 4000 else "low: " +
                 " ".join(k for k, r in (("hardirq", hard), ("softirq", soft)) if r < 4000))
    return ",".join(d[c] for c in cols)


def task_rows(cols, v, base0, base1, zero=False):
    out = []
    for cpu in range(2):
        for rep in range(5):
            for blk in range(2):
                i = rep * 2 + blk
                ns = (base0 if cpu == 0 else base1) + 0.1 * i
                if zero and cpu == 1 and i == 3:
                    ns = 0.0
                lat = (150 if v == "decoupled" else 160) + rep + 3 * cpu if blk == 1 else None
                out.append(row(cols, v, "task", cpu, rep, blk, ns, lat))
    return out


def mixed_rows(cols, v):
    out = []
    for i, (cpu, rep, blk, us, hard, soft, handler, smiss) in enumerate(MIXED[v]):
        ns = (200 if v == "decoupled" else 210) + i
        lat = (180 if v == "decoupled" else 190) + rep + cpu if blk == 1 else None
        out.append(row(cols, v, "mixed", cpu, rep, blk, ns, lat,
                       (us, hard, soft, handler, smiss, FAILS[v][i])))
    return out


def write(path, cols, rt=False):
    out = header(cols, rt)
    out += task_rows(cols, "decoupled", 100.0, 150.0)
    out += task_rows(cols, "outside", 120.0, 120.0)
    out += task_rows(cols, "trylock", 120.0, 120.0, zero=True)
    out += mixed_rows(cols, "decoupled")
    out += mixed_rows(cols, "outside")
    open(path, "w").write("\n".join(out) + "\n# accel: tcg\n")


write("data/show-strata.csv", NEW_COLS)
write("data/show-strata-old.csv", OLD_COLS)
write("data/show-strata-rt.csv", NEW_COLS, rt=True)
