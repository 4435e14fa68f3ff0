#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""infer-oracle.py: stockbench's across-boot statistics recomputed from
the raw CSV files with the Python standard library only (its own t
distribution by numerical integration, digamma and trigamma by
recurrence and series, trigamma inverted by bisection, Hodges-Lehmann
by brute force, sign flips by enumeration), then held against the
numbers the CLI printed.  Exit 0 when all agree.

  infer-oracle.py boots MODERATED.out WELCH.out [--normalise] A... -- B...
  infer-oracle.py pairs MODERATED.out PAIRED.out FLIP.out A1... -- B1...
      (compare --pairs, --test moderated, welch and mw: A_i with B_i)
  infer-oracle.py figures OUT [--slow-cpu PCT] [--pairs] A... -- B...
      (a boot's value of each cell, CPU by CPU, and the CPU-runs left out,
      written out for the hand-made fixture: one line per file and cell)
Boot values: per cell, each CPU's log median; a CPU-run more than
--slow-cpu (5%) above its file's fastest CPU there is left out, and so is
every CPU-run of a CPU whose median ref_ns (over all its rows) is that
much above the median of its CPU's over the side's files (3 or more); each
CPU's offset is the median over the files with nothing left out of the
cell of its log median less the file's mean over the CPUs (each side's
files when both have 3+ such, else pooled); the value is the mean of the
CPU-runs left, each less its offset.  The moderated prior's d0 is at
most (n_eff - 1) x the cells' median df, n_eff = m / (1 + (m - 1) r) of
the m tested cells, r the mean correlation of their residuals.
  infer-oracle.py across OUT F1 F2 ...      (compare --across-boots OUT)
