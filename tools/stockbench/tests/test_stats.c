// SPDX-License-Identifier: GPL-2.0
/*
 * test_stats.c - known-answer and power tests of stats.c.
 *
 * Oracles: hand calculation (shown in the comments), R's documented
 * wilcox.test example, brute-force enumeration of every arrangement
 * for exact Mann-Whitney p-values, and Monte Carlo for power and size.
 *
 * "test_stats gen SEED N MEAN SD" prints N seeded normal numbers for
 * the ministat cross-check in run-tests.sh.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"
#include "../../module/sb_summary.h"
#include "sbtest.h"

/* splitmix64: tiny, seedable, and the same on every machine. */
static uint64_t rng_state;

static uint64_t rng_next(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static double rng_unit(void)
{
	return ((rng_next() >> 11) + 0.5) / 9007199254740992.0;
}

/* Box-Muller. */
static double rng_normal(void)
{
	return sqrt(-2 * log(rng_unit())) * cos(2 * M_PI * rng_unit());
}

/*
 * Exact two-sided p by enumerating every way to pick which na of the
 * na+nb pooled values belong to sample a (bitmask over positions).
 */
static double brute_p(const double *a, size_t na, const double *b, size_t nb)
{
	size_t n = na + nb, i, j;
	double pool[24], u0 = 0, mean = na * (double)nb / 2;
	unsigned long mask, total = 0, extreme = 0;

	memcpy(pool, a, na * sizeof(double));
	memcpy(pool + na, b, nb * sizeof(double));
	for (i = 0; i < na; i++)
		for (j = 0; j < nb; j++)
			u0 += a[i] > b[j];
	for (mask = 0; mask < (1UL << n); mask++) {
		double u = 0;

		if ((size_t)__builtin_popcountl(mask) != na)
			continue;
		for (i = 0; i < n; i++)
			for (j = 0; j < n; j++)
				if ((mask >> i & 1) && !(mask >> j & 1))
					u += pool[i] > pool[j];
		total++;
		extreme += fabs(u - mean) >= fabs(u0 - mean) - 1e-9;
	}
	return (double)extreme / total;
}

TEST(test_order_stats)
{
	double x[10] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 }, lo, hi;
	double y[5] = { 3, 1, 4, 1, 5 };

	near("median of 1..10", sb_median_sorted(x, 10), 5.5, 0);
	near("median of 1..9", sb_median_sorted(x, 9), 5, 0);
	near("quantile 0.9 of 1..10 (type 7)", sb_quantile_sorted(x, 10, 0.9), 9.1, 1e-12);
	near("mean of 1..10", sb_mean(x, 10), 5.5, 0);
	/* sum (i - 5.5)^2 = 82.5; / 9 = 9.1667 */
	near("sd of 1..10", sb_sd(x, 10), sqrt(82.5 / 9), 1e-12);
	sb_sort(y, 5);
	check(y[0] == 1 && y[1] == 1 && y[4] == 5, "sort", y[4], 5);
	/* n = 10: P(X <= 1) = 11/1024 <= 0.025 < P(X <= 2) = 56/1024 -> [x(2), x(9)] */
	check(!sb_median_ci(x, 10, 0.95, &lo, &hi) && lo == 2 && hi == 9,
	      "median CI n=10 is [x(2), x(9)]", lo * 100 + hi, 209);
	/* n = 6: P(X <= 0) = 1/64 -> [x(1), x(6)]; n = 5: 1/32 > 0.025 -> none */
	check(!sb_median_ci(x, 6, 0.95, &lo, &hi) && lo == 1 && hi == 6,
	      "median CI n=6 is [x(1), x(6)]", lo * 100 + hi, 106);
	check(sb_median_ci(x, 5, 0.95, &lo, &hi) == -1, "median CI n=5 too small", 0, -1);
}

