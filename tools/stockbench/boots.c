// SPDX-License-Identifier: GPL-2.0
/*
 * boots.c - "stockbench compare A1 A2 ... -- B1 B2 ...": two kernels (or
 * builds) compared across boots.  The rows of one boot share that boot's
 * luck (where the kernel and module landed in memory, what the host did
 * meanwhile), so they are replicates of the boot, not of the kernel: the
 * boot is the unit.  Per (workload, variant, context) each file gives one
 * value, its median ns/op over its ok rows, and the test is on the logs
 * of those values:
 *   --test moderated (default): a two-sample t test whose variance is
 *     the empirical-Bayes (limma) posterior, pooled with a prior fitted
 *     to the between-boot variances of all the cells of the table;
 *   --test welch: Welch's t test of the cell alone;
 *   --test mw: Mann-Whitney, with the Hodges-Lehmann (Moses) interval.
 * Holm adjusts the p-values over the rows tested; an equivalence test
 * (TOST, --margin) says "same within +-D%".  A side with one boot: no
 * test; the row says how many boots a side would find the ratio seen.
 *
 * --pairs: A_i and B_i ran side by side (a duet round, tools/vm/duet), so
 * that a change of the host's speed hit both alike: the pair is the unit,
 * and the tests are on the per-pair log ratios d_i = log B_i - log A_i
 * (a pair without both medians > 0 is left out, with a WARNING):
 *   moderated: a one-sample t of mean d, its variance pooled with a prior
 *     fitted to the variances of d of all the cells, df n - 1 + d0;
 *   welch: the plain paired t (df n - 1);
 *   mw: the exact sign-flip test of sum d, with no interval.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bootfig.h"
#include "brief.h"
#include "cli.h"
#include "instr.h"
#include "load.h"
#include "stats.h"

/* The columns of the boots table (cli.h's SB_BOOTS_COL_* name some). */
enum { C_W, C_V, C_C, C_BOOTS, C_OUT, C_A, C_B, C_RATIO, C_CI, C_SD, C_DF, C_P,
       C_PHOLM, C_VERDICT, C_N };

struct bcell {
	const char *w, *v, *c;
	size_t idx;		/* its index in the boot figures (bootfig.h) */
	double *la, *lb;	/* log boot values of each side, sorted */
	size_t na, nb, zero;
	size_t cpu_out, cpu_runs;	/* CPU-runs left out (slow), CPU-runs with rows */
	size_t all_slow;	/* boots (pairs) left out: every CPU-run slow */
	double *res;		/* per file (--pairs: per pair), the value less its
				 * side's mean; NAN: none (the prior's bound) */
	double s2, d;		/* pooled variance of the logs, its df */
	double *dl;		/* --pairs: log B_i - log A_i, pair by pair */
	size_t np, *out;	/* --pairs: pairs in dl; those left out (zero) */
};

struct bres {
	double est, lo, hi;	/* log B/A and its interval at conf */
	double elo, ehi;	/* the interval at 1 - 2 alpha (TOST) */
	double p, df, sd;	/* sd: the boots' sd (log) the test used */
	int exact, has_ci, has_eq;
};

struct prior {
	double s0sq, d0;	/* d0 = 0: none (plain pooled variance) */
	size_t ncells;
	double d0fit;		/* the d0 limma's fit gave, before the bound */
	double neff, d0max;	/* the cells' effective number, the bound on d0 */
	double rbar;		/* their residuals' mean correlation */
};

enum { FV_OK, FV_NONE, FV_ZERO, FV_SLOW };

/*
 * File f's log figure of a cell (bootfig.h: CPU by CPU, slow CPU-runs left
 * out) into *v: FV_OK; FV_NONE: no rows; FV_ZERO: a median <= 0 (no
 * log); FV_SLOW: every CPU-run of the file was slow.  Counts its CPU-runs.
 */
static int file_value(struct bcell *c, const struct sb_bootfig *bf, size_t f,
		      double *v)
{
	size_t k, left, runs = 0;

	for (k = 0; k < bf->nk; k++)
		runs += bf->has[(f * bf->nc + c->idx) * bf->nk + k];
	*v = sb_bootfig_value(bf, f, c->idx, &left);
	c->cpu_runs += runs;
	c->cpu_out += left;
	if (!isnan(*v))
		return FV_OK;
	if (!runs)
		return FV_NONE;
	return left == runs ? FV_SLOW : FV_ZERO;
}

/* Each side's log boot values of a cell, and their pooled variance. */
static void side_stats(struct bcell *c, const struct sb_bootfig *bf,
		       const struct sb_side *a, const struct sb_side *b)
{
	size_t f, nf = a->n + b->n;
	double ma, mb, x;
	int st;

	c->la = xcalloc(a->n + 1, sizeof(double));
	c->lb = xcalloc(b->n + 1, sizeof(double));
	c->res = xcalloc(nf + 1, sizeof(double));
	for (f = 0; f < nf; f++) {
		c->res[f] = NAN;
		st = file_value(c, bf, f, &x);
		/* a file without the cell is no boot of it: not counted */
		c->all_slow += st == FV_SLOW;
		c->zero += st == FV_ZERO;
		if (st != FV_OK)
			continue;
		if (f < a->n)
			c->la[c->na++] = x;
		else
			c->lb[c->nb++] = x;
		c->res[f] = x;
	}
	ma = sb_mean(c->la, c->na);
	mb = sb_mean(c->lb, c->nb);
	for (f = 0; f < nf; f++)
		c->res[f] -= f < a->n ? ma : mb;
	sb_sort(c->la, c->na);
	sb_sort(c->lb, c->nb);
	if (c->na < 2 || c->nb < 2)
		return;
	ma = sb_sd(c->la, c->na);
	mb = sb_sd(c->lb, c->nb);
	c->d = c->na + c->nb - 2.0;
	c->s2 = ((c->na - 1) * ma * ma + (c->nb - 1) * mb * mb) / c->d;
}

/*
 * --pairs: the log ratio of each pair with a figure on both sides (la, lb:
 * the values of those pairs), the variance of the ratios, df pairs - 1.
 * A pair left out is listed in out (zero of them), slow ones counted too.
 */
