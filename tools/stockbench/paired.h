/* SPDX-License-Identifier: GPL-2.0 */
/* paired.h - the paired comparison of subjects inside one paired run. */
#ifndef SB_PAIRED_H
#define SB_PAIRED_H

#include <stddef.h>
#include "cli.h"

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

#endif
