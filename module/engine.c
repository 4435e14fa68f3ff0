// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the run engine. A controller kthread runs groups of cells
 * (variant x context): paired (the default), a group is every cell of one
 * context, and each worker alternates short blocks of every subject in a
 * fresh seeded order, so that a change in the host's speed hits them all
 * alike; blocked, a group is one cell measured in one block. The (group,
 * repeat) pairs run in a seeded shuffle (blocked: in a rotated order).
 * One bound worker kthread per selected CPU measures each group between
 * refscale-style barriers: all start together, each calibrates and warms
 * up every subject, measures, then keeps loading its CPU until every
 * worker has measured. Each cell gets a fresh model and stock for its
 * group, drained and audited afterwards.
 *
 * Locking order (outermost first; a lock is only ever taken while holding
 * those above it, never the other way round):
 *
 *   sb_st_lock (selftest.c)	the self-test starts and waits for a run
 *     sb.lock			run state and reports; held across
 *				sb_run_create(), which takes:
 *       cpu_hotplug_lock	cpus_read_lock(); the CPU-hotplug callbacks
 *				run with it held for write, and take:
 *         sb_hp_lock		which run the callbacks act on
 *           r->cell_lock	the slots' stocks vs sb_cpu_dead()
 *
 * sb_cfg_lock (config.c) and each stock's drain_mutex (stock/core.c, only
 * ever trylocked) are leaves: nothing else is taken under them. The
 * controller takes sb.lock, sb_hp_lock and r->cell_lock each on its own,
 * and cpus_read_lock() (sb_group_run()) with none of them held.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/cpu.h>
#include <linux/cpuhotplug.h>
#include <linux/delay.h>
#include <linux/kthread.h>
#include <linux/memcontrol.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/sched/mm.h>
#include <linux/slab.h>
#include <linux/timekeeping.h>
#include <linux/vmalloc.h>
#include <linux/workqueue.h>
#include "bench.h"

/* no page_counter limit is ever hit by the benchmark itself */
#define SB_MODEL_MAX_PAGES	(LONG_MAX / 2)
#define SB_MAX_BATCH		(1UL << 24)

enum sb_state { SB_IDLE, SB_RUNNING, SB_DONE, SB_ABORTED, SB_ERROR };
static const char *const sb_state_names[] = {
	"idle", "running", "done", "aborted", "error",
};

static struct {
	struct mutex lock;		/* everything below */
	enum sb_state state;
	struct sb_run *run;		/* the running or last run */
	struct task_struct *ctl;	/* its controller, reaped by the next */
	struct sb_report *table, *csv;
	char error[SB_ERR_LEN];
	char verdict[SB_ERR_LEN];	/* the last run's end; "": none */
	int run_err;			/* why the last run ended in error */
	u64 start_ns, end_ns;
	unsigned int progress, total;
	wait_queue_head_t idle_wq;
	int hp_online, hp_dead;		/* cpuhp states */
	bool selftest_hold;		/* the self-test reads sb.run */
} sb;

/* the run the CPU-hotplug callbacks act on; NULL when none is measuring */
static DEFINE_MUTEX(sb_hp_lock);
static struct sb_run *sb_hp_run;

static void sb_escape(char *dst, const char *src);

/*
 * A refusal's reason: into status, and the same text, escaped as status
 * shows it, into the kernel log (ratelimited: a writer in a loop must
 * not flood it), for the writer that sees only -EINVAL.
 */
void sb_set_error(const char *fmt, ...)
{
	char msg[SB_ERR_LEN], esc[4 * SB_ERR_LEN];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	mutex_lock(&sb.lock);
	strscpy(sb.error, msg, sizeof(sb.error));
	mutex_unlock(&sb.lock);
	sb_escape(esc, msg);
	pr_warn_ratelimited("%s\n", esc);
}

/*
 * What failed and why, as the run's failure (the first one kept): "out
 * of memory" for -ENOMEM, which 98-soak's fault ops look for, else the
 * errno's name.
 */
static void sb_run_fail(struct sb_run *r, int err, const char *fmt, ...)
	__printf(3, 4);
static void sb_run_fail(struct sb_run *r, int err, const char *fmt, ...)
{
	char what[SB_ERR_LEN / 2];
	va_list ap;

	if (r->failure[0])
		return;
	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	if (err == -ENOMEM)
		snprintf(r->failure, sizeof(r->failure), "%s: out of memory",
			 what);
	else
		snprintf(r->failure, sizeof(r->failure), "%s: %pe", what,
			 ERR_PTR(err));
}

/* ---- the worker ----------------------------------------------------------- */

int sb_batch(struct sb_worker *w, unsigned int ctx, struct sb_batch *b)
{
	return sb_ctxs[ctx]->batch(w, b);
}

static bool sb_halt(struct sb_worker *w)
{
	return READ_ONCE(w->run->stop) || READ_ONCE(w->offline);
}

/*
 * A batch that ran on another CPU: the worker's CPU is going down and the
 * scheduler pushed the worker off before the hotplug callback told it (the
 * CPU leaves the active mask first). Then the cell ends for this CPU;
 * otherwise it is a real error, counted as a mismatch.
 */
static bool sb_moved(struct sb_worker *w, const struct sb_batch *b)
{
	if (!b->cpu_bad)
		return false;
	if (!cpu_active(w->cpu)) {
		WRITE_ONCE(w->offline, true);
		return true;
	}
	w->mism[SB_CTX_TASK]++;
	return false;
}

static void sb_barrier(struct sb_worker *w, atomic_t *bar)
{
	unsigned int spins = 0;

	while (atomic_read(bar) < w->run->nactive && !sb_halt(w)) {
		if (++spins < 1000)
			cpu_relax();
		else
			schedule_timeout_idle(1);
	}
}

static void sb_stats_snap(struct sb_worker *w, struct sb_stock_stats *st)
{
	struct sb_stock *s = w->slot ? w->slot->stock : NULL;

	/* the measured samples lie between the last two snapshots */
	w->snap_prev_ns = w->snap_ns;
	w->snap_ns = ktime_get_mono_fast_ns();
	memcpy(w->snap_prev_missed, w->snap_missed, sizeof(w->snap_missed));
	memcpy(w->snap_missed, w->irq_missed, sizeof(w->snap_missed));
	if (s)
		*st = *per_cpu_ptr(s->stats, w->cpu);
	else
		memset(st, 0, sizeof(*st));
}

static void sb_row_fill(struct sb_worker *w, struct sb_row *row,
			const struct sb_stock_stats *a,
			const struct sb_stock_stats *b)
{
	unsigned int i;

	for (i = 0; i < SB_NR_COUNTERS; i++)
		row->cnt[i] = b->cnt[i] - a->cnt[i];
	row->ctx_mismatch = 0;
	row->irq_ns = 0;
	row->measure_ns = w->snap_ns - w->snap_prev_ns;
	for (i = 0; i < SB_NR_CTX; i++) {
		row->ctx_mismatch += w->mism[i];
		row->irq_ops[i] = w->irq_ops[i];
		row->irq_ns += w->irq_ns[i];
		row->irq_missed[i] = w->snap_missed[i] - w->snap_prev_missed[i];
	}
}

/*
 * From now on the worker, and the interrupts of mixed on its CPU, run the
 * subject of @sl. Only between batches: no op of the old one is running.
 */
static void sb_use_slot(struct sb_worker *w, struct sb_slot *sl)
{
	WRITE_ONCE(w->slot, sl);
	barrier();
}

/*
 * One sample of the current subject: a batch of N and one of 2N. Its ps/op
 * is the 2N batch alone, less the context's fixed cost per batch (clock
 * reads, entry: sb_fixed_cost()) and, in mixed, less the time the
 * interrupters spent in their own ops inside it: a disturbed N batch
 * cannot make it <= 0. *diff keeps the older estimate, (T(2N) - T(N)) / N,
 * signed, for results.csv's ns_per_op_diff.
 * Returns < 0 on a driver error, 1 if the worker was moved off its CPU.
 */
static int sb_sample(struct sb_worker *w, unsigned int ctx, unsigned long n,
		     s32 *ps, s32 *diff, s64 *ticks)
{
	struct sb_batch b1, b2;
	s64 t1, t2;
	int ret;

	b1.n = n;
	ret = sb_batch(w, ctx, &b1);
	if (ret)
		return ret;
	b2.n = 2 * n;
	ret = sb_batch(w, ctx, &b2);
	if (ret)
		return ret;
	if (sb_moved(w, &b1) || sb_moved(w, &b2))
		return 1;
	if (b1.ctx_bad || b2.ctx_bad)
		w->mism[ctx]++;
	t1 = (s64)b1.ns - (s64)b1.irq_ns;
	t2 = (s64)b2.ns - (s64)b2.irq_ns;
	*ps = clamp_t(s64, div64_s64((t2 - (s64)w->fixed_ns) * 1000, 2 * n),
		      S32_MIN, S32_MAX);
	*diff = clamp_t(s64, div64_s64((t2 - t1) * 1000, n), S32_MIN, S32_MAX);
	*ticks = (s64)b2.ticks - (s64)b1.ticks;
	return 0;
}

