// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the memcg world the stocks work on - a hierarchy of memcgs
 * with one page_counter each (mm/page_counter.c semantics per release,
 * cgroup v2: no memsw; protection usage propagated, no min/low set by
 * default), objcgs pointing at the leaves, per-CPU references audited by
 * their sum.
 */
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/percpu.h>
#include <linux/slab.h>
#include <linux/string.h>
#include "stock_internal.h"

/* PAGE_COUNTER_MAX on 64-bit */
#define SB_PAGE_COUNTER_MAX	(LONG_MAX / PAGE_SIZE)

/*
 * The page_counter walks are written once, inlined per release (@rules is
 * a constant in each copy); the copy is picked per walk by the leaf's
 * rules, one load and a jump the kernel does not have.
 */

/* the parent counter, in the layout of @rules (stock.h) */
static __always_inline struct sb_page_counter *
sb_pc_parent(struct sb_page_counter *c, const unsigned int rules)
{
	if (rules == SB_PC_V5)
		return (struct sb_page_counter *)
			((struct sb_page_counter_v5 *)c)->parent;
	return c->parent;
}

/* racy watermark update, as in the kernel; v6.12+ keeps a local one too */
static __always_inline void sb_pc_watermark(struct sb_page_counter *c,
					    long new, const unsigned int rules)
{
	if (rules >= SB_PC_V615) {
		if (new > (long)READ_ONCE(c->local_watermark)) {
			WRITE_ONCE(c->local_watermark, new);
			if (new > (long)READ_ONCE(c->watermark))
				WRITE_ONCE(c->watermark, new);
		}
		return;
	}
	if (new > (long)READ_ONCE(SB_PCR(c, watermark, rules)))
		WRITE_ONCE(SB_PCR(c, watermark, rules), new);
}

static __always_inline void sb_pc_protect(unsigned long usage,
					  unsigned long limit,
					  atomic_long_t *mine,
					  atomic_long_t *parents,
					  const unsigned int rules)
{
	unsigned long protected, old;
	long delta;

	if (rules == SB_PC_V5) {
		if (!limit && !atomic_long_read(mine))
			return;
		protected = min(usage, limit);
	} else {
		protected = min(usage, limit);
		if (protected == (unsigned long)atomic_long_read(mine))
			return;
	}
	old = atomic_long_xchg(mine, protected);
	delta = protected - old;
	if (delta)
		atomic_long_add(delta, parents);
}

/* propagate_protected_usage(): memory.min/low usage, cgroup v2 */
static __always_inline void sb_pc_propagate(struct sb_page_counter *c,
					    long usage,
					    const unsigned int rules)
{
	struct sb_page_counter *parent = sb_pc_parent(c, rules);

	if (!parent)
		return;
	sb_pc_protect(usage, READ_ONCE(SB_PCR(c, min, rules)),
		      &SB_PCR(c, min_usage, rules),
		      &SB_PCR(parent, children_min_usage, rules), rules);
	sb_pc_protect(usage, READ_ONCE(SB_PCR(c, low, rules)),
		      &SB_PCR(c, low_usage, rules),
		      &SB_PCR(parent, children_low_usage, rules), rules);
}

static struct sb_model *sb_model_of(struct sb_page_counter *c);

static void sb_model_error(struct sb_page_counter *c)
{
	struct sb_model *m = sb_model_of(c);

	if (m)
		atomic_long_inc(&m->errors);
}

/* page_counter_cancel(): an underflow is an accounting bug, counted */
static __always_inline void sb_pc_cancel(struct sb_page_counter *c,
					 unsigned long n, bool protection,
					 const unsigned int rules)
{
	long new = atomic_long_sub_return(n, &SB_PCR(c, usage, rules));

	if (new < 0) {
		new = 0;
		atomic_long_set(&SB_PCR(c, usage, rules), 0);
		sb_model_error(c);
	}
	if (protection)
		sb_pc_propagate(c, new, rules);
}

