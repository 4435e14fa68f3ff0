// SPDX-License-Identifier: GPL-2.0
/*
 * layout.c - the parser of a report layout spec (show --layout FILE).
 *
 * A spec is plain text, one directive a line: its first word, then its
 * arguments.  A line whose first non-blank is '#' is a comment; blank
 * lines are skipped; there are no trailing comments ('#' may be text).
 *
 *   name NAME              the table's name in csv and json: layout-NAME
 *   kind grid|pair         grid: rows x columns of cells (the default);
 *                          pair: Baseline | Patched tables, one a context
 *   workload W             the workload every file must have (else
 *                          --workload, or each file's only one)
 *   default OPTION VALUE   the value of --OPTION when not given (context,
 *                          workload, opt, noopt, without, with, baseline,
 *                          patched; pair: baseline and patched for one file)
 *   filelabel KEY [upper] [missing=TEXT] [clash=KEY|number]
 *                          a file's {label}: its env KEY (path: the file's
 *                          path), named by `label KEY`, else upper-cased if
 *                          upper; missing=: when it has no KEY (default: the
 *                          path); clash=: where two files share a label,
 *                          env KEY instead, or number: "#N" appended
 *   label KEY VALUE TEXT   the value VALUE of KEY (variant, or the
 *                          filelabel's key; preempt's value "rt" is an RT
 *                          run) is shown as TEXT
 *   word KEY TEXT          a fixed word a cell kind prints (pair: differ,
 *                          same, sametest, tables-one, tables-many)
 *   rows variants          grid: a row per variant of the context, those
 *                          with a `label variant` first, in spec order
 *   rows config KEY        grid: a row per value of config KEY, ascending
 *   row [SEL...] TEXT      a row (grid, without `rows`; pair: measure=)
 *   column [SEL...] TEXT   a column, TEXT its heading (may be empty)
 *   text [TEXT]            a line of output (empty: a blank line)
 *   files TEXT             a line of output for each file
 *   table                  where the table (pair: the tables) is printed
 *   caption TEXT           pair: a line above each table
 *   after latency|irq      pair: a computed block below each table
 *   confounds NAME NAME    two files: compare's CONFOUND lines, the two
 *                          named so, above the report
 *
 * SEL is KEY=VALUE, the words before TEXT that have a '=':
 *   cell=K       what the cells show: label (the row's label), median,
 *                sd (grid); baseline, patched, diff, p, p_holm, verdict
 *                (pair)
 *   variant=V, context=C   the cells' group (grid; else the row's or
 *                column's, else --context)
 *   each=file    grid column: one a file, in file order; a run of them
 *                repeats as a block
 *   rt=yes|no    grid column: only the files that are (not) RT
 *   measure=M    pair row: throughput, mean, p50, p90, p99
 *   align=l|r    the column's alignment (default: label l, others r)
 * TEXT may hold {NAME}: an option's value (as for `default`), or workload,
 * label, path, kernel (files), ntests, tables (text after a pair table),
 * bvariant, bpath, pvariant, ppath, tcontext (caption).
 *
 * A bad spec is "FILE:LINE: what is wrong", and exit status 2.
 */
#include "layout.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

const char *const sb_lay_opt_names[8] = {
	"context", "workload", "opt", "noopt", "without", "with", "baseline", "patched",
};

static const char *const cell_names[] = {
	[SB_CELL_LABEL] = "label", [SB_CELL_MEDIAN] = "median", [SB_CELL_SD] = "sd",
	[SB_CELL_BASELINE] = "baseline", [SB_CELL_PATCHED] = "patched",
	[SB_CELL_DIFF] = "diff", [SB_CELL_P] = "p", [SB_CELL_P_HOLM] = "p_holm",
	[SB_CELL_VERDICT] = "verdict",
};

static const char *const measure_names[SB_MEAS_N] = {
	"throughput", "mean", "p50", "p90", "p99",
};

/* the placeholders a TEXT may name, besides the options */
static const char *const place_names[] = {
	"workload", "label", "path", "kernel", "ntests", "tables",
	"bvariant", "bpath", "pvariant", "ppath", "tcontext",
};

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* the parse of one spec: where it is, for the reasons */
struct lay_parse {
	struct sb_layout *l;
	const char *path;
	size_t line;
	char *err;
	size_t errlen;
	int ntable;
};

