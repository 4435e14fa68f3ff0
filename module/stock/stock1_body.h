/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: the page and obj paths of the single stock (stock1.h), written
 * once for the five variants that keep one: irq, preempt, locallock, trylock
 * and busted. A variant's file defines its per-CPU struct and how that era
 * protected it, then includes this file, which defines the variant's
 * functions as <prefix>_<name> (irq_charge, ll_refill_obj, ...).
 *
 * The protection is an __always_inline function of the including file, so
 * every path is compiled with its variant's own lock calls inline: no
 * indirect call, and the same code as when each file wrote these bodies
 * out itself.
 *
 * The including file defines:
 *   SB1_PFX		the function name prefix
 *   SB1_PCP		its per-CPU struct: page, work, flags and s, and
 *			obj unless SB1_OBJ is SB1_OBJ_OWN
 *   SB1_THIS(s)	this CPU's SB1_PCP
 *   sb1_lock(s, &flags), sb1_unlock(s, flags)
 *			the stock's protection (flags: an unsigned long),
 *			static __always_inline
 *   SB1_NOSPIN_BATCH	v6.15+: no batch surplus when gfp forbids spinning
 *   SB1_OBJ		the obj stock of the era (stock1.h):
 *			SB1_OBJ_V512	<= v5.13, drained whole above a page
 *			SB1_OBJ_V61	v5.18 - v6.15, whole pages split off,
 *					the drain refills this CPU's page stock
 *			SB1_OBJ_OWN	the file writes consume_obj, refill_obj,
 *					mod_objcg_state, drain_local, needs,
 *					drain_cpu and audit_cpu itself
 *					(preempt); drain_obj is the <= v5.17
 *					one, flushing the slab stat as
 *					v5.14 - v5.17 do
 * and may define:
 *   SB1_LOCK_INIT(st)	initialise the lock in one CPU's SB1_PCP
 *   SB1_OWN_PAGE_PATHS	the file writes consume and refill (trylock)
 *   SB1_OWN_CPU_DEAD	the file writes cpu_dead (trylock)
 *
 * The functions it defines, by name (for grep; SB1_FN(x) is <prefix>_x):
 *   irq.c: irq_audit_cpu irq_charge irq_consume irq_consume_obj irq_cpu_dead
 *     irq_drain_all irq_drain_cpu irq_drain_desc irq_drain_local irq_drain_obj
 *     irq_drain_work irq_flags_of irq_init irq_mod_objcg_state irq_needs
 *     irq_obj_charge irq_obj_uncharge irq_refill irq_refill_obj irq_slab_alloc
 *     irq_slab_free irq_work_of
 *   preempt.c: pre_audit_cpu pre_charge pre_consume pre_consume_obj
 *     pre_cpu_dead pre_drain_all pre_drain_cpu pre_drain_desc pre_drain_local
 *     pre_drain_obj pre_drain_work pre_flags_of pre_init pre_mod_objcg_state
 *     pre_needs pre_obj_charge pre_obj_uncharge pre_refill pre_refill_obj
 *     pre_slab_alloc pre_slab_free pre_work_of
 *   locallock.c: ll_audit_cpu ll_charge ll_consume ll_consume_obj
 *     ll_cpu_dead ll_drain_all ll_drain_cpu ll_drain_desc ll_drain_local
 *     ll_drain_obj ll_drain_work ll_flags_of ll_init ll_mod_objcg_state
 *     ll_needs ll_obj_charge ll_obj_uncharge ll_refill ll_refill_obj
 *     ll_slab_alloc ll_slab_free ll_work_of
 *   trylock.c: tl_audit_cpu tl_charge tl_consume tl_consume_obj tl_cpu_dead
 *     tl_drain_all tl_drain_cpu tl_drain_desc tl_drain_local tl_drain_obj
 *     tl_drain_work tl_flags_of tl_init tl_mod_objcg_state tl_needs
 *     tl_obj_charge tl_obj_uncharge tl_refill tl_refill_obj tl_slab_alloc
 *     tl_slab_free tl_work_of
 *   busted.c: busted_audit_cpu busted_charge busted_consume
 *     busted_consume_obj busted_cpu_dead busted_drain_all busted_drain_cpu
 *     busted_drain_desc busted_drain_local busted_drain_obj busted_drain_work
 *     busted_flags_of busted_init busted_mod_objcg_state busted_needs
 *     busted_obj_charge busted_obj_uncharge busted_refill busted_refill_obj
 *     busted_slab_alloc busted_slab_free busted_work_of
 * except those the file writes itself, where the listed name is defined:
 * trylock.c's tl_consume, tl_refill (SB1_OWN_PAGE_PATHS) and tl_cpu_dead
 * (SB1_OWN_CPU_DEAD); preempt.c's obj paths (SB1_OBJ_OWN: pre_consume_obj,
 * pre_refill_obj, pre_mod_objcg_state, pre_drain_local, pre_needs,
 * pre_drain_cpu and pre_audit_cpu).
 *
 * Included once per variant file, so no include guard.
 */
