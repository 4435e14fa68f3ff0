// SPDX-License-Identifier: GPL-2.0
/*
 * output.c - "-o FILE" of show and compare: standard output goes to a
 * temporary file beside FILE, renamed into place when the command
 * succeeds, so that a refused command or a failed write leaves FILE as
 * it was (and no half-written table under its name).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

static char *tmp;
static const char *dest;

int sb_output_begin(const char *cmd, const char *path)
{
	mode_t mask;
	int fd;

	if (!path || !strcmp(path, "-"))
		return 0;
	tmp = xmalloc(strlen(path) + 16);
	sprintf(tmp, "%s.tmp-XXXXXX", path);
	fd = mkstemp(tmp);
	if (fd < 0) {
		fprintf(stderr, "stockbench %s: cannot write %s: %s\n", cmd, path, strerror(errno));
		free(tmp);
		tmp = NULL;
		return -1;
	}
	/* mkstemp's 0600: the mode a plain "> FILE" would give */
	mask = umask(0);
	umask(mask);
	if (fchmod(fd, 0666 & ~mask) || fflush(stdout) || dup2(fd, STDOUT_FILENO) < 0) {
		fprintf(stderr, "stockbench %s: cannot write %s: %s\n", cmd, path, strerror(errno));
		close(fd);
		unlink(tmp);
		free(tmp);
		tmp = NULL;
		return -1;
	}
	close(fd);
	dest = path;
	return 0;
}

int sb_output_end(const char *cmd, int rc)
{
	int bad;

	if (!tmp)
		return rc;
	errno = 0;
	bad = fflush(stdout) || ferror(stdout) || fsync(STDOUT_FILENO);
	if (!bad && !rc && rename(tmp, dest))
		bad = 1;
	if (bad)
		fprintf(stderr, "stockbench %s: cannot write %s: %s\n", cmd, dest,
			errno ? strerror(errno) : "write error");
	if (bad || rc)
		unlink(tmp);
	/* stdout is the file's until exit: point it at nothing more */
	free(tmp);
	tmp = NULL;
	return bad ? 2 : rc;
}
