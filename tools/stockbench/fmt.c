// SPDX-License-Identifier: GPL-2.0
/*
 * fmt.c - one notation for the estimates of every compare table, so that
 * a row reads the same whatever made it: a ratio to three significant
 * digits, its interval as "[lo, hi]" beside it ("2.39 [1.47, 3.86]"), a
 * p-value to three, "< 0.001" below that.  The table keeps the numbers
 * at full precision for --format csv|json (sb_table_setv()).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "table.h"

const char *sb_fmt_ratio(char *b, size_t len, double v)
{
	int mag, d;

	if (!isfinite(v)) {
		snprintf(b, len, "-");
		return b;
	}
	if (v == 0) {
		snprintf(b, len, "0");
		return b;
	}
	mag = (int)floor(log10(fabs(v)));
	d = 2 - mag;
	d = d < 0 ? 0 : d > 15 ? 15 : d;
	snprintf(b, len, "%.*f", d, v);
	/* rounded up a decade (0.9996 -> "1.000"): one digit fewer */
	if (d > 0 && fabs(strtod(b, NULL)) >= pow(10, mag + 1))
		snprintf(b, len, "%.*f", d - 1, v);
	return b;
}

const char *sb_fmt_ci(char *b, size_t len, double lo, double hi)
{
	char x[64], y[64];

	snprintf(b, len, "[%s, %s]", sb_fmt_ratio(x, sizeof(x), lo), sb_fmt_ratio(y, sizeof(y), hi));
	return b;
}

const char *sb_fmt_p(char *b, size_t len, double p)
{
	if (isnan(p))
		snprintf(b, len, "-");
	else if (p < 0.001)
		snprintf(b, len, "< 0.001");
	else
		snprintf(b, len, "%.3g", p);
	return b;
}

void sb_table_ratio(struct sb_table *t, size_t row, size_t col, double v)
{
	char b[64];

	sb_table_setv(t, row, col, v, NAN, "%s", sb_fmt_ratio(b, sizeof(b), v));
}

void sb_table_ci(struct sb_table *t, size_t row, size_t col, double lo, double hi)
{
	char b[160];

	sb_table_setv(t, row, col, lo, hi, "%s", sb_fmt_ci(b, sizeof(b), lo, hi));
}

void sb_table_p(struct sb_table *t, size_t row, size_t col, double p, const char *mark)
{
	char b[64];

	sb_table_setv(t, row, col, p, NAN, "%s%s", sb_fmt_p(b, sizeof(b), p), mark ? mark : "");
}
