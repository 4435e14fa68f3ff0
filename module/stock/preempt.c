// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench variant "preempt": Waiman Long's task_obj/irq_obj split
 * (559271146efc, v5.14 - v5.17; ref. v5.15.135). The page stock is the
 * classic IRQ-save one; the obj stock used by task context (in_task()) is
 * protected by preempt_disable() only, interrupt contexts use a second obj
 * stock under local_irq_save(). Whole pages left in an obj stock above
 * PAGE_SIZE bytes are uncharged after the section ends.
 * MEMCG_CHARGE_BATCH is 32 (64 only from v6.1, commit 1813e51eece0).
 * Slab vmstat caching (mod_objcg_state) runs on workload=slab only: the
 * stat is cached in the obj stock of the context, as the charge is, and
 * an obj drain flushes it. Like 5.15 it updates no MEMCG_KMEM on these
 * paths (SB_KMEM_NONE). page_counter: 5.17's rules and layout (SB_PC_V5:
 * usage on the line of the limits, stock.h).
 * Not NMI-safe, not valid on PREEMPT_RT.
 * Follows 5.15.135 and 5.17-rc5 (release snapshots
 * waterm310n/linux-5.15.135, dunli/linux-5.17; the same stock code):
 * mm/memcontrol.c get_obj_stock()/put_obj_stock(), mod_objcg_state(),
 * consume_obj_stock(), refill_obj_stock(), drain_obj_stock(),
 * drain_local_stock(), and the page stock functions as 5.12's; mm/slab.h
 * memcg_slab_post_alloc_hook(), memcg_slab_free_hook().
 */
#include <linux/irqflags.h>
#include <linux/preempt.h>
#include <linux/workqueue.h>
#include "stock1.h"

struct sb_preempt_pcp {
	struct sb_stock1 page;
	struct sb_objstock1 task_obj;
	struct sb_objstock1 irq_obj;
	struct work_struct work;
	unsigned long flags;
	struct sb_stock *s;
};

#define pre_this(s)	this_cpu_ptr(sb_pcp_ptr(s, struct sb_preempt_pcp))

/* the page stock as <= v5.13; the obj stocks below are this era's own */
static __always_inline void sb1_lock(struct sb_stock *s, unsigned long *flags)
{
	local_irq_save(*flags);
}

static __always_inline void sb1_unlock(struct sb_stock *s, unsigned long flags)
{
	local_irq_restore(flags);
}

#define SB1_PFX			pre
#define SB1_PCP			struct sb_preempt_pcp
#define SB1_THIS(s)		pre_this(s)
#define SB1_NOSPIN_BATCH	false
#define SB1_OBJ			SB1_OBJ_OWN
#include "stock1_body.h"

/* get_obj_stock(): task context only disables preemption */
static struct sb_objstock1 *pre_get_obj(struct sb_stock *s,
					unsigned long *flags)
{
	if (likely(in_task())) {
		*flags = 0;
		preempt_disable();
		return &pre_this(s)->task_obj;
	}
	local_irq_save(*flags);
	return &pre_this(s)->irq_obj;
}

static void pre_put_obj(unsigned long flags)
{
	if (likely(in_task()))
		preempt_enable();
	else
		local_irq_restore(flags);
}

static bool pre_consume_obj(struct sb_stock *s, struct sb_objcg *objcg,
			    unsigned int nr_bytes)
{
	struct sb_objstock1 *st;
	unsigned long flags;
	bool ret;
	u64 t0;

	st = pre_get_obj(s, &flags);
	t0 = sb_hold_begin(s);
	ret = sb_objstock1_consume(st, objcg, nr_bytes);
	sb_hold_end(s, t0);
	pre_put_obj(flags);
	return ret;
}

static void pre_refill_obj(struct sb_stock *s, struct sb_objcg *objcg,
			   unsigned int nr_bytes, bool allow_uncharge)
{
	unsigned int nr_pages = 0;
	struct sb_objstock1 *st;
	unsigned long flags;
	u64 t0;

	st = pre_get_obj(s, &flags);
	t0 = sb_hold_begin(s);
	if (st->cached_objcg != objcg) {
		if (st->cached_objcg)
			sb_count(s, SB_CNT_EVICTION);
		pre_drain_obj(s, st);
		sb_objcg_get(objcg);
		WRITE_ONCE(st->cached_objcg, objcg);
		st->nr_bytes = atomic_read(&objcg->nr_charged_bytes) ?
			       atomic_xchg(&objcg->nr_charged_bytes, 0) : 0;
		allow_uncharge = true;
	}
	st->nr_bytes += nr_bytes;
	if (allow_uncharge && st->nr_bytes > PAGE_SIZE) {
		nr_pages = st->nr_bytes >> PAGE_SHIFT;
		st->nr_bytes &= PAGE_SIZE - 1;
	}
	sb_hold_end(s, t0);
	pre_put_obj(flags);
	if (nr_pages)
		sb_obj_uncharge_pages(s, objcg, nr_pages);
}

