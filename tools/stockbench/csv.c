// SPDX-License-Identifier: GPL-2.0
/*
 * csv.c - strict reader for results.csv.  Anything that is not exactly
 * the documented format is rejected with a one-line reason: a benchmark
 * tool that guesses at a damaged file produces numbers nobody can trust.
 */
#include "csv.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util.h"
#include "../../module/stock/name_lists.h"

#define SB_MAX_FILE (512L << 20)

/* the columns every results.csv has: name_lists.h's required ones */
#define REQ_COL(name, req) req ? #name : NULL,
#define NO_CNT(up, csv, ev)
static const char *const required_cols[] = { SB_CSV_COLUMNS(REQ_COL, NO_CNT) };
#undef REQ_COL
#undef NO_CNT

const char *const *sb_required_columns(size_t *n)
{
	*n = sizeof(required_cols) / sizeof(required_cols[0]);
	return required_cols;
}

int sb_parse_double(const char *s, double *out)
{
	char *end;
	double v;

	if (!*s || *s == ' ')
		return -1;
	errno = 0;
	v = strtod(s, &end);
	if (errno || *end || !isfinite(v))
		return -1;
	*out = v;
	return 0;
}

/* A line's fields, reused from line to line: cap grows, never shrinks. */
struct split {
	char **f;
	size_t n, cap;
};

static void split_push(struct split *sp, char *field)
{
	if (sp->n == sp->cap) {
		sp->cap = sp->cap ? 2 * sp->cap : 64;
		sp->f = xrealloc(sp->f, sp->cap * sizeof(*sp->f));
	}
	sp->f[sp->n++] = field;
}

/*
 * Split one CSV line (RFC 4180 quoting, no embedded newlines) into
 * fields, in place: unquoting only shortens a field.  Returns 0, or -1
 * on a malformed quote.
 */
static int split_csv(char *line, struct split *sp)
{
	char *p = line;

	sp->n = 0;
	for (;;) {
		char *out = p, *start = p;

		if (*p == '"') {
			p++;
			for (;;) {
				if (!*p)
					return -1;
				if (*p == '"') {
					if (p[1] == '"') {
						*out++ = '"';
						p += 2;
						continue;
					}
					p++;
					break;
				}
				*out++ = *p++;
			}
			if (*p && *p != ',')
				return -1;
		} else {
			while (*p && *p != ',') {
				if (*p == '"')
					return -1;
				*out++ = *p++;
			}
		}
		split_push(sp, start);
		if (!*p) {
			*out = '\0';
			break;
		}
		p++;
		*out = '\0';
	}
	return 0;
}

FILE *sb_open_input(const char *path, const char *mode, char *err, size_t errlen)
{
	static int stdin_taken;
	FILE *fp;

	if (strcmp(path, "-")) {
		fp = fopen(path, mode);
		if (!fp)
			fail(err, errlen, "%s: cannot open: %s", path, strerror(errno));
		return fp;
	}
	if (stdin_taken++) {
		fail(err, errlen, "-: standard input is read once: give - as one FILE only");
		return NULL;
	}
	return stdin;
}

void sb_close_input(FILE *fp)
{
	if (fp != stdin)
		fclose(fp);
}

/* The whole file in one buffer of its size + 1 (a NUL after the end). */
static char *read_all(const char *path, size_t *len, char *err, size_t errlen)
{
	FILE *fp = sb_open_input(path, "rb", err, errlen);
	char *buf = NULL;
	size_t n = 0, cap = 0;
	struct stat st;

	if (!fp)
		return NULL;
	/* A regular file: read it into a buffer of its own size. */
	if (!fstat(fileno(fp), &st) && S_ISREG(st.st_mode) &&
	    st.st_size <= SB_MAX_FILE) {
		cap = (size_t)st.st_size + 1;
		buf = xmalloc(cap + 1);
	}
	for (;;) {
		size_t got;

		if (cap - n < 1) {
			cap = cap ? cap * 2 : 65536;
			if (cap > (size_t)SB_MAX_FILE + 65536) {
				fail(err, errlen, "%s: larger than %ld MiB",
				     path, SB_MAX_FILE >> 20);
				free(buf);
				sb_close_input(fp);
				return NULL;
			}
			buf = xrealloc(buf, cap + 1);
		}
		got = fread(buf + n, 1, cap - n, fp);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(fp)) {
		fail(err, errlen, "%s: read error: %s", path, strerror(errno));
		free(buf);
		sb_close_input(fp);
		return NULL;
	}
	sb_close_input(fp);
	if (n > (size_t)SB_MAX_FILE) {
		fail(err, errlen, "%s: larger than %ld MiB", path, SB_MAX_FILE >> 20);
		free(buf);
		return NULL;
	}
	buf = xrealloc(buf, n + 1);	/* give back what a pipe's doubling left */
	buf[n] = '\0';
	*len = n;
	return buf;
}

static int env_eq(const struct sb_results *r, size_t i, const char *key)
{
	return !strcmp(r->env[i].key, key);
}

