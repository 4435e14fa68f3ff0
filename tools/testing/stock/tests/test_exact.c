// SPDX-License-Identifier: GPL-2.0
/*
 * Exact state after given sequences: stock contents (audit), page_counter
 * values, reference counts and event counters, as the kernel code of each
 * variant's release would leave them. Single thread, CPU 0, task context.
 */
#include "tests.h"
#include "decoupled.h"

/*
 * MEMCG_CHARGE_BATCH of each variant's release, from include/linux/
 * memcontrol.h at its tags: 32U up to v6.0 (irq: v5.12, preempt: v5.15,
 * busted: irq's stock), 64U from v6.1 (1813e51eece0). Kept apart from the
 * variants' own charge_batch, so that a wrong value there fails here.
 */
static unsigned int sb_want_batch(const struct sb_stock_ops *ops)
{
	if (!strcmp(ops->name, "irq") || !strcmp(ops->name, "preempt") ||
	    !strcmp(ops->name, "busted"))
		return 32;
	return 64;
}

#undef SB_CHARGE_BATCH
#define SB_CHARGE_BATCH	sb_want_batch(ops)

enum sb_family {
	SB_FAM_V512,	/* irq, busted: one stock, obj drained whole above a page */
	SB_FAM_V515,	/* preempt, locallock, trylock: allow_uncharge split */
	SB_FAM_MULTI,	/* decoupled.h's stocks: 7 memcg + 5 obj slots */
};

static enum sb_family sb_family(const struct sb_stock_ops *ops)
{
	if (!strcmp(ops->name, "irq") || !strcmp(ops->name, "busted"))
		return SB_FAM_V512;
	/* decoupled, outside, decoupled_random: built on decoupled.h */
	if (ops->audit_cpu == sb_dc_audit_cpu)
		return SB_FAM_MULTI;
	return SB_FAM_V515;
}

static void sb_books_ok(struct sb_env *e, struct sb_ledger *l)
{
	char why[200];

	CHECK(!sb_check_books(e, l, why, sizeof(why)), "%s", why);
}

static void sb_hold(struct sb_ledger *l, bool obj, unsigned int leaf,
		    unsigned int amount)
{
	l->held[l->n++] = (struct sb_held){ obj, leaf, amount };
}

static void sb_finish(struct sb_env *e, struct sb_ledger *l)
{
	char why[200];

	sb_ledger_release(e, l);
	sb_stock_drain_everything(e->s);
	CHECK(!sb_model_check_clean(e->m, why, sizeof(why)), "%s", why);
	sb_env_fini(e);
}

/* the 5.12 and 5.17 variants, by their file headers */
static bool sb_v5_by_name(const struct sb_stock_ops *ops)
{
	return !strcmp(ops->name, "irq") || !strcmp(ops->name, "preempt") ||
	       !strcmp(ops->name, "busted");
}

/*
 * try_charge_memcg()'s over-high walk: up to v5.17 a BH-disabled task is
 * "interrupted" (in_interrupt()) and only memory.high counts; from v5.18
 * it is a task (in_task()) and swap.high counts too.
 */
static void t_over_high(const struct sb_stock_ops *ops)
{
	bool v5 = sb_v5_by_name(ops);
	struct sb_memcg *a;
	struct sb_env e;

	if (sb_env_init(&e, ops, 2, 1, 0, 0))
		return sb_no_env();
	a = e.m->leaves[0];
	CHECK_EQ(sb_over_high(e.s, a), SB_HIGH_NONE);
	atomic_long_set(&a->swap.usage, 1);
	SB_PC_FIELD(&a->swap, high) = 0;
	CHECK_EQ(sb_over_high(e.s, a), SB_HIGH_RESUME);
	local_bh_disable();
	CHECK_EQ(sb_over_high(e.s, a), v5 ? SB_HIGH_NONE : SB_HIGH_RESUME);
	atomic_long_set(&a->memory.usage, 1);
	SB_PC_FIELD(&a->memory, high) = 0;
	CHECK_EQ(sb_over_high(e.s, a), v5 ? SB_HIGH_WORK : SB_HIGH_RESUME);
	local_bh_enable();
	sb_shim.softirq++;
	CHECK_EQ(sb_over_high(e.s, a), SB_HIGH_WORK);
	sb_shim.softirq--;
	atomic_long_set(&a->memory.usage, 0);
	atomic_long_set(&a->swap.usage, 0);
	sb_env_fini(&e);
}

/* hit, miss, refill at and above the batch */
static void t_page_batch(const struct sb_stock_ops *ops)
{
	struct sb_ledger l = { 0 };
	struct sb_env e;
	struct sb_memcg *a;

	if (sb_env_init(&e, ops, 2, 1, 0, 0))
		return sb_no_env();
	a = e.m->leaves[0];

	/* the driver counts each charge as a hit; a miss takes it back */
	sb_count_charges(e.s, SB_CNT_HIT, 1);
	CHECK_EQ(ops->charge(e.s, a, 1, GFP_KERNEL), 0);	/* miss */
	sb_hold(&l, false, 0, 1);
	CHECK_EQ(sb_cnt(&e, SB_CNT_HIT), 0);
	CHECK_EQ(sb_usage(a), SB_CHARGE_BATCH);
	CHECK_EQ(sb_usage(e.m->root), SB_CHARGE_BATCH);
	CHECK_EQ(sb_audit_now(&e).cached_pages, SB_CHARGE_BATCH - 1);
	CHECK_EQ(sb_css(a), 2);
	CHECK_EQ(sb_cnt(&e, SB_CNT_MISS), 1);
	CHECK_EQ(sb_cnt(&e, SB_CNT_SLOW_CHARGE), 1);

	sb_count_charges(e.s, SB_CNT_HIT, 1);
	CHECK_EQ(ops->charge(e.s, a, 2, GFP_KERNEL), 0);	/* hit */
	sb_hold(&l, false, 0, 2);
	CHECK_EQ(sb_cnt(&e, SB_CNT_MISS), 1);
	CHECK_EQ(sb_usage(a), SB_CHARGE_BATCH);
	CHECK_EQ(sb_audit_now(&e).cached_pages, SB_CHARGE_BATCH - 3);
	CHECK_EQ(sb_cnt(&e, SB_CNT_HIT), 1);
	sb_books_ok(&e, &l);

	/* give 3 back: exactly the batch stays cached (flush is "> batch") */
	ops->uncharge(e.s, a, 2);
	ops->uncharge(e.s, a, 1);
	l.n = 0;
	CHECK_EQ(sb_audit_now(&e).cached_pages, SB_CHARGE_BATCH);
	CHECK_EQ(sb_usage(a), SB_CHARGE_BATCH);

	/* a charge above the batch bypasses the stock: batch = nr_pages */
	CHECK_EQ(ops->charge(e.s, a, 70, GFP_KERNEL), 0);
	CHECK_EQ(sb_usage(a), SB_CHARGE_BATCH + 70);
	CHECK_EQ(sb_audit_now(&e).cached_pages, SB_CHARGE_BATCH);
	ops->uncharge(e.s, a, 70);
	if (sb_family(ops) == SB_FAM_MULTI) {
		/* refill of more than a batch: straight to the page_counter */
		CHECK_EQ(sb_usage(a), SB_CHARGE_BATCH);
		CHECK_EQ(sb_audit_now(&e).cached_pages, SB_CHARGE_BATCH);
		CHECK_EQ(sb_cnt(&e, SB_CNT_DIRECT_UNCHARGE), 1);
	} else {
		/* added, found above the batch, whole stock uncharged */
		CHECK_EQ(sb_usage(a), 0);
		CHECK_EQ(sb_audit_now(&e).cached_pages, 0);
		CHECK_EQ(sb_css(a), 1);
	}
	sb_books_ok(&e, &l);

	/* consume to exactly zero: 7.3 releases the slot */
	sb_stock_drain_everything(e.s);
	CHECK_EQ(ops->charge(e.s, a, 1, GFP_KERNEL), 0);
	CHECK_EQ(ops->charge(e.s, a, SB_CHARGE_BATCH - 1, GFP_KERNEL), 0);
	sb_hold(&l, false, 0, 1);
	sb_hold(&l, false, 0, SB_CHARGE_BATCH - 1);
	CHECK_EQ(sb_audit_now(&e).cached_pages, 0);
	CHECK_EQ(sb_css(a), sb_family(ops) == SB_FAM_MULTI ? 1 : 2);
	sb_books_ok(&e, &l);
	sb_finish(&e, &l);
}

