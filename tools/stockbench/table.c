// SPDX-License-Identifier: GPL-2.0
/*
 * table.c - table rendering, and the table shapes of the seed reports
 * (the reports results/README.md reproduces): Sebastian's PREEMPT vs IRQ primitive
 * table and his OPT vs NO-OPT alloc/free table, Shakeel's "without |
 * with series" by client count for RT and !RT, and Kuniyuki's
 * Baseline | Patched | Diff.  All values are ns/op medians unless the
 * row says otherwise, never the totals the originals printed.
 */
#include "table.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "brief.h"
#include "emit.h"
#include "load.h"
#include "stats.h"
#include "util.h"

const char *const sb_shape_names = "prim, optnoopt, shakeel, kuniyuki";

void sb_table_init(struct sb_table *t, size_t ncols, const char *const *head,
		   const char *align)
{
	size_t i;

	memset(t, 0, sizeof(*t));
	t->ncols = ncols;
	t->head = xcalloc(ncols, sizeof(char *));
	t->align = xcalloc(ncols + 1, 1);
	for (i = 0; i < ncols; i++) {
		t->head[i] = xstrdup(head[i]);
		t->align[i] = align && (align[i] == 'r' || align[i] == 'h') ? align[i] : 'l';
	}
}

size_t sb_table_row(struct sb_table *t)
{
	/* doubling (util.h): growing by one row copied O(rows^2) bytes */
	char **c = xgrow(t->cells, t->nrows, t->ncols * sizeof(char *));
	size_t i;

	t->cells = c;
	t->val = xgrow(t->val, t->nrows, 2 * t->ncols * sizeof(double));
	for (i = 0; i < t->ncols; i++) {
		c[t->nrows * t->ncols + i] = NULL;
		t->val[2 * (t->nrows * t->ncols + i)] = NAN;
		t->val[2 * (t->nrows * t->ncols + i) + 1] = NAN;
	}
	return t->nrows++;
}

static void set_text(struct sb_table *t, size_t row, size_t col, const char *fmt,
		     va_list ap)
{
	char buf[512];

	vsnprintf(buf, sizeof(buf), fmt, ap);
	free(t->cells[row * t->ncols + col]);
	t->cells[row * t->ncols + col] = xstrdup(buf);
}

void sb_table_set(struct sb_table *t, size_t row, size_t col,
		  const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	set_text(t, row, col, fmt, ap);
	va_end(ap);
	t->val[2 * (row * t->ncols + col)] = NAN;
	t->val[2 * (row * t->ncols + col) + 1] = NAN;
}

void sb_table_setv(struct sb_table *t, size_t row, size_t col, double v, double hi,
		   const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	set_text(t, row, col, fmt, ap);
	va_end(ap);
	t->val[2 * (row * t->ncols + col)] = isfinite(v) ? v : NAN;
	t->val[2 * (row * t->ncols + col) + 1] = isfinite(v) && isfinite(hi) ? hi : NAN;
}

/* Display width: count UTF-8 lead bytes only (no wide glyphs used). */
static size_t width(const char *s)
{
	size_t w = 0;

	for (; *s; s++)
		w += ((unsigned char)*s & 0xc0) != 0x80;
	return w;
}

const char *sb_table_get(const struct sb_table *t, size_t row, size_t col)
{
	const char *s = t->cells[row * t->ncols + col];

	return s ? s : "";
}

static void pad(FILE *fp, size_t n)
{
	while (n--)
		fputc(' ', fp);
}

static void md_cell(FILE *fp, const char *s)
{
	fputs(" ", fp);
	for (; *s; s++) {
		if (*s == '|')
			fputc('\\', fp);
		fputc(*s, fp);
	}
	fputs(" |", fp);
}

