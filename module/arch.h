/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: what the engine needs of the architecture, and only that:
 * an NMI a CPU sends to itself (the nmi context and mixed's NMI
 * interrupter) and a few facts for the results header. arch_x86.c has
 * them for x86 (a self-IPI), arch_arm64.c for arm64 (a PMU counter's
 * overflow, where the kernel has pseudo-NMI); elsewhere these stubs say
 * there is no NMI source, and the nmi cells are skipped with
 * sb_arch_nmi_why() as their reason (on x86 too, in a kernel without the
 * nmi_handler tracepoint).
 */
#ifndef _STOCKBENCH_ARCH_H
#define _STOCKBENCH_ARCH_H

#include <linux/errno.h>
#include <linux/string.h>
#include <linux/types.h>

#if defined(CONFIG_X86) || defined(CONFIG_ARM64)

/*
 * At load: finds the NMI source, without which there is none, as on
 * other architectures, and sb_arch_nmi_why() says so. x86: the
 * nmi_handler tracepoint, without which the handler cannot tell its NMIs
 * from another sender's (ctx_nmi.c); arm64: pseudo-NMI and a PMU counter
 * whose overflow interrupt is an NMI (arch_arm64.c).
 */
void sb_arch_init(void);
bool sb_arch_nmi_ok(void);
const char *sb_arch_nmi_why(void);

/*
 * @fn runs in NMI context; it returns true for an NMI of ours. @others:
 * how many other handlers claimed the same NMI before it.
 */
int sb_arch_nmi_register(bool (*fn)(int others));
/* waits for running handlers */
void sb_arch_nmi_unregister(void);
/* one NMI to @cpu, which must be the calling CPU */
void sb_arch_nmi_self(unsigned int cpu);

#else /* neither x86 nor arm64 */

static inline void sb_arch_init(void) { }

static inline bool sb_arch_nmi_ok(void)
{
	return false;
}

static inline const char *sb_arch_nmi_why(void)
{
	return "no NMI source on this architecture (x86 and arm64 only)";
}

static inline int sb_arch_nmi_register(bool (*fn)(int others))
{
	return -EOPNOTSUPP;
}

static inline void sb_arch_nmi_unregister(void) { }
static inline void sb_arch_nmi_self(unsigned int cpu) { }

#endif /* CONFIG_X86 || CONFIG_ARM64 */

#ifdef CONFIG_X86

/* what get_cycles() counts, for the results header */
#define SB_ARCH_CYCLES		"TSC"

bool sb_arch_hypervisor(char *vendor, size_t len);
const char *sb_arch_cpu_model(void);
unsigned int sb_arch_tsc_khz(void);

#else /* !CONFIG_X86 */

#define SB_ARCH_CYCLES		"cycle counter"

static inline bool sb_arch_hypervisor(char *vendor, size_t len)
{
	strscpy(vendor, "-", len);
	return false;
}

static inline const char *sb_arch_cpu_model(void)
{
	return "unknown";
}

static inline unsigned int sb_arch_tsc_khz(void)
{
	return 0;
}

#endif /* CONFIG_X86 */

#endif /* _STOCKBENCH_ARCH_H */
