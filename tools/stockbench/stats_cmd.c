// SPDX-License-Identifier: GPL-2.0
/*
 * stats_cmd.c - "stockbench stats FILE...": ministat's summary and test
 * on plain number files (first whitespace-separated column, '#' lines
 * ignored), printed by stockbench's own statistics so the test suite
 * can hold them against Debian's ministat on the same data.  Also
 * prints the Mann-Whitney p and Hodges-Lehmann CI that compare uses.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "stats.h"

static int read_numbers(const char *path, double **out, size_t *n)
{
	FILE *fp = fopen(path, "r");
	char line[4096];
	size_t lineno = 0;

	*out = NULL;
	*n = 0;
	if (!fp) {
		fprintf(stderr, "stockbench: %s: cannot open: %s\n", path, strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof(line), fp)) {
		char *tok = strtok(line, " \t\r\n");
		double v;

		lineno++;
		if (!tok || tok[0] == '#')
			continue;
		if (sb_parse_double(tok, &v)) {
			fprintf(stderr, "stockbench: %s:%zu: '%s' is not a number\n",
				path, lineno, tok);
			goto bad;
		}
		*out = xrealloc(*out, (*n + 1) * sizeof(double));
		(*out)[(*n)++] = v;
	}
	fclose(fp);
	if (*n < 3) {
		fprintf(stderr, "stockbench: %s: need at least 3 numbers, got %zu\n", path, *n);
		free(*out);
		*out = NULL;
		return -1;
	}
	sb_sort(*out, *n);
	return 0;
bad:
	fclose(fp);
	free(*out);
	*out = NULL;
	return -1;
}

int cmd_stats(int argc, char **argv)
{
	double *x[2] = { NULL, NULL };
	size_t n[2];
	struct sb_opts o;
	int i, ret = 1;

	if (sb_parse_opts(argc, argv, "stats", &o))
		return 2;
	if (o.nargs < 1 || o.nargs > 2) {
		fputs("stockbench stats: need one or two files of numbers\n", stderr);
		return 2;
	}
	for (i = 0; i < o.nargs; i++)
		if (read_numbers(o.args[i], &x[i], &n[i]))
			goto out;
	printf("    N           Min           Max        Median           Avg        Stddev\n");
	for (i = 0; i < o.nargs; i++) {
		printf("%c %3zu %13.8g %13.8g %13.8g %13.8g %13.8g\n", i ? '+' : 'x',
		       n[i], x[i][0], x[i][n[i] - 1], sb_median_sorted(x[i], n[i]),
		       sb_mean(x[i], n[i]), sb_sd(x[i], n[i]));
	}
	if (o.nargs == 2) {
		struct sb_ttest t;
		struct sb_mw mw;
		double est, lo, hi, m = sb_mean(x[0], n[0]);

		sb_student_t(x[0], n[0], x[1], n[1], o.conf, &t);
		if (t.significant) {
			printf("Difference at %.1f%% confidence\n", o.conf * 100);
			printf("\t%g +/- %g\n", t.diff, t.halfwidth);
			printf("\t%g%% +/- %g%%\n", t.diff * 100 / m, t.halfwidth * 100 / m);
			printf("\t(Student's t, pooled s = %g)\n", t.pooled_s);
		} else {
			printf("No difference proven at %.1f%% confidence\n", o.conf * 100);
		}
		sb_mann_whitney(x[0], n[0], x[1], n[1], &mw);
		printf("Mann-Whitney U = %g, two-sided p = %.6g (%s)\n", mw.u, mw.p,
		       mw.exact ? "exact" : "normal approximation, tie-corrected");
		if (sb_hodges_lehmann(x[0], n[0], x[1], n[1], o.conf, &est, &lo, &hi))
			printf("Hodges-Lehmann shift B - A = %g, %.0f%% CI: n too small\n",
			       est, o.conf * 100);
		else
			printf("Hodges-Lehmann shift B - A = %g, %.0f%% CI [%g, %g]\n",
			       est, o.conf * 100, lo, hi);
	}
	ret = 0;
out:
	free(x[0]);
	free(x[1]);
	return ret;
}
