// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the x86 part of arch.h. The NMI is a self-IPI through the
 * local APIC with NMI_VECTOR: under QEMU TCG the only NMI source there is
 * (no perf NMI watchdog), and it works on 6.1 and 7.3, RT and not. Kbuild
 * compiles this file only for CONFIG_X86.
 */
#include <linux/cpumask.h>
#include <linux/minmax.h>
#include <linux/moduleparam.h>
#include <linux/percpu.h>
#include <linux/string.h>
#include <linux/tracepoint.h>
#include <linux/version.h>
#include <asm/apic.h>
#include <asm/nmi.h>
#include <asm/processor.h>
#include <asm/tsc.h>
/* cpuid() left <asm/processor.h> for <asm/cpuid/api.h> (6.16) */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 16, 0)
#include <asm/cpuid/api.h>
#endif
#include "arch.h"

static bool nmi_tracepoint = true;
module_param(nmi_tracepoint, bool, 0444);
MODULE_PARM_DESC(nmi_tracepoint, "tell our NMIs apart by the kernel's nmi_handler tracepoint (default on; off: as a kernel without it, nmi cells are skipped)");

static bool (*sb_arch_nmi_fn)(int others);
/* found at load; NULL: no NMI source (sb_arch_nmi_why()) */
static struct tracepoint *sb_arch_nmi_tp;
/* the claims of the other NMI_LOCAL handlers in this CPU's current NMI */
static DEFINE_PER_CPU(int, sb_arch_nmi_others);

static int sb_arch_nmi_handler(unsigned int type, struct pt_regs *regs);

/*
 * Who else claimed this NMI. x86 tells an NMI's sources apart only by
 * asking every NMI_LOCAL handler (nmi_handle() calls them all and sums
 * their claims); the backtrace's (arch_bt, lib/nmi_backtrace.c) claims by
 * a per-CPU flag, as ours does. Its tracepoint nmi_handler fires after
 * each handler with what it returned: a probe sums the others' claims,
 * from zero at the first handler (ours, NMI_FLAG_FIRST), so that the last
 * one (ours, registered after the kernel's own) knows them. Without the
 * tracepoint (a kernel without CONFIG_TRACEPOINTS) there is no NMI
 * source: a claim that cannot see the others' would either leave their
 * second NMI unknown or, owing one blindly, take real unknown NMIs from
 * the kernel.
 */
static void sb_arch_nmi_probe(void *data, void *handler, s64 delta_ns,
			      int handled)
{
	if (handler != sb_arch_nmi_handler)
		this_cpu_add(sb_arch_nmi_others, handled);
}

static int sb_arch_nmi_first(unsigned int type, struct pt_regs *regs)
{
	this_cpu_write(sb_arch_nmi_others, 0);
	return NMI_DONE;
}

static int sb_arch_nmi_handler(unsigned int type, struct pt_regs *regs)
{
	return sb_arch_nmi_fn(this_cpu_read(sb_arch_nmi_others)) ?
	       NMI_HANDLED : NMI_DONE;
}

static void sb_arch_tp_find(struct tracepoint *tp, void *priv)
{
	if (!strcmp(tp->name, "nmi_handler"))
		*(struct tracepoint **)priv = tp;
}

void sb_arch_init(void)
{
	if (nmi_tracepoint)
		for_each_kernel_tracepoint(sb_arch_tp_find, &sb_arch_nmi_tp);
}

bool sb_arch_nmi_ok(void)
{
	return sb_arch_nmi_tp;
}

/* at most SB_WHY_LEN - 1 (63) characters: the table's skip reason */
const char *sb_arch_nmi_why(void)
{
	if (sb_arch_nmi_tp)
		return NULL;
	return nmi_tracepoint ?
	       "no nmi_handler tracepoint to tell NMIs apart (TRACEPOINTS)" :
	       "nmi_handler tracepoint not used (nmi_tracepoint=0)";
}

int sb_arch_nmi_register(bool (*fn)(int others))
{
	int ret;

	if (!sb_arch_nmi_tp)
		return -EOPNOTSUPP;
	sb_arch_nmi_fn = fn;
	ret = tracepoint_probe_register(sb_arch_nmi_tp,
					(void *)sb_arch_nmi_probe, NULL);
	if (ret)
		return ret;
	ret = register_nmi_handler(NMI_LOCAL, sb_arch_nmi_first,
				   NMI_FLAG_FIRST, "stockbench_first");
	if (!ret) {
		ret = register_nmi_handler(NMI_LOCAL, sb_arch_nmi_handler, 0,
					   "stockbench");
		if (ret)
			unregister_nmi_handler(NMI_LOCAL, "stockbench_first");
	}
	if (ret) {
		tracepoint_probe_unregister(sb_arch_nmi_tp,
					    (void *)sb_arch_nmi_probe, NULL);
		tracepoint_synchronize_unregister();
	}
	return ret;
}

void sb_arch_nmi_unregister(void)
{
	unregister_nmi_handler(NMI_LOCAL, "stockbench");
	unregister_nmi_handler(NMI_LOCAL, "stockbench_first");
	tracepoint_probe_unregister(sb_arch_nmi_tp, (void *)sb_arch_nmi_probe,
				    NULL);
	tracepoint_synchronize_unregister();
}

void sb_arch_nmi_self(unsigned int cpu)
{
	apic->send_IPI_mask(cpumask_of(cpu), NMI_VECTOR);
}

/* the vendor string of CPUID leaf 0x40000000 ("KVMKVMKVM", "TCGTCGTCGTCG") */
bool sb_arch_hypervisor(char *vendor, size_t len)
{
	unsigned int eax, regs[3];

	strscpy(vendor, "-", len);
	if (!boot_cpu_has(X86_FEATURE_HYPERVISOR))
		return false;
	cpuid(0x40000000, &eax, &regs[0], &regs[1], &regs[2]);
	memcpy(vendor, regs, min_t(size_t, len - 1, sizeof(regs)));
	vendor[min_t(size_t, len - 1, sizeof(regs))] = '\0';
	return true;
}

const char *sb_arch_cpu_model(void)
{
	return boot_cpu_data.x86_model_id[0] ? boot_cpu_data.x86_model_id :
	       "unknown";
}

unsigned int sb_arch_tsc_khz(void)
{
	return tsc_khz;
}
