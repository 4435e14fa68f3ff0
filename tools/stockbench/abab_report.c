// SPDX-License-Identifier: GPL-2.0
/*
 * abab_report.c - the end of a series: DIR/boots.txt (the order the
 * rounds ran in, and why any is missing), the comparison of A's rounds
 * against B's, and DIR/summary.md, the part that is printed.
 *
 * The comparison is make vm-bench's: results/common.sh compare_boots (the
 * one call site of the CLI's comparison across boots, which the harness
 * shares), in full and with --brief for vm-bench's table, from the source
 * tree the CLI was built in.  Rounds are passed in order,
 * A's KERNEL/boot-R/ beside B's (compare_rounds, the one place here), so
 * compare_boots pairs them by round as it does vm-bench's.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "abab.h"
#include "util.h"

/* The run names: "results" (the default run), or the list's. */
static int run_names(const struct ab_series *s, char names[][64], int max)
{
	char line[4096], *t, *save;
	FILE *f;
	int n = 0;

	if (!s->runs[0]) {
		ab_fmt(names[0], 64, "results");
		return 1;
	}
	f = fopen(s->runs, "r");
	if (!f)
		return 0;
	while (n < max && fgets(line, sizeof(line), f)) {
		t = strtok_r(line, " \t\n", &save);
		if (t && t[0] != '#')
			ab_fmt(names[n++], 64, "%s", t);
	}
	fclose(f);
	return n;
}

static void write_boots(const struct ab_series *s)
{
	char p[PATH_MAX];
	FILE *f;
	int i;

	ab_fmt(p, sizeof(p), "%s/boots.txt", s->dir);
	f = fopen(p, "w");
	if (!f)
		return;
	fprintf(f, "# boots of stockbench abab %s: one line per round's boot, in the order they ran\n",
		s->id);
	fprintf(f, "# boots: %d per kernel, order A B B A A B ... (round R: A B when R is odd, B A when even); A %s, B %s\n",
		s->rounds, s->kernel[0], s->kernel[1]);
	fprintf(f, "# round kernel boot-dir [missing: why]\n");
	for (i = 0; i < s->nslots; i++) {
		const struct ab_slot *sl = &s->slot[i];
		const char *k = s->kernel[sl->k];

		fprintf(f, "%d %s %s/boot-%d%s%s\n", sl->round, k, k, sl->round,
			sl->state == AB_OK ? "" : " missing: ",
			sl->state == AB_OK ? "" : sl->state == AB_PENDING ? "not run" : sl->why);
	}
	fclose(f);
}

/* Round @r's slot of kernel @k ran. */
static int round_ok(const struct ab_series *s, int r, int k)
{
	int i;

	for (i = 0; i < s->nslots; i++)
		if (s->slot[i].round == r && s->slot[i].k == k)
			return s->slot[i].state == AB_OK;
	return 0;
}

/*
 * results/common.sh compare_boots A_1 ... -- B_1 ...: the rounds both
 * kernels completed, in order, A_i and B_i of one round (in boot-R folders
 * of the same R: compare_boots pairs them); its markdown into @out.
 * Returns how many rounds it was given.
 */
static int compare_rounds(const struct ab_series *s, const char *name, const char *out, int brief)
{
	static const char script[] =
		"cd \"$1\" && SB_CLI=$2 && . \"$3\" && shift 3 && compare_boots \"$@\"";
	char common[PATH_MAX], f[2][AB_MAX_ROUNDS][PATH_MAX];
	char *argv[2 * AB_MAX_ROUNDS + 12];
	int r, k, n = 0, a = 0;

	ab_fmt(common, sizeof(common), "%s/results/common.sh", s->src);
	argv[a++] = "sh";
	argv[a++] = "-c";
	argv[a++] = (char *)script;
	argv[a++] = "sh";
	argv[a++] = (char *)s->dir;
	argv[a++] = (char *)s->cli;
	argv[a++] = common;
	if (brief)
		argv[a++] = "--brief";
	for (r = 1; r <= s->rounds; r++) {
		char p[PATH_MAX + 1];

		if (!round_ok(s, r, 0) || !round_ok(s, r, 1))
			continue;
		for (k = 0; k < 2; k++) {
			ab_fmt(f[k][n], PATH_MAX, "%s/boot-%d/%s.csv", s->kernel[k], r, name);
			ab_fmt(p, sizeof(p), "%s/%s", s->dir, f[k][n]);
			if (access(p, R_OK))
				break;
		}
		if (k == 2)
			n++;
	}
	for (r = 0; r < n; r++)
		argv[a++] = f[0][r];
	argv[a++] = "--";
	for (r = 0; r < n; r++)
		argv[a++] = f[1][r];
	argv[a] = NULL;
	unlink(out);
	if (n && ab_exec2(argv, out, out, 600)) {
		FILE *o = fopen(out, "a");

		if (o) {
			fputs("compare-failed: results/common.sh compare_boots exited non-zero\n", o);
			fclose(o);
		}
	}
	return n;
}

