/* SPDX-License-Identifier: GPL-2.0 */
/*
 * forest.h - what the two forest plots of plot --forest share: the
 * boots comparison A1 ... -- B1 ... (forest.c) and the paired runs of
 * several boots, --across-boots (forest_across.c).
 */
#ifndef SB_FOREST_H
#define SB_FOREST_H

#include <stdio.h>

#include "cli.h"

/* A name gnuplot and the file system take as it is: others become '_'. */
void sb_forest_safe(char *s);
/*
 * Text from the files (workload, variant, context) as it may go into a
 * gnuplot string or comment: no quote, backslash, backquote, macro or
 * line break can end the string or run a command.
 */
const char *sb_forest_gp_text(char *dst, size_t len, const char *src);
/*
 * The files' accel as the titles of plot say it, over the files of
 * @sides[0..n): "\nQEMU TCG: not hardware numbers" when every file says
 * "# accel: tcg", a count when some do, "" for hardware.
 */
const char *sb_forest_accel_note(const struct sb_side *sides, size_t n, char *b,
				 size_t len);
/* A round step for about 6 tics over @range: 1, 2 or 5 times a power of 10. */
double sb_forest_nice_step(double range);
/*
 * DIR/NAME.gp (DIR: o->output) written by @write, then run by gnuplot
 * into DIR/NAME.png and .svg, which are listed unless -q: 0, or 1 after
 * a one-line reason.
 */
int sb_forest_draw(const struct sb_opts *o, const char *name,
		   void (*write)(FILE *gp, const char *dir, const char *name, void *arg),
		   void *arg);
/* plot --forest --across-boots F1 F2 ... -o DIR (forest_across.c); an exit status. */
int sb_plot_forest_across(const struct sb_input *in, size_t nin, const struct sb_opts *o);

#endif
