// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench - run the memcg stock benchmark module and read its results.
 * main.c looks the subcommand up in the table of commands.c, where each
 * has its own file, usage and options.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "commands.h"

/* stockbench help [COMMAND]: the list, or one command's usage. */
static int help(const char *name)
{
	const struct sb_cmd *c;

	if (!name) {
		sb_cmd_list(stdout);
		return 0;
	}
	c = sb_cmd_find(name);
	if (!c) {
		fprintf(stderr, "stockbench help: unknown command '%s' (try stockbench --help)\n", name);
		return 2;
	}
	sb_cmd_usage(stdout, c);
	return 0;
}

int main(int argc, char **argv)
{
	const char *cmd = argc > 1 ? argv[1] : NULL;
	const struct sb_cmd *c;

	if (!cmd) {
		sb_cmd_list(stderr);
		return 2;
	}
	if (!strcmp(cmd, "-h") || !strcmp(cmd, "--help"))
		return help(NULL);
	if (!strcmp(cmd, "help"))
		return help(argc > 2 ? argv[2] : NULL);
	c = sb_cmd_find(cmd);
	if (!c) {
		fprintf(stderr, "stockbench: unknown command '%s' (try stockbench --help)\n", cmd);
		return 2;
	}
	return c->fn(argc - 1, argv + 1);
}
