// SPDX-License-Identifier: GPL-2.0
/*
 * abab_state.c - the series' state file: one "key value" line per field
 * and one "slot ROUND A|B STATE [why]" line per slot, in order, so that
 * a person can read it and --status can print it.  It is replaced whole
 * (written to a temporary file, synced, renamed, the directory synced):
 * after a power loss it holds the last step or the one before, never a
 * mix of the two.
 */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "abab.h"
#include "util.h"

#define MAGIC "stockbench-abab-state 1"

/* One line of text: control characters (a command's output) as spaces. */
static void put(FILE *f, const char *key, const char *v)
{
	fprintf(f, "%s ", key);
	for (; *v; v++)
		fputc((unsigned char)*v < ' ' ? ' ' : *v, f);
	fputc('\n', f);
}

static void put_int(FILE *f, const char *key, int v)
{
	fprintf(f, "%s %d\n", key, v);
}

static const char *const slot_states[] = { "pending", "ok", "missing" };

int ab_state_save(const char *path, const struct ab_series *s, char *err, size_t errlen)
{
	char tmp[PATH_MAX + 8], dir[PATH_MAX];
	FILE *f;
	int i, fd, bad;

	ab_fmt(tmp, sizeof(tmp), "%s.new", path);
	f = fopen(tmp, "w");
	if (!f)
		return fail(err, errlen, "cannot write %s: %s", tmp, strerror(errno));
	fprintf(f, "%s\n", MAGIC);
	put(f, "id", s->id);
	put(f, "kernel-a", s->kernel[0]);
	put(f, "kernel-b", s->kernel[1]);
	put(f, "start", s->kernel[AB_KER]);
	put(f, "dir", s->dir);
	put(f, "cli", s->cli);
	put(f, "src", s->src);
	put(f, "runs", s->runs);
	put(f, "method", s->method);
	put_int(f, "settle", s->settle);
	put_int(f, "run-timeout", s->run_timeout);
	put_int(f, "rounds", s->rounds);
	put(f, "phase", ab_phase_name(s->phase));
	put_int(f, "cur", s->cur);
	put_int(f, "boots", s->boots);
	put_int(f, "max-boots", s->max_boots);
	put(f, "boot-id", s->boot_id);
	fprintf(f, "build-failed %d %d\n", s->build_failed[0], s->build_failed[1]);
	put(f, "end", s->end);
	for (i = 0; i < s->nslots; i++) {
		char key[64];

		ab_fmt(key, sizeof(key), "slot %d %s %s", s->slot[i].round, ab_tag(s->slot[i].k),
			 slot_states[s->slot[i].state]);
		put(f, key, s->slot[i].why);
	}
	bad = fflush(f) || fsync(fileno(f));
	bad |= fclose(f) != 0;
	if (bad || rename(tmp, path)) {
		fail(err, errlen, "cannot write %s: %s", path, strerror(errno));
		unlink(tmp);
		return -1;
	}
	ab_fmt(dir, sizeof(dir), "%s", path);
	fd = open(dirname(dir), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
	return 0;
}

static int get_int(const char *v, int lo, int hi, int *out)
{
	char *end;
	long x = strtol(v, &end, 10);

	if (end == v || *end || x < lo || x > hi)
		return -1;
	*out = (int)x;
	return 0;
}

static int copy(char *dst, size_t len, const char *v)
{
	if (strlen(v) >= len)
		return -1;
	memcpy(dst, v, strlen(v) + 1);
	return 0;
}

/* One "slot ROUND A|B STATE [why]" line into slot @i. */
static int parse_slot(struct ab_series *s, int i, const char *v)
{
	char tag[4], st[16];
	int round, used = 0;
	size_t j;

	if (i >= AB_MAX_SLOTS || sscanf(v, "%d %3s %15s%n", &round, tag, st, &used) != 3)
		return -1;
	s->slot[i].round = round;
	if (strcmp(tag, "A") && strcmp(tag, "B"))
		return -1;
	s->slot[i].k = tag[0] == 'B';
	for (j = 0; j < 3; j++)
		if (!strcmp(st, slot_states[j]))
			break;
	if (j == 3)
		return -1;
	s->slot[i].state = j;
	v += used;
	if (*v == ' ')
		v++;
	return copy(s->slot[i].why, sizeof(s->slot[i].why), v);
}

static int parse_field(struct ab_series *s, const char *key, const char *v)
{
	if (!strcmp(key, "id"))
		return copy(s->id, sizeof(s->id), v);
	if (!strcmp(key, "kernel-a"))
		return copy(s->kernel[0], sizeof(s->kernel[0]), v);
	if (!strcmp(key, "kernel-b"))
		return copy(s->kernel[1], sizeof(s->kernel[1]), v);
	if (!strcmp(key, "start"))
		return copy(s->kernel[AB_KER], sizeof(s->kernel[AB_KER]), v);
	if (!strcmp(key, "dir"))
		return copy(s->dir, sizeof(s->dir), v);
	if (!strcmp(key, "cli"))
		return copy(s->cli, sizeof(s->cli), v);
	if (!strcmp(key, "src"))
		return copy(s->src, sizeof(s->src), v);
	if (!strcmp(key, "runs"))
		return copy(s->runs, sizeof(s->runs), v);
	if (!strcmp(key, "method"))
		return copy(s->method, sizeof(s->method), v);
	if (!strcmp(key, "boot-id"))
		return copy(s->boot_id, sizeof(s->boot_id), v);
	if (!strcmp(key, "end"))
		return copy(s->end, sizeof(s->end), v);
	if (!strcmp(key, "settle"))
		return get_int(v, 0, 86400, &s->settle);
	if (!strcmp(key, "run-timeout"))
		return get_int(v, 1, 864000, &s->run_timeout);
	if (!strcmp(key, "rounds"))
		return get_int(v, 1, AB_MAX_ROUNDS, &s->rounds);
	if (!strcmp(key, "cur"))
		return get_int(v, 0, AB_MAX_SLOTS, &s->cur);
	if (!strcmp(key, "boots"))
		return get_int(v, 0, 10000, &s->boots);
	if (!strcmp(key, "max-boots"))
		return get_int(v, 1, 10000, &s->max_boots);
	if (!strcmp(key, "phase")) {
		int p = ab_phase_parse(v);

		if (p < 0)
			return -1;
		s->phase = p;
		return 0;
	}
	if (!strcmp(key, "build-failed"))
		return sscanf(v, "%d %d", &s->build_failed[0], &s->build_failed[1]) == 2 ? 0 : -1;
	return -1;
}

int ab_state_load(const char *path, struct ab_series *s, char *err, size_t errlen)
{
	char line[PATH_MAX + 64];
	FILE *f = fopen(path, "r");
	int n = 0, bad = 0;

	memset(s, 0, sizeof(*s));
	if (!f)
		return fail(err, errlen, "cannot read %s: %s", path, strerror(errno));
	while (!bad && fgets(line, sizeof(line), f)) {
		char *v;

		n++;
		line[strcspn(line, "\n")] = '\0';
		if (n == 1) {
			bad = strcmp(line, MAGIC) != 0;
			continue;
		}
		v = strchr(line, ' ');
		if (!v) {
			bad = 1;
			break;
		}
		*v++ = '\0';
		if (!strcmp(line, "slot"))
			bad = parse_slot(s, s->nslots++, v);
		else
			bad = parse_field(s, line, v);
	}
	fclose(f);
	if (bad)
		return fail(err, errlen, "%s:%d: not a stockbench abab state line", path, n);
	if (!s->kernel[0][0] || !s->kernel[1][0] || !s->kernel[AB_KER][0] || !s->dir[0] ||
	    s->nslots != 2 * s->rounds || s->cur > s->nslots)
		return fail(err, errlen, "%s: incomplete (%d slots for %d rounds)", path,
			    s->nslots, s->rounds);
	return 0;
}

void ab_state_print(FILE *fp, const struct ab_series *s)
{
	int i;

	fprintf(fp, "series started %s on %s: A %s, B %s, %d rounds, by %s, in %s\n",
		s->id, s->kernel[AB_KER], s->kernel[0], s->kernel[1], s->rounds, s->method, s->dir);
	switch (s->phase) {
	case AB_BOOT:
		fprintf(fp, "now: waiting for the boot into %s for round %d (boot %d of at most %d)\n",
			s->kernel[s->slot[s->cur].k], s->slot[s->cur].round, s->boots + 1, s->max_boots);
		break;
	case AB_RUN:
		fprintf(fp, "now: running round %d on %s (boot %d of at most %d)\n",
			s->slot[s->cur].round, s->kernel[s->slot[s->cur].k], s->boots, s->max_boots);
		break;
	case AB_RETURN:
		fprintf(fp, "now: waiting for the boot back to %s\n", s->kernel[AB_KER]);
		break;
	default:
		fprintf(fp, "%s (%d boots)\n", s->end, s->boots);
		break;
	}
	for (i = 0; i < s->nslots; i++) {
		const struct ab_slot *sl = &s->slot[i];
		const char *st = slot_states[sl->state];

		if (!ab_over(s) && i == s->cur && s->phase == AB_RUN)
			st = "running";
		fprintf(fp, "  round %-2d %s %-8s%s%s\n", sl->round, ab_tag(sl->k), st,
			sl->why[0] ? " " : "", sl->why);
	}
}
