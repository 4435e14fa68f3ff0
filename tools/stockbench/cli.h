/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cli.h - the subcommands and what they share: options and loading an
 * input file with a one-line reason on failure.
 */
#ifndef SB_CLI_H
#define SB_CLI_H

#include <stdio.h>

#include "table.h"
#include "util.h"

struct sb_opts {
	struct sb_shape_opts shape_opts;
	const char *shape;	/* NULL or "default": the standard table */
	const char *output;	/* -o */
	const char *debugfs;	/* --debugfs */
	double conf;		/* confidence level, 0.95 */
	int quiet;
	int nargs;
	char **args;		/* positional arguments */
};

/* Parse argv[1..] of a subcommand; 0 on success, else prints usage error. */
int sb_parse_opts(int argc, char **argv, const char *cmd, struct sb_opts *o);

/* Load and group a file; prints "stockbench: <reason>" and returns -1. */
int sb_input_load(const char *path, struct sb_input *in);
void sb_input_free(struct sb_input *in);

/* Environment header summary, with the TCG / debug / failure warnings. */
void sb_show_env(FILE *fp, const struct sb_input *in);
/* Only the warnings (TCG, debug options, failed run), each line prefixed. */
void sb_show_notes(FILE *fp, const struct sb_input *in, const char *prefix);
/* The standard per variant x context table of one file. */
void sb_show_table(FILE *fp, const struct sb_input *in, const struct sb_opts *o);

int cmd_show(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_plot(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_stats(int argc, char **argv);
#ifdef HAVE_LIBTRACECMD
int cmd_trace(int argc, char **argv);
#else
/* Built without libtracecmd (Makefile: NO_TRACE=1 or not found). */
static inline int cmd_trace(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fputs("stockbench was built without libtracecmd: install libtracecmd-dev libtraceevent-dev and rebuild\n",
	      stderr);
	return 2;
}
#endif

#endif
