// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench variant "irq": the classic stock (<= v5.13, ref. v5.12.9).
 * One memcg and one objcg per CPU in one struct, protected by bare
 * local_irq_save(). Everything - page_counter uncharge, css_put,
 * obj_cgroup_put - runs with IRQs off. An obj stock above PAGE_SIZE bytes
 * is drained whole. Not NMI-safe, not valid on PREEMPT_RT.
 * MEMCG_CHARGE_BATCH is 32, as in every release this stands for (64 only
 * from v6.1, commit 1813e51eece0). Like 5.12 it updates no MEMCG_KMEM on
 * these paths (SB_KMEM_NONE). Its page_counter follows the 5.x rules
 * (SB_PC_V5) in the v6.1 layout: 5.12 kept usage on the line of the
 * limits, a cross-CPU cost the same on every walk (stock.h), so it does
 * not move what this variant is compared on.
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

#define irq_this(s)	this_cpu_ptr(sb_pcp_ptr(s, struct sb_irq_pcp))

static bool irq_consume(struct sb_stock *s, struct sb_memcg *memcg,
			unsigned int nr_pages, gfp_t gfp)
{
	unsigned long flags;
	bool ret;
	u64 t0;

	if (nr_pages > sb_charge_batch(s))
		return false;
	local_irq_save(flags);
	t0 = sb_hold_begin(s);
	ret = sb_stock1_consume(&irq_this(s)->page, memcg, nr_pages);
	sb_hold_end(s, t0);
	local_irq_restore(flags);
	return ret;
}

static void irq_refill(struct sb_stock *s, struct sb_memcg *memcg,
		       unsigned int nr_pages)
{
	unsigned long flags;
	u64 t0;

	local_irq_save(flags);
	t0 = sb_hold_begin(s);
	sb_stock1_refill(s, &irq_this(s)->page, memcg, nr_pages);
	sb_hold_end(s, t0);
	local_irq_restore(flags);
}

static int irq_charge(struct sb_stock *s, struct sb_memcg *memcg,
		      unsigned int nr_pages, gfp_t gfp)
{
	return sb_try_charge(s, memcg, nr_pages, gfp, irq_consume, false);
}

/*
 * drain_obj_stock() (IRQs off): whole pages go back through refill_stock()
 * of this CPU (nested IRQ save), the tail to objcg->nr_charged_bytes, and
 * the reference is dropped with IRQs still off.
 */
static void irq_drain_obj(struct sb_stock *s, struct sb_objstock1 *st)
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

static bool irq_consume_obj(struct sb_stock *s, struct sb_objcg *objcg,
			    unsigned int nr_bytes)
{
	unsigned long flags;
	bool ret;
	u64 t0;

	local_irq_save(flags);
	t0 = sb_hold_begin(s);
	ret = sb_objstock1_consume(&irq_this(s)->obj, objcg, nr_bytes);
	sb_hold_end(s, t0);
	local_irq_restore(flags);
	return ret;
}

static void irq_refill_obj(struct sb_stock *s, struct sb_objcg *objcg,
			   unsigned int nr_bytes)
{
	struct sb_objstock1 *st;
	unsigned long flags;
	u64 t0;

	local_irq_save(flags);
	t0 = sb_hold_begin(s);
	st = &irq_this(s)->obj;
	if (st->cached_objcg != objcg) {
		if (st->cached_objcg)
			sb_count(s, SB_CNT_EVICTION);
		irq_drain_obj(s, st);
		sb_objcg_get(objcg);
		WRITE_ONCE(st->cached_objcg, objcg);
		/* <= v5.13: unconditional xchg */
		st->nr_bytes = atomic_xchg(&objcg->nr_charged_bytes, 0);
	}
	st->nr_bytes += nr_bytes;
	/* <= v5.13: above a page, the whole obj stock goes */
	if (st->nr_bytes > PAGE_SIZE)
		irq_drain_obj(s, st);
	sb_hold_end(s, t0);
	local_irq_restore(flags);
}

static int irq_obj_charge(struct sb_stock *s, struct sb_objcg *objcg,
			  size_t size, gfp_t gfp)
{
	unsigned int nr_pages, tail;
	int ret;

	if (irq_consume_obj(s, objcg, size)) {
		sb_count(s, SB_CNT_OBJ_HIT);
		return 0;
	}
	sb_count(s, SB_CNT_OBJ_MISS);
	nr_pages = sb_obj_pages(size, &tail);
	ret = sb_obj_charge_pages(s, objcg, gfp, nr_pages, irq_consume, false);
	if (!ret && tail)
		irq_refill_obj(s, objcg, tail);
	return ret;
}

