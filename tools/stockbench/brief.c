// SPDX-License-Identifier: GPL-2.0
/*
 * brief.c - compare --brief and show --brief (brief.h): the paste-ready
 * table, made from the tables the command builds anyway, so that no
 * compare form needs a second code path and the brief cannot disagree
 * with the full table.  Columns are picked by their heads: the row's
 * names (workload when shown, variant, vs, context, n), A and B under
 * their unit, the ratio (or delta, or show's median ns/op) with its
 * interval as "2.39 [1.47, 3.86]", p_holm, hit%, the verdict or status in
 * a word; everything to 3 significant digits.  The boots or pairs a row
 * had become one line above the table, the verdicts a count below it,
 * rows without a value a count with their reasons, and the WARNING,
 * CONFOUND, SLOW CPU and NOTE lines of the full output (show's: its
 * header lines and sections) a count of what is not shown.  p_holm (or
 * hit%) goes first when the table would be wider than SB_BRIEF_COLS, and
 * the legend line says so.
 */
#include "brief.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

#define MAX_LISTS 8

struct blist {
	char *what;
	char **item;
	size_t n;
};

static struct {
	int on;
	const char *cmd;	/* "compare", "show" */
	double conf, margin;
	FILE *real, *mem;
	char *text;
	size_t len;
	char **head;
	size_t nhead;
	struct blist list[MAX_LISTS];
	size_t nlist;
	struct sb_table *tabs;
	size_t ntabs;
	const char *where[8];	/* sb_brief_inputs(): each kind of machine once */
	size_t nwhere;
	size_t ndebug, nfiles;	/* files with debug options on, of all */
	char debug[128];	/* their debug fields, each once */
} b;

void sb_brief_begin(const char *cmd, double conf, double margin)
{
	b.on = 1;
	b.cmd = cmd;
	b.conf = conf;
	b.margin = margin;
	b.real = stdout;
	b.mem = open_memstream(&b.text, &b.len);
	if (!b.mem)
		oom();
	/* glibc's stdout is a variable: every printf of the command lands here */
	stdout = b.mem;
}

int sb_brief_on(void)
{
	return b.on;
}

void sb_brief_head(const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	if (!b.on)
		return;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	b.head = xgrow(b.head, b.nhead, sizeof(*b.head));
	b.head[b.nhead++] = xstrdup(buf);
}

void sb_brief_item(const char *what, const char *fmt, ...)
{
	struct blist *l = NULL;
	char buf[512];
	va_list ap;
	size_t i;

	if (!b.on)
		return;
	for (i = 0; i < b.nlist && !l; i++)
		if (!strcmp(b.list[i].what, what))
			l = &b.list[i];
	if (!l) {
		if (b.nlist == MAX_LISTS)
			return;
		l = &b.list[b.nlist++];
		l->what = xstrdup(what);
	}
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	l->item = xgrow(l->item, l->n, sizeof(*l->item));
	l->item[l->n++] = xstrdup(buf);
}

/* Where @in was measured, in words (show.c's NOTEs, shorter). */
static const char *machine(const struct sb_input *in)
{
	const char *accel = sb_env_get(&in->r, "accel");
	const char *hv = sb_env_get(&in->r, "hypervisor");

	if (accel && !strcmp(accel, "tcg"))
		return "QEMU TCG, emulated: not hardware numbers";
	if (accel && !strcmp(accel, "tcg-icount"))
		return "QEMU TCG icount, emulated: its ns are instruction counts, not time";
	if (accel && !strcmp(accel, "kvm"))
		return "QEMU KVM (a virtual machine)";
	if (accel)
		return "QEMU, accel not known to stockbench";
	if (hv && !strcmp(hv, "yes"))
		return "a hypervisor (accel not recorded)";
	if (hv && !strcmp(hv, "no"))
		return "bare metal";
	return "not recorded (no accel or hypervisor field)";
}

void sb_brief_inputs(const struct sb_input *in, size_t n)
{
	const char *d, *m;
	size_t i, j;

	if (!b.on)
		return;
	for (i = 0; i < n; i++) {
		d = sb_env_get(&in[i].r, "debug");
		b.nfiles++;
		if (d && *d && strcmp(d, "none")) {
			size_t l = strlen(b.debug);

			b.ndebug++;
			if (!strstr(b.debug, d))
				snprintf(b.debug + l, sizeof(b.debug) - l, "%s%s", l ? ", " : "", d);
		}
		m = machine(&in[i]);
		for (j = 0; j < b.nwhere && strcmp(b.where[j], m); j++)
			;
		if (j == b.nwhere && j < 8)
			b.where[b.nwhere++] = m;
	}
}

