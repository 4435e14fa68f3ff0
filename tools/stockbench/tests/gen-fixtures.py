#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Regenerate the results.csv fixtures in tests/data/ (seeded, so the
output is identical every time).  The numbers are synthetic but shaped
like a 2-CPU QEMU run of the module: per-row ns/op with ~1-3% spread,
percentiles above the median, counters that fit the variant."""
import math
import os
import random

from sbnames import names

os.chdir(os.path.dirname(os.path.abspath(__file__)))

COLS = ("variant,context,workload,cpu,repeat,status,ops,ns_per_op,ticks_per_op,"
        "p50_ns,p90_ns,p99_ns,max_ns,hits,misses,slow_charges,charge_fails,"
        "trylock_fails,direct_uncharges,obj_hits,obj_misses,drains_local,"
        "drains_remote,drains_dead,evictions,hold_samples,hold_ns_avg,hold_ns_max,"
        "nvcsw,nivcsw,ctx_mismatch,audit").split(",")
# Files from a module with the reference loop (module/README.md, "ref_ns").
REF_COLS = COLS + ["ref_ns"]

CONTEXTS = names("contexts")
BASE = {"irq": 38.0, "preempt": 33.0, "locallock": 40.0, "trylock": 36.0,
        "decoupled": 30.0, "outside": 29.0, "busted": 25.0}
CTXF = {"task": 1.0, "bh": 1.08, "softirq": 1.15, "hardirq": 1.22, "nmi": 1.35, "mixed": 1.5}
NMI_SAFE = {"trylock", "decoupled", "outside", "busted"}
# the module's variants in its order, those the fixtures model: a variant
# added since (decoupled_random) would change every fixture and golden
VARIANTS = [v for v in names("variants") if v in BASE]


def header(kernel, preempt, rt, config, vendor="TCGTCGTCGTCG", extra=(), cols=COLS):
    lines = ["# schema: stockbench-results 1",
             "# kernel: " + kernel,
             "# preempt: " + preempt,
             "# rt: " + rt,
             "# hz: 250",
             "# clocksource: tsc",
             "# cpu_model: QEMU Virtual CPU version 2.5+",
             "# hypervisor: " + ("yes" if vendor else "no"),
             "# hypervisor_vendor: " + vendor,
             "# debug: ",
             "# module_version: 0.1-g4804ee7",
             "# loop_overhead_ns: 1.900",
             "# clock_read_ns: 24.100",
             "# clock: ktime_get_mono_fast_ns; ticks: get_cycles (TSC)",
             "# tsc_khz: 2894563",
             "# config: " + config,
             "# started: 2026-11-29T23:10:00Z",
             "# run_status: SUCCESS"]
    lines += list(extra)
    lines.append(",".join(cols))
    return lines


def skipped_cell(variant, ctx, workload, why, cols=COLS):
    """One line per skipped cell, as the module writes it: no CPU, no repeat."""
    d = dict.fromkeys(cols, "0")
    for k in ("ns_per_op", "ticks_per_op", "p50_ns", "p90_ns", "p99_ns", "max_ns"):
        d[k] = ""
    d.update(variant=variant, context=ctx, workload=workload, cpu="-", repeat="-",
             status="skipped: " + why, audit="-")
    return ",".join(d[c] for c in cols)


def row(rng, variant, ctx, workload, cpu, rep, base, audit="ok", cols=COLS, **over):
    d = dict.fromkeys(cols, "0")
    d.update(variant=variant, context=ctx, workload=workload, cpu=str(cpu),
             repeat=str(rep), status="ok", audit=audit)
    ns = base * math.exp(rng.gauss(0, 0.015))
    ops = 100 * int(1000000 / ns)
    hit = 0.97 if variant != "irq" else 0.95
    hits = int(ops * hit)
    d.update(ops=str(ops), ns_per_op="%.3f" % ns, ticks_per_op="%.3f" % (ns * 2.894563),
             p50_ns="%.3f" % (ns * 0.98), p90_ns="%.3f" % (ns * 1.12),
             p99_ns="%.3f" % (ns * (1.6 + rng.random() * 0.3)),
             max_ns="%.3f" % (ns * (8 + rng.random() * 20)),
             hits=str(hits), misses=str(ops - hits), slow_charges=str((ops - hits) // 2),
             trylock_fails=str(rng.randint(0, 40) if variant in NMI_SAFE and ctx in ("nmi", "mixed") else 0),
             drains_local=str(rng.randint(0, 5)), evictions=str(rng.randint(0, 3)),
             hold_samples="1000", hold_ns_avg="%d" % (ns * 0.4), hold_ns_max="%d" % (ns * 5),
             nvcsw=str(rng.randint(0, 9)), nivcsw=str(rng.randint(0, 3)))
    d.update(over)
    return ",".join(d[c] for c in cols)


def page_run(path, seed, kernel, preempt, rt, scale, slower=()):
    rng = random.Random(seed)
    cfg = ("variants=all contexts=all workload=page cpus=all repeats=5 memcgs=1 depth=2 "
           "pages=1 bytes=64 sample_us=1000 samples=100 irq_rate=10000 softirq_rate=10000 "
           "nmi_rate=1000 drain_rate=0 outside_nmi=direct seed=1")
    out = header(kernel, preempt, rt, cfg)
    for v in VARIANTS:
        for c in CONTEXTS:
            if c in ("nmi", "mixed") and v not in NMI_SAFE:
                out.append(skipped_cell(v, c, "page", "variant not safe in this context"))
                continue
            for rep in range(5):
                for cpu in range(2):
                    base = BASE[v] * CTXF[c] * scale * (1.10 if (v, c) in slower else 1.0)
                    if v == "busted" and c == "mixed":
                        out.append(row(rng, v, c, "page", cpu, rep, base,
                                       audit="leak: page_counter 3 pages"))
                    else:
                        out.append(row(rng, v, c, "page", cpu, rep, base))
    open(path, "w").write("\n".join(out) + "\n# accel: tcg\n")


def small_run(path, seed, rt, workload, variants, contexts, memcgs, scale, cpu_model=None,
              preempt="full"):
    rng = random.Random(seed)
    cfg = ("variants=%s contexts=%s workload=%s cpus=all repeats=5 memcgs=%d depth=2 pages=1 "
           "bytes=64 sample_us=1000 samples=100 irq_rate=10000 softirq_rate=10000 nmi_rate=1000 "
           "drain_rate=0 outside_nmi=direct seed=1" % (",".join(variants), ",".join(contexts),
                                                       workload, memcgs))
    out = header("6.1.0-57-rt-amd64" if rt else "6.1.0-57-amd64", "rt" if rt else preempt,
                 "yes" if rt else "no", cfg, vendor="" if cpu_model else "KVM")
    if cpu_model:
        out = [l if not l.startswith("# cpu_model:") else "# cpu_model: " + cpu_model for l in out]
    for v in variants:
        for c in contexts:
            for rep in range(5):
                for cpu in range(2):
                    base = variants[v] * scale * (1 + 0.08 * math.log(memcgs))
                    out.append(row(rng, v, c, workload, cpu, rep, base))
    open(path, "w").write("\n".join(out) + "\n# accel: %s\n" % ("bare" if cpu_model else "kvm"))


def ref_run(path, seed, refs):
    """A file with ref_ns whose hold times, nivcsw and ref_ns are set by
    hand so that tests can check exact numbers: ok row k (in file order,
    decoupled then outside, task then mixed, 3 repeats x 2 CPUs) has
    ref_ns refs[k], hold_samples 10 or 30 (k even/odd, 0 for outside
    mixed), hold_ns_avg 100 + 10k, nivcsw k % 4.  Then rows that must not
    count: a skipped cell, a failed row with ref_ns 3.000 and nivcsw 999,
    an ok row with ref_ns 0.000 (not measured) and one with it empty."""
    rng = random.Random(seed)
    cfg = ("variants=decoupled,outside,trylock,irq contexts=task,mixed,nmi workload=page "
           "cpus=all repeats=3 memcgs=1 depth=2 pages=1 bytes=64 sample_us=1000 samples=100 "
           "irq_rate=10000 softirq_rate=10000 nmi_rate=1000 drain_rate=0 outside_nmi=direct seed=1")
    out = header("7.3.4+deb13-amd64", "full", "no", cfg, cols=REF_COLS)
    k = 0
    for v in ("decoupled", "outside"):
        for c in ("task", "mixed"):
            for rep in range(3):
                for cpu in range(2):
                    nohold = (v, c) == ("outside", "mixed")
                    out.append(row(rng, v, c, "page", cpu, rep, BASE[v] * CTXF[c], cols=REF_COLS,
                                   ref_ns="%.3f" % refs[k % len(refs)],
                                   hold_samples="0" if nohold else str(10 if k % 2 == 0 else 30),
                                   hold_ns_avg="0" if nohold else str(100 + 10 * k),
                                   nivcsw=str(k % 4)))
                    k += 1
    out.append(skipped_cell("irq", "nmi", "page", "variant not safe in this context", cols=REF_COLS))
    out.append(row(rng, "trylock", "task", "page", 0, 0, 36.0, cols=REF_COLS, ref_ns="0.000"))
    out.append(row(rng, "trylock", "task", "page", 1, 0, 36.0, cols=REF_COLS, ref_ns=""))
    out.append(row(rng, "trylock", "task", "page", 0, 1, 36.0, cols=REF_COLS, ref_ns="3.000",
                   nivcsw="999", status="failed: ctx_mismatch 2"))
    open(path, "w").write("\n".join(out) + "\n# accel: tcg\n")


page_run("data/nonrt-page.csv", 1, "6.1.0-57-amd64", "voluntary", "no", 1.0)
page_run("data/rt-page.csv", 2, "6.1.0-57-rt-amd64", "rt", "yes", 1.0,
         slower={("decoupled", "task"), ("decoupled", "bh"), ("locallock", "hardirq"),
                 ("trylock", "task")})
small_run("data/nonrt-obj.csv", 3, False, "obj", {"decoupled": 22.0, "outside": 21.5},
          ["task", "softirq"], 1, 1.0)
small_run("data/prim-zen2.csv", 4, False, "prim", {"preempt_disable": 6.23, "local_irq_save": 4.90, "migrate_disable": 3.10},
          ["task"], 1, 1.0, cpu_model="AMD EPYC 7742 (Zen2)", preempt="none")
small_run("data/prim-skylake.csv", 5, False, "prim", {"preempt_disable": 5.08, "local_irq_save": 10.62, "migrate_disable": 2.95},
          ["task"], 1, 1.0, cpu_model="Intel Xeon Gold 6148 (Skylake)", preempt="none")
for i, m in enumerate((1, 4, 8)):
    for rt in (False, True):
        small_run("data/shakeel-%s-m%d.csv" % ("rt" if rt else "nonrt", m), 10 + 2 * i + rt, rt,
                  "page", {"trylock": 36.0, "decoupled": 31.0 + 2 * m}, ["task"], m,
                  1.25 if rt else 1.0)
# ref_ns: 0.500 + 0.020 k, 0.500..0.960 over 24 ok rows, median 0.730: 63%
ref_run("data/ref-varied.csv", 20, [0.500 + 0.020 * k for k in range(24)])
# exactly 10% of the median (0.475..0.525, median 0.500): no note
ref_run("data/ref-steady.csv", 21, [0.475, 0.500, 0.500, 0.525])
# just above 10% (0.475..0.526, median 0.500): the note
ref_run("data/ref-edge.csv", 22, [0.475, 0.500, 0.500, 0.526])


def boot_run(path, kernel, debug, ref, values):
    """One boot of the boots tests: per variant (context task) 3 repeats x
    2 CPUs whose median ns/op is exactly values[variant] * ref (the two
    middle rows), every row's ref_ns = ref; so the boot's value is
    values[variant] in ns/op / ref_ns, and values * ref in ns/op."""
    rng = random.Random(30)
    cfg = ("variants=%s contexts=task workload=page cpus=all repeats=3 memcgs=1 depth=2 "
           "pages=1 bytes=64 sample_us=1000 samples=100 irq_rate=10000 softirq_rate=10000 "
           "nmi_rate=1000 drain_rate=0 outside_nmi=direct seed=1" % ",".join(values))
    out = header(kernel, "voluntary", "no", cfg, cols=REF_COLS)
    out = [l if l != "# debug: " else "# debug: " + debug for l in out]
    for v, x in values.items():
        for k, f in enumerate((0.98, 1.0, 1.02, 0.99, 1.0, 1.01)):
            out.append(row(rng, v, "task", "page", k % 2, k // 2, x * ref, cols=REF_COLS,
                           ns_per_op="%.3f" % (x * ref * f), ref_ns="%.3f" % ref))
    open(path, "w").write("\n".join(out) + "\n# accel: tcg\n")


# Boots tests (run-tests.sh, boots_tests): 5 boots of "6.1" (ref_ns 1.8)
# and 5 of "7.3" with UBSAN (ref_ns 0.9, a machine twice as fast). In
# ns/op / ref_ns, boot i of A is base * (1 + i / 100); B is placed so that
# Mann-Whitney's U (A above B) is 0 (decoupled), 1 (outside), 2
# (locallock) and 10 (trylock): exact p 2/252, 4/252, 8/252 and large.
# In ns/op every B boot is below every A boot: U = 25, p = 2/252 in all.
BOOT_BASE = {"decoupled": 20.0, "outside": 22.0, "locallock": 25.0, "trylock": 24.0}
BOOT_B = {"decoupled": (1.10, 1.11, 1.12, 1.13, 1.14),
          "outside": (1.045, 1.10, 1.11, 1.12, 1.13),
          "locallock": (1.035, 1.10, 1.11, 1.12, 1.13),
          "trylock": (1.015, 1.025, 1.035, 1.045, 1.055)}
os.makedirs("data/boots", exist_ok=True)
for i in range(5):
    boot_run("data/boots/a%d.csv" % (i + 1), "6.1.0-57-amd64", "none", 1.8,
             {v: b * (1.01 + 0.01 * i) for v, b in BOOT_BASE.items()})
    boot_run("data/boots/b%d.csv" % (i + 1), "7.3.4+deb13-amd64", "ubsan", 0.9,
             {v: b * BOOT_B[v][i] for v, b in BOOT_BASE.items()})

# Duet tests (run-tests.sh, pairs_tests): 3 rounds of two kernels booted
# side by side (tools/vm/duet). The host's speed differs by up to 30%
# between rounds (x 1.00, 1.30, 1.15) and hits both boots of a round
# alike. Boot values (ns/op, each file's exact median): A_i = base x
# speed_i; B_i = A_i x DUET_B[v][i], about 1.10 in three variants and 1.00
# in trylock; AA_i (the A kernel again, beside A_i) = A_i x DUET_AA[v][i].
# By hand: unpaired, the log boot values vary by sd 0.131 a side, so a
# 10% change is undecided; paired, the log ratios vary by sd ~0.01-0.02:
# slower, with a CI around 1.10, and trylock (and every A/A row) the same
# within +-5%.
DUET_SPEED = (1.00, 1.30, 1.15)
DUET_B = {"decoupled": (1.098, 1.100, 1.102), "outside": (1.12, 1.10, 1.08),
          "locallock": (1.09, 1.10, 1.11), "trylock": (1.02, 0.98, 1.00)}
DUET_AA = {"decoupled": (1.01, 0.99, 1.00), "outside": (1.002, 0.998, 1.00),
           "locallock": (1.02, 0.98, 1.00), "trylock": (1.005, 1.00, 0.995)}
os.makedirs("data/duet", exist_ok=True)
for i, sp in enumerate(DUET_SPEED):
    a = {v: b * sp for v, b in BOOT_BASE.items()}
    boot_run("data/duet/a%d.csv" % (i + 1), "7.3.4+deb13-amd64", "none", 1.0, a)
    boot_run("data/duet/b%d.csv" % (i + 1), "7.3.4+deb13-amd64", "none", 1.0,
             {v: x * DUET_B[v][i] for v, x in a.items()})
    boot_run("data/duet/aa%d.csv" % (i + 1), "7.3.4+deb13-amd64", "none", 1.0,
             {v: x * DUET_AA[v][i] for v, x in a.items()})

# CPU strata tests (run-tests.sh, strata_tests): 3 rounds of boots of two
# kernels, 2 CPUs, three cells (task). Every row of a CPU-run is the same
# number, so each CPU's median is exact: A_i's cpu0 = base x speed_i, its
# cpu1 2% above (a steady CPU offset); B_i = A_i x ratio. "shared": every
# cell's ratio in round i is STRATA_SHARED[i], the cells move together
# (their residuals correlate by 1: n_eff 1, no prior); "indep": the cells'
# log ratios are log 1.10 + 0.02 x a pattern of (1, -1, 0), (1, 0, -1),
# (0, 1, -1) (correlations 0.5, -0.5, 0.5: n_eff 2.25). In both, B2's
# locallock on cpu1 ran 20% slow for the whole boot: left out. "slowboot":
# "shared" with A2 2.7x slow as a whole, ns/op and reference loop alike.
STRATA_BASE = {"locallock": 20.0, "trylock": 24.0, "decoupled": 30.0}
STRATA_SPEED = (1.00, 1.30, 1.15)
STRATA_SHARED = (1.10, 1.12, 1.08)
STRATA_PATTERN = {"locallock": (1, -1, 0), "trylock": (1, 0, -1), "decoupled": (0, 1, -1)}


def strata_run(path, values, slow=None, boot=1.0):
    """values[variant] = (cpu0, cpu1); 4 identical rows per CPU-run (repeats);
    boot: the whole boot's slowness, ns/op and ref_ns alike"""
    cfg = ("variants=%s contexts=task workload=page cpus=all repeats=4 memcgs=1 depth=2 "
           "pages=1 bytes=64 sample_us=300 samples=20 irq_rate=10000 softirq_rate=10000 "
           "nmi_rate=1000 drain_rate=0 outside_nmi=direct seed=1" % ",".join(values))
    out = header("7.3.4+deb13-amd64", "voluntary", "no", cfg, cols=REF_COLS)
    rng = random.Random(31)
    for v, xs in values.items():
        for k in range(8):
            cpu, rep = k % 2, k // 2
            x = xs[cpu] * (1.20 if slow == (v, cpu) else 1.0) * boot
            out.append(row(rng, v, "task", "page", cpu, rep, x, cols=REF_COLS,
                           ns_per_op="%.6f" % x, ref_ns="%.3f" % (0.560 * boot)))
    open(path, "w").write("\n".join(out) + "\n# accel: tcg\n")


for kind in ("shared", "indep", "slowboot"):
    os.makedirs("data/strata-" + kind, exist_ok=True)
    for i, sp in enumerate(STRATA_SPEED):
        a = {v: (b * sp, b * sp * 1.02) for v, b in STRATA_BASE.items()}
        if kind != "indep":
            r = {v: STRATA_SHARED[i] for v in STRATA_BASE}
        else:
            r = {v: 1.10 * math.exp(0.02 * p[i]) for v, p in STRATA_PATTERN.items()}
        strata_run("data/strata-%s/a%d.csv" % (kind, i + 1), a,
                   boot=2.7 if kind == "slowboot" and i == 1 else 1.0)
        strata_run("data/strata-%s/b%d.csv" % (kind, i + 1),
                   {v: (x0 * r[v], x1 * r[v]) for v, (x0, x1) in a.items()},
                   ("locallock", 1) if i == 1 else None)