void sb_table_print(FILE *fp, const struct sb_table *t, enum sb_format f)
{
	size_t *w, r, c, last;

	if (f == SB_FMT_CSV || f == SB_FMT_JSON) {
		sb_emit_table(t);
		return;
	}
	if (f == SB_FMT_BRIEF) {
		sb_brief_table(t);
		return;
	}
	w = xcalloc(t->ncols, sizeof(size_t));

	if (f == SB_FMT_MD) {
		fputs("|", fp);
		for (c = 0; c < t->ncols; c++)
			if (t->align[c] != 'h')
				md_cell(fp, t->head[c]);
		fputs("\n|", fp);
		for (c = 0; c < t->ncols; c++)
			if (t->align[c] != 'h')
				fputs(t->align[c] == 'r' ? "---:|" : ":---|", fp);
		fputs("\n", fp);
		for (r = 0; r < t->nrows; r++) {
			fputs("|", fp);
			for (c = 0; c < t->ncols; c++)
				if (t->align[c] != 'h')
					md_cell(fp, sb_table_get(t, r, c));
			fputs("\n", fp);
		}
		free(w);
		return;
	}
	for (c = 0; c < t->ncols; c++) {
		w[c] = width(t->head[c]);
		for (r = 0; r < t->nrows; r++)
			if (width(sb_table_get(t, r, c)) > w[c])
				w[c] = width(sb_table_get(t, r, c));
	}
	for (last = t->ncols; last > 0 && t->align[last - 1] == 'h'; last--)
		;
	for (r = 0; r <= t->nrows + 1; r++) {
		for (c = 0; c < last; c++) {
			const char *s = r == 0 ? t->head[c] :
					r == 1 ? NULL : sb_table_get(t, r - 2, c);
			size_t sw;

			if (t->align[c] == 'h')
				continue;

			if (!s) {
				for (sw = 0; sw < w[c]; sw++)
					fputc('-', fp);
			} else {
				sw = width(s);
				if (t->align[c] == 'r')
					pad(fp, w[c] - sw);
				fputs(s, fp);
				if (t->align[c] != 'r' && c + 1 < last)
					pad(fp, w[c] - sw);
			}
			if (c + 1 < last)
				fputs("  ", fp);
		}
		fputs("\n", fp);
	}
	free(w);
}

void sb_table_free(struct sb_table *t)
{
	size_t i;

	for (i = 0; i < t->ncols; i++)
		free(t->head[i]);
	for (i = 0; i < t->nrows * t->ncols; i++)
		free(t->cells[i]);
	free(t->head);
	free(t->cells);
	free(t->val);
	free(t->align);
	memset(t, 0, sizeof(*t));
}

void sb_table_copy(struct sb_table *dst, const struct sb_table *src)
{
	size_t i, n = src->nrows * src->ncols;

	sb_table_init(dst, src->ncols, (const char *const *)src->head, src->align);
	for (i = 0; i < src->nrows; i++)
		sb_table_row(dst);
	for (i = 0; i < n; i++) {
		dst->cells[i] = src->cells[i] ? xstrdup(src->cells[i]) : NULL;
		dst->val[2 * i] = src->val[2 * i];
		dst->val[2 * i + 1] = src->val[2 * i + 1];
	}
}

/*
 * Holm over the n tests of the table's rows rows[] (p values p[], estimates
 * est[], > 0 meaning "up"): p_holm into column v->col_holm and the verdict
 * into v->col_verdict: v->up or v->down where p_holm < 1 - conf, else
 * "same within +-D%" where same[i] (the row's equivalence test passed;
 * same may be NULL: none), else "undecided".  Returns how many rows
 * differ; *nsame, if given, how many are the same within the margin.
 */
static size_t differ;

size_t sb_verdicts_differ(void)
{
	return differ;
}

