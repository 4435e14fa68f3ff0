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

#include "cli.h"
#include "paired.h"
#include "signrank.h"
#include "stats.h"

struct pkey {
	const char *ctx, *cpu, *rep, *blk;
	double ns;
};

static int same_block(const struct pkey *a, const struct pkey *b)
{
	return !strcmp(a->ctx, b->ctx) && !strcmp(a->cpu, b->cpu) &&
	       !strcmp(a->rep, b->rep) && !strcmp(a->blk, b->blk);
}

int sb_is_paired_run(const struct sb_results *r)
{
	char design[32];

	return sb_col(r, "block") >= 0 &&
	       !sb_config_get(r, "design", design, sizeof(design)) &&
	       !strcmp(design, "paired");
}

static size_t uniq(const struct sb_results *r, int col, const char ***out)
{
	const char **v = NULL;
	size_t n = 0, i, j;

	for (i = 0; i < r->nrows; i++) {
		const char *s = sb_field(r, i, col);

		for (j = 0; j < n && strcmp(v[j], s); j++)
			;
		if (j < n)
			continue;
		v = xrealloc(v, (n + 1) * sizeof(*v));
		v[n++] = s;
	}
	*out = v;
	return n;
}

/* the ok rows with ns_per_op > 0 of one subject in one context */
static size_t rows_of(const struct sb_results *r, const char *var,
		      const char *ctx, struct pkey **out)
{
	int cv = sb_col(r, "variant"), cc = sb_col(r, "context");
	int ccpu = sb_col(r, "cpu"), crep = sb_col(r, "repeat");
	int cb = sb_col(r, "block"), cs = sb_col(r, "status");
	int cn = sb_col(r, "ns_per_op");
	struct pkey *k = NULL;
	size_t n = 0, i;

	for (i = 0; i < r->nrows; i++) {
		double ns;

		if (strcmp(sb_field(r, i, cv), var) ||
		    strcmp(sb_field(r, i, cc), ctx) ||
		    strcmp(sb_field(r, i, cs), "ok") ||
		    sb_parse_double(sb_field(r, i, cn), &ns) || ns <= 0)
			continue;
		k = xrealloc(k, (n + 1) * sizeof(*k));
		k[n].ctx = ctx;
		k[n].cpu = sb_field(r, i, ccpu);
		k[n].rep = sb_field(r, i, crep);
		k[n].blk = sb_field(r, i, cb);
		k[n].ns = ns;
		n++;
	}
	*out = k;
	return n;
}

size_t sb_paired_diffs(const struct sb_results *r, const char *a,
		       const char *b, const char *ctx, double **out)
{
	struct pkey *ka, *kb;
	size_t na = rows_of(r, a, ctx, &ka), nb = rows_of(r, b, ctx, &kb);
	size_t i, j, n = 0;
	double *d = xmalloc(na * sizeof(*d));

	for (i = 0; i < na; i++) {
		for (j = 0; j < nb && !same_block(&ka[i], &kb[j]); j++)
			;
		if (j < nb)
			d[n++] = log(kb[j].ns / ka[i].ns);
	}
	free(ka);
	free(kb);
	*out = d;
	return n;
}

static void ratio(char *buf, size_t len, double l)
{
	snprintf(buf, len, "%.4f", exp(l));
}

