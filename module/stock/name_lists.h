/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The lists of names the module, its trace events and the CLI share, each
 * written only here, in enum order. Only macros, no includes: the CLI
 * (tools/stockbench) includes this header too, as it does variant_list.h.
 * stock.h makes the enums, config.c the names it parses and prints,
 * stockbench_trace.h the events' tables, stats.c results.csv's counter
 * columns, tools/stockbench/trace.c its reading of the events.
 */
#ifndef _SB_NAME_LISTS_H
#define _SB_NAME_LISTS_H

/*
 * X(enum suffix, name): enum sb_ctx.
 *   task     kthread
 *   bh       kthread inside local_bh_disable()
 *   softirq  serving softirq
 *   hardirq  hard interrupt
 *   nmi      real NMI
 *   mixed    task loop interrupted by the three above; NMIs only where
 *            nmi is also allowed
 */
#define SB_CONTEXTS(X)						\
	X(TASK, task) X(BH, bh) X(SOFTIRQ, softirq)		\
	X(HARDIRQ, hardirq) X(NMI, nmi) X(MIXED, mixed)

/* X(enum suffix, name): enum sb_workload (the engine's, bench.h) */
#define SB_WORKLOADS(X)	X(PAGE, page) X(OBJ, obj) X(KMALLOC, kmalloc) X(PRIM, prim) \
			X(SLAB, slab)

/*
 * X(enum suffix, results.csv column, trace event name): enum sb_counter.
 *   hits, misses          page charges served / not served by the stock
 *   slow_charges          page_counter_try_charge() walks
 *   charge_fails          page_counter limit hits
 *   trylock_fails         trylock failed, fallback taken
 *   direct_uncharges      uncharges that bypassed the stock
 *   obj_hits, obj_misses  obj charges served / not served
 *   drains_local/remote   drain of this CPU's stock / drain work queued on
 *                         another CPU
 *   drains_dead           CPU-dead drains
 *   evictions             slot evictions or memcg/objcg switches
 */
#define SB_COUNTERS(X)							\
	X(HIT, hits, hit) X(MISS, misses, miss)				\
	X(SLOW_CHARGE, slow_charges, slow_charge)			\
	X(CHARGE_FAIL, charge_fails, charge_fail)			\
	X(TRYLOCK_FAIL, trylock_fails, trylock_fail)			\
	X(DIRECT_UNCHARGE, direct_uncharges, direct_uncharge)		\
	X(OBJ_HIT, obj_hits, obj_hit) X(OBJ_MISS, obj_misses, obj_miss)	\
	X(DRAIN_LOCAL, drains_local, local)				\
	X(DRAIN_REMOTE, drains_remote, remote)				\
	X(DRAIN_DEAD, drains_dead, cpu_dead)				\
	X(EVICTION, evictions, eviction)

#endif /* _SB_NAME_LISTS_H */