/*
 * The module's summary code (module/sb_summary.h), which `cat results` and
 * `stockbench show` share.  Oracles: the exact binomial by hand or R
 * (qbinom(0.025, n, 0.5)), and decimal rounding of exact values.
 */
TEST(test_summary)
{
	static const unsigned long long odd[] = { 1000, 2000, 3000 };
	static const unsigned long long even[] = { 33130, 33141 };
	unsigned int lo = 0, hi = 0;
	size_t l = 0, h = 0;
	char b[SBS_FMT_LEN];

	/*
	 * n = 100: P(X <= 39) = 0.0176 <= 0.025 < P(X <= 40) = 0.0284, so
	 * k = 40 and the CI is [x(40), x(61)], 0-based 39..60 (the module
	 * before the shared code printed 40..60).
	 */
	check(sbs_median_ci(100, 950, SBS_Z95_MILLI, &lo, &hi) && lo == 39 && hi == 60,
	      "module CI n=100 is ranks 39..60", lo * 1000 + hi, 39060);
	check(!sb_median_ci_ranks(100, 0.95, &l, &h) && l == 39 && h == 60,
	      "CLI CI n=100 is ranks 39..60", l * 1000 + h, 39060);
	/* n = 1024: the largest k with P(X <= k - 1) <= 2.5% is 481 (exact sum) */
	check(sbs_median_ci_k(1024, 950, SBS_Z95_MILLI) == 481, "CI k n=1024",
	      sbs_median_ci_k(1024, 950, SBS_Z95_MILLI), 481);
	/* n = 1100, normal: (1101 - 1.96 sqrt(1100)) / 2 = 517.99 -> 517 */
	check(sbs_median_ci_k(1100, 950, SBS_Z95_MILLI) == 517, "CI k n=1100",
	      sbs_median_ci_k(1100, 950, SBS_Z95_MILLI), 517);
	check(!sbs_median_ci(5, 950, SBS_Z95_MILLI, &lo, &hi), "module CI n=5 none", 0, 0);
	check(lround(sb_z_upper(0.025) * 1000) == SBS_Z95_MILLI, "z 95% in thousandths",
	      lround(sb_z_upper(0.025) * 1000), SBS_Z95_MILLI);
	check(sbs_median2(odd, 3) == 4000 && sbs_median2(even, 2) == 66271,
	      "median2", sbs_median2(even, 2), 66271);
	/* (33130 + 33141) / 2 = 33135.5 ps -> 33.14 ns, half up */
	check(!strcmp(sbs_fmt_ps(b, 66271, 2), "33.14"), "fmt median 33.1355", 0, 0);
	check(!strcmp(sbs_fmt_ps(b, 33135, 1), "33.14"), "fmt 33.135 half up", 0, 0);
	check(!strcmp(sbs_fmt_ps(b, 33134, 1), "33.13"), "fmt 33.134", 0, 0);
	check(!strcmp(sbs_fmt_ps(b, 99995, 1), "100.00"), "fmt 99.995", 0, 0);
	check(!strcmp(sbs_fmt_ps(b, 100049, 1), "100.0"), "fmt 100.049", 0, 0);
	check(!strcmp(sbs_fmt_ps(b, 1184500, 1), "1185"), "fmt 1184.5", 0, 0);
	check(sbs_rank_pct(20, 99) == 19 && sbs_rank_pct(20, 50) == 9 &&
	      sbs_rank_pct(1, 50) == 0, "nearest rank", sbs_rank_pct(20, 99), 19);
	{
		int v[] = { -5, 1, 2, 3, 4, 5, 6, 100 };	/* middle half: 2..5 */

		check(sbs_iqm_sorted(v, 8) == 3, "iqm", sbs_iqm_sorted(v, 8), 3);
	}
}

