// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: from samples to numbers, and the two reports: the human
 * table (`results`) and the machine one (`results.csv`).
 *
 * Per row (variant, context, CPU, repeat): each sample's ns/op is
 * (T(2N) - T(N)) / N; the row's ns/op is the interquartile mean of its
 * samples, the mean of the middle half (an emulated or shared CPU throws a
 * few huge outliers either way: one in a 2N batch inflates a sample, one
 * in an N batch makes it negative);
 * p50..max are order statistics of the samples, negative ones shown as 0.
 * Per cell (variant, context) in the table: the median of the rows' ns/op
 * over CPUs x repeats, with a 95% confidence interval for that median from
 * order statistics (sb_summary.h: exact binomial for n <= SBS_EXACT_MAX,
 * normal approximation above; fewer than 6 rows cannot give 95%, so the
 * range is shown and marked as such).
 */
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/sort.h>
#include <linux/vmalloc.h>
#include "bench.h"
#include "sb_summary.h"

struct sb_report *sb_report_alloc(size_t len)
{
	struct sb_report *rep = kvmalloc(struct_size(rep, buf, len),
					 GFP_KERNEL | __GFP_NOWARN);

	if (!rep)
		return NULL;
	kref_init(&rep->ref);
	rep->len = 0;
	rep->buf[0] = '\0';
	return rep;
}

static void sb_report_release(struct kref *ref)
{
	kvfree(container_of(ref, struct sb_report, ref));
}

void sb_report_put(struct sb_report *rep)
{
	if (rep)
		kref_put(&rep->ref, sb_report_release);
}

static int sb_cmp_s32(const void *a, const void *b)
{
	s32 x = *(const s32 *)a, y = *(const s32 *)b;

	return x < y ? -1 : x > y;
}

static int sb_cmp_u64(const void *a, const void *b)
{
	u64 x = *(const u64 *)a, y = *(const u64 *)b;

	return x < y ? -1 : x > y;
}

/* nearest rank, p in percent, on sorted data; negative samples count as 0 */
static u64 sb_pct(const s32 *s, unsigned int n, unsigned int p)
{
	s32 v = s[sbs_rank_pct(n, p)];

	return v > 0 ? v : 0;
}

/* sorts v; the interquartile mean: the middle half, the middle one of 3 */
u64 sb_iqm(s32 *v, unsigned int n)
{
	sort(v, n, sizeof(*v), sb_cmp_s32, NULL);
	return sbs_iqm_sorted(v, n);
}

/* sorts v; the interquartile mean, signed (results.csv ns_per_op_diff) */
s64 sb_iqm_signed(s32 *v, unsigned int n)
{
	sort(v, n, sizeof(*v), sb_cmp_s32, NULL);
	return sbs_iqm_sorted_signed(v, n);
}

void sb_row_finish(struct sb_row *row, s32 *samples, unsigned int n,
		   u64 mticks_per_op)
{
	row->ps_per_op = sb_iqm(samples, n);
	row->mticks_per_op = mticks_per_op;
	row->p50_ps = sb_pct(samples, n, 50);
	row->p90_ps = sb_pct(samples, n, 90);
	row->p99_ps = sb_pct(samples, n, 99);
	row->max_ps = sb_pct(samples, n, 100);
}

static u64 sb_median(const u64 *v, unsigned int n)
{
	return sbs_median2(v, n) / 2;
}

/* picoseconds as nanoseconds with two decimals, into @buf[SB_NS_LEN] */
#define SB_NS_LEN	24
static char *sb_ns(char *buf, u64 ps)
{
	snprintf(buf, SB_NS_LEN, "%llu.%02llu", ps / 1000, ps % 1000 / 10);
	return buf;
}

static const char *sb_row_state(const struct sb_row *row)
{
	switch (row->state) {
	case SB_ROW_OK:
		return "ok";
	case SB_ROW_SKIPPED:
		return "skipped";
	case SB_ROW_FAILED:
		return "failed";
	}
	return "not run";
}

/* ns/op without the loop's own cost (r->loop_ps), never below 0 */
static u64 sb_row_ps(const struct sb_run *r, const struct sb_row *row)
{
	return row->ps_per_op > r->loop_ps ? row->ps_per_op - r->loop_ps : 0;
}

/* the contexts that interrupt a mixed cell, with the rate asked of each */
const unsigned int sb_irq_ctx[SB_NR_IRQ_CTX] = {
	SB_CTX_HARDIRQ, SB_CTX_SOFTIRQ, SB_CTX_NMI
};

