#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Check plot --forest's scripts against compare, show and the CSVs.

  forest-check.py SB DIR COMPARE_OUT CONF BOOTS A1 ... -- B1 ...

DIR holds the forest-W-V-C.gp of `SB plot --forest ... -o DIR`;
COMPARE_OUT is `SB compare ...` (text) of the same files and options.
Per row of compare's table: its .gp's pooled row must hold compare's
printed ratio and interval, its title compare's verdict (and the TCG
note when a file says accel: tcg).  With BOOTS=1 (ns/op, not
--normalise), each boot and CPU row is recomputed here from the CSV
(median of the ok rows' ns_per_op; the distribution-free CI of the median
[x(k), x(n+1-k)], k the largest with P(Binomial(n, 1/2) <= k - 1) <=
(1 - CONF)/2, in exact fractions) and held against `SB show FILE`'s
median and CI to the digits show prints.  One line per check, "ok ..."
or "FAIL ..."; the shell counts them.
"""
import csv
import fractions
import math
import os
import re
import subprocess
import sys


def table(text):
    """The rows of the first table of stockbench's text output, as dicts."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if i and re.fullmatch(r"-+( +-+)*", line):
            spans = [m.span() for m in re.finditer(r"-+", line)]
            head = lines[i - 1]
            names = [head[a:b if j + 1 < len(spans) else None].strip()
                     for j, (a, b) in enumerate(spans)]
            # a column is as wide as its widest cell: the dashes say where
            rows = []
            for row in lines[i + 1:]:
                # a table row is blank between the columns; notes under it are not
                if not row.strip() or any(row[spans[j][1]:spans[j + 1][0]].strip()
                                          for j in range(len(spans) - 1)):
                    break
                cells = []
                for j, (a, b) in enumerate(spans):
                    end = spans[j + 1][0] if j + 1 < len(spans) else None
                    cells.append(row[a:end].strip())
                rows.append(dict(zip(names, cells)))
            return rows
    return []


def workload_of(text):
    m = re.search(r"^workload: (\S+)$", text, re.M)
    return m.group(1) if m else None


def safe(s):
    return re.sub(r"[^A-Za-z0-9._+-]", "_", s)


def read_gp(path):
    """The $boots and $pooled rows of a .gp, and its title."""
    blocks, cur, title = {}, None, ""
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            m = re.fullmatch(r"\$(\w+) << EOD", line)
            if m:
                cur = blocks.setdefault(m.group(1), [])
                continue
            if line == "EOD":
                cur = None
                continue
            if cur is not None and not line.startswith("#"):
                m = re.fullmatch(r'(\d+) (\S+) (\S+) "([^"]*)" (\S+) (\S+) (\S+)', line)
                cur.append(m.groups() if m else ("bad", line))
            if line.startswith("set title "):
                title = line
    return blocks, title