TEST(test_quantiles)
{
	/* Textbook values of the t and normal distributions. */
	near("t crit 95% df=10", sb_t_crit(0.95, 10), 2.228139, 1e-5);
	near("t crit 95% df=1", sb_t_crit(0.95, 1), 12.706205, 1e-5);
	near("t crit 95% df=100", sb_t_crit(0.95, 100), 1.983972, 1e-5);
	near("t crit 99% df=5", sb_t_crit(0.99, 5), 4.032143, 1e-5);
	near("z upper 0.025", sb_z_upper(0.025), 1.959964, 1e-6);
}

TEST(test_mann_whitney)
{
	/* R ?wilcox.test: W = 35, one-sided p = 0.1272 -> two-sided 0.2544 */
	double x[] = { 0.80, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46 };
	double y[] = { 1.15, 0.88, 0.90, 0.74, 1.21 };
	double a3[] = { 1, 2, 3 }, b3[] = { 4, 5, 6 };
	double a5[] = { 1, 2, 3, 4, 5 }, b5[] = { 6, 7, 8, 9, 10 };
	double at[] = { 1, 2, 2, 3 }, bt[] = { 2, 3, 4, 5 };
	double big_a[60], big_b[60], est, lo, hi;
	struct sb_mw mw;
	int i, trial;

	sb_mann_whitney(x, 10, y, 5, &mw);
	near("R example: U", mw.u, 35, 0);
	check(mw.exact, "R example: exact", mw.exact, 1);
	near("R example: two-sided p", mw.p, 0.2544, 5e-5);
	near("R example: p vs enumeration", mw.p, brute_p(x, 10, y, 5), 1e-12);

	/* Complete separation, 3 vs 3: 2 / C(6,3) = 0.1 */
	sb_mann_whitney(a3, 3, b3, 3, &mw);
	near("3v3 separated: U", mw.u, 0, 0);
	near("3v3 separated: p = 2/20", mw.p, 0.1, 1e-12);
	/* 5 vs 5: 2 / C(10,5) = 2/252 */
	sb_mann_whitney(b5, 5, a5, 5, &mw);
	near("5v5 separated: U", mw.u, 25, 0);
	near("5v5 separated: p = 2/252", mw.p, 2.0 / 252, 1e-12);

	/*
	 * Ties, normal approximation by hand: U = 2.5, mean 8, tie groups
	 * {2,2,2} and {3,3}: sum(t^3 - t) = 24 + 6 = 30, N = 8,
	 * var = 16/12 * (9 - 30/56) = 11.285714, z = (5.5 - 0.5)/3.359422 =
	 * 1.488351, p = erfc(z / sqrt 2) = 0.136658 (R: p-value = 0.1367).
	 */
	sb_mann_whitney(at, 4, bt, 4, &mw);
	near("ties: U", mw.u, 2.5, 0);
	check(!mw.exact && mw.ties, "ties: normal approximation used", mw.exact, 0);
	near("ties: p", mw.p, 0.136658, 1e-6);

	/*
	 * Large n, no ties: a = 1..60, b = 31.5..90.5.  U_a = #(a > b) =
	 * sum over a = 32..60 of (a - 31) = 435; mean 1800; var = 3600 *
	 * 121 / 12 = 36300; z = (1365 - 0.5) / 190.525589 = 7.161768.
	 */
	for (i = 0; i < 60; i++) {
		big_a[i] = i + 1;
		big_b[i] = i + 31.5;
	}
	sb_mann_whitney(big_a, 60, big_b, 60, &mw);
	near("60v60: U", mw.u, 435, 0);
	check(!mw.exact, "60v60: normal approximation", mw.exact, 0);
	near("60v60: p", mw.p, erfc(7.161768 / M_SQRT2), 1e-17);

	/* Exact distribution against enumeration on random small samples. */
	rng_state = 42;
	for (trial = 0; trial < 30; trial++) {
		size_t na = 2 + trial % 6, nb = 3 + trial % 5;
		double a[8], b[8];
		size_t k;

		for (k = 0; k < na; k++)
			a[k] = rng_normal();
		for (k = 0; k < nb; k++)
			b[k] = rng_normal() + 0.7;
		sb_mann_whitney(a, na, b, nb, &mw);
		check(mw.exact && fabs(mw.p - brute_p(a, na, b, nb)) < 1e-12,
		      "exact p equals enumeration", mw.p, brute_p(a, na, b, nb));
	}

	/*
	 * Hodges-Lehmann: b - a for 1..5 vs 6..10 takes 1..9 with counts
	 * 1,2,3,4,5,4,3,2,1; median 5.  Exact 5v5: P(U <= 2) = 4/252 <=
	 * 0.025 < P(U <= 3) = 7/252, so c = 3: CI = [D(3), D(23)] = [2, 8].
	 */
	check(!sb_hodges_lehmann(a5, 5, b5, 5, 0.95, &est, &lo, &hi) &&
	      est == 5 && lo == 2 && hi == 8, "HL 1..5 vs 6..10: 5 [2, 8]",
	      est * 10000 + lo * 100 + hi, 50208);
	/* 3 vs 3: P(U = 0) = 0.05 > 0.025, no 95% interval exists. */
	check(sb_hodges_lehmann(a3, 3, b3, 3, 0.95, &est, &lo, &hi) == -1 && est == 3,
	      "HL 3v3: no interval, estimate 3", est, 3);
}

