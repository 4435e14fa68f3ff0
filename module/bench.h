/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: the run engine's internal interfaces (config, run, workers,
 * contexts, workloads, stats, reports). The contract with the stock
 * variants is stock/stock.h; the user interface is README.md.
 */
#ifndef _STOCKBENCH_BENCH_H
#define _STOCKBENCH_BENCH_H

#include <linux/cpumask.h>
#include <linux/hrtimer.h>
#include <linux/interrupt.h>
#include <linux/kref.h>
#include <linux/mutex.h>
#include <linux/sched.h>
#include <linux/wait.h>
#include <linux/workqueue.h>
#include "compat.h"
#include "stock.h"

#define SB_VERSION		"0.1"
#define SB_ERR_LEN		160
#define SB_WHY_LEN		64
#define SB_MAX_SUBJ		16	/* variants (or primitives) in one run */
#define SB_MAX_CELLS		(SB_MAX_SUBJ * SB_NR_CTX)
/* one run holds at most 1/SB_MEM_SHARE of the RAM (sb_run_mem_check()) */
#define SB_MEM_SHARE		4
#define SB_CSV_LINE_MAX		768	/* bytes a results.csv line may take */
/* a worker's per-sample buffers: samples, diffs, refs (sb_workers_start()) */
#define SB_WORKER_BUFS		3
/* latency.c's histogram, one per worker: 1 ns buckets below SB_LAT_LIN ns */
#define SB_LAT_LIN		64
#define SB_LAT_SUB		32	/* then buckets per power of two */
#define SB_LAT_BUCKETS		(SB_LAT_LIN + (32 - 6) * SB_LAT_SUB)
/* a status line: its fields and the error with every byte escaped */
#define SB_STATUS_LEN		(4 * SB_ERR_LEN + 128)
/* mixed: irq_rate + softirq_rate + nmi_rate, per CPU, and nmi_rate alone */
#define SB_MIX_RATE_MAX		200000
#define SB_MIX_NMI_RATE_MAX	20000

/* ---- configuration (config.c) ------------------------------------------ */

/* enum sb_workload: the list is stock/stock.h's SB_WORKLOADS */

/* raw primitives timed by workload=prim, reported as pseudo-variants */
enum sb_prim {
	SB_PRIM_PREEMPT, SB_PRIM_IRQ, SB_PRIM_BH, SB_PRIM_LOCAL_LOCK,
	SB_PRIM_LOCAL_LOCK_IRQ, SB_PRIM_LOCAL_TRYLOCK, SB_PRIM_MIGRATE,
	SB_NR_PRIM
};

/* prim.c: one primitive; ctx_ok*: BIT(SB_CTX_*) where it is valid */
struct sb_prim_ops {
	const char *name;
	unsigned int ctx_ok, ctx_ok_rt;
	const char *why, *why_rt;	/* why not elsewhere; NULL: generic */
	void (*loop)(unsigned int ctx, unsigned long n);	/* n sections */
};

extern const struct sb_prim_ops sb_prims[SB_NR_PRIM];
int sb_prim_find(const char *name);
unsigned int sb_prim_ctx_ok(unsigned int prim);
const char *sb_prim_why(unsigned int prim, unsigned int ctx);
/* the names joined by ", " into @buf */
const char *sb_prim_list(char *buf, size_t len);
void sb_prim_init(void);

struct sb_config {
	char variants[256];		/* "all" or a comma list */
	unsigned int contexts;		/* BIT(SB_CTX_*) */
	unsigned int workload;		/* enum sb_workload */
	bool cpus_all;
	struct cpumask cpus;		/* when !cpus_all */
	unsigned int mixed_cpus;	/* mixed on the first n workers; 0: all */
	unsigned int repeats, memcgs, depth, pages, bytes;
	unsigned int sample_us, samples;
	unsigned int irq_rate, softirq_rate, nmi_rate, drain_rate;
	bool outside_nmi_locked;
	u64 seed;
	bool blocked;			/* design=blocked: one cell at a time */
	unsigned int blocks;		/* paired: blocks per repeat */
	unsigned int remeasure;		/* mixed: short blocks measured again */
	char inject[32];		/* subject that gets extra work, or "" */
	unsigned int inject_pct;	/* its extra work, % of its own ns/op */
};

