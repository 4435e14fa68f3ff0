// SPDX-License-Identifier: GPL-2.0
/*
 * forest.c - "stockbench plot --forest A1 A2 ... -- B1 B2 ... -o DIR": one
 * forest plot per row of compare A1 A2 ... -- B1 B2 ... (boots.c), that is
 * per (workload, variant, context) with boots on both sides.  Its rows:
 *   - each boot (file) of each side: the value compare takes for that boot,
 *     its median ns/op over the cell's ok rows (sb_group_median, as
 *     boots.c), with the CI of that median (sb_median_ci, the interval
 *     show prints for the cell);
 *   - under it, where the file has several CPUs in the cell, each CPU's
 *     median and CI (cpu.c, the per-CPU estimates show prints);
 *   - the pooled row: compare's ratio B/A and its interval, parsed from
 *     the very strings compare prints (sb_boots_rows), as a bold diamond.
 * The boot and CPU rows are in ns/op on the bottom axis; the top axis is
 * the ratio to A's value (compare's A column, unrounded), so the pooled
 * row and the dashed line at ratio 1 sit on the same scale.  Each plot is
 * DIR/forest-W-V-C.gp, run with gnuplot into .png and .svg.  Here too are
 * forest.h's helpers, shared with --across-boots (forest_across.c).
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cpu.h"
#include "forest.h"
#include "stats.h"

struct frow {
	char side;		/* 'A', 'B' */
	int cpu;		/* 0: a boot's row; 1: one of its CPUs */
	char label[160];
	double v, lo, hi;	/* ns/op; lo, hi NAN without a CI */
};

struct forest {
	const struct sb_side *a, *b;
	const struct sb_opts *o;
	struct frow *rows;
	size_t n, cap;
	size_t drawn;
};

static struct frow *frow_add(struct forest *f)
{
	if (f->n == f->cap) {
		f->cap = f->cap ? 2 * f->cap : 16;
		f->rows = xrealloc(f->rows, f->cap * sizeof(*f->rows));
	}
	memset(&f->rows[f->n], 0, sizeof(f->rows[0]));
	return &f->rows[f->n++];
}

void sb_forest_safe(char *s)
{
	for (; *s; s++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-+",
			    *s))
			*s = '_';
}

const char *sb_forest_gp_text(char *dst, size_t len, const char *src)
{
	size_t i;

	snprintf(dst, len, "%s", src);
	for (i = 0; dst[i]; i++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ._+-:,=/()[]%#",
			    dst[i]))
			dst[i] = '_';
	return dst;
}

/* One side's boots of cell @r, each with its CPUs; -1 after a reason. */
static int side_rows(struct forest *f, const struct sb_side *s,
		     const struct sb_boots_row *r)
{
	size_t i, k;

	for (i = 0; i < s->n; i++) {
		const struct sb_input *in = &s->in[i];
		const struct sb_group *g = sb_group_find(&in->gs, r->w, r->v, r->c);
		struct sb_cpu_strata st;
		struct frow *x;
		char base[100], err[512];

		if (!g || !g->n)
			continue;
		sb_plot_base_name(in->r.path, base, sizeof(base));
		x = frow_add(f);
		x->side = s->tag[0];
		x->v = sb_group_median(g);
		if (sb_median_ci(g->ns, g->n, f->o->conf, &x->lo, &x->hi))
			x->lo = x->hi = NAN;
		snprintf(x->label, sizeof(x->label), "%s%zu %s%s", s->tag, i + 1, base,
			 x->v > 0 ? "" : " (median 0: left out)");
		if (sb_cpu_strata(&in->r, g, f->o->conf, &st, err, sizeof(err))) {
			fprintf(stderr, "stockbench plot: %s\n", err);
			return -1;
		}
		for (k = 0; st.ncpu >= 2 && k < st.ncpu; k++) {
			x = frow_add(f);
			x->side = s->tag[0];
			x->cpu = 1;
			x->v = st.cpu[k].median;
			x->lo = st.cpu[k].lo;
			x->hi = st.cpu[k].hi;
			snprintf(x->label, sizeof(x->label), "    cpu%ld", st.cpu[k].cpu);
		}
		sb_cpu_free(&st);
	}
	return 0;
}