/* whether a walk propagates protection (7.3: protection_support) */
static __always_inline bool sb_pc_protection(struct sb_page_counter *counter,
					     const unsigned int rules)
{
	return rules >= SB_PC_V615 ? READ_ONCE(counter->protection_support) :
				     true;
}

static __always_inline bool
__sb_pc_try_charge(struct sb_page_counter *counter, unsigned long n,
		   struct sb_page_counter **fail, const unsigned int rules)
{
	bool protection = sb_pc_protection(counter, rules);
	bool track_failcnt = rules >= SB_PC_V615 ? counter->track_failcnt :
						   true;
	struct sb_page_counter *c;

	for (c = counter; c; c = sb_pc_parent(c, rules)) {
		/* speculative add, undone on a limit hit: no CAS loop */
		long new = atomic_long_add_return(n, &SB_PCR(c, usage, rules));

		if (new > (long)READ_ONCE(SB_PCR(c, max, rules))) {
			atomic_long_sub(n, &SB_PCR(c, usage, rules));
			if (track_failcnt)
				WRITE_ONCE(SB_PCR(c, failcnt, rules),
					   READ_ONCE(SB_PCR(c, failcnt, rules)) + 1);
			*fail = c;
			for (c = counter; c != *fail; c = sb_pc_parent(c, rules))
				sb_pc_cancel(c, n, protection, rules);
			return false;
		}
		if (protection)
			sb_pc_propagate(c, new, rules);
		sb_pc_watermark(c, new, rules);
	}
	return true;
}

static __always_inline void __sb_pc_charge(struct sb_page_counter *counter,
					   unsigned long n,
					   const unsigned int rules)
{
	bool protection = sb_pc_protection(counter, rules);
	struct sb_page_counter *c;

	for (c = counter; c; c = sb_pc_parent(c, rules)) {
		long new = atomic_long_add_return(n, &SB_PCR(c, usage, rules));

		if (protection)
			sb_pc_propagate(c, new, rules);
		sb_pc_watermark(c, new, rules);
	}
}

static __always_inline void __sb_pc_uncharge(struct sb_page_counter *counter,
					     unsigned long n,
					     const unsigned int rules)
{
	bool protection = sb_pc_protection(counter, rules);
	struct sb_page_counter *c;

	for (c = counter; c; c = sb_pc_parent(c, rules))
		sb_pc_cancel(c, n, protection, rules);
}

bool sb_page_counter_try_charge(struct sb_page_counter *counter,
				unsigned long n, struct sb_page_counter **fail)
{
	switch (counter->rules) {
	case SB_PC_V5:
		return __sb_pc_try_charge(counter, n, fail, SB_PC_V5);
	case SB_PC_V61:
		return __sb_pc_try_charge(counter, n, fail, SB_PC_V61);
	default:
		return __sb_pc_try_charge(counter, n, fail, SB_PC_V615);
	}
}

void sb_page_counter_charge(struct sb_page_counter *counter, unsigned long n)
{
	switch (counter->rules) {
	case SB_PC_V5:
		return __sb_pc_charge(counter, n, SB_PC_V5);
	case SB_PC_V61:
		return __sb_pc_charge(counter, n, SB_PC_V61);
	default:
		return __sb_pc_charge(counter, n, SB_PC_V615);
	}
}

void sb_page_counter_uncharge(struct sb_page_counter *counter, unsigned long n)
{
	switch (counter->rules) {
	case SB_PC_V5:
		return __sb_pc_uncharge(counter, n, SB_PC_V5);
	case SB_PC_V61:
		return __sb_pc_uncharge(counter, n, SB_PC_V61);
	default:
		return __sb_pc_uncharge(counter, n, SB_PC_V615);
	}
}

/*
 * An unused counter in the layout of @rules, with the limits and the
 * parent it had (the model is built in the v6.1 layout, then set once).
 */
static void sb_pc_relayout(struct sb_page_counter *c,
			   struct sb_page_counter *parent, unsigned int rules)
{
	unsigned long max = SB_PC_FIELD(c, max), high = SB_PC_FIELD(c, high);
	bool protection = c->protection_support;

