// SPDX-License-Identifier: GPL-2.0
/*
 * compare.c - "stockbench compare A B": benchstat-style A/B comparison
 * per (workload, variant, context).  The effect is the Hodges-Lehmann
 * estimate of the ratio B/A (on log ns/op), its CI comes from the same
 * Mann-Whitney distribution as the p-value, and the verdict says slower,
 * faster, same within the margin, or undecided.  Every interval says
 * what it is.  The rows
 * of two files are the replicates of two boots: the table says so, and
 * its verdicts use Holm's adjustment over the rows it tests.  With
 * "--" between two lists of files, compare across boots instead (boots.c).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brief.h"
#include "cli.h"
#include "commands.h"
#include "emit.h"
#include "paired.h"
#include "stats.h"

void sb_brief_env(FILE *fp, const char *tag, const struct sb_input *in, int quiet)
{
	const char *accel = sb_env_get(&in->r, "accel");
	const char *st = sb_env_get(&in->r, "run_status");
	const char *k = sb_env_get(&in->r, "kernel"), *rt = sb_env_get(&in->r, "rt");
	const char *dbg = sb_env_get(&in->r, "debug");

	fprintf(fp, "%s: %s (kernel %s, RT %s, accel %s)\n", tag, in->r.path,
		k ? k : "?", rt ? rt : "?", accel ? accel : "not recorded");
	if (!quiet && accel && !strcmp(accel, "tcg"))
		fprintf(fp, "NOTE: %s is emulated (QEMU TCG): not hardware numbers\n", tag);
	else if (!quiet && accel && !strcmp(accel, "tcg-icount"))
		fprintf(fp, "NOTE: %s is emulated (QEMU TCG icount): its ns are instruction counts, not time\n",
			tag);
	if (st && strncmp(st, "SUCCESS", 7))
		fprintf(fp, "WARNING: %s: the run did not succeed: %s\n", tag, st);
	if (!quiet && dbg && *dbg && strcmp(dbg, "none"))
		fprintf(fp, "NOTE: %s has debug options on (%s): its numbers include their cost\n",
			tag, dbg);
}

const char *sb_kernel_label(const struct sb_input *in)
{
	const char *k = sb_env_get(&in->r, "kernel");

	return k && *k ? k : in->r.path;
}

static int has_workload(const struct sb_input *in, const char *w)
{
	return sb_group_has_workload(&in->gs, w);	/* hashed: linear overall */
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

void sb_group_warnings(FILE *fp, const char *tag, const struct sb_input *in)
{
	size_t i;

	for (i = 0; i < in->gs.n; i++) {
		const struct sb_group *g = &in->gs.g[i];

		if (g->nfailed)
			fprintf(fp, "WARNING: %s %s %s: %zu rows failed (%s)\n", tag, g->variant,
				g->context, g->nfailed, g->reason);
		if (g->nzero)
			fprintf(fp, "WARNING: %s %s %s: %zu ok rows report 0 ns/op (noisy samples clamped to 0)\n",
				tag, g->variant, g->context, g->nzero);
		if (g->naudit_bad)
			fprintf(fp, "WARNING: %s %s %s: %zu rows failed the accounting audit (%s)\n",
				tag, g->variant, g->context, g->naudit_bad, g->audit);
	}
}

struct tally {
	size_t rows, significant;
	double sum_la, sum_lb;
	size_t ngeo;
	size_t *row;		/* the table row of each test */
	double *p, *est;	/* its p-value and estimate */
	int *eq;		/* its equivalence test (TOST) passed */
	size_t same;
};

/* A side's median, its number kept; or why it has none */
static void median_cell(struct sb_table *t, size_t row, size_t col, const struct sb_group *g)
{
	char b[64];

	if (g->n)
		sb_table_setv(t, row, col, sb_group_median(g), NAN, "%s",
			      sb_fmt_num(b, sizeof(b), sb_group_median(g)));
	else
		sb_table_set(t, row, col, "%s", g->nfailed ? "FAILED" : "skipped");
}

