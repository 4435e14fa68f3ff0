/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: the contract between the stock variants (module/stock/) and
 * everything that drives them (the run engine in module/, and the userspace
 * tests in tools/testing/stock/).
 *
 * module/stock/ uses kernel APIs only (no debugfs, no kthreads), so the same
 * sources also build in userspace against the shim headers.
 *
 * A variant is a const struct sb_stock_ops; adding one is a new file
 * <name>.c plus an X(<name>) line in variant_list.h (docs/design.md).
 */
#ifndef _STOCKBENCH_STOCK_H
#define _STOCKBENCH_STOCK_H

#include <linux/types.h>
#include <linux/atomic.h>
#include <linux/bits.h>
#include <linux/cache.h>
#include <linux/gfp.h>
#include <linux/mutex.h>
#include <linux/percpu.h>
#include "name_lists.h"

/*
 * MEMCG_CHARGE_BATCH (include/linux/memcontrol.h): 32U up to v6.0, 64U since
 * v6.1 (commit 1813e51eece0 "memcg: increase MEMCG_CHARGE_BATCH to 64").
 * Each variant names the one of its release in sb_stock_ops.charge_batch.
 */
#define SB_CHARGE_BATCH_V5	32U
#define SB_CHARGE_BATCH		64U
/* Slots of the multi-memcg / multi-objcg stocks (v6.16+, 7.3). */
#define SB_NR_MEMCG_STOCK	7
#define SB_NR_OBJ_STOCK		5

/* ---- the modelled memcg world ------------------------------------------ */

/*
 * mm/page_counter.c: hierarchical usage with a limit, charged atomically.
 * The v6.1+ layout (usage alone on its line; protection tracking and
 * watermarks; the read-mostly limits: Shakeel Butt's "mm: page_counter:
 * rearrange struct page_counter fields", v6.1), 7.3's fields included.
 * The 5.x releases (SB_PC_V5) use struct sb_page_counter_v5 instead.
 */
struct sb_page_counter {
	atomic_long_t usage ____cacheline_aligned_in_smp;
	unsigned long failcnt;		/* 7.3: here, and v1 only */
	/* effective memory.min/low and their usage tracking (cgroup v2) */
	unsigned long emin ____cacheline_aligned_in_smp;
	atomic_long_t min_usage;
	atomic_long_t children_min_usage;
	unsigned long elow;
	atomic_long_t low_usage;
	atomic_long_t children_low_usage;
	/* racy, as in the kernel */
	unsigned long watermark;
	unsigned long local_watermark;	/* v6.12+ */
	/* read-mostly */
	bool protection_support ____cacheline_aligned_in_smp;
	bool track_failcnt;		/* 7.3: false on cgroup v2 */
	u8 rules;			/* SB_PC_*, of the stock's release */
	unsigned long min;
	unsigned long low;
	unsigned long high;
	unsigned long max;
	struct sb_page_counter *parent;
};

/*
 * The 5.x layout (include/linux/page_counter.h of v5.12.9 and v5.17, no
 * padding; parent moved after failcnt by Feng Tang's "mm: page_counter:
 * re-layout structure to reduce false sharing", v5.11): usage shares its
 * line with min/low/high/max and the min tracking, so a charge on one CPU
 * evicts the limits another CPU's walk reads. The model starts the
 * counter on a line; after the 112 bytes of 5.x come the model's own
 * fields, at their offsets in struct sb_page_counter (rules decides
 * which layout a counter has).
 */
struct sb_page_counter_v5 {
	atomic_long_t usage ____cacheline_aligned_in_smp;
	unsigned long min;
	unsigned long low;
	unsigned long high;
	unsigned long max;
	unsigned long emin;
	atomic_long_t min_usage;
	atomic_long_t children_min_usage;
	unsigned long elow;
	atomic_long_t low_usage;
	atomic_long_t children_low_usage;
	unsigned long watermark;
	unsigned long failcnt;
	struct sb_page_counter_v5 *parent;
	/* not 5.x's: the model's, never read by a 5.x walk but rules */
	bool protection_support ____cacheline_aligned_in_smp;
	bool track_failcnt;
	u8 rules;
};

