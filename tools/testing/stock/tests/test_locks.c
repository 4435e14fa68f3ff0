// SPDX-License-Identifier: GPL-2.0
/*
 * What runs under the lock, and what an interrupt on the same CPU sees:
 * the shim records the atomic RMWs done inside a protected section, and
 * the injector enters hardirq / NMI at a chosen moment.
 */
#include "tests.h"
#include "local_trylock_compat.h"
#include "decoupled.h"

/* the shim itself: a recursive local_lock is reported, not ignored */
static void t_shim_recursion(void)
{
	local_lock_t *l = alloc_percpu(local_lock_t);
	unsigned long f1, f2;

	sb_shim_reset_thread(0);
	sb_shim_violations = 0;
	local_lock_init(this_cpu_ptr(l));
	local_lock_irqsave(l, f1);
	local_lock_irqsave(l, f2);
	CHECK_EQ(sb_shim_violations, 1);
	local_unlock_irqrestore(l, f2);
	local_lock_irqsave(l, f2);
	local_unlock_irqrestore(l, f2);
	local_unlock_irqrestore(l, f1);
	CHECK(!irqs_disabled(), "IRQ state not restored");
	sb_shim_violations = 0;
	free_percpu(l);
}

/*
 * The 6.1 compat local_trylock_t: a blocking acquire of a held lock is
 * checked only where the kernel checks it (lockdep_assert(), CONFIG_LOCKDEP:
 * the asan flavour), and re-enters silently elsewhere, as the kernel does.
 * On RT it is a spinlock: a trylock of a held one fails.
 */
static void t_compat_reentry(void)
{
	sb_trylock_t *l = alloc_percpu(sb_trylock_t);
	bool ok;

	sb_shim_reset_thread(0);
	sb_shim_violations = 0;
	sb_trylock_init(this_cpu_ptr(l));
	sb_lock(l);
	if (SB_SHIM_RT) {
		ok = sb_trylock(l);
		CHECK(!ok, "trylock of a held RT lock succeeded");
		if (ok)
			sb_unlock(l);
		CHECK_EQ(sb_shim_violations, 0);
	} else {
		sb_lock(l);	/* nested: what an NMI on a blocking path does */
#ifdef CONFIG_LOCKDEP
		CHECK_EQ(sb_shim_violations, 1);
#else
		CHECK_EQ(sb_shim_violations, 0);
#endif
		CHECK(!sb_trylock(l), "trylock of a held lock succeeded");
		sb_unlock(l);
	}
	sb_unlock(l);
	CHECK(!sb_shim_critical(), "preemption not restored");
	sb_shim_violations = 0;
	free_percpu(l);
}

/*
 * A refill that has to give another memcg back: which atomics (page_counter
 * walk, css refs) run inside the critical section? Depth 1: leaf, chain
 * level and root are 3 page_counter RMWs. css_put of the victim and css_get
 * of the newcomer are per-CPU adds (percpu_ref), no RMW at all.
 */
static void t_work_under_lock(const struct sb_stock_ops *ops)
{
	struct sb_memcg *last;
	unsigned int i, fill;
	char why[200];
	struct sb_env e;

	if (ops->flags & SB_F_BUSTED)
		return;
	if (sb_env_init(&e, ops, 1, 8, 0, 0))
		return sb_no_env();
	sb_shim_reset_thread(0);
	/* decoupled.h's stocks (decoupled, outside, decoupled_random): 7 slots */
	fill = ops->audit_cpu == sb_dc_audit_cpu ? SB_NR_MEMCG_STOCK : 1;
	for (i = 0; i < fill; i++)	/* each caches 63 pages */
		CHECK_EQ(ops->charge(e.s, e.m->leaves[i], 1, GFP_KERNEL), 0);
	/* a page of the last leaf charged behind the stock's back */
	last = e.m->leaves[7];
	sb_page_counter_charge(&last->memory, 1);
	sb_shim.rmw_critical = sb_shim.rmw_plain = 0;
	ops->uncharge(e.s, last, 1);		/* evicts one */
	if (!strcmp(ops->name, "outside")) {
		/* the walk after the unlock */
		CHECK_EQ(sb_shim.rmw_critical, 0);
		CHECK_EQ(sb_shim.rmw_plain, 3);
	} else {
		CHECK_EQ(sb_shim.rmw_critical, 3);
		CHECK_EQ(sb_shim.rmw_plain, 0);
	}
	for (i = 0; i < fill; i++)
		ops->uncharge(e.s, e.m->leaves[i], 1);
	sb_stock_drain_everything(e.s);
	CHECK(!sb_model_check_clean(e.m, why, sizeof(why)), "%s", why);
	sb_env_fini(&e);
}