extern const char *const sb_ctx_names[SB_NR_CTX];
extern const char *const sb_workload_names[SB_NR_WL];

/*
 * The names[i] of the bits i set in @mask, joined by @sep into @buf (""
 * if none), @n at most BITS_PER_LONG: every list of names in the errors,
 * `config` and `variants`. SB_ALL_NAMES: all @n of them.
 */
#define SB_ALL_NAMES	(~0UL)
const char *sb_names_join(const char *const *names, unsigned int n,
			  unsigned long mask, const char *sep, char *buf,
			  size_t len);
void sb_config_defaults(struct sb_config *c);
/* every key, "key=value\n" each, into @buf; returns length */
size_t sb_config_show(const struct sb_config *c, char *buf, size_t len,
		      const char *sep);

/* ---- one thing being measured: a variant, a primitive, or kmalloc ----- */

struct sb_subject {
	char name[32];			/* a second instance's: "x#2" */
	const struct sb_stock_ops *ops;	/* page/obj workloads */
	unsigned int prim;		/* prim workload */
	unsigned int ctx_ok;		/* contexts allowed on this kernel */
	bool busted;
	bool kmalloc;			/* the kernel's own path */
	bool account;			/* kmalloc: with __GFP_ACCOUNT */
	bool no_slab;			/* workload=slab: hooks not modelled */
	unsigned int inject_pct;	/* extra work per op, % (config inject) */
};

/* why subject @s does not run in @ctx */
const char *sb_skip_why(const struct sb_subject *s, unsigned int ctx);

/*
 * A config and the subjects it names, resolved: what a run starts from.
 * A config write resolves them once and keeps them with the live config
 * (config.c); `start` runs that copy. Plain data, copied by assignment.
 */
struct sb_plan {
	struct sb_config cfg;
	struct sb_subject subj[SB_MAX_SUBJ];
	unsigned int nsubj;
};

/* workload.c: @p->cfg's variants x contexts into @p->subj */
int sb_plan_resolve(struct sb_plan *p, char *err, size_t errlen);

/* config.c: a whole write into @p, resolved; on error @p is untouched */
int sb_config_parse(struct sb_plan *p, char *buf, char *err, size_t errlen);
/* the live config: set at load and by autorun, then each good write */
void sb_config_set(const struct sb_plan *p, bool resolved);
void sb_config_get(struct sb_config *out);
/* the live config with its subjects, for `start` */
int sb_config_plan(struct sb_plan *out, char *err, size_t errlen);
int sb_config_write(char *buf, char *err, size_t errlen);
/* config_help: each key's default, values and meaning; returns length */
size_t sb_config_help(char *buf, size_t len);

/* ---- results ------------------------------------------------------------ */

enum sb_row_state { SB_ROW_NONE, SB_ROW_OK, SB_ROW_SKIPPED, SB_ROW_FAILED };

/* one (variant, context, cpu, repeat) */
struct sb_row {
	u8 state;
	char why[SB_WHY_LEN];
	u64 ops;
	u64 ps_per_op, mticks_per_op;	/* picoseconds, milli-ticks */
	s64 ps_diff;		/* the (T(2N) - T(N)) / N estimate, signed */
	u64 fixed_ns;		/* a batch's fixed cost, subtracted */
	u64 irq_ns;		/* mixed: time in the interrupters' ops */
	u64 p50_ps, p90_ps, p99_ps, max_ps;
	u64 cnt[SB_NR_COUNTERS];
	u64 hold_samples, hold_ns_sum, hold_ns_max;
	u64 nvcsw, nivcsw;
	u64 ctx_mismatch;
	u64 irq_ops[SB_NR_CTX];	/* mixed: ops done by the interrupting contexts */
	u64 ref_ps;		/* the reference loop next to the samples */
	u64 measure_ns;		/* wall time of the measured samples */
	u64 irq_missed[SB_NR_CTX];	/* mixed: timer periods that never fired */
	/* latency.c: single ops timed after the samples, ns */
	u64 lat_ops, lat_clock_ns;
	u64 lat_p50_ns, lat_p90_ns, lat_p99_ns, lat_p999_ns, lat_max_ns;
	u32 pos;		/* position in its block's order */
	u32 seq;		/* position of its (context, repeat) in the run */
	u32 remeasured;		/* mixed: its block's earlier tries, dropped */
	u64 inject_mit;		/* injected loop iterations per op, x1000 */
};

