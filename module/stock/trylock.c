// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench variant "trylock": v6.15 (01d37228d331 "memcg: Use trylock to
 * access memcg stock_lock.", with local_trylock_t from 51339d99c013). As
 * "locallock", but stock_lock is a local_trylock_t: consume_stock() takes it
 * with a trylock when the gfp mask forbids spinning, refill_stock() always
 * trylocks and on failure uncharges the page_counter directly. Obj paths
 * use the blocking form. Page stock NMI-safe, obj stock not.
 * Reconstructed from the merged diffs (no v6.15 tarball was available).
 * Slab vmstat caching is omitted; MEMCG_KMEM as v6.8 - v6.15 update it
 * (SB_KMEM_V615: irqsave around the per-ancestor stats_updates walk; the
 * v6.16 re-entrant form without irqsave is decoupled's). page_counter as
 * 7.3 (SB_PC_V615: local_watermark from v6.12, failcnt v1-only and the
 * protection_support gate taken as present in v6.15 from the merged
 * diffs, not from a v6.15 tarball).
 */
#include "local_trylock_compat.h"
#include <linux/workqueue.h>
#include "stock1.h"

struct sb_tl_pcp {
	sb_trylock_t stock_lock;
	struct sb_stock1 page;
	struct sb_objstock1 obj;
	struct work_struct work;
	unsigned long flags;
	struct sb_stock *s;
};

#define tl_pcp(s)	sb_pcp_ptr(s, struct sb_tl_pcp)
#define tl_this(s)	this_cpu_ptr(tl_pcp(s))

static bool tl_consume(struct sb_stock *s, struct sb_memcg *memcg,
		       unsigned int nr_pages, gfp_t gfp)
{
	unsigned long flags;
	bool ret;
	u64 t0;

	if (nr_pages > sb_charge_batch(s))
		return false;
	if (sb_gfp_allow_spinning(gfp)) {
		sb_lock_irqsave(&tl_pcp(s)->stock_lock, flags);
	} else if (!sb_trylock_irqsave(&tl_pcp(s)->stock_lock, flags)) {
		sb_count(s, SB_CNT_TRYLOCK_FAIL);
		return false;
	}
	t0 = sb_hold_begin(s);
	ret = sb_stock1_consume(&tl_this(s)->page, memcg, nr_pages);
	sb_hold_end(s, t0);
	sb_unlock_irqrestore(&tl_pcp(s)->stock_lock, flags);
	return ret;
}

static void tl_refill(struct sb_stock *s, struct sb_memcg *memcg,
		      unsigned int nr_pages)
{
	unsigned long flags;
	u64 t0;

	if (!sb_trylock_irqsave(&tl_pcp(s)->stock_lock, flags)) {
		sb_count(s, SB_CNT_TRYLOCK_FAIL);
		sb_count(s, SB_CNT_DIRECT_UNCHARGE);
		sb_memcg_uncharge(memcg, nr_pages);
		return;
	}
	t0 = sb_hold_begin(s);
	sb_stock1_refill(s, &tl_this(s)->page, memcg, nr_pages);
	sb_hold_end(s, t0);
	sb_unlock_irqrestore(&tl_pcp(s)->stock_lock, flags);
}

static int tl_charge(struct sb_stock *s, struct sb_memcg *memcg,
		     unsigned int nr_pages, gfp_t gfp)
{
	return sb_try_charge(s, memcg, nr_pages, gfp, tl_consume, true);
}

/*
 * drain_obj_stock(), this CPU's stock_lock held: pages go to this CPU's
 * page stock (open-coded obj_cgroup_uncharge_pages(), af9a3b69e84b);
 * returns the objcg whose reference the caller drops after unlocking.
 */
static struct sb_objcg *tl_drain_obj(struct sb_stock *s,
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
			sb_stock1_refill(s, &tl_this(s)->page, memcg, pages);
			sb_css_put(memcg);
		}
		atomic_add(rem, &old->nr_charged_bytes);
		st->nr_bytes = 0;
	}
	WRITE_ONCE(st->cached_objcg, NULL);
	return old;
}