#include <linux/workqueue.h>
#include "stock1.h"

#ifndef SB1_LOCK_INIT
#define SB1_LOCK_INIT(st)	((void)(st))
#endif

/* the functions a variant may write itself, used before their definition */
static bool SB1_FN(consume)(struct sb_stock *s, struct sb_memcg *memcg,
			    unsigned int nr_pages, gfp_t gfp);
static bool SB1_FN(consume_obj)(struct sb_stock *s, struct sb_objcg *objcg,
				unsigned int nr_bytes);
static void SB1_FN(refill_obj)(struct sb_stock *s, struct sb_objcg *objcg,
			       unsigned int nr_bytes, bool allow_uncharge);
static void SB1_FN(mod_objcg_state)(struct sb_stock *s,
				    struct sb_objcg *objcg, int nr);
static void SB1_FN(drain_local)(struct sb_stock *s);
static bool SB1_FN(needs)(struct sb_stock *s, unsigned int cpu,
			  struct sb_memcg *root);

#ifndef SB1_OWN_PAGE_PATHS
/* consume_stock(); the batch test is the caller's in the kernel */
static bool SB1_FN(consume)(struct sb_stock *s, struct sb_memcg *memcg,
			    unsigned int nr_pages, gfp_t gfp)
{
	unsigned long flags;
	bool ret;
	u64 t0;

	if (nr_pages > sb_charge_batch(s))
		return false;
	sb1_lock(s, &flags);
	t0 = sb_hold_begin(s);
	ret = sb_stock1_consume(&SB1_THIS(s)->page, memcg, nr_pages);
	sb_hold_end(s, t0);
	sb1_unlock(s, flags);
	return ret;
}

/* refill_stock() */
static void SB1_FN(refill)(struct sb_stock *s, struct sb_memcg *memcg,
			   unsigned int nr_pages)
{
	unsigned long flags;
	u64 t0;

	sb1_lock(s, &flags);
	t0 = sb_hold_begin(s);
	sb_stock1_refill(s, &SB1_THIS(s)->page, memcg, nr_pages);
	sb_hold_end(s, t0);
	sb1_unlock(s, flags);
}
#endif /* !SB1_OWN_PAGE_PATHS */

static int SB1_FN(charge)(struct sb_stock *s, struct sb_memcg *memcg,
			  unsigned int nr_pages, gfp_t gfp)
{
	return sb_try_charge(s, memcg, nr_pages, gfp, SB1_FN(consume),
			     SB1_NOSPIN_BATCH, true);
}

#if SB1_OBJ == SB1_OBJ_V61
/*
 * drain_obj_stock(), this CPU's stock lock held: pages go to this CPU's
 * page stock (open-coded obj_cgroup_uncharge_pages(), af9a3b69e84b);
 * returns the objcg whose reference the caller drops after unlocking.
 */
static struct sb_objcg *SB1_FN(drain_obj)(struct sb_stock *s,
					  struct sb_objstock1 *st)
{
	struct sb_objcg *old = st->cached_objcg;

	if (!old)
		return NULL;
	if (st->nr_bytes) {
		unsigned int pages = st->nr_bytes >> PAGE_SHIFT;
		unsigned int rem = st->nr_bytes & (PAGE_SIZE - 1);

		if (pages) {
			struct sb_memcg *memcg = old->memcg;

			sb_css_get(memcg);
			sb_memcg_account_kmem(s, memcg, -(long)pages);
			sb_stock1_refill(s, &SB1_THIS(s)->page, memcg, pages);
			sb_css_put(memcg);
		}
		atomic_add(rem, &old->nr_charged_bytes);
		st->nr_bytes = 0;
	}
	sb_objstock1_stat_flush(s, st, old);
	WRITE_ONCE(st->cached_objcg, NULL);
	return old;
}
#else
/*
 * drain_obj_stock() <= v5.17, inside the protected section: whole pages go
 * back through refill_stock() of this CPU (a nested IRQ save where the
 * stock disables IRQs), the tail to objcg->nr_charged_bytes, and the
 * reference is dropped there too. From v5.14 (preempt) it also flushes
 * the slab stat cached with it (5.15.135, 5.17-rc5 mm/memcontrol.c
 * drain_obj_stock()); <= v5.13 caches none.
 */
