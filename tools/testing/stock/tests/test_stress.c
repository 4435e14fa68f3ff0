// SPDX-License-Identifier: GPL-2.0
/*
 * One thread per emulated CPU, random operations, injected interrupts and
 * NMIs on each, remote drain_all requests from CPU 0. Books and cleanliness
 * checked once everyone stopped. Meant for the ASan+UBSan and TSan builds.
 */
#include "tests.h"

struct sb_worker {
	pthread_t thread;
	struct sb_env *e;
	unsigned int cpu;
	u64 seed;
	unsigned int nr_ops;
	struct sb_ledger l;
	unsigned long injected;
};

static void *sb_worker_fn(void *arg)
{
	struct sb_worker *w = arg;
	struct sb_op_opts o = { .hotplug = false, .drain = w->cpu == 0 };
	u64 rng = w->seed;
	unsigned int i;

	sb_shim_reset_thread(w->cpu);
	sb_shim_set_injector(sb_irq_handler, w->e, sb_inject_mask(w->e->ops),
			     16, w->seed);
	for (i = 0; i < w->nr_ops; i++) {
		sb_random_op(w->e, &w->l, &rng, &o);
		if (!(i & 15))
			sb_shim_run_pending();
	}
	w->injected = sb_shim.injected[0] + sb_shim.injected[1] + sb_shim.injected[2];
	sb_shim_set_injector(NULL, NULL, 0, 0, 0);
	sb_shim_run_pending();
	return NULL;
}

/* 0 clean, -1 caught */
static int sb_stress_once(const struct sb_stock_ops *ops, u64 seed, bool quiet)
{
	static struct sb_worker w[2];
	static struct sb_ledger all;
	char why[200] = "";
	struct sb_env e;
	unsigned int i, j;
	int ret = 0;

	sb_shim_reset_thread(0);
	sb_shim_violations = 0;
	if (sb_env_init(&e, ops, 2, 3, 0, SB_OPT_OUTSIDE_NMI_DIRECT))
		return -1;
	for (i = 0; i < 2; i++) {
		memset(&w[i], 0, sizeof(w[i]));
		w[i].e = &e;
		w[i].cpu = i;
		w[i].seed = seed * 31 + i + 1;
		w[i].nr_ops = 3000 * sb_scale;
		pthread_create(&w[i].thread, NULL, sb_worker_fn, &w[i]);
	}
	for (i = 0; i < 2; i++)
		pthread_join(w[i].thread, NULL);
	sb_shim_reset_thread(0);
	memset(&all, 0, sizeof(all));
	for (i = 0; i < 2; i++)
		for (j = 0; j < w[i].l.n; j++)
			all.held[all.n++] = w[i].l.held[j];
	flush_workqueue(e.s->wq);
	if (sb_check_books(&e, &all, why, sizeof(why)))
		ret = -1;
	sb_ledger_release(&e, &all);
	sb_stock_drain_everything(e.s);
	if (!ret && sb_model_check_clean(e.m, why, sizeof(why)))
		ret = -1;
	if (!quiet && ret)
		printf("#   %s seed %llu: %s\n", ops->name, (unsigned long long)seed, why);
	if (!quiet && !w[0].injected && sb_inject_mask(ops))
		printf("#   %s: nothing was injected\n", ops->name);
	if (sb_inject_mask(ops))
		CHECK(w[0].injected + w[1].injected > 0, "no interrupt injected");
	sb_env_fini(&e);
	sb_shim_violations = 0;
	return ret;
}

static void t_stress(const struct sb_stock_ops *ops)
{
	unsigned int caught = 0, runs = 3, i;

	if (ops->flags & SB_F_BUSTED) {
		for (i = 0; i < runs; i++)
			caught += !!sb_stress_once(ops, 77 + i, true);
		CHECK(caught > 0, "busted survived %u stress runs unnoticed", runs);
		printf("#   busted caught in %u/%u stress runs (expected)\n", caught, runs);
		return;
	}
	for (i = 0; i < runs; i++)
		CHECK_EQ(sb_stress_once(ops, 77 + i, false), 0);
}

const struct sb_test sb_stress_tests[] = {
	{ "stress: 2 CPU threads + injected irq/NMI", t_stress, NULL },
	{ NULL, NULL, NULL },
};
