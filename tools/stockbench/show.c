// SPDX-License-Identifier: GPL-2.0
/*
 * show.c - "stockbench show FILE...": where the numbers come from (the
 * environment header, with loud warnings for emulation, debug options
 * and failed runs), then per variant x context: median ns/op, its 95%
 * CI, how far its CPUs are apart, tail latency and the counters that
 * explain the median; then the cells whose CPUs disagree, the interrupt
 * load of mixed cells and the two costs measured under it.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "cpu.h"
#include "emit.h"
#include "layout.h"
#include "load.h"
#include "stats.h"
#include "../../module/sb_summary.h"

static const char *env(const struct sb_input *in, const char *key)
{
	const char *v = sb_env_get(&in->r, key);

	return v && *v ? v : "?";
}

const char *sb_show_kernel(char *buf, size_t len, const struct sb_input *in)
{
	snprintf(buf, len, "%s (preempt %s, RT %s, HZ %s)", env(in, "kernel"), env(in, "preempt"),
		 env(in, "rt"), env(in, "hz"));
	return buf;
}

void sb_show_env(FILE *fp, const struct sb_input *in)
{
	const char *accel = sb_env_get(&in->r, "accel");
	const char *hv = sb_env_get(&in->r, "hypervisor");
	const char *dbg = sb_env_get(&in->r, "debug");
	const char *st = sb_env_get(&in->r, "run_status");
	char k[1024];

	fprintf(fp, "file:    %s\n", in->r.path);
	fprintf(fp, "kernel:  %s\n", sb_show_kernel(k, sizeof(k), in));
	fprintf(fp, "machine: %s; hypervisor %s%s%s%s; accel %s\n", env(in, "cpu_model"),
		env(in, "hypervisor"), hv && !strcmp(hv, "yes") ? " (" : "",
		hv && !strcmp(hv, "yes") ? env(in, "hypervisor_vendor") : "",
		hv && !strcmp(hv, "yes") ? ")" : "",
		accel && *accel ? accel : "not recorded");
	fprintf(fp, "clock:   clocksource %s, clock read %s ns, loop overhead %s ns, tsc %s kHz\n",
		env(in, "clocksource"), env(in, "clock_read_ns"),
		env(in, "loop_overhead_ns"), env(in, "tsc_khz"));
	fprintf(fp, "module:  %s, debug: %s, started %s\n", env(in, "module_version"),
		dbg && *dbg ? dbg : "none", env(in, "started"));
	fprintf(fp, "config:  %s\n", env(in, "config"));
	fprintf(fp, "run:     %s\n", st && *st ? st : "not recorded");
	if (sb_env_get(&in->r, "note"))
		fprintf(fp, "note:    %s\n", sb_env_get(&in->r, "note"));
	sb_show_notes(fp, in, "");
}

/*
 * The machine's own speed (ref_ns, the module's reference loop) over the
 * ok rows of the whole file: when it spans more than 10% of its median,
 * the rows' ns/op moved with it, whatever the variant.  Files without the
 * column print nothing.
 */
static void ref_note(FILE *fp, const struct sb_input *in, const char *prefix)
{
	double *v, med, spread;
	size_t i, n = 0;

	for (i = 0; i < in->gs.n; i++)
		n += in->gs.g[i].n_ref;
	if (!n)
		return;
	v = xmalloc(n * sizeof(*v));
	for (i = n = 0; i < in->gs.n; i++) {
		if (!in->gs.g[i].n_ref)
			continue;
		memcpy(v + n, in->gs.g[i].ref_ns, in->gs.g[i].n_ref * sizeof(*v));
		n += in->gs.g[i].n_ref;
	}
	sb_sort(v, n);
	med = sb_median_sorted(v, n);
	spread = v[n - 1] - v[0];
	/* 1e-9: the decimal input's rounding, so that exactly 10% is not more */
	if (med > 0 && spread > 0.10 * med * (1 + 1e-9))
		fprintf(fp, "NOTE: %smachine speed varied: reference loop %.3f..%.3f ns/iteration over the ok rows (%.0f%% of the median): differences between rows smaller than that can be the machine's\n",
			prefix, v[0], v[n - 1], 100 * spread / med);
	free(v);
}