static void num(FILE *gp, double v)
{
	if (isnan(v))
		fputs(" ?", gp);
	else
		fprintf(gp, " %.4f", v);
}

const char *sb_forest_accel_note(const struct sb_side *sides, size_t ns, char *b,
				 size_t len)
{
	size_t k, i, n = 0, tcg = 0, icount = 0;

	for (k = 0; k < ns; k++)
		for (i = 0; i < sides[k].n; i++) {
			const char *x = sb_env_get(&sides[k].in[i].r, "accel");

			n++;
			tcg += x && !strcmp(x, "tcg");
			icount += x && !strcmp(x, "tcg-icount");
		}
	*b = '\0';
	if (tcg == n)
		snprintf(b, len, "\\nQEMU TCG: not hardware numbers");
	else if (tcg)
		snprintf(b, len, "\\nQEMU TCG in %zu of %zu files: not hardware numbers", tcg, n);
	else if (icount)
		snprintf(b, len, "\\nQEMU TCG icount in %zu of %zu files: ns are instruction counts, not time",
			 icount, n);
	return b;
}

/* The x range: every value and interval, the pooled row's in ns/op. */
static void xrange(const struct forest *f, double a, const double *pooled,
		   double *lo, double *hi)
{
	double mn = a, mx = a, pad;
	size_t i, k;

	for (i = 0; i < f->n; i++) {
		const double v[3] = { f->rows[i].v, f->rows[i].lo, f->rows[i].hi };

		for (k = 0; k < 3; k++)
			if (!isnan(v[k])) {
				mn = fmin(mn, v[k]);
				mx = fmax(mx, v[k]);
			}
	}
	for (k = 0; k < 3; k++)
		if (!isnan(pooled[k])) {
			mn = fmin(mn, a * pooled[k]);
			mx = fmax(mx, a * pooled[k]);
		}
	pad = mx > mn ? 0.06 * (mx - mn) : 0.1 * fabs(mx) + 1;
	*lo = mn - pad;
	*hi = mx + pad;
}

double sb_forest_nice_step(double range)
{
	double raw = range / 6, p;

	if (!(raw > 0) || !isfinite(raw))
		return 1;
	p = pow(10, floor(log10(raw)));
	return raw / p < 1.5 ? p : raw / p < 3.5 ? 2 * p : raw / p < 7.5 ? 5 * p : 10 * p;
}

/* The plot command: the elements that have points. */
static void plot_cmd(char *b, size_t len, const struct forest *f, const double *pooled,
		     double conf)
{
	int ci = 0, cpu = 0, side[2] = { 0, 0 };
	size_t i, off;

	for (i = 0; i < f->n; i++) {
		ci |= !isnan(f->rows[i].lo);
		cpu |= f->rows[i].cpu;
		side[f->rows[i].side == 'B'] |= !f->rows[i].cpu;
	}
	off = (size_t)snprintf(b, len, "plot 1/0 notitle");
	if (ci)
		off += (size_t)snprintf(b + off, len - off,
			", $boots using 5:1:6:7:(strcol(2) eq \"A\" ? 1 : 2) with xerrorbars lc variable pt -1 notitle");
	for (i = 0; i < 2; i++)
		if (side[i])
			off += (size_t)snprintf(b + off, len - off,
				", $boots using (strcol(3) eq \"boot\" && strcol(2) eq \"%c\" ? $5 : NaN):1 with points pt 7 ps 1.4 lc %zu title \"%c boot: median, %g%% CI\"",
				"AB"[i], i + 1, "AB"[i], conf * 100);
	if (cpu)
		off += (size_t)snprintf(b + off, len - off,
			", $boots using (strcol(3) eq \"cpu\" ? $5 : NaN):1:(strcol(2) eq \"A\" ? 1 : 2) with points pt 6 ps 1 lc variable title \"one CPU of that boot\"");
	if (!isnan(pooled[1]))
		snprintf(b + off, len - off,
			 ", $pooled using 5:1:6:7 axes x2y1 with xerrorbars lw 3 lc \"black\" pt 13 ps 2.5 title \"pooled B/A, %g%% CI (compare)\"",
			 conf * 100);
	else if (!isnan(pooled[0]))
		snprintf(b + off, len - off,
			 ", $pooled using 5:1 axes x2y1 with points lc \"black\" pt 13 ps 2.5 title \"B/A (compare; no CI)\"");
}