void sb_brief_table(const struct sb_table *t)
{
	b.tabs = xgrow(b.tabs, b.ntabs, sizeof(*b.tabs));
	sb_table_copy(&b.tabs[b.ntabs++], t);
}

/* @s printed within SB_BRIEF_COLS, broken at spaces, went on indented 2 */
static void wrap(FILE *fp, const char *s)
{
	size_t col = 0, n;
	const char *w;

	while (*s) {
		while (*s == ' ')
			s++;
		w = strchr(s, ' ');
		n = w ? (size_t)(w - s) : strlen(s);
		if (col && col + 1 + n > SB_BRIEF_COLS) {
			fputs("\n  ", fp);
			col = 2;
		} else if (col) {
			fputc(' ', fp);
			col++;
		}
		fwrite(s, 1, n, fp);
		col += n;
		s += n;
	}
	fputc('\n', fp);
}

enum kind { K_NAME, K_VAL, K_RATIO, K_HOLM, K_VERDICT, K_STATUS };

struct bcol {
	enum kind k;
	size_t src, ci;		/* its column; the interval's (K_RATIO) or SB_NONE */
	char head[48];
	const char *group;	/* the unit above A and B: "ns/op", "instr/op" */
	int right;
	int opt;		/* left out first when the table is too wide */
	size_t w;
};

static int one_of(const char *s, const char *const *set)
{
	for (; *set; set++)
		if (!strcmp(s, *set))
			return 1;
	return 0;
}

/* "95% CI of ratio": 1 with "95%" in @lvl */
static int ci_head(const char *h, char *lvl, size_t len)
{
	double v;
	int n = 0;

	if (sscanf(h, "%lf%% CI%n", &v, &n) != 1 || !n)
		return 0;
	snprintf(lvl, len, "%g%%", v);
	return 1;
}

/*
 * The brief's columns of @t into @bc (room for t->ncols); *count: the
 * column of the boots (pairs, rows) each row had, or SB_NONE.
 */
static size_t columns(const struct sb_table *t, struct bcol *bc, size_t *count)
{
	static const char *const names[] = { "workload", "variant", "vs", "context", "n", NULL };
	static const char *const counts[] = { "boots A+B", "pairs", "n A+B", "boots", NULL };
	static const char *const values[] = { "ratio", "delta", "median ns/op", NULL };
	size_t c, n = 0;
	char lvl[32];

	*count = SB_NONE;
	for (c = 0; c < t->ncols; c++) {
		const char *h = t->head[c];
		struct bcol x = { .src = c, .ci = SB_NONE };

		if (t->align[c] == 'h')
			continue;
		snprintf(x.head, sizeof(x.head), "%s", h);
		if (one_of(h, names)) {
			x.k = K_NAME;
			x.right = !strcmp(h, "n");
		} else if (one_of(h, values)) {
			x.k = K_RATIO;
			if (c + 1 < t->ncols && ci_head(t->head[c + 1], lvl, sizeof(lvl))) {
				x.ci = ++c;
				snprintf(x.head, sizeof(x.head), "%s [%s CI]", h, lvl);
			}
		} else if ((h[0] == 'A' || h[0] == 'B') && h[1] == ' ' && strstr(h + 2, "/op")) {
			x.k = K_VAL;
			x.right = 1;
			x.group = h + 2;
			snprintf(x.head, sizeof(x.head), "%c", h[0]);
		} else if (!strcmp(h, "instr ratio")) {
			x.k = K_VAL;
			x.right = 1;
			x.group = "instr/op";
			snprintf(x.head, sizeof(x.head), "ratio");
		} else if (!strcmp(h, "p_holm") || !strcmp(h, "hit%")) {
			x.k = h[0] == 'p' ? K_HOLM : K_VAL;
			x.right = 1;
			x.opt = 1;
		} else if (!strcmp(h, "verdict") || !strcmp(h, "status")) {
			x.k = h[0] == 'v' ? K_VERDICT : K_STATUS;
		} else {
			if (one_of(h, counts) && *count == SB_NONE)
				*count = c;
			continue;
		}
		bc[n++] = x;
	}
	return n;
}

