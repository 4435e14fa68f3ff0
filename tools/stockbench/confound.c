// SPDX-License-Identifier: GPL-2.0
/*
 * confound.c - what else differs between the two sides of a comparison.
 * Every "# key: value" header field whose values differ between the
 * files of side A and those of side B is printed (kernel, preempt model,
 * HZ, debug options, accel, CPU model, ... and any line a harness
 * appends, such as a compiler or QEMU version), then the machine's
 * speed (the rows' ref_ns) and the measuring config keys.  A difference
 * printed here is part of whatever difference the table shows.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "stats.h"

/* Not the environment: when and how this run went, and its config line. */
static const char *const not_env[] = { "started", "run_status", "note", "config" };
/*
 * Measured per boot: they differ between any two boots of one build, by
 * more than their tolerance (relative) only when the machine does.  The
 * TSC's calibration jitters by a few kHz (2095999 against 2096000 kHz);
 * the two costs move with the host's load, as ref_ns does (show's
 * machine-speed NOTE: 10%).
 */
static const char *const measured[] = { "loop_overhead_ns", "clock_read_ns", "tsc_khz" };
static const double measured_tol[] = { 0.10, 0.10, 0.001 };
/*
 * The factor a comparison of two kernels compares, and the fields that
 * come with it (the kernel's own build: its preemption model, RT, HZ):
 * one "compared:" line, not CONFOUNDs.
 */
static const char factor[] = "kernel";
static const char *const with_factor[] = { "preempt", "rt", "hz" };
/* Not written by the module; compared when a harness appends them. */
static const char *const unrecorded[][2] = {
	{ "compiler", "compiler" }, { "qemu", "QEMU version" },
};
/* The config keys that change what is measured. */
static const char *const cfg_keys[] = {
	"memcgs", "depth", "pages", "bytes", "sample_us", "samples", "cpus",
	"mixed_cpus", "irq_rate", "softirq_rate", "nmi_rate", "drain_rate",
	"outside_nmi", "blocks", "design",
};

#define N(a) (sizeof(a) / sizeof((a)[0]))