static void pair_stats(struct bcell *c, const struct sb_bootfig *bf,
		       const struct sb_side *a, const struct sb_side *b)
{
	size_t i;
	double x, y, sd, m;
	int sa, sb;

	c->la = xcalloc(a->n + 1, sizeof(double));
	c->lb = xcalloc(a->n + 1, sizeof(double));
	c->dl = xcalloc(a->n + 1, sizeof(double));
	c->out = xcalloc(a->n + 1, sizeof(size_t));
	c->res = xcalloc(a->n + 1, sizeof(double));
	for (i = 0; i < a->n && i < b->n; i++) {
		c->res[i] = NAN;
		sa = file_value(c, bf, i, &x);
		sb = file_value(c, bf, a->n + i, &y);
		if (sa != FV_OK || sb != FV_OK) {
			c->all_slow += sa == FV_SLOW || sb == FV_SLOW;
			c->out[c->zero++] = i;
			continue;
		}
		c->la[c->np] = x;
		c->lb[c->np] = y;
		c->res[i] = y - x;
		c->dl[c->np++] = y - x;
	}
	m = sb_mean(c->dl, c->np);
	for (i = 0; i < a->n && i < b->n; i++)
		c->res[i] -= m;
	c->na = c->nb = c->np;
	sb_sort(c->la, c->na);
	sb_sort(c->lb, c->nb);
	if (c->np < 2)
		return;
	sd = sb_sd(c->dl, c->np);
	c->d = c->np - 1.0;
	c->s2 = sd * sd;
}

/*
 * Every (workload, variant, context) of either side, first seen first,
 * with its boot values from the boot figures (bootfig.h) made into *bf.
 * Returns the number of cells, or (size_t)-1 after a one-line reason.
 */
static size_t cells(const struct sb_side *a, const struct sb_side *b,
		    const struct sb_opts *o, struct bcell **out, struct sb_bootfig *bf)
{
	struct sb_bf_cell *bc;
	char err[512];
	const struct sb_side *sd[2] = { a, b };
	size_t k, i, j, l, n = 0, max = 0;
	struct bcell *c;

	for (k = 0; k < 2; k++)
		for (i = 0; i < sd[k]->n; i++)
			max += sd[k]->in[i].gs.n;
	c = xcalloc(max + 1, sizeof(*c));
	for (k = 0; k < 2; k++)
		for (i = 0; i < sd[k]->n; i++)
			for (j = 0; j < sd[k]->in[i].gs.n; j++) {
				const struct sb_group *g = &sd[k]->in[i].gs.g[j];

				/* in an earlier file? (groups are unique within one) */
				for (l = 0; l < k * a->n + i; l++)
					if (sb_group_find(&sd[l >= a->n]->in[l >= a->n ? l - a->n : l].gs,
							  g->workload, g->variant, g->context))
						break;
				if (l == k * a->n + i) {
					c[n] = (struct bcell){ .w = g->workload, .v = g->variant,
							       .c = g->context, .idx = n };
					n++;
				}
			}
	bc = xcalloc(n + 1, sizeof(*bc));
	for (i = 0; i < n; i++)
		bc[i] = (struct sb_bf_cell){ c[i].w, c[i].v, c[i].c };
	if (sb_bootfig_init(bf, a, b, bc, n, o->slow_cpu, err, sizeof(err))) {
		fprintf(stderr, "stockbench: %s\n", err);
		free(bc);
		free(c);
		return (size_t)-1;
	}
	free(bc);
	for (i = 0; i < n; i++)
		if (o->pairs)
			pair_stats(&c[i], bf, a, b);
		else
			side_stats(&c[i], bf, a, b);
	*out = c;
	return n;
}

/*
 * How many independent cells the table's tested cells are worth.  They
 * share each boot's luck (the host's speed, a slow vCPU), so their
 * variances agree more than independent ones would, and limma's fit reads
 * that agreement as a prior of many (or infinite) df.  Kish's design
 * effect of the mean correlation r of their residuals (each boot's value
 * less its side's mean; --pairs: each pair's log ratio less their mean):
 * n / (1 + (n - 1) r), between 1 and n.  r is the mean over the pairs of
 * cells with a residual for every boot (3 or more of them), in one pass:
 * with each such vector scaled to unit length, the sum of all pairwise
 * correlations is (|sum of vectors|^2 - count) / 2.  n_eff is 1 (no prior)
 * when fewer than two cells have every boot.
 */
static double cells_eff(const struct bcell *c, size_t n, size_t nres, double *rbar)
{
	double *sum = xcalloc(nres + 1, sizeof(*sum)), tot = 0, m = 0, ne;
	size_t i, j, k = 0;

	*rbar = NAN;
	for (i = 0; i < n; i++) {
		double norm = 0;

		if (!(c[i].d > 0))
			continue;
		m++;
		for (j = 0; j < nres && !isnan(c[i].res[j]); j++)
			norm += c[i].res[j] * c[i].res[j];
		if (j < nres || nres < 3 || !(norm > 0))
			continue;
		norm = sqrt(norm);
		for (j = 0; j < nres; j++)
			sum[j] += c[i].res[j] / norm;
		k++;
	}
	for (j = 0; j < nres; j++)
		tot += sum[j] * sum[j];
	free(sum);
	if (k < 2)
		return 1;
	*rbar = (tot - k) / ((double)k * (k - 1));
	ne = m / (1 + (m - 1) * *rbar);
	return fmax(1, fmin(m, ne));
}

/*
 * The prior of the between-boot variances, from the table's tested cells:
 * limma's fit, its d0 bounded by what the other cells can hold, (n_eff -
 * 1) times a cell's median residual df.
 */
static void fit_prior(const struct bcell *c, size_t n, size_t nres, struct prior *pr)
{
	double *s2 = xcalloc(n + 1, sizeof(*s2)), *d = xcalloc(n + 1, sizeof(*d));
	double *ds;
	size_t i;

	memset(pr, 0, sizeof(*pr));
	for (i = 0; i < n; i++)
		if (c[i].d > 0) {
			s2[pr->ncells] = c[i].s2;
			d[pr->ncells++] = c[i].d;
		}
	pr->neff = cells_eff(c, n, nres, &pr->rbar);
	ds = xcalloc(pr->ncells + 1, sizeof(*ds));
	memcpy(ds, d, pr->ncells * sizeof(*ds));
	sb_sort(ds, pr->ncells);
	pr->d0max = pr->ncells ? (pr->neff - 1) * sb_median_sorted(ds, pr->ncells) : 0;
	if (sb_fit_fdist_bounded(s2, d, pr->ncells, pr->d0max, &pr->s0sq, &pr->d0,
				 &pr->d0fit))
		pr->s0sq = pr->d0 = pr->d0fit = 0;
	free(ds);
	free(s2);
	free(d);
}

/*
 * Welch's t, or the moderated t of the difference of mean logs; with
 * --pairs, the one-sample t of mean d: moderated, or the plain paired t
 * (--test welch: the row's own variance, df n - 1).
 */
