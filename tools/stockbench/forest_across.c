// SPDX-License-Identifier: GPL-2.0
/*
 * forest_across.c - "stockbench plot --forest --across-boots F1 F2 ... -o
 * DIR": one forest plot per stage 2 row of compare --across-boots F1 F2
 * ... (paired.c), that is per context and subject against the runs' first
 * subject.  It is drawn from the very computation compare prints from
 * (sb_across_boots), its numbers the strings of compare's tables.  Rows:
 *   - each boot (file) with pairs: its stage 1 estimate, the ratio (exp of
 *     the Hodges-Lehmann estimate of the per-block log ratios) or, with
 *     --metric, the delta, and its signed-rank interval: compare's stage 1
 *     row;
 *   - under it, where the file has several CPUs, the same from each CPU's
 *     blocks alone: the estimates of compare's per CPU column;
 *   - the pooled row: stage 2, the ratio (exp of the mean of the boots'
 *     log ratios) or the mean delta and its one-sample t interval, as a
 *     bold diamond.
 * One axis, the ratio (dashed at 1) or the delta (dashed at 0).  Each plot
 * is DIR/forest-across-C-V.gp, run with gnuplot into .png and .svg.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "forest.h"
#include "paired.h"

enum { EST, LO, HI };

struct arow {
	int cpu;		/* 0: a boot's row; 1: one of its CPUs */
	size_t boot;		/* the boot's number, as compare's boot column */
	char label[160];
	char v[3][32];		/* estimate, lo, hi as printed; "?": none */
};

struct aplot {
	const struct sb_across *a;
	const struct sb_across_cmp *c;
	const struct sb_input *in;
	size_t nin;
	const struct sb_opts *o;
	struct arow *rows;
	size_t n;
	char pooled[3][32];	/* stage 2, as printed */
};

/* @s into @dst when it is a finite number (the tables' own text), else "?" */
static void num_str(char *dst, size_t len, const char *s)
{
	char *end;
	double v = strtod(s, &end);

	snprintf(dst, len, "%s", end != s && !*end && isfinite(v) ? s : "?");
}

/* The bounds of an interval printed "[lo, hi]"; "?" for any other text. */
static void interval(const char *s, char (*v)[32])
{
	char lo[32], hi[32];

	if (sscanf(s, "[%31[^,], %31[^]]]", lo, hi) != 2)
		lo[0] = hi[0] = '\0';
	num_str(v[LO], sizeof(v[LO]), lo);
	num_str(v[HI], sizeof(v[HI]), hi);
}

/* The rows of comparison p->c: each boot, each with its CPUs. */
static void rows_of(struct aplot *p)
{
	const struct sb_across_cmp *c = p->c;
	const struct sb_table *s1 = &p->a->s1;
	int met = p->o->metric != NULL;
	size_t i, k, n = 0;

	for (i = 0; i < c->nboot; i++)
		n += 1 + c->boot[i].ncpu;
	p->rows = xrealloc(p->rows, (n + 1) * sizeof(*p->rows));
	p->n = 0;
	for (i = 0; i < c->nboot; i++) {
		const struct sb_across_boot *bt = &c->boot[i];
		struct arow *x = &p->rows[p->n++];
		char base[100];

		memset(x, 0, sizeof(*x));
		x->boot = bt->file + 1;
		sb_plot_base_name(p->in[bt->file].r.path, base, sizeof(base));
		snprintf(x->label, sizeof(x->label), "boot %zu %s", x->boot, base);
		num_str(x->v[EST], sizeof(x->v[EST]), sb_table_get(s1, bt->row, SB_ACROSS_S1_EST));
		interval(sb_table_get(s1, bt->row, SB_ACROSS_S1_CI), x->v);
		for (k = 0; k < bt->ncpu; k++) {
			const struct sb_signrank *sr = &bt->cpu[k].sr;
			char cpu[64], e[32];

			x = &p->rows[p->n++];
			memset(x, 0, sizeof(*x));
			x->cpu = 1;
			x->boot = bt->file + 1;
			snprintf(cpu, sizeof(cpu), "%s", bt->cpu[k].cpu);
			sb_forest_safe(cpu);
			snprintf(x->label, sizeof(x->label), "    cpu%s", cpu);
			/* as the per CPU column prints it */
			sb_across_str(e, sizeof(e), sr->est, met);
			num_str(x->v[EST], sizeof(x->v[EST]), e);
			strcpy(x->v[LO], "?");
			strcpy(x->v[HI], "?");
			if (!sr->has_ci)
				continue;
			sb_across_str(e, sizeof(e), sr->lo, met);
			num_str(x->v[LO], sizeof(x->v[LO]), e);
			sb_across_str(e, sizeof(e), sr->hi, met);
			num_str(x->v[HI], sizeof(x->v[HI]), e);
		}
	}
}

