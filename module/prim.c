// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the raw primitives of workload=prim, one ops entry each (as
 * refscale has one reader per primitive): its name, the contexts where it
 * is valid, why not elsewhere, and its loop of n empty sections. Adding a
 * primitive is a loop here, an entry in sb_prims[] and its enum sb_prim
 * name in bench.h.
 */
#include <linux/bottom_half.h>
#include <linux/kernel.h>
#include <linux/spinlock.h>	/* before local_lock.h: 6.1-rt needs spinlock_t */
#include <linux/local_lock.h>
#include <linux/preempt.h>
#include <linux/string.h>
#include "bench.h"
#include "local_trylock_compat.h"	/* local_trylock_t, or its 6.1 equivalent */

/*
 * One local_lock per context: a single lock taken with softirqs or irqs on in
 * task context and also taken in softirq or hardirq context is an
 * inconsistent lock state to lockdep (each array element is its own class).
 * The cost of the primitive is the same.
 */
static DEFINE_PER_CPU(local_lock_t, sb_prim_lock[SB_NR_CTX]) = {
	[0 ... SB_NR_CTX - 1] = INIT_LOCAL_LOCK(sb_prim_lock)
};
/* before 6.15: module/stock's private equivalent, same semantics */
static DEFINE_PER_CPU(sb_trylock_t, sb_prim_trylock);

void sb_prim_init(void)
{
	unsigned int cpu;

	for_each_possible_cpu(cpu)
		sb_trylock_init(per_cpu_ptr(&sb_prim_trylock, cpu));
}

static void sb_prim_preempt(unsigned int ctx, unsigned long n)
{
	while (n--) {
		preempt_disable();
		barrier();
		preempt_enable();
	}
}

static void sb_prim_irq(unsigned int ctx, unsigned long n)
{
	unsigned long flags;

	while (n--) {
		local_irq_save(flags);
		barrier();
		local_irq_restore(flags);
	}
}

static void sb_prim_bh(unsigned int ctx, unsigned long n)
{
	while (n--) {
		local_bh_disable();
		barrier();
		local_bh_enable();
	}
}

static void sb_prim_local_lock(unsigned int ctx, unsigned long n)
{
	local_lock_t __percpu *lock = &sb_prim_lock[ctx];

	while (n--) {
		local_lock(lock);
		barrier();
		local_unlock(lock);
	}
}

static void sb_prim_local_lock_irq(unsigned int ctx, unsigned long n)
{
	local_lock_t __percpu *lock = &sb_prim_lock[ctx];
	unsigned long flags;

	while (n--) {
		local_lock_irqsave(lock, flags);
		barrier();
		local_unlock_irqrestore(lock, flags);
	}
}

static void sb_prim_local_trylock(unsigned int ctx, unsigned long n)
{
	while (n--) {
		if (sb_trylock(&sb_prim_trylock))
			sb_unlock(&sb_prim_trylock);
	}
}

static void sb_prim_migrate(unsigned int ctx, unsigned long n)
{
	while (n--) {
		migrate_disable();
		barrier();
		migrate_enable();
	}
}

/* in enum sb_prim order */
const struct sb_prim_ops sb_prims[SB_NR_PRIM] = {
	[SB_PRIM_PREEMPT] = {
		.name = "preempt_disable", .loop = sb_prim_preempt,
		.ctx_ok = SB_CTX_IRQS | BIT(SB_CTX_NMI),
		.ctx_ok_rt = SB_CTX_IRQS | BIT(SB_CTX_NMI),
	},
	[SB_PRIM_IRQ] = {
		.name = "local_irq_save", .loop = sb_prim_irq,
		.ctx_ok = SB_CTX_IRQS | BIT(SB_CTX_NMI),
		.ctx_ok_rt = SB_CTX_IRQS | BIT(SB_CTX_NMI),
	},
	[SB_PRIM_BH] = {
		.name = "local_bh_disable", .loop = sb_prim_bh,
		.ctx_ok = SB_CTX_THREADED, .ctx_ok_rt = SB_CTX_THREADED,
		.why = "local_bh_disable is invalid in hardirq and NMI",
	},
	[SB_PRIM_LOCAL_LOCK] = {
		.name = "local_lock", .loop = sb_prim_local_lock,
		.ctx_ok = SB_CTX_IRQS, .ctx_ok_rt = SB_CTX_THREADED,
		.why = "local_lock is not NMI-safe",
		.why_rt = "local_lock sleeps on PREEMPT_RT",
	},
	[SB_PRIM_LOCAL_LOCK_IRQ] = {
		.name = "local_lock_irqsave", .loop = sb_prim_local_lock_irq,
		.ctx_ok = SB_CTX_IRQS, .ctx_ok_rt = SB_CTX_THREADED,
		.why = "local_lock is not NMI-safe",
		.why_rt = "local_lock sleeps on PREEMPT_RT",
	},
	[SB_PRIM_LOCAL_TRYLOCK] = {
		.name = "local_trylock", .loop = sb_prim_local_trylock,
		.ctx_ok = SB_CTX_IRQS | BIT(SB_CTX_NMI),
		.ctx_ok_rt = SB_CTX_THREADED,
		.why_rt = "local_trylock always fails there on PREEMPT_RT",
	},
	[SB_PRIM_MIGRATE] = {
		.name = "migrate_disable", .loop = sb_prim_migrate,
		.ctx_ok = SB_CTX_THREADED, .ctx_ok_rt = SB_CTX_THREADED,
		.why = "migrate_disable is for task and softirq context",
	},
};

int sb_prim_find(const char *name)
{
	int i;

	for (i = 0; i < SB_NR_PRIM; i++)
		if (!strcmp(name, sb_prims[i].name))
			return i;
	return -1;
}

/* the contexts where a primitive is valid; mixed is for the stock workloads */
unsigned int sb_prim_ctx_ok(unsigned int prim)
{
	const struct sb_prim_ops *p = &sb_prims[prim];

	return IS_ENABLED(CONFIG_PREEMPT_RT) ? p->ctx_ok_rt : p->ctx_ok;
}

const char *sb_prim_why(unsigned int prim, unsigned int ctx)
{
	const struct sb_prim_ops *p = &sb_prims[prim];
	const char *why = IS_ENABLED(CONFIG_PREEMPT_RT) && p->why_rt ?
			  p->why_rt : p->why;

	if (ctx == SB_CTX_MIXED)
		return "primitives are not run in mixed";
	return why ?: "not valid in this context";
}

/* the names, joined by ", ", for the error message of an unknown one */
const char *sb_prim_list(char *buf, size_t len)
{
	const char *names[SB_NR_PRIM];
	int i;

	for (i = 0; i < SB_NR_PRIM; i++)
		names[i] = sb_prims[i].name;
	return sb_names_join(names, SB_NR_PRIM, SB_ALL_NAMES, ", ", buf, len);
}
