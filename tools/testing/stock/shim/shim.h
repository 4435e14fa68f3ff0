/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Userspace stand-in for the kernel headers that module/stock/ includes.
 * Every linux/<name>.h here just includes this file; the content lives in
 * three plainly separated kinds (the tools/testing/vma layout):
 *   dup.h    - DUPLICATED from the kernel: constants and macros that must
 *              mean exactly what they mean there;
 *   stubs.h  - STUBBED: things that are no-ops in a single process;
 *   custom.h - CUSTOMISED for testing: emulated CPUs, contexts, locks,
 *              atomics with interrupt injection, per-CPU data, workqueues.
 */
#ifndef _SB_SHIM_H
#define _SB_SHIM_H

#include "dup.h"
#include "stubs.h"
#include "custom.h"

#endif
