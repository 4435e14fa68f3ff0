/* SPDX-License-Identifier: GPL-2.0 */
/* the system header of this name (glibc includes it too); the shim comes via the others */
#include_next <linux/types.h>
