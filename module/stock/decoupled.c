// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench variant "decoupled": 7.3.x, following Debian linux-source-7.3
 * 7.3.4-1~bpo13+1, mm/memcontrol.c: consume_stock(), refill_stock(),
 * drain_stock(), trylock_stock(), __refill_obj_stock(),
 * drain_obj_stock_slot(), obj_cgroup_charge(), memcg_hotplug_cpu_dead()
 * and memcg_rstat_updated(). Shakeel Butt's v6.16 decoupling plus the
 * 2026 changes: round-robin eviction, the multi-objcg obj stock,
 * obj_cgroup_uncharge_pages() under the obj lock (Johannes Weiner's
 * rework) and a memcg slot released when consumed to zero.
 * No variant models v6.16 - 7.1 (7.2 was not read). v6.16 (from its
 * merged diffs, not a tarball) picks the victim memcg slot with
 * get_random_u32_below(), has one obj slot, uncharges after the obj
 * unlock and keeps a slot consumed to zero. The 2026 changes reached
 * the releases between one by one, and not all were read here: the
 * round-robin fix went to the stable trees (Cc stable, May 2026), the
 * multi-objcg stock is 7.2+, and the mm tree of June 2026 still kept a
 * slot consumed to zero (the context of Joshua Hahn's v4 5/5); so a
 * 7.0.y or 7.1.y may have some of 7.3's behaviour and not the rest.
 * Separate memcg and obj stocks, each under its own local_trylock_t
 * taken with the try form (preemption off, IRQs on) on every fast path; a
 * failed trylock falls back to the page_counter directly. Heavy work stays
 * under the locks: drain_stock() (uncharge + css_put) under the memcg lock,
 * obj slot drains and obj_cgroup_uncharge_pages() (-> refill_stock) under
 * the obj lock.
 * Slab stat caching (__account_obj_stock) runs on workload=slab only
 * (the slab hooks; page and obj time the stocks alone); MEMCG_KMEM as
 * account_kmem_nmi_safe() updates it on x86 (SB_KMEM_V73: preemption
 * off, the stat, and the stats_updates walk up to the first flushable
 * level).
 */
#include <linux/bug.h>
#include <linux/limits.h>
#include <linux/numa.h>
#include "decoupled.h"

#define dc_memcg_this(s)	this_cpu_ptr(&sb_dc_pcp(s)->memcg)
#define dc_obj_this(s)		this_cpu_ptr(&sb_dc_pcp(s)->obj)
#define dc_of(s, cpu)		sb_pcp_of(s, struct sb_dc_pcp, cpu)

/* ---- memcg stock ---------------------------------------------------------- */

static bool dc_consume(struct sb_stock *s, struct sb_memcg *memcg,
		       unsigned int nr_pages, gfp_t gfp)
{
	struct sb_dc_memcg_stock *st;
	bool ret = false;
	unsigned int i;
	u64 t0;

	if (nr_pages > SB_CHARGE_BATCH)
		return false;
	if (!sb_trylock(&sb_dc_pcp(s)->memcg.lock)) {
		sb_count(s, SB_CNT_TRYLOCK_FAIL);
		return false;
	}
	t0 = sb_hold_begin(s);
	st = dc_memcg_this(s);
	for (i = 0; i < SB_NR_MEMCG_STOCK; i++) {
		unsigned int stock_pages;

		if (READ_ONCE(st->cached[i]) != memcg)
			continue;
		stock_pages = st->nr_pages[i];
		if (stock_pages >= nr_pages) {
			WRITE_ONCE(st->nr_pages[i], stock_pages - nr_pages);
			ret = true;
			/*
			 * 7.3.4: a slot consumed to zero is released (Debian
			 * linux-source-7.3 7.3.4-1~bpo13+1, mm/memcontrol.c
			 * consume_stock(), lines 2149-2156); the mm tree of
			 * 2026-06 (Joshua Hahn's v4 5/5 context) had not
			 */
			if (stock_pages == nr_pages) {
				sb_css_put(memcg);
				WRITE_ONCE(st->cached[i], NULL);
			}
		}
		break;
	}
	sb_hold_end(s, t0);
	sb_unlock(&sb_dc_pcp(s)->memcg.lock);
	return ret;
}

/* drain_stock(stock, i): returns the pages given back */
static unsigned int dc_drain_slot(struct sb_dc_memcg_stock *st,
				  unsigned int i)
{
	struct sb_memcg *old = st->cached[i];
	unsigned int pages = st->nr_pages[i];

	if (!old)
		return 0;
	if (pages) {
		sb_memcg_uncharge(old, pages);
		WRITE_ONCE(st->nr_pages[i], 0);
	}
	sb_css_put(old);
	WRITE_ONCE(st->cached[i], NULL);
	return pages;
}

/* take slot @i out of the stock without touching counters or refs */
static void dc_detach_slot(struct sb_dc_memcg_stock *st, unsigned int i,
			   struct sb_dc_detached *det)
{
	det->memcg = st->cached[i];
	det->nr_pages = st->nr_pages[i];
	WRITE_ONCE(st->nr_pages[i], 0);
	WRITE_ONCE(st->cached[i], NULL);
}

/* returns the pages given back */
static unsigned int dc_drain_fully(struct sb_dc_memcg_stock *st)
{
	unsigned int i, pages = 0;

	for (i = 0; i < SB_NR_MEMCG_STOCK; i++)
		pages += dc_drain_slot(st, i);
	return pages;
}

bool sb_dc_refill_locked(struct sb_stock *s, struct sb_dc_memcg_stock *st,
			 struct sb_memcg *memcg, unsigned int nr_pages,
			 struct sb_dc_detached *det, bool may_evict)
{
	int empty = -1;
	unsigned int i;

	for (i = 0; i < SB_NR_MEMCG_STOCK; i++) {
		struct sb_memcg *cached = st->cached[i];
		unsigned int stock_pages;

		if (!cached && empty < 0)
			empty = i;
		if (cached != memcg)
			continue;
		stock_pages = st->nr_pages[i] + nr_pages;
		WRITE_ONCE(st->nr_pages[i], stock_pages);
		if (stock_pages > SB_CHARGE_BATCH) {
			if (det)
				dc_detach_slot(st, i, det);
			else
				dc_drain_slot(st, i);
		}
		return true;
	}
	if (empty < 0) {
		if (!may_evict)
			return false;
		if (s->ops->flags & SB_F_RANDOM_VICTIM) {
			/* decoupled_random: v6.16's policy, the module's PRNG */
			i = sb_dc_random_victim(&st->victim_rnd);
		} else {
			/* round-robin, NMI-safe (get_random_u32_below() is not) */
			i = st->drain_idx++;
			if (st->drain_idx >= SB_NR_MEMCG_STOCK)
				st->drain_idx = 0;
		}
		/* guard the index even if the stock was corrupted */
		i %= SB_NR_MEMCG_STOCK;
		sb_count(s, SB_CNT_EVICTION);
		if (det)
			dc_detach_slot(st, i, det);
		else
			dc_drain_slot(st, i);
	} else {
		i = empty;
	}
	sb_css_get(memcg);
	WRITE_ONCE(st->cached[i], memcg);
	WRITE_ONCE(st->nr_pages[i], nr_pages);
	return true;
}

/* refill_stock(): disposal of old slots under the lock */
void sb_dc_refill(struct sb_stock *s, struct sb_memcg *memcg,
		  unsigned int nr_pages)
{
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
	sb_dc_refill_locked(s, dc_memcg_this(s), memcg, nr_pages, NULL, true);
	sb_hold_end(s, t0);
	sb_unlock(&sb_dc_pcp(s)->memcg.lock);
}

int sb_dc_charge(struct sb_stock *s, struct sb_memcg *memcg,
		 unsigned int nr_pages, gfp_t gfp)
{
	return sb_try_charge(s, memcg, nr_pages, gfp, dc_consume, true, true);
}

/* ---- obj stock -------------------------------------------------------------- */

static struct sb_dc_obj_stock *dc_trylock_obj(struct sb_stock *s)
{
	if (!sb_trylock(&sb_dc_pcp(s)->obj.lock)) {
		sb_count(s, SB_CNT_TRYLOCK_FAIL);
		return NULL;
	}
	return dc_obj_this(s);
}

static void dc_unlock_obj(struct sb_stock *s)
{
	sb_unlock(&sb_dc_pcp(s)->obj.lock);
}

/*
 * drain_obj_stock_slot(): pages uncharged directly, tail to the objcg;
 * returns the bytes flushed (their whole pages went to the page_counter)
 */
static unsigned int dc_drain_obj_slot(struct sb_stock *s,
				      struct sb_dc_obj_stock *st, unsigned int i)
{
	struct sb_objcg *old = st->cached[i];
	unsigned int bytes = st->nr_bytes[i];

	if (!old)
		return 0;
	if (bytes) {
		unsigned int pages = st->nr_bytes[i] >> PAGE_SHIFT;
		unsigned int rem = st->nr_bytes[i] & (PAGE_SIZE - 1);

		if (pages) {
			struct sb_memcg *memcg = old->memcg;

			sb_css_get(memcg);
			sb_memcg_uncharge_kmem(s, memcg, pages);
			sb_css_put(memcg);
		}
		atomic_add(rem, &old->nr_charged_bytes);
		st->nr_bytes[i] = 0;
	}
	/* drain_obj_stock_stats(): the slot owns the cached slab stat */
	if (st->index == (int)i) {
		if (st->nr_slab_unreclaimable_b) {
			sb_mod_objcg_mlstate(s, old, st->nr_slab_unreclaimable_b);
			st->nr_slab_unreclaimable_b = 0;
		}
		st->index = -1;
		st->node_id = NUMA_NO_NODE;
	}
	WRITE_ONCE(st->cached[i], NULL);
	sb_objcg_put(old);
	return bytes;
}

/* adds the pages given back to *@pages; returns the bytes flushed */
static unsigned int dc_drain_obj_fully(struct sb_stock *s,
				       struct sb_dc_obj_stock *st,
				       unsigned int *pages)
{
	unsigned int i, b, bytes = 0;

	for (i = 0; i < SB_NR_OBJ_STOCK; i++) {
		b = dc_drain_obj_slot(s, st, i);
		*pages += b >> PAGE_SHIFT;
		bytes += b;
	}
	return bytes;
}

/* __consume_obj_stock(): the obj lock held */
static bool __dc_consume_obj(struct sb_dc_obj_stock *st,
			     struct sb_objcg *objcg, unsigned int nr_bytes)
{
	unsigned int i;

	for (i = 0; i < SB_NR_OBJ_STOCK; i++) {
		if (READ_ONCE(st->cached[i]) != objcg)
			continue;
		if (st->nr_bytes[i] >= nr_bytes) {
			st->nr_bytes[i] -= nr_bytes;
			return true;
		}
		return false;
	}
	return false;
}

static bool dc_consume_obj(struct sb_stock *s, struct sb_objcg *objcg,
			   unsigned int nr_bytes)
{
	struct sb_dc_obj_stock *st = dc_trylock_obj(s);
	bool ret;
	u64 t0;

	if (!st)
		return false;
	t0 = sb_hold_begin(s);
	ret = __dc_consume_obj(st, objcg, nr_bytes);
	sb_hold_end(s, t0);
	dc_unlock_obj(s);
	return ret;
}

/*
 * __refill_obj_stock(); @st NULL when the trylock failed. The page
 * uncharge runs before the caller unlocks: obj lock -> memcg lock.
 */
static void dc_refill_obj_locked(struct sb_stock *s, struct sb_objcg *objcg,
				 struct sb_dc_obj_stock *st,
				 unsigned int nr_bytes, bool allow_uncharge)
{
	unsigned int nr_pages = 0, stored;
	int empty = -1, found = -1;
	unsigned int i;

	if (!st) {
		sb_count(s, SB_CNT_DIRECT_UNCHARGE);
		nr_pages = nr_bytes >> PAGE_SHIFT;
		atomic_add(nr_bytes & (PAGE_SIZE - 1), &objcg->nr_charged_bytes);
		goto out;
	}
	for (i = 0; i < SB_NR_OBJ_STOCK; i++) {
		struct sb_objcg *cached = st->cached[i];

		if (!cached && empty < 0)
			empty = i;
		if (cached == objcg) {
			found = i;
			break;
		}
	}
	if (found < 0) {
		if (empty < 0) {
			i = st->drain_idx++;
			if (st->drain_idx >= SB_NR_OBJ_STOCK)
				st->drain_idx = 0;
			i %= SB_NR_OBJ_STOCK;
			sb_count(s, SB_CNT_EVICTION);
			dc_drain_obj_slot(s, st, i);
		} else {
			i = empty;
		}
		sb_objcg_get(objcg);
		stored = atomic_read(&objcg->nr_charged_bytes) ?
			 atomic_xchg(&objcg->nr_charged_bytes, 0) : 0;
		WRITE_ONCE(st->cached[i], objcg);
		allow_uncharge = true;
	} else {
		i = found;
		stored = st->nr_bytes[i];
	}
	stored += nr_bytes;
	if ((allow_uncharge && stored > PAGE_SIZE) || stored > U16_MAX) {
		nr_pages = stored >> PAGE_SHIFT;
		stored &= PAGE_SIZE - 1;
	}
	st->nr_bytes[i] = stored;
out:
	if (nr_pages)
		sb_obj_uncharge_pages(s, objcg, nr_pages);
}

static void dc_refill_obj(struct sb_stock *s, struct sb_objcg *objcg,
			  unsigned int nr_bytes, bool allow_uncharge)
{
	struct sb_dc_obj_stock *st = dc_trylock_obj(s);
	u64 t0 = st ? sb_hold_begin(s) : 0;

	dc_refill_obj_locked(s, objcg, st, nr_bytes, allow_uncharge);
	if (st) {
		sb_hold_end(s, t0);
		dc_unlock_obj(s);
	}
}

int sb_dc_obj_charge(struct sb_stock *s, struct sb_objcg *objcg,
		     size_t size, gfp_t gfp)
{
	unsigned int nr_pages, tail;
	int ret;

	/* a hit was counted by the caller (sb_count_charges()) */
	if (dc_consume_obj(s, objcg, size))
		return 0;
	sb_count_miss(s, SB_CNT_OBJ_HIT, SB_CNT_OBJ_MISS, true);
	nr_pages = sb_obj_pages(size, &tail);
	ret = sb_obj_charge_pages(s, objcg, gfp, nr_pages, dc_consume, true);
	if (!ret && tail)
		dc_refill_obj(s, objcg, tail, false);
	return ret;
}

void sb_dc_obj_uncharge(struct sb_stock *s, struct sb_objcg *objcg,
			size_t size)
{
	dc_refill_obj(s, objcg, size, true);
}

/* ---- the slab hooks --------------------------------------------------------- */

/*
 * __account_obj_stock() (7.3.4 mm/memcontrol.c): the slab stat cached
 * with the slot of @objcg, in the caller's critical section; @st NULL
 * (trylock failed) or no slot: straight to the memcg
 */
static void dc_account_obj(struct sb_stock *s, struct sb_objcg *objcg,
			   struct sb_dc_obj_stock *st, int nr)
{
	s16 *bytes;
	int i;

	if (!st)
		goto direct;
	for (i = 0; i < SB_NR_OBJ_STOCK; i++)
		if (READ_ONCE(st->cached[i]) == objcg)
			break;
	if (i == SB_NR_OBJ_STOCK)
		goto direct;
	/* one node: the pgdat test never fails */
	if (st->index < 0) {
		st->index = i;
		st->node_id = 0;
	} else if (st->index != i || st->node_id != 0) {
		struct sb_objcg *old = READ_ONCE(st->cached[st->index]);

		if (st->nr_slab_unreclaimable_b) {
			sb_mod_objcg_mlstate(s, old, st->nr_slab_unreclaimable_b);
			st->nr_slab_unreclaimable_b = 0;
		}
		st->index = i;
		st->node_id = 0;
	}
	bytes = &st->nr_slab_unreclaimable_b;
	nr += *bytes;
	if (abs(nr) <= S16_MAX && (!*bytes || abs(nr) <= (int)PAGE_SIZE)) {
		*bytes = nr;
		nr = 0;
	} else {
		*bytes = 0;
	}
direct:
	if (nr)
		sb_mod_objcg_mlstate(s, objcg, nr);
}

/*
 * __memcg_slab_post_alloc_hook() (7.3.4): current's objcg without a
 * reference; consume, or charge pages and refill the tail, and the slab
 * stat, in one obj-stock section; then the object's reference
 */
int sb_dc_slab_alloc(struct sb_stock *s, struct sb_memcg *memcg, size_t size,
		     gfp_t gfp, struct sb_objcg **ext)
{
	size_t full = sb_obj_full_size(size);
	struct sb_dc_obj_stock *st;
	struct sb_objcg *objcg;
	u64 t0;

	objcg = READ_ONCE(memcg->objcg);
	if (!objcg)
		return 0;
	st = dc_trylock_obj(s);
	t0 = st ? sb_hold_begin(s) : 0;
	if (!st || !__dc_consume_obj(st, objcg, full)) {
		unsigned int nr_pages, tail;

		/* a hit was counted by the caller (sb_count_charges()) */
		sb_count_miss(s, SB_CNT_OBJ_HIT, SB_CNT_OBJ_MISS, true);
		if (st) {
			sb_hold_end(s, t0);
			dc_unlock_obj(s);
		}
		nr_pages = sb_obj_pages(full, &tail);
		if (sb_obj_charge_pages(s, objcg, gfp, nr_pages, dc_consume,
					true))
			return -ENOMEM;
		st = dc_trylock_obj(s);
		t0 = st ? sb_hold_begin(s) : 0;
		if (tail)
			dc_refill_obj_locked(s, objcg, st, tail, false);
	}
	dc_account_obj(s, objcg, st, full);
	if (st) {
		sb_hold_end(s, t0);
		dc_unlock_obj(s);
	}
	sb_objcg_get(objcg);
	WRITE_ONCE(*ext, objcg);
	return 0;
}

/* __memcg_slab_free_hook() (7.3.4): refill and stat in one section */
void sb_dc_slab_free(struct sb_stock *s, size_t size, struct sb_objcg **ext)
{
	size_t full = sb_obj_full_size(size);
	struct sb_objcg *objcg = READ_ONCE(*ext);
	struct sb_dc_obj_stock *st;
	u64 t0;

	if (!objcg)
		return;
	WRITE_ONCE(*ext, NULL);
	st = dc_trylock_obj(s);
	t0 = st ? sb_hold_begin(s) : 0;
	dc_refill_obj_locked(s, objcg, st, full, true);
	dc_account_obj(s, objcg, st, -(int)full);
	if (st) {
		sb_hold_end(s, t0);
		dc_unlock_obj(s);
	}
	sb_objcg_put(objcg);
}

/* ---- draining ---------------------------------------------------------------- */

/* drain_local_memcg_stock(): task context, blocking lock */
static void dc_drain_local_memcg(struct sb_stock *s)
{
	struct sb_dc_memcg_stock *st;
	unsigned int pages;
	u64 t0;

	if (WARN_ON_ONCE(!in_task()))
		return;
	sb_lock(&sb_dc_pcp(s)->memcg.lock);
	t0 = sb_hold_begin(s);
	st = dc_memcg_this(s);
	pages = dc_drain_fully(st);
	clear_bit(SB_FLUSHING_CACHED_CHARGE, &st->flags);
	sb_count_drain(s, SB_CNT_DRAIN_LOCAL, pages, 0);
	sb_hold_end(s, t0);
	sb_unlock(&sb_dc_pcp(s)->memcg.lock);
}

static void dc_drain_local_obj(struct sb_stock *s)
{
	struct sb_dc_obj_stock *st;
	unsigned int pages = 0, bytes;
	u64 t0;

	if (WARN_ON_ONCE(!in_task()))
		return;
	sb_lock(&sb_dc_pcp(s)->obj.lock);
	t0 = sb_hold_begin(s);
	st = dc_obj_this(s);
	bytes = dc_drain_obj_fully(s, st, &pages);
	clear_bit(SB_FLUSHING_CACHED_CHARGE, &st->flags);
	sb_count_drain(s, SB_CNT_DRAIN_LOCAL, pages, bytes);
	sb_hold_end(s, t0);
	sb_unlock(&sb_dc_pcp(s)->obj.lock);
}

void sb_dc_drain_local(struct sb_stock *s)
{
	dc_drain_local_obj(s);
	dc_drain_local_memcg(s);
}

static void dc_memcg_work(struct work_struct *work)
{
	dc_drain_local_memcg(container_of(work, struct sb_dc_pcp,
					  memcg.work)->s);
}

static void dc_obj_work(struct work_struct *work)
{
	dc_drain_local_obj(container_of(work, struct sb_dc_pcp, obj.work)->s);
}

/* is_memcg_drain_needed() */
static bool dc_memcg_needs(struct sb_stock *s, unsigned int cpu,
			   struct sb_memcg *root)
{
	struct sb_dc_memcg_stock *st = &dc_of(s, cpu)->memcg;
	unsigned int i;

	for (i = 0; i < SB_NR_MEMCG_STOCK; i++) {
		struct sb_memcg *memcg = READ_ONCE(st->cached[i]);

		if (memcg && READ_ONCE(st->nr_pages[i]) &&
		    sb_memcg_is_descendant(memcg, root))
			return true;
	}
	return false;
}

/* obj_stock_flush_required() */
static bool dc_obj_needs(struct sb_stock *s, unsigned int cpu,
			 struct sb_memcg *root)
{
	struct sb_dc_obj_stock *st = &dc_of(s, cpu)->obj;
	unsigned int i;

	for (i = 0; i < SB_NR_OBJ_STOCK; i++) {
		struct sb_objcg *objcg = READ_ONCE(st->cached[i]);

		if (objcg && sb_memcg_is_descendant(objcg->memcg, root))
			return true;
	}
	return false;
}

static unsigned long *dc_memcg_flags(struct sb_stock *s, unsigned int cpu)
{
	return &dc_of(s, cpu)->memcg.flags;
}

static unsigned long *dc_obj_flags(struct sb_stock *s, unsigned int cpu)
{
	return &dc_of(s, cpu)->obj.flags;
}

static struct work_struct *dc_memcg_work_of(struct sb_stock *s,
					    unsigned int cpu)
{
	return &dc_of(s, cpu)->memcg.work;
}

static struct work_struct *dc_obj_work_of(struct sb_stock *s, unsigned int cpu)
{
	return &dc_of(s, cpu)->obj.work;
}

static const struct sb_drain_desc dc_drain_descs[] = {
	{
		.needs = dc_memcg_needs,
		.flags_of = dc_memcg_flags,
		.work_of = dc_memcg_work_of,
		.drain_here = dc_drain_local_memcg,
	}, {
		.needs = dc_obj_needs,
		.flags_of = dc_obj_flags,
		.work_of = dc_obj_work_of,
		.drain_here = dc_drain_local_obj,
	},
};

void sb_dc_drain_all(struct sb_stock *s, struct sb_memcg *root)
{
	sb_drain_all_common(s, root, dc_drain_descs,
			    ARRAY_SIZE(dc_drain_descs));
}

/* 0ccf1806d44f: no stock lock for CPU hot-unplug; obj first */
void sb_dc_cpu_dead(struct sb_stock *s, unsigned int cpu)
{
	unsigned int pages = 0, bytes;

	bytes = dc_drain_obj_fully(s, &dc_of(s, cpu)->obj, &pages);
	pages += dc_drain_fully(&dc_of(s, cpu)->memcg);
	sb_count_drain(s, SB_CNT_DRAIN_DEAD, pages, bytes);
}

void sb_dc_drain_cpu(struct sb_stock *s, unsigned int cpu)
{
	unsigned int pages = 0;

	dc_drain_obj_fully(s, &dc_of(s, cpu)->obj, &pages);
	dc_drain_fully(&dc_of(s, cpu)->memcg);
}

void sb_dc_audit_cpu(struct sb_stock *s, unsigned int cpu, struct sb_audit *a)
{
	struct sb_dc_pcp *st = dc_of(s, cpu);
	unsigned int i;

	for (i = 0; i < SB_NR_MEMCG_STOCK; i++) {
		if (st->memcg.cached[i]) {
			a->cached_pages += st->memcg.nr_pages[i];
			a->css_refs++;
		}
	}
	for (i = 0; i < SB_NR_OBJ_STOCK; i++) {
		if (st->obj.cached[i]) {
			a->cached_bytes += st->obj.nr_bytes[i];
			a->objcg_refs++;
		}
	}
}

int sb_dc_init(struct sb_stock *s)
{
	unsigned int cpu;

	for_each_possible_cpu(cpu) {
		struct sb_dc_pcp *st = dc_of(s, cpu);

		sb_trylock_init(&st->memcg.lock);
		sb_trylock_init(&st->obj.lock);
		st->obj.index = -1;
		st->obj.node_id = NUMA_NO_NODE;
		/* odd constant times cpu + 1 < 2^32: never 0 (xorshift's fixpoint) */
		st->memcg.victim_rnd = 0x9e3779b9u * (cpu + 1);
		INIT_WORK(&st->memcg.work, dc_memcg_work);
		INIT_WORK(&st->obj.work, dc_obj_work);
		st->s = s;
	}
	return 0;
}

const struct sb_stock_ops sb_stock_decoupled = {
	.name = "decoupled",
	.desc = "7.3 (not 6.16-7.1): separate memcg/obj stocks, local_trylock without IRQ disabling, 7 memcg + 5 obj slots, round-robin",
	.flags = SB_F_NMI_SAFE | SB_F_RT_SAFE,
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
