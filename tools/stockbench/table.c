// SPDX-License-Identifier: GPL-2.0
/*
 * table.c - one table model and its renderings (aligned text, Markdown;
 * csv and json through emit.c), the verdicts of a table's tests, and the
 * number formats.  The seed reports' layouts are spec files the
 * experiments keep (show --layout, layout.h).
 */
#include "table.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "brief.h"
#include "emit.h"
#include "load.h"
#include "stats.h"
#include "util.h"

void sb_table_init(struct sb_table *t, size_t ncols, const char *const *head,
		   const char *align)
{
	size_t i;

	memset(t, 0, sizeof(*t));
	t->ncols = ncols;
	t->head = xcalloc(ncols, sizeof(char *));
	t->align = xcalloc(ncols + 1, 1);
	for (i = 0; i < ncols; i++) {
		t->head[i] = xstrdup(head[i]);
		t->align[i] = align && (align[i] == 'r' || align[i] == 'h') ? align[i] : 'l';
	}
}

size_t sb_table_row(struct sb_table *t)
{
	/* doubling (util.h): growing by one row copied O(rows^2) bytes */
	char **c = xgrow(t->cells, t->nrows, t->ncols * sizeof(char *));
	size_t i;

	t->cells = c;
	t->val = xgrow(t->val, t->nrows, 2 * t->ncols * sizeof(double));
	for (i = 0; i < t->ncols; i++) {
		c[t->nrows * t->ncols + i] = NULL;
		t->val[2 * (t->nrows * t->ncols + i)] = NAN;
		t->val[2 * (t->nrows * t->ncols + i) + 1] = NAN;
	}
	return t->nrows++;
}

static void set_text(struct sb_table *t, size_t row, size_t col, const char *fmt,
		     va_list ap)
{
	char buf[512];

	vsnprintf(buf, sizeof(buf), fmt, ap);
	free(t->cells[row * t->ncols + col]);
	t->cells[row * t->ncols + col] = xstrdup(buf);
}

void sb_table_set(struct sb_table *t, size_t row, size_t col,
		  const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	set_text(t, row, col, fmt, ap);
	va_end(ap);
	t->val[2 * (row * t->ncols + col)] = NAN;
	t->val[2 * (row * t->ncols + col) + 1] = NAN;
}

void sb_table_setv(struct sb_table *t, size_t row, size_t col, double v, double hi,
		   const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	set_text(t, row, col, fmt, ap);
	va_end(ap);
	t->val[2 * (row * t->ncols + col)] = isfinite(v) ? v : NAN;
	t->val[2 * (row * t->ncols + col) + 1] = isfinite(v) && isfinite(hi) ? hi : NAN;
}

/* Display width: count UTF-8 lead bytes only (no wide glyphs used). */
static size_t width(const char *s)
{
	size_t w = 0;

	for (; *s; s++)
		w += ((unsigned char)*s & 0xc0) != 0x80;
	return w;
}

const char *sb_table_get(const struct sb_table *t, size_t row, size_t col)
{
	const char *s = t->cells[row * t->ncols + col];

	return s ? s : "";
}

static void pad(FILE *fp, size_t n)
{
	while (n--)
		fputc(' ', fp);
}

static void md_cell(FILE *fp, const char *s)
{
	fputs(" ", fp);
	for (; *s; s++) {
		if (*s == '|')
			fputc('\\', fp);
		fputc(*s, fp);
	}
	fputs(" |", fp);
}

void sb_table_print(FILE *fp, const struct sb_table *t, enum sb_format f)
{
	size_t *w, r, c, last;

	if (f == SB_FMT_CSV || f == SB_FMT_JSON) {
		sb_emit_table(t);
		return;
	}
	if (f == SB_FMT_BRIEF) {
		sb_brief_table(t);
		return;
	}
	w = xcalloc(t->ncols, sizeof(size_t));

	if (f == SB_FMT_MD) {
		fputs("|", fp);
		for (c = 0; c < t->ncols; c++)
			if (t->align[c] != 'h')
				md_cell(fp, t->head[c]);
		fputs("\n|", fp);
		for (c = 0; c < t->ncols; c++)
			if (t->align[c] != 'h')
				fputs(t->align[c] == 'r' ? "---:|" : ":---|", fp);
		fputs("\n", fp);
		for (r = 0; r < t->nrows; r++) {
			fputs("|", fp);
			for (c = 0; c < t->ncols; c++)
				if (t->align[c] != 'h')
					md_cell(fp, sb_table_get(t, r, c));
			fputs("\n", fp);
		}
		free(w);
		return;
	}
	for (c = 0; c < t->ncols; c++) {
		w[c] = width(t->head[c]);
		for (r = 0; r < t->nrows; r++)
			if (width(sb_table_get(t, r, c)) > w[c])
				w[c] = width(sb_table_get(t, r, c));
	}
	for (last = t->ncols; last > 0 && t->align[last - 1] == 'h'; last--)
		;
	for (r = 0; r <= t->nrows + 1; r++) {
		for (c = 0; c < last; c++) {
			const char *s = r == 0 ? t->head[c] :
					r == 1 ? NULL : sb_table_get(t, r - 2, c);
			size_t sw;

			if (t->align[c] == 'h')
				continue;

			if (!s) {
				for (sw = 0; sw < w[c]; sw++)
					fputc('-', fp);
			} else {
				sw = width(s);
				if (t->align[c] == 'r')
					pad(fp, w[c] - sw);
				fputs(s, fp);
				if (t->align[c] != 'r' && c + 1 < last)
					pad(fp, w[c] - sw);
			}
			if (c + 1 < last)
				fputs("  ", fp);
		}
		fputs("\n", fp);
	}
	free(w);
}

