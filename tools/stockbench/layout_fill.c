// SPDX-License-Identifier: GPL-2.0
/*
 * layout_fill.c - what a loaded layout's two kinds share: its options
 * with their defaults, its names and words, {placeholder} filling, and
 * the choice of a file's workload.
 */
#include "layout.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

const char *sb_lay_opt(const struct sb_layout *l, const struct sb_shape_opts *o, int i)
{
	const char *const given[8] = {
		o->context, o->workload, o->opt, o->noopt,
		o->without, o->with, o->baseline, o->patched,
	};

	return given[i] ? given[i] : l->dflt[i];
}

const char *sb_lay_name(const struct sb_layout *l, const char *key, const char *value)
{
	size_t i;

	for (i = 0; i < l->nnames; i++)
		if (!strcmp(l->names[i].key, key) && !strcmp(l->names[i].value, value))
			return l->names[i].text;
	return NULL;
}

const char *sb_lay_word(const struct sb_layout *l, const char *key)
{
	size_t i;

	for (i = 0; i < l->nwords; i++)
		if (!strcmp(l->words[i].key, key))
			return l->words[i].text;
	return "";
}

/* the value of the placeholder @name (@n bytes): @kv's, else the option's */
static const char *place(const char *name, size_t n, const struct sb_layout *l,
			 const struct sb_shape_opts *o, const char *const *kv)
{
	size_t i;

	for (i = 0; kv && kv[i]; i += 2)
		if (strlen(kv[i]) == n && !strncmp(kv[i], name, n))
			return kv[i + 1] ? kv[i + 1] : "";
	for (i = 0; i < 8; i++)
		if (strlen(sb_lay_opt_names[i]) == n && !strncmp(sb_lay_opt_names[i], name, n)) {
			const char *v = sb_lay_opt(l, o, i);

			return v ? v : "";
		}
	return NULL;
}

const char *sb_lay_fill(char *buf, size_t len, const char *s, const struct sb_layout *l,
			const struct sb_shape_opts *o, const char *const *kv)
{
	size_t n = 0;

	buf[0] = '\0';
	while (*s && n + 1 < len) {
		const char *e = *s == '{' ? strchr(s, '}') : NULL;
		const char *v = e ? place(s + 1, e - s - 1, l, o, kv) : NULL;

		if (v) {
			n += snprintf(buf + n, len - n, "%s", v);
			s = e + 1;
		} else {
			buf[n++] = *s++;
			buf[n] = '\0';
		}
		if (n >= len)
			n = len - 1;
	}
	return buf;
}

const char *sb_lay_env(const struct sb_input *in, const char *key, const char *dflt)
{
	const char *v = sb_env_get(&in->r, key);

	return v && *v ? v : dflt;
}

/* The single workload of a file, or the one asked for. */
const char *sb_lay_pick_workload(const struct sb_input *in, const char *want,
				 char *err, size_t errlen)
{
	const char *w = NULL;
	size_t i;

	for (i = 0; i < in->gs.n; i++) {
		const char *gw = in->gs.g[i].workload;

		if (want && !strcmp(gw, want))
			return gw;
		if (!want && w && strcmp(w, gw)) {
			fail(err, errlen, "%s: has workloads %s and %s: choose one with --workload",
			     in->r.path, w, gw);
			return NULL;
		}
		w = gw;
	}
	if (!w || want) {
		fail(err, errlen, "%s: has no rows of workload %s", in->r.path,
		     want ? want : "(any)");
		return NULL;
	}
	return w;
}

size_t sb_lay_text(FILE *fp, const struct sb_layout *l, size_t from,
		   const struct sb_shape_opts *o, const char *const *kv)
{
	char buf[4096];

	for (; from < l->nout && l->out[from].what == SB_OUT_TEXT; from++)
		fprintf(fp, "%s\n", sb_lay_fill(buf, sizeof(buf), l->out[from].text, l, o, kv));
	return from;
}

int sb_layout_print(FILE *fp, const struct sb_layout *l, struct sb_input *in, size_t nin,
		    const struct sb_shape_opts *o, char *err, size_t errlen)
{
	if (l->kind == SB_LAY_PAIR)
		return sb_lay_pair(fp, l, in, nin, o, err, errlen);
	return sb_lay_grid(fp, l, in, nin, o, err, errlen);
}
