// SPDX-License-Identifier: GPL-2.0
/*
 * abab.c - "stockbench abab": start a series (the checks, the state file,
 * the unit, the first boot), --resume it after each boot (the unit),
 * --status, --cancel.  What each step does is abab_plan.c's decision;
 * this file saves the state before acting on it, so that a reset at any
 * moment finds the step it was in.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "abab.h"
#include "cli.h"
#include "commands.h"

void ab_die(const char *fmt, const char *a, const char *b)
{
	fputs("stockbench abab: ", stderr);
	fprintf(stderr, fmt, a, b);
	fputc('\n', stderr);
}

static int num(const char *arg, const char *opt, int lo, int hi, int *out)
{
	char *end;
	long v = strtol(arg, &end, 10);

	if (end == arg || *end || v < lo || v > hi) {
		fprintf(stderr, "stockbench abab: %s must be a whole number in [%d, %d], not '%s'\n",
			opt, lo, hi, arg);
		return -1;
	}
	*out = (int)v;
	return 0;
}

/* 0, 1 after --help, -1 after a one-line error. */
static int parse(int argc, char **argv, struct ab_opts *o)
{
	static const struct option lo[] = {
		{ "kernels", required_argument, NULL, 'k' },
		{ "output", required_argument, NULL, 'o' },
		{ "rounds", required_argument, NULL, 'r' },
		{ "runs", required_argument, NULL, 'R' },
		{ "settle", required_argument, NULL, 's' },
		{ "run-timeout", required_argument, NULL, 't' },
		{ "boot", required_argument, NULL, 'b' },
		{ "status", no_argument, NULL, 'S' },
		{ "cancel", no_argument, NULL, 'C' },
		{ "resume", no_argument, NULL, 'U' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	memset(o, 0, sizeof(*o));
	o->rounds = 3;
	o->settle = 30;
	o->run_timeout = 3600;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
		switch (c) {
		case 'k': o->kernels = optarg; break;
		case 'o': o->out = optarg; break;
		case 'R': o->runs = optarg; break;
		case 'b': o->boot = optarg; break;
		case 'S': o->status = 1; break;
		case 'C': o->cancel = 1; break;
		case 'U': o->resume = 1; break;
		case 'r':
			if (num(optarg, "--rounds", 1, AB_MAX_ROUNDS, &o->rounds))
				return -1;
			break;
		case 's':
			if (num(optarg, "--settle", 0, 3600, &o->settle))
				return -1;
			break;
		case 't':
			if (num(optarg, "--run-timeout", 10, 86400, &o->run_timeout))
				return -1;
			break;
		case 'h':
			sb_cmd_usage(stdout, sb_cmd_find("abab"));
			return 1;
		default:
			fprintf(stderr, "stockbench abab: unknown option or missing argument: %s (stockbench help abab)\n",
				argv[optind - 1]);
			return -1;
		}
	}
	if (optind < argc) {
		ab_die("unexpected argument '%s' (stockbench help abab)", argv[optind], "");
		return -1;
	}
	if (o->status + o->cancel + o->resume > 1 ||
	    ((o->status || o->cancel || o->resume) && (o->kernels || o->out || o->runs))) {
		ab_die("--status, --cancel and --resume go alone%s%s", "", "");
		return -1;
	}
	if (!o->status && !o->cancel && !o->resume && (!o->kernels || !o->out)) {
		ab_die("--kernels A,B and -o DIR are needed (stockbench help abab)%s%s", "", "");
		return -1;
	}
	if (o->boot && strcmp(o->boot, "kexec") && strcmp(o->boot, "reboot")) {
		ab_die("--boot must be kexec or reboot, not '%s'%s", o->boot, "");
		return -1;
	}
	return 0;
}

const char *ab_state_path(char *buf, size_t len)
{
	return ab_path(buf, len, AB_STATE_DIR "/state");
}

/* The series' lock, so that two commands never step it at once. */
int ab_lock(int wait)
{
	char p[PATH_MAX], d[PATH_MAX];
	int fd;

	ab_path(d, sizeof(d), AB_STATE_DIR);
	ab_fmt(p, sizeof(p), "%s", d);
	for (char *s = p + 1; *s; s++)
		if (*s == '/') {
			*s = '\0';
			mkdir(p, 0755);
			*s = '/';
		}
	mkdir(d, 0755);
	ab_fmt(p, sizeof(p), "%s/lock", d);
	fd = open(p, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	if (fd < 0)
		return -1;
	if (flock(fd, wait ? LOCK_EX : LOCK_EX | LOCK_NB)) {
		close(fd);
		return -2;
	}
	return fd;
}

int ab_save(const struct ab_series *s)
{
	char p[PATH_MAX], err[AB_STR];

	if (ab_state_save(ab_state_path(p, sizeof(p)), s, err, sizeof(err))) {
		fprintf(stderr, "stockbench abab: %s\n", err);
		return -1;
	}
	return 0;
}

/* The end: the comparison, the unit gone; the state says it first. */
static void finish(const struct ab_series *s)
{
	printf("stockbench abab: %s\n", s->end);
	ab_report(s, stdout);
	ab_unit_remove();
	fflush(stdout);
}

/*
 * Act on @n until the machine goes down or there is nothing left to do
 * in this boot; the state is saved before each action.
 */
static int step(struct ab_series *s, const char *kver, struct ab_next n)
{
	char err[AB_STR], how[AB_STR];
	int build;

	for (;;) {
		if (ab_save(s))
			return 1;
		if (ab_over(s)) {
			finish(s);
			if (n.act != AB_ACT_BOOT)
				return 0;
			printf("stockbench abab: booting back to %s\n", s->kernel[AB_KER]);
			fflush(stdout);
			if (ab_boot(s->method, s->kernel[AB_KER], 0, err, sizeof(err))) {
				fprintf(stderr, "stockbench abab: %s\n", err);
				return 1;
			}
			return 0;
		}
		switch (n.act) {
		case AB_ACT_RUN:
			printf("stockbench abab: round %d, %s (%s): running (slot %d of %d, boot %d)\n",
			       s->slot[s->cur].round, ab_tag(s->slot[s->cur].k),
			       s->kernel[s->slot[s->cur].k], s->cur + 1, s->nslots, s->boots);
			fflush(stdout);
			ab_fmt(how, sizeof(how), "booted by stockbench abab (%s)", s->method);
			if (ab_round(s, how, &build, err, sizeof(err))) {
				printf("stockbench abab: round %d, %s: missing: %s\n", s->slot[s->cur].round,
				       ab_tag(s->slot[s->cur].k), err);
				ab_ran(s, kver, 0, build, err, &n);
			} else {
				printf("stockbench abab: round %d, %s: done\n", s->slot[s->cur].round,
				       ab_tag(s->slot[s->cur].k));
				ab_ran(s, kver, 1, 0, "", &n);
			}
			break;
		case AB_ACT_BOOT:
			printf("stockbench abab: booting %s (%s)%s\n", s->kernel[n.k], s->method,
			       n.k == AB_KER ? ": the series is over, back to the starting kernel" : "");
			fflush(stdout);
			if (!ab_boot(s->method, s->kernel[n.k], 0, err, sizeof(err)))
				return 0;
			printf("stockbench abab: cannot boot %s: %s\n", s->kernel[n.k], err);
			ab_boot_failed(s, kver, err, &n);
			break;
		default:
			return 0;
		}
	}
}

static int resume(void)
{
	char p[PATH_MAX], err[AB_STR], kver[256], bid[64];
	struct ab_series *s = calloc(1, sizeof(*s));
	struct ab_next n;
	int fd, ret;

	if (!s)
		return 1;
	fd = ab_lock(1);
	if (fd < 0) {
		fprintf(stderr, "stockbench abab: cannot lock %s\n", AB_STATE_DIR);
		free(s);
		return 1;
	}
	if (ab_state_load(ab_state_path(p, sizeof(p)), s, err, sizeof(err))) {
		/* no series to go on with: never leave the unit behind */
		fprintf(stderr, "stockbench abab: %s: removing the unit\n", err);
		ab_unit_remove();
		free(s);
		return 1;
	}
	if (ab_kver(kver, sizeof(kver), err, sizeof(err)) ||
	    ab_boot_id(bid, sizeof(bid), err, sizeof(err))) {
		fprintf(stderr, "stockbench abab: %s\n", err);
		free(s);
		return 1;
	}
	if (ab_over(s)) {
		/* the end was saved, the unit not yet removed: finish again */
		finish(s);
		free(s);
		return 0;
	}
	ab_on_boot(s, kver, bid, &n);
	if (n.act == AB_ACT_NONE && !ab_over(s)) {
		printf("stockbench abab: boot %s was handled already\n", bid);
		free(s);
		return 0;
	}
	ret = step(s, kver, n);
	free(s);
	return ret;
}

static int status(void)
{
	char p[PATH_MAX], err[AB_STR];
	struct ab_series *s = calloc(1, sizeof(*s));

	if (!s)
		return 1;
	ab_state_path(p, sizeof(p));
	if (access(p, F_OK)) {
		printf("stockbench abab: no series on this machine (no %s)\n", AB_STATE_DIR "/state");
		free(s);
		return 0;
	}
	if (ab_state_load(p, s, err, sizeof(err))) {
		fprintf(stderr, "stockbench abab: %s\n", err);
		free(s);
		return 1;
	}
	ab_state_print(stdout, s);
	if (ab_over(s)) {
		FILE *f;
		char buf[4096];
		size_t len;

		ab_fmt(p, sizeof(p), "%s/summary.md", s->dir);
		f = fopen(p, "r");
		if (f) {
			fputs("\n", stdout);
			while ((len = fread(buf, 1, sizeof(buf), f)) > 0)
				fwrite(buf, 1, len, stdout);
			fclose(f);
		}
	}
	free(s);
	return 0;
}

static int cancel(void)
{
	char p[PATH_MAX], err[AB_STR], kver[256];
	char *unload[] = { "rmmod", "stockbench", NULL };
	struct ab_series *s = calloc(1, sizeof(*s));
	struct ab_next n;
	int fd, ret;

	if (!s)
		return 1;
	fd = ab_lock(0);
	if (fd == -2) {
		/* --resume is running a round: stop it (and its run) first */
		printf("stockbench abab: stopping %s (a round is running)\n", AB_UNIT);
		ab_unit_stop();
		fd = ab_lock(1);
	}
	if (fd < 0) {
		fprintf(stderr, "stockbench abab: cannot lock %s\n", AB_STATE_DIR);
		free(s);
		return 1;
	}
	if (ab_state_load(ab_state_path(p, sizeof(p)), s, err, sizeof(err)) || ab_over(s)) {
		fprintf(stderr, "stockbench abab: no series is running, nothing to cancel\n");
		free(s);
		return 1;
	}
	if (ab_kver(kver, sizeof(kver), err, sizeof(err))) {
		fprintf(stderr, "stockbench abab: %s\n", err);
		free(s);
		return 1;
	}
	if (!access(ab_path(p, sizeof(p), "/sys/module/stockbench"), F_OK))
		ab_exec(unload, NULL, 120);
	ab_cancel(s, kver, &n);
	ret = step(s, kver, n);
	free(s);
	return ret;
}

int cmd_abab(int argc, char **argv)
{
	struct ab_opts o;
	int r = parse(argc, argv, &o);

	if (r)
		return r < 0 ? 2 : 0;
	if (o.status)
		return status();
	if (geteuid()) {
		ab_die("needs root: it installs a systemd unit, loads the module and boots kernels%s%s", "", "");
		return 1;
	}
	if (o.resume)
		return resume();
	if (o.cancel)
		return cancel();
	return ab_start(&o);
}
