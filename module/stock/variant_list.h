/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: the stock variants, the one list of them. Oldest scheme
 * first, the negative control last.
 *
 * Adding a variant is a file in module/stock/ that defines
 * "const struct sb_stock_ops sb_stock_<name>" and one X(<name>) line here
 * (Kbuild takes every .c). Everything that names or numbers the variants
 * is generated from this list: sb_variants[] (variants.c), the extern
 * declarations (stock_internal.h), the variant ids of the trace events and
 * their names (stockbench_trace.h) and the CLI's table that reads those
 * ids back (tools/stockbench/trace.c). A variant's trace id is its
 * position here: one inserted renumbers those after it, and a trace file
 * recorded before is then read by a CLI of the same commit as the module.
 *
 * Plain preprocessor and C, no includes: the CLI compiles it too.
 */
#ifndef _STOCKBENCH_VARIANT_LIST_H
#define _STOCKBENCH_VARIANT_LIST_H

#define SB_VARIANTS(X)	\
	X(irq)		\
	X(preempt)	\
	X(locallock)	\
	X(trylock)	\
	X(decoupled)	\
	X(outside)	\
	X(decoupled_random)	\
	X(busted)

/* a variant's index in sb_variants[] and its id in trace events */
#define SB_VARIANT_ID(name)	sb_##name##_id,
enum sb_variant_id {
	SB_VARIANTS(SB_VARIANT_ID)
	SB_NR_VARIANTS
};

#undef SB_VARIANT_ID

#endif /* _STOCKBENCH_VARIANT_LIST_H */