static int cmp_d(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;

	return (a > b) - (a < b);
}

/*
 * The fast paths (U from ranks, k-th pairwise difference by bisection)
 * against the obvious O(na nb) definitions, on samples with ties; and
 * a size (20000 a side) that the obvious way could not afford.
 */
TEST(test_against_pairs)
{
	static double a[20000], b[20000], d[300 * 200];
	int trial;
	size_t k;

	rng_state = 7;
	for (trial = 0; trial < 20; trial++) {
		size_t na = 20 + trial * 14, nb = 11 + trial * 9, i, j, m = 0;
		double u = 0, est, lo, hi, want;
		struct sb_mw mw;

		for (k = 0; k < na; k++)	/* rounded: ties on purpose */
			a[k] = round(100 * (30 + rng_normal())) / 100;
		for (k = 0; k < nb; k++)
			b[k] = round(100 * (30.3 + rng_normal())) / 100;
		for (i = 0; i < na; i++)
			for (j = 0; j < nb; j++) {
				u += a[i] > b[j] ? 1 : a[i] == b[j] ? 0.5 : 0;
				d[m++] = b[j] - a[i];
			}
		qsort(d, m, sizeof(double), cmp_d);
		want = m % 2 ? d[m / 2] : (d[m / 2 - 1] + d[m / 2]) / 2;
		sb_mann_whitney(a, na, b, nb, &mw);
		near("U from ranks equals pair count", mw.u, u, 0);
		sb_hodges_lehmann(a, na, b, nb, 0.95, &est, &lo, &hi);
		near("HL estimate equals median of all differences", est, want, 0);
		/* lo and hi must be actual differences, in order. */
		check(bsearch(&lo, d, m, sizeof(double), cmp_d) &&
		      bsearch(&hi, d, m, sizeof(double), cmp_d) && lo <= est && est <= hi,
		      "HL CI ends are pairwise differences around the estimate", lo, hi);
	}
	for (k = 0; k < 20000; k++) {
		a[k] = 30 + rng_normal();
		b[k] = 30.03 + rng_normal();
	}
	{
		double est, lo, hi;
		struct sb_mw mw;

		sb_mann_whitney(a, 20000, b, 20000, &mw);
		sb_hodges_lehmann(a, 20000, b, 20000, 0.95, &est, &lo, &hi);
		check(mw.p >= 0 && mw.p <= 1 && lo < est && est < hi &&
		      fabs(est - 0.03) < 0.05, "20000 a side: HL near the true shift 0.03",
		      est, 0.03);
	}
}