static int in_list(const char *const *l, size_t n, const char *s)
{
	while (n--)
		if (!strcmp(l[n], s))
			return 1;
	return 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* A value of @key in one file: "schema", a config key (@cfg) or a header. */
static const char *value_of(const struct sb_input *in, const char *key, int cfg,
			    char *buf, size_t len)
{
	if (cfg)
		return sb_config_get(&in->r, key, buf, len) ? "-" : buf;
	if (!strcmp(key, "schema")) {
		snprintf(buf, len, "%d", in->r.schema);
		return buf;
	}
	return sb_env_get(&in->r, key) ? sb_env_get(&in->r, key) : "-";
}

/*
 * The distinct values over a side's files, sorted and "/"-joined ("-":
 * absent); more than two that are all numbers: "min..max".
 */
static void side_values(const struct sb_side *s, const char *key, int cfg,
			char *out, size_t len)
{
	char (*buf)[256] = xcalloc(s->n, sizeof(*buf));
	const char **v = xcalloc(s->n, sizeof(*v));
	size_t i, j, nv = 0, o = 0;
	double x, lo = INFINITY, hi = -INFINITY;
	const char *slo = NULL, *shi = NULL;
	int numeric = 1;

	for (i = 0; i < s->n; i++) {
		const char *x1 = value_of(&s->in[i], key, cfg, buf[i], sizeof(buf[i]));

		for (j = 0; j < nv && strcmp(v[j], x1); j++)
			;
		if (j == nv)
			v[nv++] = x1;
	}
	qsort(v, nv, sizeof(*v), cmp_str);
	for (i = 0; i < nv; i++) {
		if (sb_parse_double(v[i], &x)) {
			numeric = 0;
			break;
		}
		if (x < lo)
			lo = x, slo = v[i];
		if (x > hi)
			hi = x, shi = v[i];
	}
	out[0] = '\0';
	if (nv > 2 && numeric)
		snprintf(out, len, "%s..%s", slo, shi);
	else
		for (i = 0; i < nv && o < len; i++)
			o += snprintf(out + o, len - o, "%s%s", i ? "/" : "", v[i]);
	free(v);
	free(buf);
}

/*
 * A measured field within its tolerance: every value of both sides a
 * number, and the sides' ranges, widened by @tol of their size, overlap.
 */
static int within_tol(const struct sb_side *a, const struct sb_side *b,
		      const char *key, double tol)
{
	const struct sb_side *sd[2] = { a, b };
	double lo[2] = { INFINITY, INFINITY }, hi[2] = { -INFINITY, -INFINITY }, x;
	size_t k, i;

	for (k = 0; k < 2; k++)
		for (i = 0; i < sd[k]->n; i++) {
			const char *v = sb_env_get(&sd[k]->in[i].r, key);

			if (!v || sb_parse_double(v, &x))
				return 0;
			lo[k] = fmin(lo[k], x);
			hi[k] = fmax(hi[k], x);
		}
	return hi[0] * (1 + tol) >= lo[1] && hi[1] * (1 + tol) >= lo[0];
}

static double tol_of(const char *key)
{
	size_t i;

	for (i = 0; i < N(measured); i++)
		if (!strcmp(measured[i], key))
			return measured_tol[i];
	return -1;
}

/* Median ref_ns over a file's ok rows that measured it; NAN: none. */
static double file_ref(const struct sb_results *r)
{
	int cr = sb_col(r, "ref_ns"), cs = sb_col(r, "status");
	double *v, x, m;
	size_t i, n = 0;

	if (cr < 0)
		return NAN;
	v = xcalloc(r->nrows + 1, sizeof(*v));
	for (i = 0; i < r->nrows; i++)
		if (!strcmp(sb_field(r, i, cs), "ok") &&
		    !sb_parse_double(sb_field(r, i, cr), &x) && x > 0)
			v[n++] = x;
	sb_sort(v, n);
	m = n ? sb_median_sorted(v, n) : NAN;
	free(v);
	return m;
}

/*
 * A side's reference-loop speed: the median of its boots' medians, for
 * display in @out and, to tell sides apart, as "median min max" in @key.
 */
static double side_ref(const struct sb_side *s, char *out, size_t len,
		       char *key, size_t klen)
{
	double *v = xcalloc(s->n, sizeof(*v)), m;
	size_t i, n = 0;

	for (i = 0; i < s->n; i++) {
		double x = file_ref(&s->in[i].r);

		if (!isnan(x))
			v[n++] = x;
	}
	sb_sort(v, n);
	m = n ? sb_median_sorted(v, n) : NAN;
	snprintf(key, klen, n ? "%.3f %.3f %.3f" : "-", m, n ? v[0] : 0, n ? v[n - 1] : 0);
	if (!n)
		snprintf(out, len, "not recorded");
	else if (s->n == 1)
		snprintf(out, len, "%.3f", m);
	else if (v[0] == v[n - 1])
		snprintf(out, len, "%.3f (%zu of %zu boots)", m, n, s->n);
	else
		snprintf(out, len, "%.3f (%.3f..%.3f, %zu of %zu boots)", m, v[0],
			 v[n - 1], n, s->n);
	free(v);
	return m;
}

/* the kernel compared, with the fields that follow from it; 1 if it differs */
static int confound_factor(FILE *fp, const struct sb_side *a, const struct sb_side *b, int *ndiff)
{
	char va[1024], vb[1024];
	size_t i, j;

	side_values(a, factor, 0, va, sizeof(va));
	side_values(b, factor, 0, vb, sizeof(vb));
	if (!strcmp(va, vb))
		return 0;
	fprintf(fp, "compared: %s: %s %s; %s %s", factor, a->tag, va, b->tag, vb);
	(*ndiff)++;
	for (i = 0, j = 0; i < N(with_factor); i++) {
		side_values(a, with_factor[i], 0, va, sizeof(va));
		side_values(b, with_factor[i], 0, vb, sizeof(vb));
		if (!strcmp(va, vb))
			continue;
		fprintf(fp, "%s%s: %s %s; %s %s", j++ ? ", " : " (and with it ",
			with_factor[i], a->tag, va, b->tag, vb);
		(*ndiff)++;
	}
	fputs(j ? ")\n" : "\n", fp);
	return 1;
}

/* every other header key of every file, in first-appearance order */
static void confound_keys(FILE *fp, const struct sb_side *a, const struct sb_side *b,
			  int compared, int *ndiff)
{
	const struct sb_side *sd[2] = { a, b };
	struct sb_strs ks = { NULL, 0, { NULL, 0, 0 } };
	char va[1024], vb[1024];
	size_t i, j, k;

	/* by hash (util.h): a file of 20k header keys took 3.5 s, 200k minutes */
	for (k = 0; k < 2; k++)
		for (i = 0; i < sd[k]->n; i++)
			for (j = 0; j < sd[k]->in[i].r.nenv; j++) {
				const char *key = sd[k]->in[i].r.env[j].key;

				if (!in_list(not_env, N(not_env), key))
					sb_strs_add(&ks, key);
			}
	for (i = 0; i < ks.n; i++) {
		const char *key = ks.s[i];
		double tol = tol_of(key);

		if (compared && (!strcmp(key, factor) ||
				 in_list(with_factor, N(with_factor), key)))
			continue;
		side_values(a, key, 0, va, sizeof(va));
		side_values(b, key, 0, vb, sizeof(vb));
		if (!strcmp(va, vb) || (tol >= 0 && within_tol(a, b, key, tol)))
			continue;
		fprintf(fp, "CONFOUND: %s: %s %s; %s %s\n", key, a->tag, va, b->tag, vb);
		*ndiff += tol < 0;
	}
	sb_strs_free(&ks);
}

/* the reference loops, what neither side recorded, config that differs */
static void confound_notes(FILE *fp, const struct sb_side *a, const struct sb_side *b)
{
	char va[1024], vb[1024], ka[64], kb[64], missing[128] = "";
	size_t i, o = 0;
	double ra, rb;

	ra = side_ref(a, va, sizeof(va), ka, sizeof(ka));
	rb = side_ref(b, vb, sizeof(vb), kb, sizeof(kb));
	if (strcmp(ka, kb)) {
		fprintf(fp, "CONFOUND: ref_ns (reference loop, ns/iteration, median of ok rows): %s %s; %s %s",
			a->tag, va, b->tag, vb);
		if (!isnan(ra) && !isnan(rb))
			fprintf(fp, " (%s/%s %.2fx; --normalise ref divides each row's ns/op by its ref_ns)", a->tag,
				b->tag, ra / rb);
		fputc('\n', fp);
	}
	for (i = 0; i < N(unrecorded); i++) {
		side_values(a, unrecorded[i][0], 0, va, sizeof(va));
		side_values(b, unrecorded[i][0], 0, vb, sizeof(vb));
		if (!strcmp(va, "-") && !strcmp(vb, "-"))
			o += snprintf(missing + o, sizeof(missing) - o, "%s%s",
				      o ? ", " : "", unrecorded[i][1]);
	}
	if (o)
		fprintf(fp, "NOTE: not recorded in these files, so not compared: %s\n", missing);
	for (i = 0; i < N(cfg_keys); i++) {
		side_values(a, cfg_keys[i], 1, va, sizeof(va));
		side_values(b, cfg_keys[i], 1, vb, sizeof(vb));
		if (strcmp(va, "-") && strcmp(vb, "-") && strcmp(va, vb))
			fprintf(fp, "NOTE: config differs: %s %s=%s, %s %s=%s\n", a->tag,
				cfg_keys[i], va, b->tag, cfg_keys[i], vb);
	}
}

int sb_confounds(FILE *fp, const struct sb_side *a, const struct sb_side *b)
{
	char va[1024], vb[1024];
	int ndiff = 0, compared;

	side_values(a, "schema", 0, va, sizeof(va));
	side_values(b, "schema", 0, vb, sizeof(vb));
	if (strcmp(va, vb)) {
		fprintf(fp, "CONFOUND: schema: %s %s; %s %s (schema 1 ns/op include the loop overhead)\n",
			a->tag, va, b->tag, vb);
		ndiff++;
	}
	compared = confound_factor(fp, a, b, &ndiff);
	confound_keys(fp, a, b, compared, &ndiff);
	confound_notes(fp, a, b);
	return ndiff;
}

int sb_env_differs(const struct sb_input *in, size_t n, char *buf, size_t len)
{
	struct sb_side all = { "", (struct sb_input *)in, n };
	struct sb_strs ks = { NULL, 0, { NULL, 0, 0 } };
	char v[1024];
	size_t i, j, o = 0;
	int ndiff = 0;

	buf[0] = '\0';
	sb_strs_add(&ks, "schema");
	for (i = 0; i < n; i++)
		for (j = 0; j < in[i].r.nenv; j++) {
			const char *key = in[i].r.env[j].key;

			/* the config line counts here: boots of one config */
			if ((!in_list(not_env, N(not_env), key) || !strcmp(key, "config")) &&
			    !in_list(measured, N(measured), key))
				sb_strs_add(&ks, key);
		}
	for (i = 0; i < ks.n; i++) {
		side_values(&all, ks.s[i], 0, v, sizeof(v));
		/* several values ("a/b", "lo..hi"; "-": absent in some) */
		if (!strchr(v, '/') && !strstr(v, ".."))
			continue;
		if (!ndiff++ || o < len)
			o += snprintf(buf + o, o < len ? len - o : 0, "%s%s (%s)",
				      ndiff > 1 ? ", " : "", ks.s[i], v);
	}
	sb_strs_free(&ks);
	return ndiff;
}

void sb_one_boot_label(FILE *fp, int ndiff)
{
	if (ndiff)
		fputs("Kernel comparison: n/a: one boot per side. The tests below compare the rows\n"
		      "(CPUs x repeats) of one boot with those of the other: they say whether these\n"
		      "two boots differ, not whether the kernels or builds do (for that: stockbench\n"
		      "compare A1 A2 ... -- B1 B2 ..., several boots per side).\n", fp);
	else
		fputs("One boot per side: the tests below compare the rows (CPUs x repeats) of one boot\n"
		      "with those of the other: they say whether these two boots differ (for builds or\n"
		      "kernels: stockbench compare A1 A2 ... -- B1 B2 ..., several boots per side).\n",
		      fp);
}
