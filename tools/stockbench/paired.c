// SPDX-License-Identifier: GPL-2.0
/*
 * paired.c - "stockbench compare FILE": the paired comparison inside one
 * run of the paired design (module/README.md). Every subject ran, in
 * each block, right next to every other one on the same CPU, so the
 * block is the unit: for a subject B against the run's first subject A,
 * each (context, cpu, repeat, block) where both rows are ok gives one
 * difference log(B / A). Their Wilcoxon signed-rank test gives p, the
 * Hodges-Lehmann estimate gives the ratio, and the interval comes from
 * the same distribution. Rows of two runs share no blocks: those keep
 * the unpaired comparison (compare A B).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brief.h"
#include "cli.h"
#include "emit.h"
#include "paired.h"
#include "signrank.h"
#include "stats.h"

/* The distinct values of a column, in first-appearance order. */
static size_t uniq(const struct sb_results *r, int col, const char ***out)
{
	struct sb_index seen = { NULL, 0, 0 };
	const char **v = NULL;
	size_t n = 0, i, j, pos;

	for (i = 0; i < r->nrows; i++) {
		const char *s = sb_field(r, i, col);
		uint64_t h = sb_hash_str(SB_HASH_INIT, s);

		pos = 0;
		while ((j = sb_index_next(&seen, h, &pos)) != SB_NONE && strcmp(v[j], s))
			;
		if (j != SB_NONE)
			continue;
		sb_index_add(&seen, h, n);
		v = xgrow(v, n, sizeof(*v));
		v[n++] = s;
	}
	sb_index_free(&seen);
	*out = v;
	return n;
}

/*
 * Block matching.  The ok rows of the run sorted by (variant, context,
 * cpu, repeat, block): a subject's rows in a context are one stretch of
 * it, and the row of a block in it is found by binary search, so pairing
 * a subject with another costs O(n log n) in their rows, not a search of
 * every row for each (sb_group_results refuses a paired run with two ok
 * rows for one block).  Built once per file, kept in r->aux.
 */
enum { PK_VAR, PK_CTX, PK_CPU, PK_REP, PK_BLK, PK_N };

struct prow {
	const char *key[PK_N];
	size_t row;
};

struct pindex {
	struct prow *p;
	size_t n;
};

static int cmp_keys(const struct prow *a, const struct prow *b, int from, int to)
{
	int i, c;

	for (i = from; i < to; i++) {
		c = strcmp(a->key[i], b->key[i]);
		if (c)
			return c;
	}
	return 0;
}

static int cmp_prow(const void *x, const void *y)
{
	const struct prow *a = x, *b = y;
	int c = cmp_keys(a, b, 0, PK_N);

	return c ? c : (a->row > b->row) - (a->row < b->row);
}

static void pindex_free(void *aux)
{
	struct pindex *ix = aux;

	free(ix->p);
	free(ix);
}

static const struct pindex *pindex_of(const struct sb_results *cr)
{
	struct sb_results *r = (struct sb_results *)cr;	/* r->aux: a cache */
	int col[PK_N] = {
		sb_col(r, "variant"), sb_col(r, "context"), sb_col(r, "cpu"),
		sb_col(r, "repeat"), sb_col(r, "block"),
	};
	int cs = sb_col(r, "status"), k;
	struct pindex *ix;
	size_t i;

	if (r->aux && r->aux_free == pindex_free)
		return r->aux;
	if (r->aux_free)
		r->aux_free(r->aux);
	ix = xcalloc(1, sizeof(*ix));
	ix->p = xcalloc(r->nrows + 1, sizeof(*ix->p));
	for (i = 0; i < r->nrows; i++) {
		if (strcmp(sb_field(r, i, cs), "ok"))
			continue;
		for (k = 0; k < PK_N; k++)
			ix->p[ix->n].key[k] = sb_field(r, i, col[k]);
		ix->p[ix->n++].row = i;
	}
	qsort(ix->p, ix->n, sizeof(*ix->p), cmp_prow);
	r->aux = ix;
	r->aux_free = pindex_free;
	return ix;
}

/*
 * The first entry in [lo, hi) not below @e in keys [0, to) (@after: the
 * first above it).
 */
