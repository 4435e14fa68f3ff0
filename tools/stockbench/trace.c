// SPDX-License-Identifier: GPL-2.0
/*
 * trace.c - "stockbench trace [--check results.csv] TRACE.dat": summarise
 * the module's stockbench:* events per variant x context, and cross-check
 * them against the results file of the same run.
 *
 * The rule that makes the check exact (module/stockbench_trace.h): each
 * counter event carries its per-CPU counter's value after the increment
 * (seq); sb_measure carries every counter where a worker's measured samples
 * start and end. An event counts for the row (stock, cpu) iff
 * start < seq <= end, which is what results.csv counts. Events outside the
 * windows (calibration, warm-up, cool-down, drains at cell end) are shown
 * separately as "all". A window that sb_discard closes was measured again
 * (mixed: its interrupt load fell short): it is dropped, as the module
 * dropped its row, and counted as such.
 *
 * sb_drain also carries the pages the drain gave back to the page_counter
 * and the obj-stock bytes it flushed (traces of older module versions do
 * not: their pages are shown as "-"). results.csv has no counter for them:
 * they are summed and reported, never checked.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <event-parse.h>
#include <trace-cmd.h>

#include "cli.h"
#include "csv.h"
#include "../../module/stock/name_lists.h"
#include "../../module/stock/variant_list.h"

/* the module's own lists: an event's counter and context are indices */
#define CNT_ENUM(up, csv, ev) C_##up,
enum { SB_COUNTERS(CNT_ENUM) NCNT };
#undef CNT_ENUM
#define CNT_COL(up, csv, ev) #csv,
static const char *const cnt_col[NCNT] = { SB_COUNTERS(CNT_COL) };
#undef CNT_COL
/* counters that have an event (the others are one per op: no event) */
static const int cnt_evented[NCNT] = {
	[C_SLOW_CHARGE] = 1, [C_CHARGE_FAIL] = 1, [C_TRYLOCK_FAIL] = 1,
	[C_DIRECT_UNCHARGE] = 1, [C_DRAIN_LOCAL] = 1, [C_DRAIN_REMOTE] = 1,
	[C_DRAIN_DEAD] = 1, [C_EVICTION] = 1,
};

#define CTX_ENUM(up, name) CTX_##up,
enum { SB_CONTEXTS(CTX_ENUM) NCTX };
#undef CTX_ENUM
#define CTX_NAME(up, name) #name,
static const char *const ctx_names[NCTX] = { SB_CONTEXTS(CTX_NAME) };
#undef CTX_NAME
/* the module's own list: an event's variant id is the index here */
#define NVAR SB_NR_VARIANTS
#define VAR_NAME(name) [sb_##name##_id] = #name,
static const char *const var_names[NVAR] = { SB_VARIANTS(VAR_NAME) };
#undef VAR_NAME
#define WL_NAME(up, name) #name,
static const char *const wl_names[] = { SB_WORKLOADS(WL_NAME) };
#undef WL_NAME
#define NWL (sizeof(wl_names) / sizeof(wl_names[0]))
#define NBUCKET 24	/* hold time histogram: [2^k, 2^(k+1)) ns */

struct cell {
	unsigned int stock;
	int variant, ctx, repeat, leak;
};

struct window {
	unsigned int stock, cpu;
	unsigned int blk;	/* paired design: the nth window of (stock, cpu) */
	int have[2];
	uint64_t cnt[2][NCNT], hold_samples[2], hold_ns_sum[2];
	/* from the events inside the window */
	uint64_t ev[NCNT], ev_hold, ev_hold_ns;
	uint64_t pages[NCNT], bytes;	/* drain amounts, by drain counter */
	uint64_t tryf_in[NCTX];
	uint64_t hist[NBUCKET];
};

struct ev {
	unsigned int stock, cpu;
	int counter;		/* -1: a lock hold sample */
	int ctx;
	uint64_t seq, ns;
	uint32_t pages, bytes;	/* sb_drain only */
};

struct trace_data {
	struct cell *cells;
	size_t ncells;
	struct window *wins;
	size_t nwins;
	struct ev *evs;
	size_t nevs, capevs;
	unsigned long long missed;
	unsigned long long nrecords, nsb;
	unsigned long long dropped;	/* windows closed by sb_discard */
	int runs, runs_failed;
	/* sb_run_start: the runs begun, and the first one's config */
	int starts, start_workload, start_repeats;
	/* the event ids and their fields */
	struct tep_event *e_cell, *e_cellend, *e_measure, *e_hold, *e_runend;
	struct tep_event *e_runstart;
	struct tep_event *e_discard;	/* absent in older module versions */
	struct tep_event *e_count[6];
	int drain_amounts;	/* sb_drain has the pages and bytes fields */
	char err[256];
};