static void irq_obj_uncharge(struct sb_stock *s, struct sb_objcg *objcg,
			     size_t size)
{
	irq_refill_obj(s, objcg, size);
}

/* drain_local_stock() */
static void irq_drain_local(struct sb_stock *s)
{
	unsigned int pages, bytes;
	struct sb_irq_pcp *st;
	unsigned long flags;
	u64 t0;

	local_irq_save(flags);
	t0 = sb_hold_begin(s);
	st = irq_this(s);
	/* the obj pages go through this page stock, drained right after */
	bytes = st->obj.nr_bytes;
	pages = st->page.nr_pages + (bytes >> PAGE_SHIFT);
	irq_drain_obj(s, &st->obj);
	sb_stock1_drain(&st->page);
	clear_bit(SB_FLUSHING_CACHED_CHARGE, &st->flags);
	sb_count_drain(s, SB_CNT_DRAIN_LOCAL, pages, bytes);
	sb_hold_end(s, t0);
	local_irq_restore(flags);
}

static void irq_drain_work(struct work_struct *work)
{
	irq_drain_local(container_of(work, struct sb_irq_pcp, work)->s);
}

static bool irq_needs(struct sb_stock *s, unsigned int cpu,
		      struct sb_memcg *root)
{
	struct sb_irq_pcp *st = sb_pcp_of(s, struct sb_irq_pcp, cpu);

	return sb_stock1_needs(&st->page, root) ||
	       sb_objstock1_needs(&st->obj, root);
}

static unsigned long *irq_flags_of(struct sb_stock *s, unsigned int cpu)
{
	return &sb_pcp_of(s, struct sb_irq_pcp, cpu)->flags;
}

static struct work_struct *irq_work_of(struct sb_stock *s, unsigned int cpu)
{
	return &sb_pcp_of(s, struct sb_irq_pcp, cpu)->work;
}

static const struct sb_drain_desc irq_drain_desc = {
	.needs = irq_needs,
	.flags_of = irq_flags_of,
	.work_of = irq_work_of,
	.drain_here = irq_drain_local,
};

static void irq_drain_all(struct sb_stock *s, struct sb_memcg *root)
{
	sb_drain_all_common(s, root, &irq_drain_desc, 1);
}

/* memcg_hotplug_cpu_dead(): the page stock only, no protection needed */
static void irq_cpu_dead(struct sb_stock *s, unsigned int cpu)
{
	struct sb_stock1 *page = &sb_pcp_of(s, struct sb_irq_pcp, cpu)->page;
	unsigned int pages = page->nr_pages;

	sb_stock1_drain(page);
	sb_count_drain(s, SB_CNT_DRAIN_DEAD, pages, 0);
}

static void irq_drain_cpu(struct sb_stock *s, unsigned int cpu)
{
	struct sb_irq_pcp *st = sb_pcp_of(s, struct sb_irq_pcp, cpu);
	unsigned long flags;

	/* the obj drain refills this CPU's stock: keep IRQs off for it */
	local_irq_save(flags);
	irq_drain_obj(s, &st->obj);
	local_irq_restore(flags);
	sb_stock1_drain(&st->page);
}

static void irq_audit_cpu(struct sb_stock *s, unsigned int cpu,
			  struct sb_audit *a)
{
	struct sb_irq_pcp *st = sb_pcp_of(s, struct sb_irq_pcp, cpu);

	sb_stock1_audit(&st->page, a);
	sb_objstock1_audit(&st->obj, a);
}

static int irq_init(struct sb_stock *s)
{
	unsigned int cpu;

	for_each_possible_cpu(cpu) {
		struct sb_irq_pcp *st = sb_pcp_of(s, struct sb_irq_pcp, cpu);

		st->s = s;
		INIT_WORK(&st->work, irq_drain_work);
	}
	return 0;
}

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
	.charge_batch = SB_CHARGE_BATCH_V5,
	.kmem_stat = SB_KMEM_NONE,
	.pc_rules = SB_PC_V5,
};