static size_t bound(const struct pindex *ix, size_t lo, size_t hi,
		    const struct prow *e, int to, int after)
{
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = cmp_keys(&ix->p[mid], e, 0, to);

		if (c < 0 || (after && c == 0))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* [*lo, *hi): the ok rows of subject @var in context @ctx */
static void prange(const struct pindex *ix, const char *var, const char *ctx,
		   size_t *lo, size_t *hi)
{
	struct prow e = { { var, ctx }, 0 };

	*lo = bound(ix, 0, ix->n, &e, 2, 0);
	*hi = bound(ix, *lo, ix->n, &e, 2, 1);
}

struct pmatch {
	size_t ra, rb;		/* the rows of A and of B */
};

static int cmp_pmatch(const void *x, const void *y)
{
	const struct pmatch *a = x, *b = y;

	return (a->ra > b->ra) - (a->ra < b->ra);
}

/*
 * The blocks of context @ctx where both @a and @b have an ok row, in the
 * order of a's rows (the order the old search of every row gave).
 */
static size_t pmatch(const struct sb_results *r, const char *a, const char *b,
		     const char *ctx, struct pmatch **out)
{
	const struct pindex *ix = pindex_of(r);
	size_t alo, ahi, blo, bhi, i, n = 0;
	struct pmatch *m;

	prange(ix, a, ctx, &alo, &ahi);
	prange(ix, b, ctx, &blo, &bhi);
	m = xmalloc((bhi - blo + 1) * sizeof(*m));
	for (i = blo; i < bhi; i++) {
		struct prow e = ix->p[i];
		size_t j;

		e.key[PK_VAR] = a;
		j = bound(ix, alo, ahi, &e, PK_N, 0);
		if (j < ahi && !cmp_keys(&ix->p[j], &e, 0, PK_N))
			m[n++] = (struct pmatch){ ix->p[j].row, ix->p[i].row };
	}
	qsort(m, n, sizeof(*m), cmp_pmatch);
	*out = m;
	return n;
}

/* ns_per_op of row i when it is > 0, else 0 */
static double ns_of(const struct sb_results *r, size_t i)
{
	double ns;

	if (sb_parse_double(sb_field(r, i, sb_col(r, "ns_per_op")), &ns) || ns <= 0)
		return 0;
	return ns;
}

/* the rows' own cpu is @cpu, or any when @cpu is NULL */
static int on_cpu(const struct sb_results *r, size_t i, const char *cpu)
{
	return !cpu || !strcmp(sb_field(r, i, sb_col(r, "cpu")), cpu);
}

static size_t paired_diffs(const struct sb_results *r, const char *a,
			   const char *b, const char *ctx, const char *cpu,
			   double **out)
{
	struct pmatch *m;
	size_t nm = pmatch(r, a, b, ctx, &m), i, n = 0;
	double *d = xmalloc((nm + 1) * sizeof(*d));

	for (i = 0; i < nm; i++) {
		double na = ns_of(r, m[i].ra), nb = ns_of(r, m[i].rb);

		if (na > 0 && nb > 0 && on_cpu(r, m[i].ra, cpu))
			d[n++] = log(nb / na);
	}
	free(m);
	*out = d;
	return n;
}

/* TOST of one row: the signed-rank interval at 1 - 2 alpha inside the margin */
static int paired_same(const double *d, size_t n, const struct sb_opts *o)
{
	struct sb_signrank sr;

	return !sb_signrank(d, n, 1 - 2 * (1 - o->conf), &sr) && sr.has_ci &&
	       sb_equivalent(sr.lo, sr.hi, o->margin);
}

size_t sb_paired_diffs(const struct sb_results *r, const char *a,
		       const char *b, const char *ctx, double **out)
{
	return paired_diffs(r, a, b, ctx, NULL, out);
}

/* The subjects and contexts of a paired run: vars[0] is the reference. */
struct subjects {
	const char **vars, **ctxs;
	size_t nv, nc;
};

/* A run with one subject has nothing to pair: refuse it, in one line. */
static int subjects_of(const struct sb_input *in, struct subjects *s)
{
	s->nv = uniq(&in->r, sb_col(&in->r, "variant"), &s->vars);
	s->nc = uniq(&in->r, sb_col(&in->r, "context"), &s->ctxs);
	if (s->nv < 2) {
		fprintf(stderr, "stockbench: %s has one subject (%s): nothing to pair it with\n",
			in->r.path, s->nv ? s->vars[0] : "none");
		free(s->vars);
		free(s->ctxs);
		return -1;
	}
	return 0;
}

static void subjects_free(struct subjects *s)
{
	free(s->vars);
	free(s->ctxs);
}

/*
 * The tests of one table, for Holm's adjustment once all are known: the
 * table row, p and estimate of each; eq (or NULL) says which are the
 * same within the margin.
 */
struct ptests {
	size_t *rows, n;
	double *p, *est;
	int *eq;
};

static void ptests_init(struct ptests *pt, size_t max, int with_eq)
{
	pt->p = xcalloc(max, sizeof(*pt->p));
	pt->est = xcalloc(max, sizeof(*pt->est));
	pt->rows = xcalloc(max, sizeof(*pt->rows));
	pt->eq = with_eq ? xcalloc(max, sizeof(*pt->eq)) : NULL;
	pt->n = 0;
}

static void ptests_add(struct ptests *pt, size_t row, const struct sb_signrank *sr)
{
	pt->rows[pt->n] = row;
	pt->p[pt->n] = sr->p;
	pt->est[pt->n++] = sr->est;
}

static void ptests_free(struct ptests *pt)
{
	free(pt->eq);
	free(pt->p);
	free(pt->est);
	free(pt->rows);
}

/*
 * The first three columns of a row: variant, vs, context (variant before
 * context, as in every table of the CLI).
 */
static size_t pair_row(struct sb_table *t, const struct subjects *s, size_t i, size_t j)
{
	size_t row = sb_table_row(t);

	sb_table_set(t, row, 0, "%s", s->vars[j]);
	sb_table_set(t, row, 1, "%s", s->vars[0]);
	sb_table_set(t, row, 2, "%s", s->ctxs[i]);
	return row;
}

/* One row of the ns/op table: variant j against vars[0] in context i. */
static void paired_row(struct sb_table *t, const struct sb_input *in, const struct sb_opts *o,
		       const struct subjects *s, size_t i, size_t j, struct ptests *pt)
{
	struct sb_signrank sr;
	size_t row, n;
	double *d;

	n = sb_paired_diffs(&in->r, s->vars[0], s->vars[j], s->ctxs[i], &d);
	if (!n) {
		free(d);
		return;
	}
	row = pair_row(t, s, i, j);
	sb_table_set(t, row, 3, "%zu", n);
	if (sb_signrank(d, n, o->conf, &sr)) {
		sb_table_set(t, row, 4, "-");
		sb_table_set(t, row, 8, "no non-zero difference");
		free(d);
		return;
	}
	sb_table_ratio(t, row, 4, exp(sr.est));
	if (sr.has_ci)
		sb_table_ci(t, row, 5, exp(sr.lo), exp(sr.hi));
	else
		sb_table_set(t, row, 5, "n too small");
	sb_table_p(t, row, 6, sr.p, sr.exact ? "" : "*");
	pt->eq[pt->n] = paired_same(d, n, o);
	ptests_add(pt, row, &sr);
	free(d);
}

/* The notes before the table; @what: "" or the metric's "NAME of ". */
static void paired_head(const struct sb_input *in, const struct sb_opts *o,
			const char *what, const char *vs)
{
	if (o->shape_opts.format == SB_FMT_MD)
		fputs("```\n", stdout);
	sb_show_notes(stdout, in, "");
	printf("paired run: %s; %severy subject against %s, block by block\n",
	       in->r.path, what, vs);
	sb_brief_head("paired run of %s: %severy subject against %s, block by block (one boot: descriptive of it)",
		      sb_kernel_label(in), what, vs);
}

static void paired_legend(const struct sb_verdicts *v)
{
	printf("pairs: blocks where both subjects have an ok row (same context, cpu, repeat, block).\n"
	       "ratio: Hodges-Lehmann estimate of ns/op(variant) / ns/op(vs): exp of the median of the\n"
	       "  Walsh averages of the per-block log ratios; the interval inverts the same test\n"
	       "  (per row, not adjusted for the number of rows).\n"
	       "p: two-sided Wilcoxon signed-rank test of the log ratios, exact; * = normal approximation\n"
	       "  (ties, or more than %d pairs). p_holm: Holm-adjusted over the table's tests.\n",
	       SB_SR_EXACT_MAX);
	sb_verdict_legend(stdout, v, NULL);
	printf("The subjects alternated within each block on the same CPU: host speed changes that\n"
	       "last longer than a block cancel in the ratio; the ratio is about this run's boot and\n"
	       "machine (one boot: descriptive of it; compare --across-boots tests across boots).\n");
}

int sb_compare_paired(const struct sb_input *in, const struct sb_opts *o)
{
	static const char *const head[] = {
		"variant", "vs", "context", "pairs", "ratio", "95% CI of ratio",
		"p", "p_holm", "verdict",
	};
	struct subjects s;
	size_t i, j, signif;
	struct sb_table t;
	char h5[64];
	const char *hd[9];
	struct sb_verdicts v = { 7, 8, "slower", "faster", o->conf, o->margin };
	struct ptests pt;
	size_t nsame;

	if (!sb_is_paired_run(&in->r)) {
		fprintf(stderr, "stockbench: %s is not a run of the paired design (no block column or design=paired in its config): compare two files instead\n",
			in->r.path);
		return 1;
	}
	if (subjects_of(in, &s))
		return 1;
	ptests_init(&pt, s.nv * s.nc, 1);
	paired_head(in, o, "", s.vars[0]);
	if (o->normalise)
		printf("ns/op divided by each row's ref_ns (--normalise ref)\n");
	fputs(o->shape_opts.format == SB_FMT_MD ? "```\n\n" : "\n", stdout);
	memcpy(hd, head, sizeof(hd));
	snprintf(h5, sizeof(h5), "%g%% CI of ratio", o->conf * 100);
	hd[5] = h5;
	sb_table_init(&t, 9, hd, "lllrrrrrl");
	for (i = 0; i < s.nc; i++)
		for (j = 1; j < s.nv; j++)
			paired_row(&t, in, o, &s, i, j, &pt);
	signif = sb_table_verdicts(&t, pt.rows, pt.p, pt.est, pt.eq, pt.n, &v, &nsame);
	sb_table_print(stdout, &t, o->shape_opts.format);
	sb_table_free(&t);
	printf("\n%zu of %zu comparisons differ at %.1f%% family-wise confidence (Holm over the %zu tests);\n"
	       "  %zu the same within +-%g%%, %zu undecided.\n",
	       signif, pt.n, o->conf * 100, pt.n, nsame, o->margin * 100,
	       pt.n - signif - nsame);
	paired_legend(&v);
	ptests_free(&pt);
	subjects_free(&s);
	return 0;
}

/* ---- --metric: a count rate per row instead of ns/op ---------------------- */

struct sb_metric {
	const char *name;
	const char *num, *den;	/* columns: value = scale * num / den (den NULL: 1) */
	double scale;
	const char *unit;	/* of the value, for the table's heads */
	const char *what;	/* what the value is, for the footnote */
	const char *need;	/* a column that must be > 0 for a row to count, or NULL */
	int tryfail;		/* 1: a count of trylock failures (n/a on PREEMPT_RT) */
};

static const struct sb_metric sb_metrics[] = {
	{ "tryfail_per_kop", "trylock_fails", "irq_ops", 1000, "fails/kop",
	  "trylock failures per 1000 interrupt-context ops (1000 x trylock_fails / irq_ops)",
	  NULL, 1 },
	{ "tryfail_per_ms", "trylock_fails", "measure_us", 1000, "fails/ms",
	  "trylock failures per ms of measured time (1000 x trylock_fails / measure_us)",
	  NULL, 1 },
	{ "hold_ns", "hold_ns_avg", NULL, 1, "ns",
	  "the row's mean stock lock hold time in ns (hold_ns_avg, rows with hold_samples > 0)",
	  "hold_samples", 0 },
	{ "nivcsw_per_ms", "nivcsw", "measure_us", 1000, "nivcsw/ms",
	  "involuntary context switches of the measuring task per ms of measured time\n"
	  "  (1000 x nivcsw / measure_us)",
	  NULL, 0 },
};

const char *const sb_metric_names = "tryfail_per_kop, tryfail_per_ms, hold_ns, nivcsw_per_ms";

static const struct sb_metric *metric_of(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(sb_metrics) / sizeof(sb_metrics[0]); i++)
		if (!strcmp(sb_metrics[i].name, name))
			return &sb_metrics[i];
	return NULL;
}