def ci_k(n, conf):
    alpha2 = (1 - fractions.Fraction(round(conf * 1000), 1000)) / 2
    k, cum = 0, fractions.Fraction(0)
    for cand in range(1, n // 2 + 1):
        cum += fractions.Fraction(math.comb(n, cand - 1), 2 ** n)
        if cum <= alpha2:
            k = cand
        else:
            break
    return k


def est(v, conf):
    v = sorted(v)
    n = len(v)
    med = (v[(n - 1) // 2] + v[n // 2]) / 2
    k = ci_k(n, conf)
    if not k:
        return med, None, None
    return med, v[k - 1], v[n - k]


def cell_rows(path, w, var, ctx):
    with open(path) as f:
        rd = csv.DictReader(line for line in f if not line.startswith("#"))
        return [r for r in rd if r["status"] == "ok" and r["workload"] == w and
                r["variant"] == var and r["context"] == ctx]


def near(gp, want, tol):
    return gp != "?" and abs(float(gp) - want) <= tol


out = []


def check(ok, what):
    out.append(("ok " if ok else "FAIL ") + what)


def shown(text, var, ctx):
    for r in table(text):
        if r.get("variant") == var and r.get("context") == ctx:
            return r
    return None


def printed_near(gp, s):
    """gp (4 decimals) rounds to show's printed s, to its digits."""
    d = len(s.split(".")[1]) if "." in s else 0
    return gp != "?" and abs(float(gp) - float(s)) <= 0.5 * 10 ** -d + 1e-9


def boots_check(sb, name, gp_rows, files, w, var, ctx, conf):
    rows = [r for r in gp_rows if r[2] == "boot"]
    have = [f for _, f in files if cell_rows(f, w, var, ctx)]
    check(len(rows) == len(have), f"{name}: {len(rows)} boot rows for {len(have)} files with the cell")
    i = 0
    for tag, f in files:
        data = cell_rows(f, w, var, ctx)
        if not data:
            continue
        med, lo, hi = est([float(r["ns_per_op"]) for r in data], conf)
        while i < len(gp_rows) and gp_rows[i][2] != "boot":
            i += 1
        if i == len(gp_rows):
            check(False, f"{name}: no row for {tag}")
            return
        y, side, kind, label, v, gl, gh = gp_rows[i]
        check(label.startswith(tag + " ") and near(v, med, 5e-5) and
              (near(gl, lo, 5e-5) and near(gh, hi, 5e-5) if lo is not None else gl == gh == "?"),
              f"{name}: {label}: {v} [{gl}, {gh}], recomputed {med:.4f} [{lo}, {hi}]")
        sh = shown(subprocess.run([sb, "show", f], capture_output=True, text=True).stdout, var, ctx)
        ci = sh and sh.get("95% CI of median", "")
        check(sh is not None and printed_near(v, sh["median ns/op"]) and
              (ci == "n too small" if gl == "?" else
               ".." in ci and printed_near(gl, ci.split("..")[0]) and
               printed_near(gh, ci.split("..")[1])),
              f"{name}: {label}: {v} [{gl}, {gh}] as show prints it: {sh and sh['median ns/op']} {ci}")
        cpus = sorted({int(r["cpu"]) for r in data})
        i += 1
        for c in cpus if len(cpus) > 1 else []:
            m, l, h = est([float(r["ns_per_op"]) for r in data if int(r["cpu"]) == c], conf)
            if i == len(gp_rows) or gp_rows[i][2] != "cpu":
                check(False, f"{name}: {tag} cpu{c}: no row")
                continue
            _, _, _, label, v, gl, gh = gp_rows[i]
            check(label.strip() == f"cpu{c}" and near(v, m, 5e-5) and
                  (near(gl, l, 5e-5) and near(gh, h, 5e-5) if l is not None else gl == gh == "?"),
                  f"{name}: {tag} {label.strip()}: {v} [{gl}, {gh}], recomputed {m:.4f} [{l}, {h}]")
            i += 1
        check(i == len(gp_rows) or gp_rows[i][2] == "boot",
              f"{name}: {tag}: {len(cpus) if len(cpus) > 1 else 0} CPU rows")


def main():
    sb, d, cmp_out, conf, boots = sys.argv[1:6]
    conf = float(conf)
    args = sys.argv[6:]
    sep = args.index("--")
    a, b = args[:sep], args[sep + 1:]
    files = [(f"A{i + 1}", f) for i, f in enumerate(a)] + \
            [(f"B{i + 1}", f) for i, f in enumerate(b)]
    text = open(cmp_out).read()
    rows = table(text)
    check(len(rows) > 0, f"compare printed a table ({len(rows)} rows)")
    tcg = any(re.search(r"^# accel: tcg$", open(f).read(), re.M) for _, f in files)
    ci_col = next((k for k in (rows[0] if rows else {}) if k.endswith("CI of ratio")), None)
    for r in rows:
        w = r.get("workload") or workload_of(text)
        var, ctx = r["variant"], r["context"]
        name = safe(f"forest-{w}-{var}-{ctx}")
        path = os.path.join(d, name + ".gp")
        if r[ci_col].startswith("no "):
            check(not os.path.exists(path), f"{name}: not drawn ({r[ci_col]})")
            continue
        check(os.path.exists(path), f"{name}.gp written")
        if not os.path.exists(path):
            continue
        blocks, title = read_gp(path)
        pooled = blocks.get("pooled", [])
        want = [r["ratio"]]
        m = re.fullmatch(r"\[(\S+), (\S+)\]", r[ci_col])
        want += list(m.groups()) if m else ["?", "?"]
        got = list(pooled[0][4:7]) if len(pooled) == 1 else None
        check(got == want, f"{name}: pooled {got} = compare's ratio {r['ratio']} {r[ci_col]}")
        check(f": {r['verdict']}\\n" in title and f"ratio B/A {r['ratio']}," in title,
              f"{name}: title has compare's ratio and verdict '{r['verdict']}'")
        check(("QEMU TCG: not hardware numbers" in title) == tcg,
              f"{name}: TCG note in the title: {tcg}")
        for ext, magic in (("png", "PNG image data"), ("svg", "SVG")):
            p = os.path.join(d, f"{name}.{ext}")
            ft = subprocess.run(["file", "-b", p], capture_output=True, text=True).stdout
            check(os.path.exists(p) and os.path.getsize(p) > 0 and magic in ft,
                  f"{name}.{ext}: {ft.strip()}")
        if boots == "1":
            boots_check(sb, name, blocks.get("boots", []), files, w, var, ctx, conf)
    print("\n".join(out))


main()