static void t_test(const struct bcell *c, const struct prior *pr,
		   const struct sb_opts *o, struct bres *r)
{
	struct sb_tint ti, te;
	double alpha = 1 - o->conf, est, se, df, v;

	if (o->test == SB_TEST_WELCH && !o->pairs) {
		sb_welch(c->la, c->na, c->lb, c->nb, o->conf, &ti);
		est = ti.est;
		se = ti.se;
		df = ti.df;
		r->sd = sqrt(c->s2);
	} else {
		int own = o->test == SB_TEST_WELCH;

		v = own ? c->s2 : sb_moderated_var(c->s2, c->d, pr->s0sq, pr->d0);
		df = own ? c->d : c->d + pr->d0;
		if (o->pairs) {
			est = sb_mean(c->dl, c->np);
			se = sqrt(v / c->np);
		} else {
			est = sb_mean(c->lb, c->nb) - sb_mean(c->la, c->na);
			se = sqrt(v * (1.0 / c->na + 1.0 / c->nb));
		}
		r->sd = sqrt(v);
	}
	sb_t_interval(est, se, df, o->conf, &ti);
	sb_t_interval(est, se, df, 1 - 2 * alpha, &te);
	r->est = ti.est;
	r->lo = ti.lo;
	r->hi = ti.hi;
	r->p = ti.p;
	r->df = ti.df;
	r->elo = te.lo;
	r->ehi = te.hi;
	r->exact = 1;
	r->has_ci = r->has_eq = 1;
}

static void mw_test(const struct bcell *c, const struct sb_opts *o, struct bres *r)
{
	struct sb_mw mw;
	double e;

	sb_mann_whitney(c->la, c->na, c->lb, c->nb, &mw);
	r->p = mw.p;
	r->exact = mw.exact;
	r->df = NAN;
	r->sd = sqrt(c->s2);
	r->has_ci = !sb_hodges_lehmann(c->la, c->na, c->lb, c->nb, o->conf,
				       &r->est, &r->lo, &r->hi);
	r->has_eq = !sb_hodges_lehmann(c->la, c->na, c->lb, c->nb,
				       1 - 2 * (1 - o->conf), &e, &r->elo, &r->ehi);
}

/* --pairs --test mw: the exact sign-flip test of sum d; no interval. */
static void flip_test(const struct bcell *c, struct bres *r)
{
	r->est = sb_mean(c->dl, c->np);
	r->p = sb_signflip_p(c->dl, c->np);
	r->exact = 1;
	r->df = NAN;
	r->sd = sqrt(c->s2);
	r->has_ci = r->has_eq = 0;
}

/* The sd of log boot values assumed for the boots needed, and whence. */
static double sd_for_power(const struct bcell *c, size_t n, const struct prior *pr,
			   int pairs, const char **whence)
{
	double *s = xcalloc(n + 1, sizeof(*s)), v;
	size_t i, m = 0;

	for (i = 0; i < n; i++)
		if (c[i].d > 0)
			s[m++] = sqrt(c[i].s2);
	sb_sort(s, m);
	if (pr->d0 > 0) {
		v = sqrt(pr->s0sq);
		*whence = "the prior fitted to this table's cells";
	} else if (m) {
		v = sb_median_sorted(s, m);
		*whence = pairs ? "the median over this table's cells with 2+ pairs" :
			  "the median over this table's cells with 2+ boots a side";
	} else if (pairs) {
		/* the ratio of two independent boots: pairing assumed to gain nothing */
		v = M_SQRT2 * SB_BOOT_SD_DEFAULT;
		*whence = "no cell here has 2+ pairs: sqrt(2) x the default between-boot sd, as if\n"
			  "  pairing gained nothing";
	} else {
		v = SB_BOOT_SD_DEFAULT;
		*whence = "no cell here has 2+ boots a side: the default, the 75th percentile over results/";
	}
	free(s);
	return v;
}

/* log of a group's rows > 0, for the in-boot interval of one boot a side */
static size_t row_logs(const struct sb_side *s, const struct bcell *c, double **out)
{
	const struct sb_group *g = NULL;
	double *l;
	size_t i, n = 0;

	for (i = 0; i < s->n && !(g && g->n); i++)
		g = sb_group_find(&s->in[i].gs, c->w, c->v, c->c);
	l = xcalloc(g ? g->n + 1 : 1, sizeof(*l));
	for (i = 0; g && i < g->n; i++)
		if (g->ns[i] > 0)
			l[n++] = log(g->ns[i]);
	*out = l;
	return n;
}

/* A cell with one boot on a side: what it can say, and the boots needed. */
static void one_boot_row(struct sb_table *t, size_t row, const struct bcell *c,
			 const struct sb_side *a, const struct sb_side *b,
			 double sd, const struct sb_opts *o)
{
	double est = sb_mean(c->lb, c->nb) - sb_mean(c->la, c->na), e, lo, hi;
	double *ra, *rb;
	size_t na = row_logs(a, c, &ra), nb = row_logs(b, c, &rb), need;
	char ci[160];

	sb_table_ratio(t, row, C_RATIO, exp(est));
	/* with --pairs, the first files with the cell need not be the pair */
	if (c->na == 1 && c->nb == 1 && (!o->pairs || a->n == 1) &&
	    !sb_hodges_lehmann(ra, na, rb, nb, o->conf, &e, &lo, &hi))
		sb_table_setv(t, row, C_CI, exp(lo), exp(hi), "in-boot %s",
			      sb_fmt_ci(ci, sizeof(ci), exp(lo), exp(hi)));
	else
		sb_table_set(t, row, C_CI, o->pairs ? "n/a: one pair" : "n/a: one boot per side");
	free(ra);
	free(rb);
	need = o->pairs ? sb_pairs_needed(est, sd, o->conf, 0.8) :
			  sb_boots_needed(est, sd, o->conf, 0.8);
	if (!need)
		sb_table_set(t, row, C_VERDICT, "untested");
	else if (o->pairs && need > SB_BOOTS_NEEDED_MAX)
		sb_table_set(t, row, C_VERDICT, "untested, needs >%d pairs", SB_BOOTS_NEEDED_MAX);
	else if (o->pairs)
		sb_table_set(t, row, C_VERDICT, "untested, needs %zu pairs", need);
	else if (need > SB_BOOTS_NEEDED_MAX)
		sb_table_set(t, row, C_VERDICT, "untested, needs >%d+%d", SB_BOOTS_NEEDED_MAX,
			     SB_BOOTS_NEEDED_MAX);
	else
		sb_table_set(t, row, C_VERDICT, "untested, needs %zu+%zu", need, need);
}

/* 2 / C(na + nb, na): the smallest two-sided exact Mann-Whitney p. */
static double min_p(size_t na, size_t nb)
{
	double c = 1;
	size_t i;

	for (i = 1; i <= na; i++)
		c = c * (nb + i) / i;
	return fmin(1, 2 / c);
}