static int bad(struct lay_parse *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int bad(struct lay_parse *p, const char *fmt, ...)
{
	char why[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof(why), fmt, ap);
	va_end(ap);
	return fail(p->err, p->errlen, "%s:%zu: %s", p->path, p->line, why);
}

static int find_name(const char *const *names, size_t n, const char *s)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (names[i] && !strcmp(names[i], s))
			return (int)i;
	return -1;
}

/* The next word of *s (NUL-terminated in place), or NULL at the end. */
static char *word(char **s)
{
	char *w = *s + strspn(*s, " \t");

	if (!*w)
		return NULL;
	*s = w + strcspn(w, " \t");
	if (**s)
		*(*s)++ = '\0';
	return w;
}

/* Every {NAME} in @s is an option or a placeholder. */
static int check_places(struct lay_parse *p, const char *s)
{
	const char *a, *b;

	for (a = strchr(s, '{'); a; a = strchr(b, '{')) {
		char name[64];

		b = strchr(a, '}');
		if (!b)
			return bad(p, "'{' without '}' in \"%s\"", s);
		snprintf(name, sizeof(name), "%.*s", (int)(b - a - 1), a + 1);
		if (find_name(sb_lay_opt_names, NELEM(sb_lay_opt_names), name) < 0 &&
		    find_name(place_names, NELEM(place_names), name) < 0)
			return bad(p, "unknown placeholder {%s}", name);
	}
	return 0;
}

static char *text_arg(struct lay_parse *p, char *rest)
{
	rest += strspn(rest, " \t");
	if (check_places(p, rest))
		return NULL;
	return xstrdup(rest);
}

/* One KEY=VALUE selector of a row or a column into @ln. */
static int selector(struct lay_parse *p, struct sb_lay_line *ln, char *key, char *val)
{
	int i;

	if (!strcmp(key, "cell")) {
		i = find_name(cell_names, NELEM(cell_names), val);
		if (i < 0)
			return bad(p, "unknown cell kind '%s' (known: label, median, sd, baseline, patched, diff, p, p_holm, verdict)",
				   val);
		ln->cell = i;
	} else if (!strcmp(key, "measure")) {
		i = find_name(measure_names, SB_MEAS_N, val);
		if (i < 0)
			return bad(p, "unknown measure '%s' (known: throughput, mean, p50, p90, p99)",
				   val);
		ln->measure = i;
	} else if (!strcmp(key, "variant") || !strcmp(key, "context")) {
		if (check_places(p, val))
			return -1;
		*(key[0] == 'v' ? &ln->variant : &ln->context) = xstrdup(val);
	} else if (!strcmp(key, "each") && !strcmp(val, "file")) {
		ln->each_file = 1;
	} else if (!strcmp(key, "rt") && (!strcmp(val, "yes") || !strcmp(val, "no"))) {
		ln->rt = val[0] == 'y';
	} else if (!strcmp(key, "align") && (!strcmp(val, "l") || !strcmp(val, "r"))) {
		ln->align = val[0];
	} else {
		return bad(p, "unknown selector '%s=%s' (known: cell=, measure=, variant=, context=, each=file, rt=yes|no, align=l|r)",
			   key, val);
	}
	return 0;
}

/* `row` and `column`: the selectors, then the text. */
static int line_of(struct lay_parse *p, char *rest, int is_col)
{
	struct sb_layout *l = p->l;
	struct sb_lay_line *ln;
	char *w, *eq;

	if (is_col) {
		l->col = xgrow(l->col, l->ncol, sizeof(*l->col));
		ln = &l->col[l->ncol++];
	} else {
		l->row = xgrow(l->row, l->nrow, sizeof(*l->row));
		ln = &l->row[l->nrow++];
	}
	memset(ln, 0, sizeof(*ln));
	ln->line = p->line;
	ln->rt = -1;
	ln->measure = SB_MEAS_NONE;
	for (;;) {
		char *start = rest + strspn(rest, " \t");
		size_t len = strcspn(start, " \t");

		eq = memchr(start, '=', len);
		if (!eq)
			break;	/* the text starts here */
		w = word(&rest);
		*eq = '\0';
		if (selector(p, ln, w, eq + 1))
			return -1;
	}
	ln->text = text_arg(p, rest);
	return ln->text ? 0 : -1;
}