static void SB1_FN(drain_obj)(struct sb_stock *s, struct sb_objstock1 *st)
{
	struct sb_objcg *old = st->cached_objcg;

	if (!old)
		return;
	if (st->nr_bytes) {
		unsigned int pages = st->nr_bytes >> PAGE_SHIFT;
		unsigned int rem = st->nr_bytes & (PAGE_SIZE - 1);

		if (pages)
			sb_obj_uncharge_pages(s, old, pages);
		atomic_add(rem, &old->nr_charged_bytes);
		st->nr_bytes = 0;
	}
#if SB1_OBJ == SB1_OBJ_OWN
	sb_objstock1_stat_flush(s, st, old);
#endif
	sb_objcg_put(old);
	WRITE_ONCE(st->cached_objcg, NULL);
}
#endif

#if SB1_OBJ != SB1_OBJ_OWN
/* consume_obj_stock() */
static bool SB1_FN(consume_obj)(struct sb_stock *s, struct sb_objcg *objcg,
				unsigned int nr_bytes)
{
	unsigned long flags;
	bool ret;
	u64 t0;

	sb1_lock(s, &flags);
	t0 = sb_hold_begin(s);
	ret = sb_objstock1_consume(&SB1_THIS(s)->obj, objcg, nr_bytes);
	sb_hold_end(s, t0);
	sb1_unlock(s, flags);
	return ret;
}

#if SB1_OBJ == SB1_OBJ_V61
/*
 * refill_obj_stock() v5.14+: whole pages split off when uncharging is
 * allowed; they and the old objcg's reference go after unlocking.
 */
static void SB1_FN(refill_obj)(struct sb_stock *s, struct sb_objcg *objcg,
			       unsigned int nr_bytes, bool allow_uncharge)
{
	struct sb_objcg *old = NULL;
	unsigned int nr_pages = 0;
	struct sb_objstock1 *st;
	unsigned long flags;
	u64 t0;

	sb1_lock(s, &flags);
	t0 = sb_hold_begin(s);
	st = &SB1_THIS(s)->obj;
	if (st->cached_objcg != objcg) {
		if (st->cached_objcg)
			sb_count(s, SB_CNT_EVICTION);
		old = SB1_FN(drain_obj)(s, st);
		sb_objcg_get(objcg);
		WRITE_ONCE(st->cached_objcg, objcg);
		st->nr_bytes = atomic_read(&objcg->nr_charged_bytes) ?
			       atomic_xchg(&objcg->nr_charged_bytes, 0) : 0;
		allow_uncharge = true;
	}
	st->nr_bytes += nr_bytes;
	if (allow_uncharge && st->nr_bytes > PAGE_SIZE) {
		nr_pages = st->nr_bytes >> PAGE_SHIFT;
		st->nr_bytes &= PAGE_SIZE - 1;
	}
	sb_hold_end(s, t0);
	sb1_unlock(s, flags);
	if (old)
		sb_objcg_put(old);
	if (nr_pages)
		sb_obj_uncharge_pages(s, objcg, nr_pages);
}
#else
/* refill_obj_stock() <= v5.13: no allow_uncharge, every refill may drain */
static void SB1_FN(refill_obj)(struct sb_stock *s, struct sb_objcg *objcg,
			       unsigned int nr_bytes, bool allow_uncharge)
{
	struct sb_objstock1 *st;
	unsigned long flags;
	u64 t0;

	sb1_lock(s, &flags);
	t0 = sb_hold_begin(s);
	st = &SB1_THIS(s)->obj;
	if (st->cached_objcg != objcg) {
		if (st->cached_objcg)
			sb_count(s, SB_CNT_EVICTION);
		SB1_FN(drain_obj)(s, st);
		sb_objcg_get(objcg);
		WRITE_ONCE(st->cached_objcg, objcg);
		/* <= v5.13: unconditional xchg */
		st->nr_bytes = atomic_xchg(&objcg->nr_charged_bytes, 0);
	}
	st->nr_bytes += nr_bytes;
	/* <= v5.13: above a page, the whole obj stock goes */
	if (st->nr_bytes > PAGE_SIZE)
		SB1_FN(drain_obj)(s, st);
	sb_hold_end(s, t0);
	sb1_unlock(s, flags);
}
#endif