size_t sb_table_verdicts(struct sb_table *t, const size_t *rows, const double *p,
			 const double *est, const int *same, size_t n,
			 const struct sb_verdicts *v, size_t *nsame)
{
	double *adj = xcalloc(n + 1, sizeof(*adj));
	size_t i, signif = 0, eq = 0;

	sb_holm(p, n, adj);
	for (i = 0; i < n; i++) {
		sb_table_p(t, rows[i], v->col_holm, adj[i], NULL);
		if (adj[i] < 1 - v->conf) {
			signif++;
			sb_table_set(t, rows[i], v->col_verdict, "%s", est[i] > 0 ? v->up : v->down);
		} else if (same && same[i]) {
			eq++;
			sb_table_set(t, rows[i], v->col_verdict, "same within +-%g%%",
				     v->margin * 100);
		} else {
			sb_table_set(t, rows[i], v->col_verdict, "undecided");
		}
	}
	free(adj);
	if (nsame)
		*nsame = eq;
	differ += signif;
	return signif;
}

/* The legend of the verdict column (sb_table_verdicts), on fp. */
void sb_verdict_legend(FILE *fp, const struct sb_verdicts *v, const char *what)
{
	fprintf(fp, "verdict: %s / %s: p_holm < %.2f, a difference after Holm%s;\n",
		v->up, v->down, 1 - v->conf, what ? what : "");
	if (v->margin > 0)
		fprintf(fp, "  same within +-%g%%: not %s or %s, and the equivalence test (TOST at %.0f%%: the\n"
			"  %.0f%% interval inside [%g, %g]) holds, per row (not Holm-adjusted);\n"
			"  undecided: neither (more data could make it either).\n",
			v->margin * 100, v->up, v->down, (1 - v->conf) * 100,
			100 - 2 * (1 - v->conf) * 100, 1 - v->margin, 1 + v->margin);
	else
		fprintf(fp, "  undecided: not %s or %s (no equivalence test for this measure).\n",
			v->up, v->down);
}

const char *sb_fmt_num(char *buf, size_t len, double v)
{
	if (isnan(v))
		snprintf(buf, len, "-");
	else if (fabs(v) >= 1e7)
		snprintf(buf, len, "%.3e", v);
	else if (fabs(v) >= 1000)
		snprintf(buf, len, "%.0f", v);
	else if (fabs(v) >= 100)
		snprintf(buf, len, "%.1f", v);
	else
		snprintf(buf, len, "%.2f", v);
	return buf;
}

/* The single workload of a file, or the one asked for. */
static const char *pick_workload(const struct sb_input *in, const char *want,
				 char *err, size_t errlen)
{
	const char *w = NULL;
	size_t i;

	for (i = 0; i < in->gs.n; i++) {
		const char *gw = in->gs.g[i].workload;

		if (want && !strcmp(gw, want))
			return gw;
		if (!want && w && strcmp(w, gw)) {
			fail(err, errlen, "%s: has workloads %s and %s: choose one with --workload",
			     in->r.path, w, gw);
			return NULL;
		}
		w = gw;
	}
	if (!w || want) {
		fail(err, errlen, "%s: has no rows of workload %s", in->r.path,
		     want ? want : "(any)");
		return NULL;
	}
	return w;
}

static const char *env_or(const struct sb_input *in, const char *key,
			  const char *dflt)
{
	const char *v = sb_env_get(&in->r, key);

	return v && *v ? v : dflt;
}

static int is_rt(const struct sb_input *in)
{
	return sb_results_rt(&in->r);
}

/* A median cell, or the reason there is none. */
static void median_cell(struct sb_table *t, size_t row, size_t col,
			const struct sb_group *g)
{
	char b[64];

	if (!g)
		sb_table_set(t, row, col, "not run");
	else if (!g->n)
		sb_table_set(t, row, col, "%s", g->nfailed ? "FAILED" : "skipped");
	else
		sb_table_set(t, row, col, "%s", sb_fmt_num(b, sizeof(b),
							   sb_group_median(g)));
}

static void upper(char *dst, const char *src, size_t len)
{
	size_t i;

	for (i = 0; i + 1 < len && src[i]; i++)
		dst[i] = (char)toupper((unsigned char)src[i]);
	dst[i] = '\0';
}

