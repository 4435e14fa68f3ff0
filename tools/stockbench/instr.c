// SPDX-License-Identifier: GPL-2.0
/*
 * instr.c - read an icount boot's instructions per op (instr.h), with a
 * one-line reason naming the file and line for anything else.
 */
#include "instr.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* One line's cell into *x: 0, or -1 with why in err */
static int parse_line(char *l, struct sb_instr_cell *x, const char *path, size_t no,
		      char *err, size_t len)
{
	char *f[6], *end, *t;
	size_t n = 0;
	int ok = 0;

	for (t = strtok(l, " \t\r"); t; t = strtok(NULL, " \t\r"))
		if (n < 6)
			f[n++] = t;
	if (n == 5 && !strcmp(f[2], "inexact")) {
		/* the two repeats' counts, which differ: no number */
		x->n = NAN;
		ok = 1;
	} else if (n == 3 && f[2][0] != '-') {
		errno = 0;
		x->n = strtod(f[2], &end);
		ok = !*end && end != f[2] && !errno && isfinite(x->n);
	}
	if (!ok)
		return fail(err, len, "%s:%zu: not \"variant context instructions/op\" or \"variant context inexact A B\" (tools/vm/vm-summary icount)",
			    path, no);
	x->v = xstrdup(f[0]);
	x->c = xstrdup(f[1]);
	return 0;
}

int sb_instr_load(const char *path, struct sb_instr *in, char *err, size_t len)
{
	FILE *fp = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0, no = 0;
	struct sb_instr_cell x;
	double d;
	int ret = 0;

	memset(in, 0, sizeof(*in));
	if (!fp)
		return fail(err, len, "%s: %s", path, strerror(errno));
	while (getline(&line, &cap, fp) > 0) {
		no++;
		line[strcspn(line, "\n")] = '\0';
		if (!line[strspn(line, " \t\r")] || line[0] == '#')
			continue;
		if (parse_line(line, &x, path, no, err, len)) {
			ret = -1;
			break;
		}
		if (sb_instr_find(in, x.v, x.c, &d)) {
			ret = fail(err, len, "%s:%zu: %s %s a second time", path, no, x.v, x.c);
			free(x.v);
			free(x.c);
			break;
		}
		in->cell = xgrow(in->cell, in->n, sizeof(*in->cell));
		in->cell[in->n++] = x;
	}
	if (!ret && ferror(fp))
		ret = fail(err, len, "%s: read error", path);
	free(line);
	fclose(fp);
	if (ret)
		sb_instr_free(in);
	return ret;
}

int sb_instr_find(const struct sb_instr *in, const char *v, const char *c, double *n)
{
	size_t i;

	for (i = 0; i < in->n; i++)
		if (!strcmp(in->cell[i].v, v) && !strcmp(in->cell[i].c, c)) {
			*n = in->cell[i].n;
			return 1;
		}
	return 0;
}

void sb_instr_free(struct sb_instr *in)
{
	size_t i;

	for (i = 0; i < in->n; i++) {
		free(in->cell[i].v);
		free(in->cell[i].c);
	}
	free(in->cell);
	memset(in, 0, sizeof(*in));
}