/* index of sb_drain in trace_data.e_count[] (load()'s counts[]) */
#define E_DRAIN 4

static unsigned long long fnum(struct tep_event *e, struct tep_record *rec,
			       const char *name, int *ok)
{
	unsigned long long v = 0;

	if (tep_get_field_val(NULL, e, name, rec, &v, 0))
		*ok = 0;
	return v;
}

static struct cell *cell_of(struct trace_data *t, unsigned int stock)
{
	size_t i;

	for (i = 0; i < t->ncells; i++)
		if (t->cells[i].stock == stock)
			return &t->cells[i];
	return NULL;
}

/*
 * The last window of (stock, cpu); with @create, a new one when there is
 * none or the last is closed: a paired run measures one stock on one CPU
 * once per block, each block its own window (and results.csv row).
 */
static struct window *win_of(struct trace_data *t, unsigned int stock,
			     unsigned int cpu, int create)
{
	struct window *last = NULL;
	unsigned int blk;
	size_t i;

	for (i = 0; i < t->nwins; i++)
		if (t->wins[i].stock == stock && t->wins[i].cpu == cpu)
			last = &t->wins[i];
	if (!create || (last && !last->have[1]))
		return last;
	/* before the realloc, which may move what last points into */
	blk = last ? last->blk + 1 : 0;
	t->wins = xrealloc(t->wins, (t->nwins + 1) * sizeof(*t->wins));
	memset(&t->wins[t->nwins], 0, sizeof(*t->wins));
	t->wins[t->nwins].stock = stock;
	t->wins[t->nwins].cpu = cpu;
	t->wins[t->nwins].blk = blk;
	return &t->wins[t->nwins++];
}

static int read_measure(struct trace_data *t, struct tep_record *rec)
{
	struct tep_format_field *f;
	struct window *w;
	int ok = 1, end, i;
	unsigned int stock, cpu;

	stock = fnum(t->e_measure, rec, "stock", &ok);
	cpu = fnum(t->e_measure, rec, "cpu", &ok);
	end = !!fnum(t->e_measure, rec, "end", &ok);
	f = tep_find_field(t->e_measure, "cnt");
	if (!ok || !f || f->size != NCNT * 8) {
		snprintf(t->err, sizeof(t->err),
			 "stockbench:sb_measure has an unexpected format (not this module version?)");
		return -1;
	}
	w = win_of(t, stock, cpu, 1);
	if (w->have[end] || (end && !w->have[0])) {
		snprintf(t->err, sizeof(t->err),
			 "two sb_measure %s events for stock %u cpu %u (one lost? trace-cmd report --stat shows a ring buffer's overrun: record with a larger -b)",
			 end ? "end" : "start", stock, cpu);
		return -1;
	}
	w->have[end] = 1;
	for (i = 0; i < NCNT; i++)
		w->cnt[end][i] = tep_read_number(t->e_measure->tep,
						 (char *)rec->data + f->offset + 8 * i, 8);
	w->hold_samples[end] = fnum(t->e_measure, rec, "hold_samples", &ok);
	w->hold_ns_sum[end] = fnum(t->e_measure, rec, "hold_ns_sum", &ok);
	return ok ? 0 : -1;
}

/* sb_discard: the last closed window of (stock, cpu) did not count */
static int read_discard(struct trace_data *t, struct tep_record *rec)
{
	unsigned int stock, cpu;
	struct window *w;
	int ok = 1;

	stock = fnum(t->e_discard, rec, "stock", &ok);
	cpu = fnum(t->e_discard, rec, "cpu", &ok);
	w = ok ? win_of(t, stock, cpu, 0) : NULL;
	if (!w || !w->have[1]) {
		snprintf(t->err, sizeof(t->err),
			 "sb_discard for stock %u cpu %u without a measured window to drop",
			 stock, cpu);
		return -1;
	}
	memmove(w, w + 1, (t->wins + t->nwins - (w + 1)) * sizeof(*w));
	t->nwins--;
	t->dropped++;
	return 0;
}

