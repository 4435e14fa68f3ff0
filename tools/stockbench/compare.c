// SPDX-License-Identifier: GPL-2.0
/*
 * compare.c - "stockbench compare A B": benchstat-style A/B comparison
 * per (workload, variant, context).  The effect is the Hodges-Lehmann
 * estimate of the ratio B/A (on log ns/op), its CI comes from the same
 * Mann-Whitney distribution as the p-value, and "~" marks rows where
 * no difference is proven.  Every interval says what it is.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "paired.h"
#include "stats.h"

static void brief_env(FILE *fp, const char *tag, const struct sb_input *in)
{
	const char *accel = sb_env_get(&in->r, "accel");
	const char *st = sb_env_get(&in->r, "run_status");
	const char *k = sb_env_get(&in->r, "kernel"), *rt = sb_env_get(&in->r, "rt");
	const char *dbg = sb_env_get(&in->r, "debug");

	fprintf(fp, "%s: %s (kernel %s, RT %s, accel %s)\n", tag, in->r.path,
		k ? k : "?", rt ? rt : "?", accel ? accel : "not recorded");
	if (accel && !strcmp(accel, "tcg"))
		fprintf(fp, "NOTE: %s is emulated (QEMU TCG): not hardware numbers\n", tag);
	else if (accel && !strcmp(accel, "tcg-icount"))
		fprintf(fp, "NOTE: %s is emulated (QEMU TCG icount): its ns are instruction counts, not time\n",
			tag);
	if (st && strncmp(st, "SUCCESS", 7))
		fprintf(fp, "WARNING: %s: the run did not succeed: %s\n", tag, st);
	if (dbg && *dbg && strcmp(dbg, "none"))
		fprintf(fp, "NOTE: %s has debug options on (%s): its numbers include their cost\n",
			tag, dbg);
}

/* The config keys that change what is measured, when they differ. */
static void config_diff(FILE *fp, const struct sb_input *a, const struct sb_input *b)
{
	static const char *const keys[] = {
		"memcgs", "depth", "pages", "bytes", "sample_us", "samples", "cpus",
		"irq_rate", "softirq_rate", "nmi_rate", "drain_rate", "outside_nmi",
	};
	const char *xa = sb_env_get(&a->r, "accel"), *xb = sb_env_get(&b->r, "accel");
	size_t i;

	if (xa && xb && strcmp(xa, xb))
		fprintf(fp, "NOTE: A was measured with accel %s, B with accel %s: the difference includes that\n",
			xa, xb);
	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		char va[128], vb[128];
		int ha = !sb_config_get(&a->r, keys[i], va, sizeof(va));
		int hb = !sb_config_get(&b->r, keys[i], vb, sizeof(vb));

		if (ha && hb && strcmp(va, vb))
			fprintf(fp, "NOTE: config differs: A %s=%s, B %s=%s\n",
				keys[i], va, keys[i], vb);
	}
}

static int has_workload(const struct sb_input *in, const char *w)
{
	size_t i;

	for (i = 0; i < in->gs.n; i++)
		if (!strcmp(in->gs.g[i].workload, w))
			return 1;
	return 0;
}

/* Comparing page charges with obj charges is meaningless: refuse. */
static int check_workloads(const struct sb_input *a, const struct sb_input *b)
{
	size_t i;

	for (i = 0; i < a->gs.n + b->gs.n; i++) {
		const struct sb_input *x = i < a->gs.n ? a : b;
		const struct sb_input *y = i < a->gs.n ? b : a;
		const char *w = x->gs.g[i < a->gs.n ? i : i - a->gs.n].workload;

		if (!has_workload(y, w)) {
			fprintf(stderr, "stockbench: mismatched runs: %s has workload %s, %s has %s\n",
				x->r.path, w, y->r.path,
				y->gs.n ? y->gs.g[0].workload : "no rows");
			return -1;
		}
	}
	if (!a->gs.n || !b->gs.n) {
		fprintf(stderr, "stockbench: nothing to compare: %s has no rows\n",
			a->gs.n ? b->r.path : a->r.path);
		return -1;
	}
	return 0;
}

static double *logs(const double *x, size_t n)
{
	double *l = xmalloc(n * sizeof(double));
	size_t i;

	for (i = 0; i < n; i++)
		l[i] = log(x[i]);
	return l;
}

static int all_positive(const struct sb_group *g)
{
	return g->n && g->ns[0] > 0;	/* sorted: the first is the smallest */
}

