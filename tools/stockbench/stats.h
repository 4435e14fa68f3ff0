/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stats.h - the statistics stockbench reports: order statistics,
 * distribution-free confidence intervals, Mann-Whitney U, the
 * Hodges-Lehmann shift with its Mann-Whitney (Moses) interval, and
 * ministat's pooled Student's t for cross-checking against ministat.
 */
#ifndef SB_STATS_H
#define SB_STATS_H

#include <stddef.h>

void sb_sort(double *x, size_t n);
double sb_mean(const double *x, size_t n);
/* Sample standard deviation (n - 1 denominator); NAN when n < 2. */
double sb_sd(const double *x, size_t n);
/* Inputs sorted ascending.  Even n: mean of the two middle values. */
double sb_median_sorted(const double *s, size_t n);
/* Linear interpolation between order statistics (Hyndman-Fan type 7). */
double sb_quantile_sorted(const double *s, size_t n, double p);
/*
 * Distribution-free CI of the median from order statistics (binomial):
 * [x(k), x(n+1-k)] with coverage >= conf, by the module's rule
 * (module/sb_summary.h: exact up to 1024 values, conf in per mille).
 * -1 when n is too small.
 */
int sb_median_ci(const double *s, size_t n, double conf,
		 double *lo, double *hi);
/* The same, as 0-based ranks into the sorted values. */
int sb_median_ci_ranks(size_t n, double conf, size_t *lo, size_t *hi);

/* Standard normal upper quantile: z with P(Z > z) = p. */
double sb_z_upper(double p);
/* Two-sided Student's t critical value for confidence conf, df degrees. */
double sb_t_crit(double conf, int df);

struct sb_mw {
	double u;	/* U of sample a: #(a > b) + ties / 2 */
	double p;	/* two-sided p-value */
	int exact;	/* 1: exact distribution; 0: normal approx. */
	int ties;	/* 1 when any value occurs in both or twice */
};

/* Largest sample sizes for which the exact distribution is used. */
#define SB_MW_EXACT_MAX 50

void sb_mann_whitney(const double *a, size_t na, const double *b, size_t nb,
		     struct sb_mw *out);

/*
 * Hodges-Lehmann estimate of the shift b - a (median of all pairwise
 * differences) and its confidence interval by inverting Mann-Whitney
 * (Moses).  Returns -1 when the samples are too small for an interval
 * at this confidence (est is still set).
 */
int sb_hodges_lehmann(const double *a, size_t na, const double *b, size_t nb,
		      double conf, double *est, double *lo, double *hi);

/*
 * Holm's step-down adjustment for the m tests of one table: with the
 * p-values sorted, p_(1) <= ... <= p_(m), adj_(i) = max over j <= i of
 * min(1, (m - j + 1) p_(j)).  A row with adj < alpha is a difference at
 * family-wise level alpha: the chance that any row with no real change
 * is flagged is at most alpha.  NAN entries are no test: they stay NAN
 * and do not count in m.  Returns m.
 */
size_t sb_holm(const double *p, size_t n, double *adj);

struct sb_ttest {
	double diff;		/* mean(b) - mean(a) */
	double halfwidth;	/* t * pooled s * sqrt(1/na + 1/nb) */
	double pooled_s;
	int significant;	/* |diff| > halfwidth */
};

/* ministat's test: pooled-variance Student's t at confidence conf. */
int sb_student_t(const double *a, size_t na, const double *b, size_t nb,
		 double conf, struct sb_ttest *out);

#endif
