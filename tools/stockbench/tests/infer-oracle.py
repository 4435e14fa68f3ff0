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


def boot_value(path, norm):
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
        cells.setdefault((r['variant'], r['context']), []).append(v)
    return {k: math.log(statistics.median(v)) for k, v in cells.items()}


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
    A = [boot_value(f, norm) for f in files[:sep]]
    B = [boot_value(f, norm) for f in files[sep + 1:]]
    keys = [k for k in A[0] if all(k in x for x in A + B)]
    cells = {}
    for k in keys:
        la, lb = [x[k] for x in A], [x[k] for x in B]
        d = len(la) + len(lb) - 2
        s2 = ((len(la) - 1) * statistics.variance(la) + (len(lb) - 1) * statistics.variance(lb)) / d
        cells[k] = (la, lb, s2, d)
    s0sq, d0 = fit_fdist([c[2] for c in cells.values()], [c[3] for c in cells.values()])
    print(f"# prior: s0 {math.sqrt(s0sq):.5f}, d0 {d0:.4f}")
    tm, tw = table(mod), table(welch)
    for k, (la, lb, s2, d) in cells.items():
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
    medians; a one-sample t of mean d, its variance moderated by a prior
    fitted to the variances of d (df n - 1) of every cell with 2+ pairs;
    the plain paired t; the exact sign-flip p by enumeration"""
    mod, paired, flip = argv[:3]
    files = argv[3:]
    sep = files.index('--')
    A = [boot_value(f, False) for f in files[:sep]]
    B = [boot_value(f, False) for f in files[sep + 1:]]
    keys = list(dict.fromkeys(k for x in A + B for k in x))
    cells = {}
    for k in keys:
        d = [b[k] - a[k] for a, b in zip(A, B) if k in a and k in b]
        if len(d) >= 2:
            cells[k] = (d, statistics.variance(d), len(d) - 1)
    s0sq, d0 = (fit_fdist([c[1] for c in cells.values()], [c[2] for c in cells.values()])
                if len(cells) >= 3 else (0.0, 0.0))
    print(f"# prior: s0 {math.sqrt(s0sq):.5f}, d0 {d0:.4f}")
    tm, tp, tf = table(mod), table(paired), table(flip)
    for k, (d, s2, df) in cells.items():
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
    {'boots': boots, 'pairs': pairs, 'across': across}[sys.argv[1]](sys.argv[2:])
    print(f"{fails} failed")
    sys.exit(1 if fails else 0)
