/* SPDX-License-Identifier: GPL-2.0 */
/*
 * CUSTOMISED for testing. One thread plays one CPU (sb_shim_cpu), and
 * carries an emulated preempt_count: task / serving softirq / hardirq / NMI,
 * preemption and IRQ disabling, BH disabling. Locks record their state, so
 * a test can see "this ran under the lock" and a recursive acquisition is
 * a counted violation instead of a silent re-entry.
 *
 * Interrupt injection: every atomic read-modify-write, every WRITE_ONCE
 * (after its value is computed) and every lock / preemption / IRQ state
 * change is an injection point. A thread with an injector set
 * may, at such a point, enter hardirq or serving-softirq context (only if
 * IRQs, BH and the context allow it, as on real hardware) or NMI (always,
 * but not nested) and run the injector's handler on the same emulated CPU.
 */
#ifndef _SB_SHIM_CUSTOM_H
#define _SB_SHIM_CUSTOM_H

#include <pthread.h>

#define SB_SHIM_NR_CPUS		4
#define SB_PCPU_UNIT		1024	/* bytes per CPU of one per-CPU alloc */

/* ---- emulated CPUs and contexts ------------------------------------------ */

enum sb_shim_irq_kind { SB_SHIM_SOFTIRQ, SB_SHIM_HARDIRQ, SB_SHIM_NMI };

struct sb_shim_ctx {
	int cpu;
	int preempt_off;	/* preempt_disable() depth */
	int irq_off;		/* IRQs disabled */
	int bh_off;		/* local_bh_disable() depth */
	int softirq, hardirq, nmi;	/* serving these (nesting depth) */
	int locks_held;		/* recorded local locks held */
	int queued_preempt_off;	/* preempt_off at the last queue_work_on() */
	/* atomic RMWs done inside / outside a critical section */
	unsigned long rmw_critical, rmw_plain;
	/* injection */
	void (*inject)(enum sb_shim_irq_kind kind, void *arg);
	void *inject_arg;
	unsigned int inject_mask;	/* BIT(kind) allowed */
	unsigned int inject_one_in;	/* chance per point; 0 = never */
	u64 rng;
	unsigned long injected[3];
};

extern __thread struct sb_shim_ctx sb_shim;
extern unsigned int sb_nr_cpu_ids;
extern bool sb_cpu_online[SB_SHIM_NR_CPUS];
/* WARN_ON and lock-rule violations, all threads */
extern unsigned long sb_shim_violations;
extern char sb_shim_last_violation[256];

void sb_shim_violation(const char *what, const char *file, int line);
void sb_shim_point(void);

#define smp_processor_id()	((unsigned int)sb_shim.cpu)
#define raw_smp_processor_id()	smp_processor_id()

#define in_nmi()		(sb_shim.nmi > 0)
#define in_hardirq()		(sb_shim.hardirq > 0)
#define in_serving_softirq()	(sb_shim.softirq > 0)
#define in_task()		(!in_nmi() && !in_hardirq() && !in_serving_softirq())
/* softirq, hardirq or NMI count, or BH disabled: <= v5.17's over-high test */
#define in_interrupt()		(!in_task() || sb_shim.bh_off > 0)
#define irqs_disabled()		(sb_shim.irq_off > 0)
#define sb_shim_critical()	(sb_shim.preempt_off > 0 || sb_shim.irq_off > 0 || \
				 sb_shim.locks_held > 0)

#ifdef CONFIG_PREEMPT_RT
#define SB_SHIM_RT		1
#else
#define SB_SHIM_RT		0
#endif

#define WARN_ON_ONCE(cond)	({ bool __c = !!(cond); \
				   if (__c) sb_shim_violation("WARN_ON_ONCE(" #cond ")", \
							      __FILE__, __LINE__); \
				   __c; })
#define WARN_ON(cond)		WARN_ON_ONCE(cond)

/* entering and leaving a protected section are injection points too */
static inline void preempt_disable(void)
{
	sb_shim.preempt_off++;
	sb_shim_point();
}

static inline void preempt_enable(void)
{
	sb_shim_point();
	if (sb_shim.preempt_off <= 0)
		sb_shim_violation("preempt_enable underflow", __FILE__, __LINE__);
	sb_shim.preempt_off--;
}

#define get_cpu()		({ preempt_disable(); smp_processor_id(); })
#define put_cpu()		preempt_enable()

#define local_irq_save(flags)	do { (flags) = sb_shim.irq_off; sb_shim.irq_off = 1; \
				     sb_shim_point(); } while (0)
#define local_irq_restore(flags) do { sb_shim_point(); sb_shim.irq_off = (int)(flags); } while (0)
#define local_irq_disable()	do { sb_shim.irq_off = 1; } while (0)
#define local_irq_enable()	do { sb_shim.irq_off = 0; } while (0)
#define local_bh_disable()	do { sb_shim.bh_off++; } while (0)
#define local_bh_enable()	do { sb_shim.bh_off--; } while (0)