void sb_table_free(struct sb_table *t)
{
	size_t i;

	for (i = 0; i < t->ncols; i++)
		free(t->head[i]);
	for (i = 0; i < t->nrows * t->ncols; i++)
		free(t->cells[i]);
	free(t->head);
	free(t->cells);
	free(t->val);
	free(t->align);
	memset(t, 0, sizeof(*t));
}

void sb_table_copy(struct sb_table *dst, const struct sb_table *src)
{
	size_t i, n = src->nrows * src->ncols;

	sb_table_init(dst, src->ncols, (const char *const *)src->head, src->align);
	for (i = 0; i < src->nrows; i++)
		sb_table_row(dst);
	for (i = 0; i < n; i++) {
		dst->cells[i] = src->cells[i] ? xstrdup(src->cells[i]) : NULL;
		dst->val[2 * i] = src->val[2 * i];
		dst->val[2 * i + 1] = src->val[2 * i + 1];
	}
}

/*
 * Holm over the n tests of the table's rows rows[] (p values p[], estimates
 * est[], > 0 meaning "up"): p_holm into column v->col_holm and the verdict
 * into v->col_verdict: v->up or v->down where p_holm < 1 - conf, else
 * "same within +-D%" where same[i] (the row's equivalence test passed;
 * same may be NULL: none), else "undecided".  Returns how many rows
 * differ; *nsame, if given, how many are the same within the margin.
 */
static size_t differ;

size_t sb_verdicts_differ(void)
{
	return differ;
}

size_t sb_table_verdicts(struct sb_table *t, const size_t *rows, const double *p,
			 const double *est, const int *same, size_t n,
			 const struct sb_verdicts *v, size_t *nsame)
{
	double *adj = xcalloc(n + 1, sizeof(*adj));
	size_t i, signif = 0, eq = 0;

	sb_holm(p, n, adj);
	for (i = 0; i < n; i++) {
		sb_table_p(t, rows[i], v->col_holm, adj[i], NULL);
		if (adj[i] < 1 - v->conf) {
			signif++;
			sb_table_set(t, rows[i], v->col_verdict, "%s", est[i] > 0 ? v->up : v->down);
		} else if (same && same[i]) {
			eq++;
			sb_table_set(t, rows[i], v->col_verdict, "same within +-%g%%",
				     v->margin * 100);
		} else {
			sb_table_set(t, rows[i], v->col_verdict, "undecided");
		}
	}
	free(adj);
	if (nsame)
		*nsame = eq;
	differ += signif;
	return signif;
}

/* The legend of the verdict column (sb_table_verdicts), on fp. */
void sb_verdict_legend(FILE *fp, const struct sb_verdicts *v, const char *what)
{
	fprintf(fp, "verdict: %s / %s: p_holm < %.2f, a difference after Holm%s;\n",
		v->up, v->down, 1 - v->conf, what ? what : "");
	if (v->margin > 0)
		fprintf(fp, "  same within +-%g%%: not %s or %s, and the equivalence test (TOST at %.0f%%: the\n"
			"  %.0f%% interval inside [%g, %g]) holds, per row (not Holm-adjusted);\n"
			"  undecided: neither (more data could make it either).\n",
			v->margin * 100, v->up, v->down, (1 - v->conf) * 100,
			100 - 2 * (1 - v->conf) * 100, 1 - v->margin, 1 + v->margin);
	else
		fprintf(fp, "  undecided: not %s or %s (no equivalence test for this measure).\n",
			v->up, v->down);
}

const char *sb_fmt_num(char *buf, size_t len, double v)
{
	if (isnan(v))
		snprintf(buf, len, "-");
	else if (fabs(v) >= 1e7)
		snprintf(buf, len, "%.3e", v);
	else if (fabs(v) >= 1000)
		snprintf(buf, len, "%.0f", v);
	else if (fabs(v) >= 100)
		snprintf(buf, len, "%.1f", v);
	else
		snprintf(buf, len, "%.2f", v);
	return buf;
}
