// SPDX-License-Identifier: GPL-2.0
/*
 * layout_pair.c - a pair layout (layout.h): Baseline | Patched tables,
 * one a context, of throughput, mean and single-op latency measures, with
 * their Diff, Mann-Whitney p, and Holm over every table's tests.
 * One file: two variants of one run (the spec's default baseline and
 * patched).  Two files: the same variant on a baseline and a patched
 * kernel.  All values are ns/op medians unless the row says otherwise.
 */
#include "layout.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "load.h"
#include "stats.h"
#include "util.h"

/*
 * One table: its groups and, per measure, the Mann-Whitney p of the
 * rows' values (NAN: no test).  Throughput is 1000 / ns/op of the same
 * rows as the mean: a monotone transform, so the same test and the same
 * p; it is tested once, on the mean.  The latency measures are the
 * single-op latencies (lat_p50_ns..lat_p99_ns of the rows that timed
 * single ops): with no lat_* columns in a file there are none (lat 0).
 */
struct ktable {
	const struct sb_results *ra, *rb;
	const struct sb_group *ga, *gb;
	int one_file;		/* both sides from one run: pairable by block */
	int lat;		/* both files have the single-op latency columns */
	double p[SB_MEAS_N], adj[SB_MEAS_N];
	int exact[SB_MEAS_N];
};

static int has_measure(const struct sb_layout *l, enum sb_lay_measure m)
{
	size_t i;

	for (i = 0; i < l->nrow; i++)
		if (l->row[i].measure == m)
			return 1;
	return 0;
}

/* the tests of the measures the layout shows */
static void pair_tests(const struct sb_layout *l, struct ktable *k)
{
	const double *sa[SB_MEAS_N] = {
		NULL, k->ga->ns, k->ga->sop[0], k->ga->sop[1], k->ga->sop[2],
	};
	const double *sb[SB_MEAS_N] = {
		NULL, k->gb->ns, k->gb->sop[0], k->gb->sop[1], k->gb->sop[2],
	};
	size_t i;

	k->p[0] = NAN;
	for (i = 1; i < SB_MEAS_N; i++) {
		size_t na = i < 2 ? k->ga->n : k->lat ? k->ga->n_sop : 0;
		size_t nb = i < 2 ? k->gb->n : k->lat ? k->gb->n_sop : 0;
		struct sb_mw mw;

		k->p[i] = NAN;
		if (!na || !nb || !has_measure(l, i))
			continue;
		sb_mann_whitney(sa[i], na, sb[i], nb, &mw);
		k->p[i] = mw.p;
		k->exact[i] = mw.exact;
	}
}

static void diff_cell(struct sb_table *t, size_t row, size_t col, double a, double b)
{
	if (isnan(a) || isnan(b) || a == 0)
		sb_table_set(t, row, col, "-");
	else
		sb_table_set(t, row, col, "%+.1f%%", (b - a) / a * 100);
}

/* p, p_holm and verdict of measure @m */
static void test_cell(const struct sb_layout *l, struct sb_table *t, size_t row,
		      size_t col, enum sb_lay_cell kind, const struct ktable *k,
		      enum sb_lay_measure m)
{
	if (m == SB_MEAS_THROUGHPUT)
		sb_table_set(t, row, col, "%s", kind == SB_CELL_VERDICT ?
			     sb_lay_word(l, "sametest") : "-");
	else if (isnan(k->p[m]))
		sb_table_set(t, row, col, "-");
	else if (kind == SB_CELL_P)
		sb_table_set(t, row, col, "%.2g%s", k->p[m], k->exact[m] ? "" : "*");
	else if (kind == SB_CELL_P_HOLM)
		sb_table_set(t, row, col, "%.2g", k->adj[m]);
	else
		sb_table_set(t, row, col, "%s",
			     sb_lay_word(l, k->adj[m] < 0.05 ? "differ" : "same"));
}

