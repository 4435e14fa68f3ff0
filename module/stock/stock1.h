/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: the single-memcg page stock that every kernel up to v6.15
 * had (variants irq, preempt, locallock, trylock, busted). Only the bodies
 * live here; each variant wraps them in its own protection, through
 * stock1_body.h.
 *
 * cached/nr_pages are written with WRITE_ONCE because drain_all_stock()
 * peeks at other CPUs' stocks without their lock (as 6.12 does).
 */
#ifndef _STOCKBENCH_STOCK1_H
#define _STOCKBENCH_STOCK1_H

#include "stock_internal.h"

/* stock1_body.h: the name of the including variant's function @name */
#define __SB1_PASTE(pfx, name)	pfx##_##name
#define __SB1_NAME(pfx, name)	__SB1_PASTE(pfx, name)
#define SB1_FN(name)		__SB1_NAME(SB1_PFX, name)

/* stock1_body.h's SB1_OBJ: the obj stock rule of the variant's era */
#define SB1_OBJ_V512	1	/* <= v5.13 */
#define SB1_OBJ_V61	2	/* v5.18 - v6.15 */
#define SB1_OBJ_OWN	3	/* written by the variant (preempt) */

struct sb_stock1 {
	struct sb_memcg *cached;	/* holds a css reference */
	unsigned int nr_pages;
};

/* consume_stock() body; the caller checked nr_pages <= batch */
static inline bool sb_stock1_consume(struct sb_stock1 *st,
				     struct sb_memcg *memcg,
				     unsigned int nr_pages)
{
	if (st->cached == memcg && st->nr_pages >= nr_pages) {
		WRITE_ONCE(st->nr_pages, st->nr_pages - nr_pages);
		return true;
	}
	return false;
}

/* drain_stock(): give the cached pages back, drop the reference */
static inline void sb_stock1_drain(struct sb_stock1 *st)
{
	struct sb_memcg *old = st->cached;

	if (!old)
		return;
	if (st->nr_pages) {
		sb_memcg_uncharge(old, st->nr_pages);
		WRITE_ONCE(st->nr_pages, 0);
	}
	sb_css_put(old);
	WRITE_ONCE(st->cached, NULL);
}

/* __refill_stock() body: switch memcg if needed, drop all above a batch */
static inline void sb_stock1_refill(struct sb_stock *s, struct sb_stock1 *st,
				    struct sb_memcg *memcg,
				    unsigned int nr_pages)
{
	if (st->cached != memcg) {
		if (st->cached)
			sb_count(s, SB_CNT_EVICTION);
		sb_stock1_drain(st);
		sb_css_get(memcg);
		WRITE_ONCE(st->cached, memcg);
	}
	WRITE_ONCE(st->nr_pages, st->nr_pages + nr_pages);
	if (st->nr_pages > sb_charge_batch(s))
		sb_stock1_drain(st);
}

/* drain_all_stock()'s lock-free peek at another CPU */
static inline bool sb_stock1_needs(struct sb_stock1 *st, struct sb_memcg *root)
{
	struct sb_memcg *memcg = READ_ONCE(st->cached);

	return memcg && READ_ONCE(st->nr_pages) &&
	       sb_memcg_is_descendant(memcg, root);
}

static inline void sb_stock1_audit(struct sb_stock1 *st, struct sb_audit *a)
{
	if (st->cached) {
		a->cached_pages += st->nr_pages;
		a->css_refs++;
	}
}

/* the single objcg byte stock (v5.10 - v6.15) */
struct sb_objstock1 {
	struct sb_objcg *cached_objcg;	/* holds an objcg reference */
	unsigned int nr_bytes;
	/* v5.14 - v6.15: the slab stat cached with it (mod_objcg_state()) */
	void *cached_pgdat;
	int nr_slab_unreclaimable_b;
};

/*
 * mod_objcg_state()'s caching of @nr (5.15.135 and 6.1.192
 * mm/memcontrol.c, the same rule): kept if the cache was empty, else
 * added and flushed whole above PAGE_SIZE. Only the unreclaimable stat is
 * kept: kmalloc() caches are not SLAB_RECLAIM_ACCOUNT.
 * Returns what goes to the memcg now.
 */
static inline int sb_objstock1_stat_fold(struct sb_objstock1 *st, int nr)
{
	int *bytes = &st->nr_slab_unreclaimable_b;

	if (!*bytes) {
		*bytes = nr;
		return 0;
	}
	*bytes += nr;
	if (abs(*bytes) > (int)PAGE_SIZE) {
		nr = *bytes;
		*bytes = 0;
		return nr;
	}
	return 0;
}

/* an obj drain flushes the cached slab stat to the objcg's memcg */
static inline void sb_objstock1_stat_flush(struct sb_stock *s,
					   struct sb_objstock1 *st,
					   struct sb_objcg *objcg)
{
	if (st->nr_slab_unreclaimable_b) {
		sb_mod_objcg_mlstate(s, objcg, st->nr_slab_unreclaimable_b);
		st->nr_slab_unreclaimable_b = 0;
	}
	st->cached_pgdat = NULL;
}

/* get_obj_cgroup_from_current() <= v6.x: memcg->objcg, tryget */
static inline struct sb_objcg *sb_objcg_from_memcg_get(struct sb_memcg *memcg)
{
	struct sb_objcg *objcg;

	rcu_read_lock();
	objcg = READ_ONCE(memcg->objcg);
	if (objcg)
		sb_objcg_get(objcg);
	rcu_read_unlock();
	return objcg;
}

static inline bool sb_objstock1_consume(struct sb_objstock1 *st,
					struct sb_objcg *objcg,
					unsigned int nr_bytes)
{
	if (st->cached_objcg == objcg && st->nr_bytes >= nr_bytes) {
		st->nr_bytes -= nr_bytes;
		return true;
	}
	return false;
}

static inline bool sb_objstock1_needs(struct sb_objstock1 *st,
				      struct sb_memcg *root)
{
	struct sb_objcg *objcg = READ_ONCE(st->cached_objcg);

	return objcg && sb_memcg_is_descendant(objcg->memcg, root);
}

static inline void sb_objstock1_audit(struct sb_objstock1 *st,
				      struct sb_audit *a)
{
	if (st->cached_objcg) {
		a->cached_bytes += st->nr_bytes;
		a->objcg_refs++;
	}
}

#endif /* _STOCKBENCH_STOCK1_H */