/* A number to 3 significant digits: the cell's own, else its text read back. */
static void value3(char *buf, size_t len, const char *s, double v)
{
	char *end;

	if (isnan(v)) {
		v = strtod(s, &end);
		if (end == s || *end || !isfinite(v)) {
			snprintf(buf, len, "%s", !strcmp(s, "inexact") ? "-" : s);
			return;
		}
	}
	sb_fmt_ratio(buf, len, v);
}

static void cell(const struct sb_table *t, size_t r, const struct bcol *x, char *buf, size_t len)
{
	size_t i = r * t->ncols + x->src, j;
	const char *s = sb_table_get(t, r, x->src);
	char ci[128];

	switch (x->k) {
	case K_VAL:
		value3(buf, len, s, t->val[2 * i]);
		break;
	case K_RATIO:
		value3(buf, len, s, t->val[2 * i]);
		if (x->ci == SB_NONE)
			break;
		/* an interval of the test, not a text ("n too small", "in-boot ...") */
		j = r * t->ncols + x->ci;
		if (sb_table_get(t, r, x->ci)[0] == '[' && !isnan(t->val[2 * j]) &&
		    !isnan(t->val[2 * j + 1]))
			snprintf(buf + strlen(buf), len - strlen(buf), " %s",
				 sb_fmt_ci(ci, sizeof(ci), t->val[2 * j], t->val[2 * j + 1]));
		break;
	case K_VERDICT:
		/* "same within +-5%", "untested, needs 3+3": the word */
		snprintf(buf, len, "%.*s", (int)strcspn(s, ","), s);
		if (!strncmp(buf, "same within", 11))
			buf[4] = '\0';
		break;
	case K_STATUS:
		/* "AUDIT 30 rows: leak: ...", "ok (2 skipped: ...)": before the reason */
		for (j = strcspn(s, ":(,"); j && s[j - 1] == ' '; j--)
			;
		snprintf(buf, len, "%.*s", (int)j, s);
		break;
	default:
		snprintf(buf, len, "%s", s);
	}
}

static void put_line(FILE *fp, char *line)
{
	size_t n = strlen(line);

	while (n && line[n - 1] == ' ')
		line[--n] = '\0';
	fprintf(fp, "%s\n", line);
}

/* The table itself: the units above A and B, heads, a rule, the rows. */
static void print_cols(FILE *fp, const struct sb_table *t, const struct bcol *bc, size_t n)
{
	size_t r, c, pos, *at = xcalloc(n + 1, sizeof(*at)), width = 0;
	char *line, buf[256];

	for (c = 0; c < n; c++) {
		at[c] = width;
		width += bc[c].w + 2;
	}
	line = xmalloc(width + 64);
	for (c = 0; c < n && !bc[c].group; c++)
		;
	if (c < n) {
		memset(line, ' ', width);
		line[width] = '\0';
		for (c = 0; c < n; c++) {
			size_t e, l;

			if (!bc[c].group || (c + 1 < n && bc[c + 1].group &&
					     !strcmp(bc[c + 1].group, bc[c].group)))
				continue;
			/* the last column of its group: the unit ends where it ends */
			e = at[c] + bc[c].w;
			l = strlen(bc[c].group);
			memcpy(line + (e > l ? e - l : 0), bc[c].group, l);
		}
		put_line(fp, line);
	}
	for (r = 0; r < t->nrows + 2; r++) {
		for (c = 0, pos = 0; c < n; c++) {
			const char *s = buf;
			size_t l;

			if (r == 0)
				s = bc[c].head;
			else if (r == 1)
				memset(buf, '-', bc[c].w), buf[bc[c].w] = '\0';
			else
				cell(t, r - 2, &bc[c], buf, sizeof(buf));
			l = strlen(s);
			pos += sprintf(line + pos, "%*s%s%*s", bc[c].right ? (int)(bc[c].w - l) : 0, "",
				       s, bc[c].right ? 2 : (int)(bc[c].w - l + 2), "");
		}
		put_line(fp, line);
	}
	free(line);
	free(at);
}

struct tally {
	size_t up, down, more, fewer, same, undecided, untested, inexact;
	size_t reasons;	/* statuses shown without their reason */
	char dropped[48];	/* the column left out for width (p_holm, hit%) */
	int has_vs, delta, holm, median, hit;
	char vs[64];	/* the one subject every row is against (its column left out) */
	char hidden[256];	/* the full table's columns the brief leaves out */
};

