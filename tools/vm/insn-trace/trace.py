# SPDX-License-Identifier: GPL-2.0
# gdb -batch -x trace.py (insn-trace/run): attach to QEMU's gdbstub, stop at BP (an address)
# when the return address is in module space, then stepi and record every
# PC for STEPS instructions; write them to OUT. Env: PORT BP STEPS OUT,
# COND more of the stop's condition (" && ($rsi & 0x400000)": only a
# kmalloc with 7.3's __GFP_ACCOUNT), MODS and MEMOFF (the -dbg vmlinux's
# "modules" and offsetof(struct module, mem[0].base)).
import gdb, os
port = os.environ["PORT"]; bp = int(os.environ["BP"], 16)
steps = int(os.environ["STEPS"]); out = os.environ["OUT"]
gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("set architecture i386:x86-64")
gdb.execute("target remote :%s" % port)
gdb.execute("break *0x%x if *(unsigned long *)$rsp >= 0xffffffffa0000000 && *(unsigned long *)$rsp < 0xffffffffff000000%s" % (bp, os.environ.get("COND", "")))
gdb.execute("continue")
gdb.execute("delete")
ra = int(gdb.parse_and_eval("*(unsigned long *)$rsp")) & 0xffffffffffffffff
rsi = int(gdb.parse_and_eval("$rsi")) & 0xffffffffffffffff
rdi = int(gdb.parse_and_eval("$rdi")) & 0xffffffffffffffff
pcs = []
for i in range(steps):
    pcs.append(int(gdb.parse_and_eval("$pc")) & 0xffffffffffffffff)
    gdb.execute("stepi", to_string=True)
# the module's base: modules.next - 8 is the first struct module
mods = []
MODSADDR = int(os.environ.get("MODS", "ffffffff83369a60"), 16)
MEMOFF = int(os.environ.get("MEMOFF", "140"), 16)
p = int(gdb.parse_and_eval("*(unsigned long *)0x%x" % MODSADDR)) & 0xffffffffffffffff
while p != int(os.environ.get("MODS","ffffffff83369a60"),16) and len(mods) < 64:
    m = p - 8
    name = gdb.execute("x/s 0x%x" % (m + 0x18), to_string=True).split(":", 1)[1].strip().strip('"')
    base = int(gdb.parse_and_eval("*(unsigned long *)0x%x" % (m + MEMOFF))) & 0xffffffffffffffff
    mods.append((name, base))
    p = int(gdb.parse_and_eval("*(unsigned long *)0x%x" % p)) & 0xffffffffffffffff
with open(out, "w") as f:
    f.write("# ra %x rdi %x rsi %x\n" % (ra, rdi, rsi))
    for n, b in mods:
        f.write("# module %s %x\n" % (n, b))
    for pc in pcs:
        f.write("%x\n" % pc)
gdb.execute("detach")
