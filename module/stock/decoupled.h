/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: the decoupled memcg and obj stocks of v6.16 - 7.3, shared by
 * the variants "decoupled" (7.3.4 as shipped), "outside" (the same with
 * the page uncharge of refill_stock() moved after unlock) and
 * "decoupled_random" (the same with v6.16's random victim slot).
 */
#ifndef _STOCKBENCH_DECOUPLED_H
#define _STOCKBENCH_DECOUPLED_H

#include <linux/cache.h>
#include <linux/workqueue.h>
#include "local_trylock_compat.h"
#include "stock_internal.h"

#ifdef SB_HOLD_TWIN
/* the hold twins of decoupled, outside, decoupled_random share their own copies */
#define sb_dc_refill_locked	sb_dc_refill_locked_hold
#define sb_dc_init		sb_dc_init_hold
#define sb_dc_charge		sb_dc_charge_hold
#define sb_dc_refill		sb_dc_refill_hold
#define sb_dc_obj_charge	sb_dc_obj_charge_hold
#define sb_dc_obj_uncharge	sb_dc_obj_uncharge_hold
#define sb_dc_drain_local	sb_dc_drain_local_hold
#define sb_dc_drain_all		sb_dc_drain_all_hold
#define sb_dc_cpu_dead		sb_dc_cpu_dead_hold
#define sb_dc_drain_cpu		sb_dc_drain_cpu_hold
#define sb_dc_audit_cpu		sb_dc_audit_cpu_hold
#define sb_dc_slab_alloc	sb_dc_slab_alloc_hold
#define sb_dc_slab_free		sb_dc_slab_free_hold
#endif

/* memcg_stock_pcp: lock, 7 counts and 7 pointers fill one line on !RT */
struct sb_dc_memcg_stock {
	sb_trylock_t lock;
	u8 nr_pages[SB_NR_MEMCG_STOCK];
	struct sb_memcg *cached[SB_NR_MEMCG_STOCK];	/* css references */
	struct work_struct work;
	unsigned long flags;
	u8 drain_idx;					/* round-robin victim */
	u32 victim_rnd;		/* SB_F_RANDOM_VICTIM's PRNG state, never 0 */
};

/* obj_stock_pcp (7.3): multi-slot, u16 byte counts */
struct sb_dc_obj_stock {
	sb_trylock_t lock;
	/* the slab stat, of slot index (-1: none) on node node_id */
	s8 index;
	s16 node_id;
	s16 nr_slab_unreclaimable_b;
	u16 nr_bytes[SB_NR_OBJ_STOCK];
	struct sb_objcg *cached[SB_NR_OBJ_STOCK];	/* objcg references */
	struct work_struct work;
	unsigned long flags;
	u8 drain_idx;
};

/* two separately aligned per-CPU structs in the kernel, two lines here */
struct sb_dc_pcp {
	struct sb_dc_memcg_stock memcg ____cacheline_aligned;
	struct sb_dc_obj_stock obj ____cacheline_aligned;
	struct sb_stock *s;
};

#define sb_dc_pcp(s)	sb_pcp_ptr(s, struct sb_dc_pcp)

/*
 * SB_F_RANDOM_VICTIM: the victim slot of a full memcg stock, uniform over
 * SB_NR_MEMCG_STOCK, from the stock's own per-CPU xorshift32 state (@rnd,
 * nonzero; seeded by sb_dc_init(), then touched only under the memcg
 * stock's lock, as drain_idx). Not get_random_u32_below(): see
 * decoupled_random.c. The multiply-shift maps the 32-bit step into range
 * (Lemire), so the index is below SB_NR_MEMCG_STOCK by construction.
 */
static inline unsigned int sb_dc_random_victim(u32 *rnd)
{
	u32 x = *rnd;

	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	*rnd = x;
	return ((u64)x * SB_NR_MEMCG_STOCK) >> 32;
}

/* a memcg slot taken out of the stock under the lock, disposed of later */
struct sb_dc_detached {
	struct sb_memcg *memcg;
	unsigned int nr_pages;
};

/*
 * refill_stock() body, memcg_stock.lock held. With @det, a slot that must
 * go (overflow or eviction) is detached into it instead of drained. With
 * !@may_evict, returns false instead of evicting (nothing changed).
 */
bool sb_dc_refill_locked(struct sb_stock *s, struct sb_dc_memcg_stock *st,
			 struct sb_memcg *memcg, unsigned int nr_pages,
			 struct sb_dc_detached *det, bool may_evict);

int sb_dc_init(struct sb_stock *s);
int sb_dc_charge(struct sb_stock *s, struct sb_memcg *memcg,
		 unsigned int nr_pages, gfp_t gfp);
/* refill_stock() of decoupled and decoupled_random */
void sb_dc_refill(struct sb_stock *s, struct sb_memcg *memcg,
		  unsigned int nr_pages);
int sb_dc_obj_charge(struct sb_stock *s, struct sb_objcg *objcg,
		     size_t size, gfp_t gfp);
void sb_dc_obj_uncharge(struct sb_stock *s, struct sb_objcg *objcg,
			size_t size);
void sb_dc_drain_local(struct sb_stock *s);
void sb_dc_drain_all(struct sb_stock *s, struct sb_memcg *root);
void sb_dc_cpu_dead(struct sb_stock *s, unsigned int cpu);
void sb_dc_drain_cpu(struct sb_stock *s, unsigned int cpu);
void sb_dc_audit_cpu(struct sb_stock *s, unsigned int cpu, struct sb_audit *a);
int sb_dc_slab_alloc(struct sb_stock *s, struct sb_memcg *memcg, size_t size,
		     gfp_t gfp, struct sb_objcg **ext);
void sb_dc_slab_free(struct sb_stock *s, size_t size, struct sb_objcg **ext);

#endif /* _STOCKBENCH_DECOUPLED_H */
