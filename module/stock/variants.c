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