/* @head, a column of the full table the brief leaves out: said once */
static void hide(struct tally *tl, const char *head)
{
	size_t l = strlen(tl->hidden), n = strlen(head);
	const char *p;

	for (p = tl->hidden; (p = strstr(p, head)); p += n)
		if ((p == tl->hidden || p[-1] == ' ') && (p[n] == ',' || !p[n]))
			return;
	snprintf(tl->hidden + l, sizeof(tl->hidden) - l, "%s%s", l ? ", " : "", head);
}

/*
 * "boots A+B: 3 pairs in all 14 rows", or each count with its rows; a row
 * with neither p_holm nor a verdict (compare A B's geomean) has no count.
 */
static void count_line(FILE *fp, const struct sb_table *t, size_t col, size_t holm,
		       size_t verdict)
{
	const char *v[4];
	size_t n[4] = { 0 }, nv = 0, rows = 0, r, i;
	char buf[512];
	int o;

	for (r = 0; r < t->nrows; r++) {
		const char *s = sb_table_get(t, r, col);

		if (!*s || (holm != SB_NONE && verdict != SB_NONE &&
			    !strcmp(sb_table_get(t, r, holm), "-") &&
			    !strcmp(sb_table_get(t, r, verdict), "-")))
			continue;
		rows++;
		for (i = 0; i < nv && strcmp(v[i], s); i++)
			;
		if (i == nv && nv < 4)
			v[nv++] = s;
		if (i < 4)
			n[i]++;
	}
	if (!rows)
		return;
	if (nv == 1 && n[0] == rows) {
		snprintf(buf, sizeof(buf), "%s: %s in %s%zu row%s", t->head[col], v[0],
			 rows > 1 ? "all " : "", rows, rows > 1 ? "s" : "");
	} else {
		o = snprintf(buf, sizeof(buf), "%s:", t->head[col]);
		for (i = 0; i < nv; i++)
			o += snprintf(buf + o, sizeof(buf) - o, "%s %s in %zu row%s", i ? "," : "",
				      v[i], n[i], n[i] > 1 ? "s" : "");
		if (n[0] + n[1] + n[2] + n[3] < rows)
			snprintf(buf + o, sizeof(buf) - o, ", others");
	}
	wrap(fp, buf);
}

static void count_verdicts(const struct sb_table *t, const struct bcol *bc, size_t n,
			   struct tally *tl)
{
	size_t r, c;
	char buf[256];

	for (c = 0; c < n; c++) {
		tl->has_vs |= bc[c].k == K_NAME && !strcmp(bc[c].head, "vs");
		tl->delta |= bc[c].k == K_RATIO && !strncmp(bc[c].head, "delta", 5);
		tl->median |= bc[c].k == K_RATIO && !strncmp(bc[c].head, "median", 6);
		tl->hit |= !strcmp(bc[c].head, "hit%");
		tl->holm |= bc[c].k == K_HOLM;
		for (r = 0; r < t->nrows; r++) {
			const char *s = sb_table_get(t, r, bc[c].src);

			if (bc[c].k == K_VAL)
				tl->inexact += !strcmp(s, "inexact");
			if (bc[c].k == K_STATUS) {
				cell(t, r, &bc[c], buf, sizeof(buf));
				tl->reasons += !!strcmp(buf, s);
			}
			if (bc[c].k != K_VERDICT)
				continue;
			tl->up += !strcmp(s, "slower");
			tl->down += !strcmp(s, "faster");
			tl->more += !strcmp(s, "more");
			tl->fewer += !strcmp(s, "fewer");
			tl->same += !strncmp(s, "same within", 11);
			tl->undecided += !strcmp(s, "undecided");
			tl->untested += !strncmp(s, "untested", 8);
		}
	}
}

