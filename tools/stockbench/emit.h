/* SPDX-License-Identifier: GPL-2.0 */
/*
 * emit.h - --format csv|json of show and compare: the tables a command
 * prints, as data.  One schema for every table (tools/stockbench/README.md,
 * "Machine-readable output"): each row a record whose keys are the
 * column heads made into names (sb_emit_key()), an interval column two
 * keys KEY_lo and KEY_hi, and the numbers at full precision where the
 * command gave them (sb_table_setv()), else as printed.  While a command
 * runs, what it would print as text is kept aside: json gives it as
 * "text" lines, csv leaves it out.
 */
#ifndef SB_EMIT_H
#define SB_EMIT_H

#include <stddef.h>

#include "table.h"

/* From here, stdout is kept aside and tables are collected. */
void sb_emit_begin(enum sb_format f, const char *cmd, int argc, char **argv);
/* The name (and the file, or NULL) of the tables printed next. */
void sb_emit_name(const char *name, const char *file);
/* sb_table_print() of a csv or json table: collect a copy. */
void sb_emit_table(const struct sb_table *t);
/*
 * The document on the real stdout when @rc is 0 (nothing when the
 * command failed: its reason is on stderr); returns @rc.
 */
int sb_emit_end(int rc);
/* The key of a column head: "95% CI of ratio" -> "ci", "A ns/op" -> "a_ns_op". */
void sb_emit_key(const char *head, char *buf, size_t len);

#endif
