// SPDX-License-Identifier: GPL-2.0
/*
 * csv.c - strict reader for results.csv.  Anything that is not exactly
 * the documented format is rejected with a one-line reason: a benchmark
 * tool that guesses at a damaged file produces numbers nobody can trust.
 */
#include "csv.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

#define SB_MAX_FILE (512L << 20)

static const char *const required_cols[] = {
	"variant", "context", "workload", "cpu", "repeat", "status",
	"ns_per_op",
};

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

/*
 * Split one CSV line (RFC 4180 quoting, no embedded newlines) into
 * fields.  Returns the field count, or -1 on a malformed quote.
 */
static long split_csv(char *line, char ***fields)
{
	char **f = NULL;
	long n = 0;
	char *p = line;

	for (;;) {
		char *out = p, *start = p;

		f = xrealloc(f, (n + 1) * sizeof(*f));
		if (*p == '"') {
			p++;
			for (;;) {
				if (!*p) {
					free(f);
					return -1;
				}
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
			if (*p && *p != ',') {
				free(f);
				return -1;
			}
		} else {
			while (*p && *p != ',') {
				if (*p == '"') {
					free(f);
					return -1;
				}
				*out++ = *p++;
			}
		}
		f[n++] = start;
		if (!*p) {
			*out = '\0';
			break;
		}
		p++;
		*out = '\0';
	}
	*fields = f;
	return n;
}

static char *read_all(const char *path, size_t *len, char *err, size_t errlen)
{
	FILE *fp = fopen(path, "rb");
	char *buf = NULL;
	size_t n = 0, cap = 0;

	if (!fp) {
		fail(err, errlen, "%s: cannot open: %s", path, strerror(errno));
		return NULL;
	}
	for (;;) {
		size_t got;

		if (cap - n < 65536) {
			cap = cap ? cap * 2 : 65536;
			if (cap > (size_t)SB_MAX_FILE + 65536) {
				fail(err, errlen, "%s: larger than %ld MiB",
				     path, SB_MAX_FILE >> 20);
				free(buf);
				fclose(fp);
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
		fclose(fp);
		return NULL;
	}
	fclose(fp);
	buf[n] = '\0';
	*len = n;
	return buf;
}

static void add_env(struct sb_results *r, const char *key, const char *value)
{
	r->env = xrealloc(r->env, (r->nenv + 1) * sizeof(*r->env));
	r->env[r->nenv].key = xstrdup(key);
	r->env[r->nenv].value = xstrdup(value);
	r->nenv++;
}

static int parse_schema(const char *line, const char *path, int *version,
			char *err, size_t errlen)
{
	const char *prefix = "# schema: " SB_SCHEMA_NAME " ";
	double v;

	if (strncmp(line, prefix, strlen(prefix)) ||
	    sb_parse_double(line + strlen(prefix), &v) || v != (int)v)
		return fail(err, errlen,
			    "%s: not a stockbench results file (line 1 is not '# schema: %s N')",
			    path, SB_SCHEMA_NAME);
	if ((int)v < SB_SCHEMA_MIN || (int)v > SB_SCHEMA_VERSION)
		return fail(err, errlen,
			    "%s: schema %s %d is not supported (this tool reads versions %d to %d)",
			    path, SB_SCHEMA_NAME, (int)v, SB_SCHEMA_MIN, SB_SCHEMA_VERSION);
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

static int parse_header(struct sb_results *r, char *line, size_t lineno,
			char *err, size_t errlen)
{
	char **f;
	long n = split_csv(line, &f);
	size_t i, j;

	if (n < 0)
		return fail(err, errlen, "%s:%zu: malformed quoting in header row",
			    r->path, lineno);
	/* A data row where the header should be: say so, not "duplicate". */
	for (i = 0; i < sizeof(required_cols) / sizeof(required_cols[0]); i++) {
		for (j = 0; j < (size_t)n && strcmp(f[j], required_cols[i]); j++)
			;
		if (j == (size_t)n) {
			free(f);
			return fail(err, errlen,
				    "%s:%zu: no header row with column '%s' (truncated file?)",
				    r->path, lineno, required_cols[i]);
		}
	}
	r->cols = xrealloc(NULL, n * sizeof(*r->cols));
	for (i = 0; i < (size_t)n; i++) {
		if (!*f[i]) {
			free(f);
			return fail(err, errlen, "%s:%zu: empty column name in header row",
				    r->path, lineno);
		}
		for (j = 0; j < i; j++)
			if (!strcmp(r->cols[j], f[i])) {
				fail(err, errlen, "%s:%zu: column '%s' appears twice in header row",
				     r->path, lineno, f[i]);
				free(f);
				return -1;
			}
		r->cols[i] = xstrdup(f[i]);
		r->ncols = i + 1;
	}
	free(f);
	return 0;
}

static int parse_row(struct sb_results *r, char *line, size_t lineno,
		     char *err, size_t errlen)
{
	char **f, **row;
	long n = split_csv(line, &f);
	long i;

	if (n < 0)
		return fail(err, errlen, "%s:%zu: malformed quoting", r->path, lineno);
	if ((size_t)n != r->ncols) {
		free(f);
		return fail(err, errlen,
			    "%s:%zu: row has %ld fields, header has %zu (truncated or corrupt row)",
			    r->path, lineno, n, r->ncols);
	}
	row = xrealloc(NULL, n * sizeof(*row));
	for (i = 0; i < n; i++)
		row[i] = xstrdup(f[i]);
	free(f);
	r->rows = xrealloc(r->rows, (r->nrows + 1) * sizeof(*r->rows));
	r->lineno = xrealloc(r->lineno, (r->nrows + 1) * sizeof(*r->lineno));
	r->rows[r->nrows] = row;
	r->lineno[r->nrows] = lineno;
	r->nrows++;
	return 0;
}

int sb_results_load(const char *path, struct sb_results *r,
		    char *err, size_t errlen)
{
	size_t len, lineno = 0;
	char *buf, *p;
	int ret = 0;

	memset(r, 0, sizeof(*r));
	r->path = xstrdup(path);
	buf = read_all(path, &len, err, errlen);
	if (!buf)
		return -1;
	if (len == 0) {
		free(buf);
		return fail(err, errlen, "%s: empty file", path);
	}
	if (memchr(buf, '\0', len)) {
		free(buf);
		return fail(err, errlen, "%s: contains NUL bytes: not a text file", path);
	}
	if (buf[len - 1] != '\n') {
		free(buf);
		return fail(err, errlen,
			    "%s: last line has no newline (truncated file)", path);
	}
	for (p = buf; *p && !ret; ) {
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
		} else if (!r->ncols) {
			ret = parse_header(r, line, lineno, err, errlen);
		} else {
			ret = parse_row(r, line, lineno, err, errlen);
		}
	}
	free(buf);
	if (!ret && !r->ncols)
		ret = fail(err, errlen, "%s: no header row (truncated file)", path);
	return ret;
}

void sb_results_free(struct sb_results *r)
{
	size_t i, j;

	for (i = 0; i < r->nenv; i++) {
		free(r->env[i].key);
		free(r->env[i].value);
	}
	for (i = 0; i < r->nrows; i++) {
		for (j = 0; j < r->ncols; j++)
			free(r->rows[i][j]);
		free(r->rows[i]);
	}
	for (i = 0; i < r->ncols; i++)
		free(r->cols[i]);
	free(r->env);
	free(r->rows);
	free(r->lineno);
	free(r->cols);
	free(r->path);
	memset(r, 0, sizeof(*r));
}

const char *sb_env_get(const struct sb_results *r, const char *key)
{
	size_t i;

	/* Last one wins: the harness appends lines such as accel. */
	for (i = r->nenv; i-- > 0; )
		if (!strcmp(r->env[i].key, key))
			return r->env[i].value;
	return NULL;
}

int sb_col(const struct sb_results *r, const char *name)
{
	size_t i;

	for (i = 0; i < r->ncols; i++)
		if (!strcmp(r->cols[i], name))
			return (int)i;
	return -1;
}

const char *sb_field(const struct sb_results *r, size_t row, int col)
{
	if (col < 0 || (size_t)col >= r->ncols || row >= r->nrows)
		return "";
	return r->rows[row][col];
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