/*
 * mod_objcg_state() v5.14 - v5.17 (5.15.135, 5.17-rc5 mm/memcontrol.c):
 * the slab stat goes to the obj stock get_obj_stock() picks, task_obj
 * under preempt_disable() or irq_obj under local_irq_save(), not to one
 * IRQ-saved stock as from v5.18. An objcg switch drains the old objcg
 * whole, its stat and reference included, inside the section; the
 * pgdat and PAGE_SIZE rules are those v6.1 kept. A flush goes through
 * mod_memcg_lruvec_state(), which saves IRQs itself (mod_objcg_mlstate()).
 */
static void pre_mod_objcg_state(struct sb_stock *s, struct sb_objcg *objcg,
				int nr)
{
	struct sb_objstock1 *st;
	unsigned long flags;
	u64 t0;

	st = pre_get_obj(s, &flags);
	t0 = sb_hold_begin(s);
	if (st->cached_objcg != objcg) {
		pre_drain_obj(s, st);
		sb_objcg_get(objcg);
		st->nr_bytes = atomic_read(&objcg->nr_charged_bytes) ?
			       atomic_xchg(&objcg->nr_charged_bytes, 0) : 0;
		WRITE_ONCE(st->cached_objcg, objcg);
		st->cached_pgdat = sb_pgdat(s);
	} else if (st->cached_pgdat != sb_pgdat(s)) {
		sb_objstock1_stat_flush(s, st, objcg);
		st->cached_pgdat = sb_pgdat(s);
	}
	nr = sb_objstock1_stat_fold(st, nr);
	if (nr)
		sb_mod_objcg_mlstate(s, objcg, nr);
	sb_hold_end(s, t0);
	pre_put_obj(flags);
}

/* drain_local_stock(): task_obj only when called from task context */
static void pre_drain_local(struct sb_stock *s)
{
	unsigned int pages, bytes;
	struct sb_preempt_pcp *st;
	unsigned long flags;
	u64 t0;

	local_irq_save(flags);
	t0 = sb_hold_begin(s);
	st = pre_this(s);
	/* the obj pages go through this page stock, drained right after */
	bytes = st->irq_obj.nr_bytes;
	pages = st->page.nr_pages + (st->irq_obj.nr_bytes >> PAGE_SHIFT);
	pre_drain_obj(s, &st->irq_obj);
	if (in_task()) {
		bytes += st->task_obj.nr_bytes;
		pages += st->task_obj.nr_bytes >> PAGE_SHIFT;
		pre_drain_obj(s, &st->task_obj);
	}
	sb_stock1_drain(&st->page);
	clear_bit(SB_FLUSHING_CACHED_CHARGE, &st->flags);
	sb_count_drain(s, SB_CNT_DRAIN_LOCAL, pages, bytes);
	sb_hold_end(s, t0);
	local_irq_restore(flags);
}

static bool pre_needs(struct sb_stock *s, unsigned int cpu,
		      struct sb_memcg *root)
{
	struct sb_preempt_pcp *st = sb_pcp_of(s, struct sb_preempt_pcp, cpu);

	return sb_stock1_needs(&st->page, root) ||
	       sb_objstock1_needs(&st->irq_obj, root) ||
	       (in_task() && sb_objstock1_needs(&st->task_obj, root));
}

static void pre_drain_cpu(struct sb_stock *s, unsigned int cpu)
{
	struct sb_preempt_pcp *st = sb_pcp_of(s, struct sb_preempt_pcp, cpu);
	unsigned long flags;

	local_irq_save(flags);
	pre_drain_obj(s, &st->task_obj);
	pre_drain_obj(s, &st->irq_obj);
	local_irq_restore(flags);
	sb_stock1_drain(&st->page);
}

static void pre_audit_cpu(struct sb_stock *s, unsigned int cpu,
			  struct sb_audit *a)
{
	struct sb_preempt_pcp *st = sb_pcp_of(s, struct sb_preempt_pcp, cpu);

	sb_stock1_audit(&st->page, a);
	sb_objstock1_audit(&st->task_obj, a);
	sb_objstock1_audit(&st->irq_obj, a);
}

const struct sb_stock_ops sb_stock_preempt = {
	.name = "preempt",
	.desc = "v5.14-v5.17: task_obj under preempt_disable, irq_obj and page stock under local_irq_save",
	.flags = 0,
	.ctx_ok = SB_CTX_IRQ_SAFE,
	.ctx_ok_rt = 0,
	.pcp_size = sizeof(struct sb_preempt_pcp),
	.init = pre_init,
	.charge = pre_charge,
	.uncharge = pre_refill,
	.obj_charge = pre_obj_charge,
	.obj_uncharge = pre_obj_uncharge,
	.drain_local = pre_drain_local,
	.drain_all = pre_drain_all,
	.cpu_dead = pre_cpu_dead,
	.drain_cpu = pre_drain_cpu,
	.audit_cpu = pre_audit_cpu,
	.slab_alloc = pre_slab_alloc,
	.slab_free = pre_slab_free,
	.charge_batch = SB_CHARGE_BATCH_V5,
	.kmem_stat = SB_KMEM_NONE,
	.pc_rules = SB_PC_V5,
};
