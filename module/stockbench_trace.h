/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench trace events: "trace-cmd record -e stockbench" around a run.
 *
 * Fixed-size fields only (no __string: __assign_str changed arity in 6.10),
 * so the same source builds on 6.1 and 7.3. Variants and contexts are small
 * integer ids, printed by name with __print_symbolic. Every table is made
 * from its one list (variants: stock/variant_list.h; contexts, workloads
 * and counters: stock/stock.h), its enum exported with TRACE_DEFINE_ENUM
 * so that the format files carry the numbers.
 *
 * Exactness: every counter event carries the per-CPU counter's value after
 * its own increment (seq), and sb_measure carries the counters at the start
 * and end of a row's measured samples. An event belongs to the row
 * (stock, cpu) iff start < seq <= end: exactly the set results.csv counts.
 */
#undef TRACE_SYSTEM
#define TRACE_SYSTEM stockbench

#if !defined(_STOCKBENCH_TRACE_H) || defined(TRACE_HEADER_MULTI_READ)
#define _STOCKBENCH_TRACE_H

#include <linux/tracepoint.h>
#include "stock.h"
#include "variant_list.h"

/* each table ends with its enum's count, which no event carries */
#define SB_TRACE_CTX_ENUM(up, name)	TRACE_DEFINE_ENUM(SB_CTX_##up);
#define SB_TRACE_CTX_SYM(up, name)	{ SB_CTX_##up, #name },
SB_CONTEXTS(SB_TRACE_CTX_ENUM)
TRACE_DEFINE_ENUM(SB_NR_CTX);
#define sb_show_ctx(v)						\
	__print_symbolic(v, SB_CONTEXTS(SB_TRACE_CTX_SYM)	\
			 { SB_NR_CTX, "-" })

/* enum sb_variant_id: the index in sb_variants[]; -1: not a stock variant */
#define SB_TRACE_VARIANT_ENUM(name)	TRACE_DEFINE_ENUM(sb_##name##_id);
SB_VARIANTS(SB_TRACE_VARIANT_ENUM)

#define SB_TRACE_VARIANT_SYM(name)	{ sb_##name##_id, #name },
#define sb_show_variant(v)					\
	__print_symbolic(v, SB_VARIANTS(SB_TRACE_VARIANT_SYM)	\
			 { -1, "-" })

#define SB_TRACE_CNT_ENUM(up, csv, ev)	TRACE_DEFINE_ENUM(SB_CNT_##up);
#define SB_TRACE_CNT_SYM(up, csv, ev)	{ SB_CNT_##up, #ev },
SB_COUNTERS(SB_TRACE_CNT_ENUM)
TRACE_DEFINE_ENUM(SB_NR_COUNTERS);
#define sb_show_counter(v)					\
	__print_symbolic(v, SB_COUNTERS(SB_TRACE_CNT_SYM)	\
			 { SB_NR_COUNTERS, "-" })

#define SB_TRACE_WL_ENUM(up, name)	TRACE_DEFINE_ENUM(SB_WL_##up);
#define SB_TRACE_WL_SYM(up, name)	{ SB_WL_##up, #name },
SB_WORKLOADS(SB_TRACE_WL_ENUM)
TRACE_DEFINE_ENUM(SB_NR_WL);
#define sb_show_workload(v)					\
	__print_symbolic(v, SB_WORKLOADS(SB_TRACE_WL_SYM)	\
			 { SB_NR_WL, "-" })

TRACE_EVENT(sb_run_start,
	TP_PROTO(unsigned int workload, unsigned int repeats,
		 unsigned int ncells, unsigned int nworkers),
	TP_ARGS(workload, repeats, ncells, nworkers),
	TP_STRUCT__entry(
		__field(u8, workload)
		__field(u8, repeats)
		__field(u16, ncells)
		__field(u16, nworkers)
	),
	TP_fast_assign(
		__entry->workload = workload;
		__entry->repeats = repeats;
		__entry->ncells = ncells;
		__entry->nworkers = nworkers;
	),
	TP_printk("workload=%s repeats=%u cells=%u workers=%u",
		  sb_show_workload(__entry->workload),
		  __entry->repeats, __entry->ncells, __entry->nworkers)
);

