/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: local_trylock_t for every kernel.
 *
 * v6.15+ has local_trylock_t (INIT_LOCAL_TRYLOCK defined): use it. Older
 * kernels (Debian 6.1) get a private equivalent with the documented
 * semantics (include/linux/local_lock_internal.h, v6.15+):
 *  - !RT: an "acquired" byte beside preemption / IRQ disabling. The blocking
 *    forms set it, the try forms fail while it is set (an interrupting
 *    context on this CPU, or recursion). Unlock clears it before enabling
 *    preemption / IRQs, so an NMI right after the clear succeeds.
 *  - RT: a per-CPU spinlock_t under migrate_disable(); the try forms always
 *    fail in hardirq and NMI (the rtmutex trylock is not safe there) and when
 *    a preempted task on this CPU holds the lock.
 * No lockdep annotation in the private !RT form (the kernel's has one).
 * Nor any other check a non-lockdep kernel lacks: the kernel's blocking
 * acquire asserts a free lock with lockdep_assert(), which is nothing
 * without CONFIG_LOCKDEP, so here the check exists only with it too, and
 * a re-entry without it is as silent (and as costless) as the kernel's.
 * The RT form calls rt_spin_trylock() (what spin_trylock() expands to)
 * directly: without __cond_lock() sparse does not flag every caller.
 *
 * All macros take a __percpu pointer, like local_lock().
 */
#ifndef _STOCKBENCH_LOCAL_TRYLOCK_COMPAT_H
#define _STOCKBENCH_LOCAL_TRYLOCK_COMPAT_H

#include <linux/bug.h>
#include <linux/irqflags.h>
#include <linux/percpu.h>
#include <linux/preempt.h>
#include <linux/spinlock.h>	/* before local_lock.h: 6.1-rt needs spinlock_t */
#include <linux/local_lock.h>

#ifdef INIT_LOCAL_TRYLOCK

#define sb_trylock_t			local_trylock_t
#define sb_trylock_init(l)		local_trylock_init(l)
#define sb_lock(l)			local_lock(l)
#define sb_unlock(l)			local_unlock(l)
#define sb_lock_irqsave(l, f)		local_lock_irqsave(l, f)
#define sb_unlock_irqrestore(l, f)	local_unlock_irqrestore(l, f)
#define sb_trylock(l)			local_trylock(l)
#define sb_trylock_irqsave(l, f)	local_trylock_irqsave(l, f)

#elif !defined(CONFIG_PREEMPT_RT)

struct sb_trylock {
	u8 acquired;
};
#define sb_trylock_t struct sb_trylock

static inline void sb_trylock_init(sb_trylock_t *l)
{
	l->acquired = 0;
}

/* lockdep_assert(!acquired) of the kernel's local_lock_acquire() */
#ifdef CONFIG_LOCKDEP
#define __sb_tl_assert_free(l)	WARN_ON_ONCE(READ_ONCE((l)->acquired))
#else
#define __sb_tl_assert_free(l)	do { } while (0)
#endif

/* a blocking acquire on a held lock re-enters silently without lockdep */
static inline void __sb_tl_acquire(sb_trylock_t *l)
{
	__sb_tl_assert_free(l);
	WRITE_ONCE(l->acquired, 1);
}

static inline bool __sb_tl_try(sb_trylock_t *l)
{
	if (READ_ONCE(l->acquired))
		return false;
	WRITE_ONCE(l->acquired, 1);
	return true;
}

static inline void __sb_tl_release(sb_trylock_t *l)
{
	WRITE_ONCE(l->acquired, 0);
}

#define sb_lock(l)							\
	do {								\
		preempt_disable();					\
		__sb_tl_acquire(this_cpu_ptr(l));			\
	} while (0)

#define sb_unlock(l)							\
	do {								\
		__sb_tl_release(this_cpu_ptr(l));			\
		preempt_enable();					\
	} while (0)

#define sb_lock_irqsave(l, f)						\
	do {								\
		local_irq_save(f);					\
		__sb_tl_acquire(this_cpu_ptr(l));			\
	} while (0)

#define sb_unlock_irqrestore(l, f)					\
	do {								\
		__sb_tl_release(this_cpu_ptr(l));			\
		local_irq_restore(f);					\
	} while (0)

#define sb_trylock(l)							\
	({								\
		bool __ok;						\
		preempt_disable();					\
		__ok = __sb_tl_try(this_cpu_ptr(l));			\
		if (!__ok)						\
			preempt_enable();				\
		__ok;							\
	})

#define sb_trylock_irqsave(l, f)					\
	({								\
		bool __ok;						\
		local_irq_save(f);					\
		__ok = __sb_tl_try(this_cpu_ptr(l));			\
		if (!__ok)						\
			local_irq_restore(f);				\
		__ok;							\
	})

#else /* CONFIG_PREEMPT_RT, no local_trylock_t */

struct sb_trylock {
	spinlock_t lock;
};
#define sb_trylock_t struct sb_trylock

#define sb_trylock_init(l)	spin_lock_init(&(l)->lock)

#define sb_lock(l)							\
	do {								\
		migrate_disable();					\
		spin_lock(this_cpu_ptr(&(l)->lock));			\
	} while (0)

#define sb_unlock(l)							\
	do {								\
		spin_unlock(this_cpu_ptr(&(l)->lock));			\
		migrate_enable();					\
	} while (0)

#define sb_lock_irqsave(l, f)						\
	do {								\
		typecheck(unsigned long, f);				\
		f = 0;							\
		sb_lock(l);						\
	} while (0)

#define sb_unlock_irqrestore(l, f)					\
	do {								\
		typecheck(unsigned long, f);				\
		(void)(f);						\
		sb_unlock(l);						\
	} while (0)

#define sb_trylock(l)							\
	({								\
		bool __ok = false;					\
		if (!in_nmi() && !in_hardirq()) {			\
			migrate_disable();				\
			__ok = rt_spin_trylock(this_cpu_ptr(&(l)->lock)); \
			if (!__ok)					\
				migrate_enable();			\
		}							\
		__ok;							\
	})

#define sb_trylock_irqsave(l, f)					\
	({								\
		typecheck(unsigned long, f);				\
		f = 0;							\
		sb_trylock(l);						\
	})

#endif

#endif /* _STOCKBENCH_LOCAL_TRYLOCK_COMPAT_H */