#define SB_FIXED_CAL	15	/* empty batches for a context's fixed cost */

/*
 * The fixed cost of one batch in @ctx on this CPU (two clock reads, the
 * context's checks, in hardirq or NMI the handler's own part): the median
 * of empty batches, interrupters' op time left out as in sb_sample().
 */
static int sb_fixed_cost(struct sb_worker *w, unsigned int ctx)
{
	u64 v[SB_FIXED_CAL], x;
	struct sb_batch b;
	unsigned int i, k, n = 0;
	int ret;

	for (i = 0; i < SB_FIXED_CAL && !sb_halt(w); i++) {
		b.n = 0;
		ret = sb_batch(w, ctx, &b);
		if (ret)
			return ret;
		if (sb_moved(w, &b))
			break;
		/* insertion sort: 15 values */
		x = b.ns > b.irq_ns ? b.ns - b.irq_ns : 0;
		for (k = n++; k && v[k - 1] > x; k--)
			v[k] = v[k - 1];
		v[k] = x;
	}
	w->fixed_ns = n ? v[n / 2] : 0;
	return 0;
}

/*
 * One calibration step: the faster of two batches of b->n ops. A tick, or
 * on PREEMPT_RT a preempting thread, only adds to a batch; taking one such
 * batch for the op's own time stopped the calibration early (7.3-rt's
 * icount boot: n = 24 in one run, 384 in the next, and a cell's
 * instructions/op differed between them). Nonzero: stop calibrating.
 */
static int sb_calibrate_step(struct sb_worker *w, unsigned int ctx,
			     struct sb_batch *b)
{
	struct sb_batch b2 = { .n = b->n };
	int ret;

	ret = sb_batch(w, ctx, b);
	if (ret || sb_moved(w, b))
		return ret ? ret : 1;
	ret = sb_batch(w, ctx, &b2);
	if (ret || sb_moved(w, &b2))
		return ret ? ret : 1;
	b->ns = min(b->ns, b2.ns);
	return 0;
}

/* calibrate: one batch of n ops takes @target ns (a third of a sample) */
static int sb_calibrate(struct sb_worker *w, unsigned int ctx, u64 target,
			unsigned long *np)
{
	unsigned long n = 8;
	struct sb_batch b;
	unsigned int i;
	int ret;

	for (i = 0; i < 24 && !sb_halt(w); i++) {
		u64 mult;

		b.n = n;
		ret = sb_calibrate_step(w, ctx, &b);
		if (ret < 0)
			return ret;
		if (ret)
			break;
		/*
		 * Not on the first step: it runs cold (an emulator translates
		 * the code then) and once ended the calibration at n = 8.
		 */
		if (i && (b.ns >= target || n >= SB_MAX_BATCH))
			break;
		if (!i)
			continue;
		mult = b.ns ? div64_u64(target, b.ns) + 1 : 16;
		n = min_t(u64, n * clamp_t(u64, mult, 2, 16), SB_MAX_BATCH);
		cond_resched();
	}
	*np = n;
	return 0;
}

/*
 * Two warm-up samples, not recorded; then, for the subject named by config
 * inject, the extra loop: inject_pct of its own ns/op (the median of three
 * positive samples, of at most nine: on PREEMPT_RT a preempted N batch
 * makes a sample <= 0), in iterations of the reference loop timed right
 * after them. -ERANGE when no three samples were positive.
 */
static int sb_warm_up(struct sb_worker *w, unsigned int ctx,
		      struct sb_slot *sl)
{
	unsigned long n = w->sn[sl->idx];
	s32 v[3], x, dx;
	unsigned int i, k = 0;
	s64 t;
	u64 ref;
	int ret;

	for (i = 0; i < 2 && !sb_halt(w); i++) {
		ret = sb_sample(w, ctx, n, &x, &dx, &t);
		if (ret)
			return ret;
		cond_resched();
	}
	if (!sl->subj->inject_pct)
		return 0;
	for (i = 0; i < 9 && k < 3 && !sb_halt(w); i++) {
		ret = sb_sample(w, ctx, n, &x, &dx, &t);
		if (ret)
			return ret;
		if (x > 0)
			v[k++] = x;
	}
	if (sb_halt(w))
		return 0;
	if (k < 3)
		return -ERANGE;
	ref = sb_ref_loop_ps();
	t = sb_iqm(v, 3);
	WRITE_ONCE(w->inject_mit[sl->idx],
		   ref ? div64_u64((u64)t * sl->subj->inject_pct * 10, ref) : 0);
	return 0;
}

static void sb_row_verdict(struct sb_worker *w, struct sb_row *row, int ret,
			   unsigned int cnt, unsigned int want)
{
	if (ret < 0) {
		row->state = SB_ROW_FAILED;
		snprintf(row->why, sizeof(row->why), "%s (%d)",
			 ret == -ETIMEDOUT ? "interrupt never ran within 1 s" :
			 ret == -ERANGE ? "inject: no 3 positive samples to calibrate on" :
			 "context driver failed", ret);
	} else if (cnt < want && READ_ONCE(w->offline)) {
		row->state = SB_ROW_SKIPPED;
		strscpy(row->why, "cpu went offline during the cell",
			sizeof(row->why));
	} else if (cnt < want) {
		/* the run's verdict says it was stopped */
		row->state = SB_ROW_SKIPPED;
		strscpy(row->why, "run stopped", sizeof(row->why));
	} else if (row->ctx_mismatch) {
		row->state = SB_ROW_FAILED;
		snprintf(row->why, sizeof(row->why),
			 "ran outside its context or CPU %llu times",
			 row->ctx_mismatch);
	} else {
		row->state = SB_ROW_OK;
	}
}

/*
 * The lock hold times of a row: one untimed batch of its subject right
 * after the row's timed samples, run by the variant's hold twin (every
 * acquisition timed; stock_internal.h: sb_hold_begin()) on the same stock.
 * Its ops count in no other column of the row (they come after the
 * counters' snapshot); the timed batches run no hold-time code at all.
 */
static int sb_hold_pass(struct sb_worker *w, unsigned int ctx,
			struct sb_row *row, struct sb_stock_stats *end)
{
	struct sb_stock *s = w->slot->stock;
	struct sb_stock_stats *st;
	u64 n0, sum0;
	struct sb_batch b;
	int ret;

	/* primitives and kmalloc have no stock and no lock to time */
	if (!s || !s->ops_hold)
		return 0;
	st = per_cpu_ptr(s->stats, w->cpu);
	n0 = READ_ONCE(st->hold_samples);
	sum0 = READ_ONCE(st->hold_ns_sum);
	WRITE_ONCE(st->hold_ns_max, 0);
	b.n = w->sn[w->slot->idx];
	WRITE_ONCE(w->hold_batch, true);
	ret = sb_batch(w, ctx, &b);
	WRITE_ONCE(w->hold_batch, false);
	row->hold_samples = READ_ONCE(st->hold_samples) - n0;
	row->hold_ns_sum = READ_ONCE(st->hold_ns_sum) - sum0;
	row->hold_ns_max = READ_ONCE(st->hold_ns_max);
	/* the trace's window of the row ends with these hold samples */
	end->hold_samples = n0 + row->hold_samples;
	end->hold_ns_sum = sum0 + row->hold_ns_sum;
	end->hold_ns_max = row->hold_ns_max;
	return ret;
}

/* @want samples of the current subject: one row (a block's share of it) */
static int sb_segment(struct sb_worker *w, unsigned int ctx,
		      struct sb_row *row, unsigned int want)
{
	unsigned long n = w->sn[w->slot->idx];
	struct sb_stock_stats st0, st1;
	unsigned int cnt;
	u64 nv0, niv0;
	s64 tsum = 0, t;
	int ret = 0;