TRACE_EVENT(sb_run_end,
	TP_PROTO(bool failed),
	TP_ARGS(failed),
	TP_STRUCT__entry(
		__field(u8, failed)
	),
	TP_fast_assign(
		__entry->failed = failed;
	),
	TP_printk("%s", __entry->failed ? "FAILURE" : "SUCCESS")
);

/* one (variant, context, repeat); stock names it in every later event */
TRACE_EVENT(sb_cell_start,
	TP_PROTO(u32 stock, int variant, unsigned int ctx, unsigned int repeat,
		 unsigned int workload),
	TP_ARGS(stock, variant, ctx, repeat, workload),
	TP_STRUCT__entry(
		__field(u32, stock)
		__field(s8, variant)
		__field(u8, ctx)
		__field(u8, repeat)
		__field(u8, workload)
	),
	TP_fast_assign(
		__entry->stock = stock;
		__entry->variant = variant;
		__entry->ctx = ctx;
		__entry->repeat = repeat;
		__entry->workload = workload;
	),
	TP_printk("stock=%u variant=%s context=%s repeat=%u workload=%s",
		  __entry->stock,
		  sb_show_variant(__entry->variant),
		  sb_show_ctx(__entry->ctx),
		  __entry->repeat,
		  sb_show_workload(__entry->workload))
);

TRACE_EVENT(sb_cell_end,
	TP_PROTO(u32 stock, bool leak),
	TP_ARGS(stock, leak),
	TP_STRUCT__entry(
		__field(u32, stock)
		__field(u8, leak)
	),
	TP_fast_assign(
		__entry->stock = stock;
		__entry->leak = leak;
	),
	TP_printk("stock=%u audit=%s", __entry->stock,
		  __entry->leak ? "leak" : "ok")
);

/*
 * the last measured window of (stock, cpu) was dropped: mixed measures a
 * block again when its interrupt load fell short (engine.c)
 */
TRACE_EVENT(sb_discard,
	TP_PROTO(u32 stock, unsigned int cpu),
	TP_ARGS(stock, cpu),
	TP_STRUCT__entry(
		__field(u32, stock)
		__field(u16, cpu)
	),
	TP_fast_assign(
		__entry->stock = stock;
		__entry->cpu = cpu;
	),
	TP_printk("stock=%u cpu=%u", __entry->stock, __entry->cpu)
);

/* a worker's counters where its measured samples begin (end=0) / end */
TRACE_EVENT(sb_measure,
	TP_PROTO(u32 stock, unsigned int cpu, bool end,
		 const struct sb_stock_stats *st),
	TP_ARGS(stock, cpu, end, st),
	TP_STRUCT__entry(
		__field(u32, stock)
		__field(u16, cpu)
		__field(u8, end)
		__array(u64, cnt, SB_NR_COUNTERS)
		__field(u64, hold_samples)
		__field(u64, hold_ns_sum)
	),
	TP_fast_assign(
		__entry->stock = stock;
		__entry->cpu = cpu;
		__entry->end = end;
		memcpy(__entry->cnt, st->cnt, sizeof(__entry->cnt));
		__entry->hold_samples = st->hold_samples;
		__entry->hold_ns_sum = st->hold_ns_sum;
	),
	TP_printk("stock=%u cpu=%u %s slow=%llu fail=%llu trylock_fail=%llu direct=%llu drains=%llu/%llu/%llu evictions=%llu hold_samples=%llu",
		  __entry->stock, __entry->cpu,
		  __entry->end ? "end" : "start",
		  __entry->cnt[2], __entry->cnt[3], __entry->cnt[4],
		  __entry->cnt[5], __entry->cnt[8], __entry->cnt[9],
		  __entry->cnt[10], __entry->cnt[11],
		  __entry->hold_samples)
);

/*
 * One counter increment. cpu: whose counter (the CPU it ran on); ctx: the
 * context it ran in; seq: that per-CPU counter after the increment.
 */