static void measures(const struct ktable *k, double *a, double *b)
{
	size_t i;

	a[0] = 1e3 / sb_group_median(k->ga);
	b[0] = 1e3 / sb_group_median(k->gb);
	a[1] = sb_mean(k->ga->ns, k->ga->n);
	b[1] = sb_mean(k->gb->ns, k->gb->n);
	for (i = 2; i < SB_MEAS_N; i++) {
		a[i] = sb_median_sorted(k->ga->sop[i - 2], k->ga->n_sop);
		b[i] = sb_median_sorted(k->gb->sop[i - 2], k->gb->n_sop);
	}
}

static void pair_row(const struct sb_layout *l, struct sb_table *t, const struct ktable *k,
		     const struct sb_lay_line *rl, const double *a, const double *b)
{
	enum sb_lay_measure m = rl->measure;
	size_t row = sb_table_row(t), c;
	char x[64];

	for (c = 0; c < l->ncol; c++) {
		enum sb_lay_cell kind = l->col[c].cell;

		if (kind == SB_CELL_LABEL)
			sb_table_set(t, row, c, "%s", rl->text);
		else if (kind == SB_CELL_BASELINE || kind == SB_CELL_PATCHED)
			sb_table_set(t, row, c, "%s", sb_fmt_num(x, sizeof(x),
				     kind == SB_CELL_BASELINE ? a[m] : b[m]));
		else if (kind == SB_CELL_DIFF)
			diff_cell(t, row, c, a[m], b[m]);
		else
			test_cell(l, t, row, c, kind, k, m);
	}
}

static void pair_table(FILE *fp, const struct sb_layout *l, const struct ktable *k,
		       enum sb_format f)
{
	const char **head = xcalloc(l->ncol + 1, sizeof(*head));
	double a[SB_MEAS_N], b[SB_MEAS_N];
	struct sb_table t;
	size_t i;

	for (i = 0; i < l->ncol; i++)
		head[i] = l->col[i].text;
	sb_table_init(&t, l->ncol, head, NULL);
	for (i = 0; i < l->ncol; i++)
		t.align[i] = l->col[i].align ? l->col[i].align :
			     l->col[i].cell == SB_CELL_LABEL ? 'l' : 'r';
	measures(k, a, b);
	for (i = 0; i < l->nrow; i++)
		if (k->lat || l->row[i].measure < SB_MEAS_P50)
			pair_row(l, &t, k, &l->row[i], a, b);
	sb_table_print(fp, &t, f);
	sb_table_free(&t);
	free(head);
}

/* the load each side ran under; whether the two differ by more than 10% */
static void pair_load(FILE *fp, const struct ktable *k)
{
	static const char *const side[2] = { "Baseline", "Patched" };
	const struct sb_group *g[2] = { k->ga, k->gb };
	struct sb_load_cmp c;
	char err[512];
	int i;

	fputs("\nInterrupt-context ops/s per CPU achieved (aggregate: sum of rate x measure_us / sum of\n"
	      "measure_us over the ok rows; rows: the smallest..largest row), of those asked:\n\n", fp);
	if (sb_load_compare(k->ra, k->ga, k->rb, k->gb, &c, err, sizeof(err))) {
		fprintf(fp, "- %s\n", err);
		return;
	}
	for (i = 0; i < 2; i++) {
		const struct sb_load *l = i ? &c.b : &c.a;

		fprintf(fp, "- %s %s:", side[i], g[i]->variant);
		if (l->nrows)
			sb_load_print_rates(fp, l);
		else
			fputs(" no rates recorded", fp);
		if (l->nrows && !l->weighted)
			fputs(" (no measure_us: the mean of the rows' rates)", fp);
		if (l->nhandler)
			fprintf(fp, "; interrupt-context op %.0f ns, handler time %.1f%%",
				l->op_ns, 100 * l->share);
		fputs("\n", fp);
	}
	if (c.any) {
		fputs("- LOAD DIFFERS by more than 10%: ", fp);
		sb_load_cmp_print(fp, &c, side[0], side[1]);
		fputs(": the two sides ran under different interrupt loads\n", fp);
	}
	fprintf(fp, "- ns/op above: %s\n", sb_col(k->ra, "irq_handler_ns") >= 0 &&
		sb_col(k->rb, "irq_handler_ns") >= 0 ?
		"the task-context op, the interrupt handlers' time (irq_handler_ns) left out" :
		"includes the time of the interrupt handlers that ran during the samples (no irq_handler_ns)");
}