static int prim_rank(const char *v)
{
	return !strcmp(v, "preempt_disable") ? 0 : !strcmp(v, "local_irq_save") ? 1 : 2;
}

/* Sebastian 2022, table 1: rows PREEMPT / IRQ, one column per machine. */
static int shape_prim(FILE *fp, struct sb_input *in, size_t nin,
		      const struct sb_shape_opts *o, char *err, size_t errlen)
{
	const char *ctx = o->context ? o->context : "task";
	const char **head = xcalloc(nin + 1, sizeof(char *));
	const char **vars = NULL;
	size_t nvars = 0, i, j, k;
	struct sb_strs vs = { NULL, 0, { NULL, 0, 0 } };
	struct sb_table t;

	head[0] = "prim ns/op (median)";
	for (i = 0; i < nin; i++) {
		if (!pick_workload(&in[i], "prim", err, errlen)) {
			free(head);
			sb_strs_free(&vs);
			return -1;
		}
		head[i + 1] = env_or(&in[i], "cpu_model", in[i].r.path);
		/* one machine, several kernels (the VM harness): name the kernel */
		for (k = 0; k < nin; k++)
			if (k != i && !strcmp(head[i + 1],
					      env_or(&in[k], "cpu_model", in[k].r.path)))
				head[i + 1] = env_or(&in[i], "kernel", in[i].r.path);
		for (j = 0; j < in[i].gs.n; j++) {
			const struct sb_group *g = &in[i].gs.g[j];

			if (strcmp(g->workload, "prim") || strcmp(g->context, ctx))
				continue;
			sb_strs_add(&vs, g->variant);	/* by hash: linear */
		}
	}
	vars = vs.s, nvars = vs.n;
	sb_index_free(&vs.x);
	sb_table_init(&t, nin + 1, head, NULL);
	for (i = 1; i <= nin; i++)
		t.align[i] = 'r';
	/* Sebastian's two rows first, under his names; then the others. */
	for (k = 0; k < nvars; k++) {
		size_t j2;

		for (j2 = k; j2 > 0 && prim_rank(vars[j2]) < prim_rank(vars[j2 - 1]); j2--) {
			const char *tmp = vars[j2];

			vars[j2] = vars[j2 - 1];
			vars[j2 - 1] = tmp;
		}
	}
	for (k = 0; k < nvars; k++) {
		size_t row = sb_table_row(&t);
		char name[64];

		if (!strcmp(vars[k], "preempt_disable"))
			snprintf(name, sizeof(name), "PREEMPT (preempt_disable)");
		else if (!strcmp(vars[k], "local_irq_save"))
			snprintf(name, sizeof(name), "IRQ (local_irq_save)");
		else
			snprintf(name, sizeof(name), "%s", vars[k]);
		sb_table_set(&t, row, 0, "%s", name);
		for (i = 0; i < nin; i++)
			median_cell(&t, row, i + 1,
				    sb_group_find(&in[i].gs, "prim", vars[k], ctx));
	}
	fprintf(fp, "Primitive cost, workload prim, context %s: ns per disable/enable pair\n"
		"(median over repeats x CPUs; Sebastian 2022 printed totals per 10^9 pairs)\n\n", ctx);
	sb_table_print(fp, &t, o->format);
	sb_table_free(&t);
	free(head);
	free(vars);
	return 0;
}

static const char *preempt_label(const struct sb_input *in, char *buf, size_t len)
{
	const char *p = env_or(in, "preempt", "?");

	if (is_rt(in))
		snprintf(buf, len, "RT");
	else if (!strcmp(p, "none"))
		snprintf(buf, len, "SERVER");
	else if (!strcmp(p, "full"))
		snprintf(buf, len, "PREEMPT");
	else
		upper(buf, p, len);
	return buf;
}