unsigned int sb_irq_asked(const struct sb_run *r, const struct sb_cell *c,
			  unsigned int ctx)
{
	unsigned int rate = ctx == SB_CTX_HARDIRQ ? r->cfg.irq_rate :
			    ctx == SB_CTX_SOFTIRQ ? r->cfg.softirq_rate :
			    r->cfg.nmi_rate;

	if (c->ctx != SB_CTX_MIXED || !(r->subj[c->subj].ctx_ok & BIT(ctx)))
		return 0;
	/* ctx_mixed.c: a period no shorter than 5 us */
	return min_t(unsigned int, rate, 200000);
}

/* interrupt-context ops per second this row's CPU really got */
static u64 sb_irq_rate(const struct sb_row *row, unsigned int ctx)
{
	return row->measure_ns ?
	       div64_u64(row->irq_ops[ctx] * NSEC_PER_SEC, row->measure_ns) : 0;
}

/* below 80% of the rate asked */
static bool sb_irq_low(const struct sb_run *r, const struct sb_cell *c,
		       const struct sb_row *row, unsigned int ctx)
{
	u64 asked = sb_irq_asked(r, c, ctx);

	return asked && sb_irq_rate(row, ctx) * 100 < asked * 80;
}

/*
 * the sums of a mixed cell's ok rows: time, interrupts, their op time, and
 * the periods counted late (the timer fired after the next one had begun)
 */
struct sb_irq_sum {
	u64 measure_ns, irq_ns, ops[SB_NR_CTX], missed[SB_NR_CTX];
	u64 lo[SB_NR_CTX], hi[SB_NR_CTX];	/* per-row rates, min and max */
	unsigned int nrows;
	unsigned int remeasured;	/* tries of its blocks dropped */
};

static void sb_irq_sum(struct sb_run *r, unsigned int ci, struct sb_irq_sum *t)
{
	unsigned int rep_i, i, k;

	memset(t, 0, sizeof(*t));
	for (rep_i = 0; rep_i < r->cfg.repeats; rep_i++)
		for (i = 0; i < r->nblocks * r->nworkers; i++) {
			struct sb_row *row = sb_row(r, ci, rep_i, 0, 0) + i;

			if (row->state != SB_ROW_OK || !row->measure_ns)
				continue;
			t->remeasured += row->remeasured;
			t->measure_ns += row->measure_ns;
			t->irq_ns += row->irq_ns;
			for (k = 0; k < ARRAY_SIZE(sb_irq_ctx); k++) {
				unsigned int ctx = sb_irq_ctx[k];
				u64 v = sb_irq_rate(row, ctx);

				t->ops[ctx] += row->irq_ops[ctx];
				t->missed[ctx] += row->irq_missed[ctx];
				t->lo[ctx] = t->nrows ? min(t->lo[ctx], v) : v;
				t->hi[ctx] = max(t->hi[ctx], v);
			}
			t->nrows++;
		}
}

/*
 * A mixed cell's achieved interrupt rates: per context the aggregate over
 * its ok rows (their interrupts over their measured time), the rate asked,
 * the per-row range and the periods counted late beside it (delivered plus
 * late near the rate asked: every period was raised, the CPU ran the rest
 * late), and LOW when the aggregate is below 90% of the rate asked. Then the cell's two costs: the task loop's ns/op is the
 * table's (the interrupters' op time left out), this line adds the
 * interrupt-context op's own cost and the share of the row time it took.
 */
static size_t sb_irq_line(struct sb_run *r, unsigned int ci, char *buf,
			  size_t len)
{
	struct sb_cell *c = &r->cells[ci];
	unsigned int k, shown = 0;
	struct sb_irq_sum t;
	u64 all = 0;
	size_t o = 0;

	if (c->ctx != SB_CTX_MIXED)
		return 0;
	sb_irq_sum(r, ci, &t);
	if (!t.measure_ns)
		return 0;
	o += scnprintf(buf + o, len - o, "%-18s %-8s interrupts/s per CPU:",
		       "", "");
	for (k = 0; k < ARRAY_SIZE(sb_irq_ctx); k++) {
		unsigned int ctx = sb_irq_ctx[k];
		u64 asked = sb_irq_asked(r, c, ctx);
		u64 got = div64_u64(t.ops[ctx] * NSEC_PER_SEC, t.measure_ns);
		u64 late = div64_u64(t.missed[ctx] * NSEC_PER_SEC, t.measure_ns);

		if (!asked)
			continue;
		shown++;
		all += t.ops[ctx];
		o += scnprintf(buf + o, len - o,
			       " %s %llu of %llu (%llu%%; rows %llu..%llu; %llu/s late)%s",
			       sb_ctx_names[ctx], got, asked,
			       div64_u64(got * 100, asked), t.lo[ctx],
			       t.hi[ctx], late, got * 100 < asked * SB_LOAD_MIN_PCT ? " LOW" : "");
	}
	if (!shown)	/* no interrupting context runs this variant */
		return 0;
	o += scnprintf(buf + o, len - o,
		       " (all rows' interrupts over their time)\n%-18s %-8s interrupt-context op %llu ns, %llu.%llu%% of the row time (left out of the task ns/op)\n",
		       "", "", all ? div64_u64(t.irq_ns, all) : 0,
		       div64_u64(t.irq_ns * 100, t.measure_ns),
		       div64_u64(t.irq_ns * 1000, t.measure_ns) % 10);
	if (t.remeasured)
		o += scnprintf(buf + o, len - o,
			       "%-18s %-8s measured again: %u block(s) with over %u%% of their interrupts late, dropped (remeasure=%u per CPU and repeat)\n",
			       "", "", t.remeasured, 100 - SB_LOAD_MIN_PCT,
			       r->cfg.remeasure);
	return o;
}

