/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: helpers shared by the stock variants (not part of the
 * engine contract; see stock.h for that).
 *
 * These are the memcontrol.c pieces that every scheme shares: reference
 * counting, the hierarchical uncharge, the MEMCG_KMEM stat, the
 * try_charge_memcg() slow path and lock hold-time sampling.
 */
#ifndef _STOCKBENCH_STOCK_INTERNAL_H
#define _STOCKBENCH_STOCK_INTERNAL_H

#include <linux/bits.h>
#include <linux/gfp.h>
#include <linux/percpu.h>
#include <linux/rcupdate.h>
#include <linux/sched.h>
#include <linux/sched/clock.h>
#include "stock.h"
#include "variant_list.h"

/* bit 0 of a stock's flags word, as FLUSHING_CACHED_CHARGE in the kernel */
#define SB_FLUSHING_CACHED_CHARGE	0

/* gfpflags_allow_spinning() (v6.15+): any __GFP_RECLAIM bit set */
static inline bool sb_gfp_allow_spinning(gfp_t gfp)
{
	return !!(gfp & __GFP_RECLAIM);
}

/* MEMCG_CHARGE_BATCH of @s's release */
static inline unsigned int sb_charge_batch(const struct sb_stock *s)
{
	return s->ops->charge_batch;
}

/* the variant's per-CPU state of @cpu / of this CPU */
#define sb_pcp_of(s, type, cpu)	per_cpu_ptr((type __percpu *)(s)->pcp, cpu)
#define sb_pcp_ptr(s, type)	((type __percpu *)(s)->pcp)

/* the variants, one file each: sb_stock_<name> for each of variant_list.h */
#define SB_VARIANT_DECL(name)	extern const struct sb_stock_ops sb_stock_##name;
SB_VARIANTS(SB_VARIANT_DECL)
#undef SB_VARIANT_DECL

/* the model @memcg belongs to (model.c) */
struct sb_model *sb_model_of_memcg(struct sb_memcg *memcg);

/*
 * css_get/css_put, obj_cgroup_get/put: percpu_ref_get/put_many(ref, 1) in
 * percpu mode, inline as in the kernel (stock.h: struct sb_pcpu_ref). A
 * leaked or doubly dropped reference shows in the audit's sum.
 */
static __always_inline void sb_pcpu_ref_add(struct sb_pcpu_ref *ref, long n)
{
	long __percpu *count;

	rcu_read_lock();
	count = READ_ONCE(ref->count);
	if (unlikely((unsigned long)count & SB_PCPU_REF_ATOMIC))
		atomic_long_add(n, &ref->atomic);
	else
		this_cpu_add(*count, n);
	rcu_read_unlock();
}

static inline void sb_css_get(struct sb_memcg *memcg)
{
	sb_pcpu_ref_add(&memcg->css_ref, 1);
}

static inline void sb_css_put(struct sb_memcg *memcg)
{
	sb_pcpu_ref_add(&memcg->css_ref, -1);
}

static inline void sb_objcg_get(struct sb_objcg *objcg)
{
	sb_pcpu_ref_add(&objcg->ref, 1);
}

static inline void sb_objcg_put(struct sb_objcg *objcg)
{
	sb_pcpu_ref_add(&objcg->ref, -1);
}

/* memcg_uncharge(): memory counter only (cgroup v2, no memsw) */
void sb_memcg_uncharge(struct sb_memcg *memcg, unsigned int nr_pages);
/* memcg_account_kmem(): the MEMCG_KMEM stat, as @s's release updates it */
void sb_memcg_account_kmem(struct sb_stock *s, struct sb_memcg *memcg,
			   long nr_pages);
/* 7.3 memcg_uncharge_kmem(): MEMCG_KMEM stat, then direct uncharge */
void sb_memcg_uncharge_kmem(struct sb_stock *s, struct sb_memcg *memcg,
			    unsigned int nr_pages);
/*
 * mod_objcg_mlstate(): NR_SLAB_UNRECLAIMABLE_B of @objcg's memcg and its
 * lruvec, with the release's IRQ protection and rstat update
 * (mod_memcg_lruvec_state())
 */
void sb_mod_objcg_mlstate(struct sb_stock *s, struct sb_objcg *objcg, int nr);
/* the model has one node: its pglist_data stands for every slab's */
#define sb_pgdat(s)		((void *)(s)->model)
/* obj_full_size(): the object and its objcg pointer */
#define sb_obj_full_size(size)	((size) + sizeof(struct sb_objcg *))
/* mem_cgroup_is_descendant() */
bool sb_memcg_is_descendant(struct sb_memcg *memcg, struct sb_memcg *root);

/* the 5.x releases (irq, preempt, busted): their page_counter rules */
static inline bool sb_era_v5(const struct sb_stock *s)
{
	return s->ops->pc_rules == SB_PC_V5;
}

/*
 * try_charge_memcg()'s test of memory.high / swap.high after a restock:
 * what it would do about it (reclaim is not modelled)
 */
enum sb_high_action {
	SB_HIGH_NONE,
	SB_HIGH_WORK,		/* schedule_work(&memcg->high_work) */
	SB_HIGH_RESUME,		/* set_notify_resume(): reclaim on return */
};
enum sb_high_action sb_over_high(struct sb_stock *s, struct sb_memcg *memcg);