/* one (variant, context, repeat): the audit after the full drain */
struct sb_cellrep {
	bool ran;
	bool leak;
	char audit[SB_ERR_LEN];
};

struct sb_cell {
	unsigned int subj, ctx;
	char skip[SB_WHY_LEN];		/* non-empty: not run, and why */
};

/*
 * One group of cells measured together: paired: every cell of a context,
 * interleaved block by block; blocked: a single cell.
 */
struct sb_group {
	unsigned int ncells;
	unsigned int cells[SB_MAX_SUBJ];
};

/* one subject of the group being measured, with its own model and stock */
struct sb_slot {
	unsigned int idx;		/* in r->slots[] */
	unsigned int cell;
	struct sb_subject *subj;
	struct sb_model *model;
	struct sb_stock *stock;
};

/* a finished report, shared by readers (results, results.csv) */
struct sb_report {
	struct kref ref;
	size_t len;
	char buf[];
};

/* ---- the run ------------------------------------------------------------ */

struct sb_run;

enum { SB_NMI_NONE, SB_NMI_BATCH, SB_NMI_MIXED };

/* one timed batch in a context (ctx_*.c) */
struct sb_batch {
	unsigned long n;
	u64 ns, ticks;
	u64 irq_ns;			/* mixed: interrupters' op time inside */
	bool ctx_bad;			/* not in the context it claims */
	bool cpu_bad;			/* not on the worker's CPU */
	int done;			/* set by the interrupt handler */
};

struct sb_worker {
	struct sb_run *run;
	unsigned int idx, cpu;
	struct task_struct *task;
	unsigned long gen;
	bool participating;
	bool mixed_out;			/* not one of the first mixed_cpus */
	bool offline;			/* cpu going down: stop this cell */
	bool hold_batch;		/* ops run the variants' hold twins */
	bool offline_ack;
	s32 *samples;			/* ps/op of each sample, [cfg.samples] */
	s32 *diffs;			/* each sample's (T(2N) - T(N)) / N */
	u64 fixed_ns;			/* an empty batch in this context */
	s32 *refs;			/* the reference loop after each sample */
	u32 *lat_hist;			/* [SB_LAT_BUCKETS], latency.c's */
	unsigned long n;		/* ops per batch (calibrated) */
	struct sb_slot *slot;		/* the subject being run (READ_ONCE) */
	unsigned long sn[SB_MAX_SUBJ];	/* each slot's calibrated n */
	u64 inject_mit[SB_MAX_SUBJ];	/* each slot's extra loop x1000 per op */
	unsigned int leaf[SB_NR_CTX];	/* each context cycles its own leaves */
	/* each context writes only its own slot: no lost updates on nesting */
	u64 mism[SB_NR_CTX];
	u64 irq_ops[SB_NR_CTX];
	u64 irq_ns[SB_NR_CTX];		/* mixed: time in those ops */
	bool in_cell;
	int nmi_mode;			/* SB_NMI_* */

	/* the interrupt-context drivers */
	struct sb_batch *req;		/* batch requested from the interrupt */
	struct hrtimer hrt;		/* hardirq */
	bool hrt_ready;
#if SB_HAVE_BH_WQ
	struct work_struct bh_work;	/* softirq */
#else
	struct tasklet_struct tasklet;	/* softirq */
#endif
	bool soft_ready;
	/* mixed: periodic interrupters */
	struct hrtimer mix_hard, mix_soft, mix_nmi;
	bool mix_ready;
	u64 mix_hard_ns, mix_soft_ns, mix_nmi_ns;
	bool mix_stop;
	/* mixed: when the worker's run time last grew, and interrupts since */
	u64 mix_beat_ns, mix_beat_rt;
	unsigned int mix_ticks;
	/* mixed: periods skipped by hrtimer_forward_now(), per context */
	u64 irq_missed[SB_NR_CTX];
	/* mixed: blocks measured again in this (group, repeat) */
	unsigned int remeasured;
	/* time and irq_missed at the last two counter snapshots */
	u64 snap_ns, snap_prev_ns;
	u64 snap_missed[SB_NR_CTX], snap_prev_missed[SB_NR_CTX];
	/* after `stop`: when it left its cell's loop, and its teardown */
	u64 stop_left_ns, stop_torn_ns;
};

