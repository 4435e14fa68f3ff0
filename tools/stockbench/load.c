// SPDX-License-Identifier: GPL-2.0
/*
 * load.c - the achieved interrupt load of mixed cells (load.h).  A row
 * lasts a few hundred us under QEMU TCG: most see no interrupt of a 5000/s
 * timer, so a median of per-row rates says 0 when the cell as a whole got
 * half; the aggregate weights each row by the time it measured.
 */
#include "load.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cpu.h"
#include "util.h"

const char *const sb_irq_names[SB_NR_IRQ] = { "hardirq", "softirq", "nmi" };

void sb_load_init(struct sb_load *l)
{
	int k;

	memset(l, 0, sizeof(*l));
	for (k = 0; k < SB_NR_IRQ; k++) {
		l->lo[k] = INFINITY;
		l->hi[k] = -INFINITY;
	}
}

/* Optional column: 1 with *v set, 0 when absent or empty, -1 when bad. */
static int opt(const struct sb_results *r, size_t row, const char *name,
	       double *v, char *err, size_t errlen)
{
	int c = sb_col(r, name);
	const char *s = sb_field(r, row, c);

	if (c < 0 || !*s)
		return 0;
	if (sb_parse_double(s, v) || !(*v >= 0))
		return fail(err, errlen, "%s:%zu: column '%s' is '%s', not a number >= 0",
			    r->path, r->lineno[row], name, s);
	return 1;
}

/* one mixed row's rates, asked rates and measured time */
static int add_rates(struct sb_load *l, const struct sb_results *r, size_t row,
		     double us, int timed, char *err, size_t errlen)
{
	static const char *const missed[SB_NR_IRQ] = {
		"hardirq_missed", "softirq_missed", "nmi_missed",
	};
	double late[SB_NR_IRQ];
	int nlate = 0;
	static const char *const rate[SB_NR_IRQ] = {
		"hardirq_per_s", "softirq_per_s", "nmi_per_s",
	};
	static const char *const asked[SB_NR_IRQ] = {
		"hardirq_asked", "softirq_asked", "nmi_asked",
	};
	int k;

	for (k = 0; k < SB_NR_IRQ; k++) {
		double v = 0, a = 0;
		int rc = opt(r, row, rate[k], &v, err, errlen);

		if (rc < 0 || opt(r, row, asked[k], &a, err, errlen) < 0)
			return -1;
		if (a > l->asked[k])
			l->asked[k] = a;
		l->msum[k] += v;
		if (timed)
			l->wsum[k] += v * us;
		l->lo[k] = fmin(l->lo[k], v);
		l->hi[k] = fmax(l->hi[k], v);
		late[k] = 0;
		rc = opt(r, row, missed[k], &late[k], err, errlen);
		if (rc < 0)
			return -1;
		nlate += rc;
	}
	/* a row's late counts come whole or not at all: the module writes all three */
	if (timed && nlate) {
		l->nlate++;
		l->late_us += us;
		for (k = 0; k < SB_NR_IRQ; k++)
			l->lsum[k] += late[k];
	}
	return 0;
}

static int add_row(struct sb_load *l, const struct sb_results *r, size_t row,
		   char *err, size_t errlen)
{
	double us = 0, ops = 0, h = 0, again = 0;
	int tu, to, th;

	if (!*sb_field(r, row, sb_col(r, "irq_rate")))
		return 0;	/* not a mixed row */
	tu = opt(r, row, "measure_us", &us, err, errlen);
	to = opt(r, row, "irq_ops", &ops, err, errlen);
	th = opt(r, row, "irq_handler_ns", &h, err, errlen);
	if (tu < 0 || to < 0 || th < 0 ||
	    opt(r, row, "remeasured", &again, err, errlen) < 0)
		return -1;
	l->remeasured += again;
	if (add_rates(l, r, row, us, tu && us > 0, err, errlen))
		return -1;
	l->nrows++;
	if (tu && us > 0) {
		l->ntimed++;
		l->us += us;
	}
	if (th && to && tu) {
		l->nhandler++;
		l->handler_ns += h;
		l->handler_ops += ops;
		l->handler_us += us;
	}
	return 0;
}

int sb_load_add(struct sb_load *l, const struct sb_results *r,
		const struct sb_group *g, char *err, size_t errlen)
{
	size_t *rows, n = sb_cell_rows(r, g, &rows), i;
	int ret = 0;

	for (i = 0; i < n && !ret; i++)
		ret = add_row(l, r, rows[i], err, errlen);
	free(rows);
	return ret;
}