/* the leaves among the first @n whose stock slot was evicted (usage 1) */
static unsigned int sb_evicted(struct sb_env *e, unsigned int n,
			       unsigned int *which)
{
	const struct sb_stock_ops *ops = e->ops;	/* SB_CHARGE_BATCH */
	unsigned int i, nr = 0;

	for (i = 0; i < n; i++) {
		if (sb_usage(e->m->leaves[i]) == 1) {
			CHECK_EQ(sb_css(e->m->leaves[i]), 1);
			*which = i;
			nr++;
		} else {
			CHECK_EQ(sb_usage(e->m->leaves[i]), SB_CHARGE_BATCH);
			CHECK_EQ(sb_css(e->m->leaves[i]), 2);
		}
	}
	return nr;
}

/*
 * memcg switch (single stock) / round-robin slot eviction (7 slots) /
 * random slot eviction (decoupled_random: any one of the 7)
 */
static void t_page_evict(const struct sb_stock_ops *ops)
{
	struct sb_ledger l = { 0 };
	unsigned int i, n = 9, v1 = 0, v2 = 0;
	struct sb_env e;

	if (sb_env_init(&e, ops, 1, n, 0, 0))
		return sb_no_env();
	for (i = 0; i < 8; i++) {
		CHECK_EQ(ops->charge(e.s, e.m->leaves[i], 1, GFP_KERNEL), 0);
		sb_hold(&l, false, i, 1);
	}
	if (ops->flags & SB_F_RANDOM_VICTIM) {
		/* the 8th memcg evicts one slot of the 7, its 63 pages back */
		CHECK_EQ(sb_evicted(&e, 7, &v1), 1);
		CHECK_EQ(sb_usage(e.m->leaves[7]), SB_CHARGE_BATCH);
		CHECK_EQ(sb_cnt(&e, SB_CNT_EVICTION), 1);
		CHECK_EQ(sb_audit_now(&e).cached_pages, 7 * (SB_CHARGE_BATCH - 1));
		/* the 9th: one more of the 8 others (the 8th's slot too) */
		CHECK_EQ(ops->charge(e.s, e.m->leaves[8], 1, GFP_KERNEL), 0);
		sb_hold(&l, false, 8, 1);
		CHECK_EQ(sb_usage(e.m->leaves[8]), SB_CHARGE_BATCH);
		CHECK_EQ(sb_usage(e.m->leaves[v1]), 1);
		CHECK_EQ(sb_evicted(&e, 8, &v2), 2);
		CHECK_EQ(sb_cnt(&e, SB_CNT_EVICTION), 2);
		CHECK_EQ(sb_audit_now(&e).css_refs, SB_NR_MEMCG_STOCK);
	} else if (sb_family(ops) == SB_FAM_MULTI) {
		/* 8th memcg evicts slot 0 (leaf 0): its 63 pages uncharged */
		CHECK_EQ(sb_usage(e.m->leaves[0]), 1);
		CHECK_EQ(sb_css(e.m->leaves[0]), 1);
		for (i = 1; i < 8; i++) {
			CHECK_EQ(sb_usage(e.m->leaves[i]), SB_CHARGE_BATCH);
			CHECK_EQ(sb_css(e.m->leaves[i]), 2);
		}
		CHECK_EQ(sb_cnt(&e, SB_CNT_EVICTION), 1);
		CHECK_EQ(sb_audit_now(&e).cached_pages, 7 * (SB_CHARGE_BATCH - 1));
		/* the next victim is slot 1 (leaf 1), not a random one */
		CHECK_EQ(ops->charge(e.s, e.m->leaves[8], 1, GFP_KERNEL), 0);
		sb_hold(&l, false, 8, 1);
		CHECK_EQ(sb_usage(e.m->leaves[1]), 1);
		CHECK_EQ(sb_usage(e.m->leaves[2]), SB_CHARGE_BATCH);
		CHECK_EQ(sb_cnt(&e, SB_CNT_EVICTION), 2);
	} else {
		/* one memcg cached: each switch gives the previous one back */
		for (i = 0; i < 7; i++) {
			CHECK_EQ(sb_usage(e.m->leaves[i]), 1);
			CHECK_EQ(sb_css(e.m->leaves[i]), 1);
		}
		CHECK_EQ(sb_usage(e.m->leaves[7]), SB_CHARGE_BATCH);
		CHECK_EQ(sb_css(e.m->leaves[7]), 2);
		CHECK_EQ(sb_cnt(&e, SB_CNT_EVICTION), 7);
		CHECK_EQ(sb_audit_now(&e).cached_pages, SB_CHARGE_BATCH - 1);
	}
	sb_books_ok(&e, &l);
	sb_finish(&e, &l);
}

