// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the environment a result was measured in (results.csv
 * header), and the costs measured at the start of each run: the bare loop
 * and one clock read.
 */
#include <linux/delay.h>
#include <linux/irqflags.h>
#include <linux/kernel.h>
#include <linux/preempt.h>
#include <linux/sched.h>
#include <linux/string.h>
#include <linux/timekeeping.h>
#include <linux/utsname.h>
#include "arch.h"
#include "bench.h"

#define SB_CAL_N	100000UL

noinline void sb_empty_loop(unsigned long n)
{
	while (n--)
		barrier();
}

/*
 * The machine's own speed, measured next to every sample: a fixed empty
 * loop, in ps per iteration. Under an emulator or on a shared host the
 * CPU a worker runs on can slow down by 2x for hundreds of ms (another
 * guest on the sibling thread, the host scheduler); the rows' ref_ns shows
 * when a difference between repeats is the machine's and not the code's.
 */
u64 sb_ref_loop_ps(void)
{
	unsigned long flags;
	u64 t0, t1;

	/*
	 * Interrupts off for these ~10 us: in a mixed cell the hrtimers
	 * would otherwise land in the loop and be counted as a slow machine.
	 */
	local_irq_save(flags);
	t0 = ktime_get_mono_fast_ns();
	sb_empty_loop(SB_REF_ITERS);
	t1 = ktime_get_mono_fast_ns();
	local_irq_restore(flags);
	return div_u64((t1 - t0) * 1000, SB_REF_ITERS);
}

/*
 * N vs 2N, as the workers do, each the fastest of SB_ENV_TRIES tries a few
 * hundred us apart: every row's ns/op is corrected by this one figure, so
 * one busy moment must not move it. Under QEMU icount a busy other vCPU
 * adds its instructions to the clock: with 5 back-to-back tries one run on
 * 7.3 got 2.535 ns per iteration where every other run got 1.500, and all
 * of its rows were 1.035 ns/op off.
 */
#define SB_ENV_TRIES	15

void sb_env_measure(struct sb_run *r)
{
	u64 best_n = U64_MAX, best_2n = U64_MAX, best_clock = U64_MAX;
	u64 t0, t1, t2;
	int i, k;

	for (i = 0; i < SB_ENV_TRIES; i++) {
		preempt_disable();
		t0 = ktime_get_mono_fast_ns();
		sb_empty_loop(SB_CAL_N);
		t1 = ktime_get_mono_fast_ns();
		sb_empty_loop(2 * SB_CAL_N);
		t2 = ktime_get_mono_fast_ns();
		preempt_enable();
		best_n = min(best_n, t1 - t0);
		best_2n = min(best_2n, t2 - t1);

		preempt_disable();
		t0 = ktime_get_mono_fast_ns();
		for (k = 0; k < 1000; k++)
			ktime_get_mono_fast_ns();
		t1 = ktime_get_mono_fast_ns();
		preempt_enable();
		best_clock = min(best_clock, t1 - t0);	/* ns per 1000 = ps */
		usleep_range(200, 400);
	}
	r->loop_ps = best_2n > best_n ?
		     div64_u64((best_2n - best_n) * 1000, SB_CAL_N) : 0;
	r->clock_ps = best_clock;
	snprintf(r->started, sizeof(r->started), "%llu",
		 div_u64(r->started_ns, NSEC_PER_SEC));
}

static const char *sb_preempt_model(void)
{
	if (IS_ENABLED(CONFIG_PREEMPT_RT))
		return "rt";
#ifdef CONFIG_PREEMPT_DYNAMIC
	if (preempt_model_full())
		return "full";
	if (preempt_model_voluntary())
		return "voluntary";
	if (preempt_model_none())
		return "none";
	return "lazy";
#else
	if (IS_ENABLED(CONFIG_PREEMPT))
		return "full";
	if (IS_ENABLED(CONFIG_PREEMPT_VOLUNTARY))
		return "voluntary";
	return "none";
#endif
}