/* sb_cell: a cell's stock id, its variant, context and repeat */
static int read_cell(struct trace_data *t, struct tep_event *e, struct tep_record *rec, int *ok)
{
	struct cell c = {
		.stock = fnum(e, rec, "stock", ok),
		.variant = (signed char)fnum(e, rec, "variant", ok),
		.ctx = fnum(e, rec, "ctx", ok),
		.repeat = fnum(e, rec, "repeat", ok),
	};

	if (cell_of(t, c.stock)) {
		snprintf(t->err, sizeof(t->err),
			 "stock id %u started twice (two runs in one trace?)", c.stock);
		return -1;
	}
	t->cells = xrealloc(t->cells, (t->ncells + 1) * sizeof(c));
	t->cells[t->ncells++] = c;
	return 0;
}

/* a counter's event or a hold time: kept; 1 if @e is neither, -1 on error */
static int read_event(struct trace_data *t, struct tep_event *e, struct tep_record *rec, int *ok)
{
	struct ev v = { .counter = -2 };
	int i;

	if (e == t->e_hold) {
		v.counter = -1;
		v.ns = fnum(e, rec, "ns", ok);
	}
	for (i = 0; i < 6; i++)
		if (e == t->e_count[i])
			v.counter = fnum(e, rec, "counter", ok);
	if (v.counter == -2)
		return 1;
	if (v.counter >= 0 && (v.counter >= NCNT || !cnt_evented[v.counter])) {
		snprintf(t->err, sizeof(t->err),
			 "%s event with unknown counter %d", e->name, v.counter);
		return -1;
	}
	v.stock = fnum(e, rec, "stock", ok);
	v.cpu = fnum(e, rec, "cpu", ok);
	v.ctx = fnum(e, rec, "ctx", ok);
	v.seq = fnum(e, rec, "seq", ok);
	if (e == t->e_count[E_DRAIN] && t->drain_amounts) {
		v.pages = fnum(e, rec, "pages", ok);
		v.bytes = fnum(e, rec, "bytes", ok);
	}
	if (v.ctx >= NCTX)
		v.ctx = 0;
	if (t->nevs == t->capevs) {
		t->capevs = t->capevs ? 2 * t->capevs : 4096;
		t->evs = xrealloc(t->evs, t->capevs * sizeof(v));
	}
	t->evs[t->nevs++] = v;
	return 0;
}

static int on_record(struct tracecmd_input *h, struct tep_record *rec,
		     int cpu, void *data)
{
	struct trace_data *t = data;
	struct tep_event *e;
	int ok = 1, i;

	(void)cpu;
	e = tep_find_event_by_record(tracecmd_get_tep(h), rec);
	t->nrecords++;
	if (rec->missed_events)
		t->missed += rec->missed_events > 0 ? rec->missed_events : 1;
	if (!e || !e->system || strcmp(e->system, "stockbench"))
		return 0;
	t->nsb++;
	if (e == t->e_cell) {
		if (read_cell(t, e, rec, &ok))
			return -1;
	} else if (e == t->e_cellend) {
		struct cell *c = cell_of(t, fnum(e, rec, "stock", &ok));

		if (c)
			c->leak = !!fnum(e, rec, "leak", &ok);
	} else if (e == t->e_measure) {
		return read_measure(t, rec) ? -1 : 0;
	} else if (t->e_discard && e == t->e_discard) {
		return read_discard(t, rec) ? -1 : 0;
	} else if (e == t->e_runstart) {
		if (!t->starts++) {
			t->start_workload = fnum(e, rec, "workload", &ok);
			t->start_repeats = fnum(e, rec, "repeats", &ok);
		}
	} else if (e == t->e_runend) {
		t->runs++;
		t->runs_failed += !!fnum(e, rec, "failed", &ok);
	} else {
		i = read_event(t, e, rec, &ok);
		if (i)
			return i < 0 ? -1 : 0;
	}
	if (!ok) {
		snprintf(t->err, sizeof(t->err), "%s: a field is missing", e->name);
		return -1;
	}
	return 0;
}

static int bucket(uint64_t ns)
{
	int b = 0;

	while (ns > 1 && b < NBUCKET - 1) {
		ns >>= 1;
		b++;
	}
	return b;
}

/* the window of (stock, cpu) whose range holds the event's seq */
static struct window *win_for(struct trace_data *t, const struct ev *v)
{
	size_t i;