/*
 * A strict cycle over SB_NR_MEMCG_STOCK + 1 memcgs, each access a page
 * charged and given back (the stock never runs dry, no slot is released).
 * After the warm-up one memcg of the 8 is out of the stock.
 * Round-robin (decoupled, outside): each miss evicts the slot filled 7
 * misses ago, the memcg accessed next: every access misses.
 * Random (decoupled_random): a miss evicts one of the 7 others, uniform;
 * it comes back after k accesses, k uniform in 1..7, the k - 1 before it
 * hit. Renewal: hit rate E[k - 1] / E[k] = 3 / 4, with a standard
 * deviation of about 0.004 over the 4000 accesses here; the fixed per-CPU
 * seed makes the count deterministic, the bound [0.65, 0.85] is wide.
 */
static void t_page_cycle(const struct sb_stock_ops *ops)
{
	unsigned int nr = SB_NR_MEMCG_STOCK + 1, warm = 2 * nr;
	unsigned int i, n = 500 * nr;
	u64 miss0 = 0, ev0 = 0, misses;
	char why[200];
	struct sb_env e;

	if (sb_family(ops) != SB_FAM_MULTI)
		return;
	if (sb_env_init(&e, ops, 1, nr, 0, 0))
		return sb_no_env();
	for (i = 0; i < warm + n; i++) {
		struct sb_memcg *m = e.m->leaves[i % nr];

		if (i == warm) {
			miss0 = sb_cnt(&e, SB_CNT_MISS);
			ev0 = sb_cnt(&e, SB_CNT_EVICTION);
		}
		sb_count_charges(e.s, SB_CNT_HIT, 1);
		CHECK_EQ(ops->charge(e.s, m, 1, GFP_KERNEL), 0);
		ops->uncharge(e.s, m, 1);
	}
	misses = sb_cnt(&e, SB_CNT_MISS) - miss0;
	/* a miss takes over a slot: always by eviction once the stock is full */
	CHECK_EQ(sb_cnt(&e, SB_CNT_EVICTION) - ev0, misses);
	CHECK_EQ(sb_audit_now(&e).css_refs, SB_NR_MEMCG_STOCK);
	if (ops->flags & SB_F_RANDOM_VICTIM) {
		CHECK(misses >= n * 15 / 100 && misses <= n * 35 / 100,
		      "%llu hits in %u accesses, want about 3/4",
		      (unsigned long long)(n - misses), n);
	} else {
		CHECK(misses == n, "%llu hits in %u accesses, want 0",
		      (unsigned long long)(n - misses), n);
	}
	sb_stock_drain_everything(e.s);
	CHECK(!sb_model_check_clean(e.m, why, sizeof(why)), "%s", why);
	sb_env_fini(&e);
}

/*
 * sb_dc_random_victim(): in range, every slot about as often (each of the
 * 7 within 5% of 1/7 over 700000 steps, about 12 standard deviations),
 * and the xorshift state never reaches its fixpoint 0, from each CPU's
 * seed as sb_dc_init() sets it.
 */
static void t_random_victim(void)
{
	unsigned int cpu, i, n = 100000 * SB_NR_MEMCG_STOCK;

	for (cpu = 0; cpu < 4; cpu++) {
		unsigned int seen[SB_NR_MEMCG_STOCK] = { 0 }, bad = 0, zero = 0;
		u32 rnd = 0x9e3779b9u * (cpu + 1);

		for (i = 0; i < n; i++) {
			unsigned int v = sb_dc_random_victim(&rnd);

			if (v >= SB_NR_MEMCG_STOCK)
				bad++;
			else
				seen[v]++;
			zero += !rnd;
		}
		CHECK_EQ(bad, 0);
		CHECK_EQ(zero, 0);
		for (i = 0; i < SB_NR_MEMCG_STOCK; i++)
			CHECK(seen[i] >= n / SB_NR_MEMCG_STOCK * 95 / 100 &&
			      seen[i] <= n / SB_NR_MEMCG_STOCK * 105 / 100,
			      "cpu %u: slot %u picked %u times in %u", cpu, i,
			      seen[i], n);
	}
}

/* obj bytes: carry-over at PAGE_SIZE, allow_uncharge, the whole-drain of <= 5.13 */
static void t_obj_carry(const struct sb_stock_ops *ops)
{
	enum sb_family fam = sb_family(ops);
	struct sb_ledger l = { 0 };
	struct sb_objcg *o;
	struct sb_memcg *a;
	struct sb_env e;

	if (sb_env_init(&e, ops, 1, 1, 0, 0))
		return sb_no_env();
	o = e.m->objcgs[0];
	a = e.m->leaves[0];

	sb_count_charges(e.s, SB_CNT_OBJ_HIT, 2);
	CHECK_EQ(ops->obj_charge(e.s, o, 100, GFP_KERNEL), 0);	/* 1 page */
	sb_hold(&l, true, 0, 100);
	/* its page charge is not an op: counted as it comes */
	CHECK_EQ(sb_cnt(&e, SB_CNT_OBJ_HIT), 1);
	CHECK_EQ(sb_cnt(&e, SB_CNT_OBJ_MISS), 1);
	CHECK_EQ(sb_cnt(&e, SB_CNT_MISS), 1);
	CHECK_EQ(sb_cnt(&e, SB_CNT_HIT), 0);
	CHECK_EQ(sb_audit_now(&e).cached_bytes, PAGE_SIZE - 100);
	CHECK_EQ(sb_objref(o), 2);
	CHECK_EQ(sb_usage(a), SB_CHARGE_BATCH);
	CHECK_EQ(ops->obj_charge(e.s, o, 100, GFP_KERNEL), 0);	/* hit */
	CHECK_EQ(sb_cnt(&e, SB_CNT_OBJ_HIT), 1);
	CHECK_EQ(sb_audit_now(&e).cached_bytes, PAGE_SIZE - 200);
	ops->obj_uncharge(e.s, o, 100);
	ops->obj_uncharge(e.s, o, 100);
	l.n = 0;
	/* exactly PAGE_SIZE stays: the split is "> PAGE_SIZE" */
	CHECK_EQ(sb_audit_now(&e).cached_bytes, PAGE_SIZE);
	sb_books_ok(&e, &l);

	/* 5000 bytes: 2 pages, the 3192-byte tail refilled without uncharge */
	CHECK_EQ(ops->obj_charge(e.s, o, 5000, GFP_KERNEL), 0);
	sb_hold(&l, true, 0, 5000);
	if (fam == SB_FAM_V512) {
		/* 7288 > PAGE_SIZE: whole stock drained, tail to the objcg */
		CHECK_EQ(sb_audit_now(&e).cached_bytes, 0);
		CHECK_EQ(atomic_read(&o->nr_charged_bytes), 7288 - 4096);
		CHECK_EQ(sb_objref(o), 1);
	} else {
		CHECK_EQ(sb_audit_now(&e).cached_bytes, 7288);
		CHECK_EQ(sb_objref(o), 2);
	}
	sb_books_ok(&e, &l);
	ops->obj_uncharge(e.s, o, 5000);
	l.n = 0;
	if (fam == SB_FAM_V512) {
		/* re-cached with the objcg's 3192 bytes: 8192 > 4096, drained */
		CHECK_EQ(sb_audit_now(&e).cached_bytes, 0);
		CHECK_EQ(atomic_read(&o->nr_charged_bytes), 0);
	} else {
		/* 12288: three pages go back, remainder 0 stays cached */
		CHECK_EQ(sb_audit_now(&e).cached_bytes, 0);
		CHECK_EQ(sb_objref(o), 2);
	}
	sb_books_ok(&e, &l);
	sb_finish(&e, &l);
}

