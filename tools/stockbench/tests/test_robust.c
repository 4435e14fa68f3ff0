// SPDX-License-Identifier: GPL-2.0
/*
 * test_robust.c - the statistics on inputs at the edge of a double:
 * they end, and they say NaN rather than index out of range.  Run under
 * a time limit by tests/robust-tests.sh (a hang is the failure it looks
 * for).  Output: TAP and the closing line (tests/sbtest.h).
 */
#include <math.h>
#include <stdio.h>

#include "stats.h"
#include "sbtest.h"

static double big[] = { -1e308, 1e308, 1e308, 1e308 };
static double x[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };

TEST(hodges_lehmann_edges)
{
	double a[] = { 1, 2, 3 }, b[] = { 4, 5, 6 };
	double est, lo, hi;

	/* b - a spans -inf..inf: the bisection used to loop on NaN forever */
	sb_hodges_lehmann(big, 4, big, 4, 0.95, &est, &lo, &hi);
	check(1, "Hodges-Lehmann of +-1e308 ends", est, est);
	sb_hodges_lehmann(big, 4, big, 4, 0.5, &est, &lo, &hi);
	check(1, "Hodges-Lehmann of +-1e308 at 50% ends", est, est);
	/* the same bisection still ends on the exact differences */
	sb_hodges_lehmann(a, 3, b, 3, 0.5, &est, &lo, &hi);
	check(est == 3, "Hodges-Lehmann of 1,2,3 vs 4,5,6 is 3", est, 3);
	sb_hodges_lehmann(b, 3, a, 3, 0.5, &est, &lo, &hi);
	check(est == -3, "Hodges-Lehmann of 4,5,6 vs 1,2,3 is -3", est, -3);
	sb_hodges_lehmann(x, 10, x, 10, 0.95, &est, &lo, &hi);
	check(est == 0 && lo < 0 && hi > 0, "Hodges-Lehmann of x vs x is 0 in its CI", est, 0);
}

/* a size_t cast of NaN or of an index past the end is undefined */
TEST(quantile_edges)
{
	double q = sb_quantile_sorted(x, 10, NAN);

	check(isnan(q), "quantile at p = NaN is NaN", q, NAN);
	check(sb_quantile_sorted(x, 10, 2) == 10, "quantile at p = 2 is the max",
	      sb_quantile_sorted(x, 10, 2), 10);
	check(sb_quantile_sorted(x, 10, -1) == 1, "quantile at p = -1 is the min",
	      sb_quantile_sorted(x, 10, -1), 1);
	check(sb_quantile_sorted(x, 10, 0.9) == 9.1, "quantile 0.9 of 1..10",
	      sb_quantile_sorted(x, 10, 0.9), 9.1);
}

int main(void)
{
	return sb_run_tests();
}
