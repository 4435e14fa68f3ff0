/* SPDX-License-Identifier: GPL-2.0 */
/*
 * DUPLICATED from the kernel: definitions whose meaning the stock code
 * relies on. Keep in sync with include/linux (values as on x86-64).
 */
#ifndef _SB_SHIM_DUP_H
#define _SB_SHIM_DUP_H

#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef int8_t s8;
typedef int16_t s16;
typedef int64_t s64;
typedef unsigned int gfp_t;

#define U16_MAX			((u16)~0U)
#define S16_MAX			((s16)(U16_MAX >> 1))
#define NUMA_NO_NODE		(-1)

#define PAGE_SHIFT		12
#define PAGE_SIZE		(1UL << PAGE_SHIFT)

#define BIT(nr)			(1UL << (nr))
#define ARRAY_SIZE(a)		(sizeof(a) / sizeof((a)[0]))
#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))
#define BUILD_BUG_ON(c)		_Static_assert(!(c), #c)
#define likely(x)		__builtin_expect(!!(x), 1)
#define unlikely(x)		__builtin_expect(!!(x), 0)

#define max(a, b)		({ typeof(a) __a = (a); typeof(b) __b = (b); \
				   __a > __b ? __a : __b; })
#define min(a, b)		({ typeof(a) __a = (a); typeof(b) __b = (b); \
				   __a < __b ? __a : __b; })

/* include/linux/gfp_types.h: the bits the stock code tests */
#define __GFP_HIGH		0x20u
#define __GFP_IO		0x40u
#define __GFP_FS		0x80u
#define __GFP_DIRECT_RECLAIM	0x400u
#define __GFP_KSWAPD_RECLAIM	0x800u
#define __GFP_RECLAIM		(__GFP_DIRECT_RECLAIM | __GFP_KSWAPD_RECLAIM)
#define GFP_ATOMIC		(__GFP_HIGH | __GFP_KSWAPD_RECLAIM)
#define GFP_KERNEL		(__GFP_RECLAIM | __GFP_IO | __GFP_FS)
#define GFP_NOWAIT		(__GFP_KSWAPD_RECLAIM)

static inline bool gfpflags_allow_blocking(gfp_t gfp)
{
	return !!(gfp & __GFP_DIRECT_RECLAIM);
}

#define KERNEL_VERSION(a, b, c)	(((a) << 16) + ((b) << 8) + ((c) > 255 ? 255 : (c)))

#endif