/* 7.3's u16 byte slots split even when uncharging is not allowed */
static void t_obj_u16(const struct sb_stock_ops *ops)
{
	struct sb_ledger l = { 0 };
	struct sb_objcg *o;
	struct sb_env e;
	unsigned int i;

	if (sb_env_init(&e, ops, 1, 1, 0, 0))
		return sb_no_env();
	o = e.m->objcgs[0];
	/* each 65537-byte charge misses (more than cached) and leaves 4095 */
	for (i = 0; i < 17; i++) {
		CHECK_EQ(ops->obj_charge(e.s, o, 65537, GFP_KERNEL), 0);
		sb_hold(&l, true, 0, 65537);
	}
	if (sb_family(ops) == SB_FAM_MULTI)
		CHECK_EQ(sb_audit_now(&e).cached_bytes, (17 * 4095) & 4095);
	else if (sb_family(ops) == SB_FAM_V515)
		CHECK_EQ(sb_audit_now(&e).cached_bytes, 17 * 4095);
	sb_books_ok(&e, &l);
	sb_finish(&e, &l);
}

/* drain_all_stock(): local drain now, remote drain as work, FLUSHING bit */
static void t_drain_all(const struct sb_stock_ops *ops)
{
	struct sb_ledger l = { 0 };
	struct sb_memcg *a;
	struct sb_env e;

	if (sb_env_init(&e, ops, 2, 2, 0, 0))
		return sb_no_env();
	a = e.m->leaves[0];
	sb_set_cpu(1);
	CHECK_EQ(ops->charge(e.s, a, 1, GFP_KERNEL), 0);
	sb_set_cpu(0);
	CHECK_EQ(ops->charge(e.s, a, 1, GFP_KERNEL), 0);
	sb_hold(&l, false, 0, 1);
	sb_hold(&l, false, 0, 1);
	CHECK_EQ(sb_audit_now(&e).cached_pages, 2 * (SB_CHARGE_BATCH - 1));

	/* a sibling subtree: nothing to drain anywhere */
	ops->drain_all(e.s, e.m->leaves[1]);
	CHECK_EQ(sb_shim_nr_pending(1), 0);
	CHECK_EQ(sb_audit_now(&e).cached_pages, 2 * (SB_CHARGE_BATCH - 1));

	sb_shim.queued_preempt_off = -1;
	ops->drain_all(e.s, e.m->root);
	CHECK_EQ(sb_audit_now(&e).cached_pages, SB_CHARGE_BATCH - 1);
	CHECK(sb_shim_nr_pending(1) >= 1, "no work queued for CPU 1");
	/* up to v5.17 get_cpu(), from v5.18 migrate_disable() */
	CHECK_EQ(sb_shim.queued_preempt_off, sb_v5_by_name(ops) ? 1 : 0);
	CHECK(sb_cnt(&e, SB_CNT_DRAIN_REMOTE) >= 1, "not counted");
	/* while the work is pending, a second request queues nothing new */
	ops->drain_all(e.s, e.m->root);
	CHECK_EQ(sb_shim_nr_pending(1), 1);

	/* CPU 1 charges before its work runs: served from its stock */
	sb_set_cpu(1);
	CHECK_EQ(ops->charge(e.s, a, 1, GFP_KERNEL), 0);
	sb_hold(&l, false, 0, 1);
	CHECK_EQ(sb_usage(a), 2 * SB_CHARGE_BATCH - (SB_CHARGE_BATCH - 1));
	sb_shim_run_pending();
	sb_set_cpu(0);
	CHECK_EQ(sb_audit_now(&e).cached_pages, 0);
	CHECK_EQ(sb_usage(a), 3);
	sb_books_ok(&e, &l);
	sb_finish(&e, &l);
}

/* a charge over the limit: unwinding, retry without the batch, drain, -ENOMEM */
static void t_limit(const struct sb_stock_ops *ops)
{
	struct sb_ledger l = { 0 };
	struct sb_memcg *a, *mid;
	unsigned int b = SB_CHARGE_BATCH, n = b - 5;
	struct sb_env e;

	if (sb_env_init(&e, ops, 2, 2, 0, 0))
		return sb_no_env();
	a = e.m->leaves[0];
	mid = a->parent;
	SB_PC_FIELD(&mid->memory, max) = 2 * b - 1;

	/* CPU 1 caches b - 1 pages of leaf 0 */
	sb_set_cpu(1);
	CHECK_EQ(ops->charge(e.s, a, 1, GFP_KERNEL), 0);
	sb_hold(&l, false, 0, 1);
	sb_set_cpu(0);
	/* b + b > 2b - 1: unwound, retried as n = b - 5 alone, which fits */
	CHECK_EQ(ops->charge(e.s, e.m->leaves[1], n, GFP_KERNEL), 0);
	sb_hold(&l, false, 1, n);
	CHECK_EQ(sb_usage(e.m->leaves[1]), n);
	CHECK_EQ(sb_usage(mid), b + n);
	CHECK(sb_cnt(&e, SB_CNT_CHARGE_FAIL) >= 1, "no limit hit counted");
	/* the leaf was charged then unwound: the failed walk left nothing */
	CHECK_EQ(sb_usage(e.m->root), b + n);

	/* 10 more: fails even alone; GFP_NOWAIT may not drain: -ENOMEM */
	CHECK_EQ(ops->charge(e.s, e.m->leaves[1], 10, GFP_NOWAIT), -ENOMEM);
	CHECK_EQ(sb_usage(mid), b + n);
	CHECK_EQ(sb_shim_nr_pending(1), 0);
	/* GFP_KERNEL drains once: CPU 1's work queued, still -ENOMEM now */
	CHECK_EQ(ops->charge(e.s, e.m->leaves[1], 10, GFP_KERNEL), -ENOMEM);
	CHECK(sb_shim_nr_pending(1) >= 1, "drain_all not requested");
	sb_set_cpu(1);
	sb_shim_run_pending();
	sb_set_cpu(0);
	CHECK_EQ(sb_usage(mid), n + 1);
	CHECK_EQ(ops->charge(e.s, e.m->leaves[1], 10, GFP_KERNEL), 0);
	sb_hold(&l, false, 1, 10);
	sb_books_ok(&e, &l);
	sb_finish(&e, &l);
}

