// SPDX-License-Identifier: GPL-2.0
/*
 * emit.c - --format csv|json (emit.h): the tables of show and compare as
 * data for scripts.  The commands print as they always do; sb_table_print()
 * hands each table here instead of drawing it, and stdout is kept aside
 * in memory meanwhile, so no command needs a second code path: the text
 * around the tables becomes json's "text", and a refused command prints
 * nothing but its one line on stderr.
 */
#include "emit.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "util.h"

#define SB_EMIT_SCHEMA "stockbench-table 1"

struct etab {
	char *name, *file;
	struct sb_table t;
};

static struct {
	enum sb_format f;
	FILE *real, *mem;
	char *text;
	size_t len;
	char *name, *file;
	int argc;
	char **argv;
	struct etab *tabs;
	size_t ntabs;
} e;

void sb_emit_begin(enum sb_format f, const char *cmd, int argc, char **argv)
{
	e.f = f;
	e.argc = argc;
	e.argv = argv;
	e.name = xstrdup(cmd);
	e.real = stdout;
	e.mem = open_memstream(&e.text, &e.len);
	if (!e.mem)
		oom();
	/* glibc's stdout is a variable: every printf of the command lands here */
	stdout = e.mem;
}

void sb_emit_name(const char *name, const char *file)
{
	if (!e.mem)
		return;		/* text or Markdown: tables are printed as they come */
	free(e.name);
	free(e.file);
	e.name = xstrdup(name);
	e.file = file ? xstrdup(file) : NULL;
}

void sb_emit_table(const struct sb_table *t)
{
	struct etab *x;

	e.tabs = xgrow(e.tabs, e.ntabs, sizeof(*e.tabs));
	x = &e.tabs[e.ntabs++];
	x->name = xstrdup(e.name ? e.name : "table");
	x->file = e.file ? xstrdup(e.file) : NULL;
	sb_table_copy(&x->t, t);
}

void sb_emit_key(const char *head, char *buf, size_t len)
{
	size_t o = 0;
	const char *s;
	double v;
	int n;

	/* "95% CI of ratio", "90% CI of delta": the interval, whatever its level */
	if (sscanf(head, "%lf%% CI%n", &v, &n) == 1 && n > 0) {
		snprintf(buf, len, "ci");
		return;
	}
	for (s = head; *s && o + 5 < len; s++) {
		if (isalnum((unsigned char)*s)) {
			buf[o++] = (char)tolower((unsigned char)*s);
		} else if (*s == '%') {
			o += snprintf(buf + o, len - o, "%spct", o && buf[o - 1] != '_' ? "_" : "");
		} else if (o && buf[o - 1] != '_') {
			buf[o++] = '_';
		}
	}
	while (o && buf[o - 1] == '_')
		o--;
	buf[o] = '\0';
	if (!o)
		snprintf(buf, len, "column");
}

enum kind { K_NULL, K_NUM, K_STR };

struct val {
	enum kind k;
	double v;
	const char *s;
};

/* "x" a whole number (a trailing '*' or '%' of the table dropped) */
static int num_of(const char *s, double *v)
{
	char b[128], *end;
	size_t n = strlen(s);

	if (!n || n >= sizeof(b))
		return 0;
	memcpy(b, s, n + 1);
	while (n && (b[n - 1] == '*' || b[n - 1] == '%'))
		b[--n] = '\0';
	*v = strtod(b, &end);
	return n && !*end && end != b && isfinite(*v);
}

/* "[lo, hi]" or "lo..hi": 1 with both set */
static int interval_of(const char *s, double *lo, double *hi)
{
	char a[64], b[64];
	const char *dots = strstr(s, "..");

	if (s[0] == '[' && sscanf(s, "[%63[^,], %63[^]]]", a, b) == 2)
		return num_of(a, lo) && num_of(b, hi);
	if (dots && (size_t)(dots - s) < sizeof(a) && strlen(dots + 2) < sizeof(b)) {
		memcpy(a, s, dots - s);
		a[dots - s] = '\0';
		snprintf(b, sizeof(b), "%s", dots + 2);
		return num_of(a, lo) && num_of(b, hi);
	}
	return 0;
}

/* A cell as data: the numbers the command gave, else the text read back */
static int cell(const struct sb_table *t, size_t r, size_t c, struct val v[2])
{
	size_t i = r * t->ncols + c;
	const char *s = sb_table_get(t, r, c);

	v[0].k = v[1].k = K_NULL;
	if (!isnan(t->val[2 * i])) {
		v[0].k = K_NUM;
		v[0].v = t->val[2 * i];
		if (isnan(t->val[2 * i + 1]))
			return 0;
		v[1].k = K_NUM;
		v[1].v = t->val[2 * i + 1];
		return 1;
	}
	if (!*s || !strcmp(s, "-"))
		return 0;
	if (interval_of(s, &v[0].v, &v[1].v)) {
		v[0].k = v[1].k = K_NUM;
		return 1;
	}
	if (num_of(s, &v[0].v)) {
		v[0].k = K_NUM;
		return 0;
	}
	v[0].k = K_STR;
	v[0].s = s;
	return 0;
}

