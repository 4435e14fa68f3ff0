// SPDX-License-Identifier: GPL-2.0
/*
 * abab_round.c - one round of a series in this boot: DIR/KERNEL/boot-ROUND/
 * gets env (what booted, when), the module's build and load logs, each
 * run's NAME.csv (stockbench run -o, as a user runs it: every run starts
 * from the module's defaults), NAME.txt (its table), NAME.err, and
 * dmesg.txt.  The default run is one run named "results" with no key;
 * a run list (--runs) has one "NAME key=value ..." line per run.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "abab.h"
#include "util.h"

#define AB_MAX_ARGS 64

static int mkdir_p(const char *dir)
{
	char p[PATH_MAX], *s;

	ab_fmt(p, sizeof(p), "%s", dir);
	for (s = p + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(p, 0755) && errno != EEXIST)
			return -1;
		*s = '/';
	}
	return mkdir(p, 0755) && errno != EEXIST ? -1 : 0;
}

static void utc_now(char *buf, size_t len)
{
	time_t now = time(NULL);

	strftime(buf, len, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
}

/* The round's env: what a reader of the raw files needs to know. */
static void write_env(const char *d, const struct ab_series *s, const char *how)
{
	const struct ab_slot *sl = &s->slot[s->cur];
	char p[PATH_MAX], q[PATH_MAX], line[4096], now[32];
	FILE *f, *c;

	ab_fmt(p, sizeof(p), "%s/env", d);
	f = fopen(p, "w");
	if (!f)
		return;
	utc_now(now, sizeof(now));
	fprintf(f, "kernel: %s\nkver: %s\n", s->kernel[sl->k], s->kernel[sl->k]);
	fprintf(f, "series: stockbench abab %s, kernel %s of A %s, B %s\n", s->id, ab_tag(sl->k),
		s->kernel[0], s->kernel[1]);
	fprintf(f, "round: %d of %d (slot %d of %d in boots.txt)\n", sl->round, s->rounds,
		s->cur + 1, s->nslots);
	fprintf(f, "boot: %s (boot %d of the series, id %s)\n", how, s->boots, s->boot_id);
	fprintf(f, "date: %s\nsettle_s: %d\n", now, s->settle);
	c = fopen(ab_path(q, sizeof(q), "/proc/cmdline"), "r");
	if (c && fgets(line, sizeof(line), c))
		fprintf(f, "cmdline: %s", line);
	if (c)
		fclose(c);
	fclose(f);
}

static void env_add(const char *d, const char *key, const char *v)
{
	char p[PATH_MAX];
	FILE *f;

	ab_fmt(p, sizeof(p), "%s/env", d);
	f = fopen(p, "a");
	if (f) {
		fprintf(f, "%s: %s\n", key, v);
		fclose(f);
	}
}

/* The module for this kernel: built (DKMS, if missing), then loaded. */
static int get_module(const char *d, const char *kver, int *build, char *err, size_t errlen)
{
	char log[PATH_MAX], last[AB_STR];
	char *load[] = { "modprobe", "stockbench", "autorun=0", NULL };
	int rc;

	if (!ab_module_built(kver)) {
		ab_fmt(log, sizeof(log), "%s/dkms.log", d);
		if (ab_module_build(kver, log, err, errlen)) {
			*build = 1;
			return -1;
		}
	}
	ab_fmt(log, sizeof(log), "%s/modprobe.log", d);
	rc = ab_exec(load, log, 300);
	if (rc) {
		ab_last_line(log, last, sizeof(last));
		return fail(err, errlen, "the module did not load: modprobe stockbench exited %d: %s",
			    rc, last[0] ? last : "(no output)");
	}
	return 0;
}

