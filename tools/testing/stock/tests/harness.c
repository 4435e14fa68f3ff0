// SPDX-License-Identifier: GPL-2.0
/* stocktest: environment, ledger and the accounting identity. */
#include "harness.h"

int sb_test_failed;
unsigned int sb_scale = 1;

void sb_set_cpu(int cpu)
{
	sb_shim.cpu = cpu;
}

int sb_env_init(struct sb_env *e, const struct sb_stock_ops *ops,
		unsigned int depth, unsigned int leaves, unsigned long max,
		unsigned long opts)
{
	memset(e, 0, sizeof(*e));
	e->ops = ops;
	e->m = sb_model_create(depth, leaves, max);
	if (!e->m)
		return -1;
	e->wq = sb_drain_wq_create();
	e->s = e->wq ? sb_stock_create(ops, e->m, e->wq, opts) : NULL;
	if (!e->s) {
		if (e->wq)
			destroy_workqueue(e->wq);
		sb_model_destroy(e->m);
		return -1;
	}
	return 0;
}

void sb_env_fini(struct sb_env *e)
{
	sb_stock_destroy(e->s);
	destroy_workqueue(e->wq);
	sb_model_destroy(e->m);
}

long sb_usage(struct sb_memcg *memcg)
{
	return atomic_long_read(&memcg->memory.usage);
}

long sb_css(struct sb_memcg *memcg)
{
	return 1 + sb_pcpu_ref_sum(&memcg->css_ref);
}

long sb_objref(struct sb_objcg *objcg)
{
	return 1 + sb_pcpu_ref_sum(&objcg->ref);
}

u64 sb_cnt(struct sb_env *e, enum sb_counter c)
{
	unsigned int cpu;
	u64 sum = 0;

	for_each_possible_cpu(cpu)
		sum += per_cpu_ptr(e->s->stats, cpu)->cnt[c];
	return sum;
}

struct sb_audit sb_audit_now(struct sb_env *e)
{
	struct sb_audit a;

	sb_stock_audit(e->s, &a);
	return a;
}

long sb_kmem(struct sb_memcg *memcg)
{
	unsigned int cpu;
	long sum = 0;

	for_each_possible_cpu(cpu)
		sum += *per_cpu_ptr(memcg->kmem, cpu);
	return sum;
}

int sb_check_books(struct sb_env *e, const struct sb_ledger *l, char *why,
		   size_t len)
{
	struct sb_model *m = e->m;
	long held_pages = 0, held_bytes = 0, charged_bytes = 0;
	long leaf_pages = 0, kmem = 0, css = 0, objrefs = 0;
	struct sb_audit a = sb_audit_now(e);
	unsigned int i, j;

	for (i = 0; i < l->n; i++) {
		if (l->held[i].obj)
			held_bytes += l->held[i].amount;
		else
			held_pages += l->held[i].amount;
	}
	for (i = 0; i < m->nr_memcgs; i++) {
		struct sb_memcg *p = m->memcgs[i];
		long children = 0;
		bool leaf = true;

		for (j = 0; j < m->nr_memcgs; j++) {
			if (m->memcgs[j]->parent == p) {
				children += sb_usage(m->memcgs[j]);
				leaf = false;
			}
		}
		if (!leaf && children != sb_usage(p)) {
			snprintf(why, len, "memcg %u: usage %ld, children %ld",
				 p->id, sb_usage(p), children);
			return -1;
		}
		if (leaf) {
			leaf_pages += sb_usage(p);
			kmem += sb_kmem(p);
		} else if (sb_kmem(p)) {
			snprintf(why, len, "inner memcg %u has MEMCG_KMEM %ld",
				 p->id, sb_kmem(p));
			return -1;
		}
		css += sb_css(p) - 1;
	}
	for (i = 0; i < m->nr_leaves; i++) {
		charged_bytes += atomic_read(&m->objcgs[i]->nr_charged_bytes);
		objrefs += sb_objref(m->objcgs[i]) - 1;
	}
	if (e->ops->kmem_stat == SB_KMEM_NONE) {
		/* v5.x: no MEMCG_KMEM; obj bytes are backed by the rest */
		if (kmem) {
			snprintf(why, len, "MEMCG_KMEM %ld on a 5.x stock", kmem);
			return -1;
		}
		kmem = leaf_pages - held_pages - a.cached_pages;
	}
	if (leaf_pages != held_pages + a.cached_pages + kmem) {
		snprintf(why, len,
			 "leaf usage %ld != held %ld + cached %ld + kmem %ld",
			 leaf_pages, held_pages, a.cached_pages, kmem);
		return -1;
	}
	if (kmem * (long)PAGE_SIZE != held_bytes + a.cached_bytes + charged_bytes) {
		snprintf(why, len,
			 "kmem %ld pages != held %ld + cached %ld + objcg %ld bytes",
			 kmem, held_bytes, a.cached_bytes, charged_bytes);
		return -1;
	}
	if (css != a.css_refs || objrefs != a.objcg_refs) {
		snprintf(why, len, "refs: css %ld (stocks %ld), objcg %ld (stocks %ld)",
			 css, a.css_refs, objrefs, a.objcg_refs);
		return -1;
	}
	if (atomic_long_read(&m->errors)) {
		snprintf(why, len, "%ld underflows", atomic_long_read(&m->errors));
		return -1;
	}
	if (sb_shim_violations) {
		snprintf(why, len, "shim: %s", sb_shim_last_violation);
		return -1;
	}
	return 0;
}

void sb_ledger_release(struct sb_env *e, struct sb_ledger *l)
{
	while (l->n) {
		struct sb_held *h = &l->held[--l->n];

		if (h->obj)
			e->ops->obj_uncharge(e->s, e->m->objcgs[h->leaf], h->amount);
		else
			e->ops->uncharge(e->s, e->m->leaves[h->leaf], h->amount);
	}
}