static void compare_row(struct sb_table *t, const struct sb_group *ga,
			const struct sb_group *gb, const struct sb_opts *o, struct tally *tl)
{
	size_t row = sb_table_row(t);
	double est, lo, hi, *la, *lb, conf = o->conf;
	struct sb_mw mw;

	sb_table_set(t, row, 0, "%s", ga->workload);
	sb_table_set(t, row, 1, "%s", ga->variant);
	sb_table_set(t, row, 2, "%s", ga->context);
	median_cell(t, row, 3, ga);
	median_cell(t, row, 4, gb);
	sb_table_set(t, row, 7, "%zu+%zu", ga->n, gb->n);
	if (!all_positive(ga) || !all_positive(gb)) {
		sb_table_set(t, row, 5, "-");
		sb_table_set(t, row, 6, ga->n && gb->n ? "rows with 0 ns/op" : "-");
		sb_table_set(t, row, 8, "-");
		sb_table_set(t, row, 9, "-");
		sb_table_set(t, row, 10, "-");
		return;
	}
	tl->sum_la += log(sb_group_median(ga));
	tl->sum_lb += log(sb_group_median(gb));
	tl->ngeo++;
	la = logs(ga->ns, ga->n);
	lb = logs(gb->ns, gb->n);
	sb_mann_whitney(la, ga->n, lb, gb->n, &mw);
	if (sb_hodges_lehmann(la, ga->n, lb, gb->n, conf, &est, &lo, &hi))
		sb_table_set(t, row, 6, "n too small");
	else
		sb_table_ci(t, row, 6, exp(lo), exp(hi));
	sb_table_ratio(t, row, 5, exp(est));
	sb_table_p(t, row, 8, mw.p, mw.exact ? "" : "*");
	tl->row[tl->rows] = row;
	tl->p[tl->rows] = mw.p;
	tl->est[tl->rows] = est;
	tl->eq[tl->rows] = !sb_hodges_lehmann(la, ga->n, lb, gb->n, 1 - 2 * (1 - conf),
					      &est, &lo, &hi) &&
			   sb_equivalent(lo, hi, o->margin);
	tl->rows++;
	free(la);
	free(lb);
}

/* "compare A B": the rows of two boots. */
/* The environments of A and B and what differs between them. */
static void compare_head(struct sb_input *a, struct sb_input *b, const struct sb_opts *o)
{
	struct sb_side sa = { "A", a, 1 }, sb = { "B", b, 1 };
	int ndiff;

	if (o->shape_opts.format == SB_FMT_MD)
		fputs("```\n", stdout);
	sb_brief_env(stdout, "A", a, 0);
	sb_brief_env(stdout, "B", b, 0);
	ndiff = sb_confounds(stdout, &sa, &sb);
	sb_one_boot_label(stdout, ndiff);
	fputs(o->shape_opts.format == SB_FMT_MD ? "```\n\n" : "\n", stdout);
}

static void compare_table(struct sb_table *t, const struct sb_opts *o)
{
	static const char *const head[] = {
		"workload", "variant", "context", "A ns/op", "B ns/op", "ratio",
		"95% CI of ratio", "n A+B", "p", "p_holm", "verdict",
	};
	const char *hd[11];
	char h6[64];

	snprintf(h6, sizeof(h6), "%g%% CI of ratio", o->conf * 100);
	memcpy(hd, head, sizeof(hd));
	hd[6] = h6;
	if (o->normalise) {
		hd[3] = "A ref/op";
		hd[4] = "B ref/op";
	}
	sb_table_init(t, 11, hd, "lllrrrrrrrl");
}

/* The untested last row: geometric means of the row medians. */
static void geomean_row(struct sb_table *t, const struct tally *tl)
{
	double ga = exp(tl->sum_la / tl->ngeo), gb = exp(tl->sum_lb / tl->ngeo);
	size_t row = sb_table_row(t);
	char b1[64];

	sb_table_set(t, row, 1, "geomean");
	sb_table_setv(t, row, 3, ga, NAN, "%s", sb_fmt_num(b1, sizeof(b1), ga));
	sb_table_setv(t, row, 4, gb, NAN, "%s", sb_fmt_num(b1, sizeof(b1), gb));
	sb_table_ratio(t, row, 5, exp((tl->sum_lb - tl->sum_la) / tl->ngeo));
	sb_table_set(t, row, 6, "no test");
	sb_table_set(t, row, 7, "%zu rows", tl->ngeo);
	sb_table_set(t, row, 8, "-");
	sb_table_set(t, row, 9, "-");
	sb_table_set(t, row, 10, "-");
}

/* Cells of one file the other lacks: not compared, but not hidden. */
static void only_in(const struct sb_input *a, const struct sb_input *b)
{
	size_t i;

	for (i = 0; i < a->gs.n + b->gs.n; i++) {
		const struct sb_group *g = i < a->gs.n ? &a->gs.g[i] : &b->gs.g[i - a->gs.n];
		const struct sb_groups *other = i < a->gs.n ? &b->gs : &a->gs;

		if (!sb_group_find(other, g->workload, g->variant, g->context))
			printf("only in %s: %s %s %s\n", i < a->gs.n ? "A" : "B",
			       g->workload, g->variant, g->context);
	}
}

