// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench variant "locallock": Sebastian Andrzej Siewior's
 * local_lock_irqsave(&memcg_stock.stock_lock) (5675114623872, v5.18 -
 * v6.14; ref. v6.1.192). One stock, one lock for the page and obj parts.
 * Models v6.1 - v6.14: MEMCG_CHARGE_BATCH 64 (commit 1813e51eece0, v6.1).
 * v5.18 - v6.0 had the same locking with a batch of 32; for those, the
 * hit/miss ratio and the drain share differ and are not modelled here.
 * On !RT the lock disables IRQs; on RT it is a per-CPU sleeping spinlock
 * under migrate_disable() (task and threaded contexts only). The obj drain
 * refills this CPU's page stock under the same lock; obj_cgroup_put() and
 * the page uncharge of refill_obj_stock() run after unlock.
 * Slab vmstat caching (mod_objcg_state) is omitted; MEMCG_KMEM is updated
 * as 6.1 does (SB_KMEM_V61: irqsave, __mod_memcg_state(), the rstat list
 * test and the global stats_updates with its periodic atomic).
 */
#include <linux/spinlock.h>	/* before local_lock.h: 6.1-rt needs spinlock_t */
#include <linux/local_lock.h>
#include <linux/workqueue.h>
#include "stock1.h"

struct sb_ll_pcp {
	local_lock_t stock_lock;
	struct sb_stock1 page;
	struct sb_objstock1 obj;
	struct work_struct work;
	unsigned long flags;
	struct sb_stock *s;
};

#define ll_pcp(s)	sb_pcp_ptr(s, struct sb_ll_pcp)
#define ll_this(s)	this_cpu_ptr(ll_pcp(s))

static bool ll_consume(struct sb_stock *s, struct sb_memcg *memcg,
		       unsigned int nr_pages, gfp_t gfp)
{
	unsigned long flags;
	bool ret;
	u64 t0;

	if (nr_pages > sb_charge_batch(s))
		return false;
	local_lock_irqsave(&ll_pcp(s)->stock_lock, flags);
	t0 = sb_hold_begin(s);
	ret = sb_stock1_consume(&ll_this(s)->page, memcg, nr_pages);
	sb_hold_end(s, t0);
	local_unlock_irqrestore(&ll_pcp(s)->stock_lock, flags);
	return ret;
}

static void ll_refill(struct sb_stock *s, struct sb_memcg *memcg,
		      unsigned int nr_pages)
{
	unsigned long flags;
	u64 t0;

	local_lock_irqsave(&ll_pcp(s)->stock_lock, flags);
	t0 = sb_hold_begin(s);
	sb_stock1_refill(s, &ll_this(s)->page, memcg, nr_pages);
	sb_hold_end(s, t0);
	local_unlock_irqrestore(&ll_pcp(s)->stock_lock, flags);
}

static int ll_charge(struct sb_stock *s, struct sb_memcg *memcg,
		     unsigned int nr_pages, gfp_t gfp)
{
	return sb_try_charge(s, memcg, nr_pages, gfp, ll_consume, false);
}

/*
 * drain_obj_stock(), this CPU's stock_lock held: pages go to this CPU's
 * page stock (open-coded obj_cgroup_uncharge_pages(), af9a3b69e84b);
 * returns the objcg whose reference the caller drops after unlocking.
 */
static struct sb_objcg *ll_drain_obj(struct sb_stock *s,
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
			sb_stock1_refill(s, &ll_this(s)->page, memcg, pages);
			sb_css_put(memcg);
		}
		atomic_add(rem, &old->nr_charged_bytes);
		st->nr_bytes = 0;
	}
	WRITE_ONCE(st->cached_objcg, NULL);
	return old;
}

static bool ll_consume_obj(struct sb_stock *s, struct sb_objcg *objcg,
			   unsigned int nr_bytes)
{
	unsigned long flags;
	bool ret;
	u64 t0;

	local_lock_irqsave(&ll_pcp(s)->stock_lock, flags);
	t0 = sb_hold_begin(s);
	ret = sb_objstock1_consume(&ll_this(s)->obj, objcg, nr_bytes);
	sb_hold_end(s, t0);
	local_unlock_irqrestore(&ll_pcp(s)->stock_lock, flags);
	return ret;
}

