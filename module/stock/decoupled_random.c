// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench variant "decoupled_random": "decoupled" (7.3.4) with one
 * change, the victim of a full memcg stock. A mechanism control for the
 * eviction policy alone, run beside "decoupled" in the same blocks; it is
 * not v6.16 and models no release.
 *
 * The two policies, from the patch texts (the v6.16 tree itself was not
 * read here):
 *  v6.16: Shakeel Butt's "memcg: multi-memcg percpu charge cache"
 *   (f735eebe55f8) gave memcg_stock_pcp NR_MEMCG_STOCK (7) slots; when
 *   refill_stock() finds neither @memcg nor an empty slot, it drains the
 *   slot get_random_u32_below(NR_MEMCG_STOCK) picks and takes it over.
 *  7.3: "memcg: use round-robin victim selection in refill_stock" (Shakeel
 *   Butt, May 2026, Fixes: f735eebe55f8, Cc stable) replaced that call by
 *   a per-CPU counter, memcg_stock_pcp.drain_idx, wrapping at
 *   NR_MEMCG_STOCK, under the stock's local_trylock: Harry Yoo reported
 *   that get_random_u32_below() is not NMI-safe (it takes the batched
 *   entropy's local_lock). Debian's 7.3.4-1~bpo13+1 refill_stock() has the
 *   counter; "decoupled" models it (decoupled.c).
 * Under a strict cycle of NR_MEMCG_STOCK + 1 memcgs round-robin always
 * evicts the memcg needed next (0% hits); a uniform random victim keeps
 * hits (3/4 of the accesses: the evicted memcg comes back after 1..7
 * accesses, uniform, one of them the miss). This variant shows how much of
 * a difference between "decoupled" and a 6.16 result the policy explains.
 *
 * Everything else is decoupled's code (decoupled.h, its SB_HOLD_TWIN
 * copies for the hold twin): SB_F_RANDOM_VICTIM makes
 * sb_dc_refill_locked() take the victim from the stock's own per-CPU
 * PRNG (sb_dc_random_victim(), xorshift32, seeded per CPU by sb_dc_init(),
 * touched only under the memcg stock's lock like drain_idx) instead of
 * drain_idx. The flag is read only when evicting: the paths of
 * "decoupled" and "outside" are unchanged. The obj stock keeps 7.3's
 * round-robin (v6.16 had one obj slot: no victim to choose).
 *
 * Not get_random_u32_below(): the variant runs in task, softirq, hardirq
 * (a hard hrtimer on PREEMPT_RT) and NMI, and the batched entropy's
 * local_lock is a sleeping lock on RT and not NMI-safe anywhere. So the
 * cost of v6.16's call (a few ns, batched ChaCha output) is not modelled;
 * the xorshift step costs about nothing.
 *
 * What else v6.16 did differently, none of it here: one obj slot (7.3: 5,
 * multi-objcg, 7.2+); obj_cgroup_uncharge_pages() after the obj unlock
 * (7.3: under it); a memcg slot consumed to zero kept (7.3 releases it).
 */
#include "decoupled.h"

const struct sb_stock_ops sb_stock_decoupled_random = {
	.name = "decoupled_random",
	.desc = "7.3's stocks with v6.16's random victim slot (mechanism control: eviction policy only; not v6.16, whose obj stock and uncharges differ)",
	.flags = SB_F_NMI_SAFE | SB_F_RT_SAFE | SB_F_RANDOM_VICTIM,
	.ctx_ok = SB_CTX_EVERY,
	.ctx_ok_rt = SB_CTX_EVERY,
	.pcp_size = sizeof(struct sb_dc_pcp),
	.init = sb_dc_init,
	.charge = sb_dc_charge,
	.uncharge = sb_dc_refill,
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