"""
import csv, itertools, math, statistics, sys

fails = 0


def check(ok, what):
    global fails
    print(("ok   " if ok else "FAIL ") + what)
    fails += not ok


def close(got, want, rel=0.0, ab=0.0):
    return abs(got - want) <= max(ab, rel * abs(want))


def t_pdf(x, df):
    c = math.exp(math.lgamma((df + 1) / 2) - math.lgamma(df / 2)) / math.sqrt(df * math.pi)
    return c * (1 + x * x / df) ** (-(df + 1) / 2)


def t_p2(t, df):
    """two-sided tail: 2 * integral from |t| to inf, x = |t| / u (Simpson)"""
    t = abs(t)
    if t == 0:
        return 1.0
    n, s = 4000, 0.0
    for i in range(n + 1):
        u = max(i / n, 1e-12)
        w = 1 if i in (0, n) else (4 if i % 2 else 2)
        s += w * t_pdf(t / u, df) * t / (u * u)
    return min(1.0, 2 * s / (3 * n))


def t_crit(conf, df):
    lo, hi = 0.0, 100.0
    for _ in range(80):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if t_p2(mid, df) > 1 - conf else (lo, mid)
    return (lo + hi) / 2


def digamma(x):
    r = 0.0
    while x < 30:
        r -= 1 / x
        x += 1
    return r + math.log(x) - 1 / (2 * x) - 1 / (12 * x ** 2) + 1 / (120 * x ** 4) - 1 / (252 * x ** 6)


def trigamma(x):
    r = 0.0
    while x < 30:
        r += 1 / (x * x)
        x += 1
    return r + 1 / x + 1 / (2 * x ** 2) + 1 / (6 * x ** 3) - 1 / (30 * x ** 5) + 1 / (42 * x ** 7)


def fit_fdist(s2, d):
    e = [math.log(v) - digamma(k / 2) + math.log(k / 2) for v, k in zip(s2, d)]
    em = statistics.mean(e)
    ev = statistics.variance(e) - statistics.mean([trigamma(k / 2) for k in d])
    if ev <= 0:
        return math.exp(em), math.inf
    lo, hi = 1e-9, 1e9      # trigamma decreases: bisect on a log scale
    for _ in range(200):
        mid = math.sqrt(lo * hi)
        lo, hi = (mid, hi) if trigamma(mid) > ev else (lo, mid)
    d0 = 2 * math.sqrt(lo * hi)
    return math.exp(em + digamma(d0 / 2) - math.log(d0 / 2)), d0


def rows(path):
    with open(path) as f:
        return list(csv.DictReader(l for l in f if not l.startswith('#')))


def cpu_refs(path):
    """{cpu: median ref_ns of its ok rows > 0, over every cell} of one file"""
    refs = {}
    for r in rows(path):
        if r['status'] != 'ok':
            continue
        try:
            ref = float(r['ref_ns'])
        except (KeyError, ValueError):
            continue
        if ref > 0:
            refs.setdefault(int(r['cpu']), []).append(ref)
    return {c: statistics.median(v) for c, v in refs.items()}


def cpu_rows(path, norm):
    """{(variant, context): {cpu: [ns/op of ok rows]}} of one file"""
    cells = {}
    for r in rows(path):
        if r['status'] != 'ok':
            continue
        v = float(r['ns_per_op'])
        if norm:
            try:
                ref = float(r['ref_ns'])
            except ValueError:
                continue
            if not ref > 0:
                continue
            v /= ref
        cells.setdefault((r['variant'], r['context']), {}).setdefault(int(r['cpu']), []).append(v)
    return cells


def figures(files, na, thresh=0.05, norm=False):
    """[{cell: log value}] per file, and {(f, cell, cpu): excess} left out"""
    data = [cpu_rows(f, norm) for f in files]
    nf = len(files)
    keys = list(dict.fromkeys(k for d in data for k in d))
    lm = {}
    for f, d in enumerate(data):
        for k, byc in d.items():
            for cpu, v in byc.items():
                m = statistics.median(v)
                lm[f, k, cpu] = math.log(m) if m > 0 else None
    slow = set()

    def cpus_of(k):
        return sorted({c for (f, kk, c), v in lm.items() if kk == k and v is not None})

    def offs(k, fs, clean):
        cs = cpus_of(k)
        use = [f for f in fs if all(lm.get((f, k, c)) is not None for c in cs) and
               not (clean and any((f, k, c) in slow for c in cs))]
        off = {}
        for c in cs:
            dev = [lm[f, k, c] - statistics.mean(lm[f, k, j] for j in cs) for f in use]
            off[c] = statistics.median(dev) if dev else 0.0
        mean = statistics.mean(off.values()) if off else 0.0
        return {c: o - mean for c, o in off.items()}, len(use)

    def all_offs(clean):
        A, B = range(na), range(na, nf)
        if na >= 3 and nf - na >= 3:
            per = {k: (offs(k, A, clean), offs(k, B, clean)) for k in keys}
            if all(a[1] >= 3 and b[1] >= 3 for a, b in per.values()):
                return {k: (a[0], b[0]) for k, (a, b) in per.items()}
        return {k: (offs(k, range(nf), clean)[0],) * 2 for k in keys}

    refs = [cpu_refs(f) for f in files]
    for f in range(nf):
        side = range(na) if f < na else range(na, nf)
        for c, r in refs[f].items():
            other = [refs[g][c] for g in side if c in refs[g]]
            if thresh > 0 and len(other) >= 3 and r / statistics.median(other) - 1 > thresh:
                for k in keys:
                    if c in data[f].get(k, {}):
                        slow.add((f, k, c))
        for k in keys:
            vals = {c: lm[f, k, c] for c in cpus_of(k) if lm.get((f, k, c)) is not None}
            if len(vals) < 2:
                continue
            best = min(vals.values())
            for c, x in vals.items():
                if thresh > 0 and x - best > math.log1p(thresh):
                    slow.add((f, k, c))
    off = all_offs(True)
    out = []
    for f in range(nf):
        vals = {}
        for k in keys:
            o = off[k][f >= na]
            xs = [lm[f, k, c] - o[c] for c in cpus_of(k)
                  if lm.get((f, k, c)) is not None and (f, k, c) not in slow]
            if xs:
                vals[k] = statistics.mean(xs)
        out.append(vals)
    return out, slow


def corr(x, y):
    """Pearson's r of two residual vectors (each already centred)"""
    sxy = sum(a * b for a, b in zip(x, y))
    sxx, syy = sum(a * a for a in x), sum(b * b for b in y)
    return sxy / math.sqrt(sxx * syy)


