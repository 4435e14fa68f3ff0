// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the table of stock variants, oldest scheme first, the
 * negative control last. Adding a variant: a new file and a line here.
 */
#include <linux/kernel.h>
#include <linux/string.h>
#include "stock_internal.h"

const struct sb_stock_ops *const sb_variants[] = {
	&sb_stock_irq,
	&sb_stock_preempt,
	&sb_stock_locallock,
	&sb_stock_trylock,
	&sb_stock_decoupled,
	&sb_stock_outside,
	&sb_stock_busted,
};

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