/*
 * Field @f of page_counter @c in the layout of @rules: a constant in the
 * walks (model.c), read from the counter elsewhere (SB_PC_FIELD).
 */
#define SB_PCR(c, f, rules)						\
	(*((rules) == SB_PC_V5 ?					\
	   &((struct sb_page_counter_v5 *)(c))->f : &(c)->f))
#define SB_PC_FIELD(c, f)	SB_PCR(c, f, (c)->rules)

/* struct sb_stock_ops.pc_rules: page_counter.c of the release */
enum sb_pc_rules {
	SB_PC_V5,	/* propagate: xchg when min/low or its usage is set */
	SB_PC_V61,	/* propagate: xchg only on a change; failcnt always */
	SB_PC_V615,	/* + protection_support gate, local_watermark, v1 failcnt */
};

/*
 * percpu_ref as css->refcnt and objcg->refcnt are (lib/percpu-refcount.c,
 * percpu mode): a get or put is __ref_is_percpu()'s test of the mode bit
 * in the pointer word, then one this_cpu_add() on the CPU doing it,
 * inside rcu_read_lock(); no cross-CPU traffic. A CPU's count goes
 * negative when another CPU took the reference; only the sum over CPUs
 * means anything, and only while nothing runs (sb_pcpu_ref_sum(): the
 * audit at drain and unload). The model's own reference is not in the
 * counts: the sum is the number of references above it, 0 when clean.
 * The pointer is read-mostly, beside the other read-mostly fields, as in
 * the kernel. No css dies here: the atomic mode is never entered.
 */
#define SB_PCPU_REF_ATOMIC	1UL	/* __PERCPU_REF_ATOMIC */
struct sb_pcpu_ref {
	long __percpu *count;
	atomic_long_t atomic;		/* percpu_ref_data's count: unused */
};

/*
 * memcg->vmstats_percpu as the stat update walks it (v6.8+: per-memcg
 * stats_updates, cached parent and vmstats pointers); on_rstat_list stands
 * for cgroup_rstat_updated()'s "already on this CPU's updated list" test.
 */
struct sb_vmstats {
	/* vmstats->stats_updates: every CPU's, flushed by a reader */
	atomic_long_t stats_updates;
} ____cacheline_aligned_in_smp;

struct sb_memcg_statc {
	unsigned int stats_updates;
	bool on_rstat_list;
	/* v6.8 - v6.15: the parent's entry of this CPU */
	struct sb_memcg_statc *parent;
	/* v6.16+: the parent's per-CPU pointer */
	struct sb_memcg_statc __percpu *parent_pcpu;
	struct sb_vmstats *vmstats;
};

struct sb_memcg {
	/* in the layout of its rules: SB_PC_FIELD() reads either */
	union {
		struct sb_page_counter memory;
		struct sb_page_counter_v5 memory_v5;
	};
	/* only read: try_charge_memcg()'s swap.high test after a restock */
	union {
		struct sb_page_counter swap;
		struct sb_page_counter_v5 swap_v5;
	};
	struct sb_memcg *parent;
	/* css->refcnt: css_get/css_put */
	struct sb_pcpu_ref css_ref;
	unsigned int id;
	unsigned int level;		/* root = 0 */
	/* MEMCG_KMEM-style stat, per CPU as in the kernel; sums to 0 when clean */
	long __percpu *kmem;
	/* what a MEMCG_KMEM update also touches (sb_stock_ops.kmem_stat) */
	struct sb_memcg_statc __percpu *statc;
	struct sb_vmstats *vmstats;
	/* memcg->objcg (leaves; NULL above): the slab workload's lookup */
	struct sb_objcg *objcg;
	/*
	 * NR_SLAB_UNRECLAIMABLE_B of the memcg and its lruvec, per CPU
	 * ([0], [1]); sums to 0 when clean
	 */
	long __percpu *slab_b;
};

