// SPDX-License-Identifier: GPL-2.0
/*
 * layout_grid.c - a grid layout (layout.h): rows of variants, of a config
 * value, or the spec's own, by columns of files and variants; each cell
 * a median or an SD of one group's ns/op, found by the row's and the
 * column's selectors in the files the cell covers.
 */
#include "layout.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"
#include "util.h"

#define LABEL_LEN 256

/* one row of the table: the spec's line and what it selects */
struct grow {
	const struct sb_lay_line *ln;
	const char *variant;	/* rows variants: the row's variant */
	long key;		/* rows config KEY: the row's value */
};

/* one column: the spec's line and, for each=file, its file */
struct gcol {
	const struct sb_lay_line *ln;
	size_t file;		/* SIZE_MAX: any file */
};

struct grid {
	const struct sb_layout *l;
	struct sb_input *in;
	size_t nin;
	const struct sb_shape_opts *o;
	const char **wl;	/* each file's workload */
	long *key;		/* each file's config value (rows config KEY) */
	char (*label)[LABEL_LEN];	/* each file's {label} */
	struct grow *row;
	struct gcol *col;
	size_t nrow, ncol;
};

static int cfg_long(const struct sb_input *in, const char *key, long *v)
{
	char buf[64], *end;

	if (sb_config_get(&in->r, key, buf, sizeof(buf)))
		return -1;
	*v = strtol(buf, &end, 10);
	return *end || end == buf ? -1 : 0;
}

/* a file's label before clashes: its env value, named or upper-cased */
static void base_label(const struct grid *g, size_t i, char *buf, size_t len)
{
	const struct sb_lay_filelabel *f = &g->l->filelabel;
	const struct sb_input *in = &g->in[i];
	const char *v = f->key ? sb_env_get(&in->r, f->key) : in->r.path;
	const char *named = NULL;
	size_t k;

	if (f->key && sb_results_rt(&in->r))
		named = sb_lay_name(g->l, f->key, "rt");
	if (!named && v && *v)
		named = f->key ? sb_lay_name(g->l, f->key, v) : NULL;
	if (named || !v || !*v) {
		snprintf(buf, len, "%s", named ? named : f->missing ? f->missing : in->r.path);
		return;
	}
	for (k = 0; k + 1 < len && v[k]; k++)
		buf[k] = f->upper ? (char)toupper((unsigned char)v[k]) : v[k];
	buf[k] = '\0';
}

/* every file's {label}: two that share one are told apart by f->clash */
static void file_labels(struct grid *g)
{
	const char *clash = g->l->filelabel.clash;
	char other[LABEL_LEN];
	size_t i, k;

	for (i = 0; i < g->nin; i++)
		base_label(g, i, g->label[i], LABEL_LEN);
	for (i = 0; i < g->nin && clash; i++) {
		base_label(g, i, other, sizeof(other));
		for (k = 0; k < g->nin; k++) {
			char theirs[LABEL_LEN];

			base_label(g, k, theirs, sizeof(theirs));
			if (k != i && !strcmp(other, theirs))
				break;
		}
		if (k == g->nin)
			continue;
		if (!strcmp(clash, "number"))
			snprintf(g->label[i] + strlen(g->label[i]),
				 LABEL_LEN - strlen(g->label[i]), "#%zu", i + 1);
		else
			snprintf(g->label[i], LABEL_LEN, "%s",
				 sb_lay_env(&g->in[i], clash, g->in[i].r.path));
	}
}

/* each file's config value (rows config KEY) and workload */
static int per_file(struct grid *g, char *err, size_t errlen)
{
	const struct sb_layout *l = g->l;
	const char *want = l->workload ? l->workload : sb_lay_opt(l, g->o, 1);
	size_t i;

	for (i = 0; i < g->nin; i++) {
		if (l->rows == SB_ROWS_CONFIG && cfg_long(&g->in[i], l->rows_key, &g->key[i]))
			return fail(err, errlen, "%s: no %s=N in the config header line",
				    g->in[i].r.path, l->rows_key);
		g->wl[i] = sb_lay_pick_workload(&g->in[i], want, err, errlen);
		if (!g->wl[i])
			return -1;
	}
	return 0;
}

static void add_row(struct grid *g, const struct sb_lay_line *ln, const char *v, long key)
{
	g->row = xgrow(g->row, g->nrow, sizeof(*g->row));
	g->row[g->nrow].ln = ln;
	g->row[g->nrow].variant = v;
	g->row[g->nrow++].key = key;
}