/*
 * The single-op latencies of a cell (latency.c): per percentile the median
 * over its ok rows, the largest max, the ops timed in all, and the clock
 * cost subtracted (median of rows).
 */
static size_t sb_lat_line(struct sb_run *r, unsigned int ci, char *buf,
			  size_t len)
{
	unsigned int nvals = r->cfg.repeats * r->nblocks * r->nworkers;
	unsigned int rep_i, i, k, n = 0;
	static const char *const name[] = { "p50", "p90", "p99", "p99.9" };
	u64 *v, ops = 0, top = 0;
	size_t o = 0;

	v = kvmalloc_array((size_t)nvals * 5, sizeof(*v), GFP_KERNEL);
	if (!v)	/* the line's place says it is missing */
		return scnprintf(buf, len,
				 "%-18s %-8s single ops: not shown: out of memory\n",
				 "", "");
	for (rep_i = 0; rep_i < r->cfg.repeats; rep_i++)
		for (i = 0; i < r->nblocks * r->nworkers; i++) {
			struct sb_row *row = sb_row(r, ci, rep_i, 0, 0) + i;

			if (row->state != SB_ROW_OK || !row->lat_ops)
				continue;
			v[n] = row->lat_p50_ns;
			v[nvals + n] = row->lat_p90_ns;
			v[2 * nvals + n] = row->lat_p99_ns;
			v[3 * nvals + n] = row->lat_p999_ns;
			v[4 * nvals + n] = row->lat_clock_ns;
			ops += row->lat_ops;
			top = max(top, row->lat_max_ns);
			n++;
		}
	if (n) {
		o += scnprintf(buf + o, len - o, "%-18s %-8s single ops (%llu timed):",
			       "", "", ops);
		for (k = 0; k < 5; k++)
			sort(v + k * nvals, n, sizeof(*v), sb_cmp_u64, NULL);
		for (k = 0; k < 4; k++)
			o += scnprintf(buf + o, len - o, " %s %llu", name[k],
				       sbs_median2(v + k * nvals, n) / 2);
		o += scnprintf(buf + o, len - o,
			       " max %llu ns (medians of rows; clock cost %llu ns subtracted)\n",
			       top, sbs_median2(v + 4 * nvals, n) / 2);
	}
	kvfree(v);
	return o;
}

/*
 * The machine's own speed over the run: the reference loop of the ok rows.
 * When it varies, the rows vary with it, whatever the variant.
 */
static size_t sb_ref_line(struct sb_run *r, char *buf, size_t len)
{
	size_t nrows = (size_t)r->ncells * r->cfg.repeats * r->nblocks *
		       r->nworkers, i;
	char a[SB_NS_LEN], b[SB_NS_LEN], c[SB_NS_LEN];
	unsigned int n = 0;
	size_t o = 0;
	u64 *v, med;

	v = kvmalloc_array(nrows, sizeof(*v), GFP_KERNEL);
	if (!v)
		return scnprintf(buf, len,
				 "machine speed: not shown: out of memory\n");
	for (i = 0; i < nrows; i++)
		if (r->rows[i].state == SB_ROW_OK && r->rows[i].ref_ps)
			v[n++] = r->rows[i].ref_ps;
	if (n) {
		sort(v, n, sizeof(*v), sb_cmp_u64, NULL);
		med = sb_median(v, n);
		o = scnprintf(buf, len,
			      "machine speed: the reference loop took %s ns/iteration (median of rows), from %s to %s: the rows vary by up to %llu%% for that reason alone.\n",
			      sb_ns(a, med), sb_ns(b, v[0]), sb_ns(c, v[n - 1]),
			      med ? div64_u64((v[n - 1] - v[0]) * 100, med) : 0);
	}
	kvfree(v);
	return o;
}

