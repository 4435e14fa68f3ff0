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
 * Slab vmstat caching (mod_objcg_state) runs on workload=slab only (the
 * slab hooks; page and obj time the stocks alone); MEMCG_KMEM is updated
 * as 6.1 does (SB_KMEM_V61: irqsave, __mod_memcg_state(), the rstat list
 * test and the global stats_updates with its periodic atomic; Debian
 * linux-source-6.1 6.1.192, mm/memcontrol.c memcg_rstat_updated()).
 * Stats, page_counter and hotplug are 6.1.192's, not those of the later
 * releases with the same locking: v6.8 - v6.14 walk every ancestor's
 * stats_updates (trylock's SB_KMEM_V68), v6.12 - v6.14 have the
 * page_counter's local_watermark and protection_support gate (trylock's
 * SB_PC_V615), and 6.12.117 (stable, 885aa5fe7b1d) drains the dead
 * CPU's obj stock too; 6.1.192's memcg_hotplug_cpu_dead() drains only
 * the page stock, as here.
 * Follows Debian linux-source-6.1 6.1.192-3: mm/memcontrol.c
 * consume_stock(), __refill_stock(), drain_stock(), drain_obj_stock(),
 * refill_obj_stock(), mod_objcg_state(), drain_all_stock(),
 * memcg_hotplug_cpu_dead(), memcg_rstat_updated(); mm/slab.h's
 * memcg_slab_*_hook(); include/linux/page_counter.h.
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

/* v5.18: one local_lock_t for the page and the obj stock, IRQs off on !RT */
static __always_inline void sb1_lock(struct sb_stock *s, unsigned long *flags)
{
	local_lock_irqsave(&ll_pcp(s)->stock_lock, *flags);
}

static __always_inline void sb1_unlock(struct sb_stock *s, unsigned long flags)
{
	local_unlock_irqrestore(&ll_pcp(s)->stock_lock, flags);
}

#define SB1_PFX			ll
#define SB1_PCP			struct sb_ll_pcp
#define SB1_THIS(s)		this_cpu_ptr(ll_pcp(s))
#define SB1_LOCK_INIT(st)	local_lock_init(&(st)->stock_lock)
#define SB1_NOSPIN_BATCH	false
#define SB1_OBJ			SB1_OBJ_V61
#include "stock1_body.h"

const struct sb_stock_ops sb_stock_locallock = {
	.name = "locallock",
	.desc = "v6.1-v6.14 locking (lock since v5.18, batch 64 since v6.1), v6.1 stats and page_counter: one stock under local_lock_irqsave",
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
	.slab_alloc = ll_slab_alloc,
	.slab_free = ll_slab_free,
	.charge_batch = SB_CHARGE_BATCH,
	.kmem_stat = SB_KMEM_V61,
	.pc_rules = SB_PC_V61,
};
