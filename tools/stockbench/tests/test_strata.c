// SPDX-License-Identifier: GPL-2.0
/*
 * test_strata.c - cpu.c and load.c against values worked by hand from
 * tests/data/show-strata.csv and show-strata-old.csv (tests/
 * gen-show-fixtures.py sets every number), and sb_load_differs at its
 * edges.  Run from tools/stockbench.  Output: TAP and the closing line
 * (tests/sbtest.h).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpu.h"
#include "load.h"
#include "sbtest.h"

struct file {
	struct sb_results r;
	struct sb_groups gs;
};

static int load(struct file *f, const char *path)
{
	char err[1024];

	if (sb_results_load(path, &f->r, err, sizeof(err)) ||
	    sb_group_results(&f->r, &f->gs, err, sizeof(err))) {
		expect(0, err);
		return -1;
	}
	return 0;
}

static const struct sb_group *cell(const struct file *f, const char *v, const char *c)
{
	const struct sb_group *g = sb_group_find(&f->gs, "page", v, c);

	if (!g) {
		char what[128];

		snprintf(what, sizeof(what), "no cell %s %s", v, c);
		expect(0, what);
	}
	return g;
}

/* what sb_load_cmp_print prints */
static void cmp_print_is(const struct sb_load_cmp *c, const char *want)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	if (!fp) {
		expect(0, "open_memstream");
		return;
	}
	sb_load_cmp_print(fp, c, "decoupled", "outside");
	fclose(fp);
	str_is("sb_load_cmp_print", buf, want);
	free(buf);
}

/*
 * decoupled mixed: 20000 us; hardirq 9e7 / 20000 = 4500 (exactly 90%:
 * not LOW), softirq 8e7 / 20000 = 4000 (LOW); 170 ops, 816000 ns.
 * outside: 2800 (LOW), 4000 (LOW), 136 ops, 408000 ns.  Late: decoupled's
 * softirq_missed adds up to 20 in 20000 us, 1000/s: with the 4000
 * delivered it reaches the 5000 asked; outside has none.
 */
static void test_load(const struct file *f)
{
	const struct sb_group *d = cell(f, "decoupled", "mixed"), *o = cell(f, "outside", "mixed");
	struct sb_load_cmp c;
	struct sb_load l;
	char err[512] = "no cell";

	if (!d || !o || sb_load_of(&f->r, d, &l, err, sizeof(err))) {
		expect(0, err);
		return;
	}
	is("decoupled mixed rows", l.nrows, 8);
	is("decoupled mixed timed rows", l.ntimed, 8);
	is("weighted", l.weighted, 1);
	near_rel("sum of measure_us", l.us, 20000);
	near_rel("hardirq aggregate", l.rate[SB_IRQ_HARD], 4500);
	near_rel("softirq aggregate", l.rate[SB_IRQ_SOFT], 4000);
	near_rel("nmi aggregate", l.rate[SB_IRQ_NMI], 0);
	near_rel("hardirq asked", l.asked[SB_IRQ_HARD], 5000);
	near_rel("nmi asked", l.asked[SB_IRQ_NMI], 0);
	is("hardirq at exactly 90% is not LOW", l.low[SB_IRQ_HARD], 0);
	is("softirq at 80% is LOW", l.low[SB_IRQ_SOFT], 1);
	is("nmi not asked: not LOW", l.low[SB_IRQ_NMI], 0);
	near_rel("hardirq rows min", l.lo[SB_IRQ_HARD], 0);
	near_rel("hardirq rows max", l.hi[SB_IRQ_HARD], 10000);
	near_rel("handler ops", l.handler_ops, 170);
	near_rel("handler ns", l.handler_ns, 816000);
	near_rel("interrupt-context op ns", l.op_ns, 4800);
	near_rel("handler share", l.share, 0.0408);
	is("rows with late counts", l.nlate, 8);
	near_rel("softirq late", l.late[SB_IRQ_SOFT], 1000);
	near_rel("hardirq late", l.late[SB_IRQ_HARD], 0);
	is("softirq: delivered + late reach 90%", sb_load_late_covers(&l, SB_IRQ_SOFT), 1);
	if (sb_load_compare(&f->r, d, &f->r, o, &c, err, sizeof(err))) {
		expect(0, err);
		return;
	}
	near_rel("outside hardirq", c.b.rate[SB_IRQ_HARD], 2800);
	near_rel("outside op ns", c.b.op_ns, 3000);
	near_rel("outside share", c.b.share, 0.0204);
	is("hardirq 4500 vs 2800 differs", c.differ[SB_IRQ_HARD], 1);
	is("softirq 4000 vs 4000 does not", c.differ[SB_IRQ_SOFT], 0);
	is("nmi asked by neither: no verdict", c.differ[SB_IRQ_NMI], -1);
	is("any", c.any, 1);
	is("outside hardirq: nothing late, not covered", sb_load_late_covers(&c.b, SB_IRQ_HARD), 0);
	cmp_print_is(&c, "hardirq decoupled 4500/s (0/s late), outside 2800/s (0/s late)");
	c.a.nlate = 0;	/* a file without <ctx>_missed: no late figure */
	cmp_print_is(&c, "hardirq decoupled 4500/s, outside 2800/s (0/s late)");
	c.b.nlate = 0;
	c.differ[SB_IRQ_NMI] = 1;	/* as if NMI were asked of outside only */
	c.b.asked[SB_IRQ_NMI] = 1000;
	c.b.rate[SB_IRQ_NMI] = 990;
	cmp_print_is(&c, "hardirq decoupled 4500/s, outside 2800/s; nmi decoupled not asked, outside 990/s");
	/* a task cell has no mixed rows: no load, no verdict */
	sb_load_of(&f->r, cell(f, "decoupled", "task"), &l, err, sizeof(err));
	is("task cell rows", l.nrows, 0);
	is("task vs mixed: no verdict", sb_load_differs(&l, &c.a, SB_IRQ_HARD, SB_LOAD_TOL), -1);
}