static void notes(FILE *fp, const struct sb_side *a, const struct sb_side *b)
{
	const struct sb_side *sd[2] = { a, b };
	size_t k, i, n = 0, tcg = 0, icount = 0, dbg = 0;

	for (k = 0; k < 2; k++)
		for (i = 0; i < sd[k]->n; i++) {
			const struct sb_results *r = &sd[k]->in[i].r;
			const char *x = sb_env_get(r, "accel"), *d = sb_env_get(r, "debug");

			n++;
			tcg += x && !strcmp(x, "tcg");
			icount += x && !strcmp(x, "tcg-icount");
			dbg += d && *d && strcmp(d, "none");
		}
	if (tcg)
		fprintf(fp, "NOTE: %zu of %zu files are emulated (QEMU TCG): not hardware numbers\n",
			tcg, n);
	if (icount)
		fprintf(fp, "NOTE: %zu of %zu files are emulated (QEMU TCG icount): their ns are instruction counts, not time\n",
			icount, n);
	if (dbg)
		fprintf(fp, "NOTE: %zu of %zu files have debug options on: their numbers include their cost\n",
			dbg, n);
}

/* One side's interrupt load in a cell, its boots pooled; -1: a bad row. */
static int side_load(const struct sb_side *s, const struct bcell *c,
		     struct sb_load *l, char *err, size_t errlen)
{
	size_t i;

	sb_load_init(l);
	for (i = 0; i < s->n; i++) {
		const struct sb_group *g = sb_group_find(&s->in[i].gs, c->w, c->v, c->c);

		if (g && sb_load_add(l, &s->in[i].r, g, err, errlen))
			return -1;
	}
	sb_load_finish(l);
	return 0;
}

/*
 * A ratio of two mixed cells means little when the sides got different
 * interrupt loads (under TCG, an RT kernel got 59-69% of the rates asked
 * where !RT got 73-83%): say so under the table, per cell and context.
 */
static void load_lines(const struct sb_side *a, const struct sb_side *b,
		       const struct bcell *c, size_t nc)
{
	struct sb_load_cmp lc;
	char err[512];
	size_t i;

	for (i = 0; i < nc; i++) {
		memset(&lc, 0, sizeof(lc));
		if (side_load(a, &c[i], &lc.a, err, sizeof(err)) ||
		    side_load(b, &c[i], &lc.b, err, sizeof(err))) {
			printf("WARNING: %s %s %s: no load figures: %s\n", c[i].w, c[i].v, c[i].c, err);
			continue;
		}
		sb_load_cmp_judge(&lc);
		if (!lc.any)
			continue;
		printf("LOAD DIFFERS: %s %s %s: ", c[i].w, c[i].v, c[i].c);
		sb_brief_item("LOAD DIFFERS (the sides' interrupt loads differ)", "%s %s",
			      c[i].v, c[i].c);
		sb_load_cmp_print(stdout, &lc, "A", "B");
		printf(" (per CPU, boots pooled): the ratio compares different interrupt loads\n");
	}
}

static void head_lines(const struct sb_side *a, const struct sb_side *b,
		       const struct sb_opts *o)
{
	size_t i;
	char tag[32];

	if (o->shape_opts.format == SB_FMT_MD)
		fputs("```\n", stdout);
	if (o->pairs) {
		printf("boots: %zu pair%s, each file one boot, paired:", a->n, a->n > 1 ? "s" : "");
		for (i = 0; i < a->n; i++)
			printf(" A%zu with B%zu%s", i + 1, i + 1, i + 1 < a->n ? "," : "");
		printf("\n  (A_i was taken with B_i, in one round of interleaved boots or a duet: the\n"
		       "  tests are on the pairs' ratios B_i / A_i)\n");
	} else {
		printf("boots: A %zu file%s, B %zu file%s; each file is one boot; unpaired (two samples;\n"
		       "  --pairs when A_i and B_i were taken in one round)\n", a->n,
		       a->n > 1 ? "s" : "", b->n, b->n > 1 ? "s" : "");
	}
	if (o->share[0])
		printf("share: %s-%s = %s's ns/op less %s's, per block of each file\n"
		       "  (same context, cpu, repeat, block): the ratios are of these differences\n",
		       o->share[0], o->share[1], o->share[0], o->share[1]);
	for (i = 0; i < a->n + b->n; i++) {
		int inb = i >= a->n;

		snprintf(tag, sizeof(tag), "%s%zu", inb ? "B" : "A", inb ? i - a->n + 1 : i + 1);
		sb_brief_env(stdout, tag, inb ? &b->in[i - a->n] : &a->in[i], 1);
	}
	notes(stdout, a, b);
	sb_confounds(stdout, a, b);
	fputs(o->shape_opts.format == SB_FMT_MD ? "```\n\n" : "\n", stdout);
}

/* The boots (or pairs) each cell left out, and why. */
static void zero_lines(const struct bcell *c, size_t nc, int pairs)
{
	size_t i, j;

	for (i = 0; i < nc; i++) {
		if (!pairs && c[i].all_slow)
			printf("WARNING: %s %s %s: %zu boot%s left out: every CPU-run of it slow (SLOW CPU)\n",
			       c[i].w, c[i].v, c[i].c, c[i].all_slow, c[i].all_slow > 1 ? "s" : "");
		if (!c[i].zero)
			continue;
		printf("WARNING: %s %s %s: %zu %s%s left out: ", c[i].w, c[i].v, c[i].c, c[i].zero,
		       pairs ? "pair" : "boot", c[i].zero > 1 ? "s" : "");
		if (!pairs) {
			printf("a median of 0 ns/op (not a measurement)\n");
			continue;
		}
		for (j = 0; j < c[i].zero; j++)
			printf("%sA%zu+B%zu", j ? ", " : "", c[i].out[j] + 1, c[i].out[j] + 1);
		if (c[i].all_slow)
			printf(": %zu with a side's every CPU-run slow (SLOW CPU), %zu with a median\n"
			       "  missing or <= 0 ns/op on a side (no log ratio)\n", c[i].all_slow,
			       c[i].zero - c[i].all_slow);
		else
			printf(": a median missing or <= 0 ns/op on a side (no log ratio)\n");
	}
}

struct tally {
	size_t n, one, signif, same;
	size_t *rows;
	double *p, *est, *sd;
	int *eq;
	const struct bcell **cell;
	double best_p;
	size_t best_a, best_b;
};

static void set_num(struct sb_table *t, size_t row, size_t col, double v)
{
	char b[64];

	sb_table_setv(t, row, col, v, NAN, "%s", sb_fmt_num(b, sizeof(b), v));
}