static bool tl_consume_obj(struct sb_stock *s, struct sb_objcg *objcg,
			   unsigned int nr_bytes)
{
	unsigned long flags;
	bool ret;
	u64 t0;

	sb_lock_irqsave(&tl_pcp(s)->stock_lock, flags);
	t0 = sb_hold_begin(s);
	ret = sb_objstock1_consume(&tl_this(s)->obj, objcg, nr_bytes);
	sb_hold_end(s, t0);
	sb_unlock_irqrestore(&tl_pcp(s)->stock_lock, flags);
	return ret;
}

static void tl_refill_obj(struct sb_stock *s, struct sb_objcg *objcg,
			  unsigned int nr_bytes, bool allow_uncharge)
{
	struct sb_objcg *old = NULL;
	unsigned int nr_pages = 0;
	struct sb_objstock1 *st;
	unsigned long flags;
	u64 t0;

	sb_lock_irqsave(&tl_pcp(s)->stock_lock, flags);
	t0 = sb_hold_begin(s);
	st = &tl_this(s)->obj;
	if (st->cached_objcg != objcg) {
		if (st->cached_objcg)
			sb_count(s, SB_CNT_EVICTION);
		old = tl_drain_obj(s, st);
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
	sb_unlock_irqrestore(&tl_pcp(s)->stock_lock, flags);
	if (old)
		sb_objcg_put(old);
	if (nr_pages)
		sb_obj_uncharge_pages(s, objcg, nr_pages);
}

static int tl_obj_charge(struct sb_stock *s, struct sb_objcg *objcg,
			 size_t size, gfp_t gfp)
{
	unsigned int nr_pages, tail;
	int ret;

	if (tl_consume_obj(s, objcg, size)) {
		sb_count(s, SB_CNT_OBJ_HIT);
		return 0;
	}
	sb_count(s, SB_CNT_OBJ_MISS);
	nr_pages = sb_obj_pages(size, &tail);
	ret = sb_obj_charge_pages(s, objcg, gfp, nr_pages, tl_consume, true);
	if (!ret && tail)
		tl_refill_obj(s, objcg, tail, false);
	return ret;
}

static void tl_obj_uncharge(struct sb_stock *s, struct sb_objcg *objcg,
			    size_t size)
{
	tl_refill_obj(s, objcg, size, true);
}

static void tl_drain_local(struct sb_stock *s)
{
	unsigned int pages, bytes;
	struct sb_objcg *old;
	struct sb_tl_pcp *st;
	unsigned long flags;
	u64 t0;

	sb_lock_irqsave(&tl_pcp(s)->stock_lock, flags);
	t0 = sb_hold_begin(s);
	st = tl_this(s);
	/* the obj pages go through this page stock, drained right after */
	bytes = st->obj.nr_bytes;
	pages = st->page.nr_pages + (bytes >> PAGE_SHIFT);
	old = tl_drain_obj(s, &st->obj);
	sb_stock1_drain(&st->page);
	clear_bit(SB_FLUSHING_CACHED_CHARGE, &st->flags);
	sb_count_drain(s, SB_CNT_DRAIN_LOCAL, pages, bytes);
	sb_hold_end(s, t0);
	sb_unlock_irqrestore(&tl_pcp(s)->stock_lock, flags);
	if (old)
		sb_objcg_put(old);
}

static void tl_drain_work(struct work_struct *work)
{
	tl_drain_local(container_of(work, struct sb_tl_pcp, work)->s);
}

static bool tl_needs(struct sb_stock *s, unsigned int cpu,
		     struct sb_memcg *root)
{
	struct sb_tl_pcp *st = sb_pcp_of(s, struct sb_tl_pcp, cpu);

	return sb_stock1_needs(&st->page, root) ||
	       sb_objstock1_needs(&st->obj, root);
}

static unsigned long *tl_flags_of(struct sb_stock *s, unsigned int cpu)
{
	return &sb_pcp_of(s, struct sb_tl_pcp, cpu)->flags;
}

static struct work_struct *tl_work_of(struct sb_stock *s, unsigned int cpu)
{
	return &sb_pcp_of(s, struct sb_tl_pcp, cpu)->work;
}

static const struct sb_drain_desc tl_drain_desc = {
	.needs = tl_needs,
	.flags_of = tl_flags_of,
	.work_of = tl_work_of,
	.drain_here = tl_drain_local,
};

static void tl_drain_all(struct sb_stock *s, struct sb_memcg *root)
{
	sb_drain_all_common(s, root, &tl_drain_desc, 1);
}

/*
 * 6.15 (885aa5fe7b1d): this CPU's stock_lock covers the dead CPU's obj
 * drain (which refills this CPU's page stock), then the page stock.
 */
static void tl_cpu_dead(struct sb_stock *s, unsigned int cpu)
{
	struct sb_tl_pcp *st = sb_pcp_of(s, struct sb_tl_pcp, cpu);
	unsigned int pages, bytes;
	struct sb_objcg *old;
	unsigned long flags;

	sb_lock_irqsave(&tl_pcp(s)->stock_lock, flags);
	/* the obj pages move to this CPU's page stock, not the page_counter */
	bytes = st->obj.nr_bytes;
	old = tl_drain_obj(s, &st->obj);
	sb_unlock_irqrestore(&tl_pcp(s)->stock_lock, flags);
	pages = st->page.nr_pages;
	sb_stock1_drain(&st->page);
	if (old)
		sb_objcg_put(old);
	sb_count_drain(s, SB_CNT_DRAIN_DEAD, pages, bytes);
}

static void tl_drain_cpu(struct sb_stock *s, unsigned int cpu)
{
	struct sb_tl_pcp *st = sb_pcp_of(s, struct sb_tl_pcp, cpu);
	struct sb_objcg *old;
	unsigned long flags;

	/* the obj drain refills this CPU's page stock: hold its lock */
	sb_lock_irqsave(&tl_pcp(s)->stock_lock, flags);
	old = tl_drain_obj(s, &st->obj);
	sb_unlock_irqrestore(&tl_pcp(s)->stock_lock, flags);
	if (old)
		sb_objcg_put(old);
	sb_stock1_drain(&st->page);
}

static void tl_audit_cpu(struct sb_stock *s, unsigned int cpu,
			 struct sb_audit *a)
{
	struct sb_tl_pcp *st = sb_pcp_of(s, struct sb_tl_pcp, cpu);

	sb_stock1_audit(&st->page, a);
	sb_objstock1_audit(&st->obj, a);
}

static int tl_init(struct sb_stock *s)
{
	unsigned int cpu;

	for_each_possible_cpu(cpu) {
		struct sb_tl_pcp *st = sb_pcp_of(s, struct sb_tl_pcp, cpu);

		sb_trylock_init(&st->stock_lock);
		st->s = s;
		INIT_WORK(&st->work, tl_drain_work);
	}
	return 0;
}

const struct sb_stock_ops sb_stock_trylock = {
	.name = "trylock",
	.desc = "v6.15: local_trylock_irqsave on refill and non-spinning consume, direct uncharge on failure",
	.flags = SB_F_RT_SAFE,
	.ctx_ok = SB_CTX_IRQ_SAFE,
	.ctx_ok_rt = SB_CTX_THREADED,
	.pcp_size = sizeof(struct sb_tl_pcp),
	.init = tl_init,
	.charge = tl_charge,
	.uncharge = tl_refill,
	.obj_charge = tl_obj_charge,
	.obj_uncharge = tl_obj_uncharge,
	.drain_local = tl_drain_local,
	.drain_all = tl_drain_all,
	.cpu_dead = tl_cpu_dead,
	.drain_cpu = tl_drain_cpu,
	.audit_cpu = tl_audit_cpu,
	.charge_batch = SB_CHARGE_BATCH,
	.kmem_stat = SB_KMEM_V615,
	.pc_rules = SB_PC_V615,
};