def bounded_prior(s2, d, res):
    """limma's prior with d0 at most (n_eff - 1) x median d; r over the
    cells with a residual for every boot (3+), pair by pair"""
    m = len(s2)
    full = [r for r in res if len(r) >= 3 and all(x is not None for x in r) and any(r)]
    rs = [corr(full[i], full[j]) for i in range(len(full)) for j in range(i + 1, len(full))]
    if rs:
        rbar = statistics.mean(rs)
        neff = max(1.0, min(m, m / (1 + (m - 1) * rbar)))
    else:
        neff = 1.0
    d0max = (neff - 1) * statistics.median(d)
    s0sq, d0 = fit_fdist(s2, d)
    if d0 > d0max:
        e = [math.log(v) - digamma(k / 2) + math.log(k / 2) for v, k in zip(s2, d)]
        d0 = d0max
        s0sq = math.exp(statistics.mean(e) + digamma(d0 / 2) - math.log(d0 / 2)) if d0 > 0 else 0.0
    return s0sq, d0, neff


def table(path):
    """the CLI's rows by (variant, context): from compare --format csv (the
    numbers at full precision; across: stage 2), else its text table split
    on runs of 2+ spaces"""
    out, head = {}, None
    with open(path) as f:
        first = f.readline()
    if first.startswith('table,file,'):
        with open(path) as f:
            for r in csv.DictReader(f):
                if r['table'] == 'across-stage1':
                    continue
                if r.get('ci_lo'):
                    r['95% CI of ratio'] = f"[{r['ci_lo']}, {r['ci_hi']}]"
                out[(r['variant'], r['context'])] = r
        return out
    for line in open(path):
        f = [x for x in line.rstrip('\n').split('  ') if x.strip()]
        f = [x.strip() for x in f]
        if 'p_holm' in f:
            head = f
            continue
        if head and len(f) == len(head) and not line.startswith('-'):
            r = dict(zip(head, f))
            out[(r['variant'], r['context'])] = r
        elif not line.strip():
            head = None
    return out


def interval(s):
    lo, hi = s.strip('[]').split(', ')
    return float(lo), float(hi)


def boots(argv):
    mod, welch = argv[0], argv[1]
    norm = argv[2] == '--normalise'
    files = argv[3:] if norm else argv[2:]
    sep = files.index('--')
    fig, _ = figures(files[:sep] + files[sep + 1:], sep, 0.05, norm)
    A, B = fig[:sep], fig[sep:]
    keys = list(dict.fromkeys(k for x in A + B for k in x))
    cells = {}
    for k in keys:
        la, lb = [x[k] for x in A if k in x], [x[k] for x in B if k in x]
        if len(la) < 2 or len(lb) < 2:
            continue
        d = len(la) + len(lb) - 2
        s2 = ((len(la) - 1) * statistics.variance(la) + (len(lb) - 1) * statistics.variance(lb)) / d
        ma, mb = statistics.mean(la), statistics.mean(lb)
        res = [x[k] - ma if k in x else None for x in A] + [x[k] - mb if k in x else None for x in B]
        cells[k] = (la, lb, s2, d, res)
    v = list(cells.values())
    s0sq, d0, neff = bounded_prior([c[2] for c in v], [c[3] for c in v], [c[4] for c in v])
    print(f"# prior: s0 {math.sqrt(s0sq):.5f}, d0 {d0:.4f}, n_eff {neff:.3f}")
    tm, tw = table(mod), table(welch)
    for k, (la, lb, s2, d, _) in cells.items():
        diff = statistics.mean(lb) - statistics.mean(la)
        post = s2 if d0 == 0 else (s0sq if math.isinf(d0) else (d0 * s0sq + d * s2) / (d0 + d))
        se = math.sqrt(post * (1 / len(la) + 1 / len(lb)))
        same(tm.get(k), k, 'moderated', diff, se, d + d0)
        qa, qb = statistics.variance(la) / len(la), statistics.variance(lb) / len(lb)
        df = (qa + qb) ** 2 / (qa * qa / (len(la) - 1) + qb * qb / (len(lb) - 1))
        same(tw.get(k), k, 'welch', diff, math.sqrt(qa + qb), df)


