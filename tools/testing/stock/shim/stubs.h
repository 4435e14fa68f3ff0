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

#define WQ_MEM_RECLAIM			(1 << 3)

#define GFP_KERNEL_ACCOUNT		GFP_KERNEL
#define kzalloc(size, gfp)		calloc(1, (size))
#define kcalloc(n, size, gfp)		calloc((n), (size))
#define kfree(p)			free((void *)(p))

#endif