	for (i = 0; i < t->nwins; i++) {
		struct window *w = &t->wins[i];
		uint64_t lo, hi;

		if (w->stock != v->stock || w->cpu != v->cpu ||
		    !w->have[0] || !w->have[1])
			continue;
		if (v->counter < 0) {
			lo = w->hold_samples[0];
			hi = w->hold_samples[1];
		} else {
			lo = w->cnt[0][v->counter];
			hi = w->cnt[1][v->counter];
		}
		if (v->seq > lo && v->seq <= hi)
			return w;
	}
	return NULL;
}

/* assign the events to their windows (start < seq <= end) */
static void tally(struct trace_data *t)
{
	size_t i;

	for (i = 0; i < t->nevs; i++) {
		const struct ev *v = &t->evs[i];
		struct window *w = win_for(t, v);

		if (!w)
			continue;
		if (v->counter < 0) {
			w->ev_hold++;
			w->ev_hold_ns += v->ns;
			w->hist[bucket(v->ns)]++;
		} else {
			w->ev[v->counter]++;
			w->pages[v->counter] += v->pages;
			w->bytes += v->bytes;
			if (v->counter == C_TRYLOCK_FAIL)
				w->tryf_in[v->ctx]++;
		}
	}
}

static struct tep_event *find_ev(struct tep_handle *tep, const char *name)
{
	return tep_find_event_by_name(tep, "stockbench", name);
}

static int load(const char *path, struct trace_data *t)
{
	static const char *const counts[6] = {
		"sb_slow_charge", "sb_charge_fail", "sb_trylock_fail",
		"sb_direct_uncharge", "sb_drain", "sb_eviction",
	};
	struct tracecmd_input *h;
	struct tep_handle *tep;
	struct stat st;
	int i, ret;

	if (stat(path, &st)) {
		fprintf(stderr, "stockbench trace: %s: %s\n", path, strerror(errno));
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		fprintf(stderr, "stockbench trace: %s: not a regular file\n", path);
		return -1;
	}
	/* libtracecmd prints its own complaints: keep stderr to our one line */
	h = tracecmd_open(path, 0);
	if (!h) {
		fprintf(stderr, "stockbench trace: %s: not a trace-cmd trace.dat file (or truncated)\n",
			path);
		return -1;
	}
	tep = tracecmd_get_tep(h);
	t->e_cell = find_ev(tep, "sb_cell_start");
	t->e_cellend = find_ev(tep, "sb_cell_end");
	t->e_measure = find_ev(tep, "sb_measure");
	t->e_hold = find_ev(tep, "sb_lock_hold");
	t->e_runend = find_ev(tep, "sb_run_end");
	t->e_runstart = find_ev(tep, "sb_run_start");
	t->e_discard = find_ev(tep, "sb_discard");
	for (i = 0; i < 6; i++)
		t->e_count[i] = find_ev(tep, counts[i]);
	t->drain_amounts = t->e_count[E_DRAIN] &&
			   tep_find_field(t->e_count[E_DRAIN], "pages") &&
			   tep_find_field(t->e_count[E_DRAIN], "bytes");
	if (!t->e_cell || !t->e_measure) {
		fprintf(stderr, "stockbench trace: %s: no stockbench events recorded (trace-cmd record -e stockbench)\n",
			path);
		tracecmd_close(h);
		return -1;
	}
	ret = tracecmd_iterate_events(h, NULL, 0, on_record, t);
	tracecmd_close(h);
	if (t->err[0]) {
		fprintf(stderr, "stockbench trace: %s: %s\n", path, t->err);
		return -1;
	}
	if (ret < 0) {
		fprintf(stderr, "stockbench trace: %s: cannot read the events\n", path);
		return -1;
	}
	if (!t->ncells) {
		fprintf(stderr, "stockbench trace: %s: no sb_cell_start event: no run was recorded\n",
			path);
		return -1;
	}
	tally(t);
	return 0;
}

static void d(uint64_t *acc, const struct window *w, int c)
{
	*acc += w->cnt[1][c] - w->cnt[0][c];
}

/* One variant x context's measured windows, summed. */
struct cell_sum {
	uint64_t ops, ev[NCNT], holds, hns;
	uint64_t pages[NCNT], bytes, dpages;
	uint64_t tryin[NCTX], hist[NBUCKET];
	int rows;
};