/*
 * struct obj_cgroup is 48 bytes, so kmalloc-64 gives each its own cache
 * line; two of these must not share one either.
 */
struct sb_objcg {
	/* objcg->refcnt: obj_cgroup_get/put */
	struct sb_pcpu_ref ref;
	struct sb_memcg *memcg;
	/* sub-page bytes charged but not cached by any stock */
	atomic_t nr_charged_bytes;
	unsigned int id;
} ____cacheline_aligned_in_smp;

/*
 * A hierarchy: one root, then "depth" levels of a single chain, then
 * nr_leaves leaf memcgs under the deepest level, one objcg per leaf.
 * Workers charge leaves only, never the root (try_charge skips the root).
 */
struct sb_model {
	struct sb_memcg *root;
	unsigned int depth;		/* levels below root, >= 1 */
	unsigned int nr_memcgs;		/* all of them, root included */
	struct sb_memcg **memcgs;	/* [nr_memcgs], memcgs[0] = root */
	unsigned int nr_leaves;
	struct sb_memcg **leaves;	/* [nr_leaves] */
	struct sb_objcg **objcgs;	/* [nr_leaves], objcgs[i]->memcg = leaves[i] */
	/* page_counter underflows */
	atomic_long_t errors;
	/* v6.1 memcg_rstat_updated(): global stats_updates, flush threshold */
	unsigned int __percpu *stats_updates;
	atomic_t stats_flush_threshold;
	unsigned int kmem_stat;		/* of the stock using it (SB_KMEM_*) */
};

struct sb_model *sb_model_create(unsigned int depth, unsigned int nr_leaves,
				 unsigned long max_pages);
void sb_model_destroy(struct sb_model *model);

/* NR_SLAB_UNRECLAIMABLE_B of @memcg ([0]) or its lruvec ([1]), all CPUs */
long sb_memcg_slab_sum(struct sb_memcg *memcg, unsigned int i);

/* references above the model's own: the sum over every CPU (model.c) */
long sb_pcpu_ref_sum(const struct sb_pcpu_ref *ref);

/* page_counter operations (model.c) */
bool sb_page_counter_try_charge(struct sb_page_counter *c, unsigned long n,
				struct sb_page_counter **fail);
void sb_page_counter_charge(struct sb_page_counter *c, unsigned long n);
void sb_page_counter_uncharge(struct sb_page_counter *c, unsigned long n);
/* every counter of @model follows @rules (SB_PC_*) */
void sb_model_set_rules(struct sb_model *model, unsigned int rules);

/* ---- contexts ------------------------------------------------------------ */

/* the lists: name_lists.h */
#define SB_CTX_ENUM(up, name)	SB_CTX_##up,
enum sb_ctx {
	SB_CONTEXTS(SB_CTX_ENUM)
	SB_NR_CTX
};
#undef SB_CTX_ENUM

/*
 * The classes of contexts every subject declares its own from: the
 * variants (struct sb_stock_ops.ctx_ok), the primitives (prim.c) and
 * kmalloc (workload.c). A context in none of them runs no subject.
 */
#define SB_CTXB(c)		BIT(SB_CTX_##c)
#define SB_CTX_THREADED		(SB_CTXB(TASK) | SB_CTXB(BH) | SB_CTXB(SOFTIRQ))
/* up to hardirq, without mixed: no stock of theirs for it to interfere on */
#define SB_CTX_IRQS		(SB_CTX_THREADED | SB_CTXB(HARDIRQ))
#define SB_CTX_IRQ_SAFE		(SB_CTX_IRQS | SB_CTXB(MIXED))
#define SB_CTX_EVERY		(SB_CTX_IRQ_SAFE | SB_CTXB(NMI))

