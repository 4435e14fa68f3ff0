/* SPDX-License-Identifier: GPL-2.0 */
/*
 * brief.h - compare --brief and show --brief: the table one pastes into a
 * reply on a list.  The command runs as it always does; what it prints is
 * kept aside (as for --format csv) and its tables come here, to be printed
 * at the end in at most 80 columns: the row's names, A and B, "ratio [95%
 * CI]" in the one notation, p_holm, the verdict in a word (compare); n,
 * "median ns/op [95% CI]", hit% and the status in a word (show).  What
 * the full table has besides (counts, sd, df, p, the legends) becomes a
 * line, or a count of the lines not shown (tools/stockbench/README.md,
 * "compare --brief").
 */
#ifndef SB_BRIEF_H
#define SB_BRIEF_H

#include "table.h"

/* The width the brief keeps to. */
#define SB_BRIEF_COLS 80

/*
 * From here, stdout is kept aside and tables are collected; @cmd
 * ("compare", "show") is named in the brief's "Not shown" line.
 */
void sb_brief_begin(const char *cmd, double conf, double margin);
/* 1 between sb_brief_begin() and sb_brief_end(). */
int sb_brief_on(void);
/* A line of the brief's head (what is compared, how): nothing unless on. */
void sb_brief_head(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/*
 * An item of the list @what, printed under the table as "What: item,
 * item." (e.g. the cells whose interrupt loads differ): nothing unless on.
 */
void sb_brief_item(const char *what, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/*
 * The files compared: where they were measured (QEMU TCG, TCG icount,
 * KVM, a hypervisor, bare metal: their accel and hypervisor fields) and
 * whether debug options were on, for the brief's head.
 */
void sb_brief_inputs(const struct sb_input *in, size_t n);
/* sb_table_print() of a brief table: collect a copy. */
void sb_brief_table(const struct sb_table *t);
/*
 * The brief on the real stdout when @rc is 0 (nothing when the command
 * failed: its reason is on stderr); returns @rc.
 */
int sb_brief_end(int rc);

#endif
