// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench variant "busted": the negative control. The classic single
 * stock of "irq" with every protection removed: no IRQ disabling, no
 * preemption disabling, no lock. An interrupt on the same CPU in the middle
 * of a refill or drain corrupts the stock, and the accounting checks must
 * notice. It can only damage its own model state (counted underflows, never
 * a free or an out-of-range index), so it cannot crash the kernel. Never
 * allowed in NMI. Its page_counter is irq's: 5.12's rules and layout.
 * Follows irq's 5.12.9 functions with their protection removed.
 */
#include <linux/workqueue.h>
#include "stock1.h"

struct sb_busted_pcp {
	struct sb_stock1 page;
	struct sb_objstock1 obj;
	struct work_struct work;
	unsigned long flags;
	struct sb_stock *s;
};

/*
 * No protection at all, that is the point: not even against preemption
 * (raw_cpu_ptr). flags is only there for the shared bodies.
 */
static __always_inline void sb1_lock(struct sb_stock *s, unsigned long *flags)
{
}

static __always_inline void sb1_unlock(struct sb_stock *s, unsigned long flags)
{
}

#define SB1_PFX			busted
#define SB1_PCP			struct sb_busted_pcp
#define SB1_THIS(s)		raw_cpu_ptr(sb_pcp_ptr(s, struct sb_busted_pcp))
#define SB1_NOSPIN_BATCH	false
#define SB1_OBJ			SB1_OBJ_V512
#include "stock1_body.h"

const struct sb_stock_ops sb_stock_busted = {
	.name = "busted",
	.desc = "negative control: the classic (<= v5.13, batch 32) stock with no protection at all",
	.flags = SB_F_BUSTED,
	.ctx_ok = SB_CTX_IRQ_SAFE,
	.ctx_ok_rt = SB_CTX_IRQ_SAFE,
	.pcp_size = sizeof(struct sb_busted_pcp),
	.init = busted_init,
	.charge = busted_charge,
	.uncharge = busted_refill,
	.obj_charge = busted_obj_charge,
	.obj_uncharge = busted_obj_uncharge,
	.drain_local = busted_drain_local,
	.drain_all = busted_drain_all,
	.cpu_dead = busted_cpu_dead,
	.drain_cpu = busted_drain_cpu,
	.audit_cpu = busted_audit_cpu,
	.slab_alloc = busted_slab_alloc,
	.slab_free = busted_slab_free,
	.charge_batch = SB_CHARGE_BATCH_V5,
	.kmem_stat = SB_KMEM_NONE,
	.pc_rules = SB_PC_V5,
};