int sb_metric_known(const char *name)
{
	return metric_of(name) != NULL;
}

/* a column of row i that must be > 0: 0 if it is, else -1 */
static int metric_positive(const struct sb_results *r, size_t i, const char *col)
{
	double v;

	return sb_parse_double(sb_field(r, i, sb_col(r, col)), &v) || !(v > 0) ? -1 : 0;
}

/* row i's m->num and m->den (1 without one) when den > 0, num >= 0 and need > 0; else -1 */
static int metric_of_row(const struct sb_results *r, const struct sb_metric *m,
			 size_t i, double *num, double *den)
{
	*den = 1;
	if ((m->den && metric_positive(r, i, m->den)) ||
	    (m->den && sb_parse_double(sb_field(r, i, sb_col(r, m->den)), den)) ||
	    (m->need && metric_positive(r, i, m->need)) ||
	    sb_parse_double(sb_field(r, i, sb_col(r, m->num)), num) || *num < 0)
		return -1;
	return 0;
}

/*
 * Per block where both have a value: d = value(B) - value(A); and the
 * pooled values of each side over those blocks (sum num / sum den).
 */
static size_t metric_diffs(const struct sb_results *r, const struct sb_metric *m,
			   const char *a, const char *b, const char *ctx, const char *cpu,
			   double **out, double *pa, double *pb)
{
	struct pmatch *pm;
	size_t nm = pmatch(r, a, b, ctx, &pm), i, n = 0;
	double *d = xmalloc((nm + 1) * sizeof(*d));
	double sa[2] = { 0, 0 }, sb[2] = { 0, 0 };

	for (i = 0; i < nm; i++) {
		double an, ad, bn, bd;

		if (!on_cpu(r, pm[i].ra, cpu) ||
		    metric_of_row(r, m, pm[i].ra, &an, &ad) ||
		    metric_of_row(r, m, pm[i].rb, &bn, &bd))
			continue;
		d[n++] = m->scale * (bn / bd - an / ad);
		sa[0] += an;
		sa[1] += ad;
		sb[0] += bn;
		sb[1] += bd;
	}
	free(pm);
	*pa = n ? m->scale * sa[0] / sa[1] : NAN;
	*pb = n ? m->scale * sb[0] / sb[1] : NAN;
	*out = d;
	return n;
}