/*
 * mixed: the interrupt load each side got against those asked, and its
 * trylock failures per 1000 interrupt-context ops (files with irq_ops),
 * pooled; their test is compare --metric tryfail_per_kop, on the paired
 * run.  A side on PREEMPT_RT: no numbers, the reason in one line.
 */
static void pair_irq(FILE *fp, const struct ktable *k)
{
	const struct sb_group *g[2] = { k->ga, k->gb };
	static const char *const side[2] = { "Baseline", "Patched" };
	double a = sb_group_tfk(k->ga), b = sb_group_tfk(k->gb);
	size_t i;

	if (!k->ga->n_irq && !k->gb->n_irq)
		return;
	pair_load(fp, k);
	if (isnan(a) && isnan(b))
		return;
	if (sb_results_rt(k->ra) || sb_results_rt(k->rb)) {
		fprintf(fp, "\nTrylock fails per 1000 interrupt-context ops: %s\n", sb_tryfail_rt_na);
		return;
	}
	fputs("\nTrylock fails per 1000 interrupt-context ops (the pooled rate: 1000 x sum of trylock_fails /\n"
	      "sum of irq_ops over the ok rows):\n\n", fp);
	for (i = 0; i < 2; i++) {
		fprintf(fp, "- %s %s: ", side[i], g[i]->variant);
		if (isnan(sb_group_tfk(g[i])))
			fputs("no irq_ops", fp);
		else
			sb_tfk_of(fp, g[i]);
		fputs("\n", fp);
	}
	if (!isnan(a) && !isnan(b) && a > 0)
		fprintf(fp, "- Diff %+.1f%%, not tested here%s\n", (b - a) / a * 100,
			k->one_file ?
			": `stockbench compare --metric tryfail_per_kop FILE` tests it block by block" :
			"");
}

/* ops and rows behind the latency rows, or why there are none */
static void pair_lat_note(FILE *fp, const struct ktable *k)
{
	if (!k->lat) {
		fprintf(fp, "\nLatency: not shown: %s has no single-op latency columns (lat_*); the batch\n"
			"percentiles it has are averages of many ops, not latencies of one\n",
			sb_col(k->ra, "lat_ops") < 0 ? k->ra->path : k->rb->path);
		return;
	}
	fprintf(fp, "\nLatency p50/p90/p99: single ops timed alone (lat_*), median over the rows that timed them\n"
		"of each row's percentile: Baseline %.0f ops in %zu rows, Patched %.0f ops in %zu rows\n",
		k->ga->sop_ops, k->ga->n_sop, k->gb->sop_ops, k->gb->n_sop);
}

/* the per-table captions, the table, and the after blocks */
static void pair_print(FILE *fp, const struct sb_layout *l, const struct ktable *k,
		       const struct sb_shape_opts *o, const char *wl, int first)
{
	const char *kv[] = {
		"workload", wl, "bvariant", k->ga->variant, "bpath", k->ra->path,
		"pvariant", k->gb->variant, "ppath", k->rb->path,
		"tcontext", k->ga->context, NULL,
	};
	char buf[4096];
	size_t i;

	if (!first)
		fputs("\n", fp);
	for (i = 0; i < l->ncaption; i++)
		if (l->caption[i].what == SB_OUT_TEXT)
			fprintf(fp, "%s\n", sb_lay_fill(buf, sizeof(buf), l->caption[i].text,
							l, o, kv));
	fputs("\n", fp);
	pair_table(fp, l, k, o->format);
	for (i = 0; i < l->ncaption; i++) {
		if (l->caption[i].what != SB_OUT_AFTER)
			continue;
		if (!strcmp(l->caption[i].text, "latency"))
			pair_lat_note(fp, k);
		else
			pair_irq(fp, k);
	}
}