/*
 * Power and size, as compare uses it: log ns/op, Mann-Whitney, p < 0.05.
 * Benchmark-like spread: 1% relative SD (lognormal), n = 5 and n = 10
 * rows a side (5 repeats x 1 or 2 CPUs), 200 seeded trials each.
 */
TEST(test_power)
{
	size_t sizes[] = { 5, 10 }, s;

	for (s = 0; s < 2; s++) {
		size_t n = sizes[s], k;
		int trial, detected = 0, quiet = 0;
		char what[128];

		rng_state = 1000 + n;
		for (trial = 0; trial < 200; trial++) {
			double a[10], b[10], c[10];
			struct sb_mw mw;

			for (k = 0; k < n; k++) {
				a[k] = log(30.0) + 0.01 * rng_normal();
				b[k] = log(30.0 * 1.03) + 0.01 * rng_normal();
				c[k] = log(30.0) + 0.01 * rng_normal();
			}
			sb_mann_whitney(a, n, b, n, &mw);
			detected += mw.p < 0.05;
			sb_mann_whitney(a, n, c, n, &mw);
			quiet += mw.p >= 0.05;
		}
		snprintf(what, sizeof(what), "power: 3%% shift, 1%% SD, n=%zu: detected in >= 95%% of 200", n);
		check(detected >= 190, what, detected, 190);
		snprintf(what, sizeof(what), "size: same distribution, n=%zu: ~ in >= 95%% of 200", n);
		check(quiet >= 190, what, quiet, 190);
		printf("# n=%zu: 3%% shift detected %d/200, same-distribution ~ %d/200\n",
		       n, detected, quiet);
	}
}

/*
 * Holm by hand.  p = 0.01, 0.04, 0.03, 0.005 (m = 4), sorted 0.005,
 * 0.01, 0.03, 0.04: 4 x 0.005 = 0.02, 3 x 0.01 = 0.03, 2 x 0.03 = 0.06,
 * 1 x 0.04 = 0.04 -> 0.06 (running maximum).  NAN is no test: m = 2 for
 * 0.5, NAN, 0.3: 2 x 0.3 = 0.6, 0.5 -> 0.6.  Three equal p: 3p each.
 * And the exact Mann-Whitney p of 5 boots against 5 that the boots tests
 * use (tests/data/boots/): U = 0, 1, 2 of C(10, 5) = 252 arrangements are
 * 1, 1 and 2 of them, so two-sided p = 2/252, 4/252, 8/252.
 */
TEST(test_holm)
{
	const double p[4] = { 0.01, 0.04, 0.03, 0.005 }, q[3] = { 0.5, NAN, 0.3 };
	const double e[3] = { 0.02, 0.02, 0.02 };
	const double a[5] = { 1, 2, 3, 4, 5 }, b0[5] = { 6, 7, 8, 9, 10 };
	const double b1[5] = { 4.5, 7, 8, 9, 10 }, b2[5] = { 3.5, 7, 8, 9, 10 };
	double adj[4];
	struct sb_mw mw;

	check(sb_holm(p, 4, adj) == 4, "holm: m", 0, 4);
	near("holm: 0.01 -> 0.03", adj[0], 0.03, 1e-15);
	near("holm: 0.04 -> 0.06", adj[1], 0.06, 1e-15);
	near("holm: 0.03 -> 0.06", adj[2], 0.06, 1e-15);
	near("holm: 0.005 -> 0.02", adj[3], 0.02, 1e-15);
	check(sb_holm(q, 3, adj) == 2 && isnan(adj[1]), "holm: NAN is no test", adj[1], NAN);
	near("holm: 0.5 -> 0.6", adj[0], 0.6, 1e-15);
	near("holm: 0.3 -> 0.6", adj[2], 0.6, 1e-15);
	sb_holm(e, 3, adj);
	near("holm: equal p", adj[0] + adj[1] + adj[2], 0.18, 1e-15);
	sb_holm(p, 1, adj);
	check(adj[0] == 0.01, "holm: one test, p unchanged", adj[0], 0.01);
	sb_mann_whitney(a, 5, b0, 5, &mw);
	check(mw.exact && fabs(mw.p - 2 / 252.0) < 1e-15, "MW 5v5 U=0: 2/252", mw.p, 2 / 252.0);
	sb_mann_whitney(a, 5, b1, 5, &mw);
	check(mw.exact && fabs(mw.p - 4 / 252.0) < 1e-15, "MW 5v5 U=1: 4/252", mw.p, 4 / 252.0);
	sb_mann_whitney(a, 5, b2, 5, &mw);
	check(mw.exact && fabs(mw.p - 8 / 252.0) < 1e-15, "MW 5v5 U=2: 8/252", mw.p, 8 / 252.0);
}

