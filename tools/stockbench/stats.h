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
/* The same for real df (Welch, moderated t); df > SB_T_DF_NORMAL: normal. */
double sb_t_crit_df(double conf, double df);
/* Two-sided P(|T| >= |t|) of Student's t with df (real) degrees. */
double sb_t_p2(double t, double df);
#define SB_T_DF_NORMAL 1e6

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

/*
 * Across boots (boots.c, paired.c's --across-boots): t intervals on
 * per-boot log values.  est, se, df; lo, hi at the confidence asked;
 * p two-sided for est = 0.
 */
struct sb_tint {
	double est, se, df, lo, hi, p;
};

/* The interval est +- t(conf, df) se, and its p. */
void sb_t_interval(double est, double se, double df, double conf,
		   struct sb_tint *o);
/* One-sample t of mean(x): df n - 1.  -1 when n < 2. */
int sb_t_onesample(const double *x, size_t n, double conf, struct sb_tint *o);
/* Welch's t of mean(b) - mean(a), Welch-Satterthwaite df.  -1: n < 2. */
int sb_welch(const double *a, size_t na, const double *b, size_t nb,
	     double conf, struct sb_tint *o);

double sb_digamma(double x);
double sb_trigamma(double x);
/*
 * limma's fitFDist without covariates (Smyth 2004, section 6.2): the
 * prior of the sample variances s2[i] (d[i] degrees each) of one table,
 * scaled F: e = log s2 - digamma(d/2) + log(d/2); d0 = 2 trigamma^-1(
 * var(e) - mean trigamma(d/2)), s0sq = exp(mean(e) + digamma(d0/2) -
 * log(d0/2)); var(e) - mean trigamma <= 0: d0 = INFINITY, s0sq =
 * exp(mean e).  Entries with s2 or d <= 0 are left out; -1 when fewer
 * than 3 remain.
 */
int sb_fit_fdist(const double *s2, const double *d, size_t n, double *s0sq,
		 double *d0);
/*
 * The same with d0 at most @d0max (>= 0): a fitted d0 above it becomes
 * d0max, and s0sq limma's scale for it, exp(mean e + digamma(d0max / 2) -
 * log(d0max / 2)); d0max 0: no prior (s0sq 0).  *d0fit: the d0 fitted.
 */
int sb_fit_fdist_bounded(const double *s2, const double *d, size_t n, double d0max,
			 double *s0sq, double *d0, double *d0fit);
/* The posterior variance (d0 s0sq + d s2) / (d0 + d); d0 infinite: s0sq. */
double sb_moderated_var(double s2, double d, double s0sq, double d0);

/*
 * Exact sign-flip permutation test of mean(x) = 0: the share of the 2^n
 * sign patterns whose |sum| is at least the observed one (two-sided,
 * the observed pattern included).  NAN when n is 0 or > SB_SIGNFLIP_MAX.
 */
#define SB_SIGNFLIP_MAX 24
double sb_signflip_p(const double *x, size_t n);

/*
 * TOST on the log scale: 1 when the interval [lo, hi] (computed at
 * confidence 1 - 2 alpha, for a test at alpha) lies inside
 * (log(1 - margin), log(1 + margin)).
 */
int sb_equivalent(double lo, double hi, double margin);

/*
 * Boots a side a two-sample t test (two-sided, confidence conf) needs to
 * find a log effect with the given power when boots vary by sd (log):
 * the smallest n with |effect| / (sd sqrt(2/n)) >= t(conf, 2n-2) +
 * t_power(2n-2).  0: no effect or no sd; SB_BOOTS_NEEDED_MAX + 1: more.
 */
#define SB_BOOTS_NEEDED_MAX 100
size_t sb_boots_needed(double effect, double sd, double conf, double power);
/*
 * The same for pairs (compare --pairs): a one-sample t test of the
 * per-pair log ratios, which vary by sd: the smallest n >= 2 with
 * |effect| / (sd / sqrt(n)) >= t(conf, n-1) + t_power(n-1).
 */
size_t sb_pairs_needed(double effect, double sd, double conf, double power);

#endif