/* Sebastian 2022, table 2: ALLOC/FREE (task) and BH rows with SD rows. */
static int shape_optnoopt(FILE *fp, struct sb_input *in, size_t nin,
			  const struct sb_shape_opts *o, char *err, size_t errlen)
{
	const char *opt = o->opt ? o->opt : "preempt";
	const char *noopt = o->noopt ? o->noopt : "irq";
	static const char *const ctxs[] = { "task", "bh" };
	char (*labels)[96] = xcalloc(2 * nin, sizeof(*labels));
	const char **head = xcalloc(2 * nin + 1, sizeof(char *));
	const char **wl = xcalloc(nin, sizeof(char *));
	struct sb_table t;
	size_t i, c;

	head[0] = "ns/op";
	for (i = 0; i < nin; i++) {
		char pl[32], other[32];
		size_t k;

		wl[i] = pick_workload(&in[i], o->workload, err, errlen);
		if (!wl[i]) {
			free(labels);
			free(head);
			free(wl);
			return -1;
		}
		preempt_label(&in[i], pl, sizeof(pl));
		/* Several files of one preempt model: number them. */
		for (k = 0; k < nin; k++)
			if (k != i && !strcmp(preempt_label(&in[k], other, sizeof(other)), pl))
				break;
		if (k < nin)
			snprintf(pl + strlen(pl), sizeof(pl) - strlen(pl), "#%zu", i + 1);
		snprintf(labels[2 * i], sizeof(labels[0]), "%s OPT", pl);
		snprintf(labels[2 * i + 1], sizeof(labels[0]), "%s NO-OPT", pl);
		head[2 * i + 1] = labels[2 * i];
		head[2 * i + 2] = labels[2 * i + 1];
	}
	sb_table_init(&t, 2 * nin + 1, head, NULL);
	for (c = 1; c <= 2 * nin; c++)
		t.align[c] = 'r';
	for (c = 0; c < 2; c++) {
		size_t row = sb_table_row(&t), sdrow = sb_table_row(&t);

		sb_table_set(&t, row, 0, c ? "ALLOC/FREE BH" : "ALLOC/FREE");
		sb_table_set(&t, sdrow, 0, "SD");
		for (i = 0; i < 2 * nin; i++) {
			const struct sb_group *g =
				sb_group_find(&in[i / 2].gs, wl[i / 2],
					      i % 2 ? noopt : opt, ctxs[c]);
			char b[64];

			median_cell(&t, row, i + 1, g);
			sb_table_set(&t, sdrow, i + 1, "%s",
				     g && g->n > 1 ? sb_fmt_num(b, sizeof(b),
								sb_sd(g->ns, g->n)) : "-");
		}
	}
	fprintf(fp, "OPT (%s) vs NO-OPT (%s), workload %s: median ns/op; SD = sample standard deviation (sigma) of ns/op over repeats x CPUs\n"
		"(Sebastian 2022 printed totals per 10^8 kfree(kmalloc()); BH = context bh)\n\n",
		opt, noopt, wl[0]);
	for (i = 0; i < nin; i++)
		fprintf(fp, "%s, %s: %s (kernel %s)\n", labels[2 * i],
			labels[2 * i + 1], in[i].r.path, env_or(&in[i], "kernel", "?"));
	fputs("\n", fp);
	sb_table_print(fp, &t, o->format);
	sb_table_free(&t);
	free(labels);
	free(head);
	free(wl);
	return 0;
}

static int cfg_int(const struct sb_input *in, const char *key, long *v)
{
	char buf[64], *end;

	if (sb_config_get(&in->r, key, buf, sizeof(buf)))
		return -1;
	*v = strtol(buf, &end, 10);
	return *end || end == buf ? -1 : 0;
}

