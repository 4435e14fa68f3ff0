/* SPDX-License-Identifier: GPL-2.0 */
/*
 * STUBBED: kernel facilities that are no-ops (or trivial) for a single
 * process where each emulated CPU is one thread.
 */
#ifndef _SB_SHIM_STUBS_H
#define _SB_SHIM_STUBS_H

#define __percpu
#define __must_check
#define L1_CACHE_BYTES			64
#define ____cacheline_aligned		__attribute__((aligned(L1_CACHE_BYTES)))
#define ____cacheline_aligned_in_smp	____cacheline_aligned

/* the userspace build plays a 6.1 kernel: no local_trylock_t */
#define LINUX_VERSION_CODE		KERNEL_VERSION(6, 1, 0)

/* a thread never migrates: it *is* its CPU */
#define migrate_disable()		do { } while (0)
#define migrate_enable()		do { } while (0)

/*
 * PREEMPT_RCU (Debian's kernels): a read-side section disables nothing, and
 * nothing here frees under RCU
 */
#define rcu_read_lock()			do { } while (0)
#define rcu_read_unlock()		do { } while (0)

#define WQ_MEM_RECLAIM			(1 << 3)

#define GFP_KERNEL_ACCOUNT		GFP_KERNEL
/* kmalloc aligns a 64-byte-or-larger object to its cache line; so does this */
static inline void *sb_shim_kzalloc(size_t size)
{
	size_t n = (size + L1_CACHE_BYTES - 1) & ~(size_t)(L1_CACHE_BYTES - 1);
	void *p = aligned_alloc(L1_CACHE_BYTES, n ? n : L1_CACHE_BYTES);

	return p ? memset(p, 0, n) : NULL;
}

#define kzalloc(size, gfp)		sb_shim_kzalloc(size)
#define kcalloc(n, size, gfp)		sb_shim_kzalloc((n) * (size))
#define kfree(p)			free((void *)(p))

#endif
