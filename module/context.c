// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: what every context driver shares: the check that a batch ran
 * in the context it claims, the timed batch itself, and the wait for an
 * interrupt handler to finish one.
 */
#include <linux/delay.h>
#include <linux/hardirq.h>
#include <linux/irqflags.h>
#include <linux/preempt.h>
#include <linux/timekeeping.h>
#include <linux/timex.h>
#include "bench.h"

/* each context's driver, sb_ctx_<name>_ops, from the list of names */
#define SB_CTX_OPS(up, name) \
	[SB_CTX_##up] = &sb_ctx_##name##_ops,
const struct sb_ctx_ops *const sb_ctxs[SB_NR_CTX] = { SB_CONTEXTS(SB_CTX_OPS) };
#undef SB_CTX_OPS

/*
 * Whether this is the context @ctx claims to be; a switch, not an ops
 * member: mixed's interrupts test it once per op, and an indirect call
 * there would cost them more than the timed batches pay. The switch is
 * on the enum, without a default: the compiler names a context that has
 * no case here (-Wswitch).
 * in_softirq() counts BH-disabled sections too, also on RT.
 */
bool sb_ctx_check(unsigned int ctx)
{
	switch ((enum sb_ctx)ctx) {
	case SB_CTX_TASK:
	case SB_CTX_MIXED:
		return in_task() && !in_softirq() && !irqs_disabled();
	case SB_CTX_BH:
		return in_task() && in_softirq() && !in_serving_softirq();
	case SB_CTX_SOFTIRQ:
		return in_serving_softirq() && !in_hardirq() && !in_nmi();
	case SB_CTX_HARDIRQ:
		return in_hardirq() && !in_nmi() && irqs_disabled();
	case SB_CTX_NMI:
		return in_nmi();
	case SB_NR_CTX:
		break;
	}
	return false;
}

/*
 * Two clock reads around the whole batch, none per op. The clock is
 * ktime_get_mono_fast_ns(): NMI-safe, the same clock in every context.
 */
/* mixed: the time the interrupters spent in their ops on this CPU so far */
static u64 sb_irq_ns_sum(const struct sb_worker *w)
{
	return READ_ONCE(w->irq_ns[SB_CTX_HARDIRQ]) +
	       READ_ONCE(w->irq_ns[SB_CTX_SOFTIRQ]) +
	       READ_ONCE(w->irq_ns[SB_CTX_NMI]);
}

void sb_timed_ops(struct sb_worker *w, unsigned int ctx, struct sb_batch *b)
{
	bool bad = !sb_ctx_check(ctx);
	bool cpu_bad = raw_smp_processor_id() != w->cpu;
	u64 t0, c0, i0 = sb_irq_ns_sum(w);

	t0 = ktime_get_mono_fast_ns();
	c0 = get_cycles();
	sb_ops(w, ctx, b->n);
	b->ticks = get_cycles() - c0;
	b->ns = ktime_get_mono_fast_ns() - t0;
	b->irq_ns = sb_irq_ns_sum(w) - i0;
	b->ctx_bad = bad || !sb_ctx_check(ctx);
	b->cpu_bad = cpu_bad || raw_smp_processor_id() != w->cpu;
}

void sb_irq_op(struct sb_worker *w, unsigned int ctx)
{
	const struct sb_slot *sl = READ_ONCE(w->slot);
	u64 t0;

	/* paired mixed: only the subjects that allow @ctx are interrupted */
	if (!sl || !(sl->subj->ctx_ok & BIT(ctx)))
		return;

	if (!sb_ctx_check(ctx) || raw_smp_processor_id() != w->cpu)
		w->mism[ctx]++;
	/*
	 * Timed, so that the task loop's samples can leave this time out
	 * and the interrupt-context op has a cost of its own (NMI-safe
	 * clock; the entry and exit of the interrupt stay in the task's).
	 */
	t0 = ktime_get_mono_fast_ns();
	sb_ops(w, ctx, 1);
	w->irq_ns[ctx] += ktime_get_mono_fast_ns() - t0;
	w->irq_ops[ctx]++;
}

/* spin briefly (the interrupt is usually already there), then sleep-poll */
int sb_ctx_wait_done(struct sb_batch *b)
{
	u64 start = ktime_get_mono_fast_ns(), now;

	for (;;) {
		/* pairs with the handler's release: its results are visible */
		if (smp_load_acquire(&b->done))
			return 0;
		now = ktime_get_mono_fast_ns();
		if (now - start > NSEC_PER_SEC)
			return -ETIMEDOUT;
		if (now - start < 100 * NSEC_PER_USEC)
			cpu_relax();
		else
			usleep_range(20, 50);
	}
}