static void num3(char *buf, size_t len, double v)
{
	snprintf(buf, len, "%.3f", v);
}

/*
 * 0, or -1 after a one-line reason: a PREEMPT_RT file, whose trylock
 * failures count the context, not contention (group.h), for the metrics
 * of trylock failures (the hold time and context switches are kept)
 */
static int metric_rt(const struct sb_results *r, const struct sb_metric *m)
{
	if (!m->tryfail || !sb_results_rt(r))
		return 0;
	fprintf(stderr, "stockbench: %s: --metric %s: %s\n", r->path, m->name, sb_tryfail_rt_na);
	return -1;
}

/* 0, or -1 after a one-line reason: the file cannot give this metric */
static int metric_usable(const struct sb_results *r, const struct sb_metric *m)
{
	const char *cols[3] = { m->num, m->den, m->need };
	/* the column a row must have > 0: the denominator, else need */
	const char *gate = m->den ? m->den : m->need;
	int cs = sb_col(r, "status");
	size_t i;

	if (metric_rt(r, m))
		return -1;
	for (i = 0; i < 3; i++)
		if (cols[i] && sb_col(r, cols[i]) < 0) {
			fprintf(stderr, "stockbench: %s has no %s column (a module from before it was recorded): --metric %s cannot be computed\n",
				r->path, cols[i], m->name);
			return -1;
		}
	for (i = 0; i < r->nrows; i++) {
		double num, den;

		if (!strcmp(sb_field(r, i, cs), "ok") && !metric_of_row(r, m, i, &num, &den))
			return 0;
	}
	fprintf(stderr, "stockbench: %s has no ok row with %s > 0%s: nothing to compare by %s\n",
		r->path, gate ? gate : m->num, gate && !strcmp(gate, "irq_ops") ?
		" (only mixed rows count interrupt-context ops)" : "", m->name);
	return -1;
}

/* One row of a --metric table: variant j against vars[0] in context i. */
static void metric_row(struct sb_table *t, const struct sb_input *in, const struct sb_opts *o,
		       const struct sb_metric *m, const struct subjects *s, size_t i, size_t j,
		       struct ptests *pt)
{
	struct sb_signrank sr;
	double *d, pa, pb;
	char b1[32], b2[32];
	size_t row, n;

	n = metric_diffs(&in->r, m, s->vars[0], s->vars[j], s->ctxs[i], NULL, &d, &pa, &pb);
	if (!n) {
		free(d);
		return;
	}
	row = pair_row(t, s, i, j);
	sb_table_set(t, row, 3, "%zu", n);
	num3(b1, sizeof(b1), pa);
	num3(b2, sizeof(b2), pb);
	sb_table_set(t, row, 5, "%s", b1);
	sb_table_set(t, row, 6, "%s", b2);
	if (sb_signrank(d, n, o->conf, &sr)) {
		sb_table_set(t, row, 4, "%zu", n);
		sb_table_set(t, row, 7, "-");
		sb_table_set(t, row, 11, "no non-zero difference");
		free(d);
		return;
	}
	sb_table_set(t, row, 4, "%zu", sr.zeros);
	sb_table_ratio(t, row, 7, sr.est);
	if (sr.has_ci)
		sb_table_ci(t, row, 8, sr.lo, sr.hi);
	else
		sb_table_set(t, row, 8, "n too small");
	sb_table_p(t, row, 9, sr.p, sr.exact ? "" : "*");
	ptests_add(pt, row, &sr);
	free(d);
}