/* The smallest p a row's exact test can give: note the smallest of all. */
static void note_min_p(struct tally *tl, const struct bcell *c, int pairs)
{
	double p = pairs ? fmin(1, ldexp(1, 1 - (int)c->np)) : min_p(c->na, c->nb);

	if (p < tl->best_p) {
		tl->best_p = p;
		tl->best_a = c->na;
		tl->best_b = pairs ? 0 : c->nb;
	}
}

/* The test of a cell with 2+ boots a side (or 2+ pairs): columns 6, 7, 9. */
static void test_cell(struct sb_table *t, size_t row, const struct bcell *c,
		      const struct prior *pr, const struct sb_opts *o,
		      struct tally *tl, struct bres *r)
{
	if (o->test == SB_TEST_MW && o->pairs) {
		flip_test(c, r);
		sb_table_ratio(t, row, C_RATIO, exp(r->est));
		note_min_p(tl, c, 1);
	} else if (o->test == SB_TEST_MW) {
		mw_test(c, o, r);
		sb_table_ratio(t, row, C_RATIO, exp(sb_median_sorted(c->lb, c->nb) -
					      sb_median_sorted(c->la, c->na)));
		note_min_p(tl, c, 0);
	} else {
		t_test(c, pr, o, r);
		sb_table_ratio(t, row, C_RATIO, exp(r->est));
		sb_table_set(t, row, C_DF, "%.1f", r->df);
		if (isinf(r->df))
			sb_table_set(t, row, C_DF, "inf");
	}
	if (r->has_ci)
		sb_table_ci(t, row, C_CI, exp(r->lo), exp(r->hi));
	else if (o->pairs)
		sb_table_set(t, row, C_CI, "none (sign flips)");
	else
		sb_table_set(t, row, C_CI, "n too small");
}

/*
 * A side's value of a cell, as the table prints it: the geometric mean of
 * its boot values, or their median (--test mw without --pairs).
 */
static double side_value(const struct bcell *c, const struct sb_opts *o, int side_b)
{
	const double *l = side_b ? c->lb : c->la;
	size_t n = side_b ? c->nb : c->na;

	if (o->test == SB_TEST_MW && !o->pairs)
		return exp(sb_median_sorted(l, n));
	return exp(sb_mean(l, n));
}

/* One cell's row: values, and its test or why none. */
static void cell_row(struct sb_table *t, const struct bcell *c, const struct prior *pr,
		     const struct sb_side *a, const struct sb_side *b, double sd,
		     const struct sb_opts *o, struct tally *tl)
{
	size_t row = sb_table_row(t);
	struct bres r = { 0 };
	size_t i;

	sb_table_set(t, row, C_W, "%s", c->w);
	sb_table_set(t, row, C_V, "%s", c->v);
	sb_table_set(t, row, C_C, "%s", c->c);
	if (o->pairs)
		sb_table_set(t, row, C_BOOTS, "%zu pair%s", c->np, c->np == 1 ? "" : "s");
	else
		sb_table_set(t, row, C_BOOTS, "%zu+%zu", c->na, c->nb);
	if (c->cpu_out)
		sb_table_set(t, row, C_OUT, "%zu of %zu", c->cpu_out, c->cpu_runs);
	else
		sb_table_set(t, row, C_OUT, "0");
	set_num(t, row, C_A, side_value(c, o, 0));
	set_num(t, row, C_B, side_value(c, o, 1));
	for (i = C_RATIO; i < C_N; i++)
		sb_table_set(t, row, i, "-");
	if (o->pairs && !c->np) {
		sb_table_set(t, row, C_CI, "no pair measured on both sides");
		return;
	}
	if (!c->na || !c->nb) {
		sb_table_set(t, row, C_CI, "no boot measured in %s", c->na ? "B" : "A");
		return;
	}
	if (c->na < 2 || c->nb < 2) {
		one_boot_row(t, row, c, a, b, sd, o);
		tl->one++;
		return;
	}
	test_cell(t, row, c, pr, o, tl, &r);
	sb_table_set(t, row, C_SD, "%.1f%%", 100 * r.sd);
	sb_table_p(t, row, C_P, r.p, r.exact ? "" : "*");
	tl->rows[tl->n] = row;
	tl->cell[tl->n] = c;
	tl->sd[tl->n] = r.sd;
	tl->est[tl->n] = r.est;
	tl->eq[tl->n] = r.has_eq && sb_equivalent(r.elo, r.ehi, o->margin);
	tl->p[tl->n++] = r.p;
}

static const char *const test_what[] = {
	"two-sided moderated t test (limma's empirical-Bayes variance) of the log boot values",
	"two-sided Welch t test of the log boot values",
	"two-sided Mann-Whitney U test of the boot values",
};

static const char *const pairs_what[] = {
	"two-sided moderated t test (limma's empirical-Bayes variance) of the mean per-pair\n"
	"  log ratio, one-sample, df d + d0 (d = pairs - 1 of the row, d0 of the prior)",
	"two-sided paired t test (no prior): the one-sample t of the per-pair log ratios,\n"
	"  df pairs - 1",
	"two-sided exact sign-flip test of the sum of the per-pair log ratios (all 2^n sign\n"
	"  patterns)",
};

/* How the prior's d0 was bounded: what the cells are worth together. */
static void prior_bound(const struct prior *pr)
{
	char r[48], fit[32];

	if (isnan(pr->rbar))
		snprintf(r, sizeof(r), "unknown (< 3 boots shared)");
	else
		snprintf(r, sizeof(r), "%.2f", pr->rbar);
	if (isinf(pr->d0fit))
		snprintf(fit, sizeof(fit), "inf");
	else
		snprintf(fit, sizeof(fit), "%.1f", pr->d0fit);
	printf("  d0 is at most (n_eff - 1) x the cells' median df = %.1f: the %zu cells are worth\n"
	       "  n_eff = %.1f independent ones, their residuals correlating by r = %s over the\n"
	       "  boots they share (n / (1 + (n - 1) r)); limma's fit alone gave d0 = %s.\n",
	       pr->d0max, pr->ncells, pr->neff, r, fit);
}

static void prior_pairs(const struct prior *pr)
{
	if (pr->d0 > 0)
		printf("Moderated variance: prior sd of the per-pair log ratios %.1f%% with d0 = %.1f df,\n"
		       "  fitted to their variances in the %zu cells with 2+ pairs (limma's fitFDist);\n",
		       100 * sqrt(pr->s0sq), pr->d0, pr->ncells);
	else if (pr->ncells >= 3)
		printf("Moderated variance: no prior (d0 = 0): each row's own variance of the per-pair\n"
		       "  log ratios, df pairs - 1;\n");
	else
		printf("Moderated variance: fewer than 3 cells with 2+ pairs to fit a prior: each row's\n"
		       "  own variance of the per-pair log ratios, df pairs - 1 (d0 = 0).\n");
	if (pr->ncells >= 3)
		prior_bound(pr);
}

