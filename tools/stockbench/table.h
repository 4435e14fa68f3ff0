/* SPDX-License-Identifier: GPL-2.0 */
/*
 * table.h - one table model, two renderings (aligned text, Markdown),
 * and the options that show's layouts read (layout.h).
 */
#ifndef SB_TABLE_H
#define SB_TABLE_H

#include <stdio.h>

#include "csv.h"
#include "group.h"

/*
 * text, Markdown; brief: compare --brief's paste-ready tables (brief.h);
 * csv and json: the tables as data (emit.h)
 */
enum sb_format { SB_FMT_TEXT, SB_FMT_MD, SB_FMT_BRIEF, SB_FMT_CSV, SB_FMT_JSON };

struct sb_table {
	size_t ncols, nrows;
	char **head;
	char **cells;		/* nrows * ncols */
	/*
	 * per cell, the number(s) its text was made from, for csv and
	 * json: a value, or an interval's lo and hi; NAN: none
	 */
	double *val;		/* nrows * ncols * 2 */
	char *align;		/* 'l' or 'r' per column; 'h': hidden */
};

void sb_table_init(struct sb_table *t, size_t ncols, const char *const *head,
		   const char *align);
size_t sb_table_row(struct sb_table *t);
void sb_table_set(struct sb_table *t, size_t row, size_t col,
		  const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/*
 * A cell's text, and the number (or with @hi not NAN, the interval [v,
 * hi]) it shows, kept at full precision for csv and json.
 */
void sb_table_setv(struct sb_table *t, size_t row, size_t col, double v, double hi,
		   const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* The text of a cell as it is printed; "" for one never set. */
const char *sb_table_get(const struct sb_table *t, size_t row, size_t col);
void sb_table_print(FILE *fp, const struct sb_table *t, enum sb_format f);
void sb_table_free(struct sb_table *t);
/* A copy of @src into @dst, numbers and all (for a table printed later). */
void sb_table_copy(struct sb_table *dst, const struct sb_table *src);
/* How a table's verdicts are made and worded (table.c). */
struct sb_verdicts {
	size_t col_holm, col_verdict;	/* where p_holm and the verdict go */
	const char *up, *down;		/* "slower", "faster" */
	double conf;			/* family-wise confidence, Holm */
	double margin;			/* equivalence margin; 0: none */
};
size_t sb_table_verdicts(struct sb_table *t, const size_t *rows, const double *p,
			 const double *est, const int *same, size_t n,
			 const struct sb_verdicts *v, size_t *nsame);
/* The rows sb_table_verdicts() found to differ, over all its calls. */
size_t sb_verdicts_differ(void);
void sb_verdict_legend(FILE *fp, const struct sb_verdicts *v, const char *what);

/* ns value with a precision that suits its size, into buf. */
const char *sb_fmt_num(char *buf, size_t len, double v);
/*
 * The notation of every compare table (fmt.c): a ratio (or a delta) to
 * three significant digits, "-" when not finite; an interval "[lo, hi]"
 * of two such; a p-value to three digits, "< 0.001" below that.
 */
const char *sb_fmt_ratio(char *b, size_t len, double v);
const char *sb_fmt_ci(char *b, size_t len, double lo, double hi);
const char *sb_fmt_p(char *b, size_t len, double p);
/* The same into a table cell, the number(s) kept for csv and json. */
void sb_table_ratio(struct sb_table *t, size_t row, size_t col, double v);
void sb_table_ci(struct sb_table *t, size_t row, size_t col, double lo, double hi);
/* @mark after it: "*" for a normal approximation, or NULL */
void sb_table_p(struct sb_table *t, size_t row, size_t col, double p, const char *mark);

/* One input file, loaded and grouped. */
struct sb_input {
	struct sb_results r;
	struct sb_groups gs;
};

/* The output format, and the options a layout reads (layout.h). */
struct sb_shape_opts {
	enum sb_format format;
	const char *workload, *context;
	const char *opt, *noopt;	/* OPT vs NO-OPT variants */
	const char *without, *with;	/* Shakeel's series */
	const char *baseline, *patched;	/* Kuniyuki's */
};

/*
 * show.c: a mixed group's trylock failures per 1000 interrupt-context ops
 * ("X (F fails in N ops), median of rows Y (n rows)"); its interrupt load
 * is load.h's.
 */
void sb_tfk_of(FILE *fp, const struct sb_group *g);

#endif
