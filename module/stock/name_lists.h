/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The lists of names the module, its trace events and the CLI share, each
 * written only here, in enum order. Only macros, no includes: the CLI
 * (tools/stockbench) includes this header too, as it does variant_list.h.
 * stock.h makes the enums, config.c the names it parses and prints,
 * stockbench_trace.h the events' tables, stats.c results.csv's columns,
 * tools/stockbench/trace.c its reading of the events, names.c the lists
 * the scripts ask for (stockbench names).
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

/*
 * results.csv's columns, in order: X(name, required) for each column,
 * CNT(enum suffix, column, event) where the SB_COUNTERS go. required 1: every
 * results.csv since the first schema has it, and the CLI refuses a file
 * without it. stats.c writes the header from this list, the CLI lists it
 * (stockbench names columns) for the scripts that address columns by name.
 */
#define SB_CSV_COLUMNS(X, CNT)						\
	X(variant, 1) X(context, 1) X(workload, 1) X(cpu, 1)		\
	X(repeat, 1) X(status, 1) X(ops, 0) X(ns_per_op, 1)		\
	X(ticks_per_op, 0) X(batch_p50_ns, 0)				\
	X(batch_p90_ns, 0) X(batch_p99_ns, 0)				\
	X(batch_max_ns, 0)						\
	SB_COUNTERS(CNT)						\
	X(hold_samples, 0) X(hold_ns_avg, 0) X(hold_ns_max, 0)		\
	X(nvcsw, 0) X(nivcsw, 0) X(ctx_mismatch, 0) X(audit, 0)		\
	X(ref_ns, 0) X(ns_per_op_raw, 0) X(lat_ops, 0)			\
	X(lat_clock_ns, 0) X(lat_p50_ns, 0) X(lat_p90_ns, 0)		\
	X(lat_p99_ns, 0) X(lat_p999_ns, 0) X(lat_max_ns, 0)		\
	X(hardirq_per_s, 0) X(hardirq_asked, 0)				\
	X(hardirq_missed, 0) X(softirq_per_s, 0)			\
	X(softirq_asked, 0) X(softirq_missed, 0)			\
	X(nmi_per_s, 0) X(nmi_asked, 0) X(nmi_missed, 0)		\
	X(irq_rate, 0) X(block, 0) X(block_pos, 0)			\
	X(run_seq, 0) X(inject_iters, 0) X(irq_ops, 0)			\
	X(measure_us, 0) X(ns_per_op_diff, 0)				\
	X(batch_fixed_ns, 0) X(irq_handler_ns, 0)			\
	X(irq_op_ns, 0) X(remeasured, 0)

#endif /* _SB_NAME_LISTS_H */