/* no measure_us, no irq_handler_ns: the mean of the rows, no handler figures */
static void test_load_old(const struct file *f)
{
	const struct sb_group *d = cell(f, "decoupled", "mixed");
	struct sb_load l;
	char err[512] = "no cell";

	if (!d || sb_load_of(&f->r, d, &l, err, sizeof(err))) {
		expect(0, err);
		return;
	}
	is("old: rows", l.nrows, 8);
	is("old: not weighted", l.weighted, 0);
	near_rel("old: hardirq mean of rows", l.rate[SB_IRQ_HARD], 36000.0 / 8);
	near_rel("old: softirq mean of rows", l.rate[SB_IRQ_SOFT], 31000.0 / 8);
	is("old: no handler rows", l.nhandler, 0);
	check(isnan(l.op_ns) && isnan(l.share), "old: op ns and share NAN", l.op_ns, NAN);
}

static void set(struct sb_load *l, double asked, double rate)
{
	sb_load_init(l);
	l->nrows = 1;
	l->asked[SB_IRQ_HARD] = asked;
	l->rate[SB_IRQ_HARD] = rate;
}

static void test_differs(void)
{
	struct sb_load a, b;

	set(&a, 5000, 4400);
	set(&b, 5000, 4840);	/* exactly 10% more */
	is("exactly 10% apart", sb_load_differs(&a, &b, SB_IRQ_HARD, 0.10), 0);
	is("exactly 10% apart, swapped", sb_load_differs(&b, &a, SB_IRQ_HARD, 0.10), 0);
	set(&b, 5000, 4841);
	is("just over 10%", sb_load_differs(&a, &b, SB_IRQ_HARD, 0.10), 1);
	is("just over 10%, swapped", sb_load_differs(&b, &a, SB_IRQ_HARD, 0.10), 1);
	set(&b, 5000, 0);
	is("one side got none", sb_load_differs(&a, &b, SB_IRQ_HARD, 0.10), 1);
	set(&a, 5000, 0);
	is("both got none", sb_load_differs(&a, &b, SB_IRQ_HARD, 0.10), 0);
	set(&b, 0, 0);
	is("asked on one side only", sb_load_differs(&a, &b, SB_IRQ_HARD, 0.10), 1);
	set(&a, 0, 0);
	is("asked on neither", sb_load_differs(&a, &b, SB_IRQ_HARD, 0.10), -1);
	set(&a, 5000, 4400);
	set(&b, 5000, 4400);
	b.nrows = 0;
	is("a side without rows", sb_load_differs(&a, &b, SB_IRQ_HARD, 0.10), -1);
}

/* what sb_cpu_print prints */
static void print_is(const struct sb_cpu_strata *s, const char *want)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	if (!fp) {
		expect(0, "open_memstream");
		return;
	}
	sb_cpu_print(fp, s);
	fclose(fp);
	str_is("sb_cpu_print", buf, want);
	free(buf);
}