static void summary(const struct tally *tl, const struct prior *pr, size_t nc,
		    double sd, const char *whence, const struct sb_opts *o)
{
	if (tl->n)
		printf("\n%zu of %zu rows differ at %.1f%% family-wise confidence (Holm over the %zu tests);\n"
		       "  %zu the same within +-%g%%, %zu undecided.\n",
		       tl->signif, tl->n, o->conf * 100, tl->n, tl->same, o->margin * 100,
		       tl->n - tl->signif - tl->same);
	else
		printf("\nNo test made.\n");
	if (o->test == SB_TEST_MODERATED && tl->n && o->pairs)
		prior_pairs(pr);
	else if (o->test == SB_TEST_MODERATED && tl->n && pr->ncells >= 3) {
		if (pr->d0 > 0)
			printf("Moderated variance: prior between-boot sd %.1f%% with d0 = %.1f df, fitted to the\n"
			       "  between-boot variances of the %zu cells with 2+ boots a side (limma's fitFDist);\n",
			       100 * sqrt(pr->s0sq), pr->d0, pr->ncells);
		else
			printf("Moderated variance: no prior (d0 = 0): each row's own pooled variance, df\n"
			       "  boots - 2;\n");
		prior_bound(pr);
	} else if (o->test == SB_TEST_MODERATED && tl->n)
		printf("Moderated variance: fewer than 3 cells with 2+ boots a side to fit a prior: each\n"
		       "  row's own pooled variance, df boots - 2 (d0 = 0).\n");
	if (tl->one && o->pairs)
		printf("%zu of %zu rows untested: one pair is not a tested kernel difference.\n"
		       "  needs N pairs: for a paired t test at %.0f%% (per row) to find the ratio seen\n"
		       "  with 80%% power, if the per-pair log ratios vary by sd %.1f%% (%s).\n",
		       tl->one, nc, o->conf * 100, 100 * sd, whence);
	else if (tl->one)
		printf("%zu of %zu rows untested: one boot on a side is not a tested kernel difference.\n"
		       "  needs N+N: boots a side for a two-sample t test at %.0f%% (per row) to find the\n"
		       "  ratio seen with 80%% power, if boots vary by sd %.1f%% (%s).\n",
		       tl->one, nc, o->conf * 100, 100 * sd, whence);
	if (o->test == SB_TEST_MW && tl->n && tl->n * tl->best_p >= 1 - o->conf && o->pairs)
		printf("NOTE: with %zu pairs the smallest possible sign-flip p is %.3g (2 / 2^%zu): over %zu\n"
		       "  tests no row can differ at %.1f%% family-wise confidence: more pairs are needed.\n",
		       tl->best_a, tl->best_p, tl->best_a, tl->n, o->conf * 100);
	else if (o->test == SB_TEST_MW && tl->n && tl->n * tl->best_p >= 1 - o->conf)
		printf("NOTE: with %zu+%zu boots the smallest possible p is %.3g (2 / C(%zu, %zu)): over %zu tests no row\n"
		       "  can differ at %.1f%% family-wise confidence: more boots per side are needed.\n",
		       tl->best_a, tl->best_b, tl->best_p, tl->best_a + tl->best_b, tl->best_a,
		       tl->n, o->conf * 100);
}

static void undecided_pairs(const struct tally *tl, size_t i, size_t need)
{
	if (need > SB_BOOTS_NEEDED_MAX)
		printf("undecided: %s %s: more than %d pairs", tl->cell[i]->v, tl->cell[i]->c,
		       SB_BOOTS_NEEDED_MAX);
	else
		printf("undecided: %s %s: about %zu pairs", tl->cell[i]->v, tl->cell[i]->c, need);
	printf(" would find a ratio of %#.3g (paired t test per row, 80%% power, sd of the\n"
	       "  per-pair log ratios %.1f%%)\n", exp(tl->est[i]), 100 * tl->sd[i]);
}

/* The boots a side an undecided row would need for the ratio it shows. */
static void undecided(const struct tally *tl, const struct sb_opts *o)
{
	double *adj = xcalloc(tl->n + 1, sizeof(*adj));
	size_t i, need;

	sb_holm(tl->p, tl->n, adj);
	for (i = 0; i < tl->n; i++) {
		if (adj[i] < 1 - o->conf || tl->eq[i] || o->test == SB_TEST_MW)
			continue;
		need = o->pairs ? sb_pairs_needed(tl->est[i], tl->sd[i], o->conf, 0.8) :
				  sb_boots_needed(tl->est[i], tl->sd[i], o->conf, 0.8);
		if (!need)
			continue;
		if (o->pairs) {
			undecided_pairs(tl, i, need);
			continue;
		}
		if (need > SB_BOOTS_NEEDED_MAX)
			printf("undecided: %s %s: more than %d boots a side", tl->cell[i]->v,
			       tl->cell[i]->c, SB_BOOTS_NEEDED_MAX);
		else
			printf("undecided: %s %s: about %zu+%zu boots", tl->cell[i]->v,
			       tl->cell[i]->c, need, need);
		printf(" would find a ratio of %#.3g (t test per row, 80%% power, boot sd %.1f%%)\n",
		       exp(tl->est[i]), 100 * tl->sd[i]);
	}
	free(adj);
}

static void cpu_runs_legend(const struct sb_opts *o)
{
	if (o->slow_cpu > 0)
		printf("CPU-runs out: a boot's rows of one CPU in the cell left out, of those with rows,\n"
		       "  for running more than %g%% slower than the boot's fastest CPU there\n"
		       "  (--slow-cpu); the boot's value then comes from its other CPUs, each less\n"
		       "  its steady offset (its median deviation in the boots where all ran).\n",
		       100 * o->slow_cpu);
	else
		printf("CPU-runs out: none (--slow-cpu off): every CPU-run counts.\n");
}

