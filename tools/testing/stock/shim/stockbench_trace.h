/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Userspace stand-in for module/stockbench_trace.h (picked first by -Ishim):
 * every event off except sb_drain, which a test can switch on to see the
 * amounts sb_count_drain() passes (shim/custom.c records them).
 */
#ifndef _SB_SHIM_STOCKBENCH_TRACE_H
#define _SB_SHIM_STOCKBENCH_TRACE_H

#include <stdbool.h>

extern bool sb_shim_trace_drain;

#define trace_sb_slow_charge_enabled()		false
#define trace_sb_charge_fail_enabled()		false
#define trace_sb_trylock_fail_enabled()		false
#define trace_sb_direct_uncharge_enabled()	false
#define trace_sb_eviction_enabled()		false
#define trace_sb_lock_hold_enabled()		false
#define trace_sb_drain_enabled()		sb_shim_trace_drain

/* the sb_drain events seen while sb_shim_trace_drain was on */
#define SB_SHIM_MAX_DRAINS	64
struct sb_shim_drain {
	int counter;
	unsigned int cpu, pages, bytes;
};
extern struct sb_shim_drain sb_shim_drains[SB_SHIM_MAX_DRAINS];
extern unsigned int sb_shim_nr_drains;

#endif /* _SB_SHIM_STOCKBENCH_TRACE_H */