/* The table's columns; the units and the CI's level are in the names. */
static void metric_table(struct sb_table *t, const struct sb_metric *m,
			 const struct sb_opts *o, char h[][64])
{
	const char *hd[12] = {
		"variant", "vs", "context", "pairs", "tied", NULL, NULL, "delta",
		NULL, "p", "p_holm", "verdict",
	};

	snprintf(h[0], 64, "vs %s", m->unit);
	snprintf(h[1], 64, "variant %s", m->unit);
	snprintf(h[2], 64, "%g%% CI of delta", o->conf * 100);
	hd[5] = h[0];
	hd[6] = h[1];
	hd[8] = h[2];
	sb_table_init(t, 12, hd, "lllrrrrrrrrl");
}

static void metric_legend(const struct sb_metric *m, const struct sb_verdicts *v)
{
	const char *gate = m->den ? m->den : m->need;

	printf("%s: %s, per row.\n", m->name, m->what);
	if (gate)
		printf("pairs: blocks where both subjects have an ok row with %s > 0 (same context, cpu, repeat,\n"
		       "  block)", gate);
	else
		printf("pairs: blocks where both subjects have an ok row (same context, cpu, repeat, block)");
	printf("; tied: those whose difference is 0, left out of the test (Wilcoxon).\n");
	if (m->den)
		printf("vs, variant: pooled over those blocks, %g x sum of %s / sum of %s.\n",
		       m->scale, m->num, m->den);
	else
		printf("vs, variant: the mean of %s over those blocks (unweighted).\n", m->num);
	printf("delta: Hodges-Lehmann estimate of the difference variant - vs, in %s: the median of\n"
	       "  the Walsh averages of the per-block differences; the interval inverts the same test\n"
	       "  (per row, not adjusted for the number of rows).\n"
	       "p: two-sided Wilcoxon signed-rank test of the per-block differences, exact; * = normal\n"
	       "  approximation (ties, or more than %d pairs). p_holm: Holm-adjusted over the table's tests.\n",
	       m->unit, SB_SR_EXACT_MAX);
	sb_verdict_legend(stdout, v, " (more, fewer: than vs)");
}

int sb_compare_metric(const struct sb_input *in, const struct sb_opts *o)
{
	const struct sb_metric *m = metric_of(o->metric);
	struct subjects s;
	size_t i, j, signif;
	struct sb_table t;
	char h[4][64], what[96];
	struct sb_verdicts v = { 10, 11, "more", "fewer", o->conf, 0 };
	struct ptests pt;

	if (!m)
		return 2;
	if (metric_rt(&in->r, m))
		return 1;
	if (!sb_is_paired_run(&in->r)) {
		fprintf(stderr, "stockbench: %s is not a run of the paired design (no block column or design=paired in its config): --metric %s compares the subjects of one paired run\n",
			in->r.path, m->name);
		return 1;
	}
	if (metric_usable(&in->r, m) || subjects_of(in, &s))
		return 1;
	ptests_init(&pt, s.nv * s.nc, 0);
	snprintf(what, sizeof(what), "%s of ", m->name);
	paired_head(in, o, what, s.vars[0]);
	fputs(o->shape_opts.format == SB_FMT_MD ? "```\n\n" : "\n", stdout);
	metric_table(&t, m, o, h);
	for (i = 0; i < s.nc; i++)
		for (j = 1; j < s.nv; j++)
			metric_row(&t, in, o, m, &s, i, j, &pt);
	signif = sb_table_verdicts(&t, pt.rows, pt.p, pt.est, NULL, pt.n, &v, NULL);
	sb_table_print(stdout, &t, o->shape_opts.format);
	sb_table_free(&t);
	printf("\n%zu of %zu comparisons differ at %.1f%% family-wise confidence (Holm over the %zu tests).\n",
	       signif, pt.n, o->conf * 100, pt.n);
	metric_legend(m, &v);
	ptests_free(&pt);
	subjects_free(&s);
	return 0;
}

/* ---- --across-boots: the paired runs of several boots, two stages -------- */

/*
 * Stage 1, one boot (and, with cpu set, one CPU): the paired estimate as in
 * compare FILE (Hodges-Lehmann of the per-block log ratios, or per-block
 * differences of a metric), its interval and Wilcoxon p.  -1: no pairs.
 */
static int stage1(const struct sb_results *r, const struct sb_opts *o,
		  const char *a, const char *b, const char *ctx, const char *cpu,
		  struct sb_signrank *sr)
{
	const struct sb_metric *m = o->metric ? metric_of(o->metric) : NULL;
	double *d, pa, pb;
	size_t n;
	int rc;

	if (m)
		n = metric_diffs(r, m, a, b, ctx, cpu, &d, &pa, &pb);
	else
		n = paired_diffs(r, a, b, ctx, cpu, &d);
	rc = n ? sb_signrank(d, n, o->conf, sr) : -1;
	sr->n = n;
	free(d);
	return rc;
}

/* Stage 2 of one comparison: the boots' estimates y[], within-boot se[]. */
static void across(const double *y, const double *se, size_t n,
		   const struct sb_opts *o, struct sb_across_stage2 *s)
{
	double sw = 0, sw2 = 0, swy = 0, q = 0, mw;
	size_t i;
	int have_se = 1;

	memset(s, 0, sizeof(*s));
	s->mean = sb_mean(y, n);
	s->tau = s->i2 = NAN;
	if (sb_t_onesample(y, n, o->conf, &s->t))
		return;
	sb_t_onesample(y, n, 1 - 2 * (1 - o->conf), &s->te);
	s->pflip = sb_signflip_p(y, n);
	s->ok = 1;
	for (i = 0; i < n; i++) {
		double w = se[i] > 0 ? 1 / (se[i] * se[i]) : 0;

		have_se &= se[i] > 0;
		sw += w;
		sw2 += w * w;
		swy += w * y[i];
	}
	if (!have_se)
		return;
	mw = swy / sw;
	for (i = 0; i < n; i++)
		q += (y[i] - mw) * (y[i] - mw) / (se[i] * se[i]);
	/* DerSimonian-Laird tau^2 and Higgins' I^2 from Cochran's Q */
	s->tau = sqrt(fmax(0, (q - (n - 1)) / (sw - sw2 / sw)));
	s->i2 = q > 0 ? fmax(0, (q - (n - 1)) / q) : 0;
}