/* scratch for one cell's rows: ns/op, batch p50, batch p99 */
struct sb_cell_vals {
	u64 *v, *p50, *p99;
};

/* what a cell's rows add up to, beside the ok rows' values */
struct sb_cell_sum {
	u64 hits, obj_hits, misses, obj_misses, tryf, niv, mism, mx;
	unsigned int n, nfail, nskip, nleak;
};

static void sb_cell_sum(struct sb_run *r, unsigned int ci,
			struct sb_cell_vals *cv, struct sb_cell_sum *cs)
{
	unsigned int rep_i, i;

	memset(cs, 0, sizeof(*cs));
	for (rep_i = 0; rep_i < r->cfg.repeats; rep_i++) {
		cs->nleak += sb_cellrep(r, ci, rep_i)->leak;
		for (i = 0; i < r->nblocks * r->nworkers; i++) {
			struct sb_row *row = sb_row(r, ci, rep_i, 0, 0) + i;

			/* a CPU that mixed_cpus leaves out is not a gap */
			if (sb_mixed_out(r, r->cells[ci].ctx, i % r->nworkers))
				continue;
			cs->hits += row->cnt[SB_CNT_HIT];
			cs->obj_hits += row->cnt[SB_CNT_OBJ_HIT];
			cs->misses += row->cnt[SB_CNT_MISS];
			cs->obj_misses += row->cnt[SB_CNT_OBJ_MISS];
			cs->tryf += row->cnt[SB_CNT_TRYLOCK_FAIL];
			cs->niv += row->nivcsw;
			cs->mism += row->ctx_mismatch;
			cs->nfail += row->state == SB_ROW_FAILED;
			cs->nskip += row->state == SB_ROW_SKIPPED ||
				     row->state == SB_ROW_NONE;
			if (row->state != SB_ROW_OK)
				continue;
			cs->mx = max(cs->mx, row->max_ps);
			cv->v[cs->n] = sb_row_ps(r, row);
			cv->p50[cs->n] = row->p50_ps;
			cv->p99[cs->n] = row->p99_ps;
			cs->n++;
		}
	}
}

/* a cell's line of the table, then its latency and interrupt lines */
static size_t sb_cell_line(struct sb_run *r, unsigned int ci,
			   struct sb_cell_vals *cv, char *buf, size_t len)
{
	struct sb_cell *c = &r->cells[ci];
	const char *name = r->subj[c->subj].name;
	char a[SBS_FMT_LEN], b[SBS_FMT_LEN], d[SBS_FMT_LEN], e[SBS_FMT_LEN];
	char hit[SBS_FMT_LEN], ci_s[2 * SBS_FMT_LEN + 16];
	struct sb_cell_sum cs;
	unsigned int lo, hi, n, tenths;
	size_t o = 0;

	if (c->skip[0])
		return scnprintf(buf, len, "%-18s %-8s skipped: %s\n", name,
				 sb_ctx_names[c->ctx], c->skip);
	sb_cell_sum(r, ci, cv, &cs);
	n = cs.n;
	if (!n)
		return scnprintf(buf, len,
				 "%-18s %-8s %s: no row measured (%u failed, %u skipped)\n",
				 name, sb_ctx_names[c->ctx],
				 cs.nfail ? "failed" : "skipped", cs.nfail,
				 cs.nskip);
	sort(cv->v, n, sizeof(*cv->v), sb_cmp_u64, NULL);
	sort(cv->p50, n, sizeof(*cv->p50), sb_cmp_u64, NULL);
	sort(cv->p99, n, sizeof(*cv->p99), sb_cmp_u64, NULL);
	if (sbs_median_ci(n, 950, SBS_Z95_MILLI, &lo, &hi))
		snprintf(ci_s, sizeof(ci_s), "[%s, %s]",
			 sbs_fmt_ps(a, cv->v[lo], 1), sbs_fmt_ps(b, cv->v[hi], 1));
	else
		snprintf(ci_s, sizeof(ci_s), "range[%s, %s]",
			 sbs_fmt_ps(a, cv->v[0], 1),
			 sbs_fmt_ps(b, cv->v[n - 1], 1));
	if (sbs_hit_tenths(cs.hits, cs.obj_hits, cs.misses, cs.obj_misses,
			   &tenths))
		sbs_fmt_tenths(hit, tenths);
	else
		strscpy(hit, "-", sizeof(hit));
	o += scnprintf(buf + o, len - o,
		       "%-18s %-8s %-8s %10s %-23s %9s %9s %10s %6s %8llu %7llu %6llu %s%s\n",
		       name, sb_ctx_names[c->ctx],
		       cs.nfail ? "FAILED" : cs.nskip ? "partial" : "ok",
		       sbs_fmt_ps(a, sbs_median2(cv->v, n), 2), ci_s,
		       sbs_fmt_ps(b, sbs_median2(cv->p50, n), 2),
		       sbs_fmt_ps(d, sbs_median2(cv->p99, n), 2),
		       sbs_fmt_ps(e, cs.mx, 1), hit, cs.tryf, cs.niv, cs.mism,
		       cs.nleak ? "leak" : "ok",
		       cs.nleak && r->subj[c->subj].busted ?
		       " (expected: busted)" : "");
	o += sb_lat_line(r, ci, buf + o, len - o);
	o += sb_irq_line(r, ci, buf + o, len - o);
	return o;
}