static void ll_refill_obj(struct sb_stock *s, struct sb_objcg *objcg,
			  unsigned int nr_bytes, bool allow_uncharge)
{
	struct sb_objcg *old = NULL;
	unsigned int nr_pages = 0;
	struct sb_objstock1 *st;
	unsigned long flags;
	u64 t0;

	local_lock_irqsave(&ll_pcp(s)->stock_lock, flags);
	t0 = sb_hold_begin(s);
	st = &ll_this(s)->obj;
	if (st->cached_objcg != objcg) {
		if (st->cached_objcg)
			sb_count(s, SB_CNT_EVICTION);
		old = ll_drain_obj(s, st);
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
	local_unlock_irqrestore(&ll_pcp(s)->stock_lock, flags);
	if (old)
		sb_objcg_put(old);
	if (nr_pages)
		sb_obj_uncharge_pages(s, objcg, nr_pages);
}

static int ll_obj_charge(struct sb_stock *s, struct sb_objcg *objcg,
			 size_t size, gfp_t gfp)
{
	unsigned int nr_pages, tail;
	int ret;

	if (ll_consume_obj(s, objcg, size)) {
		sb_count(s, SB_CNT_OBJ_HIT);
		return 0;
	}
	sb_count(s, SB_CNT_OBJ_MISS);
	nr_pages = sb_obj_pages(size, &tail);
	ret = sb_obj_charge_pages(s, objcg, gfp, nr_pages, ll_consume, false);
	if (!ret && tail)
		ll_refill_obj(s, objcg, tail, false);
	return ret;
}

static void ll_obj_uncharge(struct sb_stock *s, struct sb_objcg *objcg,
			    size_t size)
{
	ll_refill_obj(s, objcg, size, true);
}

static void ll_drain_local(struct sb_stock *s)
{
	unsigned int pages, bytes;
	struct sb_objcg *old;
	struct sb_ll_pcp *st;
	unsigned long flags;
	u64 t0;

	local_lock_irqsave(&ll_pcp(s)->stock_lock, flags);
	t0 = sb_hold_begin(s);
	st = ll_this(s);
	/* the obj pages go through this page stock, drained right after */
	bytes = st->obj.nr_bytes;
	pages = st->page.nr_pages + (bytes >> PAGE_SHIFT);
	old = ll_drain_obj(s, &st->obj);
	sb_stock1_drain(&st->page);
	clear_bit(SB_FLUSHING_CACHED_CHARGE, &st->flags);
	sb_count_drain(s, SB_CNT_DRAIN_LOCAL, pages, bytes);
	sb_hold_end(s, t0);
	local_unlock_irqrestore(&ll_pcp(s)->stock_lock, flags);
	if (old)
		sb_objcg_put(old);
}

static void ll_drain_work(struct work_struct *work)
{
	ll_drain_local(container_of(work, struct sb_ll_pcp, work)->s);
}

static bool ll_needs(struct sb_stock *s, unsigned int cpu,
		     struct sb_memcg *root)
{
	struct sb_ll_pcp *st = sb_pcp_of(s, struct sb_ll_pcp, cpu);

	return sb_stock1_needs(&st->page, root) ||
	       sb_objstock1_needs(&st->obj, root);
}

static unsigned long *ll_flags_of(struct sb_stock *s, unsigned int cpu)
{
	return &sb_pcp_of(s, struct sb_ll_pcp, cpu)->flags;
}

static struct work_struct *ll_work_of(struct sb_stock *s, unsigned int cpu)
{
	return &sb_pcp_of(s, struct sb_ll_pcp, cpu)->work;
}

static const struct sb_drain_desc ll_drain_desc = {
	.needs = ll_needs,
	.flags_of = ll_flags_of,
	.work_of = ll_work_of,
	.drain_here = ll_drain_local,
};

static void ll_drain_all(struct sb_stock *s, struct sb_memcg *root)
{
	sb_drain_all_common(s, root, &ll_drain_desc, 1);
}

/* v5.13 - v6.14 (6.1): the dead CPU's page stock only, no lock */
static void ll_cpu_dead(struct sb_stock *s, unsigned int cpu)
{
	struct sb_stock1 *page = &sb_pcp_of(s, struct sb_ll_pcp, cpu)->page;
	unsigned int pages = page->nr_pages;

	sb_stock1_drain(page);
	sb_count_drain(s, SB_CNT_DRAIN_DEAD, pages, 0);
}

static void ll_drain_cpu(struct sb_stock *s, unsigned int cpu)
{
	struct sb_ll_pcp *st = sb_pcp_of(s, struct sb_ll_pcp, cpu);
	struct sb_objcg *old;
	unsigned long flags;

	/* the obj drain refills this CPU's page stock: hold its lock */
	local_lock_irqsave(&ll_pcp(s)->stock_lock, flags);
	old = ll_drain_obj(s, &st->obj);
	local_unlock_irqrestore(&ll_pcp(s)->stock_lock, flags);
	if (old)
		sb_objcg_put(old);
	sb_stock1_drain(&st->page);
}

static void ll_audit_cpu(struct sb_stock *s, unsigned int cpu,
			 struct sb_audit *a)
{
	struct sb_ll_pcp *st = sb_pcp_of(s, struct sb_ll_pcp, cpu);

	sb_stock1_audit(&st->page, a);
	sb_objstock1_audit(&st->obj, a);
}

static int ll_init(struct sb_stock *s)
{
	unsigned int cpu;

	for_each_possible_cpu(cpu) {
		struct sb_ll_pcp *st = sb_pcp_of(s, struct sb_ll_pcp, cpu);

		local_lock_init(&st->stock_lock);
		st->s = s;
		INIT_WORK(&st->work, ll_drain_work);
	}
	return 0;
}

const struct sb_stock_ops sb_stock_locallock = {
	.name = "locallock",
	.desc = "v6.1-v6.14 (lock since v5.18, batch 64 since v6.1): one stock under local_lock_irqsave",
	.flags = SB_F_RT_SAFE,
	.ctx_ok = SB_CTX_IRQ_SAFE,
	.ctx_ok_rt = SB_CTX_THREADED,
	.pcp_size = sizeof(struct sb_ll_pcp),
	.init = ll_init,
	.charge = ll_charge,
	.uncharge = ll_refill,
	.obj_charge = ll_obj_charge,
	.obj_uncharge = ll_obj_uncharge,
	.drain_local = ll_drain_local,
	.drain_all = ll_drain_all,
	.cpu_dead = ll_cpu_dead,
	.drain_cpu = ll_drain_cpu,
	.audit_cpu = ll_audit_cpu,
	.charge_batch = SB_CHARGE_BATCH,
	.kmem_stat = SB_KMEM_V61,
	.pc_rules = SB_PC_V61,
};
