/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: the differences between the kernels it builds on (Debian 6.1
 * and 7.3, RT and non-RT) that the engine touches, each with the release
 * that made it.
 */
#ifndef _STOCKBENCH_COMPAT_H
#define _STOCKBENCH_COMPAT_H

#include <linux/version.h>
#include <linux/hrtimer.h>
#include <linux/interrupt.h>
#include <linux/workqueue.h>

/* hrtimer_init() + ->function became hrtimer_setup() in 6.13 */
static inline void sb_hrtimer_setup(struct hrtimer *t,
				    enum hrtimer_restart (*fn)(struct hrtimer *),
				    enum hrtimer_mode mode)
{
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 13, 0)
	hrtimer_setup(t, fn, CLOCK_MONOTONIC, mode);
#else
	hrtimer_init(t, CLOCK_MONOTONIC, mode);
	t->function = fn;
#endif
}

/*
 * The softirq context driver: a BH workqueue item where the kernel has
 * system_bh_wq (6.9+), a tasklet before. Both are raised on this CPU and run
 * on the next local_bh_enable() or in ksoftirqd, serving softirq.
 */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 9, 0)
#define SB_HAVE_BH_WQ 1
#else
#define SB_HAVE_BH_WQ 0
#endif

#endif /* _STOCKBENCH_COMPAT_H */
