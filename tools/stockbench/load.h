/* SPDX-License-Identifier: GPL-2.0 */
/*
 * load.h - the interrupt load a mixed cell really ran under, from its ok
 * rows: per interrupting context (hardirq, softirq, NMI) the aggregate
 * achieved rate per CPU, total interrupts over total measured time
 * (sum of rate x measure_us over sum of measure_us), never a median of
 * per-row counts, with the per-row spread beside it; and, with the
 * module's irq_handler_ns column, the interrupt-context op cost (sum of
 * irq_handler_ns over sum of irq_ops) and the share of the measured time
 * spent in the handlers.
 */
#ifndef SB_LOAD_H
#define SB_LOAD_H

#include <stddef.h>
#include <stdio.h>

#include "csv.h"
#include "group.h"

enum { SB_IRQ_HARD, SB_IRQ_SOFT, SB_IRQ_NMI, SB_NR_IRQ };
extern const char *const sb_irq_names[SB_NR_IRQ];	/* hardirq softirq nmi */

/* An aggregate below this share of the rate asked is LOW. */
#define SB_LOAD_LOW 0.90
/* compare: loads further apart than this (relative) differ. */
#define SB_LOAD_TOL 0.10

struct sb_load {
	size_t nrows;		/* mixed ok rows: irq_rate set */
	size_t ntimed;		/* of them with measure_us > 0 */
	double us;		/* sum of their measure_us */
	double asked[SB_NR_IRQ];	/* largest rate asked; 0: not asked */
	/*
	 * aggregate achieved ops/s per CPU: over the timed rows, sum of
	 * rate x measure_us / sum of measure_us; without any timed row (a
	 * file without measure_us), the mean of the rows' rates (weighted 0).
	 * NAN without rows.
	 */
	double rate[SB_NR_IRQ];
	int weighted;
	double lo[SB_NR_IRQ], hi[SB_NR_IRQ];	/* per-row rates: min, max */
	int low[SB_NR_IRQ];	/* asked, and rate < SB_LOAD_LOW x asked */
	/*
	 * periods the module counted late (<ctx>_missed: its timer fired
	 * after the next period had begun) per second per CPU, over the
	 * timed rows that have the column: sum of missed x 1e6 / sum of
	 * their measure_us; nlate 0 (and late NAN): no such row.  Delivered
	 * plus late near the rate asked means the module raised every period
	 * and the CPU ran the rest late (a vCPU that was not running).
	 */
	size_t nlate;
	double late_us, late[SB_NR_IRQ];
	/*
	 * the module's remeasured column summed: tries of these rows'
	 * blocks dropped because their load fell short, then measured again
	 */
	double remeasured;
	/*
	 * rows with irq_handler_ns: its sum, and the sums of irq_ops and
	 * measure_us over the same rows; op_ns = handler_ns / irq_ops,
	 * share = handler_ns / (1000 x measure_us); NAN when not known.
	 */
	size_t nhandler;
	double handler_ns, handler_ops, handler_us;
	double op_ns, share;
	/* running sums, for sb_load_finish */
	double wsum[SB_NR_IRQ], msum[SB_NR_IRQ], lsum[SB_NR_IRQ];
};

/*
 * sb_load_init, then sb_load_add once per file of a side (cell g of
 * results r: boots are pooled), then sb_load_finish.  A mixed row whose
 * measure_us, irq_ops, irq_handler_ns or rate is not a number >= 0 is
 * refused: -1 with the reason in err.
 */
void sb_load_init(struct sb_load *l);
int sb_load_add(struct sb_load *l, const struct sb_results *r,
		const struct sb_group *g, char *err, size_t errlen);
void sb_load_finish(struct sb_load *l);
/* The three calls for one file's cell. */
int sb_load_of(const struct sb_results *r, const struct sb_group *g,
	       struct sb_load *l, char *err, size_t errlen);

/*
 * Whether two loads of context k differ by more than tol: 1 when the
 * larger aggregate is above (1 + tol) x the smaller (or only one side was
 * asked for k, or one got none of it), 0 when within, -1 when neither side
 * was asked for k or a side has no mixed rows.
 */
int sb_load_differs(const struct sb_load *a, const struct sb_load *b,
		    int k, double tol);

/* Two cells' loads, for a compare row. */
struct sb_load_cmp {
	struct sb_load a, b;
	int differ[SB_NR_IRQ];	/* sb_load_differs at SB_LOAD_TOL */
	int any;		/* some context differs */
};

/* differ and any of two finished loads c->a, c->b (sb_load_compare's last step) */
void sb_load_cmp_judge(struct sb_load_cmp *c);
int sb_load_compare(const struct sb_results *ra, const struct sb_group *ga,
		    const struct sb_results *rb, const struct sb_group *gb,
		    struct sb_load_cmp *c, char *err, size_t errlen);

/*
 * Each context whose loads differ: "hardirq A 4500/s, B 2800/s (1700/s
 * late); nmi A not asked, B 1000/s" (late where the file has it; no newline; ta, tb: the sides' names); returns how
 * many contexts it printed (0: nothing printed).
 */
int sb_load_cmp_print(FILE *fp, const struct sb_load_cmp *c, const char *ta,
		      const char *tb);

/* Whether a LOW context k's delivered plus late reach SB_LOAD_LOW x asked. */
int sb_load_late_covers(const struct sb_load *l, int k);

/*
 * " hardirq R of A (P%, rows lo..hi[, L/s late]) softirq ..." for each
 * context asked, then "; LOW: hardirq ... below 90% of the rate asked"
 * (with ", the rest came late: ..." when delivered plus late reach 90% for
 * each of them) or "; all at 90% or more of the rate asked".
 */
void sb_load_print_rates(FILE *fp, const struct sb_load *l);

#endif