/* One run: stockbench run -o D/NAME.csv [key=value ...]. */
static int one_run(const struct ab_series *s, const char *d, char *name, char **keys, int nkeys,
		   int timeout_s, char *err, size_t errlen)
{
	char csv[PATH_MAX], txt[PATH_MAX], errf[PATH_MAX], dfs[PATH_MAX], last[AB_STR];
	char *argv[AB_MAX_ARGS + 8];
	int n = 0, i, rc;

	ab_fmt(csv, sizeof(csv), "%s/%s.csv", d, name);
	ab_fmt(txt, sizeof(txt), "%s/%s.txt", d, name);
	ab_fmt(errf, sizeof(errf), "%s/%s.err", d, name);
	ab_path(dfs, sizeof(dfs), "/sys/kernel/debug/stockbench");
	argv[n++] = (char *)s->cli;
	argv[n++] = "run";
	argv[n++] = "--debugfs";
	argv[n++] = dfs;
	argv[n++] = "-o";
	argv[n++] = csv;
	for (i = 0; i < nkeys && i < AB_MAX_ARGS; i++)
		argv[n++] = keys[i];
	argv[n] = NULL;
	rc = ab_exec2(argv, txt, errf, timeout_s);
	if (!rc && !access(csv, R_OK))
		return 0;
	ab_last_line(errf, last, sizeof(last));
	if (rc == 124)
		return fail(err, errlen, "run %s did not end within %d s (stopped)", name, timeout_s);
	return fail(err, errlen, "run %s failed (exit %d): %s", name, rc, last[0] ? last : "(no output)");
}

/* The runs of the list (or the default run), each in turn. */
static int runs(const struct ab_series *s, const char *d, char *err, size_t errlen)
{
	char line[4096], *w[AB_MAX_ARGS + 1];
	time_t end = time(NULL) + s->run_timeout;
	FILE *f;
	int n, ret = 0;

	if (!s->runs[0])
		return one_run(s, d, "results", NULL, 0, s->run_timeout, err, errlen);
	f = fopen(s->runs, "r");
	if (!f)
		return fail(err, errlen, "cannot read the run list %s: %s", s->runs, strerror(errno));
	while (!ret && fgets(line, sizeof(line), f)) {
		char *save = NULL, *t;
		long left = end - time(NULL);

		n = 0;
		for (t = strtok_r(line, " \t\n", &save); t && n <= AB_MAX_ARGS; t = strtok_r(NULL, " \t\n", &save))
			w[n++] = t;
		if (!n || w[0][0] == '#')
			continue;
		ret = one_run(s, d, w[0], w + 1, n - 1, left > 1 ? (int)left : 1, err, errlen);
	}
	fclose(f);
	return ret;
}

int ab_round(const struct ab_series *s, const char *how, int *build, char *err, size_t errlen)
{
	const struct ab_slot *sl = &s->slot[s->cur];
	const char *kver = s->kernel[sl->k];
	char d[PATH_MAX], p[PATH_MAX], now[32];
	char *unload[] = { "rmmod", "stockbench", NULL };
	char *dmesg[] = { "dmesg", NULL };
	time_t t0 = time(NULL);
	int ret;

	*build = 0;
	ab_fmt(d, sizeof(d), "%s/%s/boot-%d", s->dir, kver, sl->round);
	if (mkdir_p(d))
		return fail(err, errlen, "cannot make %s: %s", d, strerror(errno));
	write_env(d, s, how);
	if (s->settle)
		sleep((unsigned int)s->settle);
	ret = get_module(d, kver, build, err, errlen);
	if (!ret) {
		ret = runs(s, d, err, errlen);
		ab_fmt(p, sizeof(p), "%s/rmmod.log", d);
		if (ab_exec(unload, p, 120))
			env_add(d, "rmmod", "failed (rmmod.log)");
	}
	ab_fmt(p, sizeof(p), "%s/dmesg.txt", d);
	ab_exec(dmesg, p, 60);
	utc_now(now, sizeof(now));
	env_add(d, "end", now);
	ab_fmt(p, sizeof(p), "%ld", (long)(time(NULL) - t0));
	env_add(d, "wall_s", p);
	env_add(d, "round_status", ret ? err : "SUCCESS");
	return ret;
}
