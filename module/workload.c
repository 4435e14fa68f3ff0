// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: what one "op" is for each workload, and which subjects
 * (variants, primitives, or the kernel's own kmalloc path) a config names.
 */
#include <linux/kernel.h>
#include <linux/log2.h>
#include <linux/memcontrol.h>
#include <linux/mm.h>
#include <linux/percpu.h>
#include <linux/reciprocal_div.h>
#include <linux/preempt.h>
#include <linux/sched/mm.h>
#include <linux/slab.h>
#include <linux/string.h>
#include "arch.h"
#include "bench.h"

/* the contexts this architecture can drive: nmi needs an NMI source */
static unsigned int sb_arch_ctx_mask(void)
{
	return sb_arch_nmi_ok() ? ~0U : ~BIT(SB_CTX_NMI);
}

/* why subject @s does not run in @ctx */
const char *sb_skip_why(const struct sb_subject *s, unsigned int ctx)
{
	bool rt = IS_ENABLED(CONFIG_PREEMPT_RT);

	if (ctx == SB_CTX_NMI && !sb_arch_nmi_ok())
		return sb_arch_nmi_why();
	if (s->ops) {
		if (s->no_slab)
			return "slab hooks of its release not modelled";
		if (!s->ctx_ok)
			return rt ? "variant not valid on PREEMPT_RT" :
				    "variant has no context";
		return rt ? "variant not safe in this context on PREEMPT_RT" :
			    "variant not safe in this context";
	}
	if (s->kmalloc) {
		if (ctx == SB_CTX_NMI)
			return "kmalloc is not NMI-safe";
		if (ctx == SB_CTX_MIXED)
			return "mixed needs a private stock to interfere on";
		return "slab takes sleeping locks in hardirq on PREEMPT_RT";
	}
	return sb_prim_why(s->prim, ctx);
}

static void sb_subject_from_ops(struct sb_subject *s,
				const struct sb_stock_ops *ops)
{
	bool rt = IS_ENABLED(CONFIG_PREEMPT_RT);

	memset(s, 0, sizeof(*s));
	strscpy(s->name, ops->name, sizeof(s->name));
	s->ops = ops;
	s->busted = ops->flags & SB_F_BUSTED;
	/* ctx_ok_rt is the truth; busted runs on RT too, to be caught there */
	s->ctx_ok = (rt ? ops->ctx_ok_rt : ops->ctx_ok) & sb_arch_ctx_mask();
}

static void sb_subject_from_prim(struct sb_subject *s, unsigned int prim)
{
	memset(s, 0, sizeof(*s));
	strscpy(s->name, sb_prims[prim].name, sizeof(s->name));
	s->prim = prim;
	s->ctx_ok = sb_prim_ctx_ok(prim) & sb_arch_ctx_mask();
}

/*
 * "kmalloc": kfree(kmalloc(__GFP_ACCOUNT)) charged to the run's memcg;
 * "kmalloc_noacct": the same without __GFP_ACCOUNT. Their difference is
 * the kernel's own obj charge + uncharge, to set beside a variant's.
 */
static const char *const sb_kmalloc_names[] = { "kmalloc", "kmalloc_noacct" };

static void sb_subject_kmalloc(struct sb_subject *s, unsigned int i)
{
	bool rt = IS_ENABLED(CONFIG_PREEMPT_RT);

	memset(s, 0, sizeof(*s));
	strscpy(s->name, sb_kmalloc_names[i], sizeof(s->name));
	s->kmalloc = true;
	s->account = i == 0;
	s->ctx_ok = (rt ? SB_CTX_THREADED : SB_CTX_IRQS) & sb_arch_ctx_mask();
}

/*
 * A name listed again is another instance (A/A comparisons): the second
 * "locallock" is "locallock#2", with its own model and stock.
 */
static const char *sb_subject_base(const struct sb_subject *s)
{
	return s->ops ? s->ops->name : sb_prims[s->prim].name;
}

static void sb_subject_label(struct sb_subject *s, unsigned int k)
{
	unsigned int i, same = 1;

	for (i = 0; i + 1 < k; i++)
		same += !strcmp(sb_subject_base(&s[i]), sb_subject_base(&s[k - 1]));
	if (same < 2)
		return;
	snprintf(s[k - 1].name, sizeof(s[k - 1].name), "%s#%u",
		 sb_subject_base(&s[k - 1]), same);
}

/* config inject=<subject>:<pct> must name one of the run's subjects */
static int sb_inject_resolve(const struct sb_config *c, struct sb_subject *s,
			     unsigned int k, char *err, size_t errlen)
{
	unsigned int i;

	if (!c->inject[0])
		return 0;
	for (i = 0; i < k; i++) {
		if (!strcmp(s[i].name, c->inject)) {
			s[i].inject_pct = c->inject_pct;
			return 0;
		}
	}
	snprintf(err, errlen, "inject: '%.31s' is not one of the run's variants (inject=none clears it)",
		 c->inject);
	return -EINVAL;
}

/*
 * workload=page: a variant whose page paths alone are NMI-safe
 * (SB_F_PAGE_NMI_SAFE) runs in nmi too. workload=slab: a variant whose
 * release's slab hooks are not modelled runs nowhere and says why; no
 * context takes the kernel's kmalloc() from NMI.
 */
static void sb_subjects_workload(const struct sb_config *c,
				 struct sb_subject *s, unsigned int k)
{
	unsigned int i;

	if (c->workload == SB_WL_PAGE) {
		for (i = 0; i < k; i++)
			if (s[i].ops && s[i].ctx_ok &&
			    (s[i].ops->flags & SB_F_PAGE_NMI_SAFE))
				s[i].ctx_ok |= BIT(SB_CTX_NMI) &
					       sb_arch_ctx_mask();
		return;
	}
	if (c->workload != SB_WL_SLAB)
		return;
	for (i = 0; i < k; i++) {
		if (!s[i].ops)
			continue;
		s[i].ctx_ok &= ~BIT(SB_CTX_NMI);
		if (!s[i].ops->slab_alloc) {
			s[i].no_slab = true;
			s[i].ctx_ok = 0;
		}
	}
}

static int __sb_subjects_resolve(const struct sb_config *c,
				 struct sb_subject *s, unsigned int *n,
				 char *err, size_t errlen);

/* "all" or a comma list; names must belong to the workload */
int sb_plan_resolve(struct sb_plan *p, char *err, size_t errlen)
{
	int ret = __sb_subjects_resolve(&p->cfg, p->subj, &p->nsubj, err,
					errlen);

	if (!ret)
		sb_subjects_workload(&p->cfg, p->subj, p->nsubj);
	return ret;
}

static int __sb_subjects_resolve(const struct sb_config *c,
				 struct sb_subject *s, unsigned int *n,
				 char *err, size_t errlen)
{
	char list[sizeof(c->variants)], *p = list, *name;
	bool all = !strcmp(c->variants, "all");
	unsigned int i, k = 0;

	if (c->workload == SB_WL_KMALLOC) {
		for (i = 0; i < ARRAY_SIZE(sb_kmalloc_names); i++)
			if (all || !strcmp(c->variants, sb_kmalloc_names[i]))
				sb_subject_kmalloc(&s[k++], i);
		if (!k) {
			snprintf(err, errlen, "variants: workload=kmalloc times the kernel's own path; use variants=all, kmalloc or kmalloc_noacct");
			return -EINVAL;
		}
		*n = k;
		return sb_inject_resolve(c, s, k, err, errlen);
	}
	if (all) {
		if (c->workload == SB_WL_PRIM) {
			for (i = 0; i < SB_NR_PRIM; i++)
				sb_subject_from_prim(&s[k++], i);
		} else {
			for (i = 0; i < sb_nr_variants && k < SB_MAX_SUBJ; i++)
				sb_subject_from_ops(&s[k++], sb_variants[i]);
		}
		*n = k;
		if (!k) {
			snprintf(err, errlen, "variants: this module has no variants");
			return -EINVAL;
		}
		return sb_inject_resolve(c, s, k, err, errlen);
	}
	strscpy(list, c->variants, sizeof(list));
	while ((name = strsep(&p, ","))) {
		if (k == SB_MAX_SUBJ) {
			snprintf(err, errlen, "variants: more than %d names", SB_MAX_SUBJ);
			return -EINVAL;
		}
		if (c->workload == SB_WL_PRIM) {
			int prim = sb_prim_find(name);

			if (prim < 0) {
				char all[160];

				snprintf(err, errlen,
					 "variants: '%.40s' is not a primitive (workload=prim: %s)",
					 name,
					 sb_prim_list(all, sizeof(all)));
				return -EINVAL;
			}
			sb_subject_from_prim(&s[k++], prim);
		} else {
			const struct sb_stock_ops *ops = sb_variant_find(name);

			if (!ops) {
				snprintf(err, errlen, "variants: unknown variant '%.40s' (see the variants file)",
					 name);
				return -EINVAL;
			}
			sb_subject_from_ops(&s[k++], ops);
		}
		sb_subject_label(s, k);
	}
	*n = k;
	return sb_inject_resolve(c, s, k, err, errlen);
}

/* ---- the ops ------------------------------------------------------------ */

/*
 * The variant's code for this batch: its hold twin in a row's hold batch
 * (engine.c: sb_hold_pass()), read once per batch, as the stock itself.
 */
static const struct sb_stock_ops *sb_stock_ops_of(struct sb_worker *w,
						  const struct sb_stock *s)
{
	return unlikely(READ_ONCE(w->hold_batch)) ? s->ops_hold : s->ops;
}

static void sb_ops_page(struct sb_worker *w, const struct sb_slot *sl,
			unsigned int ctx, unsigned long n)
{
	struct sb_stock *s = sl->stock;
	const struct sb_stock_ops *ops = sb_stock_ops_of(w, s);
	struct sb_model *m = sl->model;
	unsigned int leaf = w->leaf[ctx], pages = w->run->cfg.pages;
	gfp_t gfp = sb_ctxs[ctx]->gfp;

	/* the models of one group may differ in leaves (busted has two) */
	if (leaf >= m->nr_leaves)
		leaf = 0;
	/* the variants count only misses; this batch's charges are hits */
	sb_count_charges(s, SB_CNT_HIT, n);
	while (n--) {
		struct sb_memcg *memcg = m->leaves[leaf];

		if (++leaf == m->nr_leaves)
			leaf = 0;
		if (!ops->charge(s, memcg, pages, gfp))
			ops->uncharge(s, memcg, pages);
	}
	w->leaf[ctx] = leaf;
}

static void sb_ops_obj(struct sb_worker *w, const struct sb_slot *sl,
		       unsigned int ctx, unsigned long n)
{
	struct sb_stock *s = sl->stock;
	const struct sb_stock_ops *ops = sb_stock_ops_of(w, s);
	struct sb_model *m = sl->model;
	unsigned int leaf = w->leaf[ctx], bytes = w->run->cfg.bytes;
	gfp_t gfp = sb_ctxs[ctx]->gfp;

	if (leaf >= m->nr_leaves)
		leaf = 0;
	sb_count_charges(s, SB_CNT_OBJ_HIT, n);
	while (n--) {
		struct sb_objcg *objcg = m->objcgs[leaf];

		if (++leaf == m->nr_leaves)
			leaf = 0;
		if (!ops->obj_charge(s, objcg, bytes, gfp))
			ops->obj_uncharge(s, objcg, bytes);
	}
	w->leaf[ctx] = leaf;
}

/* the kmem_cache kmalloc(@bytes) takes: kmalloc-8 ... with 96 and 192 */
static size_t sb_kmalloc_cache_size(size_t bytes)
{
	if (bytes > 64 && bytes <= 96)
		return 96;
	if (bytes > 128 && bytes <= 192)
		return 192;
	return bytes <= 8 ? 8 : roundup_pow_of_two(bytes);
}

/*
 * The object of workload=slab, one per CPU and context: kfree(kmalloc())
 * gets the same object back each time. An interrupt of mixed that
 * kmallocs gets an object of its own, as in the kernel: sharing one, its
 * alloc would overwrite the slot of the task's object between the
 * task's alloc and free, and that object's charge would never be
 * uncharged. Its page is no slab page, so the objcg slots it would have
 * are this array, reached the way the hooks reach theirs.
 */
#define SB_SLAB_SLOTS	64
struct sb_slab_obj {
	char obj[256];
	struct sb_objcg *objcgs[SB_SLAB_SLOTS];
} ____cacheline_aligned;
static DEFINE_PER_CPU(struct sb_slab_obj, sb_slab_objs[SB_NR_CTX]);

/* slab_objcgs() (6.1) / slab_obj_exts() (7.3), then obj_to_index() */
static __always_inline struct sb_objcg **
sb_slab_slot(struct folio *folio, const void *obj, struct sb_slab_obj *so,
	     struct reciprocal_value r)
{
	struct sb_objcg **objcgs;
	unsigned int off;

	objcgs = (struct sb_objcg **)(READ_ONCE(folio->memcg_data) & ~7UL);
	if (!objcgs || !folio_test_slab(folio))
		objcgs = so->objcgs;
	off = reciprocal_divide((const char *)obj -
				(const char *)folio_address(folio), r);
	return &objcgs[off % SB_SLAB_SLOTS];
}

/*
 * What __GFP_ACCOUNT adds to kfree(kmalloc(bytes)): the variant's slab
 * hooks on the CPU's next leaf memcg (the kernel's active memcg), and the
 * hooks' way to the object's objcg slot: the post-alloc hook's own
 * virt_to_slab(), then slab_objcgs()/slab_obj_exts() and obj_to_index()
 * in both hooks (6.1.192 mm/slab.h, 7.3.4 mm/memcontrol.c). kfree()
 * finds the slab anyway: the free side gets the folio for free.
 */
static void sb_ops_slab(struct sb_worker *w, const struct sb_slot *sl,
			unsigned int ctx, unsigned long n)
{
	struct sb_stock *s = sl->stock;
	const struct sb_stock_ops *ops = sb_stock_ops_of(w, s);
	struct sb_model *m = sl->model;
	unsigned int leaf = w->leaf[ctx];
	size_t size = sb_kmalloc_cache_size(w->run->cfg.bytes);
	struct reciprocal_value r = reciprocal_value(size);
	gfp_t gfp = sb_ctxs[ctx]->gfp;
	struct sb_slab_obj *so;
	struct folio *folio;

	if (leaf >= m->nr_leaves)
		leaf = 0;
	sb_count_charges(s, SB_CNT_OBJ_HIT, n);
	/* the batch runs on this CPU (contexts pin it) */
	so = raw_cpu_ptr(&sb_slab_objs[ctx]);
	folio = virt_to_folio(so->obj);
	while (n--) {
		struct sb_memcg *memcg = m->leaves[leaf];
		void *obj = so->obj;
		struct sb_objcg **ext;

		/* a new object to the compiler: no slot hoisted out of the loop */
		OPTIMIZER_HIDE_VAR(obj);
		if (++leaf == m->nr_leaves)
			leaf = 0;
		ext = sb_slab_slot(virt_to_folio(obj), obj, so, r);
		if (ops->slab_alloc(s, memcg, size, gfp, ext))
			continue;
		ext = sb_slab_slot(folio, obj, so, r);
		ops->slab_free(s, size, ext);
	}
	w->leaf[ctx] = leaf;
}

/* the running kernel's real path, charged to the memcg that started the run */
static void sb_ops_kmalloc(struct sb_worker *w, const struct sb_slot *sl,
			   unsigned int ctx, unsigned long n)
{
	const struct sb_subject *subj = sl->subj;
	/*
	 * the context's own: GFP_KERNEL in task, GFP_ATOMIC in bh, softirq
	 * and hardirq (kmalloc has no nmi or mixed row)
	 */
	gfp_t gfp = sb_ctxs[ctx]->gfp | __GFP_NOWARN;
	size_t bytes = w->run->cfg.bytes;
	struct mem_cgroup *old;

	if (subj->account)
		gfp |= __GFP_ACCOUNT;
	old = set_active_memcg(w->run->memcg);
	while (n--)
		kfree(kmalloc(bytes, gfp));
	set_active_memcg(old);
}

/*
 * The slot is read once: an interrupt of mixed on this CPU sees either the
 * subject before the worker switched or the one after, never a mix.
 */
void sb_ops(struct sb_worker *w, unsigned int ctx, unsigned long n)
{
	const struct sb_slot *sl = READ_ONCE(w->slot);
	u64 mit;

	if (!sl)
		return;
	switch (w->run->cfg.workload) {
	case SB_WL_PAGE:
		sb_ops_page(w, sl, ctx, n);
		break;
	case SB_WL_OBJ:
		sb_ops_obj(w, sl, ctx, n);
		break;
	case SB_WL_KMALLOC:
		sb_ops_kmalloc(w, sl, ctx, n);
		break;
	case SB_WL_SLAB:
		sb_ops_slab(w, sl, ctx, n);
		break;
	case SB_WL_PRIM:
		sb_prims[sl->subj->prim].loop(ctx, n);
		break;
	}
	/* config inject: a fixed amount of extra work per op */
	mit = READ_ONCE(w->inject_mit[sl->idx]);
	if (mit)
		sb_empty_loop(div_u64(n * mit, 1000));
}