/* CPU hot-unplug: what each release's memcg_hotplug_cpu_dead() drains */
static void t_cpu_dead(const struct sb_stock_ops *ops)
{
	enum sb_family fam = sb_family(ops);
	struct sb_ledger l = { 0 };
	struct sb_env e;

	if (sb_env_init(&e, ops, 1, 1, 0, 0))
		return sb_no_env();
	sb_set_cpu(1);
	CHECK_EQ(ops->charge(e.s, e.m->leaves[0], 1, GFP_KERNEL), 0);
	CHECK_EQ(ops->obj_charge(e.s, e.m->objcgs[0], 64, GFP_KERNEL), 0);
	sb_hold(&l, false, 0, 1);
	sb_hold(&l, true, 0, 64);
	sb_set_cpu(0);
	sb_cpu_online[1] = false;
	ops->cpu_dead(e.s, 1);
	CHECK_EQ(sb_cnt(&e, SB_CNT_DRAIN_DEAD), 1);
	if (fam == SB_FAM_MULTI || !strcmp(ops->name, "trylock")) {
		/* obj stock drained too (885aa5fe7b1d, 7.3) */
		CHECK_EQ(sb_audit_now(&e).objcg_refs, 0);
	} else {
		/* <= 6.14: the dead CPU's obj stock stays cached */
		CHECK_EQ(sb_audit_now(&e).objcg_refs, 1);
		CHECK_EQ(sb_audit_now(&e).cached_bytes, PAGE_SIZE - 64);
	}
	CHECK_EQ(sb_audit_now(&e).css_refs, 0);
	sb_books_ok(&e, &l);
	/*
	 * Free the object on CPU 0: a newly cached objcg adopts the bytes
	 * parked in nr_charged_bytes, so either way a whole page is cached.
	 */
	l.n--;
	e.ops->obj_uncharge(e.s, e.m->objcgs[0], 64);
	CHECK_EQ(sb_audit_now(&e).cached_bytes, PAGE_SIZE);
	CHECK_EQ(atomic_read(&e.m->objcgs[0]->nr_charged_bytes), 0);
	sb_books_ok(&e, &l);
	sb_cpu_online[1] = true;
	sb_finish(&e, &l);
}

/* sum of the recorded drains of @c from event @from on; their count in *@n */
static unsigned int sb_drained(unsigned int from, enum sb_counter c,
			       unsigned int *bytes, unsigned int *n)
{
	unsigned int i, pages = 0;

	*bytes = 0;
	*n = 0;
	for (i = from; i < sb_shim_nr_drains; i++) {
		if (sb_shim_drains[i].counter != (int)c)
			continue;
		pages += sb_shim_drains[i].pages;
		*bytes += sb_shim_drains[i].bytes;
		(*n)++;
	}
	return pages;
}

/*
 * The drain event's amounts: pages = what the drain took off the
 * page_counter (the usage drop), bytes = the obj bytes flushed; remote
 * requests carry none (the work's local drain does).
 */
static void t_drain_amounts(const struct sb_stock_ops *ops)
{
	enum sb_family fam = sb_family(ops);
	unsigned int from, bytes, n, cached;
	struct sb_ledger l = { 0 };
	struct sb_memcg *a;
	struct sb_env e;
	long before;

	if (sb_env_init(&e, ops, 2, 1, 0, 0))
		return sb_no_env();
	a = e.m->leaves[0];
	sb_shim_nr_drains = 0;
	sb_shim_trace_drain = true;

	/*
	 * CPU 1: 63 pages cached; 64 bytes: 62 pages + 4032 bytes; 8000
	 * bytes: 60 pages + 4224 bytes (a whole page in the obj stock, but
	 * for the <= 5.13 ones, which drain it above a page)
	 */
	sb_set_cpu(1);
	CHECK_EQ(ops->charge(e.s, a, 1, GFP_KERNEL), 0);
	CHECK_EQ(ops->obj_charge(e.s, e.m->objcgs[0], 64, GFP_KERNEL), 0);
	CHECK_EQ(ops->obj_charge(e.s, e.m->objcgs[0], 8000, GFP_KERNEL), 0);
	sb_hold(&l, false, 0, 1);
	sb_hold(&l, true, 0, 64);
	sb_hold(&l, true, 0, 8000);
	CHECK_EQ(sb_audit_now(&e).cached_pages,
		 SB_CHARGE_BATCH - (fam == SB_FAM_V512 ? 3 : 4));
	cached = sb_audit_now(&e).cached_bytes;
	if (fam != SB_FAM_V512)
		CHECK_EQ(cached, PAGE_SIZE + 128);

	/* drain_all from CPU 0: a remote request without amounts */
	sb_set_cpu(0);
	before = sb_usage(a);
	from = sb_shim_nr_drains;
	ops->drain_all(e.s, e.m->root);
	CHECK_EQ(sb_drained(from, SB_CNT_DRAIN_REMOTE, &bytes, &n), 0);
	CHECK_EQ(bytes, 0);
	CHECK(n >= 1, "no remote drain event");
	CHECK_EQ(sb_usage(a), before);

	/* the work on CPU 1: a local drain of exactly what left the counter */
	sb_set_cpu(1);
	from = sb_shim_nr_drains;
	sb_shim_run_pending();
	CHECK_EQ(sb_drained(from, SB_CNT_DRAIN_LOCAL, &bytes, &n),
		 before - sb_usage(a));
	CHECK_EQ(before - sb_usage(a), SB_CHARGE_BATCH - 3);
	CHECK_EQ(bytes, cached);
	CHECK_EQ(n, fam == SB_FAM_MULTI ? 2 : 1);
	sb_books_ok(&e, &l);

	/* an empty stock drains 0 pages */
	from = sb_shim_nr_drains;
	ops->drain_local(e.s);
	CHECK_EQ(sb_drained(from, SB_CNT_DRAIN_LOCAL, &bytes, &n), 0);
	CHECK_EQ(bytes, 0);
	CHECK(n >= 1, "no local drain event");

	/* CPU 1 dies with 63 pages cached: CPU 0 gives them back */
	CHECK_EQ(ops->charge(e.s, a, 1, GFP_KERNEL), 0);
	sb_hold(&l, false, 0, 1);
	sb_set_cpu(0);
	sb_cpu_online[1] = false;
	before = sb_usage(a);
	from = sb_shim_nr_drains;
	ops->cpu_dead(e.s, 1);
	CHECK_EQ(sb_drained(from, SB_CNT_DRAIN_DEAD, &bytes, &n),
		 before - sb_usage(a));
	CHECK_EQ(before - sb_usage(a), SB_CHARGE_BATCH - 1);
	CHECK_EQ(n, 1);
	sb_cpu_online[1] = true;

	sb_shim_trace_drain = false;
	sb_books_ok(&e, &l);
	sb_finish(&e, &l);
}