void sb_show_notes(FILE *fp, const struct sb_input *in, const char *prefix)
{
	const char *accel = sb_env_get(&in->r, "accel");
	const char *hv = sb_env_get(&in->r, "hypervisor");
	const char *dbg = sb_env_get(&in->r, "debug");
	const char *st = sb_env_get(&in->r, "run_status");

	if (accel && !strcmp(accel, "tcg"))
		fprintf(fp, "NOTE: %semulated (QEMU TCG): not hardware numbers\n", prefix);
	else if (accel && !strcmp(accel, "tcg-icount"))
		fprintf(fp, "NOTE: %semulated (QEMU TCG icount): the guest clock counts executed instructions, so ns are instruction counts, not time and not hardware numbers\n",
			prefix);
	else if (!accel && hv && !strcmp(hv, "yes"))
		fprintf(fp, "NOTE: %smeasured under a hypervisor; accel not recorded\n", prefix);
	if (dbg && *dbg && strcmp(dbg, "none"))
		fprintf(fp, "NOTE: %sdebug options on (%s): numbers include their cost\n", prefix, dbg);
	ref_note(fp, in, prefix);
	if (st && strncmp(st, "SUCCESS", 7))
		fprintf(fp, "WARNING: %sthe run did not succeed: %s\n", prefix, st);
}

/* a counter's sum as the integer it is; 0 for a column the file lacks */
static unsigned long long count(double v)
{
	return isnan(v) || !(v > 0) ? 0 : (unsigned long long)llround(v);
}

/*
 * hit%: module/sb_summary.h's, so that show prints the module's digit:
 * page and obj stock together; "-" when nothing was looked up
 */
static const char *hit_pct(char *b, const double *c)
{
	unsigned int tenths;

	if (isnan(c[SB_C_HITS]) || isnan(c[SB_C_MISSES]) ||
	    !sbs_hit_tenths(count(c[SB_C_HITS]), count(c[SB_C_OBJ_HITS]),
			    count(c[SB_C_MISSES]), count(c[SB_C_OBJ_MISSES]), &tenths))
		return strcpy(b, "-");
	return sbs_fmt_tenths(b, tenths);
}

static const char *sum(char *b, size_t len, double v)
{
	if (isnan(v))
		snprintf(b, len, "-");
	else
		snprintf(b, len, "%.0f", v);
	return b;
}

/*
 * ns values (3 decimals in results.csv) as integer picoseconds, for the
 * module's own summary code (module/sb_summary.h): the median, its CI and
 * the formatting are the ones `cat results` prints.
 */
static unsigned long long *to_ps(const double *v, size_t n)
{
	unsigned long long *ps = xmalloc(n * sizeof(*ps));
	size_t i;

	for (i = 0; i < n; i++)
		ps[i] = (unsigned long long)llround(v[i] * 1000);
	return ps;
}

/* median of sorted ns values, as the module's table prints it */
static const char *median_ns(char *b, const double *v, size_t n)
{
	unsigned long long *ps;

	if (!n || n > UINT_MAX)
		return strcpy(b, "-");
	ps = to_ps(v, n);
	sbs_fmt_ps(b, sbs_median2(ps, (unsigned int)n), 2);
	free(ps);
	return b;
}

/* "[lo, hi]" of the median's CI, or "n too small" */
static const char *median_ci(char *b, size_t len, const double *v, size_t n,
			     double conf)
{
	char x[SBS_FMT_LEN], y[SBS_FMT_LEN];
	unsigned long long *ps;
	size_t lo, hi;

	if (sb_median_ci_ranks(n, conf, &lo, &hi)) {
		snprintf(b, len, "n too small");
		return b;
	}
	ps = to_ps(v, n);
	snprintf(b, len, "[%s, %s]", sbs_fmt_ps(x, ps[lo], 1), sbs_fmt_ps(y, ps[hi], 1));
	free(ps);
	return b;
}

/*
 * The median ns/op at @col and its CI at @col + 1 of @g: the module's
 * text, and its numbers at full precision for --format csv|json and
 * --brief (brief.c rounds them to 3 significant digits).
 */
