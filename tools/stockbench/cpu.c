// SPDX-License-Identifier: GPL-2.0
/*
 * cpu.c - per-CPU estimates of a cell (cpu.h).  One slow CPU in a cell
 * of two moves the cell's median by half its excess and widens its CI;
 * split by CPU, it is visible as what it is.
 */
#include "cpu.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"
#include "util.h"
#include "../../module/sb_summary.h"

size_t sb_cell_rows(const struct sb_results *r, const struct sb_group *g,
		    size_t **rows)
{
	int c_w = sb_col(r, "workload"), c_v = sb_col(r, "variant");
	int c_c = sb_col(r, "context"), c_s = sb_col(r, "status");
	size_t i, n = 0;

	/* the group's own file: its ok rows, recorded as it was grouped */
	if (g->src == r) {
		*rows = xmalloc((g->n ? g->n : 1) * sizeof(**rows));
		if (g->n)
			memcpy(*rows, g->rows, g->n * sizeof(**rows));
		return g->n;
	}
	*rows = xmalloc(r->nrows * sizeof(**rows));
	for (i = 0; i < r->nrows; i++)
		if (!strcmp(sb_field(r, i, c_s), "ok") &&
		    !strcmp(sb_field(r, i, c_w), g->workload) &&
		    !strcmp(sb_field(r, i, c_v), g->variant) &&
		    !strcmp(sb_field(r, i, c_c), g->context))
			(*rows)[n++] = i;
	return n;
}

static struct sb_cpu_est *cpu_slot(struct sb_cpu_strata *s, long cpu)
{
	size_t i, j;

	for (i = 0; i < s->ncpu && s->cpu[i].cpu < cpu; i++)
		;
	if (i < s->ncpu && s->cpu[i].cpu == cpu)
		return &s->cpu[i];
	s->cpu = xrealloc(s->cpu, (s->ncpu + 1) * sizeof(*s->cpu));
	for (j = s->ncpu++; j > i; j--)
		s->cpu[j] = s->cpu[j - 1];
	memset(&s->cpu[i], 0, sizeof(s->cpu[i]));
	s->cpu[i].cpu = cpu;
	return &s->cpu[i];
}

int sb_cpu_add(struct sb_cpu_strata *s, const struct sb_results *r,
	       const struct sb_group *g, char *err, size_t errlen)
{
	int c_cpu = sb_col(r, "cpu"), c_ns = sb_col(r, "ns_per_op");
	size_t *rows, n = sb_cell_rows(r, g, &rows), i;

	for (i = 0; i < n; i++) {
		double cpu, ns;
		struct sb_cpu_est *e;

		if (sb_parse_double(sb_field(r, rows[i], c_cpu), &cpu) ||
		    cpu < 0 || cpu != floor(cpu) || cpu > 1e9 ||
		    sb_parse_double(sb_field(r, rows[i], c_ns), &ns)) {
			fail(err, errlen, "%s:%zu: cpu '%s' or ns_per_op '%s' is not a number",
			     r->path, r->lineno[rows[i]], sb_field(r, rows[i], c_cpu),
			     sb_field(r, rows[i], c_ns));
			free(rows);
			return -1;
		}
		e = cpu_slot(s, (long)cpu);
		e->v = xrealloc(e->v, (e->n + 1) * sizeof(*e->v));
		e->v[e->n++] = ns;
	}
	free(rows);
	return 0;
}

void sb_cpu_finish(struct sb_cpu_strata *s, double conf)
{
	double min_hi = INFINITY, max_lo = -INFINITY;
	size_t i;

	s->ratio = NAN;
	s->nci = 0;
	s->slow = s->fast = 0;
	for (i = 0; i < s->ncpu; i++) {
		struct sb_cpu_est *e = &s->cpu[i];

		sb_sort(e->v, e->n);
		e->median = sb_median_sorted(e->v, e->n);
		if (sb_median_ci(e->v, e->n, conf, &e->lo, &e->hi)) {
			e->lo = e->hi = NAN;
		} else {
			s->nci++;
			min_hi = fmin(min_hi, e->hi);
			max_lo = fmax(max_lo, e->lo);
		}
		if (e->median > s->cpu[s->slow].median)
			s->slow = i;
		if (e->median < s->cpu[s->fast].median)
			s->fast = i;
	}
	if (s->ncpu >= 2 && s->cpu[s->fast].median > 0)
		s->ratio = s->cpu[s->slow].median / s->cpu[s->fast].median;
	/* some CPU's interval ends below where another's begins */
	s->disjoint = s->nci < 2 ? -1 : min_hi < max_lo;
}

int sb_cpu_strata(const struct sb_results *r, const struct sb_group *g,
		  double conf, struct sb_cpu_strata *s, char *err, size_t errlen)
{
	memset(s, 0, sizeof(*s));
	if (sb_cpu_add(s, r, g, err, errlen)) {
		sb_cpu_free(s);
		return -1;
	}
	sb_cpu_finish(s, conf);
	return 0;
}

void sb_cpu_free(struct sb_cpu_strata *s)
{
	size_t i;

	for (i = 0; i < s->ncpu; i++)
		free(s->cpu[i].v);
	free(s->cpu);
	memset(s, 0, sizeof(*s));
}

/* ns (3 decimals in results.csv) as integer ps, for the module's formatting */
static unsigned long long ps(double ns)
{
	return ns > 0 ? (unsigned long long)llround(ns * 1000) : 0;
}

/* a median as show's table prints it (module/sb_summary.h) */
static const char *fmt_median(char *b, const struct sb_cpu_est *e)
{
	unsigned long long *v;
	size_t i;

	if (!e->n || e->n > UINT_MAX)
		return strcpy(b, "-");
	v = xmalloc(e->n * sizeof(*v));
	for (i = 0; i < e->n; i++)
		v[i] = ps(e->v[i]);
	sbs_fmt_ps(b, sbs_median2(v, (unsigned int)e->n), 2);
	free(v);
	return b;
}

void sb_cpu_print(FILE *fp, const struct sb_cpu_strata *s)
{
	char m[SBS_FMT_LEN], lo[SBS_FMT_LEN], hi[SBS_FMT_LEN];
	size_t i;

	if (s->ncpu >= 2 && !isnan(s->ratio))
		fprintf(fp, "max/min %.2f (cpu%ld / cpu%ld):", s->ratio,
			s->cpu[s->slow].cpu, s->cpu[s->fast].cpu);
	else
		fputs("max/min -:", fp);
	for (i = 0; i < s->ncpu; i++) {
		const struct sb_cpu_est *e = &s->cpu[i];

		fprintf(fp, "%s cpu%ld %s ", i ? ";" : "", e->cpu, fmt_median(m, e));
		if (isnan(e->lo))
			fputs("[n too small]", fp);
		else
			fprintf(fp, "[%s, %s]", sbs_fmt_ps(lo, ps(e->lo), 1),
				sbs_fmt_ps(hi, ps(e->hi), 1));
		fprintf(fp, " (%zu rows)", e->n);
	}
}