/*
 * The MEMCG_KMEM update of each release (mm/memcontrol.c at the tags):
 * none in 5.x on these paths; 6.1: the stat, the rstat list test and one
 * global per-CPU count whose overflow past the batch adds to a global
 * atomic; v6.8+ (trylock, decoupled, outside): a per-CPU count on every
 * ancestor, flushed into that level's shared atomic at the batch; a level
 * already flushable skips its atomic (v6.8 - v6.15: trylock) or ends the
 * walk (v6.16+: decoupled, outside).
 */
static void t_kmem_stat(const struct sb_stock_ops *ops)
{
	enum { NONE, V61, WALK68, WALK } want =
		sb_family(ops) == SB_FAM_V512 ||
		!strcmp(ops->name, "preempt") ? NONE :
		!strcmp(ops->name, "locallock") ? V61 :
		!strcmp(ops->name, "trylock") ? WALK68 : WALK;
	bool walk = want == WALK68 || want == WALK;
	unsigned int b = SB_CHARGE_BATCH, i;
	struct sb_ledger l = { 0 };
	struct sb_memcg *a, *p;
	struct sb_env e;

	if (sb_env_init(&e, ops, 2, 1, 0, 0))
		return sb_no_env();
	a = e.m->leaves[0];
	CHECK_EQ(ops->obj_charge(e.s, e.m->objcgs[0], 64, GFP_KERNEL), 0);
	sb_hold(&l, true, 0, 64);
	CHECK_EQ(sb_kmem(a), want == NONE ? 0 : 1);
	CHECK_EQ(*per_cpu_ptr(e.m->stats_updates, 0), want == V61 ? 1 : 0);
	for (p = a; p; p = p->parent) {
		struct sb_memcg_statc *c = per_cpu_ptr(p->statc, 0);

		CHECK_EQ(c->stats_updates, walk ? 1 : 0);
		CHECK_EQ(c->on_rstat_list, want != NONE);
	}
	sb_books_ok(&e, &l);
	if (want == NONE)
		goto out;

	/* past the batch: the periodic shared atomic */
	sb_memcg_account_kmem(e.s, a, b);
	if (want == V61) {
		CHECK_EQ(atomic_read(&e.m->stats_flush_threshold), 1);
		CHECK_EQ(*per_cpu_ptr(e.m->stats_updates, 0), 0);
	}
	for (p = a, i = 0; p; p = p->parent, i++) {
		CHECK_EQ(per_cpu_ptr(p->statc, 0)->stats_updates, 0);
		CHECK_EQ(atomic_long_read(&p->vmstats->stats_updates),
			 walk ? b + 1 : 0);
	}
	CHECK_EQ(i, 4);
	/*
	 * The leaf already flushable: the v6.16+ walk stops there; up to
	 * v6.15 every level still counts, only the leaf skips its atomic.
	 */
	if (walk) {
		atomic_long_set(&a->vmstats->stats_updates, LONG_MAX / 2);
		sb_memcg_account_kmem(e.s, a, -1);
		for (p = a; p; p = p->parent)
			CHECK_EQ(per_cpu_ptr(p->statc, 0)->stats_updates,
				 want == WALK68 ? 1 : 0);
		sb_memcg_account_kmem(e.s, a, -(long)(b - 1));
		CHECK_EQ(atomic_long_read(&a->vmstats->stats_updates),
			 LONG_MAX / 2);
		CHECK_EQ(atomic_long_read(&a->parent->vmstats->stats_updates),
			 want == WALK68 ? 2 * b + 1 : b + 1);
	} else {
		sb_memcg_account_kmem(e.s, a, -(long)b);
		CHECK_EQ(*per_cpu_ptr(e.m->stats_updates, 0), b);
	}
	CHECK_EQ(sb_kmem(a), 1);
out:
	sb_books_ok(&e, &l);
	sb_finish(&e, &l);
}

/*
 * page_counter.c of each release: protection usage propagated on every
 * charge and uncharge (cgroup v2); failcnt written on a limit hit up to
 * v6.14, v1 only from v6.15 (track_failcnt); v6.12+ local_watermark.
 */
static void t_pc_rules(const struct sb_stock_ops *ops)
{
	bool v615 = !strcmp(ops->name, "trylock") ||
		    sb_family(ops) == SB_FAM_MULTI;
	unsigned int b = SB_CHARGE_BATCH;
	struct sb_ledger l = { 0 };
	struct sb_memcg *a, *mid;
	struct sb_env e;

	if (sb_env_init(&e, ops, 2, 1, 0, 0))
		return sb_no_env();
	a = e.m->leaves[0];
	mid = a->parent;
	SB_PC_FIELD(&a->memory, min) = 10;
	SB_PC_FIELD(&a->memory, low) = 5;
	CHECK_EQ(ops->charge(e.s, a, 1, GFP_KERNEL), 0);
	sb_hold(&l, false, 0, 1);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&a->memory, min_usage)), 10);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&a->memory, low_usage)), 5);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&mid->memory, children_min_usage)), 10);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&mid->memory, children_low_usage)), 5);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&mid->memory, min_usage)), 0);
	CHECK_EQ(SB_PC_FIELD(&a->memory, watermark), b);
	if (v615)
		CHECK_EQ(a->memory.local_watermark, b);

	/* the stock drained: 1 page left, and the protection follows it */
	ops->drain_local(e.s);
	CHECK_EQ(sb_usage(a), 1);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&a->memory, min_usage)), 1);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&mid->memory, children_low_usage)), 1);

	/* a limit hit, with and without the batch: failcnt twice, or never */
	SB_PC_FIELD(&mid->memory, max) = b - 10;
	CHECK_EQ(ops->charge(e.s, a, b - 5, GFP_NOWAIT), -ENOMEM);
	CHECK_EQ(SB_PC_FIELD(&mid->memory, failcnt), v615 ? 0 : 2);
	CHECK_EQ(SB_PC_FIELD(&a->memory, failcnt), 0);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&a->memory, min_usage)), 1);
	SB_PC_FIELD(&mid->memory, max) = LONG_MAX / PAGE_SIZE;
	sb_books_ok(&e, &l);

	/* memory.min dropped to 0: the next walk clears its usage too */
	SB_PC_FIELD(&a->memory, min) = 0;
	CHECK_EQ(ops->charge(e.s, a, 1, GFP_KERNEL), 0);
	sb_hold(&l, false, 0, 1);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&a->memory, min_usage)), 0);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&mid->memory, children_min_usage)), 0);

	/* everything given back: the protected usage follows it to 0 */
	sb_ledger_release(&e, &l);
	sb_stock_drain_everything(e.s);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&a->memory, min_usage)), 0);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&mid->memory, children_min_usage)), 0);
	CHECK_EQ(atomic_long_read(&SB_PC_FIELD(&mid->memory, children_low_usage)), 0);
	sb_finish(&e, &l);
}