/* key and value point into the file's buffer; the last one wins. */
static void add_env(struct sb_results *r, char *key, char *value)
{
	uint64_t h = sb_hash_str(SB_HASH_INIT, key);
	size_t pos = 0, i;

	r->env = xgrow(r->env, r->nenv, sizeof(*r->env));
	r->env[r->nenv].key = key;
	r->env[r->nenv].value = value;
	while ((i = sb_index_next(&r->envx, h, &pos)) != SB_NONE)
		if (env_eq(r, i, key)) {
			sb_index_set(&r->envx, h, pos, r->nenv++);
			return;
		}
	sb_index_add(&r->envx, h, r->nenv++);
}

static int parse_schema(const char *line, const char *path, int *version,
			char *err, size_t errlen)
{
	const char *prefix = "# schema: " SB_SCHEMA_NAME " ";
	double v;

	/* v is any finite double here: compare it before converting it. */
	if (strncmp(line, prefix, strlen(prefix)) ||
	    sb_parse_double(line + strlen(prefix), &v) || v != floor(v))
		return fail(err, errlen,
			    "%s: not a stockbench results file (line 1 is not '# schema: %s N')",
			    path, SB_SCHEMA_NAME);
	if (v < SB_SCHEMA_MIN || v > SB_SCHEMA_VERSION)
		return fail(err, errlen,
			    "%s: schema %s %.15g is not supported (this tool reads versions %d to %d)",
			    path, SB_SCHEMA_NAME, v + 0.0, SB_SCHEMA_MIN, SB_SCHEMA_VERSION);
	*version = (int)v;
	return 0;
}

/*
 * "# key: value" -> env entry.  Other '#' lines are comments: a later
 * module may add some, and ignoring them changes no number.
 */
static void parse_env(struct sb_results *r, char *line)
{
	char *key = line + 1, *colon, *value;

	while (*key == ' ')
		key++;
	colon = strchr(key, ':');
	if (!colon || colon == key)
		return;
	*colon = '\0';
	if (strpbrk(key, " \t"))
		return;
	for (value = colon + 1; *value == ' '; value++)
		;
	add_env(r, key, value);
}

/* Index the header's names; -1 on an empty or repeated one. */
static int index_cols(struct sb_results *r, size_t lineno, char *err, size_t errlen)
{
	size_t i, j, pos;

	for (i = 0; i < r->ncols; i++) {
		uint64_t h = sb_hash_str(SB_HASH_INIT, r->cols[i]);

		if (!*r->cols[i])
			return fail(err, errlen, "%s:%zu: empty column name in header row",
				    r->path, lineno);
		for (pos = 0; (j = sb_index_next(&r->colx, h, &pos)) != SB_NONE; )
			if (!strcmp(r->cols[j], r->cols[i]))
				return fail(err, errlen,
					    "%s:%zu: column '%s' appears twice in header row",
					    r->path, lineno, r->cols[i]);
		sb_index_add(&r->colx, h, i);
	}
	return 0;
}

static int parse_header(struct sb_results *r, struct split *sp, char *line,
			size_t lineno, char *err, size_t errlen)
{
	size_t i, j;

	if (split_csv(line, sp))
		return fail(err, errlen, "%s:%zu: malformed quoting in header row",
			    r->path, lineno);
	/* A data row where the header should be: say so, not "duplicate". */
	for (i = 0; i < sizeof(required_cols) / sizeof(required_cols[0]); i++) {
		if (!required_cols[i])
			continue;
		for (j = 0; j < sp->n && strcmp(sp->f[j], required_cols[i]); j++)
			;
		if (j == sp->n)
			return fail(err, errlen,
				    "%s:%zu: no header row with column '%s' (truncated file?)",
				    r->path, lineno, required_cols[i]);
	}
	r->cols = xmalloc(sp->n * sizeof(*r->cols));
	memcpy(r->cols, sp->f, sp->n * sizeof(*r->cols));
	r->ncols = sp->n;
	return index_cols(r, lineno, err, errlen);
}

/* fcap: the capacity of r->field, in fields */
static int parse_row(struct sb_results *r, struct split *sp, size_t *fcap,
		     char *line, size_t lineno, char *err, size_t errlen)
{
	if (split_csv(line, sp))
		return fail(err, errlen, "%s:%zu: malformed quoting", r->path, lineno);
	if (sp->n != r->ncols)
		return fail(err, errlen,
			    "%s:%zu: row has %zu fields, header has %zu (truncated or corrupt row)",
			    r->path, lineno, sp->n, r->ncols);
	if ((r->nrows + 1) * r->ncols > *fcap) {
		*fcap = *fcap ? 2 * *fcap : r->ncols;
		r->field = xrealloc(r->field, *fcap * sizeof(*r->field));
	}
	memcpy(r->field + r->nrows * r->ncols, sp->f, r->ncols * sizeof(*r->field));
	r->lineno = xgrow(r->lineno, r->nrows, sizeof(*r->lineno));
	r->lineno[r->nrows] = lineno;
	r->nrows++;
	return 0;
}

