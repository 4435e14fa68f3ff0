// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: NMI context: a real NMI, sent by the worker to its own CPU
 * (arch.h: on x86 a local APIC self-IPI; no other architecture has one
 * here, and its nmi cells are skipped). The handler claims only the NMIs
 * it asked for, counted per CPU, and runs one short batch (or, in mixed,
 * one op) per NMI.
 */
#include <linux/atomic.h>
#include <linux/delay.h>
#include <linux/gfp.h>
#include <linux/percpu.h>
#include "arch.h"
#include "bench.h"

static DEFINE_PER_CPU(atomic_t, sb_nmi_pending);
static DEFINE_PER_CPU(struct sb_worker *, sb_nmi_worker);
static bool sb_nmi_registered;

/* in NMI context: true if this NMI is one we sent */
static bool sb_nmi_handler(void)
{
	atomic_t *pending = this_cpu_ptr(&sb_nmi_pending);
	struct sb_worker *w;
	struct sb_batch *b;

	if (atomic_read(pending) <= 0)
		return false;
	atomic_dec(pending);
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
	if (raw_smp_processor_id() != w->cpu)
		return false;
	per_cpu(sb_nmi_worker, w->cpu) = w;
	atomic_inc(per_cpu_ptr(&sb_nmi_pending, w->cpu));
	sb_arch_nmi_self(w->cpu);
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
	atomic_t *pending = per_cpu_ptr(&sb_nmi_pending, w->cpu);
	int i, ret = 0;

	for (i = 0; atomic_read(pending) > 0; i++) {
		if (i > 1000) {
			/* lost: do not claim someone else's NMI later */
			atomic_set(pending, 0);
			ret = -ETIMEDOUT;
			break;
		}
		usleep_range(100, 200);
	}
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
