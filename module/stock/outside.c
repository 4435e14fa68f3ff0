// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench variant "outside": Kuniyuki Iwashima's 2026 proposal
 * ("memcg: Uncharge pages outside memcg_stock.lock in refill_stock()"),
 * whose patch text was not available: this is the design its subject
 * implies (an inference, not the patch). Everything is "decoupled" except
 * refill_stock(): under the lock a slot that must go (overflow or
 * round-robin eviction) is only detached; its page_counter uncharge and
 * css_put run after unlock. The obj stock reuses decoupled's and benefits
 * through its refill_stock() calls.
 *
 * The in_nmi() check of the proposal is read one of two ways, chosen per
 * stock with SB_OPT_OUTSIDE_NMI_DIRECT:
 *  set:   in NMI never evict another memcg; uncharge the incoming pages
 *         directly instead (an overflow of the matched slot still detaches);
 *  clear: in NMI dispose of old slots under the lock, as "decoupled" does.
 *
 * The kernel patch tools/vm/patches/outside/ implements the module's
 * default reading, the first (tools/vm/patch-check keeps the two in step):
 * stockbench-outside-nmi: direct
 * Follows decoupled's 7.3.4 functions but refill_stock(), which is the
 * inferred patch (no text of it was available).
 */
#include <linux/preempt.h>
#include "decoupled.h"

static void out_refill(struct sb_stock *s, struct sb_memcg *memcg,
		       unsigned int nr_pages)
{
	struct sb_dc_detached det = { };
	bool nmi_direct = false;
	bool done;
	u64 t0;

	if (nr_pages > SB_CHARGE_BATCH) {
		sb_count(s, SB_CNT_DIRECT_UNCHARGE);
		sb_memcg_uncharge(memcg, nr_pages);
		return;
	}
	if (!sb_trylock(&sb_dc_pcp(s)->memcg.lock)) {
		sb_count(s, SB_CNT_TRYLOCK_FAIL);
		sb_count(s, SB_CNT_DIRECT_UNCHARGE);
		sb_memcg_uncharge(memcg, nr_pages);
		return;
	}
	t0 = sb_hold_begin(s);
	if (in_nmi())
		nmi_direct = s->opts & SB_OPT_OUTSIDE_NMI_DIRECT;
	if (in_nmi() && !nmi_direct)
		done = sb_dc_refill_locked(s, this_cpu_ptr(&sb_dc_pcp(s)->memcg),
					   memcg, nr_pages, NULL, true);
	else
		done = sb_dc_refill_locked(s, this_cpu_ptr(&sb_dc_pcp(s)->memcg),
					   memcg, nr_pages, &det, !nmi_direct);
	sb_hold_end(s, t0);
	sb_unlock(&sb_dc_pcp(s)->memcg.lock);

	if (!done) {
		sb_count(s, SB_CNT_DIRECT_UNCHARGE);
		sb_memcg_uncharge(memcg, nr_pages);
	}
	/* the heavy part, now outside the lock: uncharge, then drop the ref */
	if (det.memcg) {
		if (det.nr_pages)
			sb_memcg_uncharge(det.memcg, det.nr_pages);
		sb_css_put(det.memcg);
	}
}

const struct sb_stock_ops sb_stock_outside = {
	.name = "outside",
	.desc = "proposed (2026): decoupled, refill_stock uncharges and css_puts after unlock",
	.flags = SB_F_NMI_SAFE | SB_F_RT_SAFE,
	.ctx_ok = SB_CTX_EVERY,
	.ctx_ok_rt = SB_CTX_EVERY,
	.pcp_size = sizeof(struct sb_dc_pcp),
	.init = sb_dc_init,
	.charge = sb_dc_charge,
	.uncharge = out_refill,
	.obj_charge = sb_dc_obj_charge,
	.obj_uncharge = sb_dc_obj_uncharge,
	.drain_local = sb_dc_drain_local,
	.drain_all = sb_dc_drain_all,
	.cpu_dead = sb_dc_cpu_dead,
	.drain_cpu = sb_dc_drain_cpu,
	.audit_cpu = sb_dc_audit_cpu,
	.slab_alloc = sb_dc_slab_alloc,
	.slab_free = sb_dc_slab_free,
	.charge_batch = SB_CHARGE_BATCH,
	.kmem_stat = SB_KMEM_V73,
	.pc_rules = SB_PC_V615,
};