/* the engine's (bench.h), here for the trace events' table */
#define SB_WL_ENUM(up, name)	SB_WL_##up,
enum sb_workload {
	SB_WORKLOADS(SB_WL_ENUM)
	SB_NR_WL
};
#undef SB_WL_ENUM

/* ---- per-CPU counters that explain the numbers -------------------------- */

/* what each counts: name_lists.h */
#define SB_CNT_ENUM(up, csv, ev)	SB_CNT_##up,
enum sb_counter {
	SB_COUNTERS(SB_CNT_ENUM)
	SB_NR_COUNTERS
};
#undef SB_CNT_ENUM

struct sb_stock_stats {
	u64 cnt[SB_NR_COUNTERS];
	/* lock hold time, of every acquisition in a hold batch */
	u64 hold_samples;
	u64 hold_ns_sum;
	u64 hold_ns_max;
};

/*
 * struct sb_stock_ops.kmem_stat: what the release does to MEMCG_KMEM on
 * the obj charge and uncharge paths (core.c: sb_memcg_account_kmem()).
 * No flusher runs in the model: as in the kernel between two of its 2 s
 * periodic flushes, once the update counts pass their threshold the
 * periodic atomic stops, and the v6.16+ walk ends at the first level
 * (v6.8 - v6.15 walk on, skipping only the atomic).
 */
enum sb_kmem_stat {
	SB_KMEM_NONE,	/* v5.x: no MEMCG_KMEM update on these paths */
	SB_KMEM_V61,	/* irqsave, __mod_memcg_state(), global threshold */
	SB_KMEM_V68,	/* v6.8-v6.15: irqsave, every ancestor's stats_updates */
	/* v6.16+: preempt off, the walk ends at a flushable level */
	SB_KMEM_V73,	/* (account_kmem_nmi_safe) */
};

/* ---- a stock instance ----------------------------------------------------- */

/* struct sb_stock_ops.flags */
#define SB_F_NMI_SAFE	BIT(0)	/* page and obj paths safe from NMI */
#define SB_F_RT_SAFE	BIT(1)	/* valid on PREEMPT_RT */
#define SB_F_BUSTED	BIT(2)	/* the negative control: expected to leak */
/*
 * the page paths alone are NMI-safe when the gfp mask forbids spinning
 * (the gfp of the nmi context): workload=page may run it in NMI
 */
#define SB_F_PAGE_NMI_SAFE BIT(3)
/*
 * decoupled.h's stocks: a full memcg stock evicts a pseudo-random slot
 * (v6.16's policy) instead of the next one round-robin (7.3's); read only
 * when evicting (sb_dc_refill_locked())
 */
#define SB_F_RANDOM_VICTIM BIT(4)

/* struct sb_stock.opts */
#define SB_OPT_OUTSIDE_NMI_DIRECT BIT(0) /* 'outside': in NMI, no eviction */

struct sb_stock;
struct workqueue_struct;

struct sb_audit {
	long cached_pages;	/* pages held by all stocks (all CPUs) */
	long cached_bytes;	/* bytes held by all obj stocks (all CPUs) */
	long css_refs;		/* css references held by stocks */
	long objcg_refs;	/* objcg references held by stocks */
};

struct sb_stock_ops {
	const char *name;
	const char *desc;
	unsigned int flags;		/* SB_F_* */
	unsigned int ctx_ok;		/* BIT(SB_CTX_*) allowed on !RT */
	unsigned int ctx_ok_rt;		/* BIT(SB_CTX_*) allowed on RT */
	size_t pcp_size;		/* size of the variant's per-CPU state */

	/* per-CPU state is allocated and zeroed by the core before init */
	int (*init)(struct sb_stock *s);
	void (*destroy)(struct sb_stock *s);