static size_t sb_table_head(struct sb_run *r, char *buf, size_t len)
{
	size_t o;

	o = scnprintf(buf, len,
		      "stockbench %s: workload=%s, %u CPUs, %u repeats x %u samples; ns/op = median over CPUs x repeats [95%% CI of that median]\n",
		      SB_VERSION, sb_workload_names[r->cfg.workload],
		      r->nworkers, r->cfg.repeats, r->cfg.samples);
	o += scnprintf(buf + o, len - o,
		       "%-18s %-8s %-8s %10s %-23s %9s %9s %10s %6s %8s %7s %6s %s\n",
		       "variant", "context", "status", "ns/op", "[95% CI]",
		       "batch-p50", "batch-p99", "batch-max", "hit%", "tryfail", "nivcsw",
		       "ctxerr", "audit");
	return o;
}

/* what the columns mean, the machine's speed, the note and the verdict */
static size_t sb_table_foot(struct sb_run *r, char *buf, size_t len)
{
	char a[SB_NS_LEN], b[SB_NS_LEN];
	size_t o;

	o = scnprintf(buf, len,
		      "ns/op: each sample's 2N batch less the batch's fixed cost (results.csv batch_fixed_ns; the older (T(2N) - T(N)) / N is ns_per_op_diff) and the loop's own cost, %s ns/iteration (ns_per_op_raw keeps it); one clock read costs %s ns; in mixed, the interrupters' op time is left out. batch-p50/p99/max: of the rows' batch averages (about %u per row), not of single ops. %s\n",
		      sb_ns(a, r->loop_ps), sb_ns(b, r->clock_ps),
		      DIV_ROUND_CLOSEST(r->cfg.samples, r->nblocks),
		      "Timings under an emulator (see hypervisor in results.csv) are not hardware numbers.");
	o += sb_ref_line(r, buf + o, len - o);
	if (r->note[0])
		o += scnprintf(buf + o, len - o, "note: %s\n", r->note);
	if (r->failure[0])
		o += scnprintf(buf + o, len - o,
			       "End of test: FAILURE: %s\n", r->failure);
	else
		o += scnprintf(buf + o, len - o, "End of test: SUCCESS\n");
	return o;
}

/* the table: one line per variant x context */
struct sb_report *sb_report_table(struct sb_run *r)
{
	size_t len = 8192 + (size_t)r->ncells * 600, o = 0;
	unsigned int nvals = r->cfg.repeats * r->nblocks * r->nworkers;
	struct sb_report *rep;
	struct sb_cell_vals cv;
	unsigned int ci;

	rep = sb_report_alloc(len);
	cv.v = kvmalloc_array(nvals, sizeof(*cv.v), GFP_KERNEL);
	cv.p50 = kvmalloc_array(nvals, sizeof(*cv.p50), GFP_KERNEL);
	cv.p99 = kvmalloc_array(nvals, sizeof(*cv.p99), GFP_KERNEL);
	if (rep && cv.v && cv.p50 && cv.p99) {
		o += sb_table_head(r, rep->buf + o, len - o);
		for (ci = 0; ci < r->ncells; ci++)
			o += sb_cell_line(r, ci, &cv, rep->buf + o, len - o);
		o += sb_table_foot(r, rep->buf + o, len - o);
		rep->len = o;
	} else {
		sb_report_put(rep);
		rep = NULL;
	}
	kvfree(cv.v);
	kvfree(cv.p50);
	kvfree(cv.p99);
	return rep;
}

