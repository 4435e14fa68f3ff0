// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: what every stock variant shares - the stock instance life
 * cycle, the drain_all_stock() skeleton, try_charge_memcg(), the objcg page
 * charge helpers and counted references.
 */
#include <linux/errno.h>
#include <linux/irqflags.h>
#include <linux/kernel.h>
#include <linux/minmax.h>
#include <linux/mutex.h>
#include <linux/percpu.h>
#include <linux/slab.h>
#include <linux/smp.h>
#include <linux/version.h>
#include <linux/workqueue.h>
#include "stock_internal.h"

/*
 * As memcg_wq: per-CPU, no rescuer (nothing here runs under memory
 * pressure). v6.17+ wants per-CPU workqueues to say so (WQ_PERCPU).
 */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 17, 0)
#define SB_WQ_FLAGS	WQ_PERCPU
#else
#define SB_WQ_FLAGS	0
#endif

void sb_memcg_uncharge(struct sb_memcg *memcg, unsigned int nr_pages)
{
	sb_page_counter_uncharge(&memcg->memory, nr_pages);
}

/*
 * cgroup_rstat_updated(): a test of this CPU's entry; the first update
 * after a flush links the memcg and its ancestors (no flush runs here)
 */
static void sb_rstat_updated(struct sb_memcg *memcg)
{
	struct sb_memcg_statc *c = this_cpu_ptr(memcg->statc);

	if (READ_ONCE(c->on_rstat_list))
		return;
	for (; memcg; memcg = memcg->parent) {
		c = this_cpu_ptr(memcg->statc);
		if (c->on_rstat_list)
			break;
		WRITE_ONCE(c->on_rstat_list, true);
	}
}

/* v6.1 memcg_rstat_updated(): one global per-CPU count and threshold */
static void sb_rstat_updated_v61(struct sb_stock *s, struct sb_memcg *memcg,
				 unsigned int n)
{
	struct sb_model *m = s->model;
	unsigned int x;

	sb_rstat_updated(memcg);
	x = __this_cpu_add_return(*m->stats_updates, n);
	if (x > sb_charge_batch(s)) {
		/* beyond the threshold the atomic would be redundant */
		if (atomic_read(&m->stats_flush_threshold) <= num_online_cpus())
			atomic_add(x / sb_charge_batch(s),
				   &m->stats_flush_threshold);
		__this_cpu_write(*m->stats_updates, 0);
	}
}

/* the flush threshold of memcg_vmstats_needs_flush() */
static bool sb_vmstats_needs_flush(struct sb_stock *s, struct sb_vmstats *v)
{
	return atomic_long_read(&v->stats_updates) >
	       (long)sb_charge_batch(s) * num_online_cpus();
}

/*
 * v6.8 - v6.15 memcg_rstat_updated() (v6.15 mm tree, the context of
 * Shakeel Butt's "memcg: optimize memcg_rstat_updated"): every ancestor
 * adds to its per-CPU stats_updates; at the batch the atomic is skipped
 * where that level is already flushable, the walk goes on.
 */
static void sb_rstat_updated_v68(struct sb_stock *s, struct sb_memcg *memcg,
				 unsigned int n)
{
	struct sb_memcg_statc *statc = this_cpu_ptr(memcg->statc);
	unsigned int x;

	sb_rstat_updated(memcg);
	for (; statc; statc = statc->parent) {
		x = READ_ONCE(statc->stats_updates) + n;
		WRITE_ONCE(statc->stats_updates, x);
		if (x < sb_charge_batch(s))
			continue;
		if (!sb_vmstats_needs_flush(s, statc->vmstats))
			atomic_long_add(x, &statc->vmstats->stats_updates);
		WRITE_ONCE(statc->stats_updates, 0);
	}
}

/*
 * v6.16+ memcg_rstat_updated() (7.3.4 mm/memcontrol.c:731, 60cada258dfe
 * "memcg: optimize memcg_rstat_updated"): the walk ends at the first
 * level that is already flushable
 */