	if (rules == SB_PC_V5) {
		struct sb_page_counter_v5 *v5 = (struct sb_page_counter_v5 *)c;

		memset(v5, 0, sizeof(*v5));
		v5->parent = (struct sb_page_counter_v5 *)parent;
	} else {
		memset(c, 0, sizeof(*c));
		c->parent = parent;
	}
	c->rules = rules;
	c->protection_support = protection;
	SB_PC_FIELD(c, max) = max;
	SB_PC_FIELD(c, high) = high;
}

/* the stock's release decides the page_counter rules of the whole model */
void sb_model_set_rules(struct sb_model *model, unsigned int rules)
{
	unsigned int i;

	BUILD_BUG_ON(offsetof(struct sb_page_counter_v5, rules) !=
		     offsetof(struct sb_page_counter, rules));
	BUILD_BUG_ON(offsetof(struct sb_page_counter_v5, protection_support) !=
		     offsetof(struct sb_page_counter, protection_support));
	for (i = 0; i < model->nr_memcgs; i++) {
		struct sb_memcg *memcg = model->memcgs[i], *p = memcg->parent;

		sb_pc_relayout(&memcg->memory, p ? &p->memory : NULL, rules);
		sb_pc_relayout(&memcg->swap, p ? &p->swap : NULL, rules);
	}
}

static int sb_pcpu_ref_init(struct sb_pcpu_ref *ref)
{
	ref->count = alloc_percpu(long);
	return ref->count ? 0 : -ENOMEM;
}

long sb_pcpu_ref_sum(const struct sb_pcpu_ref *ref)
{
	long sum = 0;
	int cpu;

	for_each_possible_cpu(cpu)
		sum += *per_cpu_ptr(ref->count, cpu);
	return sum;
}

/* the root memcg lives in this box, so any memcg finds its model */
struct sb_root_box {
	struct sb_model *model;
	struct sb_memcg root;
};

struct sb_model *sb_model_of_memcg(struct sb_memcg *memcg)
{
	while (memcg->parent)
		memcg = memcg->parent;
	return container_of(memcg, struct sb_root_box, root)->model;
}

static struct sb_model *sb_model_of(struct sb_page_counter *c)
{
	return sb_model_of_memcg(container_of(c, struct sb_memcg, memory));
}

static void sb_memcg_free_parts(struct sb_memcg *memcg)
{
	free_percpu(memcg->slab_b);
	free_percpu(memcg->kmem);
	free_percpu(memcg->css_ref.count);
	free_percpu(memcg->statc);
	kfree(memcg->vmstats);
}

static int sb_memcg_init(struct sb_memcg *memcg, struct sb_memcg *parent,
			 unsigned int id, unsigned long max_pages)
{
	int cpu;

	memcg->kmem = alloc_percpu(long);
	if (!memcg->kmem)
		return -ENOMEM;
	memcg->statc = alloc_percpu(struct sb_memcg_statc);
	memcg->vmstats = kzalloc(sizeof(*memcg->vmstats), GFP_KERNEL);
	memcg->slab_b = __alloc_percpu(2 * sizeof(long), sizeof(long));
	if (sb_pcpu_ref_init(&memcg->css_ref) || !memcg->statc ||
	    !memcg->vmstats || !memcg->slab_b) {
		sb_memcg_free_parts(memcg);
		return -ENOMEM;
	}
	for_each_possible_cpu(cpu) {
		struct sb_memcg_statc *c = per_cpu_ptr(memcg->statc, cpu);

		c->parent = parent ? per_cpu_ptr(parent->statc, cpu) : NULL;
		c->parent_pcpu = parent ? parent->statc : NULL;
		c->vmstats = memcg->vmstats;
	}
	atomic_long_set(&memcg->memory.usage, 0);
	memcg->memory.max = max_pages;
	memcg->memory.high = SB_PAGE_COUNTER_MAX;
	memcg->memory.parent = parent ? &parent->memory : NULL;
	/* cgroup v2: memory tracks protection, failcnt is v1's */
	memcg->memory.protection_support = true;
	/* built in this layout; sb_model_set_rules() picks the release's */
	memcg->memory.rules = SB_PC_V61;
	memcg->swap.rules = SB_PC_V61;
	atomic_long_set(&memcg->swap.usage, 0);
	memcg->swap.max = SB_PAGE_COUNTER_MAX;
	memcg->swap.high = SB_PAGE_COUNTER_MAX;
	memcg->swap.parent = parent ? &parent->swap : NULL;
	memcg->parent = parent;
	memcg->id = id;
	memcg->level = parent ? parent->level + 1 : 0;
	return 0;
}