static void median_cells(struct sb_table *t, size_t row, size_t col, const struct sb_group *g,
			 double conf)
{
	unsigned long long *ps = to_ps(g->ns, g->n);
	char b[256];
	size_t lo, hi;

	sb_table_setv(t, row, col, sbs_median2(ps, (unsigned int)g->n) / 2000.0, NAN, "%s",
		      median_ns(b, g->ns, g->n));
	if (sb_median_ci_ranks(g->n, conf, &lo, &hi))
		sb_table_set(t, row, col + 1, "%s", median_ci(b, sizeof(b), g->ns, g->n, conf));
	else
		sb_table_setv(t, row, col + 1, ps[lo] / 1000.0, ps[hi] / 1000.0, "%s",
			      median_ci(b, sizeof(b), g->ns, g->n, conf));
	free(ps);
}

/* hit% at @col: the module's tenths, and the share at full precision */
static void hit_cell(struct sb_table *t, size_t row, size_t col, const double *c)
{
	double h = count(c[SB_C_HITS]) + count(c[SB_C_OBJ_HITS]);
	double all = h + count(c[SB_C_MISSES]) + count(c[SB_C_OBJ_MISSES]);
	char b[SBS_FMT_LEN];

	hit_pct(b, c);
	sb_table_setv(t, row, col, strcmp(b, "-") ? 100 * h / all : NAN, NAN, "%s", b);
}

static const char *status_of(char *b, size_t len, const struct sb_group *g)
{
	if (g->nfailed)
		snprintf(b, len, "FAILED %zu/%zu: %s", g->nfailed,
			 g->n + g->nfailed + g->nskipped, g->reason);
	else if (g->naudit_bad)
		snprintf(b, len, "AUDIT %zu rows: %s", g->naudit_bad, g->audit);
	else if (!g->n)
		snprintf(b, len, "%s", g->reason);
	else if (g->nzero)
		snprintf(b, len, "ok, but %zu rows have ns/op <= 0", g->nzero);
	else if (g->nskipped)
		snprintf(b, len, "ok (%zu skipped: %s)", g->nskipped, g->reason + 9);
	else
		snprintf(b, len, "ok");
	return b;
}

void sb_tfk_of(FILE *fp, const struct sb_group *g)
{
	char b[64];

	fprintf(fp, "%s (%.0f fails in %.0f ops)", sb_fmt_num(b, sizeof(b), sb_group_tfk(g)),
		g->tf_sum, g->irq_ops_sum);
}

/*
 * "  VARIANT CONTEXT: hardirq R of A (...) ...; LOW: ...; 8 rows, 20 ms
 * measured" (results/common.sh's claim_rates reads the part before the
 * first ';')
 */
static void load_rates(FILE *fp, const struct sb_group *g, const struct sb_load *l)
{
	fprintf(fp, "  %s %s:", g->variant, g->context);
	sb_load_print_rates(fp, l);
	fprintf(fp, "; %zu rows", l->nrows);
	if (l->weighted)
		fprintf(fp, ", %.3g ms measured%s", l->us / 1000,
			l->ntimed < l->nrows ? " (rows without measure_us left out)" : "");
	fputs("\n", fp);
}

/* the interrupting contexts' own op cost and their share of the time */
static void load_handler(FILE *fp, const struct sb_load *l)
{
	char b[64];

	if (!l->nhandler)
		return;
	fprintf(fp, "    interrupt-context op %s ns (%.0f ns in %.0f ops), ",
		sb_fmt_num(b, sizeof(b), l->op_ns), l->handler_ns, l->handler_ops);
	if (isnan(l->share))
		fputs("handler time -\n", fp);
	else
		fprintf(fp, "handler time %.1f%% of the measured time\n", 100 * l->share);
}