static void compare_legend(const struct sb_opts *o, const struct sb_verdicts *v)
{
	printf("\nA, B: median %s over ok rows (CPUs x repeats).\n"
	       "ratio: B/A, the Hodges-Lehmann estimate (the median of all pairwise ratios).\n"
	       "%.0f%% CI of ratio: confidence interval of B/A from inverting Mann-Whitney (Moses),\n"
	       "  per row (not adjusted for the number of rows).\n"
	       "p: two-sided Mann-Whitney U test on the rows' ns/op, exact; * = normal approximation\n"
	       "  with tie correction (ties, or more than %d rows a side). p_holm: Holm-adjusted over\n"
	       "  the tests: the chance that any row with no real change is flagged is <= %.0f%%.\n",
	       o->normalise ? "ns/op / ref_ns (reference-loop iterations per op)" : "ns/op",
	       o->conf * 100, SB_MW_EXACT_MAX, 100 * (1 - o->conf));
	sb_verdict_legend(stdout, v, NULL);
	printf("geomean: geometric mean of the row medians; its ratio is theirs, not tested.\n"
	       "The rows of one file are replicates of one boot: the verdicts are about these two\n"
	       "boots, not about two kernels (compare A1 A2 ... -- B1 B2 ... tests across boots).\n");
}

static int compare_two(struct sb_input *a, struct sb_input *b, const struct sb_opts *o)
{
	struct sb_verdicts v = { 9, 10, "slower", "faster", o->conf, o->margin };
	struct tally tl = { 0 };
	struct sb_table t;
	size_t i;

	compare_head(a, b, o);
	compare_table(&t, o);
	tl.row = xcalloc(a->gs.n + 1, sizeof(*tl.row));
	tl.eq = xcalloc(a->gs.n + 1, sizeof(*tl.eq));
	tl.p = xcalloc(a->gs.n + 1, sizeof(*tl.p));
	tl.est = xcalloc(a->gs.n + 1, sizeof(*tl.est));
	for (i = 0; i < a->gs.n; i++) {
		const struct sb_group *ga = &a->gs.g[i];
		const struct sb_group *gb = sb_group_find(&b->gs, ga->workload,
							  ga->variant, ga->context);

		if (gb)
			compare_row(&t, ga, gb, o, &tl);
	}
	tl.significant = sb_table_verdicts(&t, tl.row, tl.p, tl.est, tl.eq, tl.rows, &v, &tl.same);
	if (tl.ngeo)
		geomean_row(&t, &tl);
	for (i = 1; i < a->gs.n && !strcmp(a->gs.g[i].workload, a->gs.g[0].workload); i++)
		;
	sb_brief_head("B %s against A %s%s%s", sb_kernel_label(b), sb_kernel_label(a),
		      i == a->gs.n ? ", workload " : "", i == a->gs.n ? a->gs.g[0].workload : "");
	sb_brief_head("one boot each, its rows the replicates: about these two boots, not two kernels (A1 ... -- B1 ... tests across boots)");
	if (i == a->gs.n) {	/* one workload: say it once */
		printf("workload: %s\n\n", a->gs.g[0].workload);
		t.align[0] = 'h';
	}
	sb_table_print(stdout, &t, o->shape_opts.format);
	sb_table_free(&t);
	only_in(a, b);
	sb_group_warnings(stdout, "A", a);
	sb_group_warnings(stdout, "B", b);
	printf("\n%zu of %zu rows differ at %.1f%% family-wise confidence (Holm over the %zu tests);\n"
	       "  %zu the same within +-%g%%, %zu undecided.\n",
	       tl.significant, tl.rows, o->conf * 100, tl.rows, tl.same, o->margin * 100,
	       tl.rows - tl.significant - tl.same);
	compare_legend(o, &v);
	free(tl.row);
	free(tl.p);
	free(tl.est);
	free(tl.eq);
	return 0;
}

static void set_field(struct sb_results *r, size_t row, int col, const char *s)
{
	sb_field_set(r, row, col, s);
}

/*
 * --normalise ref: each ok row's ns/op divided by its own ref_ns (the
 * module's reference loop, timed next to that row): reference-loop
 * iterations per op.  Rows that did not time it (0, empty) drop out as
 * skipped; a file without the column is refused.  Returns the rows
 * dropped, or -1.
 */