static void sb_rstat_updated_walk(struct sb_stock *s, struct sb_memcg *memcg,
				  unsigned int n)
{
	struct sb_memcg_statc __percpu *pcpu = memcg->statc;
	struct sb_memcg_statc *statc;
	unsigned int x;

	sb_rstat_updated(memcg);
	for (; pcpu; pcpu = statc->parent_pcpu) {
		statc = this_cpu_ptr(pcpu);
		/* already flushable: so are the ancestors */
		if (sb_vmstats_needs_flush(s, statc->vmstats))
			break;
		x = this_cpu_add_return(pcpu->stats_updates, n);
		if (x < sb_charge_batch(s))
			continue;
		x = this_cpu_xchg(pcpu->stats_updates, 0);
		atomic_long_add(x, &statc->vmstats->stats_updates);
	}
}

void sb_memcg_account_kmem(struct sb_stock *s, struct sb_memcg *memcg,
			   long nr_pages)
{
	unsigned int n = nr_pages < 0 ? -nr_pages : nr_pages;
	unsigned long flags;

	switch (s->ops->kmem_stat) {
	case SB_KMEM_NONE:
		break;
	case SB_KMEM_V61:
		/* mod_memcg_state(): irqsave around __mod_memcg_state() */
		local_irq_save(flags);
		__this_cpu_add(*memcg->kmem, nr_pages);
		sb_rstat_updated_v61(s, memcg, n);
		local_irq_restore(flags);
		break;
	case SB_KMEM_V68:
		/* mod_memcg_state(): irqsave, every ancestor */
		local_irq_save(flags);
		__this_cpu_add(*memcg->kmem, nr_pages);
		if (n)
			sb_rstat_updated_v68(s, memcg, n);
		local_irq_restore(flags);
		break;
	case SB_KMEM_V73:
		/*
		 * account_kmem_nmi_safe(): mod_memcg_state() on x86, whose
		 * this_cpu ops are NMI-safe (no MEMCG_NMI_NEED_ATOMIC)
		 */
		preempt_disable();
		this_cpu_add(*memcg->kmem, nr_pages);
		if (n)
			sb_rstat_updated_walk(s, memcg, n);
		preempt_enable();
		break;
	}
}

void sb_mod_objcg_mlstate(struct sb_stock *s, struct sb_objcg *objcg, int nr)
{
	struct sb_memcg *memcg;
	unsigned long flags;

	rcu_read_lock();
	memcg = READ_ONCE(objcg->memcg);
	switch (s->ops->kmem_stat) {
	case SB_KMEM_V73:
		/* v6.16+: re-entrant, preemption off only */
		preempt_disable();
		this_cpu_add(memcg->slab_b[0], nr);
		this_cpu_add(memcg->slab_b[1], nr);
		sb_rstat_updated_walk(s, memcg, abs(nr));
		preempt_enable();
		break;
	default:
		local_irq_save(flags);
		__this_cpu_add(memcg->slab_b[0], nr);
		__this_cpu_add(memcg->slab_b[1], nr);
		if (s->ops->kmem_stat == SB_KMEM_V61)
			sb_rstat_updated_v61(s, memcg, abs(nr));
		else if (s->ops->kmem_stat == SB_KMEM_V68)
			sb_rstat_updated_v68(s, memcg, abs(nr));
		else	/* 5.x: cgroup_rstat_updated() only */
			sb_rstat_updated(memcg);
		local_irq_restore(flags);
		break;
	}
	rcu_read_unlock();
}

void sb_memcg_uncharge_kmem(struct sb_stock *s, struct sb_memcg *memcg,
			    unsigned int nr_pages)
{
	sb_memcg_account_kmem(s, memcg, -(long)nr_pages);
	if (memcg->parent)
		sb_memcg_uncharge(memcg, nr_pages);
}

bool sb_memcg_is_descendant(struct sb_memcg *memcg, struct sb_memcg *root)
{
	for (; memcg; memcg = memcg->parent)
		if (memcg == root)
			return true;
	return false;
}

