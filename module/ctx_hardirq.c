// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: hardirq context: a hrtimer pinned to the worker's CPU in HARD
 * mode (so that it stays in hardirq on PREEMPT_RT too), armed to expire at
 * once; the batch runs in its callback.
 */
#include <linux/gfp.h>
#include "bench.h"

static enum hrtimer_restart sb_hardirq_fn(struct hrtimer *t)
{
	struct sb_worker *w = container_of(t, struct sb_worker, hrt);
	struct sb_batch *b = READ_ONCE(w->req);

	if (b) {
		sb_timed_ops(w, SB_CTX_HARDIRQ, b);
		/* results before done: pairs with sb_ctx_wait_done() */
		smp_store_release(&b->done, 1);
	}
	return HRTIMER_NORESTART;
}

static int sb_ctx_hardirq_setup(struct sb_worker *w)
{
	sb_hrtimer_setup(&w->hrt, sb_hardirq_fn, HRTIMER_MODE_REL_PINNED_HARD);
	w->hrt_ready = true;
	return 0;
}

static int sb_ctx_hardirq_teardown(struct sb_worker *w)
{
	if (!w->hrt_ready)
		return 0;
	hrtimer_cancel(&w->hrt);
	w->hrt_ready = false;
	return 0;
}

static int sb_ctx_hardirq_batch(struct sb_worker *w, struct sb_batch *b)
{
	int ret;

	b->done = 0;
	WRITE_ONCE(w->req, b);
	preempt_disable();	/* pinned: enqueue on this CPU */
	hrtimer_start(&w->hrt, 0, HRTIMER_MODE_REL_PINNED_HARD);
	preempt_enable();
	ret = sb_ctx_wait_done(b);
	if (ret)
		hrtimer_cancel(&w->hrt);
	WRITE_ONCE(w->req, NULL);
	return ret;
}

/* a hardirq sample at most 1 ms: interrupts stay off for all of it */
const struct sb_ctx_ops sb_ctx_hardirq_ops = {
	.setup		= sb_ctx_hardirq_setup,
	.teardown	= sb_ctx_hardirq_teardown,
	.batch		= sb_ctx_hardirq_batch,
	.sample_us_max	= 1000,
	.gfp		= GFP_ATOMIC,
};
