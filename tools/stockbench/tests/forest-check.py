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
median and CI to the digits show prints.

  forest-check.py --across SB DIR COMPARE_OUT CONF METRIC F1 F2 ...

DIR holds the forest-across-C-V.gp of `SB plot --forest --across-boots
... -o DIR`; COMPARE_OUT is `SB compare --across-boots ...` of the same
files and options (METRIC: the --metric, or - for ns/op).  Per stage 2
row: its .gp's pooled row must hold that row's printed ratio (or delta)
and interval, its title the verdict and the boots; each boot row the
ratio and interval of that boot's stage 1 row, and each CPU row under it
the value of the stage 1 row's per CPU column.  Independently, each boot
row and each CPU row (its interval too) must be what `SB compare FILE`
prints for the file, and for the file cut to that CPU's rows.

One line per check, "ok ..." or "FAIL ..."; the shell counts them.
"""
import csv
import fractions
import math
import os
import re
import subprocess
import sys
import tempfile


def table(text):
    """The rows of the first table of stockbench's text output, as dicts."""
    t = tables(text)
    return t[0] if t else []


def tables(text):
    """The rows of each table of stockbench's text output, as dicts."""
    lines = text.splitlines()
    found = []
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
            found.append(rows)
    return found


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


def same_nums(got, want):
    """the same numbers (as printed to other digits: 0.5440 is 0.544), "?" as "?" """
    def num(s):
        try:
            return float(s)
        except ValueError:
            return s
    return got is not None and len(got) == len(want) and \
        all(num(g) == num(w) for g, w in zip(got, want))


def check(ok, what):
    out.append(("ok " if ok else "FAIL ") + what)


