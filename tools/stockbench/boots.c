// SPDX-License-Identifier: GPL-2.0
/*
 * boots.c - "stockbench compare A1 A2 ... -- B1 B2 ...": two kernels (or
 * builds) compared across boots.  The rows of one boot share that boot's
 * luck (where the kernel and module landed in memory, what the host did
 * meanwhile), so they are replicates of the boot, not of the kernel: the
 * boot is the unit.  Per (workload, variant, context) each file gives one
 * value, its median ns/op over its ok rows; the two sides' values are
 * compared with Mann-Whitney (exact without ties), the interval is the
 * Hodges-Lehmann (Moses) one from the same distribution, and Holm adjusts
 * the p-values over the rows tested.  A side with one boot: no test.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "stats.h"

struct cell {
	const char *w, *v, *c;
};

/* The boot values of one cell on one side: each file's median ns/op. */
static size_t boot_values(const struct sb_side *s, const struct cell *c,
			  double *v, size_t *nzero)
{
	size_t i, n = 0;

	for (i = 0; i < s->n; i++) {
		const struct sb_group *g = sb_group_find(&s->in[i].gs, c->w, c->v, c->c);

		double m;

		if (!g || !g->n)
			continue;
		/*
		 * Single rows may be 0 (a noisy N vs 2N sample, clamped): the
		 * boot's median is the measurement, and only a median <= 0
		 * is none (no log ratio).
		 */
		m = sb_group_median(g);
		if (m <= 0) {
			(*nzero)++;
			continue;
		}
		v[n++] = m;
	}
	sb_sort(v, n);
	return n;
}

/* Every (workload, variant, context) of either side, first seen first. */
static size_t cells(const struct sb_side *a, const struct sb_side *b, struct cell **out)
{
	const struct sb_side *sd[2] = { a, b };
	size_t k, i, j, l, n = 0, max = 0;
	struct cell *c;

	for (k = 0; k < 2; k++)
		for (i = 0; i < sd[k]->n; i++)
			max += sd[k]->in[i].gs.n;
	c = xcalloc(max, sizeof(*c));
	for (k = 0; k < 2; k++)
		for (i = 0; i < sd[k]->n; i++)
			for (j = 0; j < sd[k]->in[i].gs.n; j++) {
				const struct sb_group *g = &sd[k]->in[i].gs.g[j];

				/* in an earlier file? (groups are unique within one) */
				for (l = 0; l < k * a->n + i; l++)
					if (sb_group_find(&sd[l >= a->n]->in[l >= a->n ? l - a->n : l].gs,
							  g->workload, g->variant, g->context))
						break;
				if (l == k * a->n + i)
					c[n++] = (struct cell){ g->workload, g->variant, g->context };
			}
	*out = c;
	return n;
}

