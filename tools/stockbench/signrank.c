// SPDX-License-Identifier: GPL-2.0
/*
 * signrank.c - Wilcoxon signed-rank test on paired differences d.
 *
 * Zeros are dropped (Wilcoxon's convention). |d| is ranked with
 * midranks; W+ sums the ranks of the positive d. Without ties and for
 * n <= SB_SR_EXACT_MAX the null distribution of W+ is exact: the number
 * of subsets of {1..n} with each sum, built one rank at a time. Otherwise
 * the normal approximation with continuity and tie correction:
 * mean n(n+1)/4, variance n(n+1)(2n+1)/24 - sum(t^3 - t)/48.
 *
 * The estimate of the centre is Hodges-Lehmann's: the median of the
 * n(n+1)/2 Walsh averages (d_i + d_j) / 2, i <= j, of all n differences,
 * zeros included (a block that did not move is evidence of no shift;
 * dropping it, as R's wilcox.test does, pulls the estimate away from 0);
 * its interval is [A_(k), A_(M+1-k)] with k = c + 1, c the critical value
 * of the test for all n (Hollander & Wolfe, Nonparametric Statistical
 * Methods, ch. 3), the zeros one more group of ties.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "signrank.h"
#include "stats.h"
#include "util.h"

/* counts[w] = number of subsets of {1..n} summing to w, as doubles */
static double *null_counts(size_t n)
{
	size_t m = n * (n + 1) / 2, i, w;
	double *c = xcalloc(m + 1, sizeof(*c));

	c[0] = 1;
	for (i = 1; i <= n; i++)
		for (w = i * (i + 1) / 2; w >= i; w--)
			c[w] += c[w - i];
	return c;
}

double sb_signrank_cdf(size_t n, double w)
{
	size_t m = n * (n + 1) / 2, i;
	double *c, cum = 0, total = ldexp(1, (int)n);

	if (w < 0)
		return 0;
	if (w >= m)
		return 1;
	c = null_counts(n);
	for (i = 0; i <= (size_t)floor(w); i++)
		cum += c[i];
	free(c);
	return cum / total;
}

long sb_signrank_crit(size_t n, double alpha)
{
	size_t m = n * (n + 1) / 2, w;
	double *c, cum = 0, total = ldexp(1, (int)n);
	long crit = -1;

	c = null_counts(n);
	for (w = 0; w <= m; w++) {
		cum += c[w];
		if (cum / total > alpha / 2)
			break;
		crit = (long)w;
	}
	free(c);
	return crit;
}

static int cmp_abs(const void *x, const void *y)
{
	double a = fabs(*(const double *)x), b = fabs(*(const double *)y);

	return a < b ? -1 : a > b;
}

static int cmp_dbl(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;

	return a < b ? -1 : a > b;
}

/* the ties term sum(t^3 - t) of a group of z zeros */
static double zero_ties(size_t z)
{
	return z > 1 ? (double)z * z * z - z : 0;
}

/*
 * The median of the Walsh averages of v[0..n) and the interval around it,
 * k from the exact null distribution of n without ties, else from the
 * normal one with the ties term tie_sum (and continuity).
 */
static void hodges_lehmann(const double *v, size_t n, double alpha,
			   double tie_sum, int ties, struct sb_signrank *out)
{
	size_t i, j, k, m = n * (n + 1) / 2;
	double *walsh = xcalloc(m, sizeof(*walsh));

	for (i = 0, k = 0; i < n; i++)
		for (j = i; j < n; j++)
			walsh[k++] = (v[i] + v[j]) / 2;
	qsort(walsh, m, sizeof(*walsh), cmp_dbl);
	out->est = m & 1 ? walsh[m / 2] : (walsh[m / 2 - 1] + walsh[m / 2]) / 2;
	if (!ties && n <= SB_SR_EXACT_MAX) {
		long c = sb_signrank_crit(n, alpha);

		k = c < 0 ? 0 : (size_t)c + 1;
	} else {
		double var = n * (n + 1) * (2.0 * n + 1) / 24 - tie_sum / 48;
		/* the critical value of the normal test, with continuity */
		double c = floor(m / 2.0 - sb_z_upper(alpha / 2) * sqrt(var) - 0.5);

		k = c < 0 ? 0 : (size_t)c + 1;
	}
	if (k >= 1 && k <= m + 1 - k) {
		out->lo = walsh[k - 1];
		out->hi = walsh[m - k];
		out->has_ci = 1;
	}
	free(walsh);
}

int sb_signrank(const double *d, size_t n, double conf,
		struct sb_signrank *out)
{
	double alpha = 1 - conf, *v, tie_sum = 0, mean, var;
	size_t i, j, k, m, nz = 0;

	memset(out, 0, sizeof(*out));
	v = xcalloc(n, sizeof(*v));
	for (i = 0; i < n; i++) {
		if (d[i] == 0)
			out->zeros++;
		else
			v[nz++] = d[i];
	}
	out->n = nz;
	if (nz == 0 || n > SB_SR_MAX) {
		free(v);
		return -1;
	}
	qsort(v, nz, sizeof(*v), cmp_abs);
	for (i = 0; i < nz; i = j) {
		double rank;

		for (j = i + 1; j < nz && fabs(v[j]) == fabs(v[i]); j++)
			;
		rank = (i + 1 + j) / 2.0;	/* midrank of 1-based i+1..j */
		if (j - i > 1) {
			double t = (double)(j - i);

			out->ties = 1;
			tie_sum += t * t * t - t;
		}
		for (k = i; k < j; k++)
			if (v[k] > 0)
				out->w += rank;
	}
	m = nz * (nz + 1) / 2;
	mean = m / 2.0;
	var = nz * (nz + 1) * (2.0 * nz + 1) / 24 - tie_sum / 48;
	if (!out->ties && nz <= SB_SR_EXACT_MAX) {
		double lo = sb_signrank_cdf(nz, out->w);
		double hi = 1 - sb_signrank_cdf(nz, out->w - 1);

		out->exact = 1;
		out->p = fmin(1, 2 * fmin(lo, hi));
	} else {
		double dev = fabs(out->w - mean);

		dev = dev > 0.5 ? dev - 0.5 : 0;
		out->p = var > 0 ? erfc(dev / sqrt(var) / sqrt(2)) : 1;
	}

	/* the estimate and its interval: all n, the zeros back in */
	for (i = nz; i < n; i++)
		v[i] = 0;
	hodges_lehmann(v, n, alpha, tie_sum + zero_ties(out->zeros),
		       out->ties || out->zeros > 1, out);
	free(v);
	return 0;
}