def same(r, k, what, diff, se, df):
    tag = f"{what} {k[0]} {k[1]}"
    if r is None:
        check(False, f"{tag}: no row in the CLI output")
        return
    q = t_crit(0.95, df)
    lo, hi = interval(r['95% CI of ratio'])
    p = t_p2(diff / se, df)
    check(close(float(r['ratio']), math.exp(diff), ab=1e-4), f"{tag}: ratio {r['ratio']} vs {math.exp(diff):.5f}")
    check(close(lo, math.exp(diff - q * se), ab=1.5e-4) and close(hi, math.exp(diff + q * se), ab=1.5e-4),
          f"{tag}: CI [{lo}, {hi}] vs [{math.exp(diff - q * se):.5f}, {math.exp(diff + q * se):.5f}]")
    check(close(float(r['df']), df, ab=0.06), f"{tag}: df {r['df']} vs {df:.3f}")
    check(close(float(r['p']), p, rel=6e-3), f"{tag}: p {r['p']} vs {p:.5g}")


def pairs(argv):
    """compare --pairs: per cell, the log ratios d_i of the pairs with both
    values; a one-sample t of mean d, its variance moderated by a prior
    fitted to the variances of d (df n - 1) of every cell with 2+ pairs,
    d0 bounded; the plain paired t; the exact sign-flip p by enumeration"""
    mod, paired, flip = argv[:3]
    files = argv[3:]
    sep = files.index('--')
    fig, _ = figures(files[:sep] + files[sep + 1:], sep)
    A, B = fig[:sep], fig[sep:]
    keys = list(dict.fromkeys(k for x in A + B for k in x))
    cells = {}
    for k in keys:
        both = [k in a and k in b for a, b in zip(A, B)]
        d = [b[k] - a[k] for a, b, ok in zip(A, B, both) if ok]
        if len(d) >= 2:
            m = statistics.mean(d)
            res = [b[k] - a[k] - m if ok else None for a, b, ok in zip(A, B, both)]
            cells[k] = (d, statistics.variance(d), len(d) - 1, res)
    v = list(cells.values())
    s0sq, d0, neff = (bounded_prior([c[1] for c in v], [c[2] for c in v], [c[3] for c in v])
                      if len(cells) >= 3 else (0.0, 0.0, 1.0))
    print(f"# prior: s0 {math.sqrt(s0sq):.5f}, d0 {d0:.4f}, n_eff {neff:.3f}")
    tm, tp, tf = table(mod), table(paired), table(flip)
    for k, (d, s2, df, _) in cells.items():
        n, m = len(d), statistics.mean(d)
        post = s2 if d0 == 0 else (s0sq if math.isinf(d0) else (d0 * s0sq + df * s2) / (d0 + df))
        same(tm.get(k), k, 'pairs moderated', m, math.sqrt(post / n), df + d0)
        same(tp.get(k), k, 'paired t', m, math.sqrt(s2 / n), df)
        flips = sum(abs(sum(g * v for g, v in zip(sg, d))) >= abs(sum(d)) - 1e-12
                    for sg in itertools.product((1, -1), repeat=n)) / 2 ** n
        r = tf.get(k)
        check(r is not None and close(float(r['p']), flips, rel=6e-3) and
              close(float(r['ratio']), math.exp(m), ab=1e-4),
              f"sign flips {k[0]} {k[1]}: p {r and r['p']} vs {flips:.5g}, ratio {r and r['ratio']}")