/*
 * results.csv's header (SB_CSV_COLUMNS, name_lists.h: each column with a
 * comma before it, so printed from its second byte), and the one line of a
 * cell or of a repeat that never ran (sb_csv_unrun()): the same number of
 * columns, checked at build time in sb_csv_unrun(); sb_csv_row() is
 * checked by the self-test (selftest.c).
 */
#define SB_CSV_COL(name, req)	"," #name
#define SB_CSV_CNT(up, csv, ev)	"," #csv
/* a counter's column in a line that never ran */
#define SB_CSV_ZERO(up, csv, ev)	",0"
#define SB_CSV_UNRUN \
	"%s,%s,%s,-,%s,%s,0,,,,,," \
	SB_COUNTERS(SB_CSV_ZERO) \
	",0,0,0,0,0,0,-,,,,,,,,,,,,,,,,,,,,-,-,-,,,,,,,,\n"
static const char sb_csv_cols[] = SB_CSV_COLUMNS(SB_CSV_COL, SB_CSV_CNT) "\n";
static const char sb_csv_unrun_fmt[] = SB_CSV_UNRUN;

/* the commas of a char array of at most 1024 bytes, folded at build time */
#define SB_COMMA1(s, i)	((i) < sizeof(s) && (s)[(i) % sizeof(s)] == ',')
#define SB_COMMA4(s, i)	(SB_COMMA1(s, 4 * (i)) + SB_COMMA1(s, 4 * (i) + 1) + \
			 SB_COMMA1(s, 4 * (i) + 2) + SB_COMMA1(s, 4 * (i) + 3))
#define SB_COMMA16(s, i) (SB_COMMA4(s, 4 * (i)) + SB_COMMA4(s, 4 * (i) + 1) + \
			  SB_COMMA4(s, 4 * (i) + 2) + SB_COMMA4(s, 4 * (i) + 3))
#define SB_COMMA64(s, i) (SB_COMMA16(s, 4 * (i)) + SB_COMMA16(s, 4 * (i) + 1) + \
			  SB_COMMA16(s, 4 * (i) + 2) + SB_COMMA16(s, 4 * (i) + 3))
#define SB_COMMA256(s, i) (SB_COMMA64(s, 4 * (i)) + SB_COMMA64(s, 4 * (i) + 1) + \
			   SB_COMMA64(s, 4 * (i) + 2) + SB_COMMA64(s, 4 * (i) + 3))
#define SB_COMMAS(s)	(SB_COMMA256(s, 0) + SB_COMMA256(s, 1) + \
			 SB_COMMA256(s, 2) + SB_COMMA256(s, 3))

unsigned int sb_csv_columns(void)
{
	return SB_COMMAS(sb_csv_cols);
}

/* a CSV field: no commas, no newlines */
static void sb_csv_clean(char *dst, const char *src, size_t len)
{
	size_t i;

	for (i = 0; i + 1 < len && src[i]; i++)
		dst[i] = src[i] == ',' ? ';' : src[i] == '\n' ? ' ' : src[i];
	dst[i] = '\0';
}

/* variant .. ref_ns: the schema 1 columns */
static size_t sb_csv_base(struct sb_run *r, char *buf, size_t len,
			  unsigned int ci, unsigned int rep_i, unsigned int wi,
			  struct sb_row *row)
{
	struct sb_cell *c = &r->cells[ci];
	struct sb_cellrep *cr = sb_cellrep(r, ci, rep_i);
	char status[SB_WHY_LEN + 16], audit[SB_ERR_LEN];
	size_t o = 0;
	unsigned int k;

	if (row->state == SB_ROW_OK)
		strscpy(status, "ok", sizeof(status));
	else
		snprintf(status, sizeof(status), "%s: %s",
			 sb_row_state(row), row->why);
	sb_csv_clean(status, status, sizeof(status));
	sb_csv_clean(audit, cr->audit, sizeof(audit));
	o += scnprintf(buf + o, len - o,
		       "%s,%s,%s,%u,%u,%s,%llu,%llu.%03llu,%llu.%03llu,%llu.%03llu,%llu.%03llu,%llu.%03llu,%llu.%03llu",
		       r->subj[c->subj].name, sb_ctx_names[c->ctx],
		       sb_workload_names[r->cfg.workload], r->workers[wi].cpu,
		       rep_i, status, row->ops,
		       sb_row_ps(r, row) / 1000, sb_row_ps(r, row) % 1000,
		       row->mticks_per_op / 1000, row->mticks_per_op % 1000,
		       row->p50_ps / 1000, row->p50_ps % 1000,
		       row->p90_ps / 1000, row->p90_ps % 1000,
		       row->p99_ps / 1000, row->p99_ps % 1000,
		       row->max_ps / 1000, row->max_ps % 1000);
	for (k = 0; k < SB_NR_COUNTERS; k++)
		o += scnprintf(buf + o, len - o, ",%llu", row->cnt[k]);
	o += scnprintf(buf + o, len - o,
		       ",%llu,%llu,%llu,%llu,%llu,%llu,%s,%llu.%03llu",
		       row->hold_samples,
		       row->hold_samples ? div64_u64(row->hold_ns_sum,
						     row->hold_samples) : 0,
		       row->hold_ns_max, row->nvcsw, row->nivcsw,
		       row->ctx_mismatch, audit,
		       row->ref_ps / 1000, row->ref_ps % 1000);
	return o;
}