/* Shakeel 2025: rows = clients (memcgs), RT/!RT x without/with series. */
static int shape_shakeel(FILE *fp, struct sb_input *in, size_t nin,
			 const struct sb_shape_opts *o, char *err, size_t errlen)
{
	static const char *const head[] = {
		"memcgs", "RT without", "RT with", "!RT without", "!RT with",
	};
	const char *without = o->without ? o->without : "trylock";
	const char *with = o->with ? o->with : "decoupled";
	const char *ctx = o->context ? o->context : "task";
	long *mc = xcalloc(nin, sizeof(long)), *rows = xcalloc(nin, sizeof(long));
	size_t nrows = 0, i, k;
	struct sb_table t;

	for (i = 0; i < nin; i++) {
		if (cfg_int(&in[i], "memcgs", &mc[i])) {
			fail(err, errlen, "%s: no memcgs=N in the config header line",
			     in[i].r.path);
			goto out_err;
		}
		if (!pick_workload(&in[i], o->workload, err, errlen))
			goto out_err;
		for (k = 0; k < nrows && rows[k] != mc[i]; k++)
			;
		if (k == nrows)
			rows[nrows++] = mc[i];
	}
	/* Rows in ascending client count, like the original. */
	for (i = 1; i < nrows; i++)
		for (k = i; k > 0 && rows[k - 1] > rows[k]; k--) {
			long tmp = rows[k];

			rows[k] = rows[k - 1];
			rows[k - 1] = tmp;
		}
	sb_table_init(&t, 5, head, "rrrrr");
	for (k = 0; k < nrows; k++) {
		size_t row = sb_table_row(&t), c;

		sb_table_set(&t, row, 0, "%ld", rows[k]);
		for (c = 1; c <= 4; c++)
			sb_table_set(&t, row, c, "not run");
		for (i = 0; i < nin; i++) {
			size_t base = is_rt(&in[i]) ? 1 : 3;

			if (mc[i] != rows[k])
				continue;
			median_cell(&t, row, base, sb_group_find(&in[i].gs, o->workload,
								 without, ctx));
			median_cell(&t, row, base + 1, sb_group_find(&in[i].gs, o->workload,
								     with, ctx));
		}
	}
	fprintf(fp, "without series = %s, with series = %s, context %s: median ns/op (lower is better;\n"
		"Shakeel 2025 printed netperf Mbps, higher is better); rows: memcgs each CPU cycles through\n\n",
		without, with, ctx);
	sb_table_print(fp, &t, o->format);
	sb_table_free(&t);
	free(mc);
	free(rows);
	return 0;
out_err:
	free(mc);
	free(rows);
	return -1;
}

static void diff_cell(struct sb_table *t, size_t row, size_t col, double a, double b)
{
	if (isnan(a) || isnan(b) || a == 0)
		sb_table_set(t, row, col, "-");
	else
		sb_table_set(t, row, col, "%+.1f%%", (b - a) / a * 100);
}

/*
 * One Kuniyuki table: its groups and, per row, the Mann-Whitney p of the
 * rows' values (NAN: no test).  Throughput is 1000 / ns/op of the same
 * rows as the mean: a monotone transform, so the same test and the same
 * p; it is tested once, on the mean row.  The latency rows are the
 * single-op latencies (lat_p50_ns..lat_p99_ns of the rows that timed
 * single ops): with no lat_* columns in a file there are none (lat 0).
 */
struct ktable {
	const struct sb_results *ra, *rb;
	const struct sb_group *ga, *gb;
	int one_file;		/* both sides from one run: pairable by block */
	int lat;		/* both files have the single-op latency columns */
	double p[5], adj[5];
	int exact[5];
};

static void kuniyuki_tests(struct ktable *k)
{
	const double *sa[5] = { NULL, k->ga->ns, k->ga->sop[0], k->ga->sop[1], k->ga->sop[2] };
	const double *sb[5] = { NULL, k->gb->ns, k->gb->sop[0], k->gb->sop[1], k->gb->sop[2] };
	size_t i;

	k->p[0] = NAN;
	for (i = 1; i < 5; i++) {
		size_t na = i < 2 ? k->ga->n : k->lat ? k->ga->n_sop : 0;
		size_t nb = i < 2 ? k->gb->n : k->lat ? k->gb->n_sop : 0;
		struct sb_mw mw;

		k->p[i] = NAN;
		if (!na || !nb)
			continue;
		sb_mann_whitney(sa[i], na, sb[i], nb, &mw);
		k->p[i] = mw.p;
		k->exact[i] = mw.exact;
	}
}

