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
#include "csv.h"
#include "stats.h"

static int read_numbers(const char *path, double **out, size_t *n)
{
	char *line = NULL, err[512];
	size_t cap = 0, lineno = 0;
	FILE *fp;

	*out = NULL;
	*n = 0;
	fp = sb_open_input(path, "r", err, sizeof(err));
	if (!fp) {
		fprintf(stderr, "stockbench: %s\n", err);
		return -1;
	}
	errno = 0;
	/* getline: a line of any length is one line (fgets split long ones) */
	while (getline(&line, &cap, fp) >= 0) {
		char *tok = strtok(line, " \t\r\n");
		double v;

		lineno++;
		if (!tok || tok[0] == '#')
			continue;
		if (sb_parse_double(tok, &v)) {
			fprintf(stderr, "stockbench: %s:%zu: '%.40s%s' is not a number\n",
				path, lineno, tok, strlen(tok) > 40 ? "..." : "");
			goto bad;
		}
		*out = xgrow(*out, *n, sizeof(double));
		(*out)[(*n)++] = v;
	}
	if (errno == ENOMEM)
		oom();
	free(line);
	sb_close_input(fp);
	if (*n < 3) {
		fprintf(stderr, "stockbench: %s: need at least 3 numbers, got %zu\n", path, *n);
		free(*out);
		*out = NULL;
		return -1;
	}
	sb_sort(*out, *n);
	return 0;
bad:
	free(line);
	sb_close_input(fp);
	free(*out);
	*out = NULL;
	return -1;
}

/*
 * Every number read is finite (sb_parse_double), but its sum, its
 * deviations' squares or the differences between the files can still
 * overflow a double (1e308 + 1e308): refuse rather than print inf or
 * NaN (and the Hodges-Lehmann bisection needs finite differences).
 */
static int check_finite(char **path, double **x, size_t *n, int nf,
			const struct sb_ttest *t)
{
	const char *why = NULL;
	int i;

	for (i = 0; i < nf && !why; i++)
		if (!isfinite(sb_mean(x[i], n[i])) || !isfinite(sb_sd(x[i], n[i])))
			why = path[i];
	if (!why && nf == 2 &&
	    (!isfinite(x[1][n[1] - 1] - x[0][0]) || !isfinite(x[0][n[0] - 1] - x[1][0]) ||
	     !isfinite(t->diff) || !isfinite(t->halfwidth)))
		why = "the two files";
	if (!why)
		return 0;
	fprintf(stderr, "stockbench: %s: numbers too large to compute with: their sum, squared deviations or differences overflow a double (about 1.8e308)\n",
		why);
	return -1;
}

int cmd_stats(int argc, char **argv)
{
	double *x[2] = { NULL, NULL };
	size_t n[2];
	struct sb_ttest t;
	struct sb_opts o;
	int parsed;
	int i, ret = 1;

	parsed = sb_parse_opts(argc, argv, "stats", &o);
	if (parsed)
		return parsed < 0 ? 2 : 0;	/* an error, or --help */
	if (o.nargs < 1 || o.nargs > 2) {
		fputs("stockbench stats: need one or two files of numbers\n", stderr);
		return 2;
	}
	for (i = 0; i < o.nargs; i++)
		if (read_numbers(o.args[i], &x[i], &n[i]))
			goto out;
	if (o.nargs == 2)
		sb_student_t(x[0], n[0], x[1], n[1], o.conf, &t);
	if (check_finite(o.args, x, n, o.nargs, &t))
		goto out;
	printf("    N           Min           Max        Median           Avg        Stddev\n");
	for (i = 0; i < o.nargs; i++) {
		printf("%c %3zu %13.8g %13.8g %13.8g %13.8g %13.8g\n", i ? '+' : 'x',
		       n[i], x[i][0], x[i][n[i] - 1], sb_median_sorted(x[i], n[i]),
		       sb_mean(x[i], n[i]), sb_sd(x[i], n[i]));
	}
	if (o.nargs == 2) {
		struct sb_mw mw;
		double est, lo, hi, m = sb_mean(x[0], n[0]);

		if (t.significant) {
			printf("Difference at %.1f%% confidence\n", o.conf * 100);
			printf("\t%g +/- %g\n", t.diff, t.halfwidth);
			/* relative to A's mean: only where that is a number */
			if (m != 0 && isfinite(t.diff * 100 / m) && isfinite(t.halfwidth * 100 / m))
				printf("\t%g%% +/- %g%%\n", t.diff * 100 / m, t.halfwidth * 100 / m);
			else
				printf("\tno relative difference: %s\n", m == 0 ?
				       "the mean of the first file is 0" :
				       "the mean of the first file is too small to divide by");
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
