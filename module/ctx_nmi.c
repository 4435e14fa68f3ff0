// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: NMI context: a real NMI, sent by the worker to its own CPU
 * (arch.h: on x86 a local APIC self-IPI; no other architecture has one
 * here, and its nmi cells are skipped). The handler claims only the NMI
 * it asked for and runs one short batch (or, in mixed, one op) per NMI.
 *
 * Which NMI is ours: as the kernel's own users (the NMI self-test's and
 * the backtrace's cpumask), a per-CPU flag, set with interrupts off just
 * before the self-NMI is sent and consumed by the first NMI that finds it.
 * Not a count: NMIs latch one deep, so two sends can make one NMI, and a
 * count left above zero would claim every later foreign NMI (perf, the
 * watchdog, an NMI backtrace).
 *
 * A foreign NMI can still land between the flag and the send and consume
 * it; ours then comes after it, unclaimed, and x86 reports an unknown NMI
 * (seen with `echo l > /proc/sysrq-trigger` on 7.3-rt under TCG). So the
 * NMI that consumes the flag leaves one more claim owed, and the sender,
 * once its NMI has been sent, takes that claim back: the owed claim covers
 * only the NMI that follows inside the sender's few instructions, ours or
 * a foreign one that its own handler takes as well. (Under TCG the self-NMI
 * can come a few instructions late; the flag then still waits for it.)
 */
#include <linux/delay.h>
#include <linux/gfp.h>
#include <linux/percpu.h>
#include "arch.h"
#include "bench.h"

static DEFINE_PER_CPU(int, sb_nmi_armed);	/* our NMI sent, not yet seen */
static DEFINE_PER_CPU(int, sb_nmi_owed);	/* one more claim, until the send ends */
static DEFINE_PER_CPU(struct sb_worker *, sb_nmi_worker);
static bool sb_nmi_registered;

/* in NMI context: true if this NMI is one we sent */
static bool sb_nmi_handler(void)
{
	struct sb_worker *w;
	struct sb_batch *b;

	/* consumed once: a second NMI before the next send is not ours */
	if (!this_cpu_xchg(sb_nmi_armed, 0))
		return this_cpu_xchg(sb_nmi_owed, 0);
	this_cpu_write(sb_nmi_owed, 1);
	w = this_cpu_read(sb_nmi_worker);
	if (!w)
		return true;
	if (READ_ONCE(w->nmi_mode) == SB_NMI_MIXED) {
		sb_irq_op(w, SB_CTX_NMI);
		return true;
	}
	b = READ_ONCE(w->req);
	if (b && READ_ONCE(w->nmi_mode) == SB_NMI_BATCH) {
		sb_timed_ops(w, SB_CTX_NMI, b);
		/* results before done: pairs with sb_ctx_wait_done() */
		smp_store_release(&b->done, 1);
	}
	return true;
}

/*
 * Where the architecture has no NMI source there is nothing to register:
 * the subjects do not allow the nmi context there (sb_arch_nmi_why()), so
 * no nmi cell runs and mixed sends no NMI.
 */
int sb_ctx_nmi_register(void)
{
	int ret;

	if (!sb_arch_nmi_ok())
		return 0;
	ret = sb_arch_nmi_register(sb_nmi_handler);
	sb_nmi_registered = !ret;
	return ret;
}

/* waits for running handlers (synchronize_rcu inside) */
void sb_ctx_nmi_unregister(void)
{
	if (!sb_nmi_registered)
		return;
	sb_arch_nmi_unregister();
	sb_nmi_registered = false;
}

/*
 * From the worker's CPU (task or hardirq): one NMI to itself. Not from
 * another CPU: a mixed timer that moved off a CPU going down, or a worker
 * pushed off it, would send an NMI that may never be handled.
 */
bool sb_ctx_nmi_send(struct sb_worker *w)
{
	unsigned long flags;

	if (raw_smp_processor_id() != w->cpu)
		return false;
	per_cpu(sb_nmi_worker, w->cpu) = w;
	/* no interrupt handler between the flag and the send */
	local_irq_save(flags);
	this_cpu_write(sb_nmi_armed, 1);
	sb_arch_nmi_self(w->cpu);
	local_irq_restore(flags);
	/* ours has come (or the flag still waits for it): no claim owed */
	this_cpu_write(sb_nmi_owed, 0);
	return true;
}

static int sb_ctx_nmi_batch(struct sb_worker *w, struct sb_batch *b)
{
	int ret;

	if (!sb_nmi_registered)
		return -ENODEV;
	b->done = 0;
	WRITE_ONCE(w->req, b);
	WRITE_ONCE(w->nmi_mode, SB_NMI_BATCH);
	preempt_disable();
	if (!sb_ctx_nmi_send(w)) {
		/* moved off its CPU: the caller sees cpu_bad and stops */
		preempt_enable();
		b->ns = 0;
		b->ticks = 0;
		b->ctx_bad = false;
		b->cpu_bad = true;
		WRITE_ONCE(w->nmi_mode, SB_NMI_NONE);
		WRITE_ONCE(w->req, NULL);
		return 0;
	}
	preempt_enable();
	ret = sb_ctx_wait_done(b);
	WRITE_ONCE(w->nmi_mode, SB_NMI_NONE);
	WRITE_ONCE(w->req, NULL);
	return ret;
}

/* before the stock goes away: every NMI this worker sent has been handled */
int sb_ctx_nmi_teardown(struct sb_worker *w)
{
	int *armed = per_cpu_ptr(&sb_nmi_armed, w->cpu);
	int i, ret = 0;

	for (i = 0; READ_ONCE(*armed); i++) {
		if (i > 1000) {
			/*
			 * Lost after 100 ms: disarm, so that no foreign NMI
			 * is ever claimed for it (if it still came, it would
			 * be reported as an unknown NMI).
			 */
			WRITE_ONCE(*armed, 0);
			ret = -ETIMEDOUT;
			break;
		}
		usleep_range(100, 200);
	}
	WRITE_ONCE(per_cpu(sb_nmi_owed, w->cpu), 0);
	WRITE_ONCE(w->nmi_mode, SB_NMI_NONE);
	per_cpu(sb_nmi_worker, w->cpu) = NULL;
	return ret;
}

/*
 * An NMI sample at most 150 us (the N batch ~50 us), far below the 1 ms at
 * which the kernel reports an NMI handler as too long, even under TCG.
 */
const struct sb_ctx_ops sb_ctx_nmi_ops = {
	.teardown	= sb_ctx_nmi_teardown,
	.batch		= sb_ctx_nmi_batch,
	.sample_us_max	= 150,
	/* no reclaim bit: "may not spin", as alloc_pages_nolock() */
	.gfp		= __GFP_NOWARN,
};