DECLARE_EVENT_CLASS(sb_count_class,
	TP_PROTO(u32 stock, unsigned int counter, unsigned int cpu,
		 unsigned int ctx, u64 seq),
	TP_ARGS(stock, counter, cpu, ctx, seq),
	TP_STRUCT__entry(
		__field(u32, stock)
		__field(u16, cpu)
		__field(u8, counter)
		__field(u8, ctx)
		__field(u64, seq)
	),
	TP_fast_assign(
		__entry->stock = stock;
		__entry->cpu = cpu;
		__entry->counter = counter;
		__entry->ctx = ctx;
		__entry->seq = seq;
	),
	TP_printk("stock=%u cpu=%u %s in=%s seq=%llu", __entry->stock,
		  __entry->cpu,
		  sb_show_counter(__entry->counter),
		  sb_show_ctx(__entry->ctx),
		  __entry->seq)
);

#define SB_DEFINE_COUNT_EVENT(name)					\
DEFINE_EVENT(sb_count_class, name,					\
	TP_PROTO(u32 stock, unsigned int counter, unsigned int cpu,	\
		 unsigned int ctx, u64 seq),				\
	TP_ARGS(stock, counter, cpu, ctx, seq))

/* page_counter walk: the stock could not serve the charge */
SB_DEFINE_COUNT_EVENT(sb_slow_charge);
/* page_counter limit hit */
SB_DEFINE_COUNT_EVENT(sb_charge_fail);
/* trylock of the stock failed: fallback path taken */
SB_DEFINE_COUNT_EVENT(sb_trylock_fail);
/* uncharge that bypassed the stock */
SB_DEFINE_COUNT_EVENT(sb_direct_uncharge);
/* slot eviction, or the cached memcg/objcg replaced */
SB_DEFINE_COUNT_EVENT(sb_eviction);

/*
 * A drain: local, remote (work queued on another CPU) or cpu_dead, as the
 * counter events, plus what it gave back. pages: pages returned to the
 * page_counter by this drain (0 if the stock was empty; always 0 for
 * remote: the request only, the target CPU's work item emits its own local
 * drain with the pages). bytes: bytes flushed out of obj stocks (0 for a
 * page stock drain); their whole pages are in pages where this drain
 * uncharges them, the tails go back to the objcg.
 */
TRACE_EVENT(sb_drain,
	TP_PROTO(u32 stock, unsigned int counter, unsigned int cpu,
		 unsigned int ctx, u64 seq, unsigned int pages,
		 unsigned int bytes),
	TP_ARGS(stock, counter, cpu, ctx, seq, pages, bytes),
	TP_STRUCT__entry(
		__field(u32, stock)
		__field(u16, cpu)
		__field(u8, counter)
		__field(u8, ctx)
		__field(u64, seq)
		__field(u32, pages)
		__field(u32, bytes)
	),
	TP_fast_assign(
		__entry->stock = stock;
		__entry->cpu = cpu;
		__entry->counter = counter;
		__entry->ctx = ctx;
		__entry->seq = seq;
		__entry->pages = pages;
		__entry->bytes = bytes;
	),
	TP_printk("stock=%u cpu=%u %s in=%s seq=%llu pages=%u bytes=%u",
		  __entry->stock, __entry->cpu,
		  sb_show_counter(__entry->counter),
		  sb_show_ctx(__entry->ctx),
		  __entry->seq, __entry->pages, __entry->bytes)
);

/* one lock hold, timed in a hold batch (engine.c: sb_hold_pass()) */
TRACE_EVENT(sb_lock_hold,
	TP_PROTO(u32 stock, unsigned int cpu, unsigned int ctx, u64 ns,
		 u64 seq),
	TP_ARGS(stock, cpu, ctx, ns, seq),
	TP_STRUCT__entry(
		__field(u32, stock)
		__field(u16, cpu)
		__field(u8, ctx)
		__field(u64, ns)
		__field(u64, seq)
	),
	TP_fast_assign(
		__entry->stock = stock;
		__entry->cpu = cpu;
		__entry->ctx = ctx;
		__entry->ns = ns;
		__entry->seq = seq;
	),
	TP_printk("stock=%u cpu=%u in=%s ns=%llu seq=%llu", __entry->stock,
		  __entry->cpu, sb_show_ctx(__entry->ctx),
		  __entry->ns, __entry->seq)
);

#endif /* _STOCKBENCH_TRACE_H */

#undef TRACE_INCLUDE_PATH
#define TRACE_INCLUDE_PATH .
#undef TRACE_INCLUDE_FILE
#define TRACE_INCLUDE_FILE stockbench_trace
#include <trace/define_trace.h>
