// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench variant "trylock": v6.15 (01d37228d331 "memcg: Use trylock to
 * access memcg stock_lock.", with local_trylock_t from 51339d99c013). As
 * "locallock", but stock_lock is a local_trylock_t: consume_stock() takes it
 * with a trylock when the gfp mask forbids spinning, refill_stock() always
 * trylocks and on failure uncharges the page_counter directly. Obj paths
 * use the blocking form. Page stock NMI-safe (with the NMI's no-spin
 * gfp: workload=page runs it in nmi), obj stock not.
 * Reconstructed from the merged diffs (no v6.15 tarball was available).
 * Slab vmstat caching runs on workload=slab only, as locallock's;
 * MEMCG_KMEM as v6.8 - v6.15 update it
 * (SB_KMEM_V68: mod_memcg_state()'s irqsave around memcg_rstat_updated(),
 * which adds to every ancestor's per-CPU stats_updates and skips only the
 * atomic of a flushable level: the form 60cada258dfe "memcg: optimize
 * memcg_rstat_updated" (v6.16) replaced, as its diff shows; the v6.16
 * form, stopping at the first flushable level, is decoupled's).
 * page_counter as 7.3 (SB_PC_V615: local_watermark from v6.12, failcnt
 * v1-only and the protection_support gate taken as present in v6.15 from
 * the merged diffs, not from a v6.15 tarball). cpu_dead drains the obj
 * stock too (885aa5fe7b1d, v6.15, also in 6.12.117 through stable).
 * Follows no tarball: v6.15's consume_stock() and refill_stock() as
 * 01d37228d331 and 51339d99c013 leave them, everything else as
 * locallock's 6.1.192 functions with the v6.8+ stat walk and
 * 6.12.117's memcg_hotplug_cpu_dead() (Debian linux-source-6.12).
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

/* v6.15: the blocking form everywhere but consume_stock()/refill_stock() */
static __always_inline void sb1_lock(struct sb_stock *s, unsigned long *flags)
{
	sb_lock_irqsave(&tl_pcp(s)->stock_lock, *flags);
}

static __always_inline void sb1_unlock(struct sb_stock *s, unsigned long flags)
{
	sb_unlock_irqrestore(&tl_pcp(s)->stock_lock, flags);
}

#define SB1_PFX			tl
#define SB1_PCP			struct sb_tl_pcp
#define SB1_THIS(s)		tl_this(s)
#define SB1_LOCK_INIT(st)	sb_trylock_init(&(st)->stock_lock)
#define SB1_NOSPIN_BATCH	true
#define SB1_OBJ			SB1_OBJ_V61
#define SB1_OWN_PAGE_PATHS
#define SB1_OWN_CPU_DEAD
#include "stock1_body.h"

/* consume_stock(): a trylock when the gfp mask forbids spinning */
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

/* refill_stock(): always a trylock, a direct uncharge when it fails */
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

const struct sb_stock_ops sb_stock_trylock = {
	.name = "trylock",
	.desc = "v6.15: local_trylock_irqsave on refill and non-spinning consume, direct uncharge on failure",
	/*
	 * try_alloc_pages() (v6.15) charges pages from NMI with a gfp that
	 * forbids spinning: consume and refill then only trylock; the obj
	 * paths take the lock and are not NMI-safe
	 */
	.flags = SB_F_RT_SAFE | SB_F_PAGE_NMI_SAFE,
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
	.slab_alloc = tl_slab_alloc,
	.slab_free = tl_slab_free,
	.charge_batch = SB_CHARGE_BATCH,
	.kmem_stat = SB_KMEM_V68,
	.pc_rules = SB_PC_V615,
};