/*
 * Per-op counters off the hit path. The kernel counts nothing per charge;
 * here a hit costs no instruction either: whoever drives the ops
 * (workload.c, the tests) adds one "hit" per charge it is about to make
 * with sb_count_charges(), and a miss takes its hit back. The counts come
 * out as before (hits = consumes that succeeded, misses = that failed);
 * only the slow path pays for them.
 */
static inline void sb_count_miss(struct sb_stock *s, enum sb_counter hit,
				 enum sb_counter miss, bool counted)
{
	if (counted)
		this_cpu_dec(s->stats->cnt[hit]);
	sb_count(s, miss);
}

/*
 * try_charge_memcg(): @consume is the variant's consume_stock(); the
 * surplus of a batch goes back through ops->uncharge (refill_stock()).
 * @nospin_batch: v6.15+ rule, no surplus when the gfp forbids spinning.
 * @counted: the caller counted this charge as a hit (sb_count_charges():
 * a page op); false for the pages of an obj charge. The first consume
 * is inline in each variant, as the kernel's consume_stock() is in
 * try_charge_memcg(); after a miss, sb_try_charge_slow() (core.c).
 */
typedef bool (*sb_consume_fn)(struct sb_stock *s, struct sb_memcg *memcg,
			      unsigned int nr_pages, gfp_t gfp);
int sb_try_charge_slow(struct sb_stock *s, struct sb_memcg *memcg,
		       unsigned int nr_pages, gfp_t gfp, sb_consume_fn consume,
		       bool nospin_batch);

static __always_inline int sb_try_charge(struct sb_stock *s,
					 struct sb_memcg *memcg,
					 unsigned int nr_pages, gfp_t gfp,
					 sb_consume_fn consume,
					 bool nospin_batch, bool counted)
{
	/* try_charge() returns early for the root memcg */
	if (!memcg->parent)
		return 0;
	if (consume(s, memcg, nr_pages, gfp)) {
		if (!counted)
			sb_count(s, SB_CNT_HIT);
		return 0;
	}
	sb_count_miss(s, SB_CNT_HIT, SB_CNT_MISS, counted);
	return sb_try_charge_slow(s, memcg, nr_pages, gfp, consume,
				  nospin_batch);
}

/* obj_cgroup_charge_pages() / obj_cgroup_uncharge_pages() */
int sb_obj_charge_pages(struct sb_stock *s, struct sb_objcg *objcg,
			gfp_t gfp, unsigned int nr_pages,
			sb_consume_fn consume, bool nospin_batch);
void sb_obj_uncharge_pages(struct sb_stock *s, struct sb_objcg *objcg,
			   unsigned int nr_pages);

/*
 * drain_all_stock() skeleton: for each online CPU whose stock @needs a
 * flush and whose FLUSHING bit in @flags_of was clear, drain the current
 * CPU synchronously with @drain_here and queue @work_of on the others.
 */
struct work_struct;
struct sb_drain_desc {
	bool (*needs)(struct sb_stock *s, unsigned int cpu, struct sb_memcg *root);
	unsigned long *(*flags_of)(struct sb_stock *s, unsigned int cpu);
	struct work_struct *(*work_of)(struct sb_stock *s, unsigned int cpu);
	void (*drain_here)(struct sb_stock *s);
};
void sb_drain_all_common(struct sb_stock *s, struct sb_memcg *root,
			 const struct sb_drain_desc *descs, unsigned int nr);

/* ceil(size / PAGE_SIZE) pages and the unused tail of the last one */
static inline unsigned int sb_obj_pages(size_t size, unsigned int *tail)
{
	unsigned int nr_pages = size >> PAGE_SHIFT;
	unsigned int rem = size & (PAGE_SIZE - 1);

	*tail = rem ? PAGE_SIZE - rem : 0;
	return nr_pages + !!rem;
}

/*
 * Hold-time sampling, 0 = this acquisition is not sampled. Kbuild builds
 * each variant twice: as itself, where this is 0 and the compiler drops
 * every trace of the sampling, and as its hold twin (SB_HOLD_TWIN, named
 * sb_stock_<name>_hold), where every acquisition is timed. The engine runs
 * a twin only in a row's untimed hold batch (engine.c: sb_hold_pass()):
 * the timed batches run code without any hold-time instrument.
 */
static inline u64 sb_hold_begin(struct sb_stock *s)
{
#ifdef SB_HOLD_TWIN
	u64 t = local_clock();

	return t ? t : 1;
#else
	return 0;
#endif
}

static inline void sb_hold_end(struct sb_stock *s, u64 t0)
{
	u64 d;

	if (!t0)
		return;
	d = local_clock() - t0;
	if (sb_trace_hold_on())
		sb_trace_hold(s, d);
	else
		this_cpu_inc(s->stats->hold_samples);
	this_cpu_add(s->stats->hold_ns_sum, d);
	/* racy against a nested NMI sample, as the kernel's watermark */
	if (d > this_cpu_read(s->stats->hold_ns_max))
		this_cpu_write(s->stats->hold_ns_max, d);
}

#endif /* _STOCKBENCH_STOCK_INTERNAL_H */