static void write_script(FILE *gp, const struct forest *f, const struct sb_boots_row *r,
			 const double *pooled, const char *dir, const char *name)
{
	const struct sb_opts *o = f->o;
	/* compare's columns in the title: ratio, interval, verdict, boots, A */
	static const size_t tcol[5] = { SB_BOOTS_COL_RATIO, SB_BOOTS_COL_CI,
					SB_BOOTS_COL_VERDICT, SB_BOOTS_COL_BOOTS,
					SB_BOOTS_COL_A };
	const char *unit = o->normalise ? "ref/op" : "ns/op";
	const char *test = o->pairs ? (o->test == SB_TEST_MODERATED ? "pairs, moderated t" :
				       o->test == SB_TEST_WELCH ? "paired t" : "sign flips, no CI") :
			   o->test == SB_TEST_MODERATED ? "moderated t" :
			   o->test == SB_TEST_WELCH ? "Welch t" : "Mann-Whitney, Hodges-Lehmann";
	const struct sb_side sides[2] = { *f->a, *f->b };
	size_t i, ny = f->n + 2, height;
	double xlo, xhi;
	char acc[128], plot[2048], w[128], v[128], c[128], t[5][128];

	sb_forest_gp_text(w, sizeof(w), r->w);
	sb_forest_gp_text(v, sizeof(v), r->v);
	sb_forest_gp_text(c, sizeof(c), r->c);
	for (i = 0; i < 5; i++)
		sb_forest_gp_text(t[i], sizeof(t[i]), r->col[tcol[i]]);
	fprintf(gp, "# stockbench plot --forest: %s %s %s, the row of compare A1 ... -- B1 ...\n"
		"# $boots: per boot (file) of each side, the median %s of the cell's ok rows, the\n"
		"#   value compare takes for the boot, and the %g%% CI of that median (order\n"
		"#   statistics, as show); under it, per CPU of that file (where it has several),\n"
		"#   the same (show's per-CPU estimates). ? = no CI (too few rows).\n"
		"# $pooled: compare's ratio B/A and its %g%% CI, as compare prints them.\n"
		"# A = A's value in compare's table (unrounded): ratio 1 on the top axis.\n",
		w, v, c, unit, o->conf * 100, o->conf * 100);
	fputs("reset\nset datafile missing \"?\"\n$boots << EOD\n# y side kind label median lo hi\n", gp);
	for (i = 0; i < f->n; i++) {
		const struct frow *x = &f->rows[i];

		fprintf(gp, "%zu %c %s \"%s\"", ny - 1 - i, x->side, x->cpu ? "cpu" : "boot",
			x->label);
		num(gp, x->v);
		num(gp, x->lo);
		num(gp, x->hi);
		fputs("\n", gp);
	}
	fputs("EOD\n$pooled << EOD\n# y side kind label ratio lo hi\n", gp);
	fprintf(gp, "1 AB pooled \"B/A pooled\"");
	for (i = 0; i < 3; i++)
		num(gp, pooled[i]);
	fprintf(gp, "\nEOD\nA = %.17g\n", r->a);
	xrange(f, r->a, pooled, &xlo, &xhi);
	fprintf(gp, "set title \"%s %s %s: ratio B/A %s, %s%s: %s\\n"
		"each boot: median %s, %g%% CI; its CPUs below; diamond: compare's B/A (%s; %s%s)%s\"\n",
		w, v, c, t[0], t[1][0] == '[' ? "CI " : "", t[1], t[2], unit, o->conf * 100, test,
		o->pairs ? "" : "boots ", t[3], sb_forest_accel_note(sides, 2, acc, sizeof(acc)));
	fprintf(gp, "set xlabel \"%s (boot and CPU rows)\"\nset x2label \"ratio B/A (pooled row; 1 = A's %s %s)\"\n"
		"set xrange [%.6g:%.6g]\nset link x2 via x/A inverse x*A\n"
		"set xtics nomirror\nset x2tics %.6g\nset grid x2tics\nset yrange [0.5:%zu.5]\n"
		"set arrow 1 from second 1, graph 0 to second 1, graph 1 nohead dt 2 lw 2 lc \"gray40\"\n"
		"set key outside below\nset ytics (",
		unit, t[4], unit, xlo, xhi,
		sb_forest_nice_step((xhi - xlo) / r->a), ny - 1);
	for (i = 0; i < f->n; i++)
		fprintf(gp, "\"%s\" %zu, ", f->rows[i].label, ny - 1 - i);
	fputs("\"B/A pooled\" 1) font \",10\"\n", gp);
	height = 30 * ny + 220;
	/* only what has points: gnuplot warns of an element without any */
	plot_cmd(plot, sizeof(plot), f, pooled, o->conf);
	fprintf(gp, "set terminal pngcairo size 1100,%zu noenhanced\nset output \"%s/%s.png\"\n%s\n",
		height, dir, name, plot);
	fprintf(gp, "set terminal svg size 1100,%zu noenhanced\nset output \"%s/%s.svg\"\n%s\nset output\n",
		height, dir, name, plot);
}