/* drain_local_stock() */
static void SB1_FN(drain_local)(struct sb_stock *s)
{
	SB1_PCP *st;
	unsigned int pages, bytes;
#if SB1_OBJ == SB1_OBJ_V61
	struct sb_objcg *old;
#endif
	unsigned long flags;
	u64 t0;

	sb1_lock(s, &flags);
	t0 = sb_hold_begin(s);
	st = SB1_THIS(s);
	/* the obj pages go through this page stock, drained right after */
	bytes = st->obj.nr_bytes;
	pages = st->page.nr_pages + (bytes >> PAGE_SHIFT);
#if SB1_OBJ == SB1_OBJ_V61
	old = SB1_FN(drain_obj)(s, &st->obj);
#else
	SB1_FN(drain_obj)(s, &st->obj);
#endif
	sb_stock1_drain(&st->page);
	clear_bit(SB_FLUSHING_CACHED_CHARGE, &st->flags);
	sb_count_drain(s, SB_CNT_DRAIN_LOCAL, pages, bytes);
	sb_hold_end(s, t0);
	sb1_unlock(s, flags);
#if SB1_OBJ == SB1_OBJ_V61
	if (old)
		sb_objcg_put(old);
#endif
}

/* drain_all_stock()'s lock-free peek at @cpu's stock */
static bool SB1_FN(needs)(struct sb_stock *s, unsigned int cpu,
			  struct sb_memcg *root)
{
	SB1_PCP *st = sb_pcp_of(s, SB1_PCP, cpu);

	return sb_stock1_needs(&st->page, root) ||
	       sb_objstock1_needs(&st->obj, root);
}

static void SB1_FN(drain_cpu)(struct sb_stock *s, unsigned int cpu)
{
	SB1_PCP *st = sb_pcp_of(s, SB1_PCP, cpu);
#if SB1_OBJ == SB1_OBJ_V61
	struct sb_objcg *old;
#endif
	unsigned long flags;

	/* the obj drain refills this CPU's page stock: under its protection */
	sb1_lock(s, &flags);
#if SB1_OBJ == SB1_OBJ_V61
	old = SB1_FN(drain_obj)(s, &st->obj);
	sb1_unlock(s, flags);
	if (old)
		sb_objcg_put(old);
#else
	SB1_FN(drain_obj)(s, &st->obj);
	sb1_unlock(s, flags);
#endif
	sb_stock1_drain(&st->page);
}

static void SB1_FN(audit_cpu)(struct sb_stock *s, unsigned int cpu,
			      struct sb_audit *a)
{
	SB1_PCP *st = sb_pcp_of(s, SB1_PCP, cpu);

	sb_stock1_audit(&st->page, a);
	sb_objstock1_audit(&st->obj, a);
}
#endif /* SB1_OBJ != SB1_OBJ_OWN */

/* obj_cgroup_charge(): the obj stock, else whole pages and the tail kept */
static int SB1_FN(obj_charge)(struct sb_stock *s, struct sb_objcg *objcg,
			      size_t size, gfp_t gfp)
{
	unsigned int nr_pages, tail;
	int ret;

	/* a hit was counted by the caller (sb_count_charges()) */
	if (SB1_FN(consume_obj)(s, objcg, size))
		return 0;
	sb_count_miss(s, SB_CNT_OBJ_HIT, SB_CNT_OBJ_MISS, true);
	nr_pages = sb_obj_pages(size, &tail);
	ret = sb_obj_charge_pages(s, objcg, gfp, nr_pages, SB1_FN(consume),
				  SB1_NOSPIN_BATCH);
	if (!ret && tail)
		SB1_FN(refill_obj)(s, objcg, tail, false);
	return ret;
}

/* obj_cgroup_uncharge() */
static void SB1_FN(obj_uncharge)(struct sb_stock *s, struct sb_objcg *objcg,
				 size_t size)
{
	SB1_FN(refill_obj)(s, objcg, size, true);
}

#if SB1_OBJ == SB1_OBJ_V61
/*
 * mod_objcg_state() v5.18 - v6.15 (6.1.192 mm/memcontrol.c): the slab
 * stat cached in the obj stock, in a critical section of its own
 */
static void SB1_FN(mod_objcg_state)(struct sb_stock *s,
				    struct sb_objcg *objcg, int nr)
{
	struct sb_objcg *old = NULL;
	struct sb_objstock1 *st;
	unsigned long flags;
	u64 t0;