/*
 * decoupled task: CPU0 100.0..100.9, CPU1 150.0..150.9 (10 rows each):
 * medians 100.45, 150.45; n = 10 at 95%: ranks 2 and 9 (1-based), CIs
 * [100.1, 100.8], [150.1, 150.8]: disjoint.  outside: both 120.0..120.9.
 * trylock: CPU1 has a 0 in place of 120.3, median (120.4 + 120.5) / 2.
 */
static void test_cpu(const struct file *f)
{
	struct sb_cpu_strata s;
	char err[512] = "no cell";

	if (sb_cpu_strata(&f->r, cell(f, "decoupled", "task"), 0.95, &s, err, sizeof(err))) {
		expect(0, err);
		return;
	}
	is("CPUs", s.ncpu, 2);
	is("cpu 0 first", s.cpu[0].cpu, 0);
	is("rows of cpu 1", s.cpu[1].n, 10);
	near_rel("cpu0 median", s.cpu[0].median, 100.45);
	near_rel("cpu1 median", s.cpu[1].median, 150.45);
	near_rel("cpu0 CI lo", s.cpu[0].lo, 100.1);
	near_rel("cpu0 CI hi", s.cpu[0].hi, 100.8);
	near_rel("cpu1 CI lo", s.cpu[1].lo, 150.1);
	near_rel("ratio", s.ratio, 150.45 / 100.45);
	is("slow CPU", s.cpu[s.slow].cpu, 1);
	is("fast CPU", s.cpu[s.fast].cpu, 0);
	is("disjoint", s.disjoint, 1);
	sb_cpu_free(&s);
	sb_cpu_strata(&f->r, cell(f, "outside", "task"), 0.95, &s, err, sizeof(err));
	near_rel("outside ratio", s.ratio, 1);
	is("outside overlaps", s.disjoint, 0);
	sb_cpu_free(&s);
	sb_cpu_strata(&f->r, cell(f, "trylock", "task"), 0.95, &s, err, sizeof(err));
	near_rel("trylock cpu1 median with a 0 row", s.cpu[1].median, 120.45);
	near_rel("trylock cpu1 smallest", s.cpu[1].v[0], 0);
	is("trylock overlaps", s.disjoint, 0);
	sb_cpu_free(&s);
	/* two files of a side: the same CPU pooled */
	memset(&s, 0, sizeof(s));
	sb_cpu_add(&s, &f->r, cell(f, "decoupled", "task"), err, sizeof(err));
	sb_cpu_add(&s, &f->r, cell(f, "decoupled", "task"), err, sizeof(err));
	sb_cpu_finish(&s, 0.95);
	is("pooled: CPUs", s.ncpu, 2);
	is("pooled: rows of cpu 0", s.cpu[0].n, 20);
	near_rel("pooled: cpu0 median", s.cpu[0].median, 100.45);
	sb_cpu_free(&s);
	/* 5 rows a CPU: no 95% CI, no verdict, but a ratio */
	memset(&s, 0, sizeof(s));
	s.ncpu = 0;
	sb_cpu_add(&s, &f->r, cell(f, "decoupled", "mixed"), err, sizeof(err));
	sb_cpu_finish(&s, 0.95);
	is("4 rows a CPU: CIs", s.nci, 0);
	is("4 rows a CPU: no verdict", s.disjoint, -1);
	check(isnan(s.cpu[0].lo), "4 rows: CI lo NAN", s.cpu[0].lo, NAN);
	near_rel("4 rows a CPU: ratio", s.ratio, 205.5 / 201.5);
	print_is(&s, "max/min 1.02 (cpu1 / cpu0): cpu0 201.5 [n too small] (4 rows); cpu1 205.5 [n too small] (4 rows)");
	sb_cpu_free(&s);
	sb_cpu_strata(&f->r, cell(f, "decoupled", "task"), 0.95, &s, err, sizeof(err));
	print_is(&s, "max/min 1.50 (cpu1 / cpu0): cpu0 100.5 [100.1, 100.8] (10 rows); cpu1 150.5 [150.1, 150.8] (10 rows)");
	sb_cpu_free(&s);
}

int main(void)
{
	struct file f, old;

	test_differs();
	if (!load(&f, "tests/data/show-strata.csv")) {
		test_load(&f);
		test_cpu(&f);
		sb_groups_free(&f.gs);
		sb_results_free(&f.r);
	}
	if (!load(&old, "tests/data/show-strata-old.csv")) {
		test_load_old(&old);
		sb_groups_free(&old.gs);
		sb_results_free(&old.r);
	}
	return sb_test_end();
}
