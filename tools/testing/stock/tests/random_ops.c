// SPDX-License-Identifier: GPL-2.0
/* stocktest: random operations shared by the random and stress tests. */
#include "tests.h"

static __thread u64 sb_handler_rng;

unsigned int sb_ctx_ok(const struct sb_stock_ops *ops)
{
	return SB_SHIM_RT ? ops->ctx_ok_rt : ops->ctx_ok;
}

/* the interrupting contexts the variant allows (on RT softirq is a thread) */
unsigned int sb_inject_mask(const struct sb_stock_ops *ops)
{
	unsigned int ok = sb_ctx_ok(ops), mask = 0;

	if ((ok & BIT(SB_CTX_SOFTIRQ)) && !SB_SHIM_RT)
		mask |= BIT(SB_SHIM_SOFTIRQ);
	if (ok & BIT(SB_CTX_HARDIRQ))
		mask |= BIT(SB_SHIM_HARDIRQ);
	if (ok & BIT(SB_CTX_NMI))
		mask |= BIT(SB_SHIM_NMI);
	return mask;
}

/* what an interrupt does to the stock: charge, then give it back */
void sb_irq_handler(enum sb_shim_irq_kind kind, void *arg)
{
	struct sb_env *e = arg;
	u64 *rng = &sb_handler_rng;
	unsigned int leaf;

	if (!*rng)
		*rng = 0x9e3779b97f4a7c15ull ^ (u64)sb_shim.cpu;
	leaf = sb_rand_below(rng, e->m->nr_leaves);
	(void)kind;
	if (sb_rand_below(rng, 2)) {
		unsigned int nr = sb_rand_below(rng, 8) ? 1 + sb_rand_below(rng, 4) : 70;

		if (!e->ops->charge(e->s, e->m->leaves[leaf], nr, GFP_ATOMIC))
			e->ops->uncharge(e->s, e->m->leaves[leaf], nr);
	} else {
		size_t size = 8 + sb_rand_below(rng, 600);

		if (!e->ops->obj_charge(e->s, e->m->objcgs[leaf], size, GFP_ATOMIC))
			e->ops->obj_uncharge(e->s, e->m->objcgs[leaf], size);
	}
}

/*
 * The NMI of try_alloc_pages() (v6.15+): a page charge and uncharge with a
 * gfp mask that forbids spinning (no __GFP_RECLAIM bit), never obj
 */
void sb_nmi_page_handler(enum sb_shim_irq_kind kind, void *arg)
{
	struct sb_env *e = arg;
	u64 *rng = &sb_handler_rng;
	unsigned int leaf, nr;

	if (!*rng)
		*rng = 0x9e3779b97f4a7c15ull ^ (u64)sb_shim.cpu;
	leaf = sb_rand_below(rng, e->m->nr_leaves);
	nr = 1 + sb_rand_below(rng, 4);
	(void)kind;
	if (!e->ops->charge(e->s, e->m->leaves[leaf], nr, 0))
		e->ops->uncharge(e->s, e->m->leaves[leaf], nr);
}

static void sb_record(struct sb_ledger *l, bool obj, unsigned int leaf,
		      unsigned int amount)
{
	if (l->n < SB_LEDGER_MAX)
		l->held[l->n++] = (struct sb_held){ obj, leaf, amount };
}

static void sb_give_back(struct sb_env *e, struct sb_ledger *l, u64 *rng,
			 bool obj)
{
	unsigned int i, start;

	if (!l->n)
		return;
	start = sb_rand_below(rng, l->n);
	for (i = 0; i < l->n; i++) {
		unsigned int k = (start + i) % l->n;
		struct sb_held h = l->held[k];

		if (h.obj != obj)
			continue;
		l->held[k] = l->held[--l->n];
		if (obj)
			e->ops->obj_uncharge(e->s, e->m->objcgs[h.leaf], h.amount);
		else
			e->ops->uncharge(e->s, e->m->leaves[h.leaf], h.amount);
		return;
	}
}

static const gfp_t sb_gfps[] = { GFP_KERNEL, GFP_KERNEL, GFP_NOWAIT, GFP_ATOMIC, 0 };

void sb_random_op(struct sb_env *e, struct sb_ledger *l, u64 *rng,
		  const struct sb_op_opts *o)
{
	unsigned int leaf = sb_rand_below(rng, e->m->nr_leaves);
	gfp_t gfp = sb_gfps[sb_rand_below(rng, ARRAY_SIZE(sb_gfps))];
	unsigned int r = sb_rand_below(rng, 100);
	bool full = l->n >= 256;

	if (r < 30 && !full) {
		unsigned int nr;

		switch (sb_rand_below(rng, 10)) {
		case 0: nr = 60 + sb_rand_below(rng, 12); break;	/* around the batch */
		case 1: nr = 100 + sb_rand_below(rng, 60); break;	/* above it */
		default: nr = 1 + sb_rand_below(rng, 8); break;
		}
		if (!e->ops->charge(e->s, e->m->leaves[leaf], nr, gfp))
			sb_record(l, false, leaf, nr);
	} else if (r < 55) {
		sb_give_back(e, l, rng, false);
	} else if (r < 75 && !full) {
		size_t size;

		switch (sb_rand_below(rng, 8)) {
		case 0: size = 4096 * (1 + sb_rand_below(rng, 3)) + sb_rand_below(rng, 3) - 1; break;
		case 1: size = 4000 + sb_rand_below(rng, 6000); break;
		default: size = 8 + sb_rand_below(rng, 700); break;
		}
		if (!e->ops->obj_charge(e->s, e->m->objcgs[leaf], size, gfp))
			sb_record(l, true, leaf, size);
	} else if (r < 90) {
		sb_give_back(e, l, rng, true);
	} else if (r < 94 && o->drain) {
		e->ops->drain_all(e->s, e->m->memcgs[sb_rand_below(rng, e->m->nr_memcgs)]);
	} else if (r < 96) {
		e->ops->drain_local(e->s);
	} else if (r < 98 || !o->hotplug) {
		sb_shim_run_pending();
	} else {
		/* hot-unplug / replug the other CPU of a 2-CPU machine */
		unsigned int other = !sb_shim.cpu;

		if (sb_cpu_online[other] && !sb_shim_nr_pending(other)) {
			sb_cpu_online[other] = false;
			e->ops->cpu_dead(e->s, other);
		} else if (!sb_cpu_online[other]) {
			sb_cpu_online[other] = true;
		}
	}
}