/* rows variants: those the spec names first, in its order; then the rest */
static void variant_rows(struct grid *g, const struct sb_lay_line *ln)
{
	const char *ctx = sb_lay_opt(g->l, g->o, 0);
	struct sb_strs vs = { NULL, 0, { NULL, 0, 0 } };
	size_t i, j;

	for (i = 0; i < g->nin; i++)
		for (j = 0; j < g->in[i].gs.n; j++) {
			const struct sb_group *gr = &g->in[i].gs.g[j];

			if (!strcmp(gr->workload, g->wl[i]) && ctx && !strcmp(gr->context, ctx))
				sb_strs_add(&vs, gr->variant);
		}
	for (i = 0; i < g->l->nnames; i++)
		if (!strcmp(g->l->names[i].key, "variant") &&
		    sb_strs_has(&vs, g->l->names[i].value))
			add_row(g, ln, g->l->names[i].value, 0);
	for (j = 0; j < vs.n; j++)
		if (!sb_lay_name(g->l, "variant", vs.s[j]))
			add_row(g, ln, vs.s[j], 0);
	sb_strs_free(&vs);
}

/* rows config KEY: its values, ascending */
static void key_rows(struct grid *g, const struct sb_lay_line *ln)
{
	size_t i, k;

	for (i = 0; i < g->nin; i++) {
		for (k = 0; k < g->nrow && g->row[k].key != g->key[i]; k++)
			;
		if (k < g->nrow)
			continue;
		add_row(g, ln, NULL, g->key[i]);
		for (k = g->nrow - 1; k > 0 && g->row[k - 1].key > g->row[k].key; k--) {
			struct grow tmp = g->row[k];

			g->row[k] = g->row[k - 1];
			g->row[k - 1] = tmp;
		}
	}
}

static void make_rows(struct grid *g)
{
	static const struct sb_lay_line plain = { .rt = -1, .measure = SB_MEAS_NONE };
	size_t i;

	if (g->l->rows == SB_ROWS_VARIANTS)
		variant_rows(g, g->l->nrow ? &g->l->row[0] : &plain);
	else if (g->l->rows == SB_ROWS_CONFIG)
		key_rows(g, g->l->nrow ? &g->l->row[0] : &plain);
	else
		for (i = 0; i < g->l->nrow; i++)
			add_row(g, &g->l->row[i], NULL, 0);
}

/* the columns, a run of each=file columns repeated as a block a file */
static void make_cols(struct grid *g)
{
	const struct sb_layout *l = g->l;
	size_t i = 0, j, f;

	while (i < l->ncol) {
		for (j = i; j < l->ncol && l->col[j].each_file; j++)
			;
		for (f = 0; j > i && f < g->nin; f++) {
			size_t c;

			for (c = i; c < j; c++) {
				g->col = xgrow(g->col, g->ncol, sizeof(*g->col));
				g->col[g->ncol].ln = &l->col[c];
				g->col[g->ncol++].file = f;
			}
		}
		if (j == i) {
			g->col = xgrow(g->col, g->ncol, sizeof(*g->col));
			g->col[g->ncol].ln = &l->col[i];
			g->col[g->ncol++].file = SIZE_MAX;
			j++;
		}
		i = j;
	}
}

/* A median or SD cell of group @gr, or the reason there is none. */
static void group_cell(struct sb_table *t, size_t r, size_t c, enum sb_lay_cell cell,
		       const struct sb_group *gr)
{
	char b[64];

	if (cell == SB_CELL_SD)
		sb_table_set(t, r, c, "%s", gr && gr->n > 1 ?
			     sb_fmt_num(b, sizeof(b), sb_sd(gr->ns, gr->n)) : "-");
	else if (!gr)
		sb_table_set(t, r, c, "not run");
	else if (!gr->n)
		sb_table_set(t, r, c, "%s", gr->nfailed ? "FAILED" : "skipped");
	else
		sb_table_set(t, r, c, "%s", sb_fmt_num(b, sizeof(b), sb_group_median(gr)));
}

static void label_cell(struct grid *g, struct sb_table *t, size_t r)
{
	const struct grow *rw = &g->row[r];
	const char *named;
	char buf[1024];

	if (g->l->rows == SB_ROWS_CONFIG) {
		sb_table_set(t, r, 0, "%ld", rw->key);
	} else if (rw->variant) {
		named = sb_lay_name(g->l, "variant", rw->variant);
		sb_table_set(t, r, 0, "%s", named ? named : rw->variant);
	} else {
		sb_table_set(t, r, 0, "%s",
			     sb_lay_fill(buf, sizeof(buf), rw->ln->text, g->l, g->o, NULL));
	}
}

