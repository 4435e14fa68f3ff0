/* SPDX-License-Identifier: GPL-2.0 */
/*
 * commands.h - the table of subcommands: what main.c dispatches on, what
 * --help lists, and the options each command accepts (opts.c checks them).
 */
#ifndef SB_COMMANDS_H
#define SB_COMMANDS_H

#include <stdio.h>

/* Every option of any command; a command's set is a mask of SB_OPTBIT()s. */
enum sb_opt {
	SB_OPT_FORMAT, SB_OPT_SHAPE, SB_OPT_DEBUGFS, SB_OPT_WORKLOAD, SB_OPT_CONTEXT,
	SB_OPT_OPT, SB_OPT_NOOPT, SB_OPT_WITHOUT, SB_OPT_WITH, SB_OPT_BASELINE,
	SB_OPT_PATCHED, SB_OPT_CONF, SB_OPT_NORMALISE, SB_OPT_METRIC, SB_OPT_TEST,
	SB_OPT_MARGIN, SB_OPT_ACROSS, SB_OPT_OUTPUT, SB_OPT_QUIET, SB_OPT_CHECK,
	SB_OPT_HELP, SB_OPT_PAIRS, SB_OPT_FOREST, SB_OPT_ALLOW, SB_OPT_EXIT, SB_OPT_SLOW_CPU,
	SB_OPT_BRIEF, SB_OPT_INSTR_A, SB_OPT_INSTR_B, SB_OPT_LAYOUT, SB_OPT_SHARE,
};

#define SB_OPTBIT(name) (1u << SB_OPT_##name)

struct sb_cmd {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *summary;	/* one line, for stockbench --help */
	const char *usage;	/* stockbench help NAME: lines ending in \n */
	unsigned int opts;	/* the SB_OPTBIT()s it accepts */
};

/* The command called @name, or NULL. */
const struct sb_cmd *sb_cmd_find(const char *name);
/* stockbench --help: every command with its summary. */
void sb_cmd_list(FILE *fp);
/* stockbench help NAME: the command's usage and options. */
void sb_cmd_usage(FILE *fp, const struct sb_cmd *c);

#endif