/* "Verdicts (Holm over 14 tests, 95%): 11 slower, 1 faster, 2 same." */
static void verdict_line(FILE *fp, const struct tally *tl)
{
	const size_t k[] = { tl->up, tl->down, tl->more, tl->fewer, tl->same, tl->undecided,
			     tl->untested };
	static const char *const w[] = { "slower", "faster", "more", "fewer", "same",
					 "undecided", "untested" };
	size_t tests = tl->up + tl->down + tl->more + tl->fewer + tl->same + tl->undecided, i;
	char buf[512];
	int o, first = 1;

	if (!tests && !tl->untested)
		return;
	if (tests)
		o = snprintf(buf, sizeof(buf), "Verdicts (Holm over %zu test%s, %g%%):", tests,
			     tests == 1 ? "" : "s", b.conf * 100);
	else
		o = snprintf(buf, sizeof(buf), "Verdicts:");
	for (i = 0; i < 7; i++)
		if (k[i]) {
			o += snprintf(buf + o, sizeof(buf) - o, "%s %zu %s", first ? "" : ",", k[i], w[i]);
			first = 0;
		}
	snprintf(buf + o, sizeof(buf) - o, ".");
	wrap(fp, buf);
}

static void legend_line(FILE *fp, const struct tally *tl)
{
	char buf[512];
	int o;

	const char *vs = *tl->vs ? tl->vs : "vs";

	if (tl->median)
		o = snprintf(buf, sizeof(buf), "n: ok rows (CPUs x repeats)%s",
			     tl->hit ? "; hit%: stock lookups that hit" : "");
	else if (tl->delta)
		o = snprintf(buf, sizeof(buf), "delta: variant - %s", vs);
	else if (tl->has_vs || *tl->vs)
		o = snprintf(buf, sizeof(buf), "ratio: variant / %s", vs);
	else
		o = snprintf(buf, sizeof(buf), "ratio: B / A");
	if (tl->holm)
		o += snprintf(buf + o, sizeof(buf) - o, "; p_holm: Holm-adjusted p");
	if (*tl->dropped)
		o += snprintf(buf + o, sizeof(buf) - o, "; %s left out (%d columns)", tl->dropped,
			      SB_BRIEF_COLS);
	if (tl->same)
		o += snprintf(buf + o, sizeof(buf) - o, "; same: within +-%g%%", b.margin * 100);
	if (tl->untested)
		o += snprintf(buf + o, sizeof(buf) - o, "; untested: one boot (pair) a side");
	snprintf(buf + o, sizeof(buf) - o, ".");
	wrap(fp, buf);
}

/* A row with a ratio (or delta) to show: 1; else its reason in @why */
static int has_ratio(const struct sb_table *t, size_t r, const struct bcol *bc, size_t n,
		     const char **why)
{
	size_t c, i;
	double v;
	char *end;

	for (c = 0; c < n && bc[c].k != K_RATIO; c++)
		;
	if (c == n)
		return 1;
	i = r * t->ncols + bc[c].src;
	v = strtod(sb_table_get(t, r, bc[c].src), &end);
	if (!isnan(t->val[2 * i]) || (end != sb_table_get(t, r, bc[c].src) && !*end && isfinite(v)))
		return 1;
	*why = bc[c].ci != SB_NONE ? sb_table_get(t, r, bc[c].ci) : "";
	/* show's: its status ("skipped: variant not safe in this context") */
	for (c = 0; c < n; c++)
		if (bc[c].k == K_STATUS)
			*why = sb_table_get(t, r, bc[c].src);
	return 0;
}

/* "Not shown, no ratio: 18 rows (no pair measured on both sides)." */
static void left_out(FILE *fp, const char *const *why, size_t n)
{
	const char *w[4];
	size_t k[4] = { 0 }, nw = 0, i, j;
	char buf[1024];
	int o;

	if (!n)
		return;
	for (i = 0; i < n; i++) {
		for (j = 0; j < nw && strcmp(w[j], why[i]); j++)
			;
		if (j == nw && nw < 4)
			w[nw++] = why[i];
		if (j < 4)
			k[j]++;
	}
	o = snprintf(buf, sizeof(buf), "Not shown, no %s: %zu row%s",
		     strcmp(b.cmd, "show") ? "ratio" : "median", n, n > 1 ? "s" : "");
	if (nw == 1 && k[0] == n && *w[0] && strcmp(w[0], "-"))
		o += snprintf(buf + o, sizeof(buf) - o, " (%s)", w[0]);
	else
		for (j = 0; j < nw; j++)
			o += snprintf(buf + o, sizeof(buf) - o, "%s %zu %s", j ? "," : ":", k[j],
				      *w[j] && strcmp(w[j], "-") ? w[j] : "(no reason given)");
	snprintf(buf + o, sizeof(buf) - o, ".");
	wrap(fp, buf);
}

/*
 * The rows of @t shown, copied into @s: those with a ratio; the others'
 * reasons into why[], their count returned.
 */