struct sb_run {
	struct sb_config cfg;
	struct sb_subject subj[SB_MAX_SUBJ];
	unsigned int nsubj;
	struct sb_cell cells[SB_MAX_CELLS];
	unsigned int ncells;
	unsigned int nworkers;
	struct sb_worker *workers;
	struct sb_row *rows;		/* [ncells][repeats][nblocks][nworkers] */
	struct sb_cellrep *creps;	/* [ncells][repeats] */
	struct task_struct *ctl;
	struct mem_cgroup *memcg;	/* kmalloc workload target */
	struct workqueue_struct *drain_wq;	/* every stock's drain work */

	unsigned int nblocks;		/* blocks per repeat (blocked: 1) */
	struct sb_group groups[SB_MAX_CELLS];
	unsigned int ngroups;
	u32 *order;			/* group * repeats + repeat, run order */
	unsigned int norder;

	/* the group being measured */
	struct mutex cell_lock;		/* stocks vs the cpu-dead callback */
	unsigned int cur_ctx, cur_rep, cur_seq;
	struct sb_slot slots[SB_MAX_SUBJ];
	unsigned int nslots;
	unsigned long gen;
	unsigned int nactive;
	atomic_t bar_start, bar_measured, nr_finished;
	wait_queue_head_t wq_work, wq_ctl;
	bool stop;
	bool selftest;
	/* `stop`: when it was asked, and when each step of the end was done */
	u64 stop_ns, stop_cells_ns, stop_audit_ns;

	unsigned int progress, total;
	u64 started_ns;
	char started[32];
	u64 loop_ps, clock_ps;		/* measured at start */
	char failure[SB_ERR_LEN];	/* empty: SUCCESS */
	char note[SB_ERR_LEN];		/* busted's expected leak, etc */
};

static inline struct sb_row *sb_row(struct sb_run *r, unsigned int cell,
				    unsigned int rep, unsigned int blk,
				    unsigned int w)
{
	return &r->rows[(((size_t)cell * r->cfg.repeats + rep) * r->nblocks +
			 blk) * r->nworkers + w];
}

/* worker @widx sits out @ctx's cells: mixed_cpus=n runs mixed on the first n */
static inline bool sb_mixed_out(const struct sb_run *r, unsigned int ctx,
				unsigned int widx)
{
	return ctx == SB_CTX_MIXED && r->cfg.mixed_cpus &&
	       widx >= r->cfg.mixed_cpus;
}

static inline struct sb_cellrep *sb_cellrep(struct sb_run *r,
					    unsigned int cell, unsigned int rep)
{
	return &r->creps[(size_t)cell * r->cfg.repeats + rep];
}

/* engine.c */
int sb_run_start(const struct sb_plan *p, bool selftest, char *err,
		 size_t errlen);
void sb_run_stop(void);
int sb_run_wait(void);
int sb_run_wait_result(void);
size_t sb_run_mem_need(const struct sb_config *c, unsigned int ncells,
		       unsigned int nworkers);
size_t sb_run_mem_limit(void);
int sb_run_mem_check(const struct sb_config *c, unsigned int ncells,
		     unsigned int nworkers, char *err, size_t errlen);
bool sb_run_busy(void);
/* `run`'s state and last verdict lines; returns length */
size_t sb_run_describe(char *buf, size_t len);
void sb_status(char *buf, size_t len);
struct sb_run *sb_run_last(void);
void sb_selftest_release(void);
struct sb_report *sb_report_get(bool csv);
void sb_report_put(struct sb_report *rep);
int sb_engine_init(void);
void sb_engine_exit(void);
void sb_set_error(const char *fmt, ...) __printf(1, 2);

