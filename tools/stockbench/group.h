/* SPDX-License-Identifier: GPL-2.0 */
/*
 * group.h - results.csv rows gathered per (workload, variant, context):
 * the unit every table, comparison and plot reports.  Samples are the
 * "ok" rows, one per CPU x repeat.
 */
#ifndef SB_GROUP_H
#define SB_GROUP_H

#include <stddef.h>

#include "csv.h"

enum sb_counter {
	SB_C_OPS, SB_C_HITS, SB_C_MISSES, SB_C_SLOW, SB_C_CHARGE_FAILS,
	SB_C_TRYLOCK_FAILS, SB_C_DIRECT_UNCHARGES, SB_C_DRAINS_LOCAL,
	SB_C_DRAINS_REMOTE, SB_C_DRAINS_DEAD, SB_C_EVICTIONS, SB_C_NVCSW,
	SB_C_NIVCSW, SB_C_CTX_MISMATCH, SB_C_HOLD_NS_AVG, SB_C_HOLD_NS_MAX,
	SB_C_OBJ_HITS, SB_C_OBJ_MISSES,
	SB_NR_COUNTERS
};

extern const char *const sb_counter_cols[SB_NR_COUNTERS];

struct sb_group {
	char *workload, *variant, *context;
	size_t n;		/* ok rows */
	size_t *rows;		/* their indices in src, in file order */
	const struct sb_results *src;	/* the file grouped */
	double *ns;		/* ns_per_op of ok rows, sorted */
	double *p50, *p90, *p99, *pmax;	/* per ok row, sorted; n_lat valid */
	size_t n_lat;
	double counter[SB_NR_COUNTERS];	/* sums over ok rows; NAN: no column */
	/*
	 * Lock hold time: sum of hold_ns_avg * hold_samples and of
	 * hold_samples over the ok rows that have both; NAN: no such row.
	 */
	double hold_ns_sum, hold_samples;
	double *ref_ns;		/* ref_ns > 0 of ok rows, sorted; n_ref valid */
	size_t n_ref;
	size_t nskipped, nfailed;
	char *reason;		/* first skipped/failed reason */
	size_t nzero;		/* ok rows with ns_per_op == 0: not measured */
	size_t naudit_bad;
	char *audit;		/* first audit other than "ok" */
	/*
	 * mixed rows (schema 2): achieved interrupt-context ops/s per CPU
	 * of hardirq, softirq, NMI (sorted, n_irq valid), the largest rate
	 * asked, and the rows below 80% of it (irq_rate "low: ...").
	 */
	double *irq_rate[3];
	double irq_asked[3];
	size_t n_irq, nirq_low;
	char *irq_low;		/* first "low: ..." verdict */
	/*
	 * mixed rows with irq_ops (the interrupting contexts' ops, appended
	 * to schema 3): trylock_fails and irq_ops summed over the ok rows
	 * that have it (NAN: none has); sb_group_tfk() pools them
	 */
	double tf_sum, irq_ops_sum;
	/*
	 * single-op latencies (schema 2, lat_*): per ok row that timed ops,
	 * its p50, p90, p99, p99.9 and clock cost (sorted, n_sop valid), the
	 * largest max and the ops timed in all.
	 */
	double *sop[5];
	size_t n_sop;
	double sop_max, sop_ops;
};

struct sb_groups {
	struct sb_group *g;
	size_t n;
	/*
	 * (workload, variant, context) -> group; (variant, context) and
	 * workload -> the first group with them
	 */
	struct sb_index byname, byvc, byw;
};

int sb_group_results(const struct sb_results *r, struct sb_groups *out,
		     char *err, size_t errlen);
void sb_groups_free(struct sb_groups *gs);
const struct sb_group *sb_group_find(const struct sb_groups *gs,
				     const char *workload, const char *variant,
				     const char *context);
/* 1 when some group has workload @w (O(1): hashed) */
int sb_group_has_workload(const struct sb_groups *gs, const char *w);
/* Median ns/op of a group; NAN when it has no ok rows. */
double sb_group_median(const struct sb_group *g);
/*
 * Trylock failures per 1000 interrupt-context ops, pooled over the ok rows
 * with irq_ops (sum over sum); NAN when none has any.  The one estimator
 * of the rate: no median of the rows' own ratios is kept.  Not a number
 * to report for a PREEMPT_RT file (sb_tryfail_rt_na).
 */
double sb_group_tfk(const struct sb_group *g);
/*
 * Why the trylock-failure rates of a PREEMPT_RT file (sb_results_rt) are
 * not reported: a row has one trylock_fails count for all its contexts,
 * and on RT every trylock in hardirq and NMI context fails by design, so
 * the failures of contention cannot be told apart from them.
 */
extern const char sb_tryfail_rt_na[];
/* Mean lock hold time in ns, weighted by samples; NAN when none. */
double sb_group_hold_ns(const struct sb_group *g);

#endif