static size_t shown_rows(const struct sb_table *t, const struct bcol *bc, size_t n,
			 struct sb_table *s, const char **why)
{
	size_t r, k, to, nwhy = 0;

	memset(s, 0, sizeof(*s));
	sb_table_init(s, t->ncols, (const char *const *)t->head, t->align);
	for (r = 0; r < t->nrows; r++) {
		if (!has_ratio(t, r, bc, n, &why[nwhy])) {
			nwhy++;
			continue;
		}
		to = sb_table_row(s);
		for (k = 0; k < t->ncols; k++) {
			size_t i = r * t->ncols + k;

			sb_table_setv(s, to, k, t->val[2 * i], t->val[2 * i + 1], "%s",
				      sb_table_get(t, r, k));
		}
	}
	return nwhy;
}

/* Column @c of @bc[@n] left out: the new count. */
static size_t drop(struct bcol *bc, size_t n, size_t c)
{
	memmove(&bc[c], &bc[c + 1], (n - c - 1) * sizeof(*bc));
	return n - 1;
}

/* One subject against which every row is: said once, not a column. */
static size_t one_vs(const struct sb_table *s, struct bcol *bc, size_t n, struct tally *tl)
{
	size_t c, r;

	for (c = 0; c < n && s->nrows; c++) {
		if (bc[c].k != K_NAME || strcmp(bc[c].head, "vs"))
			continue;
		for (r = 1; r < s->nrows && !strcmp(sb_table_get(s, r, bc[c].src),
						     sb_table_get(s, 0, bc[c].src)); r++)
			;
		if (r < s->nrows)
			break;
		snprintf(tl->vs, sizeof(tl->vs), "%s", sb_table_get(s, 0, bc[c].src));
		return drop(bc, n, c);
	}
	return n;
}

/* Each column's width; p_holm (hit%) left out while wider than SB_BRIEF_COLS. */
static size_t fit(const struct sb_table *s, struct bcol *bc, size_t n, struct tally *tl)
{
	size_t c, r, width;
	char buf[256];

	for (;;) {
		width = 0;
		for (c = 0; c < n; c++) {
			bc[c].w = strlen(bc[c].head);
			for (r = 0; r < s->nrows; r++) {
				cell(s, r, &bc[c], buf, sizeof(buf));
				if (strlen(buf) > bc[c].w)
					bc[c].w = strlen(buf);
			}
			width += bc[c].w + (c ? 2 : 0);
		}
		for (c = 0; c < n && !bc[c].opt; c++)
			;
		if (width <= SB_BRIEF_COLS || c == n)
			return n;
		snprintf(tl->dropped, sizeof(tl->dropped), "%s", bc[c].head);
		n = drop(bc, n, c);
	}
}

/* What the full table has besides: its heads (the count has its line). */
static void hidden(const struct sb_table *t, const struct bcol *bc, size_t n, size_t count,
		   struct tally *tl)
{
	size_t c, k;

	for (c = 0; c < t->ncols; c++) {
		for (k = 0; k < n && bc[k].src != c && bc[k].ci != c; k++)
			;
		if (k == n && c != count && t->align[c] != 'h' && strcmp(t->head[c], "vs"))
			hide(tl, t->head[c]);
	}
}

/* One table: its count line, the table, its verdicts; *tl its tally. */
static void print_table(FILE *fp, const struct sb_table *t, struct tally *tl)
{
	struct bcol *bc = xcalloc(t->ncols + 1, sizeof(*bc));
	const char **why = xcalloc(t->nrows + 1, sizeof(*why));
	size_t n, c, count, holm = SB_NONE, verdict = SB_NONE, nwhy;
	struct sb_table s;

	n = columns(t, bc, &count);
	for (c = 0; c < n; c++) {
		if (bc[c].k == K_HOLM)
			holm = bc[c].src;
		if (bc[c].k == K_VERDICT)
			verdict = bc[c].src;
	}
	nwhy = shown_rows(t, bc, n, &s, why);
	n = one_vs(&s, bc, n, tl);
	n = fit(&s, bc, n, tl);
	hidden(t, bc, n, count, tl);
	if (count != SB_NONE)
		count_line(fp, &s, count, holm, verdict);
	fputc('\n', fp);
	print_cols(fp, &s, bc, n);
	fputc('\n', fp);
	count_verdicts(&s, bc, n, tl);
	verdict_line(fp, tl);
	left_out(fp, why, nwhy);
	sb_table_free(&s);
	free(why);
	free(bc);
}