/* The cell a window's stock belongs to (the last with it), or NULL. */
static const struct cell *window_cell(const struct trace_data *t, const struct window *w)
{
	const struct cell *ce = NULL;
	size_t k;

	for (k = 0; k < t->ncells; k++)
		if (t->cells[k].stock == w->stock)
			ce = &t->cells[k];
	return ce;
}

static void add_window(struct cell_sum *s, const struct window *w)
{
	size_t k;

	s->rows++;
	d(&s->ops, w, C_HIT);
	d(&s->ops, w, C_MISS);
	d(&s->ops, w, C_OBJ_HIT);
	d(&s->ops, w, C_OBJ_MISS);
	for (k = 0; k < NCNT; k++) {
		s->ev[k] += w->ev[k];
		s->pages[k] += w->pages[k];
	}
	s->bytes += w->bytes;
	for (k = 0; k < NCTX; k++)
		s->tryin[k] += w->tryf_in[k];
	for (k = 0; k < NBUCKET; k++)
		s->hist[k] += w->hist[k];
	s->holds += w->ev_hold;
	s->hns += w->ev_hold_ns;
}

/* Sum the windows of variant @v, context @c that have both ends. */
static void sum_cell(const struct trace_data *t, int v, int c, struct cell_sum *s)
{
	int i;

	memset(s, 0, sizeof(*s));
	for (i = 0; i < (int)t->nwins; i++) {
		const struct window *w = &t->wins[i];
		const struct cell *ce = window_cell(t, w);

		if (!ce || ce->variant != v || ce->ctx != c ||
		    !w->have[0] || !w->have[1])
			continue;
		add_window(s, w);
	}
	s->dpages = s->pages[C_DRAIN_LOCAL] + s->pages[C_DRAIN_REMOTE] +
		    s->pages[C_DRAIN_DEAD];
}

static void summary_head(FILE *fp, const struct trace_data *t)
{
	fprintf(fp, "trace: %llu records, %llu stockbench events, %zu cells, %zu rows%s\n",
		t->nrecords, t->nsb, t->ncells, t->nwins,
		t->missed ? "" : ", no events lost");
	if (t->dropped)
		fprintf(fp, "%llu rows measured again (mixed: interrupt load short): their first windows dropped\n",
			t->dropped);
	if (t->missed)
		fprintf(fp, "WARNING: the ring buffer dropped %llu events: counts are incomplete (record with a larger -b)\n",
			t->missed);
	if (t->runs_failed)
		fprintf(fp, "WARNING: the recorded run ended in FAILURE\n");
	fprintf(fp, "measured samples only (per variant x context, all CPUs and repeats):\n");
	fprintf(fp, "%-10s %-8s %4s %10s %7s %7s %7s %9s %9s %6s %5s %8s %7s %6s %8s\n",
		"variant", "context", "rows", "charges", "slow%", "tryf%", "fails",
		"direct", "drains", "remote", "dead", "pages", "evict", "holds",
		"hold_avg");
}

static void summary_row(FILE *fp, const struct trace_data *t, int v, int c,
			const struct cell_sum *s)
{
	const uint64_t *ev = s->ev;
	char pcol[24];

	/* Drained pages only when the trace records amounts. */
	if (t->drain_amounts)
		snprintf(pcol, sizeof(pcol), "%llu",
			 (unsigned long long)s->dpages);
	else
		snprintf(pcol, sizeof(pcol), "-");
	fprintf(fp, "%-10s %-8s %4d %10llu %6.2f%% %6.2f%% %7llu %9llu %9llu %6llu %5llu %8s %7llu %6llu %8.0f\n",
		var_names[v], ctx_names[c], s->rows,
		(unsigned long long)s->ops,
		s->ops ? 100.0 * ev[C_SLOW_CHARGE] / s->ops : 0.0,
		s->ops ? 100.0 * ev[C_TRYLOCK_FAIL] / s->ops : 0.0,
		(unsigned long long)ev[C_CHARGE_FAIL],
		(unsigned long long)ev[C_DIRECT_UNCHARGE],
		(unsigned long long)ev[C_DRAIN_LOCAL],
		(unsigned long long)ev[C_DRAIN_REMOTE],
		(unsigned long long)ev[C_DRAIN_DEAD], pcol,
		(unsigned long long)ev[C_EVICTION],
		(unsigned long long)s->holds,
		s->holds ? (double)s->hns / s->holds : 0.0);
}

