// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the table of stock variants, in the order of variant_list.h.
 */
#include <linux/kernel.h>
#include <linux/string.h>
#include "stock_internal.h"

#define SB_VARIANT_OPS(name)	(&sb_stock_##name),
const struct sb_stock_ops *const sb_variants[] = {
	SB_VARIANTS(SB_VARIANT_OPS)
};

#undef SB_VARIANT_OPS

const unsigned int sb_nr_variants = ARRAY_SIZE(sb_variants);

#ifdef SB_HOLD_TWINS
/* Kbuild's second build of each variant, with every lock hold timed */
#define SB_VARIANT_HOLD_DECL(name) \
	extern const struct sb_stock_ops sb_stock_##name##_hold;
SB_VARIANTS(SB_VARIANT_HOLD_DECL)
#undef SB_VARIANT_HOLD_DECL

#define SB_VARIANT_HOLD_OPS(name)	(&sb_stock_##name##_hold),
static const struct sb_stock_ops *const sb_variants_hold[] = {
	SB_VARIANTS(SB_VARIANT_HOLD_OPS)
};

#undef SB_VARIANT_HOLD_OPS
#endif

/* the hold twin of a variant; NULL where none is built (userspace tests) */
const struct sb_stock_ops *sb_variant_hold(const struct sb_stock_ops *ops)
{
#ifdef SB_HOLD_TWINS
	unsigned int i;

	for (i = 0; i < sb_nr_variants; i++)
		if (sb_variants[i] == ops)
			return sb_variants_hold[i];
#endif
	return NULL;
}

const struct sb_stock_ops *sb_variant_find(const char *name)
{
	unsigned int i;

	if (!name)
		return NULL;
	for (i = 0; i < sb_nr_variants; i++)
		if (!strcmp(sb_variants[i]->name, name))
			return sb_variants[i];
	return NULL;
}
