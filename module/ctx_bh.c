// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: "bh" context: the worker kthread inside local_bh_disable(),
 * the "BH" case of Sebastian Andrzej Siewior's 2022 memcg measurements
 * (https://lore.kernel.org/all/YdX+INO9gQje6d0S@linutronix.de/). On RT
 * this is a per-CPU lock, not a count.
 */
#include <linux/bottom_half.h>
#include <linux/gfp.h>
#include "bench.h"

static int sb_ctx_bh_batch(struct sb_worker *w, struct sb_batch *b)
{
	local_bh_disable();
	sb_timed_ops(w, SB_CTX_BH, b);
	local_bh_enable();
	return 0;
}

/* a bh sample at most 1 ms: BHs stay off for all of it, as in softirq */
const struct sb_ctx_ops sb_ctx_bh_ops = {
	.batch		= sb_ctx_bh_batch,
	.sample_us_max	= 1000,
	.gfp		= GFP_ATOMIC,
};