/* ---- READ_ONCE / WRITE_ONCE: relaxed atomics, so TSan sees the intent ---- */

#define READ_ONCE(x)		({ typeof(x) __v = __atomic_load_n(&(x), __ATOMIC_RELAXED); __v; })
/* a marked store is an injection point between computing and storing */
#define WRITE_ONCE(x, v)	do { typeof(x) __w = (typeof(x))(v); sb_shim_point(); \
				     __atomic_store_n(&(x), __w, __ATOMIC_RELAXED); } while (0)

/* ---- atomics: every RMW is an injection point ------------------------------ */

typedef struct { int counter; } atomic_t;
typedef struct { long counter; } atomic_long_t;

static inline void sb_shim_rmw(void)
{
	sb_shim_point();
	if (sb_shim_critical())
		sb_shim.rmw_critical++;
	else
		sb_shim.rmw_plain++;
}

#define SB_ATOMIC_OPS(pfx, T, TT)						\
static inline T pfx##_read(const TT *v) { return __atomic_load_n(&v->counter, __ATOMIC_RELAXED); } \
static inline void pfx##_set(TT *v, T i) { __atomic_store_n(&v->counter, i, __ATOMIC_RELAXED); } \
static inline void pfx##_add(T i, TT *v) { sb_shim_rmw(); __atomic_fetch_add(&v->counter, i, __ATOMIC_SEQ_CST); } \
static inline void pfx##_sub(T i, TT *v) { sb_shim_rmw(); __atomic_fetch_sub(&v->counter, i, __ATOMIC_SEQ_CST); } \
static inline void pfx##_inc(TT *v) { pfx##_add(1, v); } \
static inline void pfx##_dec(TT *v) { pfx##_sub(1, v); } \
static inline T pfx##_add_return(T i, TT *v) { sb_shim_rmw(); return __atomic_add_fetch(&v->counter, i, __ATOMIC_SEQ_CST); } \
static inline T pfx##_sub_return(T i, TT *v) { sb_shim_rmw(); return __atomic_sub_fetch(&v->counter, i, __ATOMIC_SEQ_CST); } \
static inline T pfx##_dec_return(TT *v) { return pfx##_sub_return(1, v); } \
static inline T pfx##_xchg(TT *v, T i) { sb_shim_rmw(); return __atomic_exchange_n(&v->counter, i, __ATOMIC_SEQ_CST); }

SB_ATOMIC_OPS(atomic, int, atomic_t)
SB_ATOMIC_OPS(atomic_long, long, atomic_long_t)

static inline bool test_bit(long nr, const unsigned long *addr)
{
	return (__atomic_load_n(addr, __ATOMIC_RELAXED) >> nr) & 1;
}

static inline bool test_and_set_bit(long nr, unsigned long *addr)
{
	sb_shim_rmw();
	return (__atomic_fetch_or(addr, 1UL << nr, __ATOMIC_SEQ_CST) >> nr) & 1;
}

static inline void clear_bit(long nr, unsigned long *addr)
{
	sb_shim_rmw();
	__atomic_fetch_and(addr, ~(1UL << nr), __ATOMIC_SEQ_CST);
}

/* ---- per-CPU data: CPU n's copy lives n units after CPU 0's ------------- */

void *__alloc_percpu(size_t size, size_t align);
void free_percpu(void *p);
#define alloc_percpu(type)	((type *)__alloc_percpu(sizeof(type), __alignof__(type)))
#define per_cpu_ptr(p, cpu)	((typeof(p))((char *)(p) + (size_t)(cpu) * SB_PCPU_UNIT))
#define this_cpu_ptr(p)		per_cpu_ptr(p, sb_shim.cpu)
#define raw_cpu_ptr(p)		this_cpu_ptr(p)
#define this_cpu_read(v)	(*this_cpu_ptr(&(v)))
#define this_cpu_write(v, x)	(*this_cpu_ptr(&(v)) = (x))
#define this_cpu_add(v, x)	(*this_cpu_ptr(&(v)) += (x))
#define this_cpu_inc(v)		this_cpu_add(v, 1)
#define this_cpu_dec(v)		this_cpu_add(v, -1)
#define this_cpu_inc_return(v)	(++*this_cpu_ptr(&(v)))
#define this_cpu_add_return(v, x) (*this_cpu_ptr(&(v)) += (x))
#define this_cpu_xchg(v, x)	({ typeof(v) *__p = this_cpu_ptr(&(v)); \
				   typeof(v) __o = *__p; *__p = (x); __o; })
#define __this_cpu_add(v, x)	this_cpu_add(v, x)
#define __this_cpu_add_return(v, x) this_cpu_add_return(v, x)
#define __this_cpu_write(v, x)	this_cpu_write(v, x)

#define for_each_possible_cpu(cpu) \
	for ((cpu) = 0; (cpu) < sb_nr_cpu_ids; (cpu)++)