static void load_notes(FILE *fp, const struct sb_results *r, size_t tfk, int unweighted)
{
	fputs("achieved: sum over the rows of rate x measure_us / sum of measure_us (total interrupts over\n"
	      "total time), rows: the smallest..largest row; LOW: the aggregate below 90% of the rate asked\n", fp);
	if (sb_col(r, "hardirq_missed") >= 0)
		fputs("late: periods the module's timer counted late (<ctx>_missed: it fired after the next\n"
		      "period had begun) per second, same aggregate; delivered + late near the rate asked: every\n"
		      "period was raised, and the shortfall is time the CPU did not run (not the module)\n", fp);
	if (unweighted)
		fputs("(a file without measure_us: the mean of the rows' rates, each row weighted alike)\n", fp);
	if (sb_col(r, "irq_handler_ns") >= 0)
		fputs("ns/op of a mixed cell in the table: the task-context op, with the time of the interrupt\n"
		      "handlers that ran during its samples (irq_handler_ns) left out; interrupt-context op:\n"
		      "sum of irq_handler_ns / sum of irq_ops; handler time: sum of irq_handler_ns / sum of measure_us\n",
		      fp);
	else
		fputs("ns/op of a mixed cell in the table includes the time of the interrupt handlers that ran\n"
		      "during its samples (this file has no irq_handler_ns: the two costs are not separated)\n", fp);
	if (tfk && sb_results_rt(r))
		fprintf(fp, "trylock fails per 1000 interrupt-context ops: %s\n", sb_tryfail_rt_na);
	else if (tfk)
		fputs("trylock fails per 1000 interrupt-context ops: the pooled rate, 1000 x sum of trylock_fails /\n"
		      "sum of irq_ops (the hardirq, softirq and NMI ops on the row's CPU) over the ok rows, the one\n"
		      "estimator reported. `stockbench compare --metric tryfail_per_kop FILE` tests two subjects block\n"
		      "by block, each block's own fails / ops.\n",
		      fp);
}

/*
 * mixed (schema 2): the interrupt load each cell really ran under, per
 * CPU, aggregated over its rows against the rate asked; with
 * irq_handler_ns, the interrupt-context op cost and the handlers' share of
 * the time; with irq_ops, the trylock failures per 1000 of their ops
 * (pooled; on PREEMPT_RT not a number but the reason, once).
 */
static void irq_rates(FILE *fp, const struct sb_input *in)
{
	size_t i, printed = 0, tfk = 0;
	int unweighted = 0;

	for (i = 0; i < in->gs.n; i++) {
		const struct sb_group *g = &in->gs.g[i];
		struct sb_load l;
		char err[512];

		if (!g->n_irq)
			continue;
		if (!printed++)
			fputs("\nmixed: interrupt-context ops/s per CPU achieved (aggregate over the cell's ok rows) of those asked:\n", fp);
		if (sb_load_of(&in->r, g, &l, err, sizeof(err))) {
			fprintf(fp, "  %s %s: %s\n", g->variant, g->context, err);
			continue;
		}
		unweighted |= !l.weighted;
		load_rates(fp, g, &l);
		load_handler(fp, &l);
		if (isnan(sb_group_tfk(g)))
			continue;
		tfk++;
		if (sb_results_rt(&in->r))
			continue;	/* no number on RT: load_notes() says why */
		fputs("    trylock fails per 1000 interrupt-context ops: ", fp);
		sb_tfk_of(fp, g);
		fputs("\n", fp);
	}
	if (printed)
		load_notes(fp, &in->r, tfk, unweighted);
}

/* schema 2: the latency of single ops (the module's latency pass) */
static void single_ops(FILE *fp, const struct sb_input *in)
{
	size_t i, printed = 0;

	for (i = 0; i < in->gs.n; i++) {
		const struct sb_group *g = &in->gs.g[i];

		if (!g->n_sop)
			continue;
		if (!printed++)
			fputs("\nsingle ops: latency of one op, timed alone after the samples, clock cost subtracted\n"
			      "(ns; medians over rows of each row's percentiles; max: the largest):\n", fp);
		fprintf(fp, "  %s %s: %.0f timed, p50 %.0f p90 %.0f p99 %.0f p99.9 %.0f max %.0f (clock %.0f)\n",
			g->variant, g->context, g->sop_ops,
			sb_median_sorted(g->sop[0], g->n_sop), sb_median_sorted(g->sop[1], g->n_sop),
			sb_median_sorted(g->sop[2], g->n_sop), sb_median_sorted(g->sop[3], g->n_sop),
			g->sop_max, sb_median_sorted(g->sop[4], g->n_sop));
	}
}

/* "1.04", "1.53*" (two CPUs' CIs disjoint) or "-" (one CPU) */
static const char *cpu_cell(char *b, size_t len, const struct sb_input *in,
			    const struct sb_group *g, double conf)
{
	struct sb_cpu_strata s;
	char err[512];

	if (sb_cpu_strata(&in->r, g, conf, &s, err, sizeof(err)))
		return strcpy(b, "?");
	if (isnan(s.ratio))
		snprintf(b, len, "-");
	else
		snprintf(b, len, "%.2f%s", s.ratio, s.disjoint == 1 ? "*" : "");
	sb_cpu_free(&s);
	return b;
}