	/* try_charge_memcg(): 0 or -ENOMEM */
	int (*charge)(struct sb_stock *s, struct sb_memcg *memcg,
		      unsigned int nr_pages, gfp_t gfp);
	/* the stock-using page uncharge: refill_stock() */
	void (*uncharge)(struct sb_stock *s, struct sb_memcg *memcg,
			 unsigned int nr_pages);
	/* obj_cgroup_charge() / obj_cgroup_uncharge() */
	int (*obj_charge)(struct sb_stock *s, struct sb_objcg *objcg,
			  size_t size, gfp_t gfp);
	void (*obj_uncharge)(struct sb_stock *s, struct sb_objcg *objcg,
			     size_t size);

	/* drain this CPU's stock(s); task context */
	void (*drain_local)(struct sb_stock *s);
	/* drain_all_stock(): request drains of every online CPU's stock */
	void (*drain_all)(struct sb_stock *s, struct sb_memcg *root);
	/* memcg_hotplug_cpu_dead(): runs on a surviving CPU */
	void (*cpu_dead)(struct sb_stock *s, unsigned int cpu);
	/*
	 * drain everything @cpu's stock(s) hold, from any CPU, no lock taken:
	 * the stock must be quiescent (end of run, or @cpu offline)
	 */
	void (*drain_cpu)(struct sb_stock *s, unsigned int cpu);
	/* add what @cpu's stock holds to @a; stock must be quiescent */
	void (*audit_cpu)(struct sb_stock *s, unsigned int cpu,
			  struct sb_audit *a);
	/*
	 * What __GFP_ACCOUNT adds to one small kmalloc() (slab_alloc, the
	 * slab hooks' objcg lookup, charge, slab stat and the object's objcg
	 * pointer in *@ext) and to its kfree() (slab_free). @size is the
	 * object's kmem_cache size. NULL where the release's hooks are not
	 * modelled: workload=slab then skips the variant and says so.
	 */
	int (*slab_alloc)(struct sb_stock *s, struct sb_memcg *memcg,
			  size_t size, gfp_t gfp, struct sb_objcg **ext);
	void (*slab_free)(struct sb_stock *s, size_t size,
			  struct sb_objcg **ext);
	/* MEMCG_CHARGE_BATCH of the modelled release; 0 is refused */
	unsigned int charge_batch;
	unsigned int kmem_stat;		/* SB_KMEM_* */
	unsigned int pc_rules;		/* SB_PC_* */
};

struct sb_stock {
	const struct sb_stock_ops *ops;
	const struct sb_stock_ops *ops_hold;	/* its hold twin, or NULL */
	struct sb_model *model;
	unsigned long opts;		/* SB_OPT_* */
	void __percpu *pcp;		/* ops->pcp_size bytes per CPU */
	struct sb_stock_stats __percpu *stats;
	struct mutex drain_mutex;	/* percpu_charge_mutex */
	struct workqueue_struct *wq;	/* per-CPU drain work; the caller's */
	u32 trace_id;			/* names the cell in trace events; 0: none */
};

/* core.c */
extern const struct sb_stock_ops *const sb_variants[];
extern const unsigned int sb_nr_variants;
const struct sb_stock_ops *sb_variant_find(const char *name);
const struct sb_stock_ops *sb_variant_hold(const struct sb_stock_ops *ops);

/* the drain workqueue, one per run, shared by its stocks (memcg_wq) */
struct workqueue_struct *sb_drain_wq_create(void);
/* @wq: from sb_drain_wq_create(); it must outlive the stock */
struct sb_stock *sb_stock_create(const struct sb_stock_ops *ops,
				 struct sb_model *model,
				 struct workqueue_struct *wq, unsigned long opts);
/* flushes pending drain work, drains every CPU; then frees */
void sb_stock_destroy(struct sb_stock *s);
/* flush pending drain work and drain every possible CPU's stock */
void sb_stock_drain_everything(struct sb_stock *s);
/* sum of every CPU's audit_cpu() */
void sb_stock_audit(struct sb_stock *s, struct sb_audit *a);
/*
 * Call after sb_stock_drain_everything() with no charge outstanding. First
 * does what obj_cgroup_release() does: each objcg's nr_charged_bytes must be
 * a whole number of pages, which are uncharged. Then every page_counter must
 * be 0 and every refcount back to the model's own. Returns 0, or -EUCLEAN
 * with the first inconsistency written to @why (may be NULL).
 */