/*
 * Across boots, by hand.  One-sample t of y = {0.10, 0.20, -0.05, 0.15}:
 * mean 0.1; deviations 0, 0.1, -0.15, 0.05, squares sum 0.035, sd =
 * sqrt(0.035 / 3) = 0.1080123, se = sd / 2 = 0.05400617; t(0.975, 3) =
 * 3.182446 (any t table), half-width 0.1718716: [-0.0718716, 0.2718716];
 * t = 0.1 / se = 1.851640.  Sign flips: |sum| = 0.4 of at most 0.5;
 * flipping a subset S gives 0.4 - 2 sum(S), >= 0.4 in size when sum(S) <=
 * 0 or >= 0.4: {}, {-0.05}, {0.1, 0.2, 0.15}, all four: p = 4/16.
 * Welch of a = {1, 2, 3}, b = {2, 4, 6, 8}: var 1 and 20/3, se^2 = 1/3 +
 * 5/3 = 2, df = 4 / (1/9 / 2 + 25/9 / 3) = 4 / (1/18 + 25/27) = 4.07547.
 * limma's prior: four variances 0.01 with 2 df each: no spread beyond
 * chi-square noise, d0 infinite, s0^2 = exp(log 0.01 - digamma(1) +
 * log 1) = 0.01 e^0.5772157 = 0.01781072.
 */
