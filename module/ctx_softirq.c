// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: softirq context: a BH work item (kernels with system_bh_wq)
 * or a tasklet (6.1), raised on the worker's CPU inside a BH-disabled
 * section so that local_bh_enable() serves it right away; if the kernel
 * defers it to ksoftirqd instead, the worker sleeps until it has run. On RT
 * it runs in the worker's (or ksoftirqd's) thread: in_serving_softirq() is
 * checked, not assumed.
 */
#include <linux/bottom_half.h>
#include <linux/gfp.h>
#include "bench.h"

static void sb_softirq_batch_fn(struct sb_worker *w)
{
	struct sb_batch *b = READ_ONCE(w->req);

	if (!b)
		return;
	sb_timed_ops(w, SB_CTX_SOFTIRQ, b);
	/* results before done: pairs with sb_ctx_wait_done() */
	smp_store_release(&b->done, 1);
}

#if SB_HAVE_BH_WQ
static void sb_bh_work_fn(struct work_struct *work)
{
	sb_softirq_batch_fn(container_of(work, struct sb_worker, bh_work));
}
#else
static void sb_tasklet_fn(struct tasklet_struct *t)
{
	struct sb_worker *w = from_tasklet(w, t, tasklet);

	sb_softirq_batch_fn(w);
}
#endif

static int sb_ctx_softirq_setup(struct sb_worker *w)
{
#if SB_HAVE_BH_WQ
	INIT_WORK(&w->bh_work, sb_bh_work_fn);
#else
	tasklet_setup(&w->tasklet, sb_tasklet_fn);
#endif
	w->soft_ready = true;
	return 0;
}

static void sb_ctx_softirq_cancel(struct sb_worker *w)
{
	if (!w->soft_ready)
		return;
#if SB_HAVE_BH_WQ
	cancel_work_sync(&w->bh_work);
#else
	tasklet_kill(&w->tasklet);
#endif
	w->soft_ready = false;
}

static int sb_ctx_softirq_batch(struct sb_worker *w, struct sb_batch *b)
{
	int ret;

	b->done = 0;
	WRITE_ONCE(w->req, b);
	local_bh_disable();
	if (raw_smp_processor_id() != w->cpu) {
		/* moved off a CPU going down: queue nothing for it */
		local_bh_enable();
		WRITE_ONCE(w->req, NULL);
		b->ns = 0;
		b->ticks = 0;
		b->ctx_bad = false;
		b->cpu_bad = true;
		return 0;
	}
#if SB_HAVE_BH_WQ
	queue_work_on(w->cpu, system_bh_wq, &w->bh_work);
#else
	tasklet_schedule(&w->tasklet);
#endif
	local_bh_enable();
	ret = sb_ctx_wait_done(b);
	if (ret)
		sb_ctx_softirq_cancel(w);	/* never leave it pending */
	WRITE_ONCE(w->req, NULL);
	return ret;
}

static int sb_ctx_softirq_teardown(struct sb_worker *w)
{
	sb_ctx_softirq_cancel(w);
	return 0;
}

/*
 * A softirq sample at most 1 ms, as hardirq: a batch holds the CPU's BHs
 * (on RT its softirq lock) for all of it, and the kernel's own softirq
 * loop gives up the CPU after 2 ms (MAX_SOFTIRQ_TIME).
 */
const struct sb_ctx_ops sb_ctx_softirq_ops = {
	.setup		= sb_ctx_softirq_setup,
	.teardown	= sb_ctx_softirq_teardown,
	.batch		= sb_ctx_softirq_batch,
	.sample_us_max	= 1000,
	.gfp		= GFP_ATOMIC,
};
