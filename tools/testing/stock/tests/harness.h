/* SPDX-License-Identifier: GPL-2.0 */
/* stocktest: the test runner, a stock environment, the accounting ledger. */
#ifndef _SB_TEST_HARNESS_H
#define _SB_TEST_HARNESS_H

#include "stock_internal.h"

/* ---- checks: a failed CHECK marks the running test failed and goes on ---- */

extern int sb_test_failed;
extern unsigned int sb_scale;	/* iterations multiplier of this flavour */

#define CHECK(cond, fmt, ...)							\
	do {									\
		if (!(cond)) {							\
			sb_test_failed = 1;					\
			printf("#   %s:%d: %s: " fmt "\n", __FILE__, __LINE__,	\
			       #cond, ##__VA_ARGS__);				\
		}								\
	} while (0)
#define CHECK_EQ(a, b)								\
	do {									\
		long long __a = (long long)(a), __b = (long long)(b);		\
		CHECK(__a == __b, "%lld != %lld", __a, __b);			\
	} while (0)

static inline void sb_no_env(void)
{
	sb_test_failed = 1;
	printf("#   could not create the model or the stock\n");
}

struct sb_test {
	const char *name;
	/* NULL for a test that runs once, else once per variant */
	void (*per_variant)(const struct sb_stock_ops *ops);
	void (*once)(void);
};

/* ---- an environment: model + stock, as CPU 0 in task context ------------- */

struct sb_env {
	const struct sb_stock_ops *ops;
	struct sb_model *m;
	struct sb_stock *s;
	struct workqueue_struct *wq;	/* the stock's drain work */
};

int sb_env_init(struct sb_env *e, const struct sb_stock_ops *ops,
		unsigned int depth, unsigned int leaves, unsigned long max,
		unsigned long opts);
void sb_env_fini(struct sb_env *e);
long sb_usage(struct sb_memcg *memcg);
long sb_css(struct sb_memcg *memcg);
long sb_objref(struct sb_objcg *objcg);
u64 sb_cnt(struct sb_env *e, enum sb_counter c);
struct sb_audit sb_audit_now(struct sb_env *e);
/* @memcg's MEMCG_KMEM stat, summed over the CPUs */
long sb_kmem(struct sb_memcg *memcg);
void sb_set_cpu(int cpu);

/* ---- the ledger: what callers hold, to check the accounting against ---- */

#define SB_LEDGER_MAX	4096
struct sb_ledger {
	unsigned int n;
	struct sb_held {
		bool obj;
		unsigned int leaf;
		unsigned int amount;	/* pages, or bytes for obj */
	} held[SB_LEDGER_MAX];
};

/*
 * The accounting identity, with every stock quiescent: each inner memcg's
 * usage is the sum of its children's; all leaf pages are held by callers,
 * cached in stocks, or back obj bytes (held, cached, or in
 * objcg->nr_charged_bytes), and MEMCG_KMEM counts exactly the latter;
 * every css/objcg reference above the model's own is held by a stock; no
 * underflow and no shim violation happened. 0, or -1 with @why filled.
 */
int sb_check_books(struct sb_env *e, const struct sb_ledger *l, char *why,
		   size_t len);
/* give everything in @l back (as the current CPU) */
void sb_ledger_release(struct sb_env *e, struct sb_ledger *l);

/* xorshift, seeded */
static inline u64 sb_rand(u64 *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 7;
	*x ^= *x << 17;
	return *x;
}

static inline unsigned int sb_rand_below(u64 *x, unsigned int n)
{
	return (unsigned int)(sb_rand(x) % n);
}

#endif
