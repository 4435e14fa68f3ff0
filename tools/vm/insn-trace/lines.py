# SPDX-License-Identifier: GPL-2.0
# lines.py VMLINUX NM KO TRACE: per-function and per-line instructions of
# one period of TRACE, kernel PCs via NM/VMLINUX, module PCs via KO.
# parse_objdump_dl() is also diff-lines.py's (test_lines.py tests both).
import subprocess, re, bisect, collections, sys

def parse_objdump_dl(out, off=0):
    """`objdump -dl` text: {address + off: (function, "file.c:line")}, each
    instruction's address with the last function and source line above it."""
    m = {}; cf = '?'; cl = '?'
    for l in out.splitlines():
        if re.match(r'^\S+\(\):$', l): cf = l[:-3]
        elif re.match(r'^\S+:\d+', l): cl = l.split('/')[-1].split()[0]
        else:
            mm = re.match(r'^\s*([0-9a-f]+):', l)
            if mm: m[int(mm.group(1), 16) + off] = (cf, cl)
    return m

def main():
    V, NM, KO, T = sys.argv[1:5]
    lines = open(T).read().split('\n')
    base = [int(l.split()[3], 16) for l in lines if l.startswith('# module stockbench')][0]
    pcs = [int(l, 16) for l in lines if l and not l.startswith('#')]
    def load_syms(path, off):
        s = []
        for l in subprocess.run(['nm', '-n', path], capture_output=True, text=True).stdout.splitlines():
            p = l.split()
            if len(p) == 3 and p[1] in 'tTwW' and not p[2].startswith('__pfx_'):
                s.append((int(p[0], 16) + off, p[2]))
        return s
    syms = []
    for l in open(NM):
        p = l.split()
        if len(p) == 3 and p[1] in 'tTwW' and not p[2].startswith('__pfx_'):
            syms.append((int(p[0], 16), p[2], 'k'))
    syms += [(a, n, 'm') for a, n in load_syms(KO, base)]
    syms.sort(); addrs = [a for a, _, _ in syms]
    def fn(pc):
        i = bisect.bisect_right(addrs, pc) - 1
        return syms[i], (syms[i + 1][0] if i + 1 < len(syms) else pc + 0x1000)
    n = len(pcs)
    for p in range(20, n // 2):
        if pcs[n - p:] == pcs[n - 2 * p:n - p]:
            break
    it = pcs[n - p:]
    cache = {}
    def linemap(start, end, kind, name):
        key = (start, kind)
        if key in cache: return cache[key]
        if kind == 'k':
            args = [V, '--start-address=%#x' % start, '--stop-address=%#x' % end]
            off = 0
        else:
            args = [KO, '--start-address=%#x' % (start - base), '--stop-address=%#x' % (end - base)]
            off = base
        out = subprocess.run(['objdump', '-dl', '--no-show-raw-insn'] + args, capture_output=True, text=True).stdout
        m = parse_objdump_dl(out, off)
        cache[key] = m; return m
    byfn = collections.Counter(); byline = collections.Counter(); order = []
    for pc in it:
        (a, name, kind), end = fn(pc)
        f, l = linemap(a, end, kind, name).get(pc, ('?', '?'))
        byfn[name] += 1; byline[(name, f, l)] += 1
        if not order or order[-1] != name: order.append(name)
    print("period", p)
    for k, v in sorted(byfn.items(), key=lambda kv: -kv[1]): print("%5d %s" % (v, k))
    print("order:", " > ".join(order))
    for k in sorted(byline, key=lambda k: (k[0], k[2])): print("%4d  %s / %s %s" % (byline[k], *k))

if __name__ == '__main__':
    main()