def figures_cmd(argv):
    """write each file's value of each cell and what was left out"""
    out = argv[0]
    rest = argv[1:]
    thresh = 0.05
    if rest[0] == '--slow-cpu':
        thresh = 0 if rest[1] == 'off' else float(rest[1]) / 100
        rest = rest[2:]
    sep = rest.index('--')
    fig, slow = figures(rest[:sep] + rest[sep + 1:], sep, thresh)
    with open(out, 'w') as o:
        for f, vals in enumerate(fig):
            tag = f"A{f + 1}" if f < sep else f"B{f - sep + 1}"
            for k, x in vals.items():
                o.write(f"{tag} {k[0]} {k[1]} {math.exp(x):.6f}\n")
        for f, k, c in sorted(slow):
            tag = f"A{f + 1}" if f < sep else f"B{f - sep + 1}"
            o.write(f"{tag} {k[0]} {k[1]} cpu{c} left out\n")
    check(True, f"figures written to {out}")


def hodges_lehmann(d):
    w = sorted((d[i] + d[j]) / 2 for i in range(len(d)) for j in range(i, len(d)))
    return statistics.median(w)


def across(argv):
    out, files = argv[0], argv[1:]
    per = {}
    for f in files:
        blocks = {}
        rs = rows(f)
        first = rs[0]['variant']
        for r in rs:
            if r['status'] != 'ok' or not float(r['ns_per_op']) > 0:
                continue
            blocks.setdefault((r['context'], r['cpu'], r['repeat'], r['block']), {})[r['variant']] = float(r['ns_per_op'])
        vs = {}
        for key, b in blocks.items():
            for v, ns in b.items():
                if v != first and first in b:
                    vs.setdefault((v, key[0]), []).append(math.log(ns / b[first]))
        for k, d in vs.items():
            per.setdefault(k, []).append(hodges_lehmann(d))
    t2 = table(out)
    for k, y in per.items():
        n = len(y)
        m, se = statistics.mean(y), statistics.stdev(y) / math.sqrt(n)
        q = t_crit(0.95, n - 1)
        p = t_p2(m / se, n - 1)
        flips = sum(abs(sum(s * v for s, v in zip(sg, y))) >= abs(sum(y)) - 1e-12
                    for sg in itertools.product((1, -1), repeat=n)) / 2 ** n
        r = t2.get(k)
        tag = f"across {k[0]} {k[1]}"
        if r is None:
            check(False, f"{tag}: no stage 2 row")
            continue
        lo, hi = interval(r['95% CI of ratio'])
        check(close(float(r['ratio']), math.exp(m), ab=1e-4), f"{tag}: ratio {r['ratio']} vs {math.exp(m):.5f}")
        check(close(lo, math.exp(m - q * se), ab=1.5e-4) and close(hi, math.exp(m + q * se), ab=1.5e-4),
              f"{tag}: CI [{lo}, {hi}] vs [{math.exp(m - q * se):.5f}, {math.exp(m + q * se):.5f}]")
        check(close(float(r['p']), p, rel=6e-3), f"{tag}: t p {r['p']} vs {p:.5g}")
        check(close(float(r['p_flip']), flips, rel=6e-3), f"{tag}: p_flip {r['p_flip']} vs {flips:.5g} ({n} boots)")


if __name__ == '__main__':
    {'boots': boots, 'pairs': pairs, 'across': across, 'figures': figures_cmd}[sys.argv[1]](sys.argv[2:])
    print(f"{fails} failed")
    sys.exit(1 if fails else 0)
