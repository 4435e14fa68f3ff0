/* SPDX-License-Identifier: GPL-2.0 */
/*
 * signrank.h - the one-sample (paired) Wilcoxon signed-rank test and the
 * Hodges-Lehmann estimate of the centre of the paired differences, with
 * its confidence interval from the same distribution (Walsh averages).
 */
#ifndef SB_SIGNRANK_H
#define SB_SIGNRANK_H

#include <stddef.h>

/* Largest n for which the exact null distribution is used. */
#define SB_SR_EXACT_MAX 50
/* Largest n for which the interval is computed (n(n+1)/2 Walsh averages). */
#define SB_SR_MAX 5000

struct sb_signrank {
	size_t n;	/* non-zero differences used */
	size_t zeros;	/* differences equal to 0: out of the test (Wilcoxon), in the estimate */
	double w;	/* W+: the sum of the ranks of the positive ones */
	double p;	/* two-sided p-value */
	int exact;	/* 1: exact null distribution; 0: normal approx. */
	int ties;	/* 1: some |d| tie (midranks, normal approx.) */
	double est;	/* Hodges-Lehmann: median of all n's Walsh averages */
	double lo, hi;	/* CI of the centre at the given confidence */
	int has_ci;	/* 0: n too small for that confidence */
};

/*
 * Largest w with P(W+ <= w) <= alpha / 2 under the null for n pairs
 * (the tabled critical value of the two-sided test); -1 if none.
 */
long sb_signrank_crit(size_t n, double alpha);
/* P(W+ <= w) under the null, exact, for n <= SB_SR_EXACT_MAX. */
double sb_signrank_cdf(size_t n, double w);
/* The test, estimate and interval of the differences d[0..n). 0 or -1. */
int sb_signrank(const double *d, size_t n, double conf,
		struct sb_signrank *out);

#endif