/*
 * The page_counter layout of the release: up to 5.17 usage shares its
 * line with the limits (no padding), from 6.1 it is alone on its line
 * and the limits share a line with parent (stock.h).
 */
static void t_pc_layout(const struct sb_stock_ops *ops)
{
	bool v5 = sb_v5_by_name(ops);
	struct sb_page_counter *c;
	struct sb_memcg *a;
	struct sb_env e;

	if (sb_env_init(&e, ops, 2, 1, 0, 0))
		return sb_no_env();
	a = e.m->leaves[0];
	c = &a->memory;
#define SB_LINE(f)	((uintptr_t)&SB_PC_FIELD(c, f) / 64)
	CHECK_EQ(SB_LINE(usage) == SB_LINE(max), v5);
	CHECK_EQ(SB_LINE(usage) == SB_LINE(min), v5);
	CHECK_EQ(SB_LINE(usage) == SB_LINE(failcnt), !v5);
	CHECK_EQ(SB_LINE(max) == SB_LINE(low), true);
#undef SB_LINE
	/* the walk follows the parent of that layout */
	CHECK_EQ(ops->charge(e.s, a, 1, GFP_KERNEL), 0);
	CHECK_EQ(sb_usage(a->parent), SB_PC_FIELD(c, watermark));
	CHECK_EQ(sb_usage(e.m->root), sb_usage(a));
	ops->uncharge(e.s, a, 1);
	sb_stock_drain_everything(e.s);
	CHECK_EQ(sb_usage(e.m->root), 0);
	sb_env_fini(&e);
}

/*
 * workload=slab: what __GFP_ACCOUNT adds to kmalloc(64) and kfree() in
 * the variant's release. Each object holds an objcg reference and its
 * charge (obj_full_size() = 72 bytes); the slab stat, cached in the obj
 * stock from v5.14 or not, adds up to what the objects hold once the
 * stocks are drained, and to 0 after the frees.
 */
static void t_slab(const struct sb_stock_ops *ops)
{
	unsigned int i, n = 10, full = sb_obj_full_size(64);
	struct sb_objcg *ext[10] = { NULL }, *o;
	struct sb_ledger l = { 0 };
	struct sb_memcg *a;
	struct sb_env e;

	/* every variant models its release's hooks: none is skipped */
	CHECK(ops->slab_alloc && ops->slab_free, "%s: no slab path",
	      ops->name);
	if (!ops->slab_alloc || !ops->slab_free)
		return;
	if (sb_env_init(&e, ops, 2, 1, 0, 0))
		return sb_no_env();
	a = e.m->leaves[0];
	o = e.m->objcgs[0];
	sb_count_charges(e.s, SB_CNT_OBJ_HIT, n);
	for (i = 0; i < n; i++) {
		CHECK_EQ(ops->slab_alloc(e.s, a, 64, GFP_KERNEL, &ext[i]), 0);
		CHECK(ext[i] == o, "object %u: objcg %p, want %p", i, ext[i], o);
	}
	CHECK_EQ(sb_cnt(&e, SB_CNT_OBJ_MISS), 1);
	CHECK_EQ(sb_cnt(&e, SB_CNT_OBJ_HIT), n - 1);
	CHECK_EQ(sb_objref(o) - 1 - sb_audit_now(&e).objcg_refs, n);
	/* the 5.x releases update no MEMCG_KMEM on these paths */
	CHECK_EQ(sb_kmem(a), sb_v5_by_name(ops) ? 0 : 1);
	sb_stock_drain_everything(e.s);
	CHECK_EQ(sb_memcg_slab_sum(a, 0), n * full);
	CHECK_EQ(sb_memcg_slab_sum(a, 1), n * full);
	CHECK_EQ(sb_usage(a), 1);
	for (i = 0; i < n; i++) {
		ops->slab_free(e.s, 64, &ext[i]);
		CHECK(!ext[i], "object %u keeps its objcg", i);
	}
	CHECK_EQ(sb_objref(o) - 1, sb_audit_now(&e).objcg_refs);
	sb_books_ok(&e, &l);
	sb_stock_drain_everything(e.s);
	CHECK_EQ(sb_memcg_slab_sum(a, 0), 0);
	sb_finish(&e, &l);
}

/* the slab stat of @memcg, memcg and lruvec, which must agree */
static long sb_slab_stat(struct sb_memcg *memcg)
{
	long v = sb_memcg_slab_sum(memcg, 0);

	CHECK(sb_memcg_slab_sum(memcg, 1) == v,
	      "memcg %u: slab stat %ld, lruvec %ld", memcg->id, v,
	      sb_memcg_slab_sum(memcg, 1));
	return v;
}

/*
 * The slab stat of workload=slab between drains, per release: <= v5.13
 * (irq, busted) updates the memcg on every hook; from v5.14 (5.15.135,
 * 5.17-rc5 and 6.1.192 mod_objcg_state()) it is cached in the obj stock,
 * preempt's in the one get_obj_stock() picks for the context, and
 * reaches the memcg only when the cache passes PAGE_SIZE, the objcg
 * changes or the obj stock drains (drain_obj_stock()). decoupled's
 * __account_obj_stock() is t_slab's alone.
 */