static double *logs(const double *x, size_t n)
{
	double *l = xcalloc(n, sizeof(*l));
	size_t i;

	for (i = 0; i < n; i++)
		l[i] = log(x[i]);
	return l;
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

int sb_compare_boots(struct sb_side *a, struct sb_side *b, const struct sb_opts *o)
{
	static const char *const head[] = {
		"workload", "variant", "context", "boots A+B", "A ns/op", "B ns/op",
		"ratio", "95% CI of ratio", "p", "p_holm", "verdict",
	};
	const char *hd[11];
	struct sb_table t;
	struct cell *c;
	size_t nc = cells(a, b, &c), i, ntest = 0, signif = 0, one = 0;
	size_t *rows = xcalloc(nc, sizeof(*rows)), *zero = xcalloc(nc, sizeof(*zero));
	double *p = xcalloc(nc, sizeof(*p)), *est = xcalloc(nc, sizeof(*est));
	double best_p = 1;
	size_t best_a = 0, best_b = 0;
	char h7[64], tag[32];

	if (o->shape_opts.format == SB_FMT_MD)
		fputs("```\n", stdout);
	printf("boots: A %zu file%s, B %zu file%s; each file is one boot\n", a->n,
	       a->n > 1 ? "s" : "", b->n, b->n > 1 ? "s" : "");
	for (i = 0; i < a->n + b->n; i++) {
		int inb = i >= a->n;

		snprintf(tag, sizeof(tag), "%s%zu", inb ? "B" : "A", inb ? i - a->n + 1 : i + 1);
		sb_brief_env(stdout, tag, inb ? &b->in[i - a->n] : &a->in[i], 1);
	}
	notes(stdout, a, b);
	sb_confounds(stdout, a, b);
	fputs(o->shape_opts.format == SB_FMT_MD ? "```\n\n" : "\n", stdout);

	memcpy(hd, head, sizeof(hd));
	snprintf(h7, sizeof(h7), "%g%% CI of ratio", o->conf * 100);
	hd[7] = h7;
	if (o->normalise) {
		hd[4] = "A ref/op";
		hd[5] = "B ref/op";
	}
	sb_table_init(&t, 11, hd, "lllrrrrrrrl");
	for (i = 0; i < nc; i++) {
		double *va = xcalloc(a->n, sizeof(*va)), *vb = xcalloc(b->n, sizeof(*vb));
		size_t za = 0, zb = 0, na, nb, row = sb_table_row(&t);
		double ma, mb, e, lo, hi, *la, *lb;
		struct sb_mw mw;
		char b1[64];

		na = boot_values(a, &c[i], va, &za);
		nb = boot_values(b, &c[i], vb, &zb);
		ma = sb_median_sorted(va, na);
		mb = sb_median_sorted(vb, nb);
		sb_table_set(&t, row, 0, "%s", c[i].w);
		sb_table_set(&t, row, 1, "%s", c[i].v);
		sb_table_set(&t, row, 2, "%s", c[i].c);
		sb_table_set(&t, row, 3, "%zu+%zu", na, nb);
		sb_table_set(&t, row, 4, "%s", sb_fmt_num(b1, sizeof(b1), ma));
		sb_table_set(&t, row, 5, "%s", sb_fmt_num(b1, sizeof(b1), mb));
		sb_table_set(&t, row, 8, "-");
		sb_table_set(&t, row, 9, "-");
		sb_table_set(&t, row, 10, "-");
		if (!na || !nb) {
			sb_table_set(&t, row, 6, "-");
			sb_table_set(&t, row, 7, "no boot measured in %s", na ? "B" : "A");
			goto next;
		}
		sb_table_set(&t, row, 6, "%.4f", mb / ma);
		if (na < 2 || nb < 2) {
			sb_table_set(&t, row, 7, "n/a: one boot per side");
			one++;
			goto next;
		}
		la = logs(va, na);
		lb = logs(vb, nb);
		sb_mann_whitney(la, na, lb, nb, &mw);
		if (sb_hodges_lehmann(la, na, lb, nb, o->conf, &e, &lo, &hi))
			sb_table_set(&t, row, 7, "n too small");
		else
			sb_table_set(&t, row, 7, "[%.4f, %.4f]", exp(lo), exp(hi));
		sb_table_set(&t, row, 8, "%.3g%s", mw.p, mw.exact ? "" : "*");
		if (min_p(na, nb) < best_p) {
			best_p = min_p(na, nb);
			best_a = na;
			best_b = nb;
		}
		rows[ntest] = row;
		est[ntest] = e;
		p[ntest++] = mw.p;
		free(la);
		free(lb);
next:
		zero[i] = za + zb;
		free(va);
		free(vb);
	}
	signif = sb_table_holm(&t, rows, p, est, ntest, o->conf, 9, 10, "slower", "faster");
	for (i = 1; i < nc && !strcmp(c[i].w, c[0].w); i++)
		;
	if (nc && i == nc) {	/* one workload: say it once */
		printf("workload: %s\n\n", c[0].w);
		t.align[0] = 'h';
	}
	sb_table_print(stdout, &t, o->shape_opts.format);
	sb_table_free(&t);
	for (i = 0; i < a->n + b->n; i++) {
		int inb = i >= a->n;

		snprintf(tag, sizeof(tag), "%s%zu", inb ? "B" : "A", inb ? i - a->n + 1 : i + 1);
		sb_group_warnings(stdout, tag, inb ? &b->in[i - a->n] : &a->in[i]);
	}
	for (i = 0; i < nc; i++)
		if (zero[i])
			printf("WARNING: %s %s %s: %zu boot%s left out: a median of 0 ns/op (not a measurement)\n",
			       c[i].w, c[i].v, c[i].c, zero[i], zero[i] > 1 ? "s" : "");
	if (ntest)
		printf("\n%zu of %zu rows differ at %.1f%% family-wise confidence (Holm over the %zu tests).\n",
		       signif, ntest, o->conf * 100, ntest);
	else
		printf("\nNo test made.\n");
	if (one)
		printf("%zu rows n/a: one boot per side (no p-value, no interval).\n", one);
	if (ntest && ntest * best_p >= 1 - o->conf)
		printf("NOTE: with %zu+%zu boots the smallest possible p is %.3g (2 / C(%zu, %zu)): over %zu tests no row\n"
		       "  can differ at %.1f%% family-wise confidence: more boots per side are needed.\n",
		       best_a, best_b, best_p, best_a + best_b, best_a, ntest, o->conf * 100);
	printf("\nboots A+B: the files of each side with ok rows in the cell; each gives one value, the\n"
	       "  median %s over its ok rows (CPUs x repeats).\n"
	       "A, B: the median of the side's boot values; ratio: B / A of those medians.\n"
	       "%.0f%% CI of ratio: Hodges-Lehmann (Moses) interval of B/A, exp of the shift between the\n"
	       "  log boot values, from the Mann-Whitney distribution (exact without ties); per row.\n"
	       "p: two-sided Mann-Whitney U test of the boot values, exact; * = normal approximation\n"
	       "  (ties, or more than %d boots a side). p_holm: Holm-adjusted over the tests; the\n"
	       "  verdict (slower / faster / ~) uses it.\n"
	       "n/a: one boot per side: a side has one boot in this cell; one boot's rows say nothing\n"
	       "  about how a kernel varies from boot to boot: no test, no interval.\n",
	       o->normalise ? "ns/op / ref_ns (reference-loop iterations per op)" : "ns/op",
	       o->conf * 100, SB_MW_EXACT_MAX);
	free(c);
	free(rows);
	free(zero);
	free(p);
	free(est);
	return 0;
}