void sb_across_str(char *b, size_t len, double v, int metric)
{
	sb_fmt_ratio(b, len, metric ? v : exp(v));
}

/* Stage 1 of one boot on each CPU's blocks alone, where the file has several. */
static void boot_cpus(struct sb_across_boot *bt, const struct sb_results *r,
		      const struct sb_opts *o, const struct sb_across_cmp *c)
{
	const char **cpus;
	size_t nc = uniq(r, sb_col(r, "cpu"), &cpus), i;

	bt->cpu = xcalloc(nc + 1, sizeof(*bt->cpu));
	bt->ncpu = 0;
	for (i = 0; nc > 1 && i < nc; i++) {
		struct sb_across_cpu *x = &bt->cpu[bt->ncpu];

		if (stage1(r, o, c->va, c->vb, c->ctx, cpus[i], &x->sr))
			continue;
		x->cpu = cpus[i];
		bt->ncpu++;
	}
	free(cpus);
}

/* The per CPU column of one boot, "cpu0 0.98, cpu1 1.02", into b. */
static void per_cpu(char *b, size_t len, const struct sb_across_boot *bt, int met)
{
	size_t i, used = 0;

	snprintf(b, len, "-");
	for (i = 0; i < bt->ncpu && used < len; i++) {
		char e[32];

		sb_across_str(e, sizeof(e), bt->cpu[i].sr.est, met);
		used += snprintf(b + used, len - used, "%scpu%s %s", used ? ", " : "",
				 bt->cpu[i].cpu, e);
	}
}

/* Stage 1 of one comparison, a row per boot with pairs; y, se: their estimates. */
static void stage1_rows(struct sb_across *a, struct sb_across_cmp *c,
			const struct sb_input *in, size_t nin, const struct sb_opts *o,
			double *y, double *se)
{
	double z = sb_z_upper((1 - o->conf) / 2);
	int met = o->metric != NULL;
	size_t i;

	c->boot = xcalloc(nin + 1, sizeof(*c->boot));
	for (i = 0; i < nin; i++) {
		struct sb_across_boot *bt = &c->boot[c->nboot];
		const struct sb_signrank *sr = &bt->sr;
		char cpu[256];
		size_t row;

		if (stage1(&in[i].r, o, c->va, c->vb, c->ctx, NULL, &bt->sr))
			continue;
		bt->file = i;
		bt->row = row = sb_table_row(&a->s1);
		sb_table_set(&a->s1, row, 0, "%s", c->vb);
		sb_table_set(&a->s1, row, 1, "%s", c->va);
		sb_table_set(&a->s1, row, 2, "%s", c->ctx);
		sb_table_set(&a->s1, row, 3, "%zu", i + 1);
		sb_table_set(&a->s1, row, 4, "%zu", sr->n + sr->zeros);
		sb_table_ratio(&a->s1, row, SB_ACROSS_S1_EST, met ? sr->est : exp(sr->est));
		if (sr->has_ci)
			sb_table_ci(&a->s1, row, SB_ACROSS_S1_CI, met ? sr->lo : exp(sr->lo),
				    met ? sr->hi : exp(sr->hi));
		else
			sb_table_set(&a->s1, row, SB_ACROSS_S1_CI, "n too small");
		sb_table_p(&a->s1, row, 7, sr->p, sr->exact ? "" : "*");
		boot_cpus(bt, &in[i].r, o, c);
		per_cpu(cpu, sizeof(cpu), bt, met);
		sb_table_set(&a->s1, row, SB_ACROSS_S1_CPU, "%s", cpu);
		y[c->nboot] = sr->est;
		se[c->nboot++] = sr->has_ci ? (sr->hi - sr->lo) / (2 * z) : NAN;
	}
}

/* One comparison: its stage 1 rows, and its stage 2 row (none without pairs). */
static void across_one(struct sb_across *a, const struct sb_input *in, size_t nin,
		       const struct sb_opts *o, const char *va, const char *vb,
		       const char *ctx)
{
	double *y = xcalloc(nin + 1, sizeof(*y)), *se = xcalloc(nin + 1, sizeof(*se));
	struct sb_across_cmp *c = &a->cmp[a->ncmp];
	struct sb_across_stage2 *s = &c->s2;
	int met = o->metric != NULL;
	size_t row, i, n;

	memset(c, 0, sizeof(*c));
	c->ctx = ctx;
	c->va = va;
	c->vb = vb;
	stage1_rows(a, c, in, nin, o, y, se);
	n = c->nboot;
	if (!n) {
		free(c->boot);
		goto out;
	}
	a->ncmp++;
	across(y, se, n, o, s);
	c->row = row = sb_table_row(&a->s2);
	sb_table_set(&a->s2, row, 0, "%s", vb);
	sb_table_set(&a->s2, row, 1, "%s", va);
	sb_table_set(&a->s2, row, 2, "%s", ctx);
	sb_table_set(&a->s2, row, 3, "%zu", n);
	for (i = 4; i < 12; i++)
		sb_table_set(&a->s2, row, i, "-");
	sb_table_ratio(&a->s2, row, SB_ACROSS_S2_EST, met ? s->mean : exp(s->mean));
	if (!s->ok) {
		sb_table_set(&a->s2, row, SB_ACROSS_S2_CI, "n/a: one boot");
		goto out;
	}
	sb_table_ci(&a->s2, row, SB_ACROSS_S2_CI, met ? s->t.lo : exp(s->t.lo),
		    met ? s->t.hi : exp(s->t.hi));
	sb_table_p(&a->s2, row, 6, s->t.p, NULL);
	sb_table_p(&a->s2, row, 7, s->pflip, NULL);
	if (!isnan(s->tau)) {
		sb_table_set(&a->s2, row, 8, met ? "%.3f" : "%.1f%%", met ? s->tau : 100 * s->tau);
		sb_table_set(&a->s2, row, 9, "%.0f%%", 100 * s->i2);
	}
	a->rows[a->tested] = row;
	a->p[a->tested] = s->t.p;
	a->est[a->tested] = s->t.est;
	a->eq[a->tested++] = !met && sb_equivalent(s->te.lo, s->te.hi, o->margin);
out:
	free(y);
	free(se);
}