static void span(double *mn, double *mx, const char *s)
{
	if (strcmp(s, "?")) {
		*mn = fmin(*mn, strtod(s, NULL));
		*mx = fmax(*mx, strtod(s, NULL));
	}
}

/* The x range: every value and interval, the pooled row and the line at @ref. */
static void xrange(const struct aplot *p, double ref, double *lo, double *hi)
{
	double mn = ref, mx = ref, pad;
	size_t i, k;

	for (i = 0; i < p->n; i++)
		for (k = 0; k < 3; k++)
			span(&mn, &mx, p->rows[i].v[k]);
	for (k = 0; k < 3; k++)
		span(&mn, &mx, p->pooled[k]);
	pad = mx > mn ? 0.06 * (mx - mn) : 0.1 * fabs(mx) + 0.01;
	*lo = mn - pad;
	*hi = mx + pad;
}

/* The plot command: only the elements that have points (gnuplot warns). */
static void plot_cmd(char *b, size_t len, const struct aplot *p, const char *e)
{
	int ci = 0, cpu = 0;
	double conf = p->o->conf * 100;
	size_t i, off;

	for (i = 0; i < p->n; i++) {
		ci |= strcmp(p->rows[i].v[LO], "?") != 0;
		cpu |= p->rows[i].cpu;
	}
	off = (size_t)snprintf(b, len, "plot 1/0 notitle");
	if (ci)
		off += (size_t)snprintf(b + off, len - off,
			", $boots using 5:1:6:7:(strcol(2) eq \"boot\" ? 0x1f4e9a : 0x7fa7d9) with xerrorbars lc rgb variable pt -1 notitle");
	off += (size_t)snprintf(b + off, len - off,
		", $boots using (strcol(2) eq \"boot\" ? $5 : NaN):1 with points pt 7 ps 1.4 lc rgb \"#1f4e9a\" title \"boot: its blocks' paired %s, %g%% CI (stage 1)\"",
		e, conf);
	if (cpu)
		off += (size_t)snprintf(b + off, len - off,
			", $boots using (strcol(2) eq \"cpu\" ? $5 : NaN):1 with points pt 6 ps 1 lc rgb \"#7fa7d9\" title \"one CPU of that boot\"");
	if (strcmp(p->pooled[LO], "?"))
		snprintf(b + off, len - off,
			 ", $pooled using 5:1:6:7 with xerrorbars lw 3 lc \"black\" pt 13 ps 2.5 title \"pooled: across boots, %g%% t CI (stage 2, compare)\"",
			 conf);
	else if (strcmp(p->pooled[EST], "?"))
		snprintf(b + off, len - off,
			 ", $pooled using 5:1 with points lc \"black\" pt 13 ps 2.5 title \"pooled (compare; one boot: no CI)\"");
}

static void write_data(FILE *gp, const struct aplot *p, size_t ny)
{
	size_t i;

	fputs("reset\nset datafile missing \"?\"\n$boots << EOD\n# y kind boot label est lo hi\n", gp);
	for (i = 0; i < p->n; i++) {
		const struct arow *x = &p->rows[i];

		fprintf(gp, "%zu %s %zu \"%s\" %s %s %s\n", ny - 1 - i, x->cpu ? "cpu" : "boot",
			x->boot, x->label, x->v[EST], x->v[LO], x->v[HI]);
	}
	fprintf(gp, "EOD\n$pooled << EOD\n# y kind boots label est lo hi\n"
		"1 pooled %zu \"pooled\" %s %s %s\nEOD\n", p->c->nboot,
		p->pooled[EST], p->pooled[LO], p->pooled[HI]);
}

