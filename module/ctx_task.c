// SPDX-License-Identifier: GPL-2.0
/* stockbench: task context: the bound worker kthread itself, preemptible. */
#include <linux/gfp.h>
#include "bench.h"

static int sb_ctx_task_batch(struct sb_worker *w, struct sb_batch *b)
{
	sb_timed_ops(w, SB_CTX_TASK, b);
	return 0;
}

const struct sb_ctx_ops sb_ctx_task_ops = {
	.batch		= sb_ctx_task_batch,
	.gfp		= GFP_KERNEL,
};