static void across_init(struct sb_across *a, const struct sb_opts *o, size_t max)
{
	static const char *const h2[] = {
		"variant", "vs", "context", "boots", "ratio", "95% CI of ratio", "p",
		"p_flip", "tau", "I2", "p_holm", "verdict",
	};
	static const char *const h1[] = {
		"variant", "vs", "context", "boot", "pairs", "ratio",
		"95% CI of ratio", "p in boot", "per CPU",
	};
	const char *hd2[12], *hd1[9];
	char ci[64];

	memcpy(hd2, h2, sizeof(hd2));
	memcpy(hd1, h1, sizeof(hd1));
	snprintf(ci, sizeof(ci), "%g%% CI of %s", o->conf * 100, o->metric ? "delta" : "ratio");
	hd2[5] = hd1[6] = ci;
	if (o->metric)
		hd2[4] = hd1[5] = "delta";
	sb_table_init(&a->s2, 12, hd2, "lllrrrrrrrrl");
	sb_table_init(&a->s1, 9, hd1, "lllrrrrrl");
	a->cmp = xcalloc(max + 1, sizeof(*a->cmp));
	a->rows = xcalloc(max + 1, sizeof(*a->rows));
	a->p = xcalloc(max + 1, sizeof(*a->p));
	a->est = xcalloc(max + 1, sizeof(*a->est));
	a->eq = xcalloc(max + 1, sizeof(*a->eq));
}

/*
 * The (variant, context) pairs with a row in some file, each once: only
 * those can be compared, and enumerating every context against every
 * variant instead costs their product (a fuzz case of 1305 variants in
 * 1305 contexts: 1.7M comparisons, seconds, and memory for each).
 */
struct vc_set {
	const char **v, **c;
	size_t n;
	struct sb_index x;
};

static uint64_t vc_hash(const char *v, const char *c)
{
	return sb_hash_str(sb_hash_str(SB_HASH_INIT, v), c);
}

static int vc_has(const struct vc_set *s, const char *v, const char *c)
{
	size_t pos = 0, j;

	while ((j = sb_index_next(&s->x, vc_hash(v, c), &pos)) != SB_NONE)
		if (!strcmp(s->v[j], v) && !strcmp(s->c[j], c))
			return 1;
	return 0;
}

static void vc_build(struct vc_set *s, const struct sb_input *in, size_t nin)
{
	size_t f, k;

	memset(s, 0, sizeof(*s));
	for (f = 0; f < nin; f++) {
		const struct sb_results *r = &in[f].r;
		int cv = sb_col(r, "variant"), cc = sb_col(r, "context");

		for (k = 0; k < r->nrows; k++) {
			const char *v = sb_field(r, k, cv), *c = sb_field(r, k, cc);

			if (vc_has(s, v, c))
				continue;
			sb_index_add(&s->x, vc_hash(v, c), s->n);
			s->v = xgrow(s->v, s->n, sizeof(*s->v));
			s->c = xgrow(s->c, s->n, sizeof(*s->c));
			s->v[s->n] = v;
			s->c[s->n++] = c;
		}
	}
}

/*
 * The files must be boots of one kernel and config: of two kernels, the
 * boots' spread would be the kernels' difference.  0, or 1 after the
 * one-line reason.
 */
static int across_env(const struct sb_input *in, size_t nin)
{
	char why[1024];
	int n = sb_env_differs(in, nin, why, sizeof(why));

	if (!n)
		return 0;
	fprintf(stderr, "stockbench: --across-boots takes boots of one kernel and config, and these files differ in %d field%s: %s (two kernels: compare A1 ... -- B1 ...; --allow-confounds to compare them anyway)\n",
		n, n == 1 ? "" : "s", why);
	return 1;
}

int sb_across_boots(const struct sb_input *in, size_t nin, const struct sb_opts *o,
		    struct sb_across *a)
{
	struct sb_verdicts v = { 10, 11, "slower", "faster", o->conf, o->margin };
	struct vc_set vc;
	size_t i, j, max = 0;
	int pass;

	memset(a, 0, sizeof(*a));
	/* one boot on PREEMPT_RT: the metric is not one of contention there */
	for (i = 0; o->metric && metric_of(o->metric) && i < nin; i++)
		if (metric_rt(&in[i].r, metric_of(o->metric)))
			return 1;
	for (i = 0; i < nin; i++)
		if (!sb_is_paired_run(&in[i].r)) {
			fprintf(stderr, "stockbench: %s is not a run of the paired design: --across-boots takes the paired runs of several boots\n",
				in[i].r.path);
			return 1;
		}
	if (o->metric && (!metric_of(o->metric) || metric_usable(&in[0].r, metric_of(o->metric))))
		return 1;
	if (!o->allow_confounds && across_env(in, nin))
		return 1;
	a->nv = uniq(&in[0].r, sb_col(&in[0].r, "variant"), &a->vars);
	a->nc = uniq(&in[0].r, sb_col(&in[0].r, "context"), &a->ctxs);
	if (o->metric) {
		v.up = "more";
		v.down = "fewer";
		v.margin = 0;
	}
	a->v = v;
	/*
	 * Twice: count the comparisons, then make them. A context without
	 * the reference's rows has none.
	 */
	vc_build(&vc, in, nin);
	for (pass = 0; pass < 2; pass++) {
		if (pass)
			across_init(a, o, max);
		for (i = 0; i < a->nc; i++) {
			if (!vc_has(&vc, a->vars[0], a->ctxs[i]))
				continue;
			for (j = 1; j < a->nv; j++) {
				if (!vc_has(&vc, a->vars[j], a->ctxs[i]))
					continue;
				if (!pass)
					max++;
				else
					across_one(a, in, nin, o, a->vars[0], a->vars[j],
						   a->ctxs[i]);
			}
		}
	}
	sb_index_free(&vc.x);
	free(vc.v);
	free(vc.c);
	a->signif = sb_table_verdicts(&a->s2, a->rows, a->p, a->est, a->eq, a->tested,
				      &a->v, &a->nsame);
	return 0;
}

