// SPDX-License-Identifier: GPL-2.0
/*
 * abab_start.c - "stockbench abab --kernels A,B -o DIR": every check
 * first, each refusal saying what is missing (nothing is changed then);
 * then the state file, the unit, and the first boot.
 */
#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <time.h>
#include <unistd.h>

#include "abab.h"

#define TMPFS_MAGIC_ 0x01021994
#define RAMFS_MAGIC_ 0x858458f6

/* A file system that a reboot empties. */
static int on_tmpfs(const char *path)
{
	struct statfs st;

	return !statfs(path, &st) && ((unsigned long)st.f_type == TMPFS_MAGIC_ ||
				      (unsigned long)st.f_type == RAMFS_MAGIC_);
}

/* -o DIR: new or empty. */
static int out_usable(const char *out, char *why, size_t len)
{
	struct dirent *e;
	struct stat st;
	DIR *d;
	int n = 0;

	if (stat(out, &st))
		return 0;
	if (!S_ISDIR(st.st_mode)) {
		ab_fmt(why, len, "-o %s: exists and is not a directory", out);
		return -1;
	}
	d = opendir(out);
	while (d && (e = readdir(d)))
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	if (d)
		closedir(d);
	if (n) {
		ab_fmt(why, len, "-o %s: not empty (a series never writes over files)", out);
		return -1;
	}
	return 0;
}

