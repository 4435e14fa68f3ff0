#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Seeded input generator for the CLI fuzz (tests/fuzz/run.sh).

    gen.py SEED NCASES OUTDIR [short|long]

writes OUTDIR/NNNN/{a.csv,b.csv,x.txt,y.txt,kind} per case: results files
damaged in every way the reader must refuse or survive (mutated real
fixtures, truncated files, huge, tiny, non-finite and malformed numbers,
schema lines, quoting), very wide files, files of very many variants,
schema-3 paired runs (duplicate, missing and shifted blocks, mixed rows
with irq_ops), files of many header lines, and number files for "stats"
(huge, subnormal, tied, overflowing).  The same SEED writes the same
bytes: a failing case is reproduced by its seed and number.  "long"
makes the wide and many-variant cases ten times larger."""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
from sbnames import columns_through  # noqa: E402
DATA = os.path.join(HERE, "..", "data")

SPECIAL = ["", "-", "0", "-0", "1", "1e308", "-1e308", "1.7976931348623157e308",
           "1e-320", "4.9e-324", "2.2250738585072014e-308", "nan", "NaN", "inf",
           "-inf", "infinity", "0x1p1023", "0x1p-1074", "1e", "e5", " 1", "1 ",
           "1" * 400, "9" * 30, "4294967296", "18446744073709551616",
           "2147483648", "-2147483649", "-1", "1e-5", "3.5", "\"", "\"\"",
           "\"a\"\"b\"", "\"1\"", "ok", "skipped: x", "failed: y", "not run: z",
           "low: hardirq", "low: ", "-", "#", "a b", "\xff\xfe", "\r", "%s%n%d",
           "\\", "\t", "é"]
SCHEMA = ["1", "2", "3", "4", "0", "-0", "-1", "3.0", "3.5", "1e300", "-1e300",
          "2147483648", "2147483651", "-2147483649", "4294967299",
          "9223372036854775808", "1e-300", "nan", "inf", "0x3", "3 ", "", "x"]
BYTES = [",", "\"", "\n", "\r", "#", "\0", "\xff", "a", "1", " ", ":", "-"]

# schema 3 through irq_ops (stockbench names columns: the module's list)
COLS3 = columns_through("irq_ops")


def seeds():
    out = []
    for root, _, files in os.walk(DATA):
        for f in sorted(files):
            if f.endswith(".csv"):
                with open(os.path.join(root, f), encoding="latin-1") as fp:
                    out.append(fp.read())
    return sorted(out)


def env_lines(rng, design="paired", schema=3, extra=()):
    lines = ["# schema: stockbench-results %d" % schema,
             "# kernel: 6.1.0-fuzz", "# preempt: voluntary", "# rt: no",
             "# hz: 250", "# accel: tcg", "# debug: none",
             "# config: variants=decoupled,outside contexts=task,mixed "
             "workload=page repeats=2 blocks=20 design=%s" % design,
             "# run_status: SUCCESS"]
    return lines + list(extra)


# Per case (main): how often a generated number is malformed (most files
# must parse through, or only the first row is ever read) and how often
# it is a valid extreme (huge, subnormal, 0).
RATE = {"bad": 0.0, "extreme": 0.0}


def num(rng, base):
    r = rng.random()
    if r < RATE["bad"]:
        return rng.choice(SPECIAL)
    if r < RATE["bad"] + RATE["extreme"]:
        return rng.choice(["1e308", "1.7976931348623157e308", "1e-320",
                           "4.9e-324", "0", "1e200", "1e-200", "1e154"])
    return "%.3f" % (base * rng.lognormvariate(0, 0.05))


def row3(rng, var, ctx, cpu, rep, blk, status="ok", wl="page"):
    ns = 100 * (1.1 if var != "decoupled" else 1.0)
    f = dict.fromkeys(COLS3, "0")
    f.update(variant=var, context=ctx, workload=wl, cpu=str(cpu), repeat=str(rep),
             status=status, ns_per_op=num(rng, ns), ops="3072", audit="ok",
             ref_ns=num(rng, 1), ns_per_op_raw=num(rng, ns + 1),
             batch_p50_ns=num(rng, ns), batch_p90_ns=num(rng, ns * 1.1),
             batch_p99_ns=num(rng, ns * 1.2), batch_max_ns=num(rng, ns * 2),
             block=str(blk), block_pos="0", run_seq="0", inject_iters="0.000",
             irq_rate="", irq_ops="", trylock_fails=num(rng, 30),
             hold_samples="96", hold_ns_avg=num(rng, 89), hold_ns_max="373")
    for c in ("lat_clock_ns", "lat_p50_ns", "lat_p90_ns", "lat_p99_ns",
              "lat_p999_ns", "lat_max_ns", "hardirq_per_s", "hardirq_asked",
              "hardirq_missed", "softirq_per_s", "softirq_asked",
              "softirq_missed", "nmi_per_s", "nmi_asked", "nmi_missed"):
        f[c] = ""
    if ctx == "mixed":
        f.update(irq_rate=rng.choice(["ok", "ok", "low: hardirq"]),
                 irq_ops=num(rng, 1000), hardirq_per_s=num(rng, 9000),
                 hardirq_asked="10000", softirq_per_s=num(rng, 9000),
                 softirq_asked="10000", nmi_per_s=num(rng, 900), nmi_asked="1000")
    if rng.random() < 0.2:
        f.update(lat_ops="100", lat_clock_ns="20", lat_p50_ns=num(rng, 90),
                 lat_p90_ns=num(rng, 95), lat_p99_ns=num(rng, 120),
                 lat_p999_ns=num(rng, 200), lat_max_ns=num(rng, 900))
    return ",".join(f[c] for c in COLS3)


def paired(rng, size):
    nv = rng.choice([2, 2, 3, 5, 40 * size])
    vars_ = ["decoupled", "outside"] + ["v%d" % i for i in range(nv - 2)]
    ctxs = rng.sample(["task", "mixed", "softirq", "hardirq"], rng.randint(1, 3))
    cpus, reps = rng.randint(1, 3), rng.randint(1, 2)
    blocks = rng.choice([1, 5, 20, 60 * size]) if nv < 10 else 2
    rows = [row3(rng, v, c, cpu, rep, b)
            for c in ctxs for cpu in range(cpus) for rep in range(reps)
            for b in range(blocks) for v in vars_]
    r = rng.random()
    if r < 0.15 and rows:	# a block twice: must be refused
        rows.insert(rng.randrange(len(rows)), rng.choice(rows))
    elif r < 0.3:		# shift one subject's blocks, drop some rows
        rows = [x.replace(",0,0,0.000,", ",1,0,0.000,") if x.startswith("outside") else x
                for x in rows if rng.random() > 0.1]
    elif r < 0.4:
        rows = [x.replace(",ok,", ",skipped: fuzz,") if rng.random() < 0.3 else x
                for x in rows]
    return "\n".join(env_lines(rng, rng.choice(["paired", "paired", "cells"])) +
                     [",".join(COLS3)] + rows) + "\n"


def wide(rng, size):
    k = rng.randint(1, 20000 * size)
    extra = ["x%d" % i for i in range(k)]
    if rng.random() < 0.3:
        extra.append(rng.choice(extra + ["variant"]))	# appears twice
    head = ",".join(COLS3 + extra)
    rows = [row3(rng, v, "task", 0, 0, b) + "," * len(extra)
            for b in range(rng.randint(0, 3)) for v in ("decoupled", "outside")]
    return "\n".join(env_lines(rng) + [head] + rows) + "\n"


def many(rng, size):
    n = rng.randint(1, 5000 * size)
    key = rng.choice(["variant", "context", "workload", "all"])
    rows = []
    for i in range(n):
        v, c, w = "decoupled", "task", "page"
        if key in ("variant", "all"):
            v = "v%d" % i
        if key in ("context", "all"):
            c = "c%d" % (i * 7 % n)
        if key == "workload":
            w = "w%d" % i
        rows.append(row3(rng, v, c, i % 4, 0, i, wl=w))
    return "\n".join(env_lines(rng) + [",".join(COLS3)] + rows) + "\n"


def header_heavy(rng, size):
    n = rng.randint(1, 5000 * size)
    same = rng.random() < 0.5
    extra = ["# %s: %d" % ("kernel" if same else "k%d" % i, i) for i in range(n)]
    rows = [row3(rng, v, "task", 0, 0, b) for b in range(3)
            for v in ("decoupled", "outside")]
    return "\n".join(env_lines(rng, extra=extra) + [",".join(COLS3)] + rows) + "\n"


def mutate(rng, text):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 6)):
        m = rng.randrange(9)
        i = rng.randrange(len(lines))
        if m == 0:
            f = lines[i].split(",")
            f[rng.randrange(len(f))] = rng.choice(SPECIAL)
            lines[i] = ",".join(f)
        elif m == 1 and len(lines) > 1:
            del lines[i]
        elif m == 2:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif m == 3:
            lines[0] = "# schema: stockbench-results " + rng.choice(SCHEMA)
        elif m == 4:
            s = lines[i]
            j = rng.randint(0, len(s))
            lines[i] = s[:j] + rng.choice(BYTES) + s[j + rng.randint(0, 2):]
        elif m == 5:
            lines.insert(i, "# %s: %s" % (rng.choice(["config", "accel", "kernel", "x", ""]),
                                          rng.choice(["design=paired", "tcg", ""] + SPECIAL)))
        elif m == 6:	# a column appended to the header and every row
            hdr = next((k for k, l in enumerate(lines) if l and l[0] != "#"), None)
            if hdr is not None:
                name = rng.choice(lines[hdr].split(",") + ["extra"])
                lines = [l + "," + (name if k == hdr else rng.choice(SPECIAL))
                         if k >= hdr and l and l[0] != "#" else l
                         for k, l in enumerate(lines)]
        elif m == 7:
            lines[i] = lines[i].replace(",ok,", "," + rng.choice(SPECIAL) + ",", 1)
        else:
            lines[i] = lines[i].replace("design=cells", "design=paired")
    out = "\n".join(lines)
    if rng.random() < 0.15:	# truncated anywhere
        out = out[:rng.randint(0, len(out))]
    return out


def numbers(rng, kind):
    n = rng.choice([0, 2, 3, 5, 30, 51, 300])
    vals = []
    for _ in range(n):
        if kind == 0:
            vals.append(repr(rng.gauss(100, 5)))
        elif kind == 1:
            vals.append(rng.choice(["1e308", "-1e308", "1.7976931348623157e308", "1e307"]))
        elif kind == 2:
            vals.append(rng.choice(["4.9e-324", "1e-320", "0", "-0", "2.2250738585072014e-308"]))
        elif kind == 3:
            vals.append(rng.choice(["1", "1", "1", "2"]))
        elif kind == 4:
            vals.append(rng.choice(["1e154", "-1e154", "1e200", "3"]))
        else:
            vals.append(rng.choice(SPECIAL + ["5", "6", "# c", "1" * 5000]))
    return "\n".join(vals) + ("\n" if rng.random() < 0.9 else "")


def write(path, text):
    with open(path, "w", encoding="latin-1", errors="replace", newline="") as fp:
        fp.write(text)


def main():
    seed, ncases, outdir = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    size = 10 if len(sys.argv) > 4 and sys.argv[4] == "long" else 1
    base = seeds()
    kinds = ["mutate"] * 6 + ["paired"] * 3 + ["wide", "many", "header"]
    for c in range(ncases):
        rng = random.Random(seed * 1000003 + c)
        kind = rng.choice(kinds)
        RATE["bad"] = rng.choice([0, 0, 0, 0.0002, 0.005])
        RATE["extreme"] = rng.choice([0, 0, 0.002, 0.05, 0.5])
        if kind == "mutate":
            a, b = (mutate(rng, rng.choice(base)) for _ in range(2))
        elif kind == "paired":
            a = paired(rng, size)
            b = mutate(rng, a) if rng.random() < 0.5 else a
        elif kind == "wide":
            a, b = wide(rng, size), rng.choice(base)
        elif kind == "many":
            a = many(rng, size)
            b = a
        else:
            a, b = header_heavy(rng, size), header_heavy(rng, size)
        d = os.path.join(outdir, "%04d" % c)
        os.makedirs(d, exist_ok=True)
        write(os.path.join(d, "a.csv"), a)
        write(os.path.join(d, "b.csv"), b)
        kx = rng.randrange(6)	# y of the same kind half the time
        write(os.path.join(d, "x.txt"), numbers(rng, kx))
        write(os.path.join(d, "y.txt"), numbers(rng, kx if rng.random() < 0.5 else rng.randrange(6)))
        write(os.path.join(d, "kind"), kind + "\n")


if __name__ == "__main__":
    main()
