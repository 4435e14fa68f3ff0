// SPDX-License-Identifier: GPL-2.0
/* CUSTOMISED for testing: the runtime behind custom.h. */
#include <time.h>
#include "shim.h"

__thread struct sb_shim_ctx sb_shim;
unsigned int sb_nr_cpu_ids = 2;
bool sb_cpu_online[SB_SHIM_NR_CPUS] = { true, true, true, true };
unsigned long sb_shim_violations;
char sb_shim_last_violation[256];

void sb_shim_violation(const char *what, const char *file, int line)
{
	if (__atomic_fetch_add(&sb_shim_violations, 1, __ATOMIC_RELAXED) == 0)
		snprintf(sb_shim_last_violation, sizeof(sb_shim_last_violation),
			 "%s at %s:%d (cpu %d)", what, file, line, sb_shim.cpu);
}

void sb_shim_reset_thread(int cpu)
{
	memset(&sb_shim, 0, sizeof(sb_shim));
	sb_shim.cpu = cpu;
}

void sb_shim_set_injector(void (*fn)(enum sb_shim_irq_kind, void *), void *arg,
			  unsigned int mask, unsigned int one_in, u64 seed)
{
	sb_shim.inject = fn;
	sb_shim.inject_arg = arg;
	sb_shim.inject_mask = mask;
	sb_shim.inject_one_in = one_in;
	sb_shim.rng = seed * 2654435761u + 1;
}

static u64 sb_shim_rand(void)
{
	u64 x = sb_shim.rng;

	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	return sb_shim.rng = x;
}

/* what real hardware would let in right now */
static bool sb_shim_may_enter(enum sb_shim_irq_kind kind)
{
	switch (kind) {
	case SB_SHIM_NMI:
		return !sb_shim.nmi;
	case SB_SHIM_HARDIRQ:
		return !sb_shim.irq_off && !sb_shim.nmi && !sb_shim.hardirq;
	case SB_SHIM_SOFTIRQ:
		return !sb_shim.irq_off && !sb_shim.nmi && !sb_shim.hardirq &&
		       !sb_shim.softirq && !sb_shim.bh_off;
	}
	return false;
}

static void sb_shim_enter(enum sb_shim_irq_kind kind)
{
	struct sb_shim_ctx saved = sb_shim;

	/* an interrupt starts with a clean slate of its own */
	sb_shim.preempt_off = 0;
	sb_shim.locks_held = saved.locks_held;
	if (kind == SB_SHIM_NMI)
		sb_shim.nmi++;
	else if (kind == SB_SHIM_HARDIRQ)
		sb_shim.hardirq++, sb_shim.irq_off = 1;
	else
		sb_shim.softirq++;
	sb_shim.injected[kind]++;
	sb_shim.inject(kind, sb_shim.inject_arg);
	if (sb_shim.preempt_off || sb_shim.locks_held != saved.locks_held)
		sb_shim_violation("interrupt handler left a lock or preemption off",
				  __FILE__, __LINE__);
	/* back to the interrupted context, keeping the counters */
	saved.rmw_critical = sb_shim.rmw_critical;
	saved.rmw_plain = sb_shim.rmw_plain;
	saved.rng = sb_shim.rng;
	memcpy(saved.injected, sb_shim.injected, sizeof(saved.injected));
	sb_shim = saved;
}

void sb_shim_point(void)
{
	enum sb_shim_irq_kind kind;

	if (!sb_shim.inject || !sb_shim.inject_one_in || !sb_shim.inject_mask)
		return;
	if (sb_shim_rand() % sb_shim.inject_one_in)
		return;
	/* a random kind among the allowed ones */
	do
		kind = sb_shim_rand() % 3;
	while (!(sb_shim.inject_mask & BIT(kind)));
	if (!sb_shim_may_enter(kind))
		return;
	sb_shim_enter(kind);
}

void sb_shim_inject_now(enum sb_shim_irq_kind kind)
{
	if (sb_shim.inject && sb_shim_may_enter(kind))
		sb_shim_enter(kind);
}

void sb_shim_lock_acquire(int *held, const char *file, int line)
{
	if (*held)
		sb_shim_violation("recursive local_lock on this CPU", file, line);
	*held = 1;
	sb_shim.locks_held++;
	sb_shim_point();
}

void sb_shim_lock_release(int *held, const char *file, int line)
{
	sb_shim_point();
	if (!*held)
		sb_shim_violation("local_unlock of a free lock", file, line);
	*held = 0;
	sb_shim.locks_held--;
}

#ifdef CONFIG_PREEMPT_RT
static void sb_shim_rt_context(const char *what, const char *file, int line)
{
	if (in_nmi() || in_hardirq())
		sb_shim_violation(what, file, line);
}

void sb_shim_rt_spin_lock(spinlock_t *l, const char *file, int line)
{
	sb_shim_rt_context("RT spin_lock in hardirq/NMI", file, line);
	sb_shim_lock_acquire(&l->held, file, line);
}

int rt_spin_trylock(spinlock_t *l)
{
	sb_shim_rt_context("RT rt_spin_trylock in hardirq/NMI", __FILE__, __LINE__);
	if (l->held)
		return 0;
	sb_shim_lock_acquire(&l->held, __FILE__, __LINE__);
	return 1;
}
#endif