/*
 * css and objcg references are percpu_refs: a get on one CPU and the put on
 * another are two per-CPU adds, no shared atomic; only the sum over the
 * CPUs is checked, and the audit sees a leaked or a doubled drop.
 */
static void t_refs_percpu(void)
{
	struct sb_memcg *a;
	struct sb_objcg *o;
	char why[200];
	struct sb_env e;

	if (sb_env_init(&e, sb_variant_find("irq"), 1, 1, 0, 0))
		return sb_no_env();
	a = e.m->leaves[0];
	o = e.m->objcgs[0];
	/* own cache lines: two objcgs (and a memcg's) never share one */
	CHECK(__alignof__(struct sb_objcg) >= L1_CACHE_BYTES,
	      "objcg aligned to %zu", __alignof__(struct sb_objcg));
	sb_shim.rmw_critical = sb_shim.rmw_plain = 0;
	sb_set_cpu(0);
	sb_css_get(a);
	sb_objcg_get(o);
	sb_set_cpu(1);
	sb_css_put(a);
	sb_objcg_put(o);
	CHECK_EQ(sb_shim.rmw_critical + sb_shim.rmw_plain, 0);
	CHECK_EQ(*per_cpu_ptr(a->css_ref.count, 0), 1);
	CHECK_EQ(*per_cpu_ptr(a->css_ref.count, 1), -1);
	CHECK_EQ(*per_cpu_ptr(o->ref.count, 1), -1);
	CHECK_EQ(sb_css(a), 1);
	CHECK_EQ(sb_objref(o), 1);
	CHECK(!sb_model_check_clean(e.m, why, sizeof(why)), "%s", why);
	/* a leaked reference, then a doubled drop: the audit sees each */
	sb_css_get(a);
	CHECK(sb_model_check_clean(e.m, why, sizeof(why)), "leaked css ref not seen");
	sb_css_put(a);
	sb_objcg_put(o);
	CHECK(sb_model_check_clean(e.m, why, sizeof(why)), "doubled objcg put not seen");
	sb_objcg_get(o);
	CHECK(!sb_model_check_clean(e.m, why, sizeof(why)), "%s", why);
	sb_set_cpu(0);
	sb_env_fini(&e);
}

static struct sb_env *sb_cur_env;
static unsigned int sb_nmi_leaf;

static void sb_nmi_charge(enum sb_shim_irq_kind kind, void *arg)
{
	struct sb_memcg *m = sb_cur_env->m->leaves[sb_nmi_leaf];

	/* in NMI only the non-spinning form (try_alloc_pages()) is allowed */
	gfp_t gfp = kind == SB_SHIM_NMI ? 0 : GFP_ATOMIC;

	(void)arg;
	if (!sb_cur_env->ops->charge(sb_cur_env->s, m, 1, gfp))
		sb_cur_env->ops->uncharge(sb_cur_env->s, m, 1);
}

/*
 * An interrupt that lands while the task holds the stock: the trylock
 * variants must see their trylock fail and fall back, the others must
 * never let it in.
 */