/* The keys of a table: per column its key, and whether it is an interval */
struct cols {
	char (*key)[64];
	int *pair;
};

static void cols_of(const struct sb_table *t, struct cols *k)
{
	size_t c, r, j;
	struct val v[2];

	k->key = xcalloc(t->ncols, sizeof(*k->key));
	k->pair = xcalloc(t->ncols, sizeof(*k->pair));
	for (c = 0; c < t->ncols; c++) {
		sb_emit_key(t->head[c], k->key[c], sizeof(k->key[c]));
		for (j = 0; j < c; j++)
			if (!strcmp(k->key[j], k->key[c]))
				snprintf(k->key[c] + strlen(k->key[c]),
					 sizeof(k->key[c]) - strlen(k->key[c]), "_%zu", c);
		for (r = 0; r < t->nrows && !k->pair[c]; r++)
			k->pair[c] = cell(t, r, c, v);
	}
}

/* the length of the valid UTF-8 sequence at @p (a byte >= 0x80), or 0 */
static int utf8_len(const unsigned char *p)
{
	int n = *p >= 0xf0 && *p < 0xf5 ? 4 : *p >= 0xe0 ? 3 : *p >= 0xc2 && *p < 0xe0 ? 2 : 0;
	int i;

	if (*p >= 0xf5)
		return 0;
	for (i = 1; i < n; i++)
		if ((p[i] & 0xc0) != 0x80)
			return 0;
	/* no overlong forms, surrogates or code points past U+10FFFF */
	if ((*p == 0xe0 && p[1] < 0xa0) || (*p == 0xed && p[1] >= 0xa0) ||
	    (*p == 0xf0 && p[1] < 0x90) || (*p == 0xf4 && p[1] >= 0x90))
		return 0;
	return n;
}

/* a JSON string: UTF-8 as it is, any other byte as the code point of its value */
static void json_str(FILE *fp, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	int n;

	fputc('"', fp);
	for (; *p; p++) {
		if (*p == '"' || *p == '\\') {
			fprintf(fp, "\\%c", *p);
		} else if (*p == '\n') {
			fputs("\\n", fp);
		} else if (*p == '\t') {
			fputs("\\t", fp);
		} else if (*p >= 0x80 && (n = utf8_len(p))) {
			fwrite(p, 1, n, fp);
			p += n - 1;
		} else if (*p < 0x20 || *p >= 0x7f) {
			fprintf(fp, "\\u%04x", *p);
		} else {
			fputc(*p, fp);
		}
	}
	fputc('"', fp);
}

static void json_val(FILE *fp, const struct val *v)
{
	if (v->k == K_NUM)
		fprintf(fp, "%.12g", v->v);
	else if (v->k == K_STR)
		json_str(fp, v->s);
	else
		fputs("null", fp);
}

static void json_table(FILE *fp, const struct etab *x)
{
	const struct sb_table *t = &x->t;
	struct cols k;
	struct val v[2];
	size_t r, c, first = 1;

	cols_of(t, &k);
	fputs("    {\"name\": ", fp);
	json_str(fp, x->name);
	fputs(", \"file\": ", fp);
	if (x->file)
		json_str(fp, x->file);
	else
		fputs("null", fp);
	fputs(",\n     \"columns\": [", fp);
	for (c = 0; c < t->ncols; c++) {
		fprintf(fp, "%s\"%s%s\"", first ? "" : ", ", k.key[c], k.pair[c] ? "_lo" : "");
		if (k.pair[c])
			fprintf(fp, ", \"%s_hi\"", k.key[c]);
		first = 0;
	}
	fputs("],\n     \"rows\": [", fp);
	for (r = 0; r < t->nrows; r++) {
		fputs(r ? ",\n      {" : "\n      {", fp);
		for (c = 0; c < t->ncols; c++) {
			int two = cell(t, r, c, v);

			fprintf(fp, "%s\"%s%s\": ", c ? ", " : "", k.key[c], k.pair[c] ? "_lo" : "");
			if (k.pair[c] && !two)
				v[0].k = K_NULL;	/* no interval here ("n too small"): none */
			json_val(fp, &v[0]);
			if (k.pair[c]) {
				fprintf(fp, ", \"%s_hi\": ", k.key[c]);
				json_val(fp, &v[1]);
			}
		}
		fputs("}", fp);
	}
	fputs(t->nrows ? "\n     ]}" : "]}", fp);
	free(k.key);
	free(k.pair);
}