	sb_stats_snap(w, &st0);
	sb_trace_measure(w, false, &st0);
	nv0 = current->nvcsw;
	niv0 = current->nivcsw;
	memset(w->mism, 0, sizeof(w->mism));
	memset(w->irq_ops, 0, sizeof(w->irq_ops));
	memset(w->irq_ns, 0, sizeof(w->irq_ns));
	for (cnt = 0; cnt < want && !sb_halt(w); cnt++) {
		ret = sb_sample(w, ctx, n, &w->samples[cnt], &w->diffs[cnt],
				&t);
		if (ret)
			break;
		w->refs[cnt] = min_t(u64, sb_ref_loop_ps(), S32_MAX);
		tsum += t;
		cond_resched();
	}
	sb_stats_snap(w, &st1);
	row->nvcsw = current->nvcsw - nv0;
	row->nivcsw = current->nivcsw - niv0;
	sb_row_fill(w, row, &st0, &st1);
	if (!ret && cnt == want)
		ret = sb_hold_pass(w, ctx, row, &st1);
	sb_trace_measure(w, true, &st1);
	row->inject_mit = w->inject_mit[w->slot->idx];
	sb_row_verdict(w, row, ret, cnt, want);
	if (cnt) {
		row->ops = (u64)cnt * 3 * n;
		sb_row_finish(row, w->samples, cnt,
			      tsum > 0 ? div64_u64((u64)tsum * 1000, n * cnt) : 0);
		row->ref_ps = sb_iqm(w->refs, cnt);
		row->ps_diff = sb_iqm_signed(w->diffs, cnt);
		row->fixed_ns = w->fixed_ns;
	}
	return ret < 0 ? ret : 0;
}

/*
 * Rows of this worker in the group that did not get measured: the slot
 * that failed outside a row fails (as its whole cell did before), the
 * others say why they did not run.
 */
static void sb_rows_close(struct sb_worker *w, int ret, struct sb_slot *bad)
{
	struct sb_run *r = w->run;
	unsigned int i, blk;

	for (i = 0; i < r->nslots; i++) {
		struct sb_slot *sl = &r->slots[i];

		for (blk = 0; blk < r->nblocks; blk++) {
			struct sb_row *row = sb_row(r, sl->cell, r->cur_rep,
						    blk, w->idx);

			if (ret < 0 && sl == bad && row->state != SB_ROW_FAILED) {
				sb_row_verdict(w, row, ret, 0, 1);
				continue;
			}
			if (row->state != SB_ROW_NONE)
				continue;
			row->state = SB_ROW_SKIPPED;
			row->seq = r->cur_seq;
			if (w->mixed_out)
				snprintf(row->why, sizeof(row->why),
					 "mixed_cpus=%u: mixed runs on the first %u CPUs",
					 r->cfg.mixed_cpus, r->cfg.mixed_cpus);
			else if (!w->participating)
				strscpy(row->why, "cpu offline", sizeof(row->why));
			else if (READ_ONCE(w->offline))
				strscpy(row->why, "cpu went offline during the cell",
					sizeof(row->why));
			else if (ret < 0)
				snprintf(row->why, sizeof(row->why),
					 "not run: %.40s failed here",
					 bad ? bad->subj->name : "a subject");
			else
				strscpy(row->why, "run stopped", sizeof(row->why));
		}
	}
}

/*
 * An NMI this worker sent was never handled (sb_ctx_nmi_teardown() gave up):
 * one of the group's rows on this CPU lost an op or a batch, and nothing
 * says which, so none of them is a result. A CPU that went down explains a
 * lost NMI (its rows already say it went offline); only then is it not a
 * failure.
 */
static void sb_rows_teardown_failed(struct sb_worker *w, int err)
{
	struct sb_run *r = w->run;
	unsigned int i, blk;

	if (READ_ONCE(w->offline))
		return;
	for (i = 0; i < r->nslots; i++) {
		for (blk = 0; blk < r->nblocks; blk++) {
			struct sb_row *row = sb_row(r, r->slots[i].cell,
						    r->cur_rep, blk, w->idx);

			if (row->state != SB_ROW_OK)
				continue;
			row->state = SB_ROW_FAILED;
			snprintf(row->why, sizeof(row->why),
				 "an NMI sent on this CPU was never handled (%d)",
				 err);
		}
	}
}

/* a third of the context's sample: one N batch, the calibration's target */
static u64 sb_batch_target(struct sb_run *r, unsigned int ctx)
{
	unsigned int sample_us = r->cfg.sample_us;

	if (sb_ctxs[ctx]->sample_us_max)
		sample_us = min(sample_us, sb_ctxs[ctx]->sample_us_max);
	return (u64)sample_us * NSEC_PER_USEC / 3;
}

/*
 * Calibrate, then warm up, every subject of the group. On an error, *bad
 * is the subject whose rows fail with it.
 */
static int sb_group_calibrate(struct sb_worker *w, unsigned int ctx,
			      struct sb_slot **bad)
{
	struct sb_run *r = w->run;
	u64 target = sb_batch_target(r, ctx);
	unsigned int i;
	int ret;

	*bad = &r->slots[0];
	sb_use_slot(w, *bad);
	ret = sb_fixed_cost(w, ctx);
	if (ret)
		return ret;
	for (i = 0; i < r->nslots && !sb_halt(w); i++) {
		*bad = &r->slots[i];
		sb_use_slot(w, *bad);
		ret = sb_calibrate(w, ctx, target, &w->sn[i]);
		if (ret)
			return ret;
	}
	for (i = 0; i < r->nslots && !sb_halt(w); i++) {
		*bad = &r->slots[i];
		sb_use_slot(w, *bad);
		ret = sb_warm_up(w, ctx, *bad);
		if (ret < 0)
			return ret;
	}
	*bad = NULL;
	return 0;
}

/* the order of the subjects in block @blk: fresh per block when paired */
static void sb_block_order(struct sb_worker *w, unsigned int blk, u32 *order)
{
	struct sb_run *r = w->run;
	unsigned int k;
	u64 rs;

	for (k = 0; k < r->nslots; k++)
		order[k] = k;
	rs = sb_rand_seed(r->cfg.seed, r->cur_seq, blk, w->cpu);
	if (!r->cfg.blocked)
		sb_shuffle(order, r->nslots, &rs);
}

/*
 * One block: each subject's share of its samples (one row each), in a
 * fresh seeded order (paired; blocked: one subject), back to back.
 */
