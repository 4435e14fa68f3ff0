// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: mixed context: the task loop on each CPU, interrupted on the
 * same CPU, at the configured rates, by a hardirq (HARD pinned hrtimer), a
 * softirq (SOFT pinned hrtimer: on RT it runs in ktimers, still serving
 * softirq) and an NMI (sent from a HARD hrtimer), each doing one op on the
 * same stock. Only the contexts the variant allows interrupt it.
 */
#include <linux/gfp.h>
#include <linux/sched.h>
#include "bench.h"

/*
 * The interrupt load's bound in time: when the worker has not run (its
 * task's run time has not grown) for SB_MIX_STARVE_NS, while
 * SB_MIX_STARVE_IRQS interrupts came, the interrupters pause for
 * SB_MIX_PAUSE_NS, the periods skipped counted as missed. The rates (at
 * most 200000 per s per CPU, config.c) cost a few percent of a CPU on
 * hardware, but each interrupt costs microseconds under an emulator: there
 * they took all of the CPU, and on RT the softirq timers run in the FIFO
 * ktimers thread, ahead of every normal task. The worker, and the shell
 * that writes `stop`, then waited for RT throttling or for the timers' own
 * lateness (6.1-rt: 870 ms from `stop` to the run's end). With the pause a
 * normal task waits about SB_MIX_STARVE_NS at most for its CPU. Run time,
 * not the worker's batches: a batch may be long (sample_us), and the
 * scheduler's tick adds to a running task's every few ms. The count keeps
 * a vCPU that the host did not run (no interrupts either) from looking
 * starved when it runs again.
 */
#define SB_MIX_STARVE_NS	(10 * NSEC_PER_MSEC)
#define SB_MIX_STARVE_IRQS	100
#define SB_MIX_PAUSE_NS		(2 * NSEC_PER_MSEC)

/* true while the worker gets no CPU (racy between the hard and soft timers) */
static bool sb_mix_starved(struct sb_worker *w, u64 now)
{
	u64 rt = READ_ONCE(w->task->se.sum_exec_runtime);
	unsigned int ticks = READ_ONCE(w->mix_ticks) + 1;

	if (rt != READ_ONCE(w->mix_beat_rt)) {
		WRITE_ONCE(w->mix_beat_rt, rt);
		WRITE_ONCE(w->mix_beat_ns, now);
		ticks = 0;
	}
	WRITE_ONCE(w->mix_ticks, ticks);
	return ticks > SB_MIX_STARVE_IRQS &&
	       now - READ_ONCE(w->mix_beat_ns) > SB_MIX_STARVE_NS;
}

/*
 * A timer also ends itself at the run's `stop`, not only at the teardown,
 * which the worker reaches only when it gets the CPU.
 */
static bool sb_mix_done(struct sb_worker *w)
{
	return READ_ONCE(w->mix_stop) || READ_ONCE(w->run->stop);
}

/*
 * The next period. hrtimer_forward_now() skips the periods that passed
 * while the timer was late (interrupt latency, an emulator's timer
 * granularity): each one skipped is an interrupt the rate asked for and
 * did not get; the row reports them (irq_missed). Or, while the task loop
 * is starved, a pause, its periods missed too.
 */
static void sb_mix_forward(struct sb_worker *w, struct hrtimer *t, u64 period,
			   unsigned int ctx)
{
	u64 n;

	if (sb_mix_starved(w, ktime_get_mono_fast_ns())) {
		hrtimer_forward_now(t, ns_to_ktime(SB_MIX_PAUSE_NS));
		w->irq_missed[ctx] += div64_u64(SB_MIX_PAUSE_NS, period);
		return;
	}
	n = hrtimer_forward_now(t, ns_to_ktime(period));
	if (n > 1)
		w->irq_missed[ctx] += n - 1;
}

static enum hrtimer_restart sb_mix_hard_fn(struct hrtimer *t)
{
	struct sb_worker *w = container_of(t, struct sb_worker, mix_hard);

	if (sb_mix_done(w))
		return HRTIMER_NORESTART;
	sb_irq_op(w, SB_CTX_HARDIRQ);
	sb_mix_forward(w, t, w->mix_hard_ns, SB_CTX_HARDIRQ);
	return HRTIMER_RESTART;
}

static enum hrtimer_restart sb_mix_soft_fn(struct hrtimer *t)
{
	struct sb_worker *w = container_of(t, struct sb_worker, mix_soft);

	if (sb_mix_done(w))
		return HRTIMER_NORESTART;
	sb_irq_op(w, SB_CTX_SOFTIRQ);
	sb_mix_forward(w, t, w->mix_soft_ns, SB_CTX_SOFTIRQ);
	return HRTIMER_RESTART;
}