/* the text the command printed, one string per non-empty line */
static void json_text(FILE *fp)
{
	char *p = e.text, *nl;
	int first = 1;

	fputs("  \"text\": [", fp);
	for (; p && *p; p = nl ? nl + 1 : p + strlen(p)) {
		nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		if (*p && strcmp(p, "```")) {
			fputs(first ? "\n    " : ",\n    ", fp);
			json_str(fp, p);
			first = 0;
		}
		if (!nl)
			break;
	}
	fputs(first ? "]\n" : "\n  ]\n", fp);
}

static void json_doc(FILE *fp)
{
	int i;
	size_t t;

	fprintf(fp, "{\n  \"schema\": \"%s\",\n  \"version\": ", SB_EMIT_SCHEMA);
	json_str(fp, sb_version);
	fputs(",\n  \"git\": ", fp);
	json_str(fp, sb_git_version);
	fputs(",\n  \"argv\": [\"stockbench\"", fp);
	for (i = 0; i < e.argc; i++) {
		fputs(", ", fp);
		json_str(fp, e.argv[i]);
	}
	fputs("],\n  \"tables\": [\n", fp);
	for (t = 0; t < e.ntabs; t++) {
		json_table(fp, &e.tabs[t]);
		fputs(t + 1 < e.ntabs ? ",\n" : "\n", fp);
	}
	fputs("  ],\n", fp);
	json_text(fp);
	fputs("}\n", fp);
}

static void csv_str(FILE *fp, const char *s)
{
	if (!strpbrk(s, ",\"\n\r") && s[0] != ' ' && (!*s || s[strlen(s) - 1] != ' ')) {
		fputs(s, fp);
		return;
	}
	fputc('"', fp);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', fp);
		fputc(*s, fp);
	}
	fputc('"', fp);
}

static void csv_val(FILE *fp, const struct val *v)
{
	if (v->k == K_NUM)
		fprintf(fp, "%.12g", v->v);
	else if (v->k == K_STR)
		csv_str(fp, v->s);
}

/*
 * One header for every table: "table", "file", then every key of every
 * table in first-appearance order; a row leaves the others' keys empty.
 */
static void csv_doc(FILE *fp)
{
	struct sb_strs all = { NULL, 0, { NULL, 0, 0 } };
	struct cols *k = xcalloc(e.ntabs + 1, sizeof(*k));
	size_t t, c, r, i;
	struct val v[2];
	char key[80];

	for (t = 0; t < e.ntabs; t++) {
		cols_of(&e.tabs[t].t, &k[t]);
		for (c = 0; c < e.tabs[t].t.ncols; c++)
			for (i = 0; i < 1 + (size_t)k[t].pair[c]; i++) {
				char *name;

				snprintf(key, sizeof(key), "%s%s", k[t].key[c],
					 k[t].pair[c] ? (i ? "_hi" : "_lo") : "");
				name = xstrdup(key);
				if (!sb_strs_add(&all, name))
					free(name);
			}
	}
	fputs("table,file", fp);
	for (i = 0; i < all.n; i++)
		fprintf(fp, ",%s", all.s[i]);
	fputs("\n", fp);
	for (t = 0; t < e.ntabs; t++) {
		const struct sb_table *tb = &e.tabs[t].t;
		struct val *row = xcalloc(all.n + 1, sizeof(*row));

		for (r = 0; r < tb->nrows; r++) {
			memset(row, 0, (all.n + 1) * sizeof(*row));
			for (c = 0; c < tb->ncols; c++) {
				int two = cell(tb, r, c, v);

				for (i = 0; i < 1 + (size_t)k[t].pair[c]; i++) {
					size_t j;

					snprintf(key, sizeof(key), "%s%s", k[t].key[c],
						 k[t].pair[c] ? (i ? "_hi" : "_lo") : "");
					for (j = 0; j < all.n && strcmp(all.s[j], key); j++)
						;
					if (j < all.n && (!k[t].pair[c] || two))
						row[j] = v[i];
				}
			}
			csv_str(fp, e.tabs[t].name);
			fputc(',', fp);
			if (e.tabs[t].file)
				csv_str(fp, e.tabs[t].file);
			for (i = 0; i < all.n; i++) {
				fputc(',', fp);
				csv_val(fp, &row[i]);
			}
			fputs("\n", fp);
		}
		free(row);
	}
	for (t = 0; t < e.ntabs; t++) {
		free(k[t].key);
		free(k[t].pair);
	}
	free(k);
	for (i = 0; i < all.n; i++)
		free((char *)all.s[i]);
	sb_strs_free(&all);
}

int sb_emit_end(int rc)
{
	size_t t;

	fclose(e.mem);
	stdout = e.real;
	if (!rc) {
		if (e.f == SB_FMT_JSON)
			json_doc(stdout);
		else
			csv_doc(stdout);
	}
	for (t = 0; t < e.ntabs; t++) {
		sb_table_free(&e.tabs[t].t);
		free(e.tabs[t].name);
		free(e.tabs[t].file);
	}
	free(e.tabs);
	free(e.text);
	free(e.name);
	free(e.file);
	memset(&e, 0, sizeof(e));
	return rc;
}