void *__alloc_percpu(size_t size, size_t align)
{
	void *p;

	if (size > SB_PCPU_UNIT || align > SB_PCPU_UNIT) {
		fprintf(stderr, "shim: per-CPU object of %zu bytes > unit %d\n",
			size, SB_PCPU_UNIT);
		abort();
	}
	p = aligned_alloc(SB_PCPU_UNIT, (size_t)SB_SHIM_NR_CPUS * SB_PCPU_UNIT);
	if (p)
		memset(p, 0, (size_t)SB_SHIM_NR_CPUS * SB_PCPU_UNIT);
	return p;
}

void free_percpu(void *p)
{
	free(p);
}

u64 local_clock(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (u64)ts.tv_sec * 1000000000u + ts.tv_nsec;
}

/* ---- workqueues ------------------------------------------------------------- */

struct workqueue_struct {
	pthread_mutex_t lock;
	struct work_struct *head[SB_SHIM_NR_CPUS];
	struct workqueue_struct *next;
};

static pthread_mutex_t sb_wqs_lock = PTHREAD_MUTEX_INITIALIZER;
static struct workqueue_struct *sb_wqs;

struct workqueue_struct *sb_shim_alloc_wq(const char *name)
{
	struct workqueue_struct *wq = calloc(1, sizeof(*wq));

	(void)name;
	if (!wq)
		return NULL;
	pthread_mutex_init(&wq->lock, NULL);
	pthread_mutex_lock(&sb_wqs_lock);
	wq->next = sb_wqs;
	sb_wqs = wq;
	pthread_mutex_unlock(&sb_wqs_lock);
	return wq;
}

bool queue_work_on(int cpu, struct workqueue_struct *wq, struct work_struct *w)
{
	struct work_struct **pp;
	bool queued = false;

	sb_shim.queued_preempt_off = sb_shim.preempt_off;
	pthread_mutex_lock(&wq->lock);
	if (!w->pending) {
		w->pending = 1;
		w->next = NULL;
		for (pp = &wq->head[cpu]; *pp; pp = &(*pp)->next)
			;
		*pp = w;
		queued = true;
	}
	pthread_mutex_unlock(&wq->lock);
	return queued;
}

static struct work_struct *sb_wq_pop(struct workqueue_struct *wq, int cpu)
{
	struct work_struct *w;

	pthread_mutex_lock(&wq->lock);
	w = wq->head[cpu];
	if (w) {
		wq->head[cpu] = w->next;
		w->pending = 0;
	}
	pthread_mutex_unlock(&wq->lock);
	return w;
}

static unsigned int sb_wq_run_cpu(struct workqueue_struct *wq, int cpu)
{
	struct work_struct *w;
	unsigned int n = 0;
	int saved = sb_shim.cpu;

	if (!in_task() || sb_shim_critical())
		sb_shim_violation("work run outside plain task context",
				  __FILE__, __LINE__);
	sb_shim.cpu = cpu;
	while ((w = sb_wq_pop(wq, cpu))) {
		w->func(w);
		n++;
	}
	sb_shim.cpu = saved;
	return n;
}

void flush_workqueue(struct workqueue_struct *wq)
{
	unsigned int cpu;

	for (cpu = 0; cpu < SB_SHIM_NR_CPUS; cpu++)
		sb_wq_run_cpu(wq, cpu);
}

void destroy_workqueue(struct workqueue_struct *wq)
{
	struct workqueue_struct **pp;

	flush_workqueue(wq);
	pthread_mutex_lock(&sb_wqs_lock);
	for (pp = &sb_wqs; *pp; pp = &(*pp)->next) {
		if (*pp == wq) {
			*pp = wq->next;
			break;
		}
	}
	pthread_mutex_unlock(&sb_wqs_lock);
	pthread_mutex_destroy(&wq->lock);
	free(wq);
}

unsigned int sb_shim_run_pending(void)
{
	struct workqueue_struct *wq;
	unsigned int n = 0;

	/* the list only changes when stocks are created or destroyed */
	pthread_mutex_lock(&sb_wqs_lock);
	wq = sb_wqs;
	pthread_mutex_unlock(&sb_wqs_lock);
	for (; wq; wq = wq->next)
		n += sb_wq_run_cpu(wq, sb_shim.cpu);
	return n;
}

unsigned int sb_shim_nr_pending(int cpu)
{
	struct workqueue_struct *wq;
	struct work_struct *w;
	unsigned int n = 0;

	pthread_mutex_lock(&sb_wqs_lock);
	for (wq = sb_wqs; wq; wq = wq->next) {
		pthread_mutex_lock(&wq->lock);
		for (w = wq->head[cpu]; w; w = w->next)
			n++;
		pthread_mutex_unlock(&wq->lock);
	}
	pthread_mutex_unlock(&sb_wqs_lock);
	return n;
}

/* ---- the trace hooks of stock.h (shim/stockbench_trace.h) ---- */
#include "stock.h"

bool sb_shim_trace_drain;
struct sb_shim_drain sb_shim_drains[SB_SHIM_MAX_DRAINS];
unsigned int sb_shim_nr_drains;

/* sb_count() with an event on: only sb_drain can be on here */
void sb_trace_count(struct sb_stock *s, enum sb_counter c)
{
	sb_trace_drain(s, c, 0, 0);
}

void sb_trace_drain(struct sb_stock *s, enum sb_counter c, unsigned int pages,
		    unsigned int bytes)
{
	this_cpu_inc(s->stats->cnt[c]);
	if (sb_shim_nr_drains < SB_SHIM_MAX_DRAINS)
		sb_shim_drains[sb_shim_nr_drains++] = (struct sb_shim_drain){
			c, smp_processor_id(), pages, bytes };
}

void sb_trace_hold(struct sb_stock *s, u64 ns)
{
	this_cpu_inc(s->stats->hold_samples);
}