static struct sb_memcg *sb_memcg_new(struct sb_memcg *parent, unsigned int id,
				     unsigned long max_pages)
{
	struct sb_memcg *memcg = kzalloc(sizeof(*memcg), GFP_KERNEL);

	if (!memcg)
		return NULL;
	if (sb_memcg_init(memcg, parent, id, max_pages)) {
		kfree(memcg);
		return NULL;
	}
	return memcg;
}

/*
 * Root, then @depth chain levels, then @nr_leaves leaves under the deepest
 * chain level (level depth + 1). Every level is limited to @max_pages
 * (0: PAGE_COUNTER_MAX).
 */
struct sb_model *sb_model_create(unsigned int depth, unsigned int nr_leaves,
				 unsigned long max_pages)
{
	struct sb_root_box *box;
	struct sb_model *model;
	struct sb_memcg *parent;
	unsigned int i, n = 0;

	if (!depth || !nr_leaves)
		return NULL;
	if (!max_pages || max_pages > SB_PAGE_COUNTER_MAX)
		max_pages = SB_PAGE_COUNTER_MAX;

	model = kzalloc(sizeof(*model), GFP_KERNEL);
	if (!model)
		return NULL;
	model->depth = depth;
	model->nr_leaves = nr_leaves;
	model->nr_memcgs = 1 + depth + nr_leaves;
	atomic_long_set(&model->errors, 0);
	atomic_set(&model->stats_flush_threshold, 0);
	model->stats_updates = alloc_percpu(unsigned int);
	if (!model->stats_updates)
		goto fail;
	model->memcgs = kcalloc(model->nr_memcgs, sizeof(*model->memcgs),
				GFP_KERNEL);
	model->leaves = kcalloc(nr_leaves, sizeof(*model->leaves), GFP_KERNEL);
	model->objcgs = kcalloc(nr_leaves, sizeof(*model->objcgs), GFP_KERNEL);
	box = kzalloc(sizeof(*box), GFP_KERNEL);
	if (!model->memcgs || !model->leaves || !model->objcgs || !box) {
		kfree(box);
		goto fail;
	}
	box->model = model;
	if (sb_memcg_init(&box->root, NULL, 0, max_pages)) {
		kfree(box);
		goto fail;
	}
	model->root = &box->root;
	model->memcgs[n++] = model->root;

	parent = model->root;
	for (i = 0; i < depth; i++) {
		parent = sb_memcg_new(parent, n, max_pages);
		if (!parent)
			goto fail;
		model->memcgs[n++] = parent;
	}
	for (i = 0; i < nr_leaves; i++) {
		struct sb_objcg *objcg;

		model->leaves[i] = sb_memcg_new(parent, n, max_pages);
		if (!model->leaves[i])
			goto fail;
		model->memcgs[n++] = model->leaves[i];
		objcg = kzalloc(sizeof(*objcg), GFP_KERNEL);
		if (!objcg)
			goto fail;
		if (sb_pcpu_ref_init(&objcg->ref)) {
			kfree(objcg);
			goto fail;
		}
		objcg->memcg = model->leaves[i];
		model->leaves[i]->objcg = objcg;
		atomic_set(&objcg->nr_charged_bytes, 0);
		objcg->id = i;
		model->objcgs[i] = objcg;
	}
	return model;
fail:
	sb_model_destroy(model);
	return NULL;
}

