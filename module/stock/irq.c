// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench variant "irq": the classic stock (<= v5.13, ref. v5.12.9).
 * One memcg and one objcg per CPU in one struct, protected by bare
 * local_irq_save(). Everything - page_counter uncharge, css_put,
 * obj_cgroup_put - runs with IRQs off. An obj stock above PAGE_SIZE bytes
 * is drained whole. Not NMI-safe, not valid on PREEMPT_RT.
 * MEMCG_CHARGE_BATCH is 32, as in every release this stands for (64 only
 * from v6.1, commit 1813e51eece0). Like 5.12 it updates no MEMCG_KMEM on
 * these paths (SB_KMEM_NONE). Its page_counter follows 5.12's rules and
 * layout (SB_PC_V5: usage on the line of min/low/high/max, stock.h).
 * Follows 5.12.9 (a snapshot of the release tarball,
 * zhangyinjun/linux-5.12.9): mm/memcontrol.c consume_stock(),
 * refill_stock(), drain_stock(), drain_local_stock(), drain_all_stock(),
 * consume_obj_stock(), refill_obj_stock(), drain_obj_stock(), try_charge()
 * and include/linux/page_counter.h; mm/slab.h's memcg_slab_*_hook().
 */
#include <linux/irqflags.h>
#include <linux/workqueue.h>
#include "stock1.h"

struct sb_irq_pcp {
	struct sb_stock1 page;
	struct sb_objstock1 obj;
	struct work_struct work;
	unsigned long flags;
	struct sb_stock *s;
};

/* <= v5.13: no lock object, IRQs off around every access */
static __always_inline void sb1_lock(struct sb_stock *s, unsigned long *flags)
{
	local_irq_save(*flags);
}

static __always_inline void sb1_unlock(struct sb_stock *s, unsigned long flags)
{
	local_irq_restore(flags);
}

#define SB1_PFX			irq
#define SB1_PCP			struct sb_irq_pcp
#define SB1_THIS(s)		this_cpu_ptr(sb_pcp_ptr(s, struct sb_irq_pcp))
#define SB1_NOSPIN_BATCH	false
#define SB1_OBJ			SB1_OBJ_V512
#include "stock1_body.h"

const struct sb_stock_ops sb_stock_irq = {
	.name = "irq",
	.desc = "<= v5.13: one stock under bare local_irq_save",
	.flags = 0,
	.ctx_ok = SB_CTX_IRQ_SAFE,
	.ctx_ok_rt = 0,
	.pcp_size = sizeof(struct sb_irq_pcp),
	.init = irq_init,
	.charge = irq_charge,
	.uncharge = irq_refill,
	.obj_charge = irq_obj_charge,
	.obj_uncharge = irq_obj_uncharge,
	.drain_local = irq_drain_local,
	.drain_all = irq_drain_all,
	.cpu_dead = irq_cpu_dead,
	.drain_cpu = irq_drain_cpu,
	.audit_cpu = irq_audit_cpu,
	.slab_alloc = irq_slab_alloc,
	.slab_free = irq_slab_free,
	.charge_batch = SB_CHARGE_BATCH_V5,
	.kmem_stat = SB_KMEM_NONE,
	.pc_rules = SB_PC_V5,
};