/* The indented lines under a row: drained amounts, trylock fails, holds. */
static void summary_details(FILE *fp, const struct trace_data *t, const struct cell_sum *s)
{
	const uint64_t *ev = s->ev;
	int i, b;

	if (t->drain_amounts && (s->dpages || s->bytes))
		fprintf(fp, "    drained: pages local=%llu dead=%llu (%.1f per drain), obj bytes=%llu\n",
			(unsigned long long)s->pages[C_DRAIN_LOCAL],
			(unsigned long long)s->pages[C_DRAIN_DEAD],
			(double)s->dpages / (ev[C_DRAIN_LOCAL] + ev[C_DRAIN_DEAD] ?
					     ev[C_DRAIN_LOCAL] + ev[C_DRAIN_DEAD] : 1),
			(unsigned long long)s->bytes);
	if (ev[C_TRYLOCK_FAIL]) {
		fprintf(fp, "    trylock fails in:");
		for (i = 0; i < NCTX; i++)
			if (s->tryin[i])
				fprintf(fp, " %s=%llu", ctx_names[i],
					(unsigned long long)s->tryin[i]);
		fputc('\n', fp);
	}
	if (s->holds) {
		fprintf(fp, "    hold ns:");
		for (b = 0; b < NBUCKET; b++)
			if (s->hist[b])
				fprintf(fp, " [%llu,%llu):%llu", 1ULL << b,
					2ULL << b,
					(unsigned long long)s->hist[b]);
		fputc('\n', fp);
	}
}

static void summary(FILE *fp, const struct trace_data *t)
{
	struct cell_sum s;
	int v, c;

	summary_head(fp, t);
	for (v = 0; v < NVAR; v++) {
		for (c = 0; c < NCTX; c++) {
			sum_cell(t, v, c, &s);
			if (!s.rows)
				continue;
			summary_row(fp, t, v, c, &s);
			summary_details(fp, t, &s);
		}
	}
}

static int find_var(const char *name)
{
	int i;

	for (i = 0; i < NVAR; i++)
		if (!strcmp(var_names[i], name))
			return i;
	return -1;
}

static int find_ctx(const char *name)
{
	int i;

	for (i = 0; i < NCTX; i++)
		if (!strcmp(ctx_names[i], name))
			return i;
	return -1;
}

static int parse_u64(const char *s, uint64_t *out)
{
	char *end;

	if (!*s)
		return -1;
	errno = 0;
	*out = strtoull(s, &end, 10);
	return errno || *end ? -1 : 0;
}

/* compare one csv value against the trace; prints a line on mismatch */
static int cmp(FILE *fp, const struct sb_results *r, size_t row, const char *col,
	       uint64_t want, int *bad)
{
	int ci = sb_col(r, col);
	uint64_t got;

	if (ci < 0) {
		fprintf(fp, "MISMATCH: %s: no column %s\n", r->path, col);
		(*bad)++;
		return 0;
	}
	if (parse_u64(sb_field(r, row, ci), &got) || got != want) {
		fprintf(fp, "MISMATCH: %s line %zu: %s=%s in results, %llu in the trace\n",
			r->path, r->lineno[row], col, sb_field(r, row, ci),
			(unsigned long long)want);
		(*bad)++;
	}
	return 1;
}

/*
 * What the run the trace recorded and the results file must share before
 * any counter is compared: the workload and repeats of sb_run_start and of
 * the config line, the outcome of sb_run_end and run_status.  A reason in
 * @why, or "" when nothing says they differ.
 */
static void same_config(const struct trace_data *t, const struct sb_results *r,
			char *why, size_t len)
{
	const char *st = sb_env_get(r, "run_status");
	char v[64];

	why[0] = '\0';
	if (t->starts && !sb_config_get(r, "workload", v, sizeof(v)) &&
	    (t->start_workload < 0 || (size_t)t->start_workload >= NWL ||
	     strcmp(v, wl_names[t->start_workload])))
		snprintf(why, len, "the trace's run has workload=%s, the file's config workload=%s",
			 t->start_workload >= 0 && (size_t)t->start_workload < NWL ?
			 wl_names[t->start_workload] : "?", v);
	else if (t->starts && !sb_config_get(r, "repeats", v, sizeof(v)) &&
		 atoi(v) != t->start_repeats)
		snprintf(why, len, "the trace's run has repeats=%d, the file's config repeats=%s",
			 t->start_repeats, v);
	else if (t->runs == 1 && st && *st && !t->runs_failed != !strncmp(st, "SUCCESS", 7))
		snprintf(why, len, "the trace's run ended %s, the file says run_status %s",
			 t->runs_failed ? "FAILURE" : "SUCCESS", st);
}