int sb_forest_draw(const struct sb_opts *o, const char *name,
		   void (*write)(FILE *gp, const char *dir, const char *name, void *arg),
		   void *arg)
{
	char path[4200];
	FILE *gp;
	int ret;

	snprintf(path, sizeof(path), "%s/%s.gp", o->output, name);
	gp = fopen(path, "w");
	if (!gp) {
		fprintf(stderr, "stockbench plot: cannot write %s: %s\n", path, strerror(errno));
		return 1;
	}
	write(gp, o->output, name, arg);
	if (fclose(gp)) {
		fprintf(stderr, "stockbench plot: cannot write %s: %s\n", path, strerror(errno));
		return 1;
	}
	ret = sb_gnuplot_run(o->output, name, path);
	if (!ret && !o->quiet)
		printf("%s/%s.png %s/%s.svg\n", o->output, name, o->output, name);
	return ret;
}

/* What write_cell draws: a cell of compare's table and its pooled row. */
struct cell {
	const struct forest *f;
	const struct sb_boots_row *r;
	double pooled[3];
};

static void write_cell(FILE *gp, const char *dir, const char *name, void *arg)
{
	const struct cell *x = arg;

	write_script(gp, x->f, x->r, x->pooled, dir, name);
}

/* One cell of compare's table: its plot, or why none. */
static int forest_cell(const struct sb_boots_row *r, void *arg)
{
	struct forest *f = arg;
	const char *ci = r->col[SB_BOOTS_COL_CI];
	struct cell x = { f, r, { NAN, NAN, NAN } };
	char name[512];
	int ret;

	if (!r->na || !r->nb) {
		printf("not drawn: %s %s %s: %s\n", r->w, r->v, r->c, ci);
		return 0;
	}
	f->n = 0;
	if (side_rows(f, f->a, r) || side_rows(f, f->b, r))
		return 1;
	/* the numbers as compare printed them */
	if (sscanf(r->col[SB_BOOTS_COL_RATIO], "%lf", &x.pooled[0]) != 1)
		x.pooled[0] = NAN;
	if (ci[0] != '[' || sscanf(ci, "[%lf, %lf]", &x.pooled[1], &x.pooled[2]) != 2)
		x.pooled[1] = x.pooled[2] = NAN;
	snprintf(name, sizeof(name), "forest-%s-%s-%s", r->w, r->v, r->c);
	sb_forest_safe(name);
	ret = sb_forest_draw(f->o, name, write_cell, &x);
	f->drawn += !ret;
	return ret;
}

int sb_plot_forest(const struct sb_side *a, const struct sb_side *b,
		   const struct sb_opts *o)
{
	struct forest f = { a, b, o, NULL, 0, 0, 0 };
	int ret = sb_boots_rows(a, b, o, forest_cell, &f);

	free(f.rows);
	if (!ret && !f.drawn) {
		fputs("stockbench plot: --forest: no (workload, variant, context) has boots on both sides: the cells of A and B do not match\n",
		      stderr);
		return 1;
	}
	return ret;
}
