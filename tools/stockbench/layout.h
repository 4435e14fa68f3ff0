/* SPDX-License-Identifier: GPL-2.0 */
/*
 * layout.h - a report layout read from a spec file (show --layout FILE):
 * which rows and columns, their labels and headings, and the text around
 * the table.  layout.c parses the spec (its format is described there
 * and in README.md); layout_grid.c and layout_pair.c fill the tables
 * with the cell kinds that compute (medians, SDs, tests).
 */
#ifndef SB_LAYOUT_H
#define SB_LAYOUT_H

#include <stdio.h>

#include "table.h"

/* what makes the table: a grid of cells, or Baseline vs Patched pairs */
enum sb_lay_kind { SB_LAY_GRID, SB_LAY_PAIR };

/* what a cell shows (the column's, or else the row's) */
enum sb_lay_cell {
	SB_CELL_NONE, SB_CELL_LABEL, SB_CELL_MEDIAN, SB_CELL_SD,
	SB_CELL_BASELINE, SB_CELL_PATCHED, SB_CELL_DIFF, SB_CELL_P,
	SB_CELL_P_HOLM, SB_CELL_VERDICT,
};

/* a pair row's measure; their order is that of the tests (layout_pair.c) */
enum sb_lay_measure {
	SB_MEAS_NONE = -1, SB_MEAS_THROUGHPUT, SB_MEAS_MEAN, SB_MEAS_P50,
	SB_MEAS_P90, SB_MEAS_P99, SB_MEAS_N,
};

/* where a grid's rows come from */
enum sb_lay_rows { SB_ROWS_FIXED, SB_ROWS_VARIANTS, SB_ROWS_CONFIG };

/* a row or a column: its text and its key=value selectors */
struct sb_lay_line {
	char *text;		/* the label or heading, with {placeholders} */
	char *variant, *context;	/* NULL: the row's, or the option's */
	enum sb_lay_cell cell;
	enum sb_lay_measure measure;
	int each_file;		/* a column repeated for every file */
	int rt;			/* -1: any file; 0, 1: files not RT, RT */
	char align;		/* 0: the default; 'l' or 'r' */
	size_t line;		/* in the spec, for the reasons */
};

/* a line of output: text, a per-file line, the table, or a C block */
enum sb_lay_out { SB_OUT_TEXT, SB_OUT_FILES, SB_OUT_TABLE, SB_OUT_AFTER };

struct sb_lay_print {
	enum sb_lay_out what;
	char *text;		/* SB_OUT_AFTER: the block's name */
};

/* a file's label: an env key, and what to do when two files share one */
struct sb_lay_filelabel {
	char *key;		/* NULL: the file's path */
	char *missing;		/* NULL: the path */
	char *clash;		/* another env key, "number", or NULL */
	int upper;
};

/* `label KEY VALUE TEXT`: a value's name in a label */
struct sb_lay_name {
	char *key, *value, *text;
};

/* `word KEY TEXT`: the fixed words a cell kind prints */
struct sb_lay_word {
	char *key, *text;
};

struct sb_layout {
	char *path;
	char *name;
	enum sb_lay_kind kind;
	char *workload;		/* NULL: --workload, or the file's only one */
	char *dflt[8];		/* defaults of the options (sb_lay_opt_names) */
	char *confounds[2];	/* two files: print compare's CONFOUND lines */
	enum sb_lay_rows rows;
	char *rows_key;		/* SB_ROWS_CONFIG: the config key */
	struct sb_lay_filelabel filelabel;
	struct sb_lay_line *row, *col;
	size_t nrow, ncol;
	struct sb_lay_print *out, *caption;
	size_t nout, ncaption;
	struct sb_lay_name *names;
	size_t nnames;
	struct sb_lay_word *words;
	size_t nwords;
};

/* --context, --workload, ... as a spec's `default` and {placeholder} names */
extern const char *const sb_lay_opt_names[8];

/* Reads @path into @l: 0, or -1 with "FILE:LINE: reason" in err. */
int sb_layout_load(const char *path, struct sb_layout *l, char *err, size_t errlen);
void sb_layout_free(struct sb_layout *l);

/* The option @i's value: the command line's, else the spec's default. */
const char *sb_lay_opt(const struct sb_layout *l, const struct sb_shape_opts *o, int i);
/* `label KEY VALUE TEXT`'s TEXT, or NULL */
const char *sb_lay_name(const struct sb_layout *l, const char *key, const char *value);
/* `word KEY TEXT`'s TEXT ("" when the spec has none) */
const char *sb_lay_word(const struct sb_layout *l, const char *key);

/*
 * @s with {placeholders} filled: the options, then @kv (pairs of name,
 * value, NULL-terminated), into @buf.
 */
const char *sb_lay_fill(char *buf, size_t len, const char *s, const struct sb_layout *l,
			const struct sb_shape_opts *o, const char *const *kv);

/* Prints the layout's report; -1 with a reason in err for bad input. */
int sb_layout_print(FILE *fp, const struct sb_layout *l, struct sb_input *in, size_t nin,
		    const struct sb_shape_opts *o, char *err, size_t errlen);
int sb_lay_grid(FILE *fp, const struct sb_layout *l, struct sb_input *in, size_t nin,
		const struct sb_shape_opts *o, char *err, size_t errlen);
int sb_lay_pair(FILE *fp, const struct sb_layout *l, struct sb_input *in, size_t nin,
		const struct sb_shape_opts *o, char *err, size_t errlen);

/* helpers the two share (layout_fill.c) */
const char *sb_lay_pick_workload(const struct sb_input *in, const char *want,
				 char *err, size_t errlen);
const char *sb_lay_env(const struct sb_input *in, const char *key, const char *dflt);
/* the layout's text lines from @from up to its `table` line (or the end) */
size_t sb_lay_text(FILE *fp, const struct sb_layout *l, size_t from,
		   const struct sb_shape_opts *o, const char *const *kv);

#endif
