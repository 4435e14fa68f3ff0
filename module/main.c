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
 * The main config keys as module parameters, as refscale's and
 * locktorture's knobs are: `modprobe stockbench variants=a,b contexts=task`
 * sets them in the config at load (and in the run at load, autorun=1).
 * Not given: the key keeps the value of that config. Checked as a write
 * of `config` would be: a bad one fails the load, saying why.
 */
static char *config;
module_param(config, charp, 0444);
MODULE_PARM_DESC(config, "any config keys at load, as written to config: \"key=value ...\" (cat config_help)");
static char *variants;
module_param(variants, charp, 0444);
MODULE_PARM_DESC(variants, "config variants at load: all, or a comma list of the names in variants");
static char *contexts;
module_param(contexts, charp, 0444);
MODULE_PARM_DESC(contexts, "config contexts at load: all, or a comma list of task,bh,softirq,hardirq,nmi,mixed");
static char *workload;
module_param(workload, charp, 0444);
MODULE_PARM_DESC(workload, "config workload at load: page, obj, slab, kmalloc or prim");
static char *cpus;
module_param(cpus, charp, 0444);
MODULE_PARM_DESC(cpus, "config cpus at load: all, or a cpulist");
static char *design;
module_param(design, charp, 0444);
MODULE_PARM_DESC(design, "config design at load: paired or blocked");
static uint repeats;
module_param(repeats, uint, 0444);
MODULE_PARM_DESC(repeats, "config repeats at load, 1..100 (0: not given)");
static uint samples;
module_param(samples, uint, 0444);
MODULE_PARM_DESC(samples, "config samples at load, 1..100000 (0: not given)");
static uint sample_us;
module_param(sample_us, uint, 0444);
MODULE_PARM_DESC(sample_us, "config sample_us at load, 10..100000 (0: not given)");

#define SB_PARAM_LEN	1024

/* the module parameters given, as a config text; "" if none */
static int sb_param_text(char *buf, size_t len)
{
	const struct { const char *key, *val; } strs[] = {
		{ "variants", variants }, { "contexts", contexts },
		{ "workload", workload }, { "cpus", cpus },
		{ "design", design },
	};
	const struct { const char *key; unsigned int val; } nums[] = {
		{ "repeats", repeats }, { "samples", samples },
		{ "sample_us", sample_us },
	};
	size_t o = 0;
	unsigned int i;

	/* the caller's buffer is kmalloc'ed: "" when no parameter is given */
	buf[0] = '\0';
	if (config)
		o += scnprintf(buf + o, len - o, "%s ", config);
	for (i = 0; i < ARRAY_SIZE(strs); i++)
		if (strs[i].val)
			o += scnprintf(buf + o, len - o, "%s=%s ", strs[i].key,
				       strs[i].val);
	for (i = 0; i < ARRAY_SIZE(nums); i++)
		if (nums[i].val)
			o += scnprintf(buf + o, len - o, "%s=%u ", nums[i].key,
				       nums[i].val);
	return o >= len - 1 ? -E2BIG : 0;
}

static bool sb_params_given(void)
{
	return config || variants || contexts || workload || cpus || design ||
	       repeats || samples || sample_us;
}

/*
 * Short under TCG: seconds, not minutes. 40 samples in 10 blocks: each row
 * the interquartile mean of 4 samples, not a single one.
 */
void sb_autorun_config(struct sb_config *c)
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
 * The config at load: the autorun's (@autorun_cfg) or the defaults, then
 * the module parameters, resolved. -EINVAL with a reason: a parameter is
 * bad, or the config resolves no subject.
 */
static int sb_load_plan(struct sb_plan *p, bool autorun_cfg, char *err,
			size_t len)
{
	char *text = kmalloc(SB_PARAM_LEN, GFP_KERNEL);
	int ret;

	if (!text) {
		snprintf(err, len, "out of memory");
		return -ENOMEM;
	}
	if (autorun_cfg)
		sb_autorun_config(&p->cfg);
	else
		sb_config_defaults(&p->cfg);
	ret = sb_param_text(text, SB_PARAM_LEN);
	if (ret)
		snprintf(err, len, "longer than %d characters in all",
			 SB_PARAM_LEN - 1);
	else if (!text[0])
		ret = sb_plan_resolve(p, err, len);
	else
		ret = sb_config_parse(p, text, err, len);
	kfree(text);
	return ret;
}

/*
 * `echo autorun > run`: the run at load again, whatever `config` says
 * (tools/vm/guest/bench.sh traces this run from its start: the
 * stockbench events exist only once the module is loaded). Once it has
 * started, `config` shows what it runs.
 */
int sb_autorun_start(char *err, size_t len)
{
	struct sb_plan *p;
	int ret;

	p = kmalloc(sizeof(*p), GFP_KERNEL);
	if (!p) {
		snprintf(err, len, "out of memory for a copy of the config");
		return -ENOMEM;
	}
	ret = sb_load_plan(p, true, err, len);
	if (!ret)
		ret = sb_run_start(p, false, err, len);
	if (!ret)
		sb_config_set(p, true);
	kfree(p);
	return ret;
}

/*
 * The config at load, which `config` shows, and with autorun=1 the run
 * of it started: `config` shows what the run at load runs. A bad module
 * parameter fails the load, and says why.
 */
static int __init sb_init(void)
{
	char err[SB_ERR_LEN] = "";
	struct sb_plan *p;
	int ret;

	/* before the config resolves its subjects: is there an NMI source */
	sb_arch_init();
	sb_prim_init();
	p = kmalloc(sizeof(*p), GFP_KERNEL);
	if (!p)
		return -ENOMEM;
	ret = sb_load_plan(p, autorun, err, sizeof(err));
	if (ret == -ENOMEM)
		goto out;
	if (ret && sb_params_given()) {
		pr_err("module parameters: %s: not loaded\n", err);
		goto out;
	}
	/* the defaults resolved no variant: `start` and the autorun say why */
	sb_config_set(p, !ret);
	ret = sb_engine_init();
	if (ret)
		goto out;
	ret = sb_debugfs_init();
	if (ret) {
		sb_engine_exit();
		goto out;
	}
	if (autorun) {
		ret = sb_config_plan(p, err, sizeof(err));
		if (!ret)
			ret = sb_run_start(p, false, err, sizeof(err));
		if (ret)
			sb_set_error("autorun: %s", err);
	}
	ret = 0;
out:
	kfree(p);
	return ret;
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
