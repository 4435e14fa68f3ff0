/* SPDX-License-Identifier: GPL-2.0 */
/*
 * bootfig.h - one boot's figure of a cell, built CPU by CPU, for the
 * comparisons whose unit is the boot (compare A1 ... -- B1 ...).
 *
 * Under emulation a boot's rows of one CPU in one cell (a CPU-run of the
 * cell) can run slow for the whole boot: a vCPU whose host thread shared a
 * core, or, more often here, one subject's data on one CPU placed where
 * the emulator's TLB keeps missing (the same variant on the same CPU in
 * every context and repeat of the boot, 3-14% slower, the other CPU and
 * the reference loop unaffected).  Even in good boots the CPUs differ by
 * a steady percent or two.  A median over all of a boot's rows mixes
 * both into the boot's value and so into the between-boot variance.
 * Here each CPU-run gives its own median, and per cell:
 *
 *   excess   a CPU-run's log median less the fastest CPU's of its file;
 *   slow     an excess above the threshold (--slow-cpu, 5% by default),
 *            or, on a CPU whose reference loop (it runs beside every
 *            sample) ran more than the threshold above its median over
 *            the side's files (3 or more), every cell: the CPU-run is
 *            left out, and said so (the steady offsets between CPUs are
 *            a percent or two, below it);
 *   offset   each CPU's offset: the median over the files with nothing
 *            left out of the cell of its log median less the file's mean
 *            over its CPUs (each side's files when both sides have 3 or
 *            more such, else both sides' pooled);
 *   figure   the mean over the file's CPU-runs left of their log medians,
 *            each less its CPU offset: with every CPU in, the plain mean
 *            of the per-CPU log medians; with one left out, the others
 *            corrected by the offsets seen where all ran.
 *
 * A file whose CPU-runs of a cell are all slow gives that cell no figure:
 * the comparison leaves the boot out of the cell and says so.  A boot
 * whose CPUs all ran slow shows against no other CPU of its own; its
 * reference loops show it (under load, both vCPUs of a boot ran 2.7x
 * slow, their loops 2.7x with them).
 */
#ifndef SB_BOOTFIG_H
#define SB_BOOTFIG_H

#include <stddef.h>
#include <stdio.h>

#include "cli.h"

struct sb_bf_cell {
	const char *w, *v, *c;
};

struct sb_bootfig {
	size_t na, nf, nc, nk;	/* A's files, all files (A's then B's), cells, CPUs */
	long *cpu;		/* the CPUs seen, ascending */
	double *lm;		/* [(f * nc + c) * nk + k] log median ns/op; NAN: no rows,
				 * or a median <= 0 (no log) */
	unsigned char *has;	/* [(f * nc + c) * nk + k] 1: the CPU-run has rows in the cell */
	double *off[2];		/* A's, B's: [c * nk + k] CPU offset (log, centred); NAN: not in cell */
	double *excess;		/* [(f * nc + c) * nk + k] log; NAN: not measurable */
	double *ref;		/* [f * nk + k] median ref_ns of the CPU's rows; NAN: none */
	double *ref_excess;	/* [f * nk + k] ref over its CPU's median over the side; NAN */
	unsigned char *slow;	/* [(f * nc + c) * nk + k] */
	size_t nslow;		/* CPU-runs of cells left out */
	struct sb_bf_cell *cells;	/* the cells' names */
	double thresh;		/* the threshold (a fraction); <= 0: off */
	int pooled;		/* offsets from both sides' files (a side had < 3) */
};

/*
 * Per-CPU log medians of @nc cells in every file of @a then @b, the
 * offsets, excesses and slow CPU-runs at threshold @thresh (<= 0: none
 * left out).  -1 with the reason in @err (a row's cpu not a number).
 */
int sb_bootfig_init(struct sb_bootfig *bf, const struct sb_side *a,
		    const struct sb_side *b, const struct sb_bf_cell *cells,
		    size_t nc, double thresh, char *err, size_t errlen);
/*
 * The log figure of file @f (0 .. nf - 1: A's, then B's) in cell @c; NAN
 * when the file has no row of it that counts.  *@left: the file's CPU-runs
 * with rows in the cell that were left out (slow).
 */
double sb_bootfig_value(const struct sb_bootfig *bf, size_t f, size_t c,
			size_t *left);
/*
 * What was left out: a count, then per file and CPU one "SLOW CPU: ..."
 * line with the cells and their excess and its reference loop against its
 * CPU's in the other files, or the reference loop that left it out;
 * nothing when nothing was.
 */
void sb_bootfig_print(FILE *fp, const struct sb_bootfig *bf);
void sb_bootfig_free(struct sb_bootfig *bf);

#endif