static const char *pct(char *b, size_t len, double logratio)
{
	snprintf(b, len, "%+.2f%%", (exp(logratio) - 1) * 100);
	return b;
}

struct tally {
	size_t rows, significant;
	double sum_la, sum_lb;
	size_t ngeo;
};

static void compare_row(struct sb_table *t, const struct sb_group *ga,
			const struct sb_group *gb, double conf, struct tally *tl)
{
	size_t row = sb_table_row(t);
	double est, lo, hi, *la, *lb;
	struct sb_mw mw;
	char b1[64], b2[64];

	sb_table_set(t, row, 0, "%s", ga->workload);
	sb_table_set(t, row, 1, "%s", ga->variant);
	sb_table_set(t, row, 2, "%s", ga->context);
	sb_table_set(t, row, 3, "%s", ga->n ? sb_fmt_num(b1, sizeof(b1), sb_group_median(ga)) :
		     ga->nfailed ? "FAILED" : "skipped");
	sb_table_set(t, row, 4, "%s", gb->n ? sb_fmt_num(b1, sizeof(b1), sb_group_median(gb)) :
		     gb->nfailed ? "FAILED" : "skipped");
	sb_table_set(t, row, 8, "%zu+%zu", ga->n, gb->n);
	if (!all_positive(ga) || !all_positive(gb)) {
		sb_table_set(t, row, 5, "-");
		sb_table_set(t, row, 6, ga->n && gb->n ? "rows with 0 ns/op" : "-");
		sb_table_set(t, row, 7, "-");
		return;
	}
	tl->rows++;
	tl->sum_la += log(sb_group_median(ga));
	tl->sum_lb += log(sb_group_median(gb));
	tl->ngeo++;
	la = logs(ga->ns, ga->n);
	lb = logs(gb->ns, gb->n);
	sb_mann_whitney(la, ga->n, lb, gb->n, &mw);
	if (sb_hodges_lehmann(la, ga->n, lb, gb->n, conf, &est, &lo, &hi))
		sb_table_set(t, row, 6, "n too small");
	else
		sb_table_set(t, row, 6, "%s .. %s", pct(b1, sizeof(b1), lo),
			     pct(b2, sizeof(b2), hi));
	if (mw.p < 1 - conf) {
		tl->significant++;
		sb_table_set(t, row, 5, "%s", pct(b1, sizeof(b1), est));
	} else {
		sb_table_set(t, row, 5, "~");
	}
	sb_table_set(t, row, 7, "%.3g%s", mw.p, mw.exact ? "" : "*");
	free(la);
	free(lb);
}

