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

#endif
