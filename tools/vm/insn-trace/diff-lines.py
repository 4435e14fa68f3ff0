# SPDX-License-Identifier: GPL-2.0
# diff-lines.py VMLINUX NM TRACE_A [TRACE_B]: one period of each trace by
# function and source line, the lines where A and B differ (A - B).
import subprocess, bisect, collections, sys, os
sys.dont_write_bytecode = True  # no __pycache__ in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lines import parse_objdump_dl

def main():
    V=sys.argv[1]; NM=sys.argv[2]; T1=sys.argv[3]; T2=sys.argv[4] if len(sys.argv)>4 else None
    syms=[]
    for l in open(NM):
        p=l.split()
        if len(p)==3 and p[1] in 'tTwW': syms.append((int(p[0],16),p[2]))
    syms.sort(); addrs=[a for a,_ in syms]
    def fn(pc):
        i=bisect.bisect_right(addrs,pc)-1; return syms[i]
    def period(pcs):
        n=len(pcs)
        for p in range(20,n//2):
            if pcs[n-p:]==pcs[n-2*p:n-p]: return pcs[n-p:]
    def it(path):
        pcs=[int(l,16) for l in open(path) if not l.startswith('#')]
        x=period(pcs); k=x.index(pcs[0]) if pcs[0] in x else 0; return x[k:]+x[:k]
    cache={}
    def linemap(start):
        if start in cache: return cache[start]
        i=addrs.index(start); end=addrs[i+1]
        out=subprocess.run(['objdump','-dl','--no-show-raw-insn','--start-address=%#x'%start,'--stop-address=%#x'%end,V],capture_output=True,text=True).stdout
        m=parse_objdump_dl(out)
        cache[start]=m; return m
    def annotate(tr):
        c=collections.Counter()
        for pc in tr:
            if pc>=0xffffffffc0000000: c[('module','','')]+=1; continue
            a,name=fn(pc); f,line=linemap(a).get(pc,('?','?'))
            c[(name,f,line)]+=1
        return c
    A=annotate(it(T1)); N=annotate(it(T2)) if T2 else collections.Counter()
    rows=sorted(set(A)|set(N),key=lambda k:(k[0],k[2]))
    for k in rows:
        if A[k]!=N[k]: print("%4d %4d %+4d  %s / %s %s"%(A[k],N[k],A[k]-N[k],k[0],k[1],k[2]))
    print(sum(A.values()), sum(N.values()))

if __name__ == '__main__':
    main()