static void t_slab_stat(const struct sb_stock_ops *ops)
{
	unsigned int i, full = sb_obj_full_size(64);
	/* the object whose stat takes the cache past PAGE_SIZE: the 57th */
	unsigned int k = PAGE_SIZE / full + 1;
	struct sb_objcg *ext[64] = { NULL }, *extb = NULL;
	struct sb_ledger l = { 0 };
	struct sb_memcg *a, *b;
	bool cached;
	struct sb_env e;

	if (sb_family(ops) == SB_FAM_MULTI || !ops->slab_alloc)
		return;
	cached = sb_family(ops) == SB_FAM_V515;
	if (sb_env_init(&e, ops, 2, 2, 0, 0))
		return sb_no_env();
	a = e.m->leaves[0];
	b = e.m->leaves[1];
	sb_count_charges(e.s, SB_CNT_OBJ_HIT, k + 3);
	for (i = 0; i < k; i++) {
		CHECK_EQ(ops->slab_alloc(e.s, a, 64, GFP_KERNEL, &ext[i]), 0);
		/* cached up to and including PAGE_SIZE, flushed above it */
		CHECK_EQ(sb_slab_stat(a),
			 !cached ? (i + 1) * full : i + 1 < k ? 0 : k * full);
	}
	/* a fresh cache keeps even a single object's stat */
	CHECK_EQ(ops->slab_alloc(e.s, a, 64, GFP_KERNEL, &ext[k]), 0);
	CHECK_EQ(sb_slab_stat(a), (cached ? k : k + 1) * full);
	/* drain_local_stock() flushes it: task context drains task_obj */
	ops->drain_local(e.s);
	CHECK_EQ(sb_slab_stat(a), (k + 1) * full);
	/* a free after the drain caches its -full again */
	ops->slab_free(e.s, 64, &ext[k]);
	CHECK_EQ(sb_slab_stat(a), (cached ? k + 1 : k) * full);
	/* another objcg's object: the old objcg's stat flushed, the new kept */
	CHECK_EQ(ops->slab_alloc(e.s, b, 64, GFP_KERNEL, &extb), 0);
	CHECK_EQ(sb_slab_stat(a), k * full);
	CHECK_EQ(sb_slab_stat(b), cached ? 0 : full);
	if (!strcmp(ops->name, "preempt")) {
		/*
		 * 5.15: an interrupt's hooks use irq_obj, so b's cached stat
		 * in task_obj stays; both stocks hold b's objcg
		 */
		sb_shim.softirq++;
		CHECK(!in_task(), "softirq not emulated");
		CHECK_EQ(ops->slab_alloc(e.s, b, 64, GFP_ATOMIC, &ext[k]), 0);
		sb_shim.softirq--;
		CHECK_EQ(sb_slab_stat(b), 0);
		CHECK_EQ(sb_audit_now(&e).objcg_refs, 2);
		ops->slab_free(e.s, 64, &ext[k]);
	}
	ops->slab_free(e.s, 64, &extb);
	for (i = 0; i < k; i++)
		ops->slab_free(e.s, 64, &ext[i]);
	sb_books_ok(&e, &l);
	sb_stock_drain_everything(e.s);
	CHECK_EQ(sb_slab_stat(a), 0);
	CHECK_EQ(sb_slab_stat(b), 0);
	sb_finish(&e, &l);
}

/*
 * Each variant's description names the releases whose code it models, and
 * no other: the kernel ranges checked against the sources (file headers).
 */
static void t_labels(void)
{
	static const struct {
		const char *name, *claims, *not;
	} want[] = {
		{ "irq", "<= v5.13", NULL },
		{ "preempt", "v5.14-v5.17", NULL },
		{ "locallock", "v6.1-v6.14", "v5.18-" },
		{ "trylock", "v6.15", NULL },
		{ "decoupled", "7.3", "v6.16-" },
		{ "outside", "proposed", NULL },
		{ "decoupled_random", "eviction policy only", "v6.16-" },
		{ "busted", "negative control", NULL },
	};
	unsigned int i;

	CHECK_EQ(sb_nr_variants, ARRAY_SIZE(want));
	for (i = 0; i < ARRAY_SIZE(want); i++) {
		const struct sb_stock_ops *ops = sb_variant_find(want[i].name);

		CHECK(ops, "no variant %s", want[i].name);
		if (!ops)
			continue;
		CHECK(strstr(ops->desc, want[i].claims), "%s: \"%s\" lacks \"%s\"",
		      ops->name, ops->desc, want[i].claims);
		CHECK(!want[i].not || !strstr(ops->desc, want[i].not),
		      "%s: \"%s\" claims \"%s\"", ops->name, ops->desc,
		      want[i].not);
	}
}

/*
 * The CLI names the trace events' variant ids by variant_list.h, the
 * module by sb_variants[]->name: the same list, so each id must name its
 * ops.
 */
static void t_variant_list(void)
{
#define SB_VARIANT_NAME(name)	[sb_##name##_id] = #name,
	static const char *const names[] = { SB_VARIANTS(SB_VARIANT_NAME) };
#undef SB_VARIANT_NAME
	unsigned int i;

	CHECK_EQ(sb_nr_variants, SB_NR_VARIANTS);
	CHECK_EQ(ARRAY_SIZE(names), SB_NR_VARIANTS);
	for (i = 0; i < sb_nr_variants && i < ARRAY_SIZE(names); i++)
		CHECK(!strcmp(sb_variants[i]->name, names[i]),
		      "variant id %u: the list says %s, its ops %s", i, names[i],
		      sb_variants[i]->name);
}

const struct sb_test sb_exact_tests[] = {
	{ "exact: variant ids name their ops (variant_list.h)", NULL,
	  t_variant_list },
	{ "exact: each description names its releases", NULL, t_labels },
	{ "exact: MEMCG_KMEM update per release", t_kmem_stat, NULL },
	{ "exact: page_counter rules per release", t_pc_rules, NULL },
	{ "exact: page_counter layout per release", t_pc_layout, NULL },
	{ "exact: page hit/miss/batch", t_page_batch, NULL },
	{ "exact: memcg switch / slot eviction", t_page_evict, NULL },
	{ "exact: strict cycle of 8 memcgs: round-robin vs random victim", t_page_cycle, NULL },
	{ "exact: random victim in range and uniform", NULL, t_random_victim },
	{ "exact: obj carry-over at PAGE_SIZE", t_obj_carry, NULL },
	{ "exact: slab hooks (workload=slab)", t_slab, NULL },
	{ "exact: slab stat cached in the obj stock per release", t_slab_stat,
	  NULL },
	{ "exact: obj u16 slot limit", t_obj_u16, NULL },
	{ "exact: drain_all local + remote", t_drain_all, NULL },
	{ "exact: over-high test per release", t_over_high, NULL },
	{ "exact: limit, unwind, drain, -ENOMEM", t_limit, NULL },
	{ "exact: cpu_dead", t_cpu_dead, NULL },
	{ "exact: drain event amounts", t_drain_amounts, NULL },
	{ NULL, NULL, NULL },
};