TEST(test_across)
{
	const double y[4] = { 0.10, 0.20, -0.05, 0.15 }, a[3] = { 1, 2, 3 };
	const double b[4] = { 2, 4, 6, 8 }, s2[4] = { 0.01, 0.01, 0.01, 0.01 };
	const double d[4] = { 2, 2, 2, 2 }, pos[5] = { 0.1, 0.3, 0.2, 0.4, 0.25 };
	struct sb_tint t;
	double s0, d0;

	check(!sb_t_onesample(y, 4, 0.95, &t), "one-sample t: n 4", 0, 0);
	near("one-sample t: mean", t.est, 0.1, 1e-12);
	near("one-sample t: se", t.se, 0.05400617, 1e-8);
	near("one-sample t: lo", t.lo, -0.0718716, 1e-6);
	near("one-sample t: hi", t.hi, 0.2718716, 1e-6);
	near("t(0.975, 3)", sb_t_crit(0.95, 3), 3.182446, 1e-6);
	near("sign flip 4/16", sb_signflip_p(y, 4), 0.25, 1e-15);
	near("sign flip: all positive, 2/32", sb_signflip_p(pos, 5), 2 / 32.0, 1e-15);
	check(sb_t_onesample(y, 1, 0.95, &t) == -1, "one-sample t: n 1 refused", 0, -1);
	check(!sb_welch(a, 3, b, 4, 0.95, &t), "welch", 0, 0);
	near("welch: diff", t.est, 3, 1e-12);
	near("welch: se", t.se, sqrt(2), 1e-12);
	near("welch: df", t.df, 4.07547, 1e-5);
	check(!sb_fit_fdist(s2, d, 4, &s0, &d0) && isinf(d0), "limma: equal variances, d0 inf", d0, INFINITY);
	near("limma: s0^2", s0, 0.01781072, 1e-8);
	near("moderated: d0 inf gives s0^2", sb_moderated_var(0.5, 2, s0, d0), s0, 1e-15);
	near("moderated: (4 x 0.01 + 2 x 0.04) / 6", sb_moderated_var(0.04, 2, 0.01, 4), 0.02, 1e-15);
	near("digamma(1)", sb_digamma(1), -0.5772156649015329, 1e-12);
	near("trigamma(1) = pi^2/6", sb_trigamma(1), M_PI * M_PI / 6, 1e-12);
	check(sb_equivalent(log(0.97), log(1.03), 0.05) && !sb_equivalent(log(0.94), log(1.01), 0.05),
	      "TOST: [0.97, 1.03] inside +-5%, [0.94, 1.01] not", 0, 0);
	check(sb_boots_needed(0, 0.04, 0.95, 0.8) == 0 && sb_boots_needed(log(2), 0.04, 0.95, 0.8) == 2,
	      "boots needed: no effect 0, 2x at sd 4%: 2", 0, 0);
	/*
	 * Pairs (a one-sample t, df n - 1), by hand: effect 0.05 at sd 0.05
	 * needs sqrt(n) >= t(.975, n-1) + t(.8, n-1): n 9: 3 < 2.306 + 0.889,
	 * n 10: 3.162 >= 2.262 + 0.883.  10% at sd sqrt(2) x 4%: 5 pairs
	 * where two independent sides at sd 4% need 4 + 4 boots.
	 */
	check(sb_pairs_needed(0.05, 0.05, 0.95, 0.8) == 10, "pairs needed: 0.05 at sd 0.05: 10",
	      sb_pairs_needed(0.05, 0.05, 0.95, 0.8), 10);
	check(sb_pairs_needed(log(1.1), M_SQRT2 * 0.04, 0.95, 0.8) == 5 &&
	      sb_boots_needed(log(1.1), 0.04, 0.95, 0.8) == 4 &&
	      sb_pairs_needed(0, 0.04, 0.95, 0.8) == 0 && sb_pairs_needed(log(2), 0.04, 0.95, 0.8) == 2,
	      "pairs needed: 10% at sd 5.7%: 5 (boots: 4+4), none 0, 2x: 2", 0, 0);
}

/*
 * "test_stats mutate SEED COUNT < in > out": overwrite, delete or
 * duplicate COUNT random bytes with characters that matter to the CSV
 * reader, for the never-crash test in run-tests.sh.
 */
static int mutate(uint64_t seed, long count)
{
	static const char chars[] = ",\"\n#:-.e0123456789 x\r";
	static char buf[1 << 20];
	size_t n = fread(buf, 1, sizeof(buf) - 1, stdin), pos;
	long i;

	rng_state = seed;
	for (i = 0; i < count && n > 1; i++) {
		pos = rng_next() % n;
		switch (rng_next() % 4) {
		case 0:		/* delete */
			memmove(buf + pos, buf + pos + 1, n - pos - 1);
			n--;
			break;
		case 1:		/* cut the file here */
			n = pos + 1;
			break;
		default:	/* overwrite, NUL included (sizeof covers it) */
			buf[pos] = chars[rng_next() % sizeof(chars)];
		}
	}
	fwrite(buf, 1, n, stdout);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 6 && !strcmp(argv[1], "gen")) {
		long n = atol(argv[3]), i;
		double mean = atof(argv[4]), sd = atof(argv[5]);

		rng_state = strtoull(argv[2], NULL, 10);
		for (i = 0; i < n; i++)
			printf("%.6f\n", mean + sd * rng_normal());
		return 0;
	}
	if (argc == 4 && !strcmp(argv[1], "mutate"))
		return mutate(strtoull(argv[2], NULL, 10), atol(argv[3]));
	return sb_run_tests();
}
