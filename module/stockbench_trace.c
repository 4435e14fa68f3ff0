// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench trace events: the definitions (CREATE_TRACE_POINTS) and the
 * out-of-line halves of the hooks, reached only while an event is on.
 * Built empty with SB_NO_TRACEPOINTS.
 */
#include <linux/build_bug.h>
#include <linux/preempt.h>
#include <linux/smp.h>
#include "bench.h"

#ifdef SB_TRACE
#define CREATE_TRACE_POINTS
#include "stockbench_trace.h"

/* the context the caller runs in, as enum sb_ctx (never mixed) */
static unsigned int sb_trace_ctx(void)
{
	if (in_nmi())
		return SB_CTX_NMI;
	if (in_hardirq())
		return SB_CTX_HARDIRQ;
	if (in_serving_softirq())
		return SB_CTX_SOFTIRQ;
	if (in_softirq())
		return SB_CTX_BH;
	return SB_CTX_TASK;
}

/*
 * The increment and the read of its result are one this_cpu op, and the
 * CPU cannot change before the event is written: no two events share a
 * seq, and the row windows of sb_measure select exactly what was counted.
 */
void sb_trace_count(struct sb_stock *s, enum sb_counter c)
{
	unsigned int cpu, ctx = sb_trace_ctx();
	u64 seq;

	preempt_disable_notrace();
	seq = this_cpu_inc_return(s->stats->cnt[c]);
	cpu = smp_processor_id();
	switch (c) {
	case SB_CNT_SLOW_CHARGE:
		trace_sb_slow_charge(s->trace_id, c, cpu, ctx, seq);
		break;
	case SB_CNT_CHARGE_FAIL:
		trace_sb_charge_fail(s->trace_id, c, cpu, ctx, seq);
		break;
	case SB_CNT_TRYLOCK_FAIL:
		trace_sb_trylock_fail(s->trace_id, c, cpu, ctx, seq);
		break;
	case SB_CNT_DIRECT_UNCHARGE:
		trace_sb_direct_uncharge(s->trace_id, c, cpu, ctx, seq);
		break;
	case SB_CNT_EVICTION:
		trace_sb_eviction(s->trace_id, c, cpu, ctx, seq);
		break;
	default:
		/*
		 * A drain belongs in sb_count_drain(), which has its amounts:
		 * counted here it gets no event, and trace --check names the
		 * missing one, rather than a silent pages=0.
		 */
		break;
	}
	preempt_enable_notrace();
}

/* sb_trace_count() for a drain, with what it gave back */
void sb_trace_drain(struct sb_stock *s, enum sb_counter c, unsigned int pages,
		    unsigned int bytes)
{
	unsigned int cpu, ctx = sb_trace_ctx();
	u64 seq;

	preempt_disable_notrace();
	seq = this_cpu_inc_return(s->stats->cnt[c]);
	cpu = smp_processor_id();
	trace_sb_drain(s->trace_id, c, cpu, ctx, seq, pages, bytes);
	preempt_enable_notrace();
}

void sb_trace_hold(struct sb_stock *s, u64 ns)
{
	unsigned int cpu, ctx = sb_trace_ctx();
	u64 seq;

	preempt_disable_notrace();
	seq = this_cpu_inc_return(s->stats->hold_samples);
	cpu = smp_processor_id();
	trace_sb_lock_hold(s->trace_id, cpu, ctx, ns, seq);
	preempt_enable_notrace();
}

void sb_trace_run_start(struct sb_run *r)
{
	trace_sb_run_start(r->cfg.workload, r->cfg.repeats, r->ncells,
			   r->nworkers);
}

void sb_trace_run_end(struct sb_run *r)
{
	trace_sb_run_end(r->failure[0] != '\0');
}

static int sb_trace_variant_id(const struct sb_stock_ops *ops)
{
	unsigned int i;

	for (i = 0; ops && i < sb_nr_variants; i++)
		if (sb_variants[i] == ops)
			return i;
	return -1;
}

void sb_trace_cell_start(struct sb_run *r, unsigned int ci, unsigned int rep,
			 struct sb_stock *s)
{
	/* the control thread is the only caller: a plain counter will do */
	static u32 sb_trace_ids;
	const struct sb_cell *c = &r->cells[ci];

	if (!s)
		return;
	s->trace_id = ++sb_trace_ids;
	trace_sb_cell_start(s->trace_id,
			    sb_trace_variant_id(r->subj[c->subj].ops), c->ctx,
			    rep, r->cfg.workload);
}

void sb_trace_cell_end(struct sb_stock *s, bool leak)
{
	if (s)
		trace_sb_cell_end(s->trace_id, leak);
}

void sb_trace_measure(struct sb_worker *w, bool end,
		      const struct sb_stock_stats *st)
{
	struct sb_stock *s = w->slot ? w->slot->stock : NULL;

	if (s)
		trace_sb_measure(s->trace_id, w->cpu, end, st);
}

void sb_trace_discard(struct sb_stock *s, unsigned int cpu)
{
	trace_sb_discard(s->trace_id, cpu);
}
#endif /* SB_TRACE */