/*
 * The cells in which one CPU's CI of the median lies wholly above
 * another's: their per-CPU values, so that one slow CPU reads as that
 * and not as a slow cell.
 */
static void cpus_disagree(FILE *fp, const struct sb_input *in, double conf)
{
	size_t i, printed = 0;

	for (i = 0; i < in->gs.n; i++) {
		const struct sb_group *g = &in->gs.g[i];
		struct sb_cpu_strata s;
		char err[512];

		if (sb_cpu_strata(&in->r, g, conf, &s, err, sizeof(err)))
			continue;
		if (s.disjoint == 1) {
			if (!printed++)
				fprintf(fp, "\nCPUs disagree: cells where two CPUs' %g%% CIs of the median do not overlap\n"
					"(per CPU: median ns/op [CI] (ok rows); max/min: largest / smallest per-CPU median):\n",
					conf * 100);
			fprintf(fp, "  %s %s %s: ", g->workload, g->variant, g->context);
			sb_cpu_print(fp, &s);
			fputs("\n", fp);
		}
		sb_cpu_free(&s);
	}
}

/*
 * ok rows whose ns/op is 0 (or below: group.c refuses a negative one):
 * no op costs nothing, so such a row is a disturbed estimate (older
 * modules clamped (T(2N) - T(N)) / N <= 0 to 0), and the module's
 * estimator of results with ns_per_op_diff should give none.
 */
static void nonpos_warnings(FILE *fp, const struct sb_input *in, const char *prefix)
{
	size_t i;

	for (i = 0; i < in->gs.n; i++) {
		const struct sb_group *g = &in->gs.g[i];

		if (g->nzero)
			fprintf(fp, "WARNING: %s%s %s %s: %zu of %zu ok rows have ns/op <= 0: not a cost but a disturbed estimate; the cell's median and CI count them\n",
				prefix, g->workload, g->variant, g->context, g->nzero, g->n);
	}
}

/* what the columns of the table are */
static void table_notes(FILE *fp, const struct sb_input *in, double conf)
{
	fprintf(fp, "\nn: ok rows (CPUs x repeats); median of their ns_per_op; %g%% CI of median:\n"
		"distribution-free, from order statistics (binomial), 'n too small' when n cannot reach it;\n"
		"CPU max/min: the largest over the smallest per-CPU median (ok rows split by cpu; '-': one CPU\n"
		"or a median of 0); *: two CPUs' intervals of the median do not overlap ('CPUs disagree');\n"
		"batch p99: median over rows of each row's p99 of its samples (batch averages, each the\n"
		"mean of hundreds of ops: not a per-op latency); batch max: the largest of them;\n"
		"hit%%: (hits + obj_hits) / (hits + misses + obj_hits + obj_misses), as the module's table;\n"
		"slow/kop: page_counter slow-path charges per 1000 ops;\n"
		"hold ns: mean sampled lock hold time (rows' hold_ns_avg weighted by hold_samples);\n"
		"trylock fails, evictions, drains (local+remote+dead), nivcsw (involuntary context\n"
		"switches of the workers), ctx! (samples in the wrong context): sums over ok rows\n",
		conf * 100);
	if (in->r.schema >= 2)
		fputs("ns/op: the loop overhead (loop_overhead_ns) subtracted; ns_per_op_raw in the file keeps it\n", fp);
	else
		fputs("ns/op: schema 1 file: the loop overhead (loop_overhead_ns) is included\n", fp);
}

const char *sb_show_workload(const struct sb_input *in)
{
	size_t i;

	for (i = 1; i < in->gs.n && !strcmp(in->gs.g[i].workload, in->gs.g[0].workload); i++)
		;
	return in->gs.n && i == in->gs.n ? in->gs.g[0].workload : NULL;
}