void sb_model_destroy(struct sb_model *model)
{
	unsigned int i;

	if (!model)
		return;
	if (model->objcgs)
		for (i = 0; i < model->nr_leaves; i++) {
			if (model->objcgs[i])
				free_percpu(model->objcgs[i]->ref.count);
			kfree(model->objcgs[i]);
		}
	if (model->memcgs) {
		for (i = 0; i < model->nr_memcgs; i++) {
			struct sb_memcg *memcg = model->memcgs[i];

			if (!memcg)
				continue;
			sb_memcg_free_parts(memcg);
			if (memcg == model->root)
				kfree(container_of(memcg, struct sb_root_box, root));
			else
				kfree(memcg);
		}
	}
	kfree(model->objcgs);
	kfree(model->leaves);
	kfree(model->memcgs);
	free_percpu(model->stats_updates);
	kfree(model);
}

static long sb_memcg_kmem_sum(struct sb_memcg *memcg)
{
	long sum = 0;
	int cpu;

	for_each_possible_cpu(cpu)
		sum += *per_cpu_ptr(memcg->kmem, cpu);
	return sum;
}

long sb_memcg_slab_sum(struct sb_memcg *memcg, unsigned int i)
{
	long sum = 0;
	int cpu;

	for_each_possible_cpu(cpu)
		sum += per_cpu_ptr(memcg->slab_b, cpu)[i];
	return sum;
}

/* obj_cgroup_release()'s uncharge (its cost does not matter here) */
static void sb_model_release_pages(struct sb_model *model,
				   struct sb_memcg *memcg, unsigned int nr_pages)
{
	if (model->kmem_stat != SB_KMEM_NONE)
		this_cpu_add(*memcg->kmem, -(long)nr_pages);
	if (memcg->parent)
		sb_page_counter_uncharge(&memcg->memory, nr_pages);
}

int sb_model_check_clean(struct sb_model *model, char *why, size_t len)
{
	unsigned int i;
	int ret = 0;

#define SB_DIRTY(fmt, ...)						\
	do {								\
		if (!ret && why && len)					\
			snprintf(why, len, fmt, ##__VA_ARGS__);		\
		ret = -EUCLEAN;						\
	} while (0)

	/* obj_cgroup_release(): leftover bytes must be whole pages */
	for (i = 0; i < model->nr_leaves; i++) {
		struct sb_objcg *objcg = model->objcgs[i];
		int bytes = atomic_xchg(&objcg->nr_charged_bytes, 0);
		long v;

		if (bytes & (PAGE_SIZE - 1))
			SB_DIRTY("objcg %u: %d charged bytes, not whole pages",
				 objcg->id, bytes);
		if (bytes >= (int)PAGE_SIZE)
			sb_model_release_pages(model, objcg->memcg,
					       bytes >> PAGE_SHIFT);
		v = sb_pcpu_ref_sum(&objcg->ref);
		if (v)
			SB_DIRTY("objcg %u: %ld references above the model's, want 0",
				 objcg->id, v);
	}
	for (i = 0; i < model->nr_memcgs; i++) {
		struct sb_memcg *memcg = model->memcgs[i];
		long v;

		v = atomic_long_read(&memcg->memory.usage);
		if (v)
			SB_DIRTY("memcg %u: page_counter usage %ld, want 0",
				 memcg->id, v);
		v = sb_pcpu_ref_sum(&memcg->css_ref);
		if (v)
			SB_DIRTY("memcg %u: %ld css references above the model's, want 0",
				 memcg->id, v);
		v = sb_memcg_kmem_sum(memcg);
		if (v)
			SB_DIRTY("memcg %u: MEMCG_KMEM %ld, want 0", memcg->id, v);
		v = sb_memcg_slab_sum(memcg, 0);
		if (v || sb_memcg_slab_sum(memcg, 1) != v)
			SB_DIRTY("memcg %u: slab stat %ld (lruvec %ld), want 0",
				 memcg->id, v, sb_memcg_slab_sum(memcg, 1));
	}
	if (atomic_long_read(&model->errors))
		SB_DIRTY("%ld page_counter underflows",
			 atomic_long_read(&model->errors));
#undef SB_DIRTY
	return ret;
}