/* The window of a results row, or NULL */
static const struct window *row_window(const struct trace_data *t, int v, int c,
				       uint64_t cpu, uint64_t rep, uint64_t blk)
{
	size_t k;

	for (k = 0; k < t->nwins; k++) {
		const struct cell *ce = cell_of((struct trace_data *)t, t->wins[k].stock);

		if (ce && ce->variant == v && ce->ctx == c &&
		    ce->repeat == (int)rep && t->wins[k].cpu == cpu &&
		    t->wins[k].blk == blk &&
		    t->wins[k].have[0] && t->wins[k].have[1])
			return &t->wins[k];
	}
	return NULL;
}

/*
 * The comparison itself, its MISMATCH lines into @fp; *rows: the rows
 * compared, *agree: those whose every value agreed, *nowin: the rows
 * without a window, *vals: the values compared.  Returns the mismatches.
 */
static int compare_rows(FILE *fp, const struct trace_data *t, const struct sb_results *r,
			const char *csv, int *rows, int *agree, int *nowin, int *vals,
			char *used)
{
	int cv = sb_col(r, "variant"), cc = sb_col(r, "context"), ccpu = sb_col(r, "cpu");
	int crep = sb_col(r, "repeat"), cst = sb_col(r, "status");
	int cblk = sb_col(r, "block");	/* schema 1: one window per row */
	int bad = 0;
	size_t i, k;

	for (i = 0; i < r->nrows; i++) {
		int v = find_var(sb_field(r, i, cv)), c = find_ctx(sb_field(r, i, cc));
		uint64_t cpu, rep, blk = 0;
		const struct window *w;
		int before = bad;

		if (strcmp(sb_field(r, i, cst), "ok") || v < 0 || c < 0)
			continue;	/* skipped rows, primitives, kmalloc */
		if (parse_u64(sb_field(r, i, ccpu), &cpu) ||
		    parse_u64(sb_field(r, i, crep), &rep) ||
		    (cblk >= 0 && parse_u64(sb_field(r, i, cblk), &blk))) {
			fprintf(fp, "MISMATCH: %s line %zu: bad cpu/repeat\n", csv, r->lineno[i]);
			bad++;
			continue;
		}
		w = row_window(t, v, c, cpu, rep, blk);
		(*rows)++;
		if (!w) {
			fprintf(fp, "MISMATCH: %s line %zu: %s/%s cpu %llu repeat %llu is not in the trace\n",
				csv, r->lineno[i], var_names[v], ctx_names[c],
				(unsigned long long)cpu, (unsigned long long)rep);
			(*nowin)++;
			bad++;
			continue;
		}
		used[w - t->wins] = 1;
		for (k = 0; k < NCNT; k++)
			*vals += cmp(fp, r, i, cnt_col[k], cnt_evented[k] ? w->ev[k] :
				     w->cnt[1][k] - w->cnt[0][k], &bad);
		*vals += cmp(fp, r, i, "hold_samples", w->ev_hold, &bad);
		*vals += cmp(fp, r, i, "hold_ns_avg",
			     w->ev_hold ? w->ev_hold_ns / w->ev_hold : 0, &bad);
		*agree += bad == before;
	}
	return bad;
}

/* the rows' tries measured again against the windows the trace dropped */
static int check_dropped(FILE *fp, const struct trace_data *t, const struct sb_results *r,
			 const char *csv, int *vals)
{
	int cv = sb_col(r, "variant"), cre = sb_col(r, "remeasured");
	uint64_t again = 0, n;
	size_t i;

	if (cre < 0)	/* before the module measured again */
		return 0;
	/* one window per row of a stock: not primitives, kmalloc */
	for (i = 0; i < r->nrows; i++)
		if (find_var(sb_field(r, i, cv)) >= 0 &&
		    !parse_u64(sb_field(r, i, cre), &n))
			again += n;
	(*vals)++;
	if (again == t->dropped)
		return 0;
	fprintf(fp, "MISMATCH: %s: its rows say %llu tries measured again, the trace dropped %llu windows\n",
		csv, (unsigned long long)again, t->dropped);
	return 1;
}