/* one cell: the last file it covers that has a group for it wins */
static int cell(struct grid *g, struct sb_table *t, size_t r, size_t c,
		char *err, size_t errlen)
{
	const struct grow *rw = &g->row[r];
	const struct gcol *cl = &g->col[c];
	const char *ctx = rw->ln->context ? rw->ln->context : cl->ln->context;
	const char *var = rw->variant ? rw->variant : cl->ln->variant ? cl->ln->variant :
			  rw->ln->variant;
	enum sb_lay_cell kind = cl->ln->cell > SB_CELL_LABEL ? cl->ln->cell : rw->ln->cell;
	char vb[256], cb[256];
	size_t i;

	if (cl->ln->cell == SB_CELL_LABEL) {
		label_cell(g, t, r);
		return 0;
	}
	if (!var)
		return fail(err, errlen, "%s:%zu: no variant for this column's cells (variant=, or rows variants)",
			    g->l->path, cl->ln->line);
	var = sb_lay_fill(vb, sizeof(vb), var, g->l, g->o, NULL);
	ctx = ctx ? sb_lay_fill(cb, sizeof(cb), ctx, g->l, g->o, NULL) : sb_lay_opt(g->l, g->o, 0);
	if (!ctx)
		return fail(err, errlen, "%s: no context: give --context, or context= in %s",
			    g->l->path, g->l->name);
	sb_table_set(t, r, c, "not run");
	for (i = 0; i < g->nin; i++) {
		if ((cl->file != SIZE_MAX && cl->file != i) ||
		    (cl->ln->rt >= 0 && cl->ln->rt != sb_results_rt(&g->in[i].r)) ||
		    (g->l->rows == SB_ROWS_CONFIG && g->key[i] != rw->key))
			continue;
		group_cell(t, r, c, kind, sb_group_find(&g->in[i].gs, g->wl[i], var, ctx));
	}
	return 0;
}

static int fill_table(struct grid *g, struct sb_table *t, char *err, size_t errlen)
{
	char (*head)[1024] = xcalloc(g->ncol + 1, sizeof(*head));
	const char **hp = xcalloc(g->ncol + 1, sizeof(*hp));
	size_t r, c;
	int ret = 0;

	for (c = 0; c < g->ncol; c++) {
		const char *kv[] = { "label", g->col[c].file != SIZE_MAX ?
				     g->label[g->col[c].file] : "", NULL };

		hp[c] = sb_lay_fill(head[c], sizeof(head[c]), g->col[c].ln->text, g->l, g->o, kv);
	}
	sb_table_init(t, g->ncol, hp, NULL);
	for (c = 0; c < g->ncol; c++)
		t->align[c] = g->col[c].ln->align ? g->col[c].ln->align :
			      g->col[c].ln->cell == SB_CELL_LABEL ? 'l' : 'r';
	for (r = 0; r < g->nrow; r++)
		sb_table_row(t);
	for (r = 0; r < g->nrow && !ret; r++)
		for (c = 0; c < g->ncol && !ret; c++)
			ret = cell(g, t, r, c, err, errlen);
	free(head);
	free(hp);
	return ret;
}

/* the output lines, the per-file lines and the table, in spec order */
static void print_out(FILE *fp, struct grid *g, struct sb_table *t)
{
	const char *kv[] = { "workload", g->nin ? g->wl[0] : "", NULL };
	char buf[4096];
	size_t i = 0, f;

	while ((i = sb_lay_text(fp, g->l, i, g->o, kv)) < g->l->nout) {
		if (g->l->out[i].what == SB_OUT_TABLE)
			sb_table_print(fp, t, g->o->format);
		for (f = 0; g->l->out[i].what == SB_OUT_FILES && f < g->nin; f++) {
			const char *fkv[] = {
				"workload", g->wl[f], "label", g->label[f],
				"path", g->in[f].r.path,
				"kernel", sb_lay_env(&g->in[f], "kernel", "?"), NULL,
			};

			fprintf(fp, "%s\n", sb_lay_fill(buf, sizeof(buf), g->l->out[i].text,
							g->l, g->o, fkv));
		}
		i++;
	}
}

int sb_lay_grid(FILE *fp, const struct sb_layout *l, struct sb_input *in, size_t nin,
		const struct sb_shape_opts *o, char *err, size_t errlen)
{
	struct grid g = { l, in, nin, o, NULL, NULL, NULL, NULL, NULL, 0, 0 };
	struct sb_table t;
	int ret;

	g.wl = xcalloc(nin + 1, sizeof(*g.wl));
	g.key = xcalloc(nin + 1, sizeof(*g.key));
	g.label = xcalloc(nin + 1, sizeof(*g.label));
	ret = per_file(&g, err, errlen);
	if (!ret) {
		file_labels(&g);
		make_rows(&g);
		make_cols(&g);
		ret = fill_table(&g, &t, err, errlen);
		if (!ret)
			print_out(fp, &g, &t);
		sb_table_free(&t);
	}
	free(g.wl);
	free(g.key);
	free(g.label);
	free(g.row);
	free(g.col);
	return ret;
}