/* schema 2, appended: the raw ns/op and the single-op latencies */
static size_t sb_csv_lat(char *buf, size_t len, struct sb_row *row)
{
	size_t o;

	o = scnprintf(buf, len, ",%llu.%03llu",
		      row->ps_per_op / 1000, row->ps_per_op % 1000);
	if (row->lat_ops)
		o += scnprintf(buf + o, len - o, ",%llu,%llu,%llu,%llu,%llu,%llu,%llu",
			       row->lat_ops, row->lat_clock_ns, row->lat_p50_ns,
			       row->lat_p90_ns, row->lat_p99_ns,
			       row->lat_p999_ns, row->lat_max_ns);
	else
		o += scnprintf(buf + o, len - o, ",0,,,,,,");
	return o;
}

/*
 * schema 2: the achieved interrupt rates of a mixed row and irq_rate.
 * Paired: a group's timers run for every context one of its subjects
 * allows; the missed periods of one this subject does not allow belong to
 * the others (their rows report them).
 */
static size_t sb_csv_irq(struct sb_run *r, char *buf, size_t len,
			 struct sb_cell *c, struct sb_row *row)
{
	const char *sep = ",low:";
	bool low = false;
	size_t o = 0;
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(sb_irq_ctx); k++)
		if (c->ctx == SB_CTX_MIXED)
			o += scnprintf(buf + o, len - o, ",%llu,%u,%llu",
				       sb_irq_rate(row, sb_irq_ctx[k]),
				       sb_irq_asked(r, c, sb_irq_ctx[k]),
				       sb_irq_asked(r, c, sb_irq_ctx[k]) ?
				       row->irq_missed[sb_irq_ctx[k]] : 0);
		else
			o += scnprintf(buf + o, len - o, ",,,");
	if (c->ctx != SB_CTX_MIXED)
		return o + scnprintf(buf + o, len - o, ",");
	for (k = 0; k < ARRAY_SIZE(sb_irq_ctx); k++)
		if (sb_irq_low(r, c, row, sb_irq_ctx[k])) {
			o += scnprintf(buf + o, len - o, "%s %s", sep,
				       sb_ctx_names[sb_irq_ctx[k]]);
			sep = "";
			low = true;
		}
	return o + scnprintf(buf + o, len - o, "%s", low ? "" : ",ok");
}

/*
 * appended later in schema 3: the older estimate (T(2N) - T(N)) / N less
 * the loop's cost, signed and never clamped; the fixed cost per batch that
 * ns_per_op's 2N estimate subtracted; in mixed the time the interrupters'
 * ops took during the row's samples (left out of ns_per_op) and their
 * cost per op
 */
static size_t sb_csv_est(struct sb_run *r, char *buf, size_t len,
			 const struct sb_cell *c, const struct sb_row *row,
			 u64 irq_ops)
{
	s64 d = row->ps_diff - (s64)r->loop_ps;
	u64 a = d < 0 ? -d : d;
	size_t o;

	o = scnprintf(buf, len, ",%s%llu.%03llu,%llu", d < 0 ? "-" : "",
		      a / 1000, a % 1000, row->fixed_ns);
	if (c->ctx != SB_CTX_MIXED)
		return o + scnprintf(buf + o, len - o, ",,");
	return o + scnprintf(buf + o, len - o, ",%llu,%llu", row->irq_ns,
			     irq_ops ? div64_u64(row->irq_ns, irq_ops) : 0);
}