static int sb_block_run(struct sb_worker *w, unsigned int ctx,
			unsigned int blk)
{
	struct sb_run *r = w->run;
	unsigned int ns = r->nslots, k;
	unsigned int want = r->cfg.samples * (blk + 1) / r->nblocks -
			    r->cfg.samples * blk / r->nblocks;
	u32 order[SB_MAX_SUBJ];
	int ret;

	sb_block_order(w, blk, order);
	for (k = 0; k < ns && !sb_halt(w); k++) {
		struct sb_slot *sl = &r->slots[order[k]];
		struct sb_row *row = sb_row(r, sl->cell, r->cur_rep, blk,
					    w->idx);

		sb_use_slot(w, sl);
		row->pos = k;
		row->seq = r->cur_seq;
		ret = sb_segment(w, ctx, row, want);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * The last block of a repeat is followed by each row's single-op latencies
 * (latency.c) in the block's order: after the block, so that its segments
 * stay back to back, and after each row's counters were taken; one pass
 * per repeat, sb_lat_ops() single ops, not a few.
 */
static void sb_block_latency(struct sb_worker *w, unsigned int ctx,
			     unsigned int blk)
{
	struct sb_run *r = w->run;
	u32 order[SB_MAX_SUBJ];
	unsigned int k;

	sb_block_order(w, blk, order);
	for (k = 0; k < r->nslots && !sb_halt(w); k++) {
		struct sb_slot *sl = &r->slots[order[k]];

		sb_use_slot(w, sl);
		sb_latency_pass(w, ctx, sb_row(r, sl->cell, r->cur_rep, blk,
					       w->idx));
	}
}

/*
 * mixed: whether an interrupter of block @blk on this CPU raised periods
 * that came late, more than 100 - SB_LOAD_MIN_PCT percent of them, over
 * the rows it interrupts (the subjects that allow its context). A timer
 * that fires after its next period began skips the periods in between
 * (ctx_mixed.c: irq_missed): under an emulator the timers come from a
 * host thread, and a host stall of a few hundred us costs periods, so
 * the block measured its subjects under a lighter load than asked. The
 * late periods, not the count delivered: a row holds a few interrupts,
 * and where they fall against its edges moves the count by one or two.
 */
static bool sb_block_short(struct sb_worker *w, unsigned int blk)
{
	struct sb_run *r = w->run;
	unsigned int i, k;

	for (k = 0; k < SB_NR_IRQ_CTX; k++) {
		unsigned int ctx = sb_irq_ctx[k];
		u64 ops = 0, late = 0;

		for (i = 0; i < r->nslots; i++) {
			struct sb_slot *sl = &r->slots[i];
			struct sb_row *row = sb_row(r, sl->cell, r->cur_rep,
						    blk, w->idx);

			if (row->state != SB_ROW_OK ||
			    !sb_irq_asked(r, &r->cells[sl->cell], ctx))
				continue;
			ops += row->irq_ops[ctx];
			late += row->irq_missed[ctx];
		}
		if (late * 100 > (ops + late) * (100 - SB_LOAD_MIN_PCT))
			return true;
	}
	return false;
}

/*
 * Drop this CPU's rows of block @blk, to measure it again: cleared, and
 * their trace windows closed as dropped (stockbench trace leaves them out).
 */
static void sb_block_drop(struct sb_worker *w, unsigned int blk)
{
	struct sb_run *r = w->run;
	unsigned int i;

	for (i = 0; i < r->nslots; i++) {
		struct sb_slot *sl = &r->slots[i];

		if (sl->stock)
			sb_trace_discard(sl->stock, w->cpu);
		memset(sb_row(r, sl->cell, r->cur_rep, blk, w->idx), 0,
		       sizeof(struct sb_row));
	}
}

/*
 * A block, measured again while its interrupt load fell short, at most
 * cfg.remeasure times per CPU and repeat in all: the load is a controlled
 * variable, not only a request. Each row of the block kept says how many
 * tries of it were dropped. What stays short after the bound stays in the
 * results, and the table and CSV show its rates.
 */
static int sb_block_measure(struct sb_worker *w, unsigned int ctx,
			    unsigned int blk)
{
	struct sb_run *r = w->run;
	unsigned int again = 0, i;
	int ret;

	ret = sb_block_run(w, ctx, blk);
	while (!ret && ctx == SB_CTX_MIXED && !sb_halt(w) &&
	       w->remeasured < r->cfg.remeasure && sb_block_short(w, blk)) {
		w->remeasured++;
		again++;
		sb_block_drop(w, blk);
		ret = sb_block_run(w, ctx, blk);
	}
	for (i = 0; i < r->nslots; i++)
		sb_row(r, r->slots[i].cell, r->cur_rep, blk,
		       w->idx)->remeasured = again;
	if (!ret && blk == r->nblocks - 1)
		sb_block_latency(w, ctx, blk);
	return ret;
}

/* cool-down: keep this CPU loaded until every worker has measured */
static int sb_group_cool_down(struct sb_worker *w, unsigned int ctx,
			      struct sb_slot **bad)
{
	struct sb_run *r = w->run;
	struct sb_batch b;
	unsigned int k;
	int ret;

	for (k = 0; atomic_read(&r->bar_measured) < r->nactive && !sb_halt(w);
	     k++) {
		*bad = &r->slots[k % r->nslots];
		sb_use_slot(w, *bad);
		b.n = w->sn[(*bad)->idx];
		ret = sb_batch(w, ctx, &b);
		if (ret)
			return ret;
		if (sb_moved(w, &b))
			break;
		cond_resched();
	}
	*bad = NULL;
	return 0;
}

/* the worker's state for a new group: counters, leaves, injected loops */
static void sb_group_enter(struct sb_worker *w)
{
	struct sb_run *r = w->run;
	unsigned int i;

	memset(w->inject_mit, 0, sizeof(w->inject_mit));
	memset(w->mism, 0, sizeof(w->mism));
	memset(w->irq_ops, 0, sizeof(w->irq_ops));
	memset(w->irq_ns, 0, sizeof(w->irq_ns));
	w->remeasured = 0;
	for (i = 0; i < SB_NR_CTX; i++)
		w->leaf[i] = (unsigned int)((r->cfg.seed + w->cpu + i) %
					    r->cfg.memcgs);
}

/*
 * One group on this worker's CPU, between the run's two barriers: the
 * context set up, every subject calibrated and warmed up, block after
 * block measured, then the cool-down; the context torn down, and the
 * verdict of every row of this worker that did not get one.
 */
static void sb_worker_group(struct sb_worker *w)
{
	struct sb_run *r = w->run;
	const struct sb_ctx_ops *ops = sb_ctxs[r->cur_ctx];
	unsigned int ctx = r->cur_ctx, blk;
	bool at_start = false, at_measured = false;
	struct sb_slot *bad = NULL;
	int ret = 0, tret = 0;

	sb_group_enter(w);
	if (!w->participating) {
		sb_rows_close(w, 0, NULL);
		return;
	}
	if (raw_smp_processor_id() != w->cpu) {
		/* raced with hotplug: not where it should measure */
		WRITE_ONCE(w->offline, true);
		goto out;
	}
	atomic_inc(&r->bar_start);
	at_start = true;
	sb_barrier(w, &r->bar_start);
	sb_use_slot(w, &r->slots[0]);
	ret = ops->setup ? ops->setup(w) : 0;
	if (!ret)
		ret = sb_group_calibrate(w, ctx, &bad);
	for (blk = 0; !ret && blk < r->nblocks && !sb_halt(w); blk++)
		ret = sb_block_measure(w, ctx, blk);
	if (ret)
		goto out;
	atomic_inc(&r->bar_measured);
	at_measured = true;
	ret = sb_group_cool_down(w, ctx, &bad);
out:
	if (READ_ONCE(r->stop))
		w->stop_left_ns = ktime_get_ns();
	if (ops->teardown)
		tret = ops->teardown(w);
	if (READ_ONCE(r->stop))
		w->stop_torn_ns = ktime_get_ns();
	sb_use_slot(w, NULL);
	if (!at_start)
		atomic_inc(&r->bar_start);
	if (!at_measured)
		atomic_inc(&r->bar_measured);
	sb_rows_close(w, ret, bad);
	if (tret)
		sb_rows_teardown_failed(w, tret);
	if (READ_ONCE(w->offline)) {
		WRITE_ONCE(w->offline_ack, true);
		wake_up_all(&r->wq_ctl);
	}
}

static unsigned long sb_cell_gen(struct sb_run *r)
{
	/* acquire: see the cell set up before the controller's release */
	return smp_load_acquire(&r->gen);
}

static int sb_worker_fn(void *arg)
{
	struct sb_worker *w = arg;
	struct sb_run *r = w->run;

	for (;;) {
		wait_event_interruptible(r->wq_work, kthread_should_stop() ||
					 sb_cell_gen(r) != w->gen);
		if (kthread_should_stop())
			break;
		w->gen = sb_cell_gen(r);
		WRITE_ONCE(w->in_cell, true);
		/* in_cell before offline is read: pairs with sb_cpu_going_down() */
		smp_mb();
		sb_worker_group(w);
		WRITE_ONCE(w->in_cell, false);
		atomic_inc(&r->nr_finished);
		wake_up_all(&r->wq_ctl);
	}
	return 0;
}

/* ---- CPU hotplug ------------------------------------------------------------ */

static struct sb_worker *sb_worker_of(struct sb_run *r, unsigned int cpu)
{
	unsigned int i;

	for (i = 0; i < r->nworkers; i++)
		if (r->workers[i].cpu == cpu)
			return &r->workers[i];
	return NULL;
}

/*
 * How long the teardown callback gives the worker to leave its cell while
 * it is still on its CPU: about one batch (a third of the longest sample)
 * under an emulator. The hotplug operation does not wait for longer.
 */
#define SB_HP_WAIT_MS		50

/*
 * On the dying CPU, before its timers move: stop measuring there. The
 * worker usually leaves its cell within SB_HP_WAIT_MS, still on this CPU;
 * if it does not, nothing depends on it: the mixed interrupters stop doing
 * ops now, a batch that starts off its CPU sends no interrupt and reports
 * itself moved (ctx_*.c), and the rows it cuts short are skipped as
 * "cpu went offline during the cell".
 */
static int sb_cpu_going_down(unsigned int cpu)
{
	struct sb_worker *w;

	mutex_lock(&sb_hp_lock);
	w = sb_hp_run ? sb_worker_of(sb_hp_run, cpu) : NULL;
	if (w) {
		WRITE_ONCE(w->offline, true);
		WRITE_ONCE(w->mix_stop, true);
		/*
		 * offline before in_cell is read: a worker entering a cell
		 * either is waited for here or sees offline and stops
		 */
		smp_mb();
		wait_event_timeout(sb_hp_run->wq_ctl, READ_ONCE(w->offline_ack) ||
				   !READ_ONCE(w->in_cell),
				   msecs_to_jiffies(SB_HP_WAIT_MS));
	}
	mutex_unlock(&sb_hp_lock);
	return 0;
}

/* on a surviving CPU once @cpu is dead: memcg_hotplug_cpu_dead() */
static int sb_cpu_dead(unsigned int cpu)
{
	struct sb_run *r;
	unsigned int i;

	mutex_lock(&sb_hp_lock);
	r = sb_hp_run;
	if (r) {
		mutex_lock(&r->cell_lock);
		for (i = 0; i < r->nslots; i++) {
			struct sb_stock *s = r->slots[i].stock;

			if (s && s->ops->cpu_dead)
				s->ops->cpu_dead(s, cpu);
		}
		mutex_unlock(&r->cell_lock);
	}
	mutex_unlock(&sb_hp_lock);
	return 0;
}

/* ---- the controller ---------------------------------------------------------- */

static void sb_cell_wait(struct sb_run *r)
{
	unsigned long period_us = 0;
	unsigned int i;

	if (r->cfg.drain_rate)
		period_us = max(1UL, USEC_PER_SEC / r->cfg.drain_rate);
	while (atomic_read(&r->nr_finished) < r->nworkers) {
		if (!period_us) {
			wait_event_timeout(r->wq_ctl, atomic_read(&r->nr_finished) >=
					   r->nworkers, HZ / 10);
			continue;
		}
		usleep_range(period_us, period_us + period_us / 8);
		for (i = 0; i < r->nslots; i++) {
			struct sb_slot *sl = &r->slots[i];

			if (sl->stock && sl->stock->ops->drain_all)
				sl->stock->ops->drain_all(sl->stock,
							  sl->model->root);
		}
	}
}

/* the model and stock of one cell, for the whole of its group */
static int sb_slot_create(struct sb_run *r, struct sb_slot *sl)
{
	struct sb_subject *subj = sl->subj;

	sl->model = NULL;
	sl->stock = NULL;
	if (!subj->ops)
		return 0;
	/*
	 * busted, the negative control, cycles through two memcgs at least:
	 * with one, an interrupt's charge and uncharge of the same memcg
	 * leave its unprotected stock as they found it, and no race shows
	 */
	sl->model = sb_model_create(r->cfg.depth,
				    subj->busted ? max(r->cfg.memcgs, 2U) :
				    r->cfg.memcgs, SB_MODEL_MAX_PAGES);
	sl->stock = sl->model ? sb_stock_create(subj->ops, sl->model,
						r->drain_wq,
						r->cfg.outside_nmi_locked ? 0 :
						SB_OPT_OUTSIDE_NMI_DIRECT) : NULL;
	if (sl->stock)
		return 0;
	if (sl->model)
		sb_model_destroy(sl->model);
	sl->model = NULL;
	return -ENOMEM;
}

/* after the group: the full drain, then the exact audit of each stock */
static void sb_slot_audit(struct sb_run *r, struct sb_slot *sl,
			  struct sb_cellrep *cr)
{
	char why[SB_ERR_LEN - 8];

	if (!sl->stock)
		return;
	sb_stock_drain_everything(sl->stock);
	if (sb_model_check_clean(sl->model, why, sizeof(why))) {
		cr->leak = true;
		snprintf(cr->audit, sizeof(cr->audit), "leak: %s", why);
	}
	sb_trace_cell_end(sl->stock, cr->leak);
	sb_stock_destroy(sl->stock);
	sb_model_destroy(sl->model);
	sl->stock = NULL;
	sl->model = NULL;
}

static void sb_group_run(struct sb_run *r, unsigned int g, unsigned int rep,
			 unsigned int seq)
{
	struct sb_group *grp = &r->groups[g];
	unsigned int i, nactive = 0;

	for (i = 0; i < grp->ncells; i++) {
		unsigned int ci = grp->cells[i];
		struct sb_cellrep *cr = sb_cellrep(r, ci, rep);
		struct sb_slot *sl = &r->slots[i];

		sl->idx = i;
		sl->cell = ci;
		sl->subj = &r->subj[r->cells[ci].subj];
		cr->ran = true;
		strscpy(cr->audit, "ok", sizeof(cr->audit));
		if (!sb_slot_create(r, sl))
			continue;
		snprintf(cr->audit, sizeof(cr->audit),
			 "error: cannot create the model/stock: out of memory");
		if (!r->failure[0])
			snprintf(r->failure, sizeof(r->failure),
				 "%s/%s: cannot create the model/stock: out of memory",
				 sl->subj->name, sb_ctx_names[r->cells[ci].ctx]);
		while (i--)
			sb_slot_audit(r, &r->slots[i], sb_cellrep(r, grp->cells[i], rep));
		return;
	}
	mutex_lock(&r->cell_lock);
	r->nslots = grp->ncells;
	r->cur_ctx = r->cells[grp->cells[0]].ctx;
	r->cur_rep = rep;
	r->cur_seq = seq;
	mutex_unlock(&r->cell_lock);

	/*
	 * Hotplug waits while we decide who measures. A CPU going down broke
	 * its worker's affinity; a worker measures only if its CPU is active
	 * (not just online: the scheduler may place tasks there) and it is
	 * bound to it again, in the same locked section: rebinding before
	 * the lock let a CPU come up in between and its unbound worker be
	 * load-balanced to another CPU mid-cell (a false context failure).
	 */
	cpus_read_lock();
	for (i = 0; i < r->nworkers; i++) {
		struct sb_worker *w = &r->workers[i];

		w->mixed_out = sb_mixed_out(r, r->cur_ctx, i);
		w->participating = !w->mixed_out && cpu_active(w->cpu) &&
			(cpumask_equal(w->task->cpus_ptr, cpumask_of(w->cpu)) ||
			 !set_cpus_allowed_ptr(w->task, cpumask_of(w->cpu)));
		WRITE_ONCE(w->offline, false);
		WRITE_ONCE(w->offline_ack, false);
		nactive += w->participating;
	}
	r->nactive = nactive;
	atomic_set(&r->bar_start, 0);
	atomic_set(&r->bar_measured, 0);
	atomic_set(&r->nr_finished, 0);
	cpus_read_unlock();

	for (i = 0; i < grp->ncells; i++)
		sb_trace_cell_start(r, grp->cells[i], rep, r->slots[i].stock);
	/* publish the group: pairs with the acquire in sb_worker_fn() */
	smp_store_release(&r->gen, r->gen + 1);
	wake_up_all(&r->wq_work);
	sb_cell_wait(r);
	if (READ_ONCE(r->stop) && !r->stop_cells_ns)
		r->stop_cells_ns = ktime_get_ns();

	/* the stocks stay until the cpu-dead callback can no longer see them */
	mutex_lock(&r->cell_lock);
	r->nslots = 0;
	mutex_unlock(&r->cell_lock);
	for (i = 0; i < grp->ncells; i++)
		sb_slot_audit(r, &r->slots[i], sb_cellrep(r, grp->cells[i], rep));
	if (r->stop_cells_ns && !r->stop_audit_ns)
		r->stop_audit_ns = ktime_get_ns();
}

static int sb_workers_start(struct sb_run *r)
{
	unsigned int i;

	for (i = 0; i < r->nworkers; i++) {
		struct sb_worker *w = &r->workers[i];
		struct task_struct *t;

		w->samples = vmalloc(array_size(r->cfg.samples, sizeof(s32)));
		w->refs = vmalloc(array_size(r->cfg.samples, sizeof(s32)));
		w->diffs = vmalloc(array_size(r->cfg.samples, sizeof(s32)));
		w->lat_hist = kcalloc(SB_LAT_BUCKETS, sizeof(u32), GFP_KERNEL);
		if (!w->samples || !w->refs || !w->diffs || !w->lat_hist) {
			sb_run_fail(r, -ENOMEM, "the sample buffers of CPU %u",
				    w->cpu);
			return -ENOMEM;
		}
		t = kthread_create_on_cpu(sb_worker_fn, w, w->cpu, "sb_worker/%u");
		if (IS_ERR(t)) {
			sb_run_fail(r, PTR_ERR(t),
				    "cannot start the worker of CPU %u", w->cpu);
			return PTR_ERR(t);
		}
		sb_fault_inherit(t);
		get_task_struct(t);
		w->task = t;
		wake_up_process(t);
	}
	return 0;
}

static void sb_workers_stop(struct sb_run *r)
{
	unsigned int i;

	for (i = 0; i < r->nworkers; i++) {
		struct sb_worker *w = &r->workers[i];

		if (w->task) {
			kthread_stop(w->task);
			put_task_struct(w->task);
			w->task = NULL;
		}
		vfree(w->samples);
		w->samples = NULL;
		vfree(w->refs);
		w->refs = NULL;
		vfree(w->diffs);
		w->diffs = NULL;
		kfree(w->lat_hist);
		w->lat_hist = NULL;
	}
}

static bool sb_run_uses_nmi(struct sb_run *r)
{
	unsigned int i;

	for (i = 0; i < r->ncells; i++)
		if (!r->cells[i].skip[0] && (r->cells[i].ctx == SB_CTX_NMI ||
					     r->cells[i].ctx == SB_CTX_MIXED))
			return true;
	return false;
}

/* sets r->failure (first one wins) and r->note from rows and audits */
static void sb_run_verdict(struct sb_run *r)
{
	bool busted_ran = false, busted_leaked = false, busted_armed = false;
	unsigned int ci, rep, i;


	for (ci = 0; ci < r->ncells; ci++) {
		struct sb_cell *c = &r->cells[ci];
		struct sb_subject *s = &r->subj[c->subj];

		for (rep = 0; rep < r->cfg.repeats; rep++) {
			struct sb_cellrep *cr = sb_cellrep(r, ci, rep);

			if (!cr->ran)
				continue;
			busted_ran |= s->busted;
			/* interrupted on its own CPU: there it must leak */
			busted_armed |= s->busted && c->ctx == SB_CTX_MIXED;
			if (cr->leak && s->busted) {
				busted_leaked = true;
				if (!r->note[0])
					snprintf(r->note, sizeof(r->note),
						 "busted leaked, as it must (%s/%s repeat %u: %.90s)",
						 s->name, sb_ctx_names[c->ctx],
						 rep, cr->audit);
			} else if (cr->leak && !r->failure[0]) {
				snprintf(r->failure, sizeof(r->failure),
					 "%s/%s repeat %u: %.100s", s->name,
					 sb_ctx_names[c->ctx], rep, cr->audit);
			}
			for (i = 0; i < r->nworkers * r->nblocks; i++) {
				struct sb_row *row = sb_row(r, ci, rep, 0, 0) + i;

				if (row->state == SB_ROW_FAILED && !r->failure[0])
					snprintf(r->failure, sizeof(r->failure),
						 "%s/%s cpu %u repeat %u: %s",
						 s->name, sb_ctx_names[c->ctx],
						 r->workers[i % r->nworkers].cpu,
						 rep, row->why);
			}
		}
	}
	if (READ_ONCE(r->stop)) {
		char first[SB_ERR_LEN];

		strscpy(first, r->failure, sizeof(first));
		snprintf(r->failure, sizeof(r->failure), "stopped before the end%s%.120s",
			 first[0] ? "; " : "", first);
	}
	if (busted_armed && !busted_leaked && !r->failure[0] && !READ_ONCE(r->stop))
		strscpy(r->failure,
			"negative control not triggered: busted ran in mixed and no audit caught a leak",
			sizeof(r->failure));
	else if (busted_ran && !busted_leaked)
		snprintf(r->note, sizeof(r->note),
			 "busted did not leak in this run: the negative control was not armed (it leaks only when interrupted on its CPU: contexts=mixed)");
}

static void sb_print_report(struct sb_report *rep)
{
	char *p, *line;

	if (!rep)
		return;
	p = rep->buf;
	while ((line = strsep(&p, "\n")) && p)
		pr_info("%s\n", line);
	/* strsep cut the buffer; rebuild the newlines */
	for (p = rep->buf; p < rep->buf + rep->len; p++)
		if (!*p)
			*p = '\n';
}

/*
 * How long `stop` took, step by step, on the console (52-mixed-load reads
 * it): the slowest worker out of its loop and through its teardown, the
 * controller past the cell's end and its audits, and the report built.
 * In us after `stop`; 0: not reached. Before the report: the run's last
 * console line is its verdict.
 */
static void sb_stop_print(struct sb_run *r)
{
	u64 left = 0, torn = 0, t0 = r->stop_ns, end = ktime_get_ns();
	unsigned int i;

	for (i = 0; i < r->nworkers; i++) {
		left = max(left, r->workers[i].stop_left_ns);
		torn = max(torn, r->workers[i].stop_torn_ns);
	}
#define SB_AFTER(t)	((t) > t0 ? div_u64((t) - t0, NSEC_PER_USEC) : 0)
	pr_info("stop: us after stop: workers out %llu, torn down %llu, cell ended %llu, audited %llu, report built %llu\n",
		SB_AFTER(left), SB_AFTER(torn), SB_AFTER(r->stop_cells_ns),
		SB_AFTER(r->stop_audit_ns), SB_AFTER(end));
#undef SB_AFTER
}

static void sb_run_finish(struct sb_run *r, int err)
{
	struct sb_report *table, *csv, *ot, *oc;
	enum sb_state state;

	if (err)
		sb_run_fail(r, err, "the run could not start");
	sb_run_verdict(r);
	table = sb_report_table(r);
	csv = sb_report_csv(r);
	/* stop_ns before stop: pairs with sb_run_stop() */
	if (smp_load_acquire(&r->stop))
		sb_stop_print(r);
	sb_print_report(table);
	/* the table ends with the verdict; without it, the console still */
	if (!table)
		pr_info("End of test: FAILURE: %s\n",
			r->failure[0] ? r->failure :
			"out of memory for the table report");
	/* a run whose report is lost ends in error, and says so */
	if (!err && (!table || !csv))
		err = -ENOMEM;

	state = err ? SB_ERROR : READ_ONCE(r->stop) ? SB_ABORTED : SB_DONE;
	mutex_lock(&sb.lock);
	ot = sb.table;
	oc = sb.csv;
	sb.table = table;
	sb.csv = csv;
	WRITE_ONCE(sb.state, state);
	sb.run_err = err;
	sb.end_ns = ktime_get_ns();
	/* the run's own verdict replaces any error made while it ran */
	if (!table || !csv)
		snprintf(sb.error, sizeof(sb.error),
			 "out of memory for the %s report: the results are lost",
			 !table ? "table" : "csv");
	else if (r->failure[0])
		snprintf(sb.error, sizeof(sb.error), "FAILURE: %.140s", r->failure);
	else
		sb.error[0] = '\0';
	if (r->failure[0])
		snprintf(sb.verdict, sizeof(sb.verdict), "FAILURE: %.140s",
			 r->failure);
	else if (!table || !csv)
		snprintf(sb.verdict, sizeof(sb.verdict), "error: %.140s",
			 sb.error);
	else
		strscpy(sb.verdict, "SUCCESS", sizeof(sb.verdict));
	/* without its table the log has no "End of test:" line: this instead */
	if (!table || !csv)
		pr_warn("%s\n", sb.error);
	mutex_unlock(&sb.lock);
	/* before `wait` returns: a trace recorded around it holds the end */
	sb_trace_run_end(r);
	wake_up_all(&sb.idle_wq);
	sb_report_put(ot);
	sb_report_put(oc);
}

/*
 * The console's record of what was asked, as refscale and locktorture
 * print their module parameters: every config key, in the order `config`
 * shows them. The run's last console line is its "End of test:" verdict.
 */
static void sb_print_start(struct sb_run *r)
{
	/* one controller prints at a time: a run starts once the last ended */
	static char cfg[1024], run[SB_MAX_SUBJ * 34 + 256];
	size_t o = 0;
	unsigned int i;

	sb_config_show(&r->cfg, cfg, sizeof(cfg), " ");
	pr_info("Start of test: %s%s\n", strim(cfg),
		r->selftest ? " (selftest)" : "");
	/* what that config came to: its subjects, CPUs and cells */
	o += scnprintf(run + o, sizeof(run) - o, "subjects=");
	for (i = 0; i < r->nsubj; i++)
		o += scnprintf(run + o, sizeof(run) - o, "%s%s", i ? "," : "",
			       r->subj[i].name);
	o += scnprintf(run + o, sizeof(run) - o, " cpus=");
	for (i = 0; i < r->nworkers; i++)
		o += scnprintf(run + o, sizeof(run) - o, "%s%u", i ? "," : "",
			       r->workers[i].cpu);
	pr_info("Start of test: %s cells=%u steps=%u\n", run, r->ncells,
		r->norder);
}

static int sb_ctl_fn(void *arg)
{
	struct sb_run *r = arg;
	unsigned int seq;
	int err = 0;

	sb_print_start(r);
	sb_env_measure(r);
	sb_trace_run_start(r);
	if (sb_run_uses_nmi(r)) {
		err = sb_ctx_nmi_register();
		if (err)
			sb_run_fail(r, err, "cannot register the NMI handler");
	}
	if (!err)
		err = sb_workers_start(r);
	mutex_lock(&sb_hp_lock);
	sb_hp_run = r;
	mutex_unlock(&sb_hp_lock);

	for (seq = 0; !err && seq < r->norder && !READ_ONCE(r->stop); seq++) {
		sb_group_run(r, r->order[seq] / r->cfg.repeats,
			     r->order[seq] % r->cfg.repeats, seq);
		mutex_lock(&sb.lock);
		sb.progress++;
		mutex_unlock(&sb.lock);
	}

	mutex_lock(&sb_hp_lock);
	sb_hp_run = NULL;
	mutex_unlock(&sb_hp_lock);
	/*
	 * The workers are idle (the last cell ended): the end is published
	 * first, and `wait` returns without waiting for their exit (up to
	 * 30 ms under TCG). A next run's start reaps this controller, and
	 * with it these threads, before it frees anything.
	 */
	sb_run_finish(r, err);
	sb_workers_stop(r);

	/* stay until reaped, so that kthread_stop() always has a task */
	while (!kthread_should_stop()) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (!kthread_should_stop())
			schedule();
		__set_current_state(TASK_RUNNING);
	}
	return 0;
}

/* ---- building a run ---------------------------------------------------------- */

static void sb_run_free(struct sb_run *r)
{
	if (!r)
		return;
	if (r->memcg)
		mem_cgroup_put(r->memcg);
	if (r->drain_wq)
		destroy_workqueue(r->drain_wq);
	kvfree(r->rows);
	kvfree(r->creps);
	kvfree(r->order);
	kfree(r->workers);
	kvfree(r);
}

/*
 * The groups and the order they run in. Paired: one group per context,
 * every cell of it interleaved, and the (group, repeat) pairs in a seeded
 * shuffle (the subjects' order in each block is shuffled by the workers).
 * Blocked: one group per cell, the old order: each repeat runs every cell,
 * the list rotated by one per repeat.
 */
static int sb_run_order(struct sb_run *r)
{
	unsigned int reps = r->cfg.repeats, ci, ctx, g, k, rep;
	u64 rs;

	for (ci = 0; r->cfg.blocked && ci < r->ncells; ci++) {
		struct sb_group *grp = &r->groups[r->ngroups++];

		if (!r->cells[ci].skip[0])
			grp->cells[grp->ncells++] = ci;
	}
	for (ctx = 0; !r->cfg.blocked && ctx < SB_NR_CTX; ctx++) {
		struct sb_group *grp = &r->groups[r->ngroups];

		for (ci = 0; ci < r->ncells; ci++)
			if (r->cells[ci].ctx == ctx && !r->cells[ci].skip[0])
				grp->cells[grp->ncells++] = ci;
		r->ngroups += grp->ncells > 0;
	}
	r->order = kvmalloc_array((size_t)r->ngroups * reps, sizeof(*r->order),
				  GFP_KERNEL);
	if (!r->order)
		return -ENOMEM;
	for (rep = 0; rep < reps; rep++) {
		for (k = 0; k < r->ngroups; k++) {
			g = r->cfg.blocked ? (k + rep) % r->ngroups : k;
			if (r->groups[g].ncells)
				r->order[r->norder++] = g * reps + rep;
		}
	}
	rs = sb_rand_seed(r->cfg.seed, U64_MAX, 0, 0);
	if (!r->cfg.blocked)
		sb_shuffle(r->order, r->norder, &rs);
	return 0;
}

/* one cell per (subject, context asked for); a context it cannot run: skip */
static void sb_run_cells(struct sb_run *r)
{
	unsigned int i, ctx;

	for (i = 0; i < r->nsubj; i++) {
		for (ctx = 0; ctx < SB_NR_CTX; ctx++) {
			struct sb_cell *c;

			if (!(r->cfg.contexts & BIT(ctx)))
				continue;
			c = &r->cells[r->ncells++];
			c->subj = i;
			c->ctx = ctx;
			if (!(r->subj[i].ctx_ok & BIT(ctx)))
				strscpy(c->skip, sb_skip_why(&r->subj[i], ctx),
					sizeof(c->skip));
		}
	}
}

/* one worker per online CPU of config cpus */
static int sb_run_workers(struct sb_run *r, char *err, size_t errlen)
{
	const struct sb_config *cfg = &r->cfg;
	unsigned int i = 0, cpu;
	int ret = 0;

	cpus_read_lock();
	for_each_online_cpu(cpu)
		if (cfg->cpus_all || cpumask_test_cpu(cpu, &cfg->cpus))
			r->nworkers++;
	if (!cfg->cpus_all && !cpumask_subset(&cfg->cpus, cpu_online_mask)) {
		snprintf(err, errlen, "cpus: a CPU in %*pbl is no longer online",
			 cpumask_pr_args(&cfg->cpus));
		ret = -EINVAL;
		goto out;
	}
	r->workers = kcalloc(r->nworkers, sizeof(*r->workers), GFP_KERNEL);
	if (!r->workers) {
		snprintf(err, errlen, "out of memory for the workers");
		ret = -ENOMEM;
		goto out;
	}
	for_each_online_cpu(cpu) {
		if (!(cfg->cpus_all || cpumask_test_cpu(cpu, &cfg->cpus)))
			continue;
		r->workers[i].run = r;
		r->workers[i].idx = i;
		r->workers[i].cpu = cpu;
		i++;
	}
out:
	cpus_read_unlock();
	return ret;
}

/*
 * The memory one run holds at most: its rows and audits, the workers'
 * SB_WORKER_BUFS sample buffers, and the table and CSV reports made when
 * it ends. The previous run's are freed when the next starts, so this is
 * all of it.
 */
size_t sb_run_mem_need(const struct sb_config *c, unsigned int ncells,
		       unsigned int nworkers)
{
	size_t nblocks = c->blocked ? 1 : min(c->blocks, c->samples);
	size_t ncreps = (size_t)ncells * c->repeats;
	size_t nrows = ncreps * nblocks * nworkers;

	return nrows * (sizeof(struct sb_row) + SB_CSV_LINE_MAX +
			3 * sizeof(u64)) +
	       ncreps * (sizeof(struct sb_cellrep) + sizeof(u32) +
			 SB_CSV_LINE_MAX) +
	       (size_t)nworkers * (sizeof(struct sb_worker) +
				   SB_WORKER_BUFS * sizeof(s32) * c->samples +
				   SB_LAT_BUCKETS * sizeof(u32)) +
	       (size_t)ncells * 600 + 16384 + 8192;
}

/* SB_MEM_SHARE of the RAM: what one run may hold */
size_t sb_run_mem_limit(void)
{
	return totalram_pages() / SB_MEM_SHARE * PAGE_SIZE;
}

int sb_run_mem_check(const struct sb_config *c, unsigned int ncells,
		     unsigned int nworkers, char *err, size_t errlen)
{
	size_t need = sb_run_mem_need(c, ncells, nworkers);
	size_t limit = sb_run_mem_limit();

	if (need <= limit)
		return 0;
	snprintf(err, errlen,
		 "memory: the run needs %zu MiB for %u cells x %u cpus, over the limit of %zu MiB (1/%d of RAM): fewer variants, contexts, cpus, repeats or blocks",
		 need >> 20, ncells, nworkers, limit >> 20, SB_MEM_SHARE);
	return -E2BIG;
}

/* the results: [cell][repeat][block][worker] rows, [cell][repeat] audits */
static int sb_run_results(struct sb_run *r, char *err, size_t errlen)
{
	const struct sb_config *cfg = &r->cfg;
	size_t nrows;

	/* paired: each subject's samples split evenly into the blocks */
	r->nblocks = cfg->blocked ? 1 : min(cfg->blocks, cfg->samples);
	nrows = (size_t)r->ncells * cfg->repeats * r->nblocks * r->nworkers;
	/* the CPUs online now, not when the config was written */
	if (sb_run_mem_check(cfg, r->ncells, r->nworkers, err, errlen))
		return -E2BIG;
	r->rows = kvcalloc(nrows, sizeof(*r->rows), GFP_KERNEL | __GFP_NOWARN);
	r->creps = kvcalloc((size_t)r->ncells * cfg->repeats, sizeof(*r->creps),
			    GFP_KERNEL | __GFP_NOWARN);
	if (!r->rows || !r->creps) {
		snprintf(err, errlen, "out of memory for %zu result rows", nrows);
		return -ENOMEM;
	}
	return 0;
}

/* the subjects come resolved, with the config they were resolved from */
static struct sb_run *sb_run_create(const struct sb_plan *p, char *err,
				    size_t errlen)
{
	const struct sb_config *cfg = &p->cfg;
	struct sb_run *r;
	int ret;

	r = kvzalloc(sizeof(*r), GFP_KERNEL);
	if (!r) {
		snprintf(err, errlen, "out of memory for the run");
		return ERR_PTR(-ENOMEM);
	}
	r->cfg = *cfg;
	memcpy(r->subj, p->subj, sizeof(r->subj));
	r->nsubj = p->nsubj;
	mutex_init(&r->cell_lock);
	init_waitqueue_head(&r->wq_work);
	init_waitqueue_head(&r->wq_ctl);
	sb_run_cells(r);
	ret = sb_run_workers(r, err, errlen);
	if (!ret)
		ret = sb_run_results(r, err, errlen);
	if (!ret) {
		ret = sb_run_order(r);
		if (ret)
			snprintf(err, errlen, "out of memory for the run order");
	}
	if (!ret) {
		r->drain_wq = sb_drain_wq_create();
		ret = r->drain_wq ? 0 : -ENOMEM;
		if (ret)
			snprintf(err, errlen,
				 "cannot create the drain workqueue: out of memory");
	}
	if (ret)
		goto fail;
	r->total = r->norder;
	if (cfg->workload == SB_WL_KMALLOC) {
		if (!current->mm) {
			snprintf(err, errlen, "workload=kmalloc: start it from a user task (its memcg is charged)");
			ret = -EINVAL;
			goto fail;
		}
		r->memcg = get_mem_cgroup_from_mm(current->mm);
	}
	return r;
fail:
	if (ret == -ENOMEM && !err[0])
		snprintf(err, errlen, "out of memory");
	sb_run_free(r);
	return ERR_PTR(ret);
}

/* ---- the interface used by debugfs, selftest and module init ------------------- */

/*
 * Under sb.lock, not running: reap the last run's controller (it is past
 * sb_run_finish()) and free that run and its reports. A reader that has
 * a report open keeps its reference. `results` now says no run has
 * finished, and state is idle, until the next run ends.
 */
/* the finished run's controller, run and reports, released */
static void sb_run_reap(void)
{
	if (sb.ctl) {
		kthread_stop(sb.ctl);
		put_task_struct(sb.ctl);
		sb.ctl = NULL;
	}
	sb_run_free(sb.run);
	sb.run = NULL;
	sb_report_put(sb.table);
	sb_report_put(sb.csv);
	sb.table = NULL;
	sb.csv = NULL;
}

static void sb_run_drop_last(void)
{
	lockdep_assert_held(&sb.lock);
	sb_run_reap();
	sb.verdict[0] = '\0';
	WRITE_ONCE(sb.state, SB_IDLE);
	sb.progress = 0;
	sb.total = 0;
	sb.start_ns = 0;
}

int sb_run_start(const struct sb_plan *p, bool selftest, char *err,
		 size_t errlen)
{
	struct task_struct *ctl;
	struct sb_run *r;

	err[0] = '\0';
	mutex_lock(&sb.lock);
	if (sb.state == SB_RUNNING || (sb.selftest_hold && !selftest)) {
		mutex_unlock(&sb.lock);
		snprintf(err, errlen, "a run is in progress");
		return -EBUSY;
	}
	/* the old results go first: never two runs' worth at once */
	sb_run_drop_last();
	r = sb_run_create(p, err, errlen);
	if (IS_ERR(r)) {
		mutex_unlock(&sb.lock);
		return PTR_ERR(r);
	}
	r->selftest = selftest;
	r->started_ns = ktime_get_real_ns();
	ctl = kthread_create(sb_ctl_fn, r, "sb_run");
	if (IS_ERR(ctl)) {
		mutex_unlock(&sb.lock);
		sb_run_free(r);
		if (PTR_ERR(ctl) == -ENOMEM)
			snprintf(err, errlen, "cannot create the run thread: out of memory");
		else
			snprintf(err, errlen, "cannot create the run thread: %pe",
				 ctl);
		return PTR_ERR(ctl);
	}
	sb_fault_inherit(ctl);
	get_task_struct(ctl);
	sb.run = r;
	sb.ctl = ctl;
	WRITE_ONCE(sb.state, SB_RUNNING);
	sb.run_err = 0;
	sb.progress = 0;
	sb.total = r->total;
	sb.start_ns = ktime_get_ns();
	sb.error[0] = '\0';
	sb.selftest_hold = selftest;
	wake_up_process(ctl);
	mutex_unlock(&sb.lock);
	return 0;
}

void sb_run_stop(void)
{
	mutex_lock(&sb.lock);
	if (sb.state == SB_RUNNING && sb.run) {
		if (!READ_ONCE(sb.run->stop))
			sb.run->stop_ns = ktime_get_ns();
		/* stop_ns before stop: pairs with the reads after stop */
		smp_store_release(&sb.run->stop, true);
		wake_up_all(&sb.run->wq_work);
		wake_up_all(&sb.run->wq_ctl);
	}
	mutex_unlock(&sb.lock);
}

static bool sb_idle(void)
{
	return READ_ONCE(sb.state) != SB_RUNNING;
}

int sb_run_wait(void)
{
	return wait_event_killable(sb.idle_wq, sb_idle());
}

/* `echo wait > run`: as sb_run_wait(), and then the run's own error */
int sb_run_wait_result(void)
{
	int ret = sb_run_wait();

	if (ret)
		return ret;
	mutex_lock(&sb.lock);
	if (READ_ONCE(sb.state) == SB_ERROR)
		ret = sb.run_err ? sb.run_err : -EIO;
	mutex_unlock(&sb.lock);
	return ret;
}

/*
 * `run`'s first lines: the state, as status names it, alone on its line,
 * and what the last run came to.
 */
size_t sb_run_describe(char *buf, size_t len)
{
	char esc[4 * SB_ERR_LEN];
	size_t o;

	mutex_lock(&sb.lock);
	sb_escape(esc, sb.verdict);
	o = scnprintf(buf, len, "%s\nlast run: %s\n", sb_state_names[sb.state],
		      sb.state == SB_RUNNING ? "running" :
		      esc[0] ? esc : "none");
	mutex_unlock(&sb.lock);
	return o;
}

bool sb_run_busy(void)
{
	return !sb_idle();
}

/*
 * @src into @dst: printable ASCII as is, except '"' and '\\', and every
 * other byte as \xNN, so that the status stays one line with one quoted
 * field whatever bytes a user wrote into an error. @dst holds at least
 * 4 * strlen(@src) + 1 bytes.
 */
static void sb_escape(char *dst, const char *src)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *s = (const unsigned char *)src;

	for (; *s; s++) {
		if (*s >= 0x20 && *s < 0x7f && *s != '"' && *s != '\\') {
			*dst++ = *s;
			continue;
		}
		*dst++ = '\\';
		*dst++ = 'x';
		*dst++ = hex[*s >> 4];
		*dst++ = hex[*s & 15];
	}
	*dst = '\0';
}