#define NKINDS 5
static const char *const kinds[NKINDS] = { "CONFOUND", "WARNING", "SLOW CPU", "NOTE", "only in" };

/* show's header lines and sections (the brief has its table, file, kernel, run) */
#define NHDRS 5
static const char *const hdrs[NHDRS] = { "machine:", "clock:", "module:", "config:", "note:" };
#define NSECTS 3
static const char *const sects[NSECTS][2] = {
	{ "CPUs disagree:", "CPUs disagree" },
	{ "single ops:", "single-op latency" },
	{ "mixed:", "interrupt load" },
};

struct scan {
	size_t n[NKINDS];	/* the full output's lines of each kind */
	int hdr[NHDRS];		/* show's header lines, each 1 when there */
	size_t sect[NSECTS];	/* show's sections: their cells (lines indented 2) */
	int in;			/* the section being read, or -1 */
	char **slow;		/* its SLOW BOOT lines, shown: a boot left out */
	size_t nslow;
};

/* Line @p of show's output: its header lines and its sections' cells. */
static void scan_show(struct scan *sc, const char *p)
{
	size_t i;

	for (i = 0; i < NHDRS; i++)
		sc->hdr[i] |= !strncmp(p, hdrs[i], strlen(hdrs[i]));
	if (!*p)
		sc->in = -1;
	else if (sc->in >= 0 && !strncmp(p, "  ", 2) && p[2] != ' ')
		sc->sect[sc->in]++;
	for (i = 0; i < NSECTS; i++)
		if (!strncmp(p, sects[i][0], strlen(sects[i][0])))
			sc->in = i;
}

/*
 * The full output's lines: what the brief does not show, counted; a
 * boot left out of every cell (SLOW BOOT) is said, as its first line.
 */
static void scan_text(struct scan *sc)
{
	char *p = b.text, *nl;
	size_t i;

	/* the text is the brief's to free: each line ended in place */
	for (; p && *p; p = nl ? nl + 1 : p + strlen(p)) {
		nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		scan_show(sc, p);
		if (!strncmp(p, "SLOW BOOT: ", 11)) {
			/* with its second line ("  over A's boots: ... left out") */
			size_t l = strlen(p), m = nl ? strcspn(nl + 1, "\n") : 0;
			char *j = xmalloc(l + m + 1);

			memcpy(j, p, l + 1);
			if (nl && !strncmp(nl + 1, "  ", 2)) {
				memcpy(j + l, nl + 2, m - 1);
				j[l + m - 1] = '\0';
			}
			sc->slow = xgrow(sc->slow, sc->nslow, sizeof(*sc->slow));
			sc->slow[sc->nslow++] = j;
		}
		/*
		 * emulation and debug options: said by the "Measured on" line;
		 * a show's run status by its "run:"
		 */
		if ((!strncmp(p, "NOTE", 4) && (strstr(p, "emulated (QEMU TCG") ||
						strstr(p, "debug options on"))) ||
		    !strncmp(p, "WARNING: the run did not succeed", 32))
			continue;
		for (i = 0; i < NKINDS; i++)
			sc->n[i] += !strncmp(p, kinds[i], strlen(kinds[i]));
		if (!nl)
			break;
	}
}

/*
 * Before the next item of the Not shown line: "," within its group,
 * else the group's name @what (after a ";" when a group came before).
 */
static const char *next(char *s, size_t len, int *n, int *groups, const char *what)
{
	if ((*n)++)
		return ",";
	snprintf(s, len, "%s %s", (*groups)++ ? ";" : "", what);
	return s;
}