/* Lines of @path that start with @prefix, to @fp. */
static void grep_lines(FILE *fp, const char *path, const char *prefix)
{
	char line[4096];
	FILE *f = fopen(path, "r");

	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, prefix, strlen(prefix)))
			fputs(line, fp);
	if (f)
		fclose(f);
}

/* Copy file @path to @fp. */
static void cat(FILE *fp, const char *path)
{
	char buf[4096];
	size_t n;
	FILE *f = fopen(path, "r");

	while (f && (n = fread(buf, 1, sizeof(buf), f)) > 0)
		fwrite(buf, 1, n, fp);
	if (f)
		fclose(f);
}

/* One run's comparison: title, reasons, table, confounds. */
static void report_run(const struct ab_series *s, FILE *o, const char *name, int several)
{
	char cmp[PATH_MAX], tab[PATH_MAX], vs[PATH_MAX], title[700];
	int rt0 = ab_kernel_rt(s->kernel[0]), rt1 = ab_kernel_rt(s->kernel[1]), n, first;

	ab_fmt(title, sizeof(title), "%s against %s", s->kernel[1], s->kernel[0]);
	if (rt0 == 0 && rt1 == 1)
		ab_fmt(title, sizeof(title), "RT against !RT");
	ab_fmt(vs, sizeof(vs), "%s%s%s-vs-%s.md", several ? name : "", several ? "-" : "",
		 s->kernel[0], s->kernel[1]);
	ab_fmt(cmp, sizeof(cmp), "%s/compare-%s", s->dir, vs);
	ab_fmt(tab, sizeof(tab), "%s/.table.md", s->dir);
	n = compare_rounds(s, name, cmp, 0);
	fprintf(o, "\n%s%s%s: %s vs %s (%d rounds of interleaved boots, A B B A ..., %d complete, "
		"paired by round; ratio = %s/%s)\n",
		title, several ? ", run " : "", several ? name : "", s->kernel[0], s->kernel[1],
		s->rounds, n, s->kernel[1], s->kernel[0]);
	if (!n) {
		fprintf(o, "NOT COMPARED: no round has both kernels' %s.csv (the missing rounds are above)\n",
			name);
		return;
	}
	first = 1;
	{
		FILE *c = fopen(cmp, "r");
		char line[256] = "";

		if (c && fgets(line, sizeof(line), c) && !strcmp(line, "n/a: one boot per side\n")) {
			fprintf(o, "wall clock: one complete round (one boot a side): no ratio, no verdict\n");
			first = 0;
		}
		if (c)
			fclose(c);
	}
	/* vm-bench's table: the CLI's compare --brief of the same rounds */
	if (first && compare_rounds(s, name, tab, 1))
		cat(o, tab);
	unlink(tab);
	grep_lines(o, cmp, "compare-failed");
	grep_lines(o, cmp, "NOTE: ");
	grep_lines(o, cmp, "CONFOUND: ");
	grep_lines(o, cmp, "LOAD DIFFERS: ");
	fprintf(o, "Full comparison: compare-%s\n", vs);
}

int ab_report(const struct ab_series *s, FILE *fp)
{
	char names[64][64], p[PATH_MAX], tmp[PATH_MAX + 8];
	int i, n, nmiss = 0;
	FILE *o;

	write_boots(s);
	ab_fmt(p, sizeof(p), "%s/summary.md", s->dir);
	ab_fmt(tmp, sizeof(tmp), "%s.new", p);
	o = fopen(tmp, "w");
	if (!o) {
		fprintf(stderr, "stockbench abab: cannot write %s: %s\n", tmp, strerror(errno));
		return -1;
	}
	fprintf(o, "stockbench abab %s: A %s, B %s, %d rounds, by %s: %s (%d boots)\n", s->id,
		s->kernel[0], s->kernel[1], s->rounds, s->method, s->end[0] ? s->end : "not over",
		s->boots);
	for (i = 0; i < s->nslots; i++)
		if (s->slot[i].state != AB_OK) {
			fprintf(o, "missing: round %d %s (%s): %s\n", s->slot[i].round,
				ab_tag(s->slot[i].k), s->kernel[s->slot[i].k],
				s->slot[i].state == AB_PENDING ? "not run" : s->slot[i].why);
			nmiss++;
		}
	n = run_names(s, names, 64);
	for (i = 0; i < n; i++)
		report_run(s, o, names[i], n > 1);
	fprintf(o, "\nNo instruction counts: the module measures time; make vm-bench's instr columns come from QEMU's icount.\n");
	fprintf(o, "Raw files: %s/<kernel>/boot-<round>/ (boots.txt has the order%s).\n", s->dir,
		nmiss ? " and why a round is missing" : "");
	if (fclose(o) || rename(tmp, p)) {
		fprintf(stderr, "stockbench abab: cannot write %s: %s\n", p, strerror(errno));
		return -1;
	}
	cat(fp, p);
	return 0;
}