/* workload.c: n ops of the current cell's workload in context @ctx */
void sb_ops(struct sb_worker *w, unsigned int ctx, unsigned long n);
/* one op from an interrupting context of mixed, context-checked */
void sb_irq_op(struct sb_worker *w, unsigned int ctx);

/*
 * A context driver (ctx_*.c): how a worker runs a timed batch of @b->n ops
 * on w->cpu in that context. setup runs on the worker's CPU once the group
 * has started, teardown after the group whatever happened before (also
 * when setup did not run: it must cope), and reports what it found wrong
 * (an NMI never handled).
 *
 * Adding a context <name> touches these, and nothing else:
 *   - stock/name_lists.h: its X(<NAME>, <name>) in SB_CONTEXTS, before
 *     mixed (the self-test runs the contexts below mixed). The enum, the
 *     name config parses and prints, the trace tables, the CLI's trace
 *     reader, sb_ctxs[] and the declaration below all follow from it.
 *   - ctx_<name>.c: the driver, named sb_ctx_<name>_ops (Kbuild builds
 *     every .c file in module/; a missing or misnamed driver fails the
 *     build).
 *   - context.c: its case in sb_ctx_check() (-Wswitch names a missing one).
 *   - stock/stock.h: the SB_CTX_* classes it is in; the variants, the
 *     primitives (prim.c) and kmalloc (workload.c) declare theirs from
 *     them, so a context in none runs nothing. Then the reasons it is
 *     skipped where it is not allowed: kmalloc's in sb_skip_why()
 *     (workload.c), the primitives' why strings (prim.c).
 *   - only if they differ from the default: its single ops per row in
 *     latency.c's sb_lat_ops() (1000), sb_trace_ctx() in
 *     stockbench_trace.c if it can be told from the preempt count, and
 *     sb_run_uses_nmi() (engine.c) if it sends NMIs.
 *   - module/README.md: the contexts key, the self-test's and the trace
 *     events' lists.
 */
struct sb_ctx_ops {
	int (*setup)(struct sb_worker *w);		/* optional */
	int (*teardown)(struct sb_worker *w);		/* optional */
	int (*batch)(struct sb_worker *w, struct sb_batch *b);
	unsigned int sample_us_max;	/* cap on config sample_us; 0: none */
	gfp_t gfp;			/* what a charge here may pass (kmalloc too) */
};

/* indexed by enum sb_ctx (context.c) */
extern const struct sb_ctx_ops *const sb_ctxs[SB_NR_CTX];
#define SB_CTX_OPS_DECL(up, name) \
	extern const struct sb_ctx_ops sb_ctx_##name##_ops;
SB_CONTEXTS(SB_CTX_OPS_DECL)
#undef SB_CTX_OPS_DECL

bool sb_ctx_check(unsigned int ctx);
void sb_timed_ops(struct sb_worker *w, unsigned int ctx, struct sb_batch *b);
/* the run's NMI handler, around all of its groups */
int sb_ctx_nmi_register(void);
void sb_ctx_nmi_unregister(void);
/* mixed's NMI interrupter; its teardown waits for the NMIs sent */
enum sb_nmi_send {
	SB_NMI_SEND_OFF_CPU,	/* not on the worker's CPU: nothing sent */
	SB_NMI_SEND_BUSY,	/* our last NMI has not come: none sent */
	SB_NMI_SEND_SENT,
};
enum sb_nmi_send sb_ctx_nmi_send(struct sb_worker *w);
int sb_ctx_nmi_teardown(struct sb_worker *w);
/* wait for an interrupt handler to finish @b; -ETIMEDOUT after 1 s */
int sb_ctx_wait_done(struct sb_batch *b);