static void legend_pairs(const struct sb_verdicts *v, const struct sb_opts *o,
			 const char *unit)
{
	printf("\nboots A+B: the pairs (A_i, B_i) with a value of the cell in both files; each file\n"
	       "  gives one: the mean over its CPUs of each CPU's log median %s, CPU offsets\n"
	       "  taken out; tests use the per-pair log ratios d_i = log(B_i / A_i).\n", unit);
	cpu_runs_legend(o);
	printf("A, B: the geometric mean of the side's values over those pairs; ratio: B / A of those,\n"
	       "  exp(mean d), the geometric mean of the per-pair ratios B_i / A_i.\n");
	if (o->test == SB_TEST_MW)
		printf("%.0f%% CI of ratio: none: the sign-flip test gives a p but no interval, and no\n"
		       "  equivalence test (no \"same\"): --test moderated or welch for those.\n",
		       o->conf * 100);
	else
		printf("%.0f%% CI of ratio: exp(mean d +- t x sd / sqrt(pairs)), the t interval of the mean\n"
		       "  log ratio, df as printed; per row.\n", o->conf * 100);
	printf("boot sd: the sd of the per-pair log ratios d_i, as %%: how the pairs vary, with the\n"
	       "  host's speed that A_i and B_i shared cancelled%s.\n",
	       o->test == SB_TEST_MODERATED ? ";\n  moderated: the posterior sd the test used" : "");
	printf("p: %s.\np_holm: Holm-adjusted over the table's tests.\n", pairs_what[o->test]);
	sb_verdict_legend(stdout, v, NULL);
	printf("n/a: one pair; in-boot [lo, hi] (one file a side only): the Hodges-Lehmann interval\n"
	       "  of the two boots' rows: how precisely each boot was measured, not how the kernels\n"
	       "  differ.\n"
	       "Other tests: --test moderated (default), welch (the paired t), mw (sign flips).\n");
}

static void legend(const struct sb_verdicts *v, const struct sb_opts *o)
{
	const char *unit = o->normalise ? "ns/op / ref_ns (reference-loop iterations per op)" : "ns/op";
	char su[160];

	/* --share: each CPU's median is of the per-block differences */
	if (o->share[0]) {
		snprintf(su, sizeof(su), "per-block difference %s - %s (%s)",
			 o->share[0], o->share[1], unit);
		unit = su;
	}
	if (o->pairs) {
		legend_pairs(v, o, unit);
		return;
	}
	printf("\nboots A+B: the files of each side with a value of the cell; each gives one: the mean\n"
	       "  over its CPUs of each CPU's log median %s, CPU offsets taken out; tests\n"
	       "  use these logs.\n", unit);
	cpu_runs_legend(o);
	if (o->test == SB_TEST_MW)
		printf("A, B: the median of the side's boot values; ratio: B / A of those medians.\n"
		       "%.0f%% CI of ratio: Hodges-Lehmann (Moses) interval of B/A, from the Mann-Whitney\n"
		       "  distribution (exact without ties); per row.\n",
		       o->conf * 100);
	else
		printf("A, B: the geometric mean of the side's boot values; ratio: B / A of those.\n"
		       "%.0f%% CI of ratio: t interval of the difference of mean logs, df as printed; per row.\n",
		       o->conf * 100);
	printf("boot sd: the between-boot spread, sd of the log boot values within a side (pooled over\n"
	       "  A and B%s), as %%.\n",
	       o->test == SB_TEST_MODERATED ? "; moderated: the posterior sd the test used" : "");
	printf("p: %s%s", test_what[o->test],
	       o->test == SB_TEST_MW ? ", exact; * = normal approximation\n  (ties, or more than 50 boots a side)" :
	       o->test == SB_TEST_WELCH ? " (Welch-Satterthwaite df)" :
	       ", df d + d0\n  (d = boots - 2 of the row, d0 of the prior)");
	printf(". p_holm: Holm-adjusted over the table's tests.\n");
	sb_verdict_legend(stdout, v, NULL);
	printf("n/a: one boot per side; in-boot [lo, hi]: with one boot a side, the Hodges-Lehmann\n"
	       "  interval of the two boots' rows: how precisely each boot was measured, not how\n"
	       "  the kernels differ (boots vary more than rows of one boot).\n"
	       "Other tests: --test moderated (default), welch, mw (the non-parametric check).\n");
}

/* A boots table made, not yet printed: compare's, or plot --forest's. */
struct boots_run {
	struct sb_bootfig bf;
	struct bcell *c;
	size_t nc;
	struct prior pr;
	struct tally tl;
	struct sb_table t;
	struct sb_verdicts v;
	double sd;
	const char *whence;
	struct sb_instr ins[2];	/* --instr-a, --instr-b */
};

/* --instr-a, --instr-b: their files; 0, or -1 after the reason */
static int instr_load(struct boots_run *br, const struct sb_opts *o)
{
	char err[1024];
	int i;

	for (i = 0; i < 2; i++)
		if (o->instr[i] && sb_instr_load(o->instr[i], &br->ins[i], err, sizeof(err))) {
			fprintf(stderr, "stockbench: --instr-%c %s\n", "ab"[i], err);
			return -1;
		}
	return 0;
}

/*
 * --share A,B: a side's instructions/op of A less B's in context @ctx: 1
 * with *n (NAN: either inexact), 0 when either is missing.
 */
static int share_instr(const struct sb_instr *in, const struct sb_opts *o, const char *ctx,
		       double *n)
{
	double x, y;

	if (!sb_instr_find(in, o->share[0], ctx, &x) || !sb_instr_find(in, o->share[1], ctx, &y))
		return 0;
	*n = x - y;
	return 1;
}

/*
 * The instructions/op of each side beside a cell's row (columns @col..
 * @col + 2): A's, B's ("-": none, "inexact"), and B/A where both are.
 */
static void instr_cells(struct sb_table *t, size_t row, size_t col, const struct bcell *c,
			const struct boots_run *br, const struct sb_opts *o)
{
	double n[2];
	int i;

	for (i = 0; i < 2; i++) {
		if (o->share[0] ? !share_instr(&br->ins[i], o, c->c, &n[i]) :
		    !sb_instr_find(&br->ins[i], c->v, c->c, &n[i]))
			n[i] = NAN, sb_table_set(t, row, col + i, "-");
		else if (isnan(n[i]))
			sb_table_set(t, row, col + i, "inexact");
		else
			sb_table_setv(t, row, col + i, n[i], NAN, "%.1f", n[i]);
	}
	if (n[0] > 0 && isfinite(n[1]))
		sb_table_ratio(t, row, col + 2, n[1] / n[0]);
	else
		sb_table_set(t, row, col + 2, "-");
}

/*
 * Every cell's row of the table, with its test and the verdicts; -1 after
 * a one-line reason (a malformed row).
 */