int sb_compare_paired(const struct sb_input *in, const struct sb_opts *o)
{
	static const char *const head[] = {
		"context", "variant", "vs", "pairs", "ratio", "95% CI of ratio",
		"p", "p_holm", "verdict",
	};
	const char **vars, **ctxs;
	size_t nv, nc, i, j, tested = 0, signif = 0;
	struct sb_table t;
	char h5[64];
	const char *hd[9];
	double *p, *est, *adj;
	size_t *rows;

	if (!sb_is_paired_run(&in->r)) {
		fprintf(stderr, "stockbench: %s is not a run of the paired design (no block column or design=paired in its config): compare two files instead\n",
			in->r.path);
		return 1;
	}
	nv = uniq(&in->r, sb_col(&in->r, "variant"), &vars);
	nc = uniq(&in->r, sb_col(&in->r, "context"), &ctxs);
	if (nv < 2) {
		fprintf(stderr, "stockbench: %s has one subject (%s): nothing to pair it with\n",
			in->r.path, nv ? vars[0] : "none");
		free(vars);
		free(ctxs);
		return 1;
	}
	p = xcalloc(nv * nc, sizeof(*p));
	est = xcalloc(nv * nc, sizeof(*est));
	adj = xcalloc(nv * nc, sizeof(*adj));
	rows = xcalloc(nv * nc, sizeof(*rows));
	if (o->shape_opts.format == SB_FMT_MD)
		fputs("```\n", stdout);
	sb_show_notes(stdout, in, "");
	printf("paired run: %s; every subject against %s, block by block\n",
	       in->r.path, vars[0]);
	if (o->normalise)
		printf("ns/op divided by each row's ref_ns (--normalise ref)\n");
	fputs(o->shape_opts.format == SB_FMT_MD ? "```\n\n" : "\n", stdout);
	memcpy(hd, head, sizeof(hd));
	snprintf(h5, sizeof(h5), "%g%% CI of ratio", o->conf * 100);
	hd[5] = h5;
	sb_table_init(&t, 9, hd, "lllrrrrrl");
	for (i = 0; i < nc; i++) {
		for (j = 1; j < nv; j++) {
			struct sb_signrank sr;
			size_t row, n;
			double *d;
			char b1[32], b2[32];

			n = sb_paired_diffs(&in->r, vars[0], vars[j], ctxs[i], &d);
			if (!n) {
				free(d);
				continue;
			}
			row = sb_table_row(&t);
			sb_table_set(&t, row, 0, "%s", ctxs[i]);
			sb_table_set(&t, row, 1, "%s", vars[j]);
			sb_table_set(&t, row, 2, "%s", vars[0]);
			sb_table_set(&t, row, 3, "%zu", n);
			if (sb_signrank(d, n, o->conf, &sr)) {
				sb_table_set(&t, row, 4, "-");
				sb_table_set(&t, row, 8, "no non-zero difference");
				free(d);
				continue;
			}
			ratio(b1, sizeof(b1), sr.est);
			sb_table_set(&t, row, 4, "%s", b1);
			if (sr.has_ci) {
				ratio(b1, sizeof(b1), sr.lo);
				ratio(b2, sizeof(b2), sr.hi);
				sb_table_set(&t, row, 5, "[%s, %s]", b1, b2);
			} else {
				sb_table_set(&t, row, 5, "n too small");
			}
			sb_table_set(&t, row, 6, "%.3g%s", sr.p, sr.exact ? "" : "*");
			rows[tested] = row;
			p[tested] = sr.p;
			est[tested++] = sr.est;
			free(d);
		}
	}
	sb_holm(p, tested, adj);
	for (i = 0; i < tested; i++) {
		sb_table_set(&t, rows[i], 7, "%.3g", adj[i]);
		if (adj[i] < 1 - o->conf) {
			signif++;
			sb_table_set(&t, rows[i], 8, "%s", est[i] > 0 ? "slower" : "faster");
		} else {
			sb_table_set(&t, rows[i], 8, "~");
		}
	}
	sb_table_print(stdout, &t, o->shape_opts.format);
	sb_table_free(&t);
	printf("\n%zu of %zu comparisons differ at %.1f%% family-wise confidence (Holm over the %zu tests).\n",
	       signif, tested, o->conf * 100, tested);
	printf("pairs: blocks where both subjects have an ok row (same context, cpu, repeat, block).\n"
	       "ratio: Hodges-Lehmann estimate of ns/op(variant) / ns/op(vs): exp of the median of the\n"
	       "  Walsh averages of the per-block log ratios; the interval inverts the same test\n"
	       "  (per row, not adjusted for the number of rows).\n"
	       "p: two-sided Wilcoxon signed-rank test of the log ratios, exact; * = normal approximation\n"
	       "  (ties, or more than %d pairs). p_holm: Holm-adjusted over the table's tests; the\n"
	       "  verdict uses it. ~ : no difference proven.\n"
	       "The subjects alternated within each block on the same CPU: host speed changes that\n"
	       "last longer than a block cancel in the ratio; the ratio is about this run's machine.\n",
	       SB_SR_EXACT_MAX);
	free(p);
	free(est);
	free(adj);
	free(rows);
	free(vars);
	free(ctxs);
	return 0;
}