static void add_out(struct sb_lay_print **v, size_t *n, enum sb_lay_out what, char *text)
{
	*v = xgrow(*v, *n, sizeof(**v));
	(*v)[*n].what = what;
	(*v)[(*n)++].text = text;
}

static int filelabel(struct lay_parse *p, char *rest)
{
	struct sb_lay_filelabel *f = &p->l->filelabel;
	char *w = word(&rest);

	if (!w)
		return bad(p, "filelabel needs an env KEY (or path)");
	free(f->key);
	f->key = strcmp(w, "path") ? xstrdup(w) : NULL;
	while ((w = word(&rest))) {
		if (!strcmp(w, "upper"))
			f->upper = 1;
		else if (!strncmp(w, "missing=", 8))
			free(f->missing), f->missing = xstrdup(w + 8);
		else if (!strncmp(w, "clash=", 6))
			free(f->clash), f->clash = xstrdup(w + 6);
		else
			return bad(p, "filelabel: unknown word '%s' (known: upper, missing=, clash=)", w);
	}
	return 0;
}

/* `label KEY VALUE TEXT` and `word KEY TEXT` */
static int naming(struct lay_parse *p, char *rest, int is_label)
{
	struct sb_layout *l = p->l;
	char *key = word(&rest), *val = is_label ? word(&rest) : NULL;

	if (!key || (is_label && !val))
		return bad(p, is_label ? "label needs KEY VALUE TEXT" : "word needs KEY TEXT");
	rest += strspn(rest, " \t");
	if (is_label) {
		l->names = xgrow(l->names, l->nnames, sizeof(*l->names));
		l->names[l->nnames].key = xstrdup(key);
		l->names[l->nnames].value = xstrdup(val);
		l->names[l->nnames++].text = xstrdup(rest);
	} else {
		l->words = xgrow(l->words, l->nwords, sizeof(*l->words));
		l->words[l->nwords].key = xstrdup(key);
		l->words[l->nwords++].text = xstrdup(rest);
	}
	return 0;
}

static int set_once(struct lay_parse *p, char **dst, const char *what, char *rest)
{
	char *w = word(&rest);

	if (!w || word(&rest))
		return bad(p, "%s needs one word", what);
	if (*dst)
		return bad(p, "a second %s", what);
	*dst = xstrdup(w);
	return 0;
}

static int dflt(struct lay_parse *p, char *rest)
{
	char *opt = word(&rest), *val = word(&rest);
	int i = opt ? find_name(sb_lay_opt_names, NELEM(sb_lay_opt_names), opt) : -1;

	if (i < 0 || !val || word(&rest))
		return bad(p, "default needs OPTION VALUE, OPTION one of context, workload, opt, noopt, without, with, baseline, patched");
	free(p->l->dflt[i]);
	p->l->dflt[i] = xstrdup(val);
	return 0;
}

static int rows(struct lay_parse *p, char *rest)
{
	char *w = word(&rest), *key = w && !strcmp(w, "config") ? word(&rest) : NULL;

	if (w && !strcmp(w, "variants") && !word(&rest)) {
		p->l->rows = SB_ROWS_VARIANTS;
	} else if (key && !word(&rest)) {
		p->l->rows = SB_ROWS_CONFIG;
		free(p->l->rows_key);
		p->l->rows_key = xstrdup(key);
	} else {
		return bad(p, "rows must be 'variants' or 'config KEY'");
	}
	return 0;
}

static int kind(struct lay_parse *p, char *rest)
{
	char *w = word(&rest);

	if (!w || word(&rest) || (strcmp(w, "grid") && strcmp(w, "pair")))
		return bad(p, "kind must be grid or pair");
	p->l->kind = strcmp(w, "grid") ? SB_LAY_PAIR : SB_LAY_GRID;
	return 0;
}

static int confounds(struct lay_parse *p, char *rest)
{
	char *a = word(&rest), *b = word(&rest);

	if (!a || !b || word(&rest))
		return bad(p, "confounds needs two names (the two files' sides)");
	p->l->confounds[0] = xstrdup(a);
	p->l->confounds[1] = xstrdup(b);
	return 0;
}