/* A run list: "NAME key=value ..." lines, names unique and plain. */
static int runs_usable(const char *path, char *why, size_t len)
{
	char line[4096], names[64][64], *t, *save;
	FILE *f = fopen(path, "r");
	int n = 0, ln = 0, i;

	if (!f) {
		ab_fmt(why, len, "--runs %s: %s", path, strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof(line), f)) {
		ln++;
		t = strtok_r(line, " \t\n", &save);
		if (!t || t[0] == '#')
			continue;
		if (strlen(t) >= 64 || strspn(t, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-") != strlen(t) ||
		    t[0] == '.' || n == 64)
			break;
		for (i = 0; i < n && strcmp(names[i], t); i++)
			;
		if (i < n)
			break;
		ab_fmt(names[n++], 64, "%s", t);
		while ((t = strtok_r(NULL, " \t\n", &save)) && strchr(t, '=') && t[0] != '=')
			;
		if (t)
			break;
	}
	i = !feof(f);
	fclose(f);
	if (i) {
		ab_fmt(why, len, "--runs %s:%d: not \"NAME key=value ...\" with a new NAME of letters, digits, _ . -",
			 path, ln);
		return -1;
	}
	if (!n) {
		ab_fmt(why, len, "--runs %s: no run in it", path);
		return -1;
	}
	return 0;
}

static int copy_file(const char *from, const char *to)
{
	char buf[4096];
	size_t n;
	FILE *a = fopen(from, "r"), *b = a ? fopen(to, "w") : NULL;
	int bad = !a || !b;

	while (!bad && (n = fread(buf, 1, sizeof(buf), a)) > 0)
		bad = fwrite(buf, 1, n, b) != n;
	if (a)
		fclose(a);
	if (b)
		bad |= fclose(b) != 0;
	return bad ? -1 : 0;
}

/* The CLI's own path and its source tree (for results/common.sh). */
static int where(struct ab_series *s, char *why, size_t len)
{
	char p[PATH_MAX], q[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", p, sizeof(p) - 1);

	if (n <= 0) {
		ab_fmt(why, len, "cannot find this program's path (/proc/self/exe)");
		return -1;
	}
	p[n] = '\0';
	ab_fmt(s->cli, sizeof(s->cli), "%s", p);
	ab_fmt(q, sizeof(q), "%s/../..", dirname(p));
	if (!realpath(q, s->src))
		s->src[0] = '\0';
	ab_fmt(p, sizeof(p), "%s/results/common.sh", s->src);
	ab_fmt(q, sizeof(q), "%s/tools/vm/vm-summary", s->src);
	if (access(p, R_OK) || access(q, X_OK)) {
		ab_fmt(why, len, "%s is not in the source tree it was built in (no results/common.sh and tools/vm/vm-summary beside tools/stockbench), which makes the comparison: run the checkout's tools/stockbench/stockbench",
			 s->cli);
		return -1;
	}
	if (on_tmpfs(s->cli)) {
		ab_fmt(why, len, "%s is on a tmpfs, which the first reboot empties: use a checkout on disk", s->cli);
		return -1;
	}
	return 0;
}

/* What keeps a series from starting, one line each into @why; a count. */
static int checks(const struct ab_opts *o, struct ab_series *s, char why[][AB_STR], int max)
{
	char list[2048];
	const char *kv[3] = { s->kernel[0], s->kernel[1], s->kernel[AB_KER] };
	int k, n = 0;

	for (k = 0; k < 2; k++)
		if (!ab_kernel_installed(s->kernel[k])) {
			ab_kernels_list(list, sizeof(list));
			ab_fmt(why[n++], AB_STR, "no kernel '%s' installed (installed: %s)", s->kernel[k], list);
		}
	if (n)
		return n;
	if (ab_systemd(why[n], AB_STR))
		n++;
	if (where(s, why[n], AB_STR))
		n++;
	for (k = 0; k < 2 && n < max; k++)
		if (ab_module_possible(s->kernel[k], why[n], AB_STR))
			n++;
	ab_fmt(s->method, sizeof(s->method), "%s", o->boot ? o->boot : "");
	if (n < max && ab_boot_possible(s->method, sizeof(s->method), kv, why[n], AB_STR))
		n++;
	if (n < max && o->runs && runs_usable(o->runs, why[n], AB_STR))
		n++;
	if (n < max && out_usable(o->out, why[n], AB_STR))
		n++;
	return n;
}

/* A series that is not over, or a state that cannot be read: 1, said why. */
static int running(struct ab_series *old)
{
	char p[PATH_MAX], err[AB_STR];

	ab_state_path(p, sizeof(p));
	if (access(p, F_OK))
		return 0;
	if (ab_state_load(p, old, err, sizeof(err))) {
		ab_die("cannot read the state of an earlier series: %s: if no series is running, remove it%s", err, "");
		return 1;
	}
	if (ab_over(old))
		return 0;
	fprintf(stderr, "stockbench abab: a series is already running, refused; stockbench abab --status, or --cancel:\n");
	ab_state_print(stderr, old);
	return 1;
}

/* Start a series: every check first, then the state, the unit, the boot. */
/* --kernels A,B into @s; 0, or 2 (bad usage) with the reason said */
static int parse_kernels(const struct ab_opts *o, struct ab_series *s)
{
	const char *comma = strchr(o->kernels, ',');

	if (!comma || comma == o->kernels || !comma[1] || strchr(comma + 1, ',') ||
	    (size_t)(comma - o->kernels) >= sizeof(s->kernel[0]) || strlen(comma + 1) >= sizeof(s->kernel[0])) {
		ab_die("--kernels takes two kernel names, A,B (uname -r of each), not '%s'%s", o->kernels, "");
		return 2;
	}
	ab_fmt(s->kernel[0], sizeof(s->kernel[0]), "%.*s", (int)(comma - o->kernels), o->kernels);
	ab_fmt(s->kernel[1], sizeof(s->kernel[1]), "%s", comma + 1);
	if (!strcmp(s->kernel[0], s->kernel[1])) {
		ab_die("--kernels names %s twice: a series compares two kernels%s", s->kernel[0], "");
		return 2;
	}
	return 0;
}

/* -o's folder (made if absent: *@made) and the run list copied into it */
static int make_dir(const struct ab_opts *o, struct ab_series *s, int *made)
{
	*made = !mkdir(o->out, 0755);
	if (!*made && errno != EEXIST) {
		ab_die("cannot make %s: %s", o->out, strerror(errno));
		return -1;
	}
	if (!realpath(o->out, s->dir) || on_tmpfs(s->dir) || strlen(s->dir) > PATH_MAX / 2) {
		ab_die("-o %s: %s", o->out, !s->dir[0] ? strerror(errno) : on_tmpfs(s->dir) ?
		       "on a tmpfs, which the first reboot empties" : "a path too long");
		if (*made)
			rmdir(o->out);
		return -1;
	}
	if (o->runs) {
		ab_fmt(s->runs, sizeof(s->runs), "%s/runs", s->dir);
		if (copy_file(o->runs, s->runs)) {
			ab_die("cannot copy %s to %s", o->runs, s->runs);
			return -1;
		}
	}
	return 0;
}

/* a start refused after the state was saved: remove what it made */
static void undo_start(const struct ab_series *s, const char *state, int made)
{
	unlink(state);
	if (s->runs[0])
		unlink(s->runs);
	if (made)
		rmdir(s->dir);
}

/* what the series will do, before its first boot */
static void announce(const struct ab_opts *o, const struct ab_series *s, const struct ab_next *n)
{
	int i;

	printf("stockbench abab: %d rounds of A %s and B %s, in the order", s->rounds, s->kernel[0], s->kernel[1]);
	for (i = 0; i < s->nslots; i++)
		printf(" %s", ab_tag(s->slot[i].k));
	if (strcmp(s->kernel[s->slot[s->nslots - 1].k], s->kernel[AB_KER]))
		printf(", then back to %s: %d boots by %s\n", s->kernel[AB_KER], s->nslots + 1, s->method);
	else
		printf(", ending on %s, where it starts: %d boots by %s\n", s->kernel[AB_KER], s->nslots,
		       s->method);
	printf("stockbench abab: each boot: %d s to settle, the %s, then the next boot; a round that fails is recorded as missing\n",
	       s->settle, o->runs ? "run list" : "default run");
	printf("stockbench abab: raw files, boots.txt and summary.md in %s; follow with stockbench abab --status, stop with --cancel\n",
	       s->dir);
	printf("stockbench abab: booting %s (%s) now\n", s->kernel[n->k], s->method);
	fflush(stdout);
}

int ab_start(const struct ab_opts *o)
{
	char p[PATH_MAX], err[AB_STR], bid[64], why[8][AB_STR];
	struct ab_series *s = calloc(1, sizeof(*s)), *old = calloc(1, sizeof(*s));
	struct ab_next n;
	time_t now = time(NULL);
	int fd, i, nw, made, ret = 1;

	if (!s || !old)
		goto out;
	if (parse_kernels(o, s)) {
		ret = 2;
		goto out;
	}
	/* before the lock, which a running round holds; again under it */
	if (running(old))
		goto out;
	fd = ab_lock(0);
	if (fd < 0) {
		ab_die("another stockbench abab is stepping the series right now (%s): see stockbench abab --status%s",
			AB_STATE_DIR, "");
		goto out;
	}
	if (running(old))
		goto out;
	ab_state_path(p, sizeof(p));
	if (ab_kver(s->kernel[AB_KER], sizeof(s->kernel[AB_KER]), err, sizeof(err)) ||
	    ab_boot_id(bid, sizeof(bid), err, sizeof(err))) {
		ab_die("%s%s", err, "");
		goto out;
	}
	nw = checks(o, s, why, 8);
	if (nw) {
		for (i = 0; i < nw; i++)
			fprintf(stderr, "stockbench abab: %s\n", why[i]);
		fprintf(stderr, "stockbench abab: refused, nothing was changed\n");
		goto out;
	}
	if (make_dir(o, s, &made))
		goto out;
	strftime(s->id, sizeof(s->id), "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
	s->settle = o->settle;
	s->run_timeout = o->run_timeout;
	ab_plan(s, o->rounds, bid, &n);
	if (ab_save(s))
		goto out;
	if (ab_unit_install(s->cli, err, sizeof(err))) {
		undo_start(s, p, made);
		ab_die("%s; refused, nothing was changed%s", err, "");
		goto out;
	}
	announce(o, s, &n);
	if (ab_boot(s->method, s->kernel[n.k], 1, err, sizeof(err))) {
		ab_unit_remove();
		undo_start(s, p, made);
		ab_die("cannot boot %s: %s; refused, nothing was changed", s->kernel[n.k], err);
		goto out;
	}
	ret = 0;
out:
	free(s);
	free(old);
	return ret;
}
