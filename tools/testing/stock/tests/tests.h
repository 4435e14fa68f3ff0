/* SPDX-License-Identifier: GPL-2.0 */
/* stocktest: the test groups main.c runs. */
#ifndef _SB_TESTS_H
#define _SB_TESTS_H

#include "harness.h"

extern const struct sb_test sb_exact_tests[];
extern const struct sb_test sb_lock_tests[];
extern const struct sb_test sb_random_tests[];
extern const struct sb_test sb_stress_tests[];

/* a random top-level op on the current CPU, recorded in @l (random_ops.c) */
struct sb_op_opts {
	bool hotplug;		/* may offline/online the other CPU */
	bool drain;		/* may request drain_all */
};
void sb_random_op(struct sb_env *e, struct sb_ledger *l, u64 *rng,
		  const struct sb_op_opts *o);
/* the interrupt handler the injector runs: a balanced charge/uncharge */
void sb_irq_handler(enum sb_shim_irq_kind kind, void *arg);
/* an NMI's page charge and uncharge with a no-spin gfp (try_alloc_pages) */
void sb_nmi_page_handler(enum sb_shim_irq_kind kind, void *arg);
unsigned int sb_inject_mask(const struct sb_stock_ops *ops);
/* ctx_ok, or ctx_ok_rt in the PREEMPT_RT build */
unsigned int sb_ctx_ok(const struct sb_stock_ops *ops);

#endif