/* "Not shown (compare without --brief): lines 1 CONFOUND, 2 WARNING; the legend." */
static void not_shown(FILE *fp, const struct scan *sc, const struct tally *tl)
{
	char buf[1024], s[32];
	size_t i;
	int o, n = 0, g = 0, h = 0, k = 0;

	o = snprintf(buf, sizeof(buf), "Not shown (%s without --brief):", b.cmd);
	if (*tl->hidden)
		o += snprintf(buf + o, sizeof(buf) - o, "%s %s", next(s, sizeof(s), &n, &g, "columns"),
			      tl->hidden);
	if (tl->reasons)
		o += snprintf(buf + o, sizeof(buf) - o, "%s the reason%s of %zu status%s",
			      g++ ? ";" : "", tl->reasons > 1 ? "s" : "", tl->reasons,
			      tl->reasons > 1 ? "es" : "");
	for (i = 0; i < NHDRS; i++)
		if (sc->hdr[i])
			o += snprintf(buf + o, sizeof(buf) - o, "%s %.*s",
				      next(s, sizeof(s), &h, &g, "header lines"),
				      (int)strlen(hdrs[i]) - 1, hdrs[i]);
	for (i = 0, n = 0; i < NKINDS; i++)
		if (sc->n[i])
			o += snprintf(buf + o, sizeof(buf) - o, "%s %zu %s",
				      next(s, sizeof(s), &n, &g, "lines"), sc->n[i], kinds[i]);
	for (i = 0; i < NSECTS; i++)
		if (sc->sect[i])
			o += snprintf(buf + o, sizeof(buf) - o, "%s %s (%zu cell%s)",
				      next(s, sizeof(s), &k, &g, "sections"), sects[i][1], sc->sect[i],
				      sc->sect[i] > 1 ? "s" : "");
	if (g) {
		snprintf(buf + o, sizeof(buf) - o, "; the legend.");
		wrap(fp, buf);
	}
}

static void lists(FILE *fp)
{
	char buf[2048];
	size_t i, j;
	int o;

	for (i = 0; i < b.nlist; i++) {
		o = snprintf(buf, sizeof(buf), "%s:", b.list[i].what);
		for (j = 0; j < b.list[i].n && o < (int)sizeof(buf) - 1; j++)
			o += snprintf(buf + o, sizeof(buf) - o, "%s %s", j ? "," : "", b.list[i].item[j]);
		if (o < (int)sizeof(buf) - 1)
			snprintf(buf + o, sizeof(buf) - o, ".");
		wrap(fp, buf);
	}
}

/* Where the files were measured; the debug options on in them. */
static void where_lines(FILE *fp)
{
	char buf[1024];
	size_t i;
	int o;

	/* always said: TCG, KVM, bare metal, or that it is not known */
	o = snprintf(buf, sizeof(buf), "Measured on:");
	for (i = 0; i < b.nwhere; i++)
		o += snprintf(buf + o, sizeof(buf) - o, "%s %s", i ? ";" : "", b.where[i]);
	snprintf(buf + o, sizeof(buf) - o, "%s", b.nwhere > 1 ? " (the files differ)." : ".");
	wrap(fp, buf);
	if (!b.ndebug)
		return;
	if (b.nfiles == 1)
		snprintf(buf, sizeof(buf), "Debug options on (%s): their cost is in the numbers.",
			 b.debug);
	else
		snprintf(buf, sizeof(buf), "Debug options on in %zu of %zu files (%s): their cost is in the numbers.",
			 b.ndebug, b.nfiles, b.debug);
	wrap(fp, buf);
}

int sb_brief_end(int rc)
{
	struct tally tl = { 0 };
	struct scan sc = { .in = -1 };
	size_t i, j;
	FILE *fp;

	fclose(b.mem);
	stdout = fp = b.real;
	if (!rc) {
		scan_text(&sc);
		for (i = 0; i < b.nhead; i++)
			wrap(fp, b.head[i]);
		where_lines(fp);
		for (i = 0; i < sc.nslow; i++)
			wrap(fp, sc.slow[i]);
		for (i = 0; i < b.ntabs; i++)
			print_table(fp, &b.tabs[i], &tl);
		if (b.ntabs)
			legend_line(fp, &tl);
		lists(fp);
		if (tl.inexact)
			fprintf(fp, "instr/op inexact (its icount repeats differ) in %zu cell%s: shown -.\n",
				tl.inexact, tl.inexact > 1 ? "s" : "");
		not_shown(fp, &sc, &tl);
	}
	for (i = 0; i < b.ntabs; i++)
		sb_table_free(&b.tabs[i]);
	for (i = 0; i < b.nhead; i++)
		free(b.head[i]);
	for (i = 0; i < b.nlist; i++) {
		for (j = 0; j < b.list[i].n; j++)
			free(b.list[i].item[j]);
		free(b.list[i].item);
		free(b.list[i].what);
	}
	for (i = 0; i < sc.nslow; i++)
		free(sc.slow[i]);
	free(sc.slow);
	free(b.tabs);
	free(b.head);
	free(b.text);
	memset(&b, 0, sizeof(b));
	return rc;
}
