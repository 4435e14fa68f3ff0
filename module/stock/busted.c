// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench variant "busted": the negative control. The classic single
 * stock of "irq" with every protection removed: no IRQ disabling, no
 * preemption disabling, no lock. An interrupt on the same CPU in the middle
 * of a refill or drain corrupts the stock, and the accounting checks must
 * notice. It can only damage its own model state (counted underflows, never
 * a free or an out-of-range index), so it cannot crash the kernel. Never
 * allowed in NMI.
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

/* raw: no preemption protection either, that is the point */
#define busted_this(s)	raw_cpu_ptr(sb_pcp_ptr(s, struct sb_busted_pcp))

static bool busted_consume(struct sb_stock *s, struct sb_memcg *memcg,
			   unsigned int nr_pages, gfp_t gfp)
{
	bool ret;
	u64 t0;

	if (nr_pages > sb_charge_batch(s))
		return false;
	t0 = sb_hold_begin(s);
	ret = sb_stock1_consume(&busted_this(s)->page, memcg, nr_pages);
	sb_hold_end(s, t0);
	return ret;
}

static void busted_refill(struct sb_stock *s, struct sb_memcg *memcg,
			  unsigned int nr_pages)
{
	u64 t0;

	t0 = sb_hold_begin(s);
	sb_stock1_refill(s, &busted_this(s)->page, memcg, nr_pages);
	sb_hold_end(s, t0);
}

static int busted_charge(struct sb_stock *s, struct sb_memcg *memcg,
			 unsigned int nr_pages, gfp_t gfp)
{
	return sb_try_charge(s, memcg, nr_pages, gfp, busted_consume, false);
}

/*
 * drain_obj_stock(), unprotected: whole pages go back through refill_stock()
 * of this CPU, the tail to objcg->nr_charged_bytes.
 */
static void busted_drain_obj(struct sb_stock *s, struct sb_objstock1 *st)
{
	struct sb_objcg *old = st->cached_objcg;

	if (!old)
		return;
	if (st->nr_bytes) {
		unsigned int pages = st->nr_bytes >> PAGE_SHIFT;
		unsigned int rem = st->nr_bytes & (PAGE_SIZE - 1);

		if (pages)
			sb_obj_uncharge_pages(s, old, pages);
		atomic_add(rem, &old->nr_charged_bytes);
		st->nr_bytes = 0;
	}
	sb_objcg_put(old);
	WRITE_ONCE(st->cached_objcg, NULL);
}

static bool busted_consume_obj(struct sb_stock *s, struct sb_objcg *objcg,
			       unsigned int nr_bytes)
{
	bool ret;
	u64 t0;

	t0 = sb_hold_begin(s);
	ret = sb_objstock1_consume(&busted_this(s)->obj, objcg, nr_bytes);
	sb_hold_end(s, t0);
	return ret;
}

static void busted_refill_obj(struct sb_stock *s, struct sb_objcg *objcg,
			      unsigned int nr_bytes)
{
	struct sb_objstock1 *st;
	u64 t0;

	t0 = sb_hold_begin(s);
	st = &busted_this(s)->obj;
	if (st->cached_objcg != objcg) {
		if (st->cached_objcg)
			sb_count(s, SB_CNT_EVICTION);
		busted_drain_obj(s, st);
		sb_objcg_get(objcg);
		WRITE_ONCE(st->cached_objcg, objcg);
		/* <= v5.13: unconditional xchg */
		st->nr_bytes = atomic_xchg(&objcg->nr_charged_bytes, 0);
	}
	st->nr_bytes += nr_bytes;
	/* <= v5.13: above a page, the whole obj stock goes */
	if (st->nr_bytes > PAGE_SIZE)
		busted_drain_obj(s, st);
	sb_hold_end(s, t0);
}

