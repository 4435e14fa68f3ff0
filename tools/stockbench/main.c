// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench - run the memcg stock benchmark module and read its results.
 * main.c looks the subcommand up in the table of commands.c, where each
 * has its own file, usage and options.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "commands.h"

#ifndef SB_MODULE_VERSION
#define SB_MODULE_VERSION "?"
#endif
#ifndef SB_GIT_VERSION
#define SB_GIT_VERSION ""
#endif

const char sb_version[] = SB_MODULE_VERSION;
const char sb_git_version[] = SB_GIT_VERSION;

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

/*
 * What was printed must have reached stdout: a full disk or a closed
 * pipe is a failed write with its reason and exit 2, not exit 0.
 */
static int flushed(int rc)
{
	if (fflush(stdout) || ferror(stdout)) {
		fprintf(stderr, "stockbench: cannot write the output: %s\n",
			errno ? strerror(errno) : "write error");
		return 2;
	}
	return rc;
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
		return flushed(help(NULL));
	if (!strcmp(cmd, "--version")) {
		printf("stockbench %s%s%s\n", sb_version, *sb_git_version ? " git " : "",
		       sb_git_version);
		return flushed(0);
	}
	if (!strcmp(cmd, "help"))
		return flushed(help(argc > 2 ? argv[2] : NULL));
	c = sb_cmd_find(cmd);
	if (!c) {
		fprintf(stderr, "stockbench: unknown command '%s' (try stockbench --help)\n", cmd);
		return 2;
	}
	return flushed(c->fn(argc - 1, argv + 1));
}
