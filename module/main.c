// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: benchmark of the memcg per-CPU charge stock in every locking
 * scheme it has had, in task, softirq, hardirq and NMI context.
 *
 * insmod stockbench.ko; cat /sys/kernel/debug/stockbench/results
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/slab.h>
#include "arch.h"
#include "bench.h"

static bool autorun = true;
module_param(autorun, bool, 0444);
MODULE_PARM_DESC(autorun, "start a short run of every variant in every context at load (default on)");

/*
 * Short under TCG: seconds, not minutes. 40 samples in 10 blocks: each row
 * the interquartile mean of 4 samples, not a single one.
 */
static void sb_autorun_config(struct sb_config *c)
{
	sb_config_defaults(c);
	c->repeats = 3;
	c->samples = 40;
	c->blocks = 10;
	c->sample_us = 200;
	/*
	 * A timer that fires more than a period late skips the periods in
	 * between: at 2000/s a stall of the emulator's timer thread costs an
	 * interrupt only past 500 us, at 5000/s past 200 us. 2000/s reached
	 * 95-104% per cell on a quiet host where 5000/s got 86-100%
	 * (module/README.md, "Interrupt rates in mixed").
	 */
	c->irq_rate = 2000;
	c->softirq_rate = 2000;
	c->nmi_rate = 1000;
	/*
	 * A block whose interrupts fell short (the host stalled the timer
	 * thread) is measured again, at most this many per CPU and repeat:
	 * up to half again the mixed time of a run of 10 blocks.
	 */
	c->remeasure = 5;
	/*
	 * mixed on one CPU: under QEMU TCG the timer interrupts come from a
	 * host thread that, with every vCPU busy, waits for a host CPU; the
	 * rates asked were then 40-70% delivered, with one CPU 90-100%.
	 */
	c->mixed_cpus = 1;
}

/*
 * Start the default run: at load (autorun=1), and on `echo autorun > run`,
 * which tools/vm/guest/bench.sh uses to trace this run from its start
 * (the stockbench events exist only once the module is loaded).
 */
int sb_autorun_start(char *err, size_t len)
{
	struct sb_plan *p;
	int ret;

	p = kmalloc(sizeof(*p), GFP_KERNEL);
	if (!p) {
		snprintf(err, len, "out of memory");
		return -ENOMEM;
	}
	sb_autorun_config(&p->cfg);
	ret = sb_plan_resolve(p, err, len);
	if (!ret)
		ret = sb_run_start(p, false, err, len);
	kfree(p);
	return ret;
}

static int __init sb_init(void)
{
	char err[SB_ERR_LEN];
	int ret;

	/* before the config resolves its subjects: is there an NMI source */
	sb_arch_init();
	sb_config_init();
	sb_prim_init();
	ret = sb_engine_init();
	if (ret)
		return ret;
	ret = sb_debugfs_init();
	if (ret) {
		sb_engine_exit();
		return ret;
	}
	if (!autorun)
		return 0;
	ret = sb_autorun_start(err, sizeof(err));
	if (ret) {
		pr_err("autorun did not start: %s\n", err);
		sb_set_error("autorun: %s", err);
	}
	return 0;
}

/*
 * rmmod during a run: stop it, reap it, free everything. No file is open
 * here (an open file holds the module: module/README.md, "Unloading"),
 * so no reader is ever blocked; sb_run_stop() first is for a run with no
 * reader.
 */
static void __exit sb_exit(void)
{
	sb_run_stop();
	sb_debugfs_exit();
	sb_engine_exit();
	sb_selftest_exit();
}

module_init(sb_init);
module_exit(sb_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("memcg per-CPU charge stock benchmark");
MODULE_VERSION(SB_VERSION);