/* Each row's pointer into field[], once field[] has stopped moving. */
static void set_rows(struct sb_results *r)
{
	size_t i;

	r->field = xrealloc(r->field, r->nrows * r->ncols * sizeof(*r->field));
	r->rows = xmalloc(r->nrows * sizeof(*r->rows));
	for (i = 0; i < r->nrows; i++)
		r->rows[i] = r->field + i * r->ncols;
}

int sb_results_load(const char *path, struct sb_results *r,
		    char *err, size_t errlen)
{
	struct split sp = { NULL, 0, 0 };
	size_t len, lineno = 0, fcap = 0;
	char *buf, *p;
	int ret = 0;

	memset(r, 0, sizeof(*r));
	r->path = xstrdup(path);
	buf = read_all(path, &len, err, errlen);
	if (!buf) {
		sb_results_free(r);
		return -1;
	}
	r->buf = buf;
	if (len == 0)
		ret = fail(err, errlen, "%s: empty file", path);
	else if (memchr(buf, '\0', len))
		ret = fail(err, errlen, "%s: contains NUL bytes: not a text file", path);
	else if (buf[len - 1] != '\n')
		ret = fail(err, errlen,
			   "%s: last line has no newline (truncated file)", path);
	for (p = buf; !ret && *p; ) {
		char *nl = strchr(p, '\n'), *line = p;

		*nl = '\0';
		p = nl + 1;
		lineno++;
		if (nl > line && nl[-1] == '\r')
			nl[-1] = '\0';
		if (lineno == 1) {
			ret = parse_schema(line, path, &r->schema, err, errlen);
		} else if (line[0] == '#') {
			parse_env(r, line);
		} else if (!*line) {
			continue;
		} else if (!r->cols) {
			ret = parse_header(r, &sp, line, lineno, err, errlen);
		} else {
			ret = parse_row(r, &sp, &fcap, line, lineno, err, errlen);
		}
	}
	free(sp.f);
	set_rows(r);
	if (!ret && !r->ncols)
		ret = fail(err, errlen, "%s: no header row (truncated file)", path);
	if (ret)
		sb_results_free(r);	/* nothing for the caller to free */
	return ret;
}

void sb_results_free(struct sb_results *r)
{
	size_t i;

	if (r->aux_free)
		r->aux_free(r->aux);
	for (i = 0; i < r->nown; i++)
		free(r->own[i]);
	free(r->own);
	sb_index_free(&r->colx);
	sb_index_free(&r->envx);
	free(r->env);
	free(r->rows);
	free(r->field);
	free(r->lineno);
	free(r->cols);
	free(r->buf);
	free(r->path);
	memset(r, 0, sizeof(*r));
}

const char *sb_env_get(const struct sb_results *r, const char *key)
{
	uint64_t h = sb_hash_str(SB_HASH_INIT, key);
	size_t pos = 0, i;

	/* Last one wins (add_env): the harness appends lines such as accel. */
	while ((i = sb_index_next(&r->envx, h, &pos)) != SB_NONE)
		if (env_eq(r, i, key))
			return r->env[i].value;
	return NULL;
}

int sb_results_rt(const struct sb_results *r)
{
	const char *v = sb_env_get(r, "rt");

	return v && (!strcmp(v, "yes") || !strcmp(v, "y") || !strcmp(v, "1"));
}

int sb_col(const struct sb_results *r, const char *name)
{
	uint64_t h = sb_hash_str(SB_HASH_INIT, name);
	size_t pos = 0, i;

	while ((i = sb_index_next(&r->colx, h, &pos)) != SB_NONE)
		if (!strcmp(r->cols[i], name))
			return i > INT_MAX ? -1 : (int)i;
	return -1;
}

const char *sb_field(const struct sb_results *r, size_t row, int col)
{
	if (col < 0 || (size_t)col >= r->ncols || row >= r->nrows)
		return "";
	return r->rows[row][col];
}

void sb_field_set(struct sb_results *r, size_t row, int col, const char *s)
{
	if (col < 0 || (size_t)col >= r->ncols || row >= r->nrows)
		return;
	if (r->aux_free)
		r->aux_free(r->aux);
	r->aux = NULL;
	r->aux_free = NULL;
	r->own = xgrow(r->own, r->nown, sizeof(*r->own));
	r->own[r->nown] = xstrdup(s);
	r->rows[row][col] = r->own[r->nown++];
}

int sb_config_get(const struct sb_results *r, const char *key,
		  char *buf, size_t len)
{
	const char *cfg = sb_env_get(r, "config");
	size_t klen = strlen(key);

	while (cfg && *cfg) {
		size_t tok;

		cfg += strspn(cfg, " \t");
		tok = strcspn(cfg, " \t");
		if (tok > klen && !strncmp(cfg, key, klen) && cfg[klen] == '=') {
			snprintf(buf, len, "%.*s", (int)(tok - klen - 1), cfg + klen + 1);
			return 0;
		}
		cfg += tok;
	}
	return -1;
}
