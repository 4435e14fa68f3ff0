// SPDX-License-Identifier: GPL-2.0
/*
 * Seeded random sequences on two emulated CPUs in one thread, the books
 * checked after every operation (sb_check_books) and everything clean after
 * a full drain (sb_model_check_clean). The "+irq" form injects interrupts
 * and NMIs at every atomic and lock point the variant allows; "busted" must
 * be caught there.
 */
#include "tests.h"

/* one sequence: 0 clean, -1 caught (message printed unless @quiet) */
static int sb_sequence(const struct sb_stock_ops *ops, u64 seed,
		       unsigned int nr_ops, unsigned int inject, bool quiet,
		       void (*handler)(enum sb_shim_irq_kind, void *));

static int sb_one_sequence(const struct sb_stock_ops *ops, u64 seed,
			   unsigned int nr_ops, unsigned int inject, bool quiet)
{
	return sb_sequence(ops, seed, nr_ops, inject, quiet, sb_irq_handler);
}

static int sb_sequence(const struct sb_stock_ops *ops, u64 seed,
		       unsigned int nr_ops, unsigned int inject, bool quiet,
		       void (*handler)(enum sb_shim_irq_kind, void *))
{
	static struct sb_ledger l;
	struct sb_op_opts o = { .hotplug = true, .drain = true };
	u64 rng = seed * 0x9e3779b97f4a7c15ull + 1;
	unsigned int depth = 1 + sb_rand_below(&rng, 3);
	unsigned int leaves = 1 + sb_rand_below(&rng, 9);
	unsigned long max = sb_rand_below(&rng, 3) ? 0 : 150 + sb_rand_below(&rng, 400);
	unsigned long opts = sb_rand_below(&rng, 2) ? SB_OPT_OUTSIDE_NMI_DIRECT : 0;
	char why[200] = "";
	struct sb_env e;
	unsigned int i;
	int ret = 0;

	sb_shim_reset_thread(0);
	sb_shim_violations = 0;
	memset(&l, 0, sizeof(l));
	if (sb_env_init(&e, ops, depth, leaves, max, opts)) {
		printf("#   no env\n");
		return -1;
	}
	if (inject)
		sb_shim_set_injector(handler, &e, inject, 8, seed);
	for (i = 0; i < nr_ops && !ret; i++) {
		unsigned int cpu = sb_rand_below(&rng, 2);

		if (sb_cpu_online[cpu])
			sb_set_cpu(cpu);
		sb_random_op(&e, &l, &rng, &o);
		if (sb_check_books(&e, &l, why, sizeof(why)))
			ret = -1;
	}
	sb_shim_set_injector(NULL, NULL, 0, 0, 0);
	sb_cpu_online[0] = sb_cpu_online[1] = true;
	for (i = 0; i < 2; i++) {
		sb_set_cpu(i);
		sb_shim_run_pending();
	}
	sb_set_cpu(0);
	if (!ret) {
		sb_ledger_release(&e, &l);
		sb_stock_drain_everything(e.s);
		if (sb_model_check_clean(e.m, why, sizeof(why)) ||
		    sb_check_books(&e, &l, why, sizeof(why)))
			ret = -1;
	}
	if (ret && !quiet)
		printf("#   %s seed %llu after op %u: %s\n", ops->name,
		       (unsigned long long)seed, i, why);
	sb_env_fini(&e);
	sb_shim_violations = 0;
	return ret;
}

static void sb_random(const struct sb_stock_ops *ops, bool inject)
{
	unsigned int seqs = 40 * sb_scale, caught = 0, i;
	bool expect_leak = inject && (ops->flags & SB_F_BUSTED);

	for (i = 0; i < seqs; i++)
		if (sb_one_sequence(ops, 1000 + i, 300,
				    inject ? sb_inject_mask(ops) : 0, expect_leak))
			caught++;
	if (expect_leak) {
		/* the negative control must be caught, or the checks are blind */
		CHECK(caught > 0, "busted survived %u sequences unnoticed", seqs);
		printf("#   busted caught in %u/%u sequences (expected)\n", caught, seqs);
	} else {
		CHECK_EQ(caught, 0);
	}
}

static void t_random(const struct sb_stock_ops *ops)
{
	sb_random(ops, false);
}

static void t_random_irq(const struct sb_stock_ops *ops)
{
	sb_random(ops, true);
}

/*
 * ctx_ok must be honest: a variant that refuses NMI must really break when
 * NMIs land in it (corrupted books, or a recursive lock the shim reports).
 */
static void t_nmi_refused(const struct sb_stock_ops *ops)
{
	unsigned int seqs = 10 * sb_scale, caught = 0, i;

	if (sb_ctx_ok(ops) & BIT(SB_CTX_NMI))
		return;
	for (i = 0; i < seqs; i++)
		if (sb_one_sequence(ops, 5000 + i, 300, BIT(SB_SHIM_NMI), true))
			caught++;
	CHECK(caught > 0, "%s refuses NMI, yet survived %u sequences with NMIs",
	      ops->name, seqs);
	printf("#   %s with forced NMIs broke in %u/%u sequences (expected)\n",
	       ops->name, caught, seqs);
}

/*
 * SB_F_PAGE_NMI_SAFE must be honest too: NMIs doing no-spin page charges
 * and uncharges (try_alloc_pages()) at every point of random page and obj
 * sequences leave the books right. A variant without it and without NMI
 * breaks there (locallock: its lock taken again in NMI).
 */
static void t_nmi_page(const struct sb_stock_ops *ops)
{
	unsigned int seqs = 10 * sb_scale, caught = 0, i;
	bool safe = (sb_ctx_ok(ops) & BIT(SB_CTX_NMI)) ||
		    (ops->flags & SB_F_PAGE_NMI_SAFE);

	if (ops->flags & SB_F_BUSTED)
		return;
	for (i = 0; i < seqs; i++)
		if (sb_sequence(ops, 7000 + i, 300, BIT(SB_SHIM_NMI), !safe,
				sb_nmi_page_handler))
			caught++;
	if (safe) {
		CHECK_EQ(caught, 0);
		return;
	}
	CHECK(caught > 0, "%s: page NMIs never broke it in %u sequences",
	      ops->name, seqs);
}

const struct sb_test sb_random_tests[] = {
	{ "random: seeded sequences, books after every op", t_random, NULL },
	{ "random+irq: with injected softirq/hardirq/NMI", t_random_irq, NULL },
	{ "random+nmi: variants refusing NMI do break in NMI", t_nmi_refused, NULL },
	{ "random+nmi: no-spin page charges in NMI (try_alloc_pages)", t_nmi_page, NULL },
	{ NULL, NULL, NULL },
};
