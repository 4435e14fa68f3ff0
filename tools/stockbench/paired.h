/* SPDX-License-Identifier: GPL-2.0 */
/* paired.h - the paired comparison of subjects inside one paired run. */
#ifndef SB_PAIRED_H
#define SB_PAIRED_H

#include <stddef.h>
#include "cli.h"
#include "signrank.h"
#include "stats.h"
#include "table.h"

/* 1 if @r is a run of the paired design (it has blocks to pair). */
int sb_is_paired_run(const struct sb_results *r);
/* log(ns B / ns A) per block of context @ctx where both are ok. */
size_t sb_paired_diffs(const struct sb_results *r, const char *a,
		       const char *b, const char *ctx, double **out);
/* "compare FILE": every subject against the first, in every context. */
int sb_compare_paired(const struct sb_input *in, const struct sb_opts *o);
/*
 * "compare --metric NAME FILE": the same pairs, on a per-row count rate
 * (tryfail_per_kop, tryfail_per_ms) instead of ns/op: per block the
 * difference B - A, its signed-rank test and Hodges-Lehmann estimate.
 */
int sb_metric_known(const char *name);
extern const char *const sb_metric_names;
int sb_compare_metric(const struct sb_input *in, const struct sb_opts *o);
/*
 * "compare --across-boots F1 F2 ...": the paired runs of several boots.
 * Stage 1 per boot (and per CPU) the paired estimate, descriptive; stage
 * 2 across boots, the boot as the replicate: a one-sample t interval of
 * the per-boot log ratios (or metric differences), an exact sign-flip
 * p, tau and I2; Holm over stage 2; verdicts with the equivalence margin.
 */
int sb_compare_across_boots(const struct sb_input *in, size_t nin, const struct sb_opts *o);

/*
 * compare --across-boots, computed once, printed nowhere: what compare
 * prints (its two tables, verdicts made) and plot --forest --across-boots
 * draws (forest_across.c), so that the two cannot disagree.  The values
 * are on the log scale (ratio = exp), or metric differences with --metric.
 */
struct sb_across_cpu {
	const char *cpu;		/* the file's cpu column */
	struct sb_signrank sr;		/* stage 1 on that CPU's blocks alone */
};

struct sb_across_boot {
	size_t file;			/* the boot's file: in[file], "boot file + 1" */
	size_t row;			/* its row of the stage 1 table */
	struct sb_signrank sr;		/* stage 1: the boot's paired estimate */
	struct sb_across_cpu *cpu;	/* per CPU, where the file has several */
	size_t ncpu;
};

/* Stage 2 of one comparison, over its boots' stage 1 estimates y_i. */
struct sb_across_stage2 {
	double mean;			/* mean of the y_i: the ratio's log */
	struct sb_tint t, te;		/* at conf, and at 1 - 2 alpha (TOST) */
	double pflip, tau, i2;		/* tau, i2: NAN when a boot has no se */
	int ok;				/* 0: one boot, no interval */
};

/* One comparison: subject vb against va in context ctx. */
struct sb_across_cmp {
	const char *ctx, *va, *vb;
	struct sb_across_boot *boot;	/* the boots with pairs, in file order */
	size_t nboot;
	struct sb_across_stage2 s2;
	size_t row;			/* its row of the stage 2 table */
};

/* The columns of the tables that plot --forest --across-boots reads. */
enum { SB_ACROSS_S2_EST = 4, SB_ACROSS_S2_CI = 5, SB_ACROSS_S2_VERDICT = 11 };
enum { SB_ACROSS_S1_EST = 5, SB_ACROSS_S1_CI = 6, SB_ACROSS_S1_CPU = 8 };

struct sb_across {
	struct sb_table s1, s2;		/* compare's stage 1 and stage 2 tables */
	struct sb_across_cmp *cmp;	/* one per stage 2 row, in its order */
	size_t ncmp;
	const char **vars, **ctxs;	/* the first file's; vars[0]: the reference */
	size_t nv, nc;
	struct sb_verdicts v;
	size_t tested, signif, nsame;	/* stage 2 rows with a test, and their verdicts */
	size_t *rows;			/* for Holm: each tested row, its p, est, TOST */
	double *p, *est;
	int *eq;
};

/*
 * The two stages of @in[0..nin) with options @o into @a: 0, or 1 after a
 * one-line reason (a file not of the paired design; a --metric refused
 * on a file, e.g. PREEMPT_RT, or one without its columns).
 */
int sb_across_boots(const struct sb_input *in, size_t nin, const struct sb_opts *o,
		    struct sb_across *a);
void sb_across_free(struct sb_across *a);
/* An estimate as the tables print it: the ratio exp(@v), or the delta. */
void sb_across_str(char *b, size_t len, double v, int metric);

#endif