	sb1_lock(s, &flags);
	t0 = sb_hold_begin(s);
	st = &SB1_THIS(s)->obj;
	if (READ_ONCE(st->cached_objcg) != objcg) {
		old = SB1_FN(drain_obj)(s, st);
		sb_objcg_get(objcg);
		st->nr_bytes = atomic_read(&objcg->nr_charged_bytes) ?
			       atomic_xchg(&objcg->nr_charged_bytes, 0) : 0;
		WRITE_ONCE(st->cached_objcg, objcg);
		st->cached_pgdat = sb_pgdat(s);
	} else if (st->cached_pgdat != sb_pgdat(s)) {
		sb_objstock1_stat_flush(s, st, objcg);
		st->cached_pgdat = sb_pgdat(s);
	}
	nr = sb_objstock1_stat_fold(st, nr);
	if (nr)
		sb_mod_objcg_mlstate(s, objcg, nr);
	sb_hold_end(s, t0);
	sb1_unlock(s, flags);
	if (old)
		sb_objcg_put(old);
}
#elif SB1_OBJ == SB1_OBJ_V512
/* mod_objcg_state() <= v5.13: mod_memcg_lruvec_state(), not cached */
static void SB1_FN(mod_objcg_state)(struct sb_stock *s,
				    struct sb_objcg *objcg, int nr)
{
	sb_mod_objcg_mlstate(s, objcg, nr);
}
#endif

/*
 * The slab hooks of mm/slab.h (5.12.9, 5.15.135, 5.17-rc5, 6.1.192;
 * memcontrol.c's __memcg_slab_*_hook up to 6.15, same calls): the
 * pre-alloc hook takes a reference on current's objcg and charges
 * obj_full_size(); the post-alloc hook takes one for the object, stores
 * it, updates the slab stat (mod_objcg_state(), a second critical
 * section) and drops the first; the free hook uncharges, updates the
 * stat again and drops the object's reference.
 */
static int SB1_FN(slab_alloc)(struct sb_stock *s, struct sb_memcg *memcg,
			      size_t size, gfp_t gfp, struct sb_objcg **ext)
{
	size_t full = sb_obj_full_size(size);
	struct sb_objcg *objcg = sb_objcg_from_memcg_get(memcg);

	if (!objcg)
		return 0;
	if (SB1_FN(obj_charge)(s, objcg, full, gfp)) {
		sb_objcg_put(objcg);
		return -ENOMEM;
	}
	sb_objcg_get(objcg);
	WRITE_ONCE(*ext, objcg);
	SB1_FN(mod_objcg_state)(s, objcg, full);
	sb_objcg_put(objcg);
	return 0;
}

static void SB1_FN(slab_free)(struct sb_stock *s, size_t size,
			      struct sb_objcg **ext)
{
	size_t full = sb_obj_full_size(size);
	struct sb_objcg *objcg = READ_ONCE(*ext);

	if (!objcg)
		return;
	WRITE_ONCE(*ext, NULL);
	SB1_FN(obj_uncharge)(s, objcg, full);
	SB1_FN(mod_objcg_state)(s, objcg, -(int)full);
	sb_objcg_put(objcg);
}

static void SB1_FN(drain_work)(struct work_struct *work)
{
	SB1_FN(drain_local)(container_of(work, SB1_PCP, work)->s);
}

static unsigned long *SB1_FN(flags_of)(struct sb_stock *s, unsigned int cpu)
{
	return &sb_pcp_of(s, SB1_PCP, cpu)->flags;
}

static struct work_struct *SB1_FN(work_of)(struct sb_stock *s,
					   unsigned int cpu)
{
	return &sb_pcp_of(s, SB1_PCP, cpu)->work;
}

static const struct sb_drain_desc SB1_FN(drain_desc) = {
	.needs = SB1_FN(needs),
	.flags_of = SB1_FN(flags_of),
	.work_of = SB1_FN(work_of),
	.drain_here = SB1_FN(drain_local),
};

static void SB1_FN(drain_all)(struct sb_stock *s, struct sb_memcg *root)
{
	sb_drain_all_common(s, root, &SB1_FN(drain_desc), 1);
}

#ifndef SB1_OWN_CPU_DEAD
/*
 * memcg_hotplug_cpu_dead() up to v6.14: the dead CPU's page stock only, no
 * protection needed; its obj stock stays cached.
 */
static void SB1_FN(cpu_dead)(struct sb_stock *s, unsigned int cpu)
{
	struct sb_stock1 *page = &sb_pcp_of(s, SB1_PCP, cpu)->page;
	unsigned int pages = page->nr_pages;

	sb_stock1_drain(page);
	sb_count_drain(s, SB_CNT_DRAIN_DEAD, pages, 0);
}
#endif

static int SB1_FN(init)(struct sb_stock *s)
{
	unsigned int cpu;

	for_each_possible_cpu(cpu) {
		SB1_PCP *st = sb_pcp_of(s, SB1_PCP, cpu);

		SB1_LOCK_INIT(st);
		st->s = s;
		INIT_WORK(&st->work, SB1_FN(drain_work));
	}
	return 0;
}