static void t_irq_in_section(const struct sb_stock_ops *ops)
{
	/* 6.15's page stock is NMI-safe (its obj stock is not): page only */
	bool page_nmi = (sb_ctx_ok(ops) & BIT(SB_CTX_NMI)) ||
			!strcmp(ops->name, "trylock");
	unsigned int mask = (sb_inject_mask(ops) & BIT(SB_SHIM_HARDIRQ)) |
			    (page_nmi ? BIT(SB_SHIM_NMI) : 0);
	struct sb_ledger l = { 0 };
	char why[200];
	struct sb_env e;

	if (ops->flags & SB_F_BUSTED)
		return;
	if (sb_env_init(&e, ops, 1, 2, 0, 0))
		return sb_no_env();
	sb_shim_reset_thread(0);
	sb_shim_violations = 0;
	sb_cur_env = &e;
	sb_nmi_leaf = 1;
	/* a hardirq or NMI at every point the hardware allows, one charge */
	sb_shim_set_injector(sb_nmi_charge, NULL, mask, 1, 1);
	CHECK_EQ(ops->charge(e.s, e.m->leaves[0], 1, GFP_KERNEL), 0);
	sb_shim_set_injector(NULL, NULL, 0, 0, 0);
	l.held[l.n++] = (struct sb_held){ false, 0, 1 };
	if (page_nmi)
		CHECK(sb_cnt(&e, SB_CNT_TRYLOCK_FAIL) > 0,
		      "no trylock failure seen by the interrupt");
	else
		CHECK_EQ(sb_cnt(&e, SB_CNT_TRYLOCK_FAIL), 0);
	CHECK(!sb_check_books(&e, &l, why, sizeof(why)), "%s", why);
	sb_ledger_release(&e, &l);
	sb_stock_drain_everything(e.s);
	CHECK(!sb_model_check_clean(e.m, why, sizeof(why)), "%s", why);
	sb_env_fini(&e);
}

/* 'outside' in NMI: the two readings of the in_nmi() check */
static void sb_outside_nmi(unsigned long opts, u64 want_evictions,
			   u64 want_direct)
{
	const struct sb_stock_ops *ops = sb_variant_find("outside");
	char why[200];
	struct sb_env e;
	unsigned int i;

	if (sb_env_init(&e, ops, 1, 8, 0, opts))
		return sb_no_env();
	sb_shim_reset_thread(0);
	for (i = 0; i < SB_NR_MEMCG_STOCK; i++)
		CHECK_EQ(ops->charge(e.s, e.m->leaves[i], 1, GFP_KERNEL), 0);
	sb_cur_env = &e;
	sb_nmi_leaf = 7;
	sb_shim_set_injector(sb_nmi_charge, NULL, BIT(SB_SHIM_NMI), 0, 1);
	sb_shim_inject_now(SB_SHIM_NMI);
	sb_shim_set_injector(NULL, NULL, 0, 0, 0);
	CHECK_EQ(sb_cnt(&e, SB_CNT_EVICTION), want_evictions);
	CHECK_EQ(sb_cnt(&e, SB_CNT_DIRECT_UNCHARGE), want_direct);
	for (i = 0; i < SB_NR_MEMCG_STOCK; i++)
		ops->uncharge(e.s, e.m->leaves[i], 1);
	sb_stock_drain_everything(e.s);
	CHECK(!sb_model_check_clean(e.m, why, sizeof(why)), "%s", why);
	sb_env_fini(&e);
}

static void t_outside_nmi(void)
{
	/*
	 * The NMI charges one page without spinning (no surplus batch), then
	 * gives it back while all 7 slots are taken by other memcgs.
	 * direct: no eviction in NMI, the page goes straight to the counter.
	 */
	sb_outside_nmi(SB_OPT_OUTSIDE_NMI_DIRECT, 0, 1);
	/*
	 * locked: a slot is evicted under the lock, the page cached - except
	 * on RT, where the trylock always fails in NMI: the switch is moot.
	 */
	if (SB_SHIM_RT)
		sb_outside_nmi(0, 0, 1);
	else
		sb_outside_nmi(0, 1, 0);
}

const struct sb_test sb_lock_tests[] = {
	{ "locks: shim reports a recursive local_lock", NULL, t_shim_recursion },
	{ "locks: compat trylock checks re-entry only with lockdep", NULL, t_compat_reentry },
	{ "locks: css/objcg references are per-CPU, audited by sum", NULL, t_refs_percpu },
	{ "locks: page_counter work inside/outside the section", t_work_under_lock, NULL },
	{ "locks: interrupt inside the section", t_irq_in_section, NULL },
	{ "locks: outside, both NMI readings", NULL, t_outside_nmi },
	{ NULL, NULL, NULL },
};