void sb_across_free(struct sb_across *a)
{
	size_t i, j;

	for (i = 0; i < a->ncmp; i++) {
		for (j = 0; j < a->cmp[i].nboot; j++)
			free(a->cmp[i].boot[j].cpu);
		free(a->cmp[i].boot);
	}
	sb_table_free(&a->s1);
	sb_table_free(&a->s2);
	free(a->cmp);
	free(a->rows);
	free(a->p);
	free(a->est);
	free(a->eq);
	free(a->vars);
	free(a->ctxs);
}

static void across_head(const struct sb_input *in, size_t nin, const struct sb_opts *o,
			const char *vs)
{
	struct sb_side first = { "boot 1", (struct sb_input *)in, 1 };
	struct sb_side rest = { "boots 2..", (struct sb_input *)in + 1, nin - 1 };
	size_t i;
	char tag[32];

	if (o->shape_opts.format == SB_FMT_MD)
		fputs("```\n", stdout);
	printf("paired runs across boots: %zu files, one boot each; every subject against %s%s\n",
	       nin, vs, o->metric ? "" : ", block by block");
	if (o->metric)
		printf("metric: %s, per block the difference variant - vs\n", o->metric);
	for (i = 0; i < nin; i++) {
		snprintf(tag, sizeof(tag), "boot %zu", i + 1);
		sb_brief_env(stdout, tag, &in[i], i > 0);
	}
	sb_brief_head("%zu boots of %s, a paired run each: %s%severy subject against %s; stage 2, the boots the replicates",
		      nin, sb_kernel_label(in), o->metric ? o->metric : "", o->metric ? ", " : "", vs);
	sb_confounds(stdout, &first, &rest);
	fputs(o->shape_opts.format == SB_FMT_MD ? "```\n\n" : "\n", stdout);
}

static void across_legend(const struct sb_verdicts *v, const struct sb_opts *o, size_t nin)
{
	const char *e = o->metric ? "delta" : "ratio";

	printf("\nStage 2: the boot is the replicate. boots: boots with pairs; %s: %s.\n"
	       "%.0f%% CI of %s: one-sample t interval of the per-boot estimates, df boots - 1.\n"
	       "p: two-sided one-sample t test of the per-boot %s (df boots - 1); the verdict uses it.\n"
	       "p_flip: exact sign-flip permutation p of the same mean (all 2^boots sign patterns; the\n"
	       "  smallest possible is 2 / 2^boots: %.3g with %zu boots), the check that needs no normality.\n"
	       "tau: the between-boot sd of the true effect (DerSimonian-Laird, from the stage 1\n"
	       "  intervals); I2: the share of the spread of the boots' estimates that is between boots,\n"
	       "  not within-boot noise (Higgins). p_holm: Holm-adjusted over the stage 2 tests.\n",
	       e, o->metric ? "the mean of the per-boot differences of stage 1" :
	       "exp of the mean of the per-boot log ratios of stage 1 (a geometric mean)",
	       o->conf * 100, e, o->metric ? "differences" : "log ratios",
	       2.0 / pow(2, nin < 30 ? nin : 30), nin);
	sb_verdict_legend(stdout, v, o->metric ? " (more, fewer: than vs)" : NULL);
}

int sb_compare_across_boots(const struct sb_input *in, size_t nin, const struct sb_opts *o)
{
	struct sb_across a;

	if (sb_across_boots(in, nin, o, &a))
		return 1;
	across_head(in, nin, o, a.nv ? a.vars[0] : "-");
	printf("Stage 2, across boots (the conclusion):\n\n");
	sb_emit_name("across-stage2", NULL);
	sb_table_print(stdout, &a.s2, o->shape_opts.format);
	printf("\n%zu of %zu comparisons differ at %.1f%% family-wise confidence (Holm over the %zu tests);\n"
	       "  %zu the same within +-%g%%, %zu undecided.\n",
	       a.signif, a.tested, o->conf * 100, a.tested, a.nsame, o->margin * 100,
	       a.tested - a.signif - a.nsame);
	across_legend(&a.v, o, nin);
	printf("\nStage 1, per boot (descriptive: each boot's blocks, as compare FILE):\n\n");
	sb_emit_name("across-stage1", NULL);
	/* --brief: the conclusion, stage 2, alone */
	if (o->shape_opts.format != SB_FMT_BRIEF)
		sb_table_print(stdout, &a.s1, o->shape_opts.format);
	printf("\nStage 1 is descriptive: its intervals and p in boot treat the blocks of one boot as\n"
	       "  replicates (Wilcoxon signed-rank, Hodges-Lehmann), so they say how precisely that boot\n"
	       "  was measured, not whether the effect holds beyond it. per CPU: the same estimate from\n"
	       "  each CPU's blocks alone, where the run has several CPUs.\n");
	sb_across_free(&a);
	return 0;
}
