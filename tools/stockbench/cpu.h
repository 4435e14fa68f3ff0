/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cpu.h - CPU as a stratum: the ns/op of a cell's ok rows split by the
 * row's CPU, each CPU's median with its distribution-free CI (the order
 * statistics show uses for the whole cell), and how far the CPUs are
 * apart: the ratio of the largest to the smallest per-CPU median, and
 * whether two per-CPU CIs are disjoint ("CPUs disagree").
 */
#ifndef SB_CPU_H
#define SB_CPU_H

#include <stddef.h>
#include <stdio.h>

#include "csv.h"
#include "group.h"

/*
 * The indices into r->rows of the ok rows of cell g (the rows that
 * sb_group_results gathered into g), in file order; returns their number.
 * *rows is allocated (free it), also when there are none.
 */
size_t sb_cell_rows(const struct sb_results *r, const struct sb_group *g,
		    size_t **rows);

struct sb_cpu_est {
	long cpu;
	double *v;		/* ns/op of its ok rows, sorted */
	size_t n;
	double median;
	double lo, hi;		/* CI of the median; NAN when n is too small */
};

struct sb_cpu_strata {
	struct sb_cpu_est *cpu;	/* ascending CPU number */
	size_t ncpu;
	/* largest / smallest per-CPU median; NAN with < 2 CPUs or a 0 median */
	double ratio;
	size_t slow, fast;	/* the CPUs (indices) of the largest and smallest */
	/*
	 * 1: two per-CPU CIs do not overlap (the CPUs disagree); 0: every
	 * pair overlaps; -1: fewer than 2 CPUs have a CI (n too small)
	 */
	int disjoint;
	size_t nci;		/* CPUs with a CI */
};

/*
 * Add the ok rows of cell g of one file; call it once per file of one side
 * (the same CPU number in two files is pooled), then sb_cpu_finish.
 * Rows whose cpu is not an integer are refused: -1 with the reason in err.
 */
int sb_cpu_add(struct sb_cpu_strata *s, const struct sb_results *r,
	       const struct sb_group *g, char *err, size_t errlen);
/* Medians, CIs at confidence conf (0.95), ratio and verdict. */
void sb_cpu_finish(struct sb_cpu_strata *s, double conf);
/* sb_cpu_add + sb_cpu_finish of one file's cell. */
int sb_cpu_strata(const struct sb_results *r, const struct sb_group *g,
		  double conf, struct sb_cpu_strata *s, char *err, size_t errlen);
void sb_cpu_free(struct sb_cpu_strata *s);
/*
 * "max/min 1.50 (cpu1 / cpu0): cpu0 100.5 [100.1, 100.8] (10 rows); cpu1
 * ..." (no newline): each CPU's median and CI formatted as show's table
 * prints them (module/sb_summary.h); "[n too small]" without a CI.
 */
void sb_cpu_print(FILE *fp, const struct sb_cpu_strata *s);

#endif
