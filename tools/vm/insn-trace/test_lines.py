# SPDX-License-Identifier: GPL-2.0
# test_lines.py [DIR]: lines.py's and diff-lines.py's parse of `objdump -dl`
# (parse_objdump_dl, one function: diff-lines.py imports lines.py's) on a
# few lines of canned output, a vmlinux's and a module's, no vmlinux
# needed; then that a mutant of the parse (the module's load address not
# added) is caught. DIR: where the two scripts are (default: this one's).
# Ends with "N passed, N failed" (the lint stage, tools/vm/stages.d/08-lint).
import importlib.util, os, shutil, sys, tempfile
sys.dont_write_bytecode = True  # no __pycache__ in the tree

# vmlinux: addresses flush left; an inlined function's lines, a
# discriminator, a symbol header line that is not an instruction
VMLINUX = """
vmlinux:     file format elf64-x86-64


Disassembly of section .text:

ffffffff81234560 <__kmalloc_noprof>:
__kmalloc_noprof():
/build/linux/mm/slub.c:4301
ffffffff81234560:\tpush   %rbp
ffffffff81234561:\tmov    %rsp,%rbp
kmalloc_type():
/build/linux/./include/linux/slab.h:612 (discriminator 2)
ffffffff81234564:\ttest   $0x400000,%esi
__kmalloc_noprof():
/build/linux/mm/slub.c:4305
ffffffff8123456a:\tcall   ffffffff81234000 <__slab_alloc>
"""
VMLINUX_MAP = {
    0xffffffff81234560: ('__kmalloc_noprof', 'slub.c:4301'),
    0xffffffff81234561: ('__kmalloc_noprof', 'slub.c:4301'),
    0xffffffff81234564: ('kmalloc_type', 'slab.h:612'),
    0xffffffff8123456a: ('__kmalloc_noprof', 'slub.c:4305'),
}
# a module (relocatable: small addresses, indented), loaded at BASE
MODULE = """
stockbench.ko:     file format elf64-x86-64


Disassembly of section .text:

0000000000000010 <sb_dc_slab_alloc>:
sb_dc_slab_alloc():
/src/module/stock/decoupled.c:88
  10:\tpush   %rbx
  11:\tmov    %rdi,%rbx
/src/module/stock/decoupled.c:90
  14:\tret
"""
BASE = 0xffffffffc0a00000
MODULE_MAP = {
    BASE + 0x10: ('sb_dc_slab_alloc', 'decoupled.c:88'),
    BASE + 0x11: ('sb_dc_slab_alloc', 'decoupled.c:88'),
    BASE + 0x14: ('sb_dc_slab_alloc', 'decoupled.c:90'),
}


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def checks(d):
    """[(what, ok, detail)] for the scripts in directory d"""
    res = []
    # d's lines.py is the "lines" that diff-lines.py imports
    sys.path.insert(0, d)
    sys.modules.pop('lines', None)
    try:
        mods = [('lines.py', load(os.path.join(d, 'lines.py'), 'lines')),
                ('diff-lines.py', load(os.path.join(d, 'diff-lines.py'), 'diff_lines'))]
    except BaseException as e:  # a script that runs on import: SystemExit too
        return [('lines.py and diff-lines.py import', False, repr(e))]
    finally:
        sys.path.remove(d)
    for name, mod in mods:
        parse = getattr(mod, 'parse_objdump_dl', None)
        if parse is None:
            res.append((name + ': parse_objdump_dl', False, 'none'))
            continue
        got = parse(VMLINUX)
        res.append((name + ': vmlinux map', got == VMLINUX_MAP, got))
        got = parse(MODULE, BASE)
        res.append((name + ': module map at its load address', got == MODULE_MAP, got))
    same = all(hasattr(m, 'parse_objdump_dl') for _, m in mods) and \
        mods[1][1].parse_objdump_dl is mods[0][1].parse_objdump_dl
    res.append(('diff-lines.py parses with lines.py\'s function', same, ''))
    return res


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    d = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else here
    p = f = 0
    for what, ok, detail in checks(d):
        print('%s: lines: %s%s' % ('PASS' if ok else 'FAIL', what,
                                   '' if ok else ': got %s' % (detail,)))
        p += ok; f += not ok
    # the test can fail: the parse without the module's load address
    tmp = tempfile.mkdtemp()
    try:
        src = open(os.path.join(d, 'lines.py')).read()
        bad = src.replace('int(mm.group(1), 16) + off', 'int(mm.group(1), 16)')
        open(os.path.join(tmp, 'lines.py'), 'w').write(bad)
        shutil.copy(os.path.join(d, 'diff-lines.py'), tmp)
        failed = [w for w, ok, _ in checks(tmp) if not ok]
    finally:
        shutil.rmtree(tmp)
    if bad == src:
        print('FAIL: lines: mutant: no "+ off" in lines.py to take out')
        f += 1
    elif failed:
        print('PASS: lines: mutant (load address not added) is caught: %s' % '; '.join(failed))
        p += 1
    else:
        print('FAIL: lines: mutant (load address not added) passed')
        f += 1
    print('%d passed, %d failed' % (p, f))
    return 1 if f else 0


if __name__ == '__main__':
    sys.exit(main())
