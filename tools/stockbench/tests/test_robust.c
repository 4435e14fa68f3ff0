// SPDX-License-Identifier: GPL-2.0
/*
 * test_robust.c - the statistics on inputs at the edge of a double:
 * they end, and they say NaN rather than index out of range.  Run under
 * a time limit by tests/robust-tests.sh (a hang is the failure it looks
 * for).  Prints "N passed, N failed".
 */
#include <math.h>
#include <stdio.h>

#include "stats.h"

static int pass, fail;

static void check(int ok, const char *what, double got)
{
	if (ok) {
		pass++;
	} else {
		fail++;
		printf("FAIL: %s (got %g)\n", what, got);
	}
}

int main(void)
{
	double big[] = { -1e308, 1e308, 1e308, 1e308 };
	double x[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };
	double a[] = { 1, 2, 3 }, b[] = { 4, 5, 6 };
	double est, lo, hi;

	/* b - a spans -inf..inf: the bisection used to loop on NaN forever */
	sb_hodges_lehmann(big, 4, big, 4, 0.95, &est, &lo, &hi);
	check(1, "Hodges-Lehmann of +-1e308 ends", est);
	sb_hodges_lehmann(big, 4, big, 4, 0.5, &est, &lo, &hi);
	check(1, "Hodges-Lehmann of +-1e308 at 50% ends", est);
	/* the same bisection still ends on the exact differences */
	sb_hodges_lehmann(a, 3, b, 3, 0.5, &est, &lo, &hi);
	check(est == 3, "Hodges-Lehmann of 1,2,3 vs 4,5,6 is 3", est);
	sb_hodges_lehmann(b, 3, a, 3, 0.5, &est, &lo, &hi);
	check(est == -3, "Hodges-Lehmann of 4,5,6 vs 1,2,3 is -3", est);
	sb_hodges_lehmann(x, 10, x, 10, 0.95, &est, &lo, &hi);
	check(est == 0 && lo < 0 && hi > 0, "Hodges-Lehmann of x vs x is 0 in its CI", est);
	/* a size_t cast of NaN or of an index past the end is undefined */
	check(isnan(sb_quantile_sorted(x, 10, NAN)), "quantile at p = NaN is NaN",
	      sb_quantile_sorted(x, 10, NAN));
	check(sb_quantile_sorted(x, 10, 2) == 10, "quantile at p = 2 is the max",
	      sb_quantile_sorted(x, 10, 2));
	check(sb_quantile_sorted(x, 10, -1) == 1, "quantile at p = -1 is the min",
	      sb_quantile_sorted(x, 10, -1));
	check(sb_quantile_sorted(x, 10, 0.9) == 9.1, "quantile 0.9 of 1..10",
	      sb_quantile_sorted(x, 10, 0.9));
	printf("%d passed, %d failed\n", pass, fail);
	return fail != 0;
}
