/* SPDX-License-Identifier: GPL-2.0 */
/*
 * instr.h - compare --instr-a FILE --instr-b FILE: the instructions per op
 * of each side, set beside the wall-clock rows of a boots comparison
 * (boots.c) so that make vm-bench's summary is one table of the CLI's.
 * FILE is what tools/vm/vm-summary icount writes (an icount boot's
 * instr.txt): a line "variant context N" per cell, or "variant context
 * inexact X Y" where the boot's two repeats differ.  It has no workload:
 * a cell is found by variant and context.
 */
#ifndef SB_INSTR_H
#define SB_INSTR_H

#include <stddef.h>

struct sb_instr_cell {
	char *v, *c;
	double n;		/* instructions/op; NAN: inexact */
};

struct sb_instr {
	struct sb_instr_cell *cell;
	size_t n;
};

/* Read @path: 0, or -1 with a one-line reason in err[len]. */
int sb_instr_load(const char *path, struct sb_instr *in, char *err, size_t len);
/* The count of variant @v, context @c: 1 with *n (NAN: inexact), 0: none. */
int sb_instr_find(const struct sb_instr *in, const char *v, const char *c, double *n);
void sb_instr_free(struct sb_instr *in);

#endif