static size_t sb_csv_row(struct sb_run *r, char *buf, size_t len,
			 unsigned int ci, unsigned int rep_i, unsigned int blk,
			 unsigned int wi)
{
	struct sb_cell *c = &r->cells[ci];
	struct sb_row *row = sb_row(r, ci, rep_i, blk, wi);
	u64 irq_ops = 0;
	size_t o;
	unsigned int k;

	o = sb_csv_base(r, buf, len, ci, rep_i, wi, row);
	o += sb_csv_lat(buf + o, len - o, row);
	o += sb_csv_irq(r, buf + o, len - o, c, row);
	/*
	 * schema 3, appended (the CLI finds columns by name): the block, the
	 * order actually used and the injected work, then the
	 * interrupt-context ops of a mixed row (what its trylock failures
	 * are out of) and the row's measured wall time
	 */
	o += scnprintf(buf + o, len - o, ",%u,%u,%u,%llu.%03llu", blk,
		       row->pos, row->seq, row->inject_mit / 1000,
		       row->inject_mit % 1000);
	for (k = 0; k < ARRAY_SIZE(sb_irq_ctx); k++)
		irq_ops += row->irq_ops[sb_irq_ctx[k]];
	if (c->ctx == SB_CTX_MIXED)
		o += scnprintf(buf + o, len - o, ",%llu", irq_ops);
	else
		o += scnprintf(buf + o, len - o, ",");
	o += scnprintf(buf + o, len - o, ",%llu.%03llu",
		       row->measure_ns / 1000, row->measure_ns % 1000);
	o += sb_csv_est(r, buf + o, len - o, c, row, irq_ops);
	/* appended later still in schema 3: its block's tries dropped as short */
	return o + scnprintf(buf + o, len - o, ",%u\n", row->remeasured);
}

/*
 * The lines of a whole cell, or of a repeat of it, that never ran: one
 * line, not one per CPU and block (a stopped paired run has up to
 * blocks x CPUs of them per repeat).
 */
static size_t sb_csv_unrun(struct sb_run *r, char *buf, size_t len,
			   const struct sb_cell *c, const char *repeat,
			   const char *status)
{
	BUILD_BUG_ON(sizeof(sb_csv_cols) > 1024 ||
		     sizeof(sb_csv_unrun_fmt) > 1024 ||
		     SB_COMMAS(sb_csv_cols) != SB_COMMAS(sb_csv_unrun_fmt) + 1);
	return scnprintf(buf, len, SB_CSV_UNRUN,
			 r->subj[c->subj].name, sb_ctx_names[c->ctx],
			 sb_workload_names[r->cfg.workload], repeat, status);
}

static size_t sb_csv_lines(struct sb_run *r)
{
	size_t n = 0;
	unsigned int ci, rep_i;

	for (ci = 0; ci < r->ncells; ci++) {
		if (r->cells[ci].skip[0]) {
			n++;
			continue;
		}
		for (rep_i = 0; rep_i < r->cfg.repeats; rep_i++)
			n += sb_cellrep(r, ci, rep_i)->ran ?
			     (size_t)r->nblocks * r->nworkers : 1;
	}
	return n;
}

struct sb_report *sb_report_csv(struct sb_run *r)
{
	size_t len = 16384 + sb_csv_lines(r) * SB_CSV_LINE_MAX, o = 0;
	struct sb_report *rep;
	unsigned int ci, rep_i, blk, wi;

	rep = sb_report_alloc(len);
	if (!rep)
		return NULL;
	o += scnprintf(rep->buf + o, len - o, "# schema: stockbench-results 3\n");
	o += sb_env_show(r, rep->buf + o, len - o);
	o += scnprintf(rep->buf + o, len - o, "%s", sb_csv_cols + 1);
	for (ci = 0; ci < r->ncells; ci++) {
		struct sb_cell *c = &r->cells[ci];

		if (c->skip[0]) {
			char why[SB_WHY_LEN + 16];

			snprintf(why, sizeof(why), "skipped: %s", c->skip);
			sb_csv_clean(why, why, sizeof(why));
			o += sb_csv_unrun(r, rep->buf + o, len - o, c, "-",
					  why);
			continue;
		}
		for (rep_i = 0; rep_i < r->cfg.repeats; rep_i++) {
			char num[12];

			if (!sb_cellrep(r, ci, rep_i)->ran) {
				snprintf(num, sizeof(num), "%u", rep_i);
				o += sb_csv_unrun(r, rep->buf + o, len - o, c,
						  num, READ_ONCE(r->stop) ?
						  "not run: run stopped" :
						  "not run: the run ended first");
				continue;
			}
			for (blk = 0; blk < r->nblocks; blk++)
				for (wi = 0; wi < r->nworkers; wi++)
					o += sb_csv_row(r, rep->buf + o,
							len - o, ci, rep_i,
							blk, wi);
		}
	}
	rep->len = o;
	return rep;
}