static void write_script(FILE *gp, const char *dir, const char *name, void *arg)
{
	const struct aplot *p = arg;
	const struct sb_opts *o = p->o;
	const struct sb_table *s2 = &p->a->s2;
	const struct sb_side all = { "boot", (struct sb_input *)p->in, p->nin };
	const char *m = o->metric, *e = m ? "delta" : "ratio";
	size_t i, ny = p->n + 2, row = p->c->row;
	double xlo, xhi, ref = m ? 0 : 1;
	char acc[128], plot[2048], c[128], v[128], vs[128], t[3][128], unit[320];

	sb_forest_gp_text(c, sizeof(c), p->c->ctx);
	sb_forest_gp_text(v, sizeof(v), p->c->vb);
	sb_forest_gp_text(vs, sizeof(vs), p->c->va);
	sb_forest_gp_text(t[0], sizeof(t[0]), sb_table_get(s2, row, SB_ACROSS_S2_EST));
	sb_forest_gp_text(t[1], sizeof(t[1]), sb_table_get(s2, row, SB_ACROSS_S2_CI));
	sb_forest_gp_text(t[2], sizeof(t[2]), sb_table_get(s2, row, SB_ACROSS_S2_VERDICT));
	if (m)
		snprintf(unit, sizeof(unit), "delta %s, %s - %s (0: the same)", m, v, vs);
	else
		snprintf(unit, sizeof(unit), "ratio ns/op(%s) / ns/op(%s) (1: the same)", v, vs);
	fprintf(gp, "# stockbench plot --forest --across-boots: %s %s vs %s, the stage 2 row of\n"
		"#   compare --across-boots%s%s over %zu files (paired runs, one boot each).\n"
		"# $boots: y kind boot label est lo hi.  kind boot: a boot (file) with pairs, its\n"
		"#   stage 1 estimate from its blocks, %s,\n"
		"#   and its %g%% CI (Wilcoxon signed-rank), as compare's stage 1 row prints them;\n"
		"#   boot: that row's boot.  kind cpu, under its boot where the file has several\n"
		"#   CPUs: the same from that CPU's blocks alone (compare's per CPU column).\n"
		"#   ? = no CI (n too small).\n"
		"# $pooled: y kind boots label est lo hi: stage 2 as compare prints it, %s\n"
		"#   of the boots and its %g%% one-sample t CI (df boots - 1); ? = none (one boot).\n",
		c, v, vs, m ? " --metric " : "", m ? m : "", p->nin,
		m ? "the Hodges-Lehmann delta of the per-block differences" :
		"the ratio, exp of the Hodges-Lehmann estimate of the per-block log ratios",
		o->conf * 100, m ? "the mean delta" : "the ratio, exp of the mean log ratio",
		o->conf * 100);
	write_data(gp, p, ny);
	xrange(p, ref, &xlo, &xhi);
	fprintf(gp, "set title \"%s %s vs %s: %s%s %s, %s%s: %s\\n"
		"%zu boot%s: per boot its blocks' paired %s, %g%% CI%s; diamond: across boots, %g%% t CI%s\"\n",
		c, v, vs, m ? m : "", m ? " delta" : "ratio", t[0], t[1][0] == '[' ? "CI " : "",
		t[1], t[2], p->c->nboot, p->c->nboot == 1 ? "" : "s", e, o->conf * 100,
		p->n > p->c->nboot ? "; its CPUs below" : "", o->conf * 100,
		sb_forest_accel_note(&all, 1, acc, sizeof(acc)));
	fprintf(gp, "set xlabel \"%s\"\nset xrange [%.6g:%.6g]\nset xtics %.6g\nset grid xtics\n"
		"set yrange [0.5:%zu.5]\n"
		"set arrow 1 from first %g, graph 0 to first %g, graph 1 nohead dt 2 lw 2 lc \"gray40\"\n"
		"set key outside below height 1.5\nset ytics (",
		unit, xlo, xhi, sb_forest_nice_step(xhi - xlo), ny - 1, ref, ref);
	for (i = 0; i < p->n; i++)
		fprintf(gp, "\"%s\" %zu, ", p->rows[i].label, ny - 1 - i);
	fputs("\"pooled\" 1) font \",10\"\n", gp);
	plot_cmd(plot, sizeof(plot), p, e);
	fprintf(gp, "set terminal pngcairo size 1100,%zu noenhanced\nset output \"%s/%s.png\"\n%s\n",
		30 * ny + 240, dir, name, plot);
	fprintf(gp, "set terminal svg size 1100,%zu noenhanced\nset output \"%s/%s.svg\"\n%s\nset output\n",
		30 * ny + 240, dir, name, plot);
}

/* One comparison, p->c: its plot. */
static int across_chart(struct aplot *p)
{
	const struct sb_table *s2 = &p->a->s2;
	char name[512];

	rows_of(p);
	num_str(p->pooled[EST], sizeof(p->pooled[EST]),
		sb_table_get(s2, p->c->row, SB_ACROSS_S2_EST));
	interval(sb_table_get(s2, p->c->row, SB_ACROSS_S2_CI), p->pooled);
	snprintf(name, sizeof(name), "forest-across-%s-%s", p->c->ctx, p->c->vb);
	sb_forest_safe(name);
	return sb_forest_draw(p->o, name, write_script, p);
}

int sb_plot_forest_across(const struct sb_input *in, size_t nin, const struct sb_opts *o)
{
	struct sb_across a;
	struct aplot p = { &a, NULL, in, nin, o, NULL, 0, { "", "", "" } };
	size_t i;
	int ret = 0;

	if (sb_across_boots(in, nin, o, &a))
		return 1;
	if (!a.ncmp) {
		if (a.nv < 2)
			fprintf(stderr, "stockbench plot: %s has one subject (%s): nothing to pair it with\n",
				in[0].r.path, a.nv ? a.vars[0] : "none");
		else
			fprintf(stderr, "stockbench plot: --forest --across-boots: no boot has a block with two subjects ok: nothing to draw\n");
		ret = 1;
	}
	for (i = 0; i < a.ncmp && !ret; i++) {
		p.c = &a.cmp[i];
		ret = across_chart(&p);
	}
	free(p.rows);
	sb_across_free(&a);
	return ret;
}