/*
 * trace --check: first, that the file and the trace are one run (the
 * config, the outcome, a window for every row and a row for every window,
 * and some row that agrees in every value: two runs' counters differ in
 * every row); else one line saying they are not, instead of a MISMATCH
 * line per value.  Then every value, a MISMATCH line each.
 */
static int check(FILE *out, const struct trace_data *t, const char *trace, const char *csv)
{
	struct sb_results r;
	char err[256], why[512] = "", *buf = NULL;
	int bad, rows = 0, agree = 0, nowin = 0, vals = 0, nwin = 0, spare = 0;
	char *used = xcalloc(t->nwins + 1, 1);
	size_t len = 0, k;
	FILE *fp;

	if (sb_results_load(csv, &r, err, sizeof(err))) {
		fprintf(stderr, "stockbench trace: %s\n", err);
		free(used);
		return -1;
	}
	if (sb_col(&r, "variant") < 0 || sb_col(&r, "context") < 0 || sb_col(&r, "cpu") < 0 ||
	    sb_col(&r, "repeat") < 0 || sb_col(&r, "status") < 0) {
		fprintf(stderr, "stockbench trace: %s: missing variant/context/cpu/repeat/status columns\n",
			csv);
		sb_results_free(&r);
		free(used);
		return -1;
	}
	fp = open_memstream(&buf, &len);
	if (!fp)
		oom();
	bad = !!t->missed;
	if (t->missed)
		fprintf(fp, "MISMATCH: the trace lost %llu events: it cannot agree\n",
			t->missed);
	bad += compare_rows(fp, t, &r, csv, &rows, &agree, &nowin, &vals, used);
	bad += check_dropped(fp, t, &r, csv, &vals);
	for (k = 0; k < t->nwins; k++) {
		const struct cell *ce = cell_of((struct trace_data *)t, t->wins[k].stock);

		if (!ce || ce->variant < 0 || !t->wins[k].have[0] || !t->wins[k].have[1])
			continue;
		nwin++;
		spare += !used[k];
	}
	fclose(fp);
	same_config(t, &r, why, sizeof(why));
	/* a trace that lost events may miss windows: its MISMATCH says so */
	if (!why[0] && !t->missed && (nowin || (spare && t->runs <= 1)))
		snprintf(why, sizeof(why), "the trace measured %d windows (cpu x repeat x block) and the file has %d ok rows: %d rows without a window, %d windows without a row",
			 nwin, rows, nowin, spare);
	if (!why[0] && !t->missed && rows && !agree)
		snprintf(why, sizeof(why), "none of its %d rows agrees with the trace in every value (%d of %d values differ): the results file of the run a trace recorded agrees exactly",
			 rows, bad, vals);
	if (why[0]) {
		fprintf(stderr, "stockbench trace: %s and %s are not the same run: %s\n",
			csv, trace, why);
		bad = -2;
	} else {
		fwrite(buf, 1, len, out);
		fprintf(out, "check %s: %d rows, %d values compared, %d mismatches\n",
			csv, rows, vals, bad);
		if (!rows) {
			fprintf(out, "MISMATCH: no row of %s could be compared (another run?)\n", csv);
			bad++;
		}
	}
	free(buf);
	free(used);
	sb_results_free(&r);
	return bad ? 1 : 0;
}

int cmd_trace(int argc, char **argv)
{
	struct trace_data t;
	struct sb_opts o;
	int parsed, ret;

	parsed = sb_parse_opts(argc, argv, "trace", &o);
	if (parsed)
		return parsed < 0 ? 2 : 0;	/* an error, or --help */
	if (o.nargs != 1) {
		fputs("stockbench trace: expected one TRACE.dat (usage: stockbench trace [--check results.csv] TRACE.dat)\n",
		      stderr);
		return 2;
	}
	memset(&t, 0, sizeof(t));
	/* libtraceevent warns on stderr about formats it cannot parse */
	tep_set_loglevel(TEP_LOG_CRITICAL);
	tracecmd_set_loglevel(TEP_LOG_CRITICAL);
	if (load(o.args[0], &t))
		ret = 1;
	else if (o.check)
		ret = check(stdout, &t, o.args[0], o.check) ? 1 : 0;
	else {
		summary(stdout, &t);
		ret = 0;
	}
	free(t.cells);
	free(t.wins);
	free(t.evs);
	return ret;
}