/*
 * try_charge_memcg() after done_restock: is any level above memory.high
 * or swap.high? (v5.8+ shape; 6.1.192 and 7.3.4 mm/memcontrol.c.) Who
 * is not bothered with reclaim: up to v5.17 an in_interrupt() caller,
 * BH-disabled task context included (5.12.9 try_charge()); from v5.18 a
 * !in_task() one. The model sets no high limit, so the answer is always
 * no and the reclaim it would schedule is not run; the walk itself is:
 * two loads per level.
 */
enum sb_high_action sb_over_high(struct sb_stock *s, struct sb_memcg *memcg)
{
	bool irq = sb_era_v5(s) ? in_interrupt() : !in_task();

	do {
		bool mem_high, swap_high;

		mem_high = atomic_long_read(&memcg->memory.usage) >
			   (long)READ_ONCE(SB_PC_FIELD(&memcg->memory, high));
		swap_high = atomic_long_read(&memcg->swap.usage) >
			    (long)READ_ONCE(SB_PC_FIELD(&memcg->swap, high));
		/* "Don't bother a random interrupted task" */
		if (irq) {
			if (mem_high)
				return SB_HIGH_WORK;
			continue;
		}
		if (mem_high || swap_high)
			return SB_HIGH_RESUME;
	} while ((memcg = memcg->parent));
	return SB_HIGH_NONE;
}

/* try_charge_memcg() after the first consume missed (sb_try_charge()) */
int sb_try_charge_slow(struct sb_stock *s, struct sb_memcg *memcg,
		       unsigned int nr_pages, gfp_t gfp, sb_consume_fn consume,
		       bool nospin_batch)
{
	unsigned int batch = max(sb_charge_batch(s), nr_pages);
	struct sb_page_counter *fail;
	bool drained = false;

	if (nospin_batch && !sb_gfp_allow_spinning(gfp))
		batch = nr_pages;
	for (;;) {
		sb_count(s, SB_CNT_SLOW_CHARGE);
		if (sb_page_counter_try_charge(&memcg->memory, batch, &fail)) {
			if (batch > nr_pages)
				s->ops->uncharge(s, memcg, batch - nr_pages);
			sb_over_high(s, memcg);
			return 0;
		}
		sb_count(s, SB_CNT_CHARGE_FAIL);
		if (batch > nr_pages) {
			batch = nr_pages;
		} else if (gfpflags_allow_blocking(gfp) && in_task() &&
			   !drained) {
			/* no reclaim in the model: drain the stocks once */
			s->ops->drain_all(s, container_of(fail, struct sb_memcg,
							  memory));
			drained = true;
		} else {
			return -ENOMEM;
		}
		/* retry: a consume after the first counts as it comes */
		if (consume(s, memcg, nr_pages, gfp)) {
			sb_count(s, SB_CNT_HIT);
			return 0;
		}
		sb_count(s, SB_CNT_MISS);
	}
}

int sb_obj_charge_pages(struct sb_stock *s, struct sb_objcg *objcg,
			gfp_t gfp, unsigned int nr_pages,
			sb_consume_fn consume, bool nospin_batch)
{
	struct sb_memcg *memcg = objcg->memcg;
	int ret;

	sb_css_get(memcg);
	ret = sb_try_charge(s, memcg, nr_pages, gfp, consume, nospin_batch,
			    false);
	if (!ret)
		sb_memcg_account_kmem(s, memcg, nr_pages);
	sb_css_put(memcg);
	return ret;
}

void sb_obj_uncharge_pages(struct sb_stock *s, struct sb_objcg *objcg,
			   unsigned int nr_pages)
{
	struct sb_memcg *memcg = objcg->memcg;

	sb_css_get(memcg);
	sb_memcg_account_kmem(s, memcg, -(long)nr_pages);
	s->ops->uncharge(s, memcg, nr_pages);
	sb_css_put(memcg);
}

