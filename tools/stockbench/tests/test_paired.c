// SPDX-License-Identifier: GPL-2.0
/*
 * test_paired.c - the Wilcoxon signed-rank test and its Hodges-Lehmann
 * interval against published values: the critical values of the
 * two-sided 5% test (e.g. Hollander & Wolfe, table A.4; any textbook
 * table of "T"), the paired example of Hollander & Wolfe (1973, p. 29:
 * Hamilton depression scale, V = 40, one-sided p = 0.01953), small cases
 * worked by hand, and the behaviour on simulated data: an A/A flags about
 * 5%, and the interval covers the true shift about 95% of the time.
 * Output: TAP and the closing line (tests/sbtest.h).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "signrank.h"
#include "sbtest.h"

static uint64_t rng_state = 42;

static double rng_unit(void)
{
	rng_state += 0x9e3779b97f4a7c15ULL;
	uint64_t z = rng_state;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	z ^= z >> 31;
	return ((z >> 11) + 0.5) / 9007199254740992.0;
}

static double rng_normal(void)
{
	return sqrt(-2 * log(rng_unit())) * cos(2 * M_PI * rng_unit());
}

TEST(test_critical_values)
{
	/* two-sided alpha = 0.05: n -> largest T rejecting */
	static const long tab[][2] = {
		{ 5, -1 }, { 6, 0 }, { 7, 2 }, { 8, 3 }, { 9, 5 }, { 10, 8 },
		{ 11, 10 }, { 12, 13 }, { 15, 25 }, { 20, 52 }, { 25, 89 },
		{ 30, 137 },
	};
	size_t i;
	char what[64];

	for (i = 0; i < sizeof(tab) / sizeof(tab[0]); i++) {
		snprintf(what, sizeof(what), "critical value n=%ld", tab[i][0]);
		check(sb_signrank_crit(tab[i][0], 0.05) == tab[i][1], what,
		      sb_signrank_crit(tab[i][0], 0.05), tab[i][1]);
	}
	/* n = 10: P(T <= 8) = 25/1024 by hand (subsets of 1..10 summing <= 8) */
	near("cdf n=10 w=8", sb_signrank_cdf(10, 8), 25.0 / 1024, 1e-15);
	near("cdf n=3 w=2", sb_signrank_cdf(3, 2), 3.0 / 8, 1e-15);
}

TEST(test_hollander_wolfe)
{
	static const double x[] = { 1.83, 0.50, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.30 };
	static const double y[] = { 0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29 };
	struct sb_signrank sr;
	double d[9];
	size_t i;

	for (i = 0; i < 9; i++)
		d[i] = x[i] - y[i];
	check(!sb_signrank(d, 9, 0.95, &sr), "H&W: computed", 0, 0);
	near("H&W: V", sr.w, 40, 0);
	check(sr.exact, "H&W: exact", sr.exact, 1);
	near("H&W: two-sided p", sr.p, 2 * 10.0 / 512, 1e-12);
	/* pseudo-median: median of the 45 Walsh averages, by hand = 0.46 */
	near("H&W: Hodges-Lehmann", sr.est, 0.46, 1e-9);
	/*
	 * k = crit(9) + 1 = 6: the 6th smallest and the 6th largest of the 45
	 * Walsh averages, found by listing all of them: 0.010 and 0.786
	 */
	near("H&W: CI low", sr.lo, 0.010, 1e-9);
	near("H&W: CI high", sr.hi, 0.786, 1e-9);
}

TEST(test_by_hand)
{
	struct sb_signrank sr;
	double d3[] = { 1, 2, 3 }, d5[] = { 0.1, 0.2, 0.3, 0.4, 0.5 };
	double dz[] = { 0, 0, 1, -2, 3 }, dt[] = { 1, 1, -1, 2, 2, 2, 3 };

	/* Walsh averages 1, 1.5, 2, 2, 2.5, 3: median 2; n = 3 has no 95% CI */
	sb_signrank(d3, 3, 0.95, &sr);
	near("1,2,3: HL", sr.est, 2, 0);
	check(!sr.has_ci, "1,2,3: no CI at 95%", sr.has_ci, 0);
	/* all five positive: W+ = 15, P(T >= 15) = 1/32, two-sided 1/16 */
	sb_signrank(d5, 5, 0.95, &sr);
	near("5 positive: W+", sr.w, 15, 0);
	near("5 positive: p", sr.p, 1.0 / 16, 1e-15);
	/* zeros are dropped: n = 3, ranks 1 (+), 2 (-), 3 (+): W+ = 4 */
	sb_signrank(dz, 5, 0.95, &sr);
	check(sr.n == 3 && sr.zeros == 2, "zeros dropped", sr.n, 3);
	near("zeros: W+", sr.w, 4, 0);
	/*
	 * but in the estimate: the 15 Walsh averages of 0,0,1,-2,3 are -2,
	 * -1,-1,-0.5,0,0,0,0.5,0.5,0.5,1,1.5,1.5,2,3: median 0.5 (without
	 * the zeros, of 1,-2,3: 0.75)
	 */
	near("zeros: HL of all five", sr.est, 0.5, 0);
	/*
	 * ties: |d| = 1,1,1 ranks 2; 2,2,2 ranks 5; 3 rank 7. W+ = 2+2+5*3+7
	 * = 26; var = 7*8*15/24 - (24 + 24)/48 = 34; z = (26 - 14 - 0.5)/sqrt(34)
	 */
	sb_signrank(dt, 7, 0.95, &sr);
	check(sr.ties && !sr.exact, "ties: normal approximation", sr.exact, 0);
	near("ties: W+", sr.w, 26, 0);
	near("ties: p", sr.p, erfc(11.5 / sqrt(34) / sqrt(2)), 1e-12);
}

/* A/A: about 5% flagged; a shift of 1 sd: the interval covers it ~95% */
TEST(test_simulated)
{
	int trial, fp = 0, cover = 0, nt = 2000;
	double d[40];
	struct sb_signrank sr;
	size_t i;

	for (trial = 0; trial < nt; trial++) {
		for (i = 0; i < 40; i++)
			d[i] = rng_normal();
		sb_signrank(d, 40, 0.95, &sr);
		fp += sr.p < 0.05;
		for (i = 0; i < 40; i++)
			d[i] = 1 + rng_normal();
		sb_signrank(d, 40, 0.95, &sr);
		cover += sr.has_ci && sr.lo <= 1 && 1 <= sr.hi;
	}
	check(fp >= 0.035 * nt && fp <= 0.065 * nt, "A/A false positives near 5%",
	      fp, 0.05 * nt);
	check(cover >= 0.935 * nt && cover <= 0.965 * nt, "CI coverage near 95%",
	      cover, 0.95 * nt);
	/* n = 200: the normal approximation, still about 5% */
	for (trial = 0, fp = 0; trial < 500; trial++) {
		double big[200];

		for (i = 0; i < 200; i++)
			big[i] = rng_normal();
		sb_signrank(big, 200, 0.95, &sr);
		fp += sr.p < 0.05;
		check(!sr.exact, "n=200: normal approximation", sr.exact, 0);
	}
	check(fp >= 10 && fp <= 45, "n=200: A/A false positives near 5%", fp, 25);
}

int main(void)
{
	return sb_run_tests();
}