int cmd_compare(int argc, char **argv)
{
	static const char *const head[] = {
		"workload", "variant", "context", "A ns/op", "B ns/op", "delta",
		"95% CI of delta", "p", "n A+B",
	};
	struct sb_input a, b;
	struct tally tl = { 0 };
	struct sb_table t;
	struct sb_opts o;
	size_t i;
	char h6[64];

	if (sb_parse_opts(argc, argv, "compare", &o))
		return 2;
	if (o.nargs == 1) {	/* one paired run: its subjects, block by block */
		int rc;

		if (sb_input_load(o.args[0], &a))
			return 1;
		rc = sb_compare_paired(&a, &o);
		sb_input_free(&a);
		return rc;
	}
	if (o.nargs != 2) {
		fputs("stockbench compare: need one paired run or exactly two files (usage: stockbench compare [--format md|text] A [B])\n",
		      stderr);
		return 2;
	}
	if (sb_input_load(o.args[0], &a))
		return 1;
	if (sb_input_load(o.args[1], &b)) {
		sb_input_free(&a);
		return 1;
	}
	if (check_workloads(&a, &b)) {
		sb_input_free(&a);
		sb_input_free(&b);
		return 1;
	}
	if (o.shape_opts.format == SB_FMT_MD)
		fputs("```\n", stdout);
	brief_env(stdout, "A", &a);
	brief_env(stdout, "B", &b);
	config_diff(stdout, &a, &b);
	fputs(o.shape_opts.format == SB_FMT_MD ? "```\n\n" : "\n", stdout);
	snprintf(h6, sizeof(h6), "%g%% CI of delta", o.conf * 100);
	{
		const char *hd[9];

		memcpy(hd, head, sizeof(hd));
		hd[6] = h6;
		sb_table_init(&t, 9, hd, "lllrrrrrr");
	}
	for (i = 0; i < a.gs.n; i++) {
		const struct sb_group *ga = &a.gs.g[i];
		const struct sb_group *gb = sb_group_find(&b.gs, ga->workload,
							  ga->variant, ga->context);

		if (gb)
			compare_row(&t, ga, gb, o.conf, &tl);
	}
	if (tl.ngeo) {
		size_t row = sb_table_row(&t);
		char b1[64];

		sb_table_set(&t, row, 1, "geomean");
		sb_table_set(&t, row, 3, "%s", sb_fmt_num(b1, sizeof(b1), exp(tl.sum_la / tl.ngeo)));
		sb_table_set(&t, row, 4, "%s", sb_fmt_num(b1, sizeof(b1), exp(tl.sum_lb / tl.ngeo)));
		sb_table_set(&t, row, 5, "%s", pct(b1, sizeof(b1),
						   (tl.sum_lb - tl.sum_la) / tl.ngeo));
		sb_table_set(&t, row, 6, "no test");
		sb_table_set(&t, row, 7, "-");
		sb_table_set(&t, row, 8, "%zu rows", tl.ngeo);
	}
	for (i = 1; i < a.gs.n && !strcmp(a.gs.g[i].workload, a.gs.g[0].workload); i++)
		;
	if (i == a.gs.n) {	/* one workload: say it once */
		printf("workload: %s\n\n", a.gs.g[0].workload);
		t.align[0] = 'h';
	}
	sb_table_print(stdout, &t, o.shape_opts.format);
	sb_table_free(&t);
	for (i = 0; i < a.gs.n + b.gs.n; i++) {
		const struct sb_group *g = i < a.gs.n ? &a.gs.g[i] : &b.gs.g[i - a.gs.n];
		const struct sb_groups *other = i < a.gs.n ? &b.gs : &a.gs;

		if (!sb_group_find(other, g->workload, g->variant, g->context))
			printf("only in %s: %s %s %s\n", i < a.gs.n ? "A" : "B",
			       g->workload, g->variant, g->context);
	}
	for (i = 0; i < a.gs.n + b.gs.n; i++) {
		const struct sb_group *g = i < a.gs.n ? &a.gs.g[i] : &b.gs.g[i - a.gs.n];
		const char *tag = i < a.gs.n ? "A" : "B";

		if (g->nfailed)
			printf("WARNING: %s %s %s: %zu rows failed (%s)\n", tag, g->variant,
			       g->context, g->nfailed, g->reason);
		if (g->nzero)
			printf("WARNING: %s %s %s: %zu ok rows report 0 ns/op (not a measurement): no ratio\n",
			       tag, g->variant, g->context, g->nzero);
		if (g->naudit_bad)
			printf("WARNING: %s %s %s: %zu rows failed the accounting audit (%s)\n",
			       tag, g->variant, g->context, g->naudit_bad, g->audit);
	}
	printf("\n");
	if (tl.significant)
		printf("Difference at %.1f%% confidence in %zu of %zu rows (delta shown);\n"
		       "other rows (~): No difference proven at %.1f%% confidence.\n",
		       o.conf * 100, tl.significant, tl.rows, o.conf * 100);
	else
		printf("No difference proven at %.1f%% confidence in any of the %zu rows.\n",
		       o.conf * 100, tl.rows);
	if (tl.rows > 1)
		printf("(%zu rows tested: up to about %.0f%% of rows with no real change are flagged by chance.)\n",
		       tl.rows, 100 * (1 - o.conf));
	printf("\nA, B: median ns/op over ok rows (CPUs x repeats).\n"
	       "delta: B vs A, Hodges-Lehmann estimate of B/A - 1 (median of all pairwise ratios);\n"
	       "  ~ : No difference proven at %.1f%% confidence (p >= %.2f).\n"
	       "%.0f%% CI of delta: confidence interval of B/A - 1 from inverting Mann-Whitney (Moses).\n"
	       "p: two-sided Mann-Whitney U test on ns/op, exact; * = normal approximation with\n"
	       "  tie correction (ties, or more than %d rows a side).\n"
	       "geomean: geometric mean of the row medians; its delta is their ratio, not tested.\n"
	       "Rows of one boot share that boot's noise: between kernels, compare several boots.\n",
	       o.conf * 100, 1 - o.conf, o.conf * 100, SB_MW_EXACT_MAX);
	sb_input_free(&a);
	sb_input_free(&b);
	return 0;
}