/* the output directives: text, files, table, caption, after */
static int output(struct lay_parse *p, const char *d, char *rest)
{
	struct sb_layout *l = p->l;
	char *t;

	if (!strcmp(d, "table")) {
		if (word(&rest))
			return bad(p, "table takes no argument");
		p->ntable++;
		add_out(&l->out, &l->nout, SB_OUT_TABLE, NULL);
		return 0;
	}
	if (!strcmp(d, "after")) {
		t = word(&rest);
		if (!t || word(&rest) || (strcmp(t, "latency") && strcmp(t, "irq")))
			return bad(p, "after must name a block: latency or irq");
		add_out(&l->caption, &l->ncaption, SB_OUT_AFTER, xstrdup(t));
		return 0;
	}
	t = text_arg(p, rest);
	if (!t)
		return -1;
	if (!strcmp(d, "caption"))
		add_out(&l->caption, &l->ncaption, SB_OUT_TEXT, t);
	else
		add_out(&l->out, &l->nout, strcmp(d, "files") ? SB_OUT_TEXT : SB_OUT_FILES, t);
	return 0;
}

/* One directive @d with its arguments @rest. */
static int directive(struct lay_parse *p, char *d, char *rest)
{
	struct sb_layout *l = p->l;

	if (!strcmp(d, "name"))
		return set_once(p, &l->name, "name", rest);
	if (!strcmp(d, "workload"))
		return set_once(p, &l->workload, "workload", rest);
	if (!strcmp(d, "kind"))
		return kind(p, rest);
	if (!strcmp(d, "default"))
		return dflt(p, rest);
	if (!strcmp(d, "filelabel"))
		return filelabel(p, rest);
	if (!strcmp(d, "label") || !strcmp(d, "word"))
		return naming(p, rest, d[0] == 'l');
	if (!strcmp(d, "rows"))
		return rows(p, rest);
	if (!strcmp(d, "row") || !strcmp(d, "column"))
		return line_of(p, rest, d[0] == 'c');
	if (!strcmp(d, "confounds"))
		return confounds(p, rest);
	if (!strcmp(d, "text") || !strcmp(d, "files") || !strcmp(d, "table") ||
	    !strcmp(d, "caption") || !strcmp(d, "after"))
		return output(p, d, rest);
	return bad(p, "unknown directive '%s' (known: name, kind, workload, default, filelabel, label, word, rows, row, column, text, files, table, caption, after, confounds)",
		   d);
}

/* The cells a row or column of this kind of layout may have. */
static int check_line(struct lay_parse *p, const struct sb_lay_line *ln, int is_col)
{
	int grid = p->l->kind == SB_LAY_GRID;
	const char *what = is_col ? "column" : "row";

	if (grid && ln->cell > SB_CELL_SD)
		return bad(p, "%s: cell=%s is a pair cell, in a grid layout", what, cell_names[ln->cell]);
	if (!grid && (ln->cell == SB_CELL_MEDIAN || ln->cell == SB_CELL_SD))
		return bad(p, "%s: cell=%s is a grid cell, in a pair layout", what, cell_names[ln->cell]);
	if (!grid && (ln->each_file || ln->rt >= 0 || ln->variant || ln->context))
		return bad(p, "%s: each=, rt=, variant= and context= are for grid layouts", what);
	if (!is_col && ln->cell == SB_CELL_LABEL)
		return bad(p, "row: cell=label is for columns");
	if (!is_col && ln->each_file)
		return bad(p, "row: each=file is for columns");
	if (grid ? ln->measure != SB_MEAS_NONE : !is_col && ln->measure == SB_MEAS_NONE)
		return bad(p, "row: measure= is for, and needed by, the rows of a pair layout");
	if (is_col && ln->measure != SB_MEAS_NONE)
		return bad(p, "column: measure= is for rows");
	if (!grid && is_col && ln->cell == SB_CELL_NONE)
		return bad(p, "column: a pair layout's columns need cell=");
	return 0;
}

/* A grid's cells need a variant: the column's, the row's, or the rows'. */
static int check_variants(struct lay_parse *p)
{
	struct sb_layout *l = p->l;
	size_t i, j;

	if (l->kind != SB_LAY_GRID || l->rows == SB_ROWS_VARIANTS)
		return 0;
	for (i = 0; i < l->ncol; i++) {
		if (l->col[i].cell == SB_CELL_LABEL || l->col[i].variant)
			continue;
		for (j = 0; j < l->nrow && l->rows == SB_ROWS_FIXED; j++)
			if (!l->row[j].variant)
				break;
		if (l->rows == SB_ROWS_FIXED && j == l->nrow)
			continue;
		p->line = l->col[i].line;
		return bad(p, "column: its cells have no variant (variant= here, on every row, or rows variants)");
	}
	return 0;
}