def charts_check(d, name, title, tcg):
    """The TCG note in the title as the files say, and NAME's PNG and SVG
    written and of their type."""
    check(("QEMU TCG: not hardware numbers" in title) == tcg,
          f"{name}: TCG note in the title: {tcg}")
    for ext, magic in (("png", "PNG image data"), ("svg", "SVG")):
        p = os.path.join(d, f"{name}.{ext}")
        ft = subprocess.run(["file", "-b", p], capture_output=True, text=True).stdout
        check(os.path.exists(p) and os.path.getsize(p) > 0 and magic in ft,
              f"{name}.{ext}: {ft.strip()}")


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
        m = re.fullmatch(r"\[(\S+), (\S+)\]", ci or "")
        check(sh is not None and printed_near(v, sh["median ns/op"]) and
              (ci == "n too small" if gl == "?" else
               m is not None and printed_near(gl, m.group(1)) and
               printed_near(gh, m.group(2))),
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


def base_name(path):
    """plot.c's sb_plot_base_name"""
    b = os.path.basename(path)
    if len(b) > 4 and b.endswith(".csv"):
        b = b[:-4]
    return safe(b)


def interval_of(s):
    """A printed interval "[lo, hi]" as its two strings; ?, ? for any other text."""
    m = re.fullmatch(r"\[(\S+), (\S+)\]", s)
    return list(m.groups()) if m else ["?", "?"]


def paired_row(sb, path, conf, metric, ctx, var, cpu=None):
    """[est, lo, hi] of `SB compare FILE` (paired) for (ctx, var), the file
    cut to the rows of @cpu when set; None when it has no such row."""
    with open(path) as f:
        lines = f.read().splitlines(True)
    if cpu is not None:
        head = next(i for i, line in enumerate(lines) if line.startswith("variant,"))
        col = lines[head].rstrip("\n").split(",").index("cpu")
        lines = lines[:head + 1] + [line for line in lines[head + 1:]
                                    if line.rstrip("\n").split(",")[col] == cpu]
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as t:
        t.writelines(lines)
    try:
        args = [sb, "compare", "--confidence", f"{conf * 100:g}"]
        args += ["--metric", metric] if metric != "-" else []
        out = subprocess.run(args + [t.name], capture_output=True, text=True).stdout
    finally:
        os.unlink(t.name)
    for r in table(out):
        if r.get("context") == ctx and r.get("variant") == var:
            est = r["delta" if metric != "-" else "ratio"]
            ci = next(v for k, v in r.items() if k.endswith(" CI of delta") or k.endswith(" CI of ratio"))
            return [est] + interval_of(ci)
    return None


def across_main():
    sb, d, cmp_out, conf, metric = sys.argv[2:7]
    conf = float(conf)
    files = sys.argv[7:]
    text = open(cmp_out).read()
    t = tables(text)
    check(len(t) == 2 and len(t[0]) > 0, f"compare --across-boots printed two tables ({len(t)})")
    if len(t) != 2:
        print("\n".join(out))
        return
    s2, s1 = t
    e = "delta" if metric != "-" else "ratio"
    ci_col = next(k for k in s2[0] if k.endswith(f"CI of {e}"))
    tcg = all(re.search(r"^# accel: tcg$", open(f).read(), re.M) for f in files)
    gps = sorted(f for f in os.listdir(d) if f.startswith("forest-across-") and f.endswith(".gp"))
    check(len(gps) == len(s2), f"{len(gps)} forest-across-*.gp for {len(s2)} stage 2 rows")
    for r in s2:
        ctx, var = r["context"], r["variant"]
        name = safe(f"forest-across-{ctx}-{var}")
        path = os.path.join(d, name + ".gp")
        check(os.path.exists(path), f"{name}.gp written")
        if not os.path.exists(path):
            continue
        blocks, title = read_gp(path)
        pooled = blocks.get("pooled", [])
        want = [r[e]] + interval_of(r[ci_col])
        got = list(pooled[0][4:7]) if len(pooled) == 1 else None
        check(got == want, f"{name}: pooled {got} = compare's stage 2 {e} {r[e]} {r[ci_col]}")
        check(len(pooled) == 1 and pooled[0][2] == r["boots"],
              f"{name}: pooled row's boots {pooled and pooled[0][2]} = compare's {r['boots']}")
        what = f"{metric} delta" if metric != "-" else "ratio"
        check(f"{ctx} {var} vs {r['vs']}: {what} {r[e]}," in title and
              f": {r['verdict']}\\n{r['boots']} boot" in title,
              f"{name}: title has compare's {e} {r[e]}, verdict '{r['verdict']}', {r['boots']} boots")
        charts_check(d, name, title, tcg)
        rows = blocks.get("boots", [])
        mine = [b for b in s1 if b["context"] == ctx and b["variant"] == var]
        check(len([x for x in rows if x[1] == "boot"]) == len(mine),
              f"{name}: {len([x for x in rows if x[1] == 'boot'])} boot rows for compare's {len(mine)}")
        i = 0
        for b in mine:
            f = files[int(b["boot"]) - 1]
            tag = f"{name}: boot {b['boot']}"
            if i == len(rows) or rows[i][1] != "boot":
                check(False, f"{tag}: no row")
                break
            y, kind, boot, label, v, lo, hi = rows[i]
            want = [b[e]] + interval_of(b[ci_col])
            check(boot == b["boot"] and label == f"boot {b['boot']} {base_name(f)}" and
                  [v, lo, hi] == want,
                  f"{tag}: '{label}' {[v, lo, hi]} = compare's stage 1 {want}")
            alone = paired_row(sb, f, conf, metric, ctx, var)
            check(alone == want, f"{tag}: stage 1 {want} = compare FILE's {alone}")
            i += 1
            cpus = [] if b["per CPU"] == "-" else [c.split(" ") for c in b["per CPU"].split(", ")]
            for c, cv in cpus:
                if i == len(rows) or rows[i][1] != "cpu":
                    check(False, f"{tag} {c}: no row")
                    continue
                y, kind, boot, label, v, lo, hi = rows[i]
                check(boot == b["boot"] and label.strip() == c and v == cv,
                      f"{tag} {label.strip()}: {v} = compare's per CPU {c} {cv}")
                alone = paired_row(sb, f, conf, metric, ctx, var, c[3:])
                check(alone == [v, lo, hi],
                      f"{tag} {label.strip()}: {[v, lo, hi]} = compare FILE's on its rows {alone}")
                i += 1
            check(i == len(rows) or rows[i][1] == "boot", f"{tag}: {len(cpus)} CPU rows")
        check(i == len(rows), f"{name}: no rows past compare's ({len(rows) - i})")
    print("\n".join(out))


def main():
    if sys.argv[1] == "--across":
        across_main()
        return
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
        check(same_nums(got, want), f"{name}: pooled {got} = compare's ratio {r['ratio']} {r[ci_col]}")
        check(f": {r['verdict']}\\n" in title and f"ratio B/A {r['ratio']}," in title,
              f"{name}: title has compare's ratio and verdict '{r['verdict']}'")
        charts_check(d, name, title, tcg)
        if boots == "1":
            boots_check(sb, name, blocks.get("boots", []), files, w, var, ctx, conf)
    print("\n".join(out))


main()