/* the tables of every context both sides have ok rows in; their count */
static size_t pair_find(const struct sb_layout *l, struct sb_input *pa, struct sb_input *pb,
			size_t nin, const struct sb_shape_opts *o, const char *wa,
			struct ktable *kt)
{
	const char *va = o->baseline ? o->baseline : nin > 1 ? NULL : l->dflt[6];
	const char *vb = o->patched ? o->patched : nin > 1 ? NULL : l->dflt[7];
	size_t i, nt = 0;

	for (i = 0; i < pa->gs.n; i++) {
		const struct sb_group *ga = &pa->gs.g[i], *gb;

		if ((va && strcmp(ga->variant, va)) || strcmp(ga->workload, wa) ||
		    (o->context && strcmp(ga->context, o->context)))
			continue;
		gb = sb_group_find(&pb->gs, wa, vb ? vb : ga->variant, ga->context);
		if (!gb || !ga->n || !gb->n)
			continue;
		kt[nt].ra = &pa->r;
		kt[nt].rb = &pb->r;
		kt[nt].ga = ga;
		kt[nt].gb = gb;
		kt[nt].one_file = nin == 1;
		kt[nt].lat = sb_col(&pa->r, "lat_ops") >= 0 && sb_col(&pb->r, "lat_ops") >= 0;
		pair_tests(l, &kt[nt++]);
	}
	return nt;
}

/* Holm over the tests of all the tables: one family; returns their number */
static size_t pair_holm(struct ktable *kt, size_t nt)
{
	double *p = xcalloc(nt * SB_MEAS_N, sizeof(*p));
	double *adj = xcalloc(nt * SB_MEAS_N, sizeof(*adj));
	size_t i, j, m;

	for (i = 0; i < nt; i++)
		memcpy(p + SB_MEAS_N * i, kt[i].p, sizeof(kt[i].p));
	m = sb_holm(p, nt * SB_MEAS_N, adj);
	for (i = 0; i < nt; i++)
		for (j = 0; j < SB_MEAS_N; j++)
			kt[i].adj[j] = adj[SB_MEAS_N * i + j];
	free(p);
	free(adj);
	return m;
}

int sb_lay_pair(FILE *fp, const struct sb_layout *l, struct sb_input *in, size_t nin,
		const struct sb_shape_opts *o, char *err, size_t errlen)
{
	struct sb_input *pa = &in[0], *pb = nin > 1 ? &in[1] : &in[0];
	const char *wa, *wb, *want = sb_lay_opt(l, o, 1);
	char ntests[32];
	const char *kv[] = { "ntests", ntests, "tables", NULL, "workload", NULL, NULL };
	struct ktable *kt;
	size_t i, j, nt;

	if (nin > 2)
		return fail(err, errlen, "%s: a pair layout takes one file (two variants) or two files (baseline, patched)",
			    l->path);
	wa = sb_lay_pick_workload(pa, want, err, errlen);
	wb = wa ? sb_lay_pick_workload(pb, want, err, errlen) : NULL;
	if (!wa || !wb)
		return -1;
	if (strcmp(wa, wb))
		return fail(err, errlen, "mismatched runs: %s has workload %s, %s has %s",
			    pa->r.path, wa, pb->r.path, wb);
	kt = xcalloc(pa->gs.n + 1, sizeof(*kt));
	nt = pair_find(l, pa, pb, nin, o, wa, kt);
	if (!nt) {
		const char *va = o->baseline ? o->baseline : nin > 1 ? NULL : l->dflt[6];
		const char *vb = o->patched ? o->patched : nin > 1 ? NULL : l->dflt[7];

		free(kt);
		return fail(err, errlen, "no context has ok rows for both %s and %s",
			    va ? va : "a variant", vb ? vb : "the same variant");
	}
	snprintf(ntests, sizeof(ntests), "%zu", pair_holm(kt, nt));
	kv[3] = sb_lay_word(l, nt > 1 ? "tables-many" : "tables-one");
	kv[5] = wa;
	i = sb_lay_text(fp, l, 0, o, kv);
	for (j = 0; j < nt; j++)
		pair_print(fp, l, &kt[j], o, wa, !j);
	sb_lay_text(fp, l, i + 1, o, kv);
	free(kt);
	return 0;
}