void sb_show_table(FILE *fp, const struct sb_input *in, const struct sb_opts *o)
{
	const char *head[] = {
		"workload", "variant", "context", "n", "median ns/op", NULL, "CPU max/min",
		"batch p99 ns", "batch max ns", "hit%", "slow/kop", "trylock fails", "evictions",
		"drains", "hold ns", "nivcsw", "ctx!", "status",
	};
	char cihead[64];
	struct sb_table t;
	size_t i;

	snprintf(cihead, sizeof(cihead), "%g%% CI of median", o->conf * 100);
	head[5] = cihead;
	sb_table_init(&t, 18, head, "lllrrrrrrrrrrrrrrl");
	for (i = 0; i < in->gs.n; i++) {
		const struct sb_group *g = &in->gs.g[i];
		const double *c = g->counter;
		size_t row = sb_table_row(&t);
		char b[256];
		double drains;

		sb_table_set(&t, row, 0, "%s", g->workload);
		sb_table_set(&t, row, 1, "%s", g->variant);
		sb_table_set(&t, row, 2, "%s", g->context);
		sb_table_set(&t, row, 3, "%zu", g->n);
		sb_table_set(&t, row, 17, "%s", status_of(b, sizeof(b), g));
		if (!g->n) {
			size_t k;

			for (k = 4; k < 17; k++)
				sb_table_set(&t, row, k, "-");
			continue;
		}
		median_cells(&t, row, 4, g, o->conf);
		sb_table_set(&t, row, 6, "%s", cpu_cell(b, sizeof(b), in, g, o->conf));
		sb_table_set(&t, row, 7, "%s", median_ns(b, g->p99, g->n_lat));
		sb_table_set(&t, row, 8, "%s", g->n_lat ? median_ns(b, g->pmax + g->n_lat - 1, 1) : "-");
		hit_cell(&t, row, 9, c);
		sb_table_set(&t, row, 10, "%s", isnan(c[SB_C_SLOW]) || !(c[SB_C_OPS] > 0) ? "-" :
			     sb_fmt_num(b, sizeof(b), 1000 * c[SB_C_SLOW] / c[SB_C_OPS]));
		sb_table_set(&t, row, 11, "%s", sum(b, sizeof(b), c[SB_C_TRYLOCK_FAILS]));
		sb_table_set(&t, row, 12, "%s", sum(b, sizeof(b), c[SB_C_EVICTIONS]));
		drains = (isnan(c[SB_C_DRAINS_LOCAL]) ? 0 : c[SB_C_DRAINS_LOCAL]) +
			 (isnan(c[SB_C_DRAINS_REMOTE]) ? 0 : c[SB_C_DRAINS_REMOTE]) +
			 (isnan(c[SB_C_DRAINS_DEAD]) ? 0 : c[SB_C_DRAINS_DEAD]);
		sb_table_set(&t, row, 13, "%.0f", drains);
		sb_table_set(&t, row, 14, "%s", sb_fmt_num(b, sizeof(b), sb_group_hold_ns(g)));
		sb_table_set(&t, row, 15, "%s", sum(b, sizeof(b), c[SB_C_NIVCSW]));
		sb_table_set(&t, row, 16, "%s", sum(b, sizeof(b), c[SB_C_CTX_MISMATCH]));
	}
	/* One workload (the usual case): say it once, not on every row. */
	if (sb_show_workload(in)) {
		fprintf(fp, "workload: %s\n\n", sb_show_workload(in));
		t.align[0] = 'h';
	}
	sb_table_print(fp, &t, o->shape_opts.format);
	sb_table_free(&t);
	table_notes(fp, in, o->conf);
	nonpos_warnings(fp, in, "");
	cpus_disagree(fp, in, o->conf);
	single_ops(fp, in);
	irq_rates(fp, in);
}

/*
 * The columns show reads beyond group.c's: per cell, every ok row's cpu,
 * and a mixed row's measure_us, irq_ops and irq_handler_ns.  Checked
 * before anything is printed: bad input gets one line, not half a table.
 */
static int check_input(const struct sb_input *in, double conf)
{
	char err[1024];
	size_t i;

	for (i = 0; i < in->gs.n; i++) {
		struct sb_cpu_strata s;
		struct sb_load l;

		if (sb_cpu_strata(&in->r, &in->gs.g[i], conf, &s, err, sizeof(err)))
			goto bad;
		sb_cpu_free(&s);
		if (sb_load_of(&in->r, &in->gs.g[i], &l, err, sizeof(err)))
			goto bad;
	}
	return 0;
bad:
	fprintf(stderr, "stockbench: %s\n", err);
	return -1;
}