void sb_drain_all_common(struct sb_stock *s, struct sb_memcg *root,
			 const struct sb_drain_desc *descs, unsigned int nr)
{
	unsigned int cpu, curcpu, i;

	/* someone else is draining: their drain is as good as ours */
	if (!mutex_trylock(&s->drain_mutex))
		return;
	/*
	 * up to v5.17 get_cpu() (5.12.9 drain_all_stock()); from v5.18
	 * migrate_disable() (0790ed623847). The kernel queues on
	 * system_wq up to 6.x and on memcg_wq in 7.3; here always on the
	 * run's own workqueue, which the model can flush.
	 */
	if (sb_era_v5(s)) {
		curcpu = get_cpu();
	} else {
		migrate_disable();
		curcpu = smp_processor_id();
	}
	for_each_online_cpu(cpu) {
		for (i = 0; i < nr; i++) {
			const struct sb_drain_desc *d = &descs[i];
			unsigned long *flags = d->flags_of(s, cpu);

			if (test_bit(SB_FLUSHING_CACHED_CHARGE, flags) ||
			    !d->needs(s, cpu, root) ||
			    test_and_set_bit(SB_FLUSHING_CACHED_CHARGE, flags))
				continue;
			if (cpu == curcpu) {
				d->drain_here(s);
			} else {
				queue_work_on(cpu, s->wq, d->work_of(s, cpu));
				sb_count_drain(s, SB_CNT_DRAIN_REMOTE, 0, 0);
			}
		}
	}
	if (sb_era_v5(s))
		put_cpu();
	else
		migrate_enable();
	mutex_unlock(&s->drain_mutex);
}

struct workqueue_struct *sb_drain_wq_create(void)
{
	return alloc_workqueue("stockbench_drain", SB_WQ_FLAGS, 0);
}

struct sb_stock *sb_stock_create(const struct sb_stock_ops *ops,
				 struct sb_model *model,
				 struct workqueue_struct *wq, unsigned long opts)
{
	struct sb_stock *s;

	if (!ops || !model || !wq || !ops->charge_batch)
		return NULL;
	/* a model serves one stock: its release's stat and counter rules */
	model->kmem_stat = ops->kmem_stat;
	sb_model_set_rules(model, ops->pc_rules);
	s = kzalloc(sizeof(*s), GFP_KERNEL);
	if (!s)
		return NULL;
	s->ops = ops;
	s->ops_hold = sb_variant_hold(ops);
	s->model = model;
	s->opts = opts;
	mutex_init(&s->drain_mutex);
	s->pcp = __alloc_percpu(ops->pcp_size, L1_CACHE_BYTES);
	s->stats = alloc_percpu(struct sb_stock_stats);
	s->wq = wq;
	if (!s->pcp || !s->stats)
		goto fail;
	if (ops->init && ops->init(s))
		goto fail;
	return s;
fail:
	free_percpu(s->stats);
	free_percpu(s->pcp);
	kfree(s);
	return NULL;
}

void sb_stock_drain_everything(struct sb_stock *s)
{
	unsigned int cpu, pass;

	flush_workqueue(s->wq);
	/*
	 * Twice: in the older variants an obj drain gives its whole pages to
	 * the page stock of the CPU doing it, which pass 1 may have drained.
	 * Pass 2 finds no obj bytes, so it leaves nothing behind.
	 */
	for (pass = 0; pass < 2; pass++)
		for_each_possible_cpu(cpu)
			s->ops->drain_cpu(s, cpu);
}

void sb_stock_destroy(struct sb_stock *s)
{
	if (!s)
		return;
	sb_stock_drain_everything(s);
	if (s->ops->destroy)
		s->ops->destroy(s);
	free_percpu(s->stats);
	free_percpu(s->pcp);
	kfree(s);
}

void sb_stock_audit(struct sb_stock *s, struct sb_audit *a)
{
	unsigned int cpu;

	memset(a, 0, sizeof(*a));
	for_each_possible_cpu(cpu)
		s->ops->audit_cpu(s, cpu, a);
}