static long normalise_ref(struct sb_input *in)
{
	struct sb_results *r = &in->r;
	int cr = sb_col(r, "ref_ns"), cn = sb_col(r, "ns_per_op");
	int cs = sb_col(r, "status");
	char err[1024], buf[64];
	long dropped = 0;
	size_t i;

	if (cr < 0) {
		fprintf(stderr, "stockbench: %s has no ref_ns column (a module without the reference loop): --normalise ref cannot be applied\n",
			r->path);
		return -1;
	}
	for (i = 0; i < r->nrows; i++) {
		double ns, ref;

		if (strcmp(r->rows[i][cs], "ok"))
			continue;
		if (sb_parse_double(r->rows[i][cr], &ref) || !(ref > 0) ||
		    sb_parse_double(r->rows[i][cn], &ns)) {
			set_field(r, i, cs, "skipped: ref_ns not measured (--normalise ref)");
			dropped++;
			continue;
		}
		snprintf(buf, sizeof(buf), "%.9g", ns / ref);
		set_field(r, i, cn, buf);
	}
	sb_groups_free(&in->gs);
	if (sb_group_results(r, &in->gs, err, sizeof(err))) {
		fprintf(stderr, "stockbench: %s\n", err);
		return -1;
	}
	return dropped;
}

/* --pairs: A_i beside B_i, so -- and as many files a side; -1 after why. */
int sb_check_pairs(const char *cmd, const struct sb_opts *o, int nsep, size_t na, size_t nb)
{
	char w[64];

	snprintf(w, sizeof(w), "stockbench %s: --pairs", cmd);

	if (o->across_boots || !nsep)
		fprintf(stderr, "%s takes boots A1 A2 ... -- B1 B2 ..., A_i paired with B_i\n", w);
	else if (na != nb)
		fprintf(stderr, "%s needs as many files after -- as before (A_i ran beside B_i), not %zu and %zu\n",
			w, na, nb);
	else if (o->test == SB_TEST_MW && na > SB_SIGNFLIP_MAX)
		fprintf(stderr, "%s --test mw: the exact sign-flip test takes at most %d pairs, not %zu\n",
			w, SB_SIGNFLIP_MAX, na);
	else
		return 0;
	return -1;
}

int sb_check_across(const char *cmd, const char *usage, const struct sb_opts *o, int nsep)
{
	if (!nsep && o->nargs >= 2)
		return 0;
	fprintf(stderr, "stockbench %s: --across-boots takes the paired runs of two or more boots of one kernel, no -- (%s)\n",
		cmd, usage);
	return -1;
}

void sb_inputs_free(struct sb_input *in, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		sb_input_free(&in[i]);
	free(in);
}

int sb_compare_load(const struct sb_opts *o, const char *sep,
		    struct sb_input **inp, size_t *np)
{
	struct sb_input *in;
	size_t n = 0, i;
	int k;

	in = xcalloc(o->nargs + 1, sizeof(*in));
	for (k = 0; k < o->nargs; k++)
		if (o->args[k] != sep) {
			if (sb_input_load(o->args[k], &in[n]))
				goto bad;
			n++;
		}
	for (i = 1; i < n; i++)
		if (check_workloads(&in[0], &in[i]))
			goto bad;
	for (i = 0; i < n && o->normalise; i++) {
		long d = normalise_ref(&in[i]);

		if (d < 0)
			goto bad;
		if (d)
			fprintf(stdout, "NOTE: %s: %ld ok rows without ref_ns left out (--normalise ref)\n",
				in[i].r.path, d);
	}
	for (i = 0; i < n && o->share[0]; i++)
		if (sb_share_apply(&in[i], o->share[0], o->share[1]))
			goto bad;
	*inp = in;
	*np = n;
	return 0;
bad:
	sb_inputs_free(in, n);
	return 1;
}

/*
 * --exit-status, for git bisect run: 0 when no row differs (same within
 * the margin, undecided, untested), 1 when a row does (slower, faster,
 * more, fewer), 2 on any error or refusal.  Without it: the status as is.
 */
static int exit_status(const struct sb_opts *o, int rc)
{
	if (!o->exit_status)
		return rc;
	return rc ? 2 : sb_verdicts_differ() ? 1 : 0;
}

/*
 * The options of what is shown (--instr-a/-b, --brief, --metric): 0, or
 * 2 after the reason; --brief sets its format.
 */