/* engine.c: one timed batch of b->n ops in @ctx, through its driver */
int sb_batch(struct sb_worker *w, unsigned int ctx, struct sb_batch *b);
/*
 * A run's threads take the fault-injection flag of the task that starts
 * the run (/proc/<pid>/make-it-fail), as a forked child would: failslab's
 * and fail_page_alloc's task-filter then aim at the run's allocations,
 * those of its threads included (the soak's fault ops: 98-soak).
 */
static inline void sb_fault_inherit(struct task_struct *t)
{
#ifdef CONFIG_FAULT_INJECTION
	t->make_it_fail = current->make_it_fail;
#endif
}

/* latency.c: single ops timed in @ctx after the row's samples */
void sb_latency_pass(struct sb_worker *w, unsigned int ctx,
		     struct sb_row *row);

/* stats.c */
u64 sb_iqm(s32 *v, unsigned int n);
s64 sb_iqm_signed(s32 *v, unsigned int n);
void sb_row_finish(struct sb_row *row, s32 *samples, unsigned int n,
		   u64 mticks_per_op);
struct sb_report *sb_report_table(struct sb_run *r);
struct sb_report *sb_report_csv(struct sb_run *r);
/* the columns of results.csv's header */
unsigned int sb_csv_columns(void);
struct sb_report *sb_report_alloc(size_t len);
/* mixed: the interrupting contexts, hardirq, softirq, NMI */
#define SB_NR_IRQ_CTX	3
extern const unsigned int sb_irq_ctx[SB_NR_IRQ_CTX];
/* mixed: the rate of @ctx that a cell's rows ask, 0 when it is not run */
unsigned int sb_irq_asked(const struct sb_run *r, const struct sb_cell *c,
			  unsigned int ctx);
/* mixed: a block is short when fewer of its periods came in time, in % */
#define SB_LOAD_MIN_PCT	90

/* env.c: the environment header lines, "# key: value\n" */
size_t sb_env_show(struct sb_run *r, char *buf, size_t len);
void sb_env_measure(struct sb_run *r);
/* iterations of the reference loop timed after each sample (~10 us on TCG) */
#define SB_REF_ITERS	8192UL
u64 sb_ref_loop_ps(void);

/* order.c: the run's seeded pseudo-random order */
u64 sb_rand_seed(u64 seed, u64 a, u64 b, u64 c);
u64 sb_rand_next(u64 *state);
void sb_shuffle(u32 *v, unsigned int n, u64 *state);

/* env.c: n iterations of an empty loop (the reference and the inject) */
void sb_empty_loop(unsigned long n);

/*
 * main.c: the default run, at load (autorun=1) or `echo autorun > run`;
 * its config, less the module parameters
 */
int sb_autorun_start(char *err, size_t len);
void sb_autorun_config(struct sb_config *c);

/* selftest.c */
int sb_selftest_run(void);
struct sb_report *sb_selftest_get(void);
void sb_selftest_exit(void);

/* stockbench_trace.c: run-level trace events; no-ops without SB_TRACE */
#ifdef SB_TRACE
void sb_trace_run_start(struct sb_run *r);
void sb_trace_run_end(struct sb_run *r);
/* gives @s its trace id, then the event */
void sb_trace_cell_start(struct sb_run *r, unsigned int ci, unsigned int rep,
			 struct sb_stock *s);
void sb_trace_cell_end(struct sb_stock *s, bool leak);
void sb_trace_measure(struct sb_worker *w, bool end,
		      const struct sb_stock_stats *st);
void sb_trace_discard(struct sb_stock *s, unsigned int cpu);
#else
static inline void sb_trace_run_start(struct sb_run *r) { }
static inline void sb_trace_run_end(struct sb_run *r) { }
static inline void sb_trace_cell_start(struct sb_run *r, unsigned int ci,
				       unsigned int rep, struct sb_stock *s) { }
static inline void sb_trace_cell_end(struct sb_stock *s, bool leak) { }
static inline void sb_trace_measure(struct sb_worker *w, bool end,
				    const struct sb_stock_stats *st) { }
static inline void sb_trace_discard(struct sb_stock *s, unsigned int cpu) { }
#endif

/* debugfs.c */
int sb_debugfs_init(void);
void sb_debugfs_exit(void);

#endif /* _STOCKBENCH_BENCH_H */