static inline unsigned int num_online_cpus(void)
{
	unsigned int cpu, n = 0;

	for (cpu = 0; cpu < SB_SHIM_NR_CPUS; cpu++)
		n += READ_ONCE(sb_cpu_online[cpu]);
	return n;
}
#define for_each_online_cpu(cpu) \
	for_each_possible_cpu(cpu) if (!READ_ONCE(sb_cpu_online[cpu])) {} else

/* ---- local_lock_t: records who holds it ---------------------------------- */

void sb_shim_lock_acquire(int *held, const char *file, int line);
void sb_shim_lock_release(int *held, const char *file, int line);

#define typecheck(type, x)	({ type __d1; typeof(x) __d2; (void)(&__d1 == &__d2); 1; })

#ifdef CONFIG_PREEMPT_RT
/*
 * PREEMPT_RT: spinlock_t is a sleeping rtmutex. Taking it - even with a
 * trylock - in hardirq or NMI context is a violation, and so is a blocking
 * acquire of a lock held on this CPU (one thread is one CPU: only an
 * injected interrupt can get there).
 */
typedef struct { int held; } spinlock_t;
#define spin_lock_init(l)	((l)->held = 0)
#define spin_lock(l)		sb_shim_rt_spin_lock(l, __FILE__, __LINE__)
void sb_shim_rt_spin_lock(spinlock_t *l, const char *file, int line);
#define spin_unlock(l)		sb_shim_lock_release(&(l)->held, __FILE__, __LINE__)
int rt_spin_trylock(spinlock_t *l);

typedef spinlock_t local_lock_t;
#define local_lock_init(l)	spin_lock_init(l)
#define local_lock(l)		do { migrate_disable(); spin_lock(this_cpu_ptr(l)); } while (0)
#define local_unlock(l)		do { spin_unlock(this_cpu_ptr(l)); migrate_enable(); } while (0)
#define local_lock_irqsave(l, f) do { (f) = 0; local_lock(l); } while (0)
#define local_unlock_irqrestore(l, f) do { (void)(f); local_unlock(l); } while (0)
#else
typedef struct { int held; } local_lock_t;

#define local_lock_init(l)	((l)->held = 0)
#define local_lock(l)		do { preempt_disable(); \
				     sb_shim_lock_acquire(&this_cpu_ptr(l)->held, __FILE__, __LINE__); } while (0)
#define local_unlock(l)		do { sb_shim_lock_release(&this_cpu_ptr(l)->held, __FILE__, __LINE__); \
				     preempt_enable(); } while (0)
#define local_lock_irqsave(l, f) do { local_irq_save(f); \
				     sb_shim_lock_acquire(&this_cpu_ptr(l)->held, __FILE__, __LINE__); } while (0)
#define local_unlock_irqrestore(l, f) do { sb_shim_lock_release(&this_cpu_ptr(l)->held, __FILE__, __LINE__); \
				     local_irq_restore(f); } while (0)
#endif

/* ---- mutex ------------------------------------------------------------------- */

struct mutex { pthread_mutex_t m; };
#define mutex_init(x)		pthread_mutex_init(&(x)->m, NULL)
#define mutex_lock(x)		pthread_mutex_lock(&(x)->m)
#define mutex_unlock(x)		pthread_mutex_unlock(&(x)->m)
#define mutex_trylock(x)	(pthread_mutex_trylock(&(x)->m) == 0)

/* ---- workqueues: per-CPU lists, run by the thread that plays the CPU ---- */

struct work_struct;
typedef void (*work_func_t)(struct work_struct *work);
struct work_struct {
	work_func_t func;
	int pending;
	struct work_struct *next;
};
struct workqueue_struct;

#define INIT_WORK(w, f)		do { (w)->func = (f); (w)->pending = 0; (w)->next = NULL; } while (0)
struct workqueue_struct *sb_shim_alloc_wq(const char *name);
#define alloc_workqueue(fmt, flags, max, ...)	sb_shim_alloc_wq(fmt)
bool queue_work_on(int cpu, struct workqueue_struct *wq, struct work_struct *w);
/* runs what is queued for every CPU, each as that CPU: CPUs must be idle */
void flush_workqueue(struct workqueue_struct *wq);
void destroy_workqueue(struct workqueue_struct *wq);
/* the calling thread runs what is queued for its CPU (task context) */
unsigned int sb_shim_run_pending(void);
/* queued items, all workqueues, for @cpu */
unsigned int sb_shim_nr_pending(int cpu);

/* ---- time ------------------------------------------------------------------ */

u64 local_clock(void);

/* ---- test control ------------------------------------------------------------- */

void sb_shim_reset_thread(int cpu);
void sb_shim_set_injector(void (*fn)(enum sb_shim_irq_kind, void *), void *arg,
			  unsigned int mask, unsigned int one_in, u64 seed);
/* enter @kind on this thread now and run the injector (tests) */
void sb_shim_inject_now(enum sb_shim_irq_kind kind);

#endif