static int view_opts(struct sb_opts *o, int nsep)
{
	if ((o->instr[0] || o->instr[1]) && (!nsep || o->across_boots)) {
		fputs("stockbench compare: --instr-a and --instr-b go beside boots A1 ... -- B1 ... (their cells found by variant and context)\n",
		      stderr);
		return 2;
	}
	if (o->brief && (o->given & SB_OPTBIT(FORMAT))) {
		fputs("stockbench compare: --brief is its own plain-text table: not with --format\n",
		      stderr);
		return 2;
	}
	if (o->brief)
		o->shape_opts.format = SB_FMT_BRIEF;
	if (o->share[0] && (!nsep || o->across_boots || o->metric)) {
		fprintf(stderr, "stockbench compare: --share %s,%s goes with boots A1 ... -- B1 ... (with or without --pairs)%s\n",
			o->share[0], o->share[1], o->metric ? ", not with --metric" : "");
		return 2;
	}
	if (o->metric && !o->across_boots && (nsep || o->nargs != 1 || o->normalise)) {
		fprintf(stderr, "stockbench compare: --metric %s compares the subjects of one paired run (compare --metric %s FILE)%s\n",
			o->metric, o->metric,
			o->normalise ? ", without --normalise" : ", not two files or boots");
		return 2;
	}
	return 0;
}

int cmd_compare(int argc, char **argv)
{
	static char sep[] = "-";	/* "--", told apart by its address */
	struct sb_input *in;
	struct sb_side sa = { "A", NULL, 0 }, sb = { "B", NULL, 0 };
	struct sb_opts o;
	int parsed;
	int i, nsep = 0, rc = 1;
	size_t n;

	for (i = 1; i < argc; i++)
		if (!strcmp(argv[i], "--")) {
			argv[i] = sep;
			nsep++;
		}
	parsed = sb_parse_opts(argc, argv, "compare", &o);
	if (parsed)
		return parsed < 0 ? 2 : 0;	/* an error, or --help */
	for (i = 0; i < o.nargs && o.args[i] != sep; i++)
		;
	sa.n = i;
	sb.n = o.nargs - i - (nsep > 0);
	if (!o.across_boots &&
	    (nsep > 1 || (nsep && (!sa.n || !sb.n)) || (!nsep && o.nargs != 1 && o.nargs != 2))) {
		fputs("stockbench compare: need one paired run or exactly two files, or boots A1 A2 ... -- B1 B2 ... (usage: stockbench compare [--format md|text] [--normalise ref] A [B]; compare --metric tryfail_per_kop|tryfail_per_ms FILE)\n",
		      stderr);
		return 2;
	}
	if (o.allow_confounds && !o.across_boots) {
		fputs("stockbench compare: --allow-confounds only with --across-boots (the other designs compare any files, and print what differs as CONFOUND lines)\n",
		      stderr);
		return 2;
	}
	if (o.across_boots && sb_check_across("compare", "compare --across-boots [--metric M] F1 F2 ...",
					      &o, nsep))
		return 2;
	if (o.pairs && sb_check_pairs("compare", &o, nsep, sa.n, sb.n))
		return 2;
	if (view_opts(&o, nsep))
		return 2;
	if (sb_output_begin("compare", o.output))
		return 2;
	if (o.shape_opts.format >= SB_FMT_CSV)
		sb_emit_begin(o.shape_opts.format, "compare", argc, argv);
	if (o.brief)
		sb_brief_begin("compare", o.conf, o.margin);
	/* the name of the table in csv and json: the design */
	sb_emit_name(o.across_boots ? "across-stage2" : nsep && o.pairs ? "compare-pairs" :
		     nsep ? "compare-boots" : o.nargs == 2 ? "compare-two" :
		     o.metric ? "compare-metric" : "compare-paired", NULL);
	if (!sb_compare_load(&o, sep, &in, &n)) {
		sa.in = in;
		sb.in = in + sa.n;
		sb_brief_inputs(in, n);
		if (o.across_boots)
			rc = sb_compare_across_boots(in, n, &o);
		else if (nsep)
			rc = sb_compare_boots(&sa, &sb, &o);
		else if (n == 1 && o.metric)	/* a count rate, block by block */
			rc = sb_compare_metric(&in[0], &o);
		else if (n == 1)	/* one paired run: its subjects, block by block */
			rc = sb_compare_paired(&in[0], &o);
		else
			rc = compare_two(&in[0], &in[1], &o);
		sb_inputs_free(in, n);
	}
	if (o.shape_opts.format >= SB_FMT_CSV)
		rc = sb_emit_end(rc);
	if (o.brief)
		rc = sb_brief_end(rc);
	return exit_status(&o, sb_output_end("compare", rc));
}