/* @len at least SB_STATUS_LEN: the line always ends in "\n */
void sb_status(char *buf, size_t len)
{
	char esc[4 * SB_ERR_LEN];
	u64 end;

	mutex_lock(&sb.lock);
	sb_escape(esc, sb.error);
	end = sb.state == SB_RUNNING ? ktime_get_ns() : sb.end_ns;
	snprintf(buf, len,
		 "state=%s progress=%u/%u elapsed_ms=%llu error=\"%s\"\n",
		 sb_state_names[sb.state], sb.progress, sb.total,
		 sb.start_ns ? div_u64(end - sb.start_ns, NSEC_PER_MSEC) : 0,
		 esc);
	mutex_unlock(&sb.lock);
}

/* the last run's result (NULL before any run); caller puts it */
struct sb_report *sb_report_get(bool csv)
{
	struct sb_report *rep;

	mutex_lock(&sb.lock);
	rep = csv ? sb.csv : sb.table;
	if (rep)
		kref_get(&rep->ref);
	mutex_unlock(&sb.lock);
	return rep;
}

void sb_selftest_release(void)
{
	mutex_lock(&sb.lock);
	sb.selftest_hold = false;
	mutex_unlock(&sb.lock);
}

/* the last run itself, for the self-test; valid until the next start */
struct sb_run *sb_run_last(void)
{
	struct sb_run *r;