void sb_load_finish(struct sb_load *l)
{
	int k;

	l->weighted = l->ntimed > 0;
	for (k = 0; k < SB_NR_IRQ; k++) {
		if (!l->nrows)
			l->rate[k] = l->lo[k] = l->hi[k] = NAN;
		else if (l->weighted)
			l->rate[k] = l->wsum[k] / l->us;
		else
			l->rate[k] = l->msum[k] / l->nrows;
		l->low[k] = l->asked[k] > 0 && l->rate[k] < SB_LOAD_LOW * l->asked[k];
		l->late[k] = l->nlate ? 1e6 * l->lsum[k] / l->late_us : NAN;
	}
	l->op_ns = l->handler_ops > 0 ? l->handler_ns / l->handler_ops : NAN;
	l->share = l->handler_us > 0 ? l->handler_ns / (1000 * l->handler_us) : NAN;
}

int sb_load_of(const struct sb_results *r, const struct sb_group *g,
	       struct sb_load *l, char *err, size_t errlen)
{
	sb_load_init(l);
	if (sb_load_add(l, r, g, err, errlen))
		return -1;
	sb_load_finish(l);
	return 0;
}

int sb_load_differs(const struct sb_load *a, const struct sb_load *b,
		    int k, double tol)
{
	double lo, hi;

	if (!a->nrows || !b->nrows || (!(a->asked[k] > 0) && !(b->asked[k] > 0)))
		return -1;
	if (!(a->asked[k] > 0) || !(b->asked[k] > 0))
		return 1;
	lo = fmin(a->rate[k], b->rate[k]);
	hi = fmax(a->rate[k], b->rate[k]);
	/* 1e-9: the decimal input's rounding, so that exactly 10% is not more */
	return hi > (1 + tol) * lo * (1 + 1e-9);
}

void sb_load_cmp_judge(struct sb_load_cmp *c)
{
	int k;

	c->any = 0;
	for (k = 0; k < SB_NR_IRQ; k++) {
		c->differ[k] = sb_load_differs(&c->a, &c->b, k, SB_LOAD_TOL);
		c->any |= c->differ[k] == 1;
	}
}

int sb_load_compare(const struct sb_results *ra, const struct sb_group *ga,
		    const struct sb_results *rb, const struct sb_group *gb,
		    struct sb_load_cmp *c, char *err, size_t errlen)
{
	memset(c, 0, sizeof(*c));
	if (sb_load_of(ra, ga, &c->a, err, errlen) ||
	    sb_load_of(rb, gb, &c->b, err, errlen))
		return -1;
	sb_load_cmp_judge(c);
	return 0;
}

int sb_load_late_covers(const struct sb_load *l, int k)
{
	return l->nlate && l->asked[k] > 0 &&
	       l->rate[k] + l->late[k] >= SB_LOAD_LOW * l->asked[k];
}

void sb_load_print_rates(FILE *fp, const struct sb_load *l)
{
	const char *sep = "; LOW:";
	int k, low = 0, asked = 0, covered = 1;

	for (k = 0; k < SB_NR_IRQ; k++) {
		if (!(l->asked[k] > 0))
			continue;
		asked++;
		fprintf(fp, " %s %.0f of %.0f (%.1f%%, rows %.0f..%.0f",
			sb_irq_names[k], l->rate[k], l->asked[k],
			100 * l->rate[k] / l->asked[k], l->lo[k], l->hi[k]);
		if (l->nlate)
			fprintf(fp, ", %.0f/s late", l->late[k]);
		fputs(")", fp);
	}
	if (!asked) {
		fputs(" no interrupt rate asked", fp);
		return;
	}
	for (k = 0; k < SB_NR_IRQ; k++)
		if (l->low[k]) {
			fprintf(fp, "%s %s", sep, sb_irq_names[k]);
			sep = "";
			low = 1;
			covered &= sb_load_late_covers(l, k);
		}
	if (!low)
		fputs("; all at 90% or more of the rate asked", fp);
	else if (covered)
		fputs(" below 90% of the rate asked, the rest came late (raised, but run after the next period had begun: the CPU was not running, a busy host or host steal)", fp);
	else
		fputs(" below 90% of the rate asked", fp);
	if (l->remeasured > 0)
		fprintf(fp, "; %.0f tries of these rows dropped as short and measured again",
			l->remeasured);
}

static void cmp_side(FILE *fp, const struct sb_load *l, int k)
{
	if (!(l->asked[k] > 0)) {
		fputs("not asked", fp);
		return;
	}
	fprintf(fp, "%.0f/s", l->rate[k]);
	if (l->nlate)
		fprintf(fp, " (%.0f/s late)", l->late[k]);
}

int sb_load_cmp_print(FILE *fp, const struct sb_load_cmp *c, const char *ta,
		      const char *tb)
{
	int k, n = 0;

	for (k = 0; k < SB_NR_IRQ; k++) {
		if (c->differ[k] != 1)
			continue;
		fprintf(fp, "%s%s %s ", n++ ? "; " : "", sb_irq_names[k], ta);
		cmp_side(fp, &c->a, k);
		fprintf(fp, ", %s ", tb);
		cmp_side(fp, &c->b, k);
	}
	return n;
}