/* --layout FILE: one table of that layout across the files; 1 on bad input */
static int show_layout(struct sb_input *in, const struct sb_opts *o)
{
	char err[1024], prefix[4200], *buf = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&buf, &len);
	int i, ret = 0;

	if (!mem)
		oom();
	snprintf(prefix, sizeof(prefix), "layout-%s", o->layout->name);
	sb_emit_name(prefix, NULL);
	/* Render first: on bad input, nothing but the reason is printed. */
	if (sb_layout_print(mem, o->layout, in, o->nargs, &o->shape_opts, err, sizeof(err))) {
		fprintf(stderr, "stockbench: %s\n", err);
		ret = 1;
	}
	fclose(mem);
	for (i = 0; i < o->nargs && !ret; i++) {
		snprintf(prefix, sizeof(prefix), "%s: ", in[i].r.path);
		sb_show_notes(stdout, &in[i], prefix);
		nonpos_warnings(stdout, &in[i], prefix);
	}
	/* two files, tested against each other: what else differs */
	if (!ret && o->nargs == 2 && o->layout->confounds[0]) {
		struct sb_side a = { o->layout->confounds[0], &in[0], 1 };
		struct sb_side b = { o->layout->confounds[1], &in[1], 1 };

		sb_one_boot_label(stdout, sb_confounds(stdout, &a, &b));
		fputs("\n", stdout);
	}
	if (!ret)
		fwrite(buf, 1, len, stdout);
	free(buf);
	return ret;
}

/*
 * --brief: its own plain-text table of the default layout, refused with
 * --format and --layout (as compare refuses --brief --format): 0, or 2
 * after the reason.
 */
static int brief_opts(const struct sb_opts *o)
{
	if (!o->brief)
		return 0;
	if (o->given & SB_OPTBIT(FORMAT))
		fputs("stockbench show: --brief is its own plain-text table: not with --format\n", stderr);
	else if (o->given & SB_OPTBIT(SHAPE))
		fputs("stockbench show: --brief is the per variant x context table: not with --shape\n",
		      stderr);
	else if (o->layout)
		fputs("stockbench show: --brief is the per variant x context table: not with --layout\n",
		      stderr);
	else
		return 0;
	return 2;
}

static void free_layout(struct sb_opts *o)
{
	if (o->layout)
		sb_layout_free(o->layout);
	free(o->layout);
	o->layout = NULL;
}

int cmd_show(int argc, char **argv)
{
	struct sb_input *in;
	struct sb_opts o;
	int parsed;
	int i, ret = 0;

	parsed = sb_parse_opts(argc, argv, "show", &o);
	if (parsed || brief_opts(&o)) {
		free_layout(&o);
		return parsed > 0 ? 0 : 2;	/* --help, or an error */
	}
	if (o.nargs < 1) {
		free_layout(&o);
		fputs("stockbench show: missing FILE (usage: stockbench show [--format md|text] [--layout FILE] FILE...)\n",
		      stderr);
		return 2;
	}
	if (sb_output_begin("show", o.output)) {
		free_layout(&o);
		return 2;
	}
	if (o.shape_opts.format >= SB_FMT_CSV)
		sb_emit_begin(o.shape_opts.format, "show", argc, argv);
	in = xcalloc(o.nargs, sizeof(*in));
	for (i = 0; i < o.nargs; i++)
		if (sb_input_load(o.args[i], &in[i]) || check_input(&in[i], o.conf)) {
			ret = 1;
			goto out;
		}
	if (o.layout) {
		ret = show_layout(in, &o);
		goto out;
	}
	if (o.brief) {
		sb_show_brief(in, o.nargs, &o);
		goto out;
	}
	for (i = 0; i < o.nargs; i++) {
		if (i)
			fputs("\n", stdout);
		/* Markdown: keep the header lines as lines, in a code block. */
		if (o.shape_opts.format == SB_FMT_MD)
			fputs("```\n", stdout);
		sb_emit_name("show", in[i].r.path);
		sb_show_env(stdout, &in[i]);
		fputs(o.shape_opts.format == SB_FMT_MD ? "```\n\n" : "\n", stdout);
		sb_show_table(stdout, &in[i], &o);
	}
out:
	for (i = 0; i < o.nargs; i++)
		sb_input_free(&in[i]);
	free(in);
	free_layout(&o);
	if (o.shape_opts.format >= SB_FMT_CSV)
		ret = sb_emit_end(ret);
	return sb_output_end("show", ret);
}
