// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the x86 part of arch.h. The NMI is a self-IPI through the
 * local APIC with NMI_VECTOR: under QEMU TCG the only NMI source there is
 * (no perf NMI watchdog), and it works on 6.1 and 7.3, RT and not. Kbuild
 * compiles this file only for CONFIG_X86.
 */
#include <linux/cpumask.h>
#include <linux/minmax.h>
#include <linux/string.h>
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

static bool (*sb_arch_nmi_fn)(void);

static int sb_arch_nmi_handler(unsigned int type, struct pt_regs *regs)
{
	return sb_arch_nmi_fn() ? NMI_HANDLED : NMI_DONE;
}

int sb_arch_nmi_register(bool (*fn)(void))
{
	sb_arch_nmi_fn = fn;
	return register_nmi_handler(NMI_LOCAL, sb_arch_nmi_handler, 0,
				    "stockbench");
}

void sb_arch_nmi_unregister(void)
{
	unregister_nmi_handler(NMI_LOCAL, "stockbench");
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