/* What a whole spec needs, checked after its last line. */
static int check_spec(struct lay_parse *p)
{
	struct sb_layout *l = p->l;
	static const char *const pair_words[] = {
		"differ", "same", "sametest", "tables-one", "tables-many",
	};
	size_t i;

	if (!l->name)
		return bad(p, "no name");
	if (p->ntable != 1)
		return bad(p, "%d table lines: a layout has one", p->ntable);
	if (!l->ncol)
		return bad(p, "no column");
	if (l->kind == SB_LAY_GRID && l->rows == SB_ROWS_FIXED && !l->nrow)
		return bad(p, "no rows: a grid needs 'rows' or 'row' lines");
	if (l->kind == SB_LAY_PAIR && (l->rows != SB_ROWS_FIXED || !l->nrow))
		return bad(p, "a pair layout's rows are 'row measure=M TEXT' lines");
	if (l->kind == SB_LAY_GRID && l->ncaption)
		return bad(p, "caption and after are for pair layouts");
	for (i = 0; l->kind == SB_LAY_PAIR && i < l->nout; i++)
		if (l->out[i].what == SB_OUT_FILES)
			return bad(p, "files is for grid layouts");
	for (i = 0; l->kind == SB_LAY_PAIR && i < NELEM(pair_words); i++)
		if (!*sb_lay_word(l, pair_words[i]))
			return bad(p, "a pair layout needs 'word %s TEXT'", pair_words[i]);
	return 0;
}

static int parse_line(struct lay_parse *p, char *s)
{
	char *d;

	s[strcspn(s, "\n")] = '\0';
	if (strchr(s, '\r'))
		return bad(p, "a carriage return (save the spec with Unix line ends)");
	d = word(&s);
	if (!d || d[0] == '#')
		return 0;
	return directive(p, d, s);
}

static int check_all(struct lay_parse *p)
{
	struct sb_layout *l = p->l;
	size_t i;

	size_t last = p->line;

	for (i = 0; i < l->ncol; i++) {
		p->line = l->col[i].line;
		if (check_line(p, &l->col[i], 1))
			return -1;
	}
	for (i = 0; i < l->nrow; i++) {
		p->line = l->row[i].line;
		if (check_line(p, &l->row[i], 0))
			return -1;
	}
	p->line = last;
	return check_spec(p) ? -1 : check_variants(p);
}

int sb_layout_load(const char *path, struct sb_layout *l, char *err, size_t errlen)
{
	struct lay_parse p = { l, path, 0, err, errlen, 0 };
	char *buf = NULL;
	size_t cap = 0;
	FILE *fp;
	int ret = 0;

	memset(l, 0, sizeof(*l));
	l->path = xstrdup(path);
	fp = fopen(path, "r");
	if (!fp)
		return fail(err, errlen, "%s: %s", path, strerror(errno));
	while (!ret && getline(&buf, &cap, fp) >= 0) {
		p.line++;
		ret = parse_line(&p, buf);
	}
	free(buf);
	fclose(fp);
	return ret ? ret : check_all(&p);
}

static void free_lines(struct sb_lay_line *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(v[i].text);
		free(v[i].variant);
		free(v[i].context);
	}
	free(v);
}

static void free_prints(struct sb_lay_print *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i].text);
	free(v);
}

void sb_layout_free(struct sb_layout *l)
{
	size_t i;

	free(l->path);
	free(l->name);
	free(l->workload);
	for (i = 0; i < NELEM(l->dflt); i++)
		free(l->dflt[i]);
	free(l->confounds[0]);
	free(l->confounds[1]);
	free(l->rows_key);
	free(l->filelabel.key);
	free(l->filelabel.missing);
	free(l->filelabel.clash);
	free_lines(l->row, l->nrow);
	free_lines(l->col, l->ncol);
	free_prints(l->out, l->nout);
	free_prints(l->caption, l->ncaption);
	for (i = 0; i < l->nnames; i++) {
		free(l->names[i].key);
		free(l->names[i].value);
		free(l->names[i].text);
	}
	free(l->names);
	for (i = 0; i < l->nwords; i++) {
		free(l->words[i].key);
		free(l->words[i].text);
	}
	free(l->words);
	memset(l, 0, sizeof(*l));
}