static size_t sb_debug_configs(char *buf, size_t len)
{
	static const struct { bool on; const char *name; } d[] = {
		{ IS_ENABLED(CONFIG_PROVE_LOCKING), "lockdep" },
		{ IS_ENABLED(CONFIG_DEBUG_LOCK_ALLOC), "debug_lock_alloc" },
		{ IS_ENABLED(CONFIG_DEBUG_ATOMIC_SLEEP), "debug_atomic_sleep" },
		{ IS_ENABLED(CONFIG_DEBUG_PREEMPT), "debug_preempt" },
		{ IS_ENABLED(CONFIG_KASAN), "kasan" },
		{ IS_ENABLED(CONFIG_KCSAN), "kcsan" },
		{ IS_ENABLED(CONFIG_KMSAN), "kmsan" },
		{ IS_ENABLED(CONFIG_UBSAN), "ubsan" },
		{ IS_ENABLED(CONFIG_DEBUG_OBJECTS), "debug_objects" },
		{ IS_ENABLED(CONFIG_TRACE_IRQFLAGS), "trace_irqflags" },
	};
	size_t o = 0;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(d); i++)
		if (d[i].on)
			o += scnprintf(buf + o, len - o, "%s%s", o ? "," : "",
				       d[i].name);
	if (!o)
		o = scnprintf(buf, len, "none");
	return o;
}

size_t sb_env_show(struct sb_run *r, char *buf, size_t len)
{
	char hv[16], dbg[160], cfg[1024];
	size_t o = 0;
	bool hv_on;

	hv_on = sb_arch_hypervisor(hv, sizeof(hv));
	sb_debug_configs(dbg, sizeof(dbg));
	sb_config_show(&r->cfg, cfg, sizeof(cfg), " ");
	strim(cfg);
	o += scnprintf(buf + o, len - o, "# kernel: %s\n", utsname()->release);
	o += scnprintf(buf + o, len - o, "# preempt: %s\n", sb_preempt_model());
	o += scnprintf(buf + o, len - o, "# rt: %s\n",
		       IS_ENABLED(CONFIG_PREEMPT_RT) ? "yes" : "no");
	o += scnprintf(buf + o, len - o, "# hz: %d\n", HZ);
	o += scnprintf(buf + o, len - o, "# cpu_model: %s\n",
		       sb_arch_cpu_model());
	o += scnprintf(buf + o, len - o, "# hypervisor: %s\n",
		       hv_on ? "yes" : "no");
	o += scnprintf(buf + o, len - o, "# hypervisor_vendor: %s\n", hv);
	o += scnprintf(buf + o, len - o, "# debug: %s\n", dbg);
	o += scnprintf(buf + o, len - o, "# module_version: %s\n", SB_VERSION);
	o += scnprintf(buf + o, len - o, "# loop_overhead_ns: %llu.%03llu\n",
		       r->loop_ps / 1000, r->loop_ps % 1000);
	o += scnprintf(buf + o, len - o, "# clock_read_ns: %llu.%03llu\n",
		       r->clock_ps / 1000, r->clock_ps % 1000);
	o += scnprintf(buf + o, len - o,
		       "# clock: ktime_get_mono_fast_ns; ticks: get_cycles (%s)\n",
		       SB_ARCH_CYCLES);
	o += scnprintf(buf + o, len - o, "# tsc_khz: %u\n", sb_arch_tsc_khz());
	o += scnprintf(buf + o, len - o, "# config: %s\n", cfg);
	o += scnprintf(buf + o, len - o, "# started: %s\n", r->started);
	o += scnprintf(buf + o, len - o, "# run_status: %s%s\n",
		       r->failure[0] ? "FAILURE: " : "SUCCESS",
		       r->failure);
	if (r->note[0])
		o += scnprintf(buf + o, len - o, "# note: %s\n", r->note);
	return o;
}
