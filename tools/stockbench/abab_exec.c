// SPDX-License-Identifier: GPL-2.0
/*
 * abab_exec.c - running the machine's own tools for stockbench abab
 * (kexec, systemctl, grub-reboot, dkms, modprobe, the CLI's own run):
 * fork and exec, output to a file, a time bound, an exit status.  No
 * shell in between, so a kernel or file name is never parsed as one.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "abab.h"

static void sleep_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	nanosleep(&ts, NULL);
}

/* In the child: fd @to from @path (appended), or /dev/null. */
static void redirect(const char *path, int to)
{
	int fd = open(path ? path : "/dev/null", O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);

	if (fd >= 0 && dup2(fd, to) < 0)
		_exit(127);
}

/* Wait for @pid at most @timeout_s (0: forever); SIGINT, then SIGKILL. */
static int wait_bounded(pid_t pid, int timeout_s)
{
	long waited = 0;
	int st, sent = 0;

	for (;;) {
		pid_t r = waitpid(pid, &st, timeout_s ? WNOHANG : 0);

		if (r == pid)
			break;
		if (r < 0 && errno != EINTR)
			return 127;
		if (r <= 0) {
			sleep_ms(100);
			waited += 100;
		}
		if (timeout_s && !sent && waited >= timeout_s * 1000L) {
			/* stockbench run writes stop on SIGINT */
			kill(pid, SIGINT);
			sent = 1;
		} else if (sent == 1 && waited >= timeout_s * 1000L + 15000) {
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
			sent = 2;
		}
	}
	if (sent)
		return 124;
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	return 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

int ab_exec2(char *const argv[], const char *out, const char *err, int timeout_s)
{
	pid_t pid;

	fflush(NULL);
	pid = fork();
	if (pid < 0)
		return 127;
	if (!pid) {
		int in = open("/dev/null", O_RDONLY | O_CLOEXEC);

		setpgid(0, 0);
		if (in >= 0)
			dup2(in, 0);
		redirect(out, 1);
		if (err && (!out || strcmp(err, out)))
			redirect(err, 2);
		else
			dup2(1, 2);
		execvp(argv[0], argv);
		fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	return wait_bounded(pid, timeout_s);
}

int ab_exec(char *const argv[], const char *log, int timeout_s)
{
	return ab_exec2(argv, log, log, timeout_s);
}

int ab_exec_line(char *const argv[], char *buf, size_t len)
{
	int fd[2], st;
	pid_t pid;
	FILE *f;

	buf[0] = '\0';
	if (pipe(fd))
		return 127;
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		close(fd[0]);
		close(fd[1]);
		return 127;
	}
	if (!pid) {
		int null = open("/dev/null", O_RDWR | O_CLOEXEC);

		dup2(fd[1], 1);
		if (null >= 0) {
			dup2(null, 0);
			dup2(null, 2);
		}
		close(fd[0]);
		close(fd[1]);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(fd[1]);
	f = fdopen(fd[0], "r");
	if (f) {
		char line[4096];

		if (fgets(line, sizeof(line), f)) {
			line[strcspn(line, "\n")] = '\0';
			ab_fmt(buf, len, "%s", line);
		}
		while (fgets(line, sizeof(line), f))
			;
		fclose(f);
	} else {
		close(fd[0]);
	}
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return 127;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128;
}

void ab_last_line(const char *path, char *buf, size_t len)
{
	char line[1024];
	FILE *f = fopen(path, "r");

	buf[0] = '\0';
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		if (line[strspn(line, " \t\r")])
			ab_fmt(buf, len, "%s", line);
	}
	fclose(f);
}