static int boots_run(struct boots_run *br, const struct sb_side *a,
		     const struct sb_side *b, const struct sb_opts *o)
{
	static const char *const head[C_N] = {
		"workload", "variant", "context", "boots A+B", "CPU-runs out", "A ns/op",
		"B ns/op", "ratio", "95% CI of ratio", "boot sd", "df", "p", "p_holm",
		"verdict",
	};
	/* the sign-flip test has no interval: no equivalence test, margin 0 */
	struct sb_verdicts v = { C_PHOLM, C_VERDICT, "slower", "faster", o->conf,
				 o->pairs && o->test == SB_TEST_MW ? 0 : o->margin };
	struct tally *tl = &br->tl;
	static const char *const ihead[3] = { "A instr/op", "B instr/op", "instr ratio" };
	const char *hd[C_N + 3];
	size_t i, ncols = C_N + (o->instr[0] || o->instr[1] ? 3 : 0);
	char hci[64];

	memset(br, 0, sizeof(*br));
	if (instr_load(br, o))
		return -1;
	br->v = v;
	tl->best_p = 1;
	br->nc = cells(a, b, o, &br->c, &br->bf);
	if (br->nc == (size_t)-1) {
		br->nc = 0;
		return -1;
	}
	fit_prior(br->c, br->nc, o->pairs ? a->n : a->n + b->n, &br->pr);
	br->sd = sd_for_power(br->c, br->nc, &br->pr, o->pairs, &br->whence);
	memcpy(hd, head, sizeof(head));
	memcpy(hd + C_N, ihead, sizeof(ihead));
	snprintf(hci, sizeof(hci), "%g%% CI of ratio", o->conf * 100);
	hd[C_CI] = hci;
	if (o->normalise) {
		hd[C_A] = "A ref/op";
		hd[C_B] = "B ref/op";
	}
	sb_table_init(&br->t, ncols, hd, "lllrrrrrrrrrrlrrr");
	if (o->test == SB_TEST_MW)
		br->t.align[C_DF] = 'h';
	tl->rows = xcalloc(br->nc + 1, sizeof(*tl->rows));
	tl->p = xcalloc(br->nc + 1, sizeof(*tl->p));
	tl->est = xcalloc(br->nc + 1, sizeof(*tl->est));
	tl->eq = xcalloc(br->nc + 1, sizeof(*tl->eq));
	tl->sd = xcalloc(br->nc + 1, sizeof(*tl->sd));
	tl->cell = xcalloc(br->nc + 1, sizeof(*tl->cell));
	for (i = 0; i < br->nc; i++) {
		cell_row(&br->t, &br->c[i], &br->pr, a, b, br->sd, o, tl);
		if (ncols > C_N)
			instr_cells(&br->t, i, C_N, &br->c[i], br, o);
	}
	tl->signif = sb_table_verdicts(&br->t, tl->rows, tl->p, tl->est, tl->eq, tl->n,
				       &br->v, &tl->same);
	return 0;
}

static void boots_run_free(struct boots_run *br)
{
	size_t i;

	sb_table_free(&br->t);
	for (i = 0; i < br->nc; i++) {
		free(br->c[i].la);
		free(br->c[i].lb);
		free(br->c[i].dl);
		free(br->c[i].out);
		free(br->c[i].res);
	}
	free(br->c);
	sb_bootfig_free(&br->bf);
	sb_instr_free(&br->ins[0]);
	sb_instr_free(&br->ins[1]);
	free(br->tl.rows);
	free(br->tl.p);
	free(br->tl.est);
	free(br->tl.eq);
	free(br->tl.sd);
	free(br->tl.cell);
}

int sb_boots_rows(const struct sb_side *a, const struct sb_side *b,
		  const struct sb_opts *o, sb_boots_row_fn fn, void *arg)
{
	struct boots_run br;
	size_t i;
	int ret = 0;

	if (boots_run(&br, a, b, o)) {
		boots_run_free(&br);
		return -1;
	}
	/* cell_row made one table row per cell, in order */
	for (i = 0; i < br.nc && !ret; i++) {
		const struct bcell *c = &br.c[i];
		struct sb_boots_row r = {
			c->w, c->v, c->c, (const char *const *)br.t.cells + i * br.t.ncols,
			c->na, c->nb, c->na ? side_value(c, o, 0) : NAN,
		};

		ret = fn(&r, arg);
	}
	boots_run_free(&br);
	return ret;
}

/* compare --brief: what is compared, how, and the CPU-runs left out */
static void brief_head(const struct sb_side *a, const struct sb_side *b,
		       const struct sb_opts *o, const struct boots_run *br, const char *w)
{
	static const char *const test[2][3] = {
		{ "moderated t", "Welch t", "Mann-Whitney" },
		{ "moderated paired t", "paired t", "sign-flip test" },
	};
	size_t i, out = 0, runs = 0;

	for (i = 0; i < br->nc; i++) {
		out += br->c[i].cpu_out;
		runs += br->c[i].cpu_runs;
	}
	sb_brief_head("B %s against A %s%s%s", sb_kernel_label(&b->in[0]),
		      sb_kernel_label(&a->in[0]), w ? ", workload " : "", w ? w : "");
	if (o->share[0])
		sb_brief_head("share: %s-%s = %s's ns/op less %s's, per block", o->share[0],
			      o->share[1], o->share[0], o->share[1]);
	if (o->slow_cpu > 0)
		sb_brief_head("%s, %s; slow CPU-runs left out: %zu of %zu",
			      o->pairs ? "paired by round" : "unpaired",
			      test[o->pairs][o->test], out, runs);
	else
		sb_brief_head("%s, %s; every CPU-run kept (--slow-cpu off)",
			      o->pairs ? "paired by round" : "unpaired",
			      test[o->pairs][o->test]);
}

int sb_compare_boots(struct sb_side *a, struct sb_side *b, const struct sb_opts *o)
{
	struct boots_run br;
	struct bcell *c;
	size_t nc, i;

	head_lines(a, b, o);
	if (boots_run(&br, a, b, o)) {
		boots_run_free(&br);
		return 1;
	}
	c = br.c;
	nc = br.nc;
	for (i = 1; i < nc && !strcmp(c[i].w, c[0].w); i++)
		;
	if (nc && i == nc) {	/* one workload: say it once */
		printf("workload: %s\n\n", c[0].w);
		br.t.align[0] = 'h';
	}
	brief_head(a, b, o, &br, nc && i == nc ? c[0].w : NULL);
	sb_table_print(stdout, &br.t, o->shape_opts.format);
	for (i = 0; i < a->n + b->n; i++) {
		int inb = i >= a->n;
		char tag[32];

		snprintf(tag, sizeof(tag), "%s%zu", inb ? "B" : "A", inb ? i - a->n + 1 : i + 1);
		sb_group_warnings(stdout, tag, inb ? &b->in[i - a->n] : &a->in[i]);
	}
	load_lines(a, b, c, nc);
	sb_bootfig_print(stdout, &br.bf);
	zero_lines(c, nc, o->pairs);
	summary(&br.tl, &br.pr, nc, br.sd, br.whence, o);
	undecided(&br.tl, o);
	legend(&br.v, o);
	boots_run_free(&br);
	return 0;
}