/* the load each side ran under; whether the two differ by more than 10% */
static void kuniyuki_load(FILE *fp, const struct ktable *k)
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
static void kuniyuki_irq(FILE *fp, const struct ktable *k)
{
	const struct sb_group *g[2] = { k->ga, k->gb };
	static const char *const side[2] = { "Baseline", "Patched" };
	double a = sb_group_tfk(k->ga), b = sb_group_tfk(k->gb);
	size_t i;

	if (!k->ga->n_irq && !k->gb->n_irq)
		return;
	kuniyuki_load(fp, k);
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
static void kuniyuki_lat_note(FILE *fp, const struct ktable *k)
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

static void kuniyuki_table(FILE *fp, const struct ktable *k, enum sb_format f)
{
	static const char *const head[] = {
		"", "Baseline", "Patched", "Diff", "p", "p_holm", "different at 95%?",
	};
	static const char *const rowname[] = {
		"throughput (Mops/s per CPU)", "latency mean (ns/op)",
		"latency p50 (ns)", "latency p90 (ns)", "latency p99 (ns)",
	};
	const struct sb_group *ga = k->ga, *gb = k->gb;
	double a[5], b[5];
	struct sb_table t;
	size_t i;

	a[0] = 1e3 / sb_group_median(ga);
	b[0] = 1e3 / sb_group_median(gb);
	a[1] = sb_mean(ga->ns, ga->n);
	b[1] = sb_mean(gb->ns, gb->n);
	for (i = 2; i < 5; i++) {
		a[i] = sb_median_sorted(ga->sop[i - 2], ga->n_sop);
		b[i] = sb_median_sorted(gb->sop[i - 2], gb->n_sop);
	}
	sb_table_init(&t, 7, head, "lrrrrrl");
	for (i = 0; i < (k->lat ? 5u : 2u); i++) {
		size_t row = sb_table_row(&t);
		char x[64], y[64];

		sb_table_set(&t, row, 0, "%s", rowname[i]);
		sb_table_set(&t, row, 1, "%s", sb_fmt_num(x, sizeof(x), a[i]));
		sb_table_set(&t, row, 2, "%s", sb_fmt_num(y, sizeof(y), b[i]));
		diff_cell(&t, row, 3, a[i], b[i]);
		if (!i) {
			sb_table_set(&t, row, 4, "-");
			sb_table_set(&t, row, 5, "-");
			sb_table_set(&t, row, 6, "as the mean (same test)");
		} else if (isnan(k->p[i])) {
			sb_table_set(&t, row, 4, "-");
			sb_table_set(&t, row, 5, "-");
			sb_table_set(&t, row, 6, "-");
		} else {
			sb_table_set(&t, row, 4, "%.2g%s", k->p[i], k->exact[i] ? "" : "*");
			sb_table_set(&t, row, 5, "%.2g", k->adj[i]);
			sb_table_set(&t, row, 6, "%s", k->adj[i] < 0.05 ? "yes" : "~");
		}
	}
	sb_table_print(fp, &t, f);
	sb_table_free(&t);
	kuniyuki_lat_note(fp, k);
	kuniyuki_irq(fp, k);
}

/*
 * Kuniyuki 2026: Baseline | Patched | Diff, throughput and latency.
 * One file: two variants of one run (default decoupled vs outside).
 * Two files: the same variant on a baseline and a patched kernel.
 * The tests of all its tables are one family: Holm over all of them.
 */
static int shape_kuniyuki(FILE *fp, struct sb_input *in, size_t nin,
			  const struct sb_shape_opts *o, char *err, size_t errlen)
{
	struct sb_input *pa = &in[0], *pb = nin > 1 ? &in[1] : &in[0];
	const char *va = o->baseline ? o->baseline : nin > 1 ? NULL : "decoupled";
	const char *vb = o->patched ? o->patched : nin > 1 ? NULL : "outside";
	const char *wa, *wb;
	struct ktable *kt;
	double *p, *adj;
	size_t i, j, nt = 0, m;

	if (nin > 2)
		return fail(err, errlen, "kuniyuki shape takes one file (two variants) or two files (baseline, patched)");
	wa = pick_workload(pa, o->workload, err, errlen);
	wb = wa ? pick_workload(pb, o->workload, err, errlen) : NULL;
	if (!wa || !wb)
		return -1;
	if (strcmp(wa, wb))
		return fail(err, errlen, "mismatched runs: %s has workload %s, %s has %s",
			    pa->r.path, wa, pb->r.path, wb);
	kt = xcalloc(pa->gs.n + 1, sizeof(*kt));
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
		kuniyuki_tests(&kt[nt++]);
	}
	if (!nt) {
		free(kt);
		return fail(err, errlen, "no context has ok rows for both %s and %s",
			    va ? va : "a variant", vb ? vb : "the same variant");
	}
	p = xcalloc(nt * 5, sizeof(*p));
	adj = xcalloc(nt * 5, sizeof(*adj));
	for (i = 0; i < nt; i++)
		memcpy(p + 5 * i, kt[i].p, sizeof(kt[i].p));
	m = sb_holm(p, nt * 5, adj);
	for (i = 0; i < nt; i++)
		for (j = 0; j < 5; j++)
			kt[i].adj[j] = adj[5 * i + j];
	for (i = 0; i < nt; i++) {
		fprintf(fp, "%sBaseline = %s (%s), Patched = %s (%s), workload %s, context %s\n\n",
			i ? "\n" : "", kt[i].ga->variant, pa->r.path, kt[i].gb->variant,
			pb->r.path, wa, kt[i].ga->context);
		kuniyuki_table(fp, &kt[i], o->format);
	}
	fprintf(fp, "\nthroughput = 1000 / median ns/op; mean over repeats x CPUs; latency p50/p90/p99 = median\n"
		"over the rows that timed single ops of each row's percentile of them (lat_*);\n"
		"Diff = (Patched - Baseline) / Baseline;\n"
		"p: two-sided Mann-Whitney U on the rows' values (* = normal approximation); throughput\n"
		"is 1000 / ns/op of the same rows as the mean: the same test, made once (on the mean);\n"
		"p_holm: Holm-adjusted over the %zu tests of %s; different at 95%%?: p_holm < 0.05\n",
		m, nt > 1 ? "all the tables above" : "the table");
	free(p);
	free(adj);
	free(kt);
	return 0;
}

int sb_shape_known(const char *shape)
{
	return !strcmp(shape, "prim") || !strcmp(shape, "optnoopt") ||
	       !strcmp(shape, "shakeel") || !strcmp(shape, "kuniyuki");
}

int sb_shape_print(FILE *fp, const char *shape, struct sb_input *in, size_t nin,
		   const struct sb_shape_opts *o, char *err, size_t errlen)
{
	if (!strcmp(shape, "prim"))
		return shape_prim(fp, in, nin, o, err, errlen);
	if (!strcmp(shape, "optnoopt"))
		return shape_optnoopt(fp, in, nin, o, err, errlen);
	if (!strcmp(shape, "shakeel"))
		return shape_shakeel(fp, in, nin, o, err, errlen);
	if (!strcmp(shape, "kuniyuki"))
		return shape_kuniyuki(fp, in, nin, o, err, errlen);
	return fail(err, errlen, "unknown shape '%s' (known: default, %s)", shape,
		    sb_shape_names);
}