static enum hrtimer_restart sb_mix_nmi_fn(struct hrtimer *t)
{
	struct sb_worker *w = container_of(t, struct sb_worker, mix_nmi);

	if (sb_mix_done(w))
		return HRTIMER_NORESTART;
	/*
	 * A period whose NMI merges into the last one, still to come (on
	 * arm64, perf may hold the counter throttled until its next tick), is
	 * asked and not delivered: missed, as a late timer's are.
	 */
	if (sb_ctx_nmi_send(w) == SB_NMI_SEND_BUSY)
		w->irq_missed[SB_CTX_NMI]++;
	sb_mix_forward(w, t, w->mix_nmi_ns, SB_CTX_NMI);
	return HRTIMER_RESTART;
}

/* a period no shorter than 5 us: faster would only livelock the CPU */
static u64 sb_period_ns(unsigned int rate)
{
	return rate ? max_t(u64, NSEC_PER_SEC / rate, 5 * NSEC_PER_USEC) : 0;
}

static int sb_ctx_mixed_setup(struct sb_worker *w)
{
	struct sb_run *r = w->run;
	unsigned int ok = 0, i;

	/* the group's subjects together; sb_irq_op() skips the others */
	for (i = 0; i < r->nslots; i++)
		ok |= r->slots[i].subj->ctx_ok;

	w->mix_hard_ns = ok & BIT(SB_CTX_HARDIRQ) ? sb_period_ns(r->cfg.irq_rate) : 0;
	w->mix_soft_ns = ok & BIT(SB_CTX_SOFTIRQ) ?
			 sb_period_ns(r->cfg.softirq_rate) : 0;
	w->mix_nmi_ns = ok & BIT(SB_CTX_NMI) ? sb_period_ns(r->cfg.nmi_rate) : 0;
	WRITE_ONCE(w->mix_stop, false);
	WRITE_ONCE(w->mix_beat_ns, ktime_get_mono_fast_ns());
	WRITE_ONCE(w->mix_beat_rt, current->se.sum_exec_runtime);
	WRITE_ONCE(w->mix_ticks, 0);
	memset(w->irq_missed, 0, sizeof(w->irq_missed));
	sb_hrtimer_setup(&w->mix_hard, sb_mix_hard_fn, HRTIMER_MODE_REL_PINNED_HARD);
	sb_hrtimer_setup(&w->mix_soft, sb_mix_soft_fn, HRTIMER_MODE_REL_PINNED_SOFT);
	sb_hrtimer_setup(&w->mix_nmi, sb_mix_nmi_fn, HRTIMER_MODE_REL_PINNED_HARD);
	WRITE_ONCE(w->nmi_mode, SB_NMI_MIXED);
	w->mix_ready = true;
	preempt_disable();	/* pinned: enqueue on this CPU */
	if (w->mix_hard_ns)
		hrtimer_start(&w->mix_hard, ns_to_ktime(w->mix_hard_ns),
			      HRTIMER_MODE_REL_PINNED_HARD);
	if (w->mix_soft_ns)
		hrtimer_start(&w->mix_soft, ns_to_ktime(w->mix_soft_ns),
			      HRTIMER_MODE_REL_PINNED_SOFT);
	if (w->mix_nmi_ns)
		hrtimer_start(&w->mix_nmi, ns_to_ktime(w->mix_nmi_ns),
			      HRTIMER_MODE_REL_PINNED_HARD);
	preempt_enable();
	return 0;
}

/* the interrupters stopped, then every NMI they sent handled */
static int sb_ctx_mixed_teardown(struct sb_worker *w)
{
	if (w->mix_ready) {
		WRITE_ONCE(w->mix_stop, true);
		hrtimer_cancel(&w->mix_hard);
		hrtimer_cancel(&w->mix_soft);
		hrtimer_cancel(&w->mix_nmi);
		w->mix_ready = false;
	}
	return sb_ctx_nmi_teardown(w);
}

/* the task loop, with the interrupters running */
static int sb_ctx_mixed_batch(struct sb_worker *w, struct sb_batch *b)
{
	sb_timed_ops(w, SB_CTX_MIXED, b);
	return 0;
}

const struct sb_ctx_ops sb_ctx_mixed_ops = {
	.setup		= sb_ctx_mixed_setup,
	.teardown	= sb_ctx_mixed_teardown,
	.batch		= sb_ctx_mixed_batch,
	/* its task part; its interrupts charge as their own contexts */
	.gfp		= GFP_KERNEL,
};