static int busted_obj_charge(struct sb_stock *s, struct sb_objcg *objcg,
			     size_t size, gfp_t gfp)
{
	unsigned int nr_pages, tail;
	int ret;

	if (busted_consume_obj(s, objcg, size)) {
		sb_count(s, SB_CNT_OBJ_HIT);
		return 0;
	}
	sb_count(s, SB_CNT_OBJ_MISS);
	nr_pages = sb_obj_pages(size, &tail);
	ret = sb_obj_charge_pages(s, objcg, gfp, nr_pages, busted_consume,
				  false);
	if (!ret && tail)
		busted_refill_obj(s, objcg, tail);
	return ret;
}

static void busted_obj_uncharge(struct sb_stock *s, struct sb_objcg *objcg,
				size_t size)
{
	busted_refill_obj(s, objcg, size);
}

/* drain_local_stock() */
static void busted_drain_local(struct sb_stock *s)
{
	unsigned int pages, bytes;
	struct sb_busted_pcp *st;
	u64 t0;

	t0 = sb_hold_begin(s);
	st = busted_this(s);
	/* the obj pages go through this page stock, drained right after */
	bytes = st->obj.nr_bytes;
	pages = st->page.nr_pages + (bytes >> PAGE_SHIFT);
	busted_drain_obj(s, &st->obj);
	sb_stock1_drain(&st->page);
	clear_bit(SB_FLUSHING_CACHED_CHARGE, &st->flags);
	sb_count_drain(s, SB_CNT_DRAIN_LOCAL, pages, bytes);
	sb_hold_end(s, t0);
}

static void busted_drain_work(struct work_struct *work)
{
	busted_drain_local(container_of(work, struct sb_busted_pcp, work)->s);
}

static bool busted_needs(struct sb_stock *s, unsigned int cpu,
			 struct sb_memcg *root)
{
	struct sb_busted_pcp *st = sb_pcp_of(s, struct sb_busted_pcp, cpu);

	return sb_stock1_needs(&st->page, root) ||
	       sb_objstock1_needs(&st->obj, root);
}

static unsigned long *busted_flags_of(struct sb_stock *s, unsigned int cpu)
{
	return &sb_pcp_of(s, struct sb_busted_pcp, cpu)->flags;
}

static struct work_struct *busted_work_of(struct sb_stock *s, unsigned int cpu)
{
	return &sb_pcp_of(s, struct sb_busted_pcp, cpu)->work;
}

static const struct sb_drain_desc busted_drain_desc = {
	.needs = busted_needs,
	.flags_of = busted_flags_of,
	.work_of = busted_work_of,
	.drain_here = busted_drain_local,
};

static void busted_drain_all(struct sb_stock *s, struct sb_memcg *root)
{
	sb_drain_all_common(s, root, &busted_drain_desc, 1);
}

/* memcg_hotplug_cpu_dead(): the page stock only, no protection needed */
static void busted_cpu_dead(struct sb_stock *s, unsigned int cpu)
{
	struct sb_stock1 *page =
		&sb_pcp_of(s, struct sb_busted_pcp, cpu)->page;
	unsigned int pages = page->nr_pages;

	sb_stock1_drain(page);
	sb_count_drain(s, SB_CNT_DRAIN_DEAD, pages, 0);
}

static void busted_drain_cpu(struct sb_stock *s, unsigned int cpu)
{
	struct sb_busted_pcp *st = sb_pcp_of(s, struct sb_busted_pcp, cpu);

	busted_drain_obj(s, &st->obj);
	sb_stock1_drain(&st->page);
}

static void busted_audit_cpu(struct sb_stock *s, unsigned int cpu,
			     struct sb_audit *a)
{
	struct sb_busted_pcp *st = sb_pcp_of(s, struct sb_busted_pcp, cpu);

	sb_stock1_audit(&st->page, a);
	sb_objstock1_audit(&st->obj, a);
}

static int busted_init(struct sb_stock *s)
{
	unsigned int cpu;

	for_each_possible_cpu(cpu) {
		struct sb_busted_pcp *st =
			sb_pcp_of(s, struct sb_busted_pcp, cpu);

		st->s = s;
		INIT_WORK(&st->work, busted_drain_work);
	}
	return 0;
}

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
	.charge_batch = SB_CHARGE_BATCH_V5,
	.kmem_stat = SB_KMEM_NONE,
	.pc_rules = SB_PC_V5,
};