	mutex_lock(&sb.lock);
	r = sb.state == SB_RUNNING ? NULL : sb.run;
	mutex_unlock(&sb.lock);
	return r;
}

int sb_engine_init(void)
{
	int ret;

	mutex_init(&sb.lock);
	init_waitqueue_head(&sb.idle_wq);
	WRITE_ONCE(sb.state, SB_IDLE);
	ret = cpuhp_setup_state_nocalls(CPUHP_AP_ONLINE_DYN, "stockbench:online",
					NULL, sb_cpu_going_down);
	if (ret < 0)
		return ret;
	sb.hp_online = ret;
	ret = cpuhp_setup_state_nocalls(CPUHP_BP_PREPARE_DYN, "stockbench:dead",
					NULL, sb_cpu_dead);
	if (ret < 0) {
		cpuhp_remove_state_nocalls(sb.hp_online);
		return ret;
	}
	sb.hp_dead = ret;
	return 0;
}

/* after debugfs is gone: stop the run, reap it, free everything */
void sb_engine_exit(void)
{
	sb_run_stop();
	wait_event(sb.idle_wq, sb_idle());
	sb_run_reap();
	/* registered by the first run that sent NMIs (ctx_nmi.c) */
	sb_ctx_nmi_unregister();
	cpuhp_remove_state_nocalls(sb.hp_dead);
	cpuhp_remove_state_nocalls(sb.hp_online);
}