int sb_model_check_clean(struct sb_model *model, char *why, size_t len);

/*
 * Trace events (module/stockbench_trace.h). Compiled out by
 * "make SB_NO_TRACEPOINTS=1" and in the userspace tests (no
 * CONFIG_TRACEPOINTS there). A disabled event costs one static branch.
 */
#if defined(CONFIG_TRACEPOINTS) && !defined(SB_NO_TRACEPOINTS)
#define SB_TRACE 1
#include "stockbench_trace.h"

/* whether counter @c has an event and it is on; folds when @c is constant */
static __always_inline bool sb_trace_count_on(enum sb_counter c)
{
	switch (c) {
	case SB_CNT_SLOW_CHARGE:
		return trace_sb_slow_charge_enabled();
	case SB_CNT_CHARGE_FAIL:
		return trace_sb_charge_fail_enabled();
	case SB_CNT_TRYLOCK_FAIL:
		return trace_sb_trylock_fail_enabled();
	case SB_CNT_DIRECT_UNCHARGE:
		return trace_sb_direct_uncharge_enabled();
	case SB_CNT_DRAIN_LOCAL:
	case SB_CNT_DRAIN_REMOTE:
	case SB_CNT_DRAIN_DEAD:
		return trace_sb_drain_enabled();
	case SB_CNT_EVICTION:
		return trace_sb_eviction_enabled();
	default:
		/* hits and misses: one per op, too hot to trace */
		return false;
	}
}

/* stockbench_trace.c: the counted increment plus its event */
void sb_trace_count(struct sb_stock *s, enum sb_counter c);
void sb_trace_drain(struct sb_stock *s, enum sb_counter c, unsigned int pages,
		    unsigned int bytes);
void sb_trace_hold(struct sb_stock *s, u64 ns);
#define sb_trace_hold_on()	trace_sb_lock_hold_enabled()
#else
static __always_inline bool sb_trace_count_on(enum sb_counter c)
{
	return false;
}

static inline void sb_trace_count(struct sb_stock *s, enum sb_counter c)
{
}

static inline void sb_trace_drain(struct sb_stock *s, enum sb_counter c,
				  unsigned int pages, unsigned int bytes)
{
}

static inline void sb_trace_hold(struct sb_stock *s, u64 ns)
{
}

#define sb_trace_hold_on()	false
#endif

/* counter @c, not a drain (sb_count_drain) */
static inline void sb_count(struct sb_stock *s, enum sb_counter c)
{
	if (sb_trace_count_on(c))
		sb_trace_count(s, c);
	else
		this_cpu_inc(s->stats->cnt[c]);
}

/*
 * Before making @n charges (ops->charge, or ops->obj_charge with
 * @hit = SB_CNT_OBJ_HIT), count them as hits: the variants count only
 * their misses, each taking its hit back (stock_internal.h), so that the
 * hit path runs no counter. One per batch of ops.
 */
static inline void sb_count_charges(struct sb_stock *s, enum sb_counter hit,
				    unsigned long n)
{
	this_cpu_add(s->stats->cnt[hit], n);
}

/*
 * A drain of kind @c (SB_CNT_DRAIN_*): @pages given back to the page_counter
 * (0 if the stock was empty), @bytes flushed out of obj stocks. Counted
 * like sb_count(); the amounts only go to the sb_drain event.
 */
static inline void sb_count_drain(struct sb_stock *s, enum sb_counter c,
				  unsigned int pages, unsigned int bytes)
{
	if (sb_trace_count_on(c))
		sb_trace_drain(s, c, pages, bytes);
	else
		this_cpu_inc(s->stats->cnt[c]);
}

#endif /* _STOCKBENCH_STOCK_H */
