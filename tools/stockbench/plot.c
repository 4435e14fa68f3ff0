// SPDX-License-Identifier: GPL-2.0
/*
 * plot.c - "stockbench plot FILE... -o DIR": per input file, a bar
 * chart of median ns/op per variant x context with the 95% CI of the
 * median as error bars, and a chart of the batch-average percentiles
 * (p50/p90/p99/max) per variant x context, each as PNG and SVG.  The
 * gnuplot script is kept next to the images so they can be remade.  Each
 * file's charts have a name of their own (chart_names()).
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "cli.h"
#include "commands.h"
#include "forest.h"
#include "stats.h"

/* File name without directory and without ".csv"; only safe characters. */
void sb_plot_base_name(const char *path, char *buf, size_t len)
{
	const char *b = strrchr(path, '/');
	size_t i;

	b = b ? b + 1 : path;
	snprintf(buf, len, "%s", b);
	if (strlen(buf) > 4 && !strcmp(buf + strlen(buf) - 4, ".csv"))
		buf[strlen(buf) - 4] = '\0';
	for (i = 0; buf[i]; i++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-+",
			    buf[i]))
			buf[i] = '_';
}

/*
 * The last @k components of @path ("." and empty ones skipped), ".csv"
 * dropped, joined by "_", in buf: 6.1-rt/boot-1/obj.csv with k = 3 is
 * 6.1-rt_boot-1_obj.  Fewer components than k: all of them.
 */
static void tail_name(const char *path, size_t k, char *buf, size_t len)
{
	const char *end = path + strlen(path), *p;
	char tmp[4096] = "", part[4096];
	size_t got = 0;

	while (got < k && end > path) {
		for (p = end; p > path && p[-1] != '/'; p--)
			;
		if (end > p && !(end - p == 1 && *p == '.')) {
			snprintf(part, sizeof(part), "%.*s%s%s", (int)(end - p), p,
				 got ? "_" : "", tmp);
			snprintf(tmp, sizeof(tmp), "%s", part);
			got++;
		}
		end = p > path ? p - 1 : path;
	}
	sb_plot_base_name(tmp, buf, len);
}

/*
 * Per file, the name of its charts: its base name, or when two files
 * share one (every boot-N/obj.csv of results/ does), the shortest tail of
 * their paths that tells all of them apart, so that no chart overwrites
 * another.  -1 after a one-line reason when two paths cannot be told
 * apart (a file given twice).
 */
static int chart_names(char **path, size_t n, char (*name)[256], const char *dir)
{
	size_t k, i, j, most = 1;

	for (i = 0; i < n; i++) {
		size_t c = 1;
		const char *q;

		for (q = path[i]; *q; q++)
			c += *q == '/';
		most = c > most ? c : most;
	}
	for (k = 1; k <= most; k++) {
		int clash = 0;

		for (i = 0; i < n; i++) {
			if (!strcmp(path[i], "-"))
				snprintf(name[i], sizeof(name[i]), "stdin");
			else
				tail_name(path[i], k, name[i], sizeof(name[i]));
		}
		for (i = 0; i < n && !clash; i++)
			for (j = i + 1; j < n && !clash; j++)
				clash = !strcmp(name[i], name[j]);
		if (!clash)
			return 0;
	}
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			if (!strcmp(name[i], name[j])) {
				fprintf(stderr, "stockbench plot: %s and %s would both be drawn as %s/%s-*: give each file once\n",
					path[i], path[j], dir, name[i]);
				return -1;
			}
	return -1;
}

static void write_terminals(FILE *gp, const char *dir, const char *base,
			    const char *what, const char *plotcmd, size_t width)
{
	fprintf(gp, "set terminal pngcairo size %zu,700 noenhanced\n"
		"set output \"%s/%s-%s.png\"\n%s\n", width, dir, base, what, plotcmd);
	fprintf(gp, "set terminal svg size %zu,700 noenhanced\n"
		"set output \"%s/%s-%s.svg\"\n%s\nset output\n", width, dir, base, what, plotcmd);
}

/* The distinct variants and contexts of a file, in order of appearance. */
struct axes {
	const char **vars, **ctxs;
	size_t nv, nc;
};

static void axes_of(const struct sb_input *in, struct axes *ax)
{
	struct sb_strs vs = { NULL, 0, { NULL, 0, 0 } }, cs = vs;
	size_t i;

	/* by hash (util.h) */
	for (i = 0; i < in->gs.n; i++) {
		sb_strs_add(&vs, in->gs.g[i].variant);
		sb_strs_add(&cs, in->gs.g[i].context);
	}
	sb_index_free(&vs.x);
	sb_index_free(&cs.x);
	ax->vars = vs.s, ax->nv = vs.n, ax->ctxs = cs.s, ax->nc = cs.n;
}

/* The second line of both titles: file, kernel and the TCG warnings. */
static void plot_title(const struct sb_input *in, const char *base, char *title, size_t len)
{
	const char *accel = sb_env_get(&in->r, "accel");
	const char *kernel = sb_env_get(&in->r, "kernel");
	size_t i;

	snprintf(title, len, "%s, kernel %s%s", base, kernel ? kernel : "?",
		 accel && !strcmp(accel, "tcg") ?
		 " - emulated (QEMU TCG): not hardware numbers" :
		 accel && !strcmp(accel, "tcg-icount") ?
		 " - QEMU TCG icount: ns are instruction counts, not time" : "");
	/* kernel names are printable; strip quotes just in case. */
	for (i = 0; title[i]; i++)
		if (title[i] == '"' || title[i] == '\\')
			title[i] = '_';
}

/* ns/op data: rows = variants, per context the median, CI low, CI high. */
static void nsop_data(FILE *gp, const struct sb_input *in, const struct axes *ax)
{
	size_t i, j;

	fprintf(gp, "reset\nset datafile missing \"?\"\n$nsop << EOD\n# variant");
	for (j = 0; j < ax->nc; j++)
		fprintf(gp, " %s lo hi", ax->ctxs[j]);
	fputs("\n", gp);
	for (i = 0; i < ax->nv; i++) {
		fprintf(gp, "%s", ax->vars[i]);
		for (j = 0; j < ax->nc; j++) {
			const struct sb_group *g = sb_group_find(&in->gs, NULL, ax->vars[i],
								 ax->ctxs[j]);
			double lo, hi;

			if (!g || !g->n) {
				fputs(" ? ? ?", gp);
				continue;
			}
			if (sb_median_ci(g->ns, g->n, 0.95, &lo, &hi))
				lo = hi = sb_group_median(g);
			fprintf(gp, " %.6g %.6g %.6g", sb_group_median(g), lo, hi);
		}
		fputs("\n", gp);
	}
	fputs("EOD\n", gp);
}

/* The ns/op chart: one cluster per variant, one bar per context. */
static void nsop_plot(FILE *gp, const struct axes *ax, const char *dir,
		      const char *base, const char *title)
{
	char cmd[4096];
	size_t j, off;

	fprintf(gp, "set title \"median ns/op per variant and context (bars: 95%% CI of the median)\\n%s\"\n"
		"set ylabel \"ns/op\"\nset yrange [0:*]\nset style data histogram\n"
		"set style histogram errorbars gap 1 lw 1\nset style fill solid 0.6 border -1\n"
		"set key outside right top\nset grid ytics\nset xtics rotate by -30\n", title);
	off = (size_t)snprintf(cmd, sizeof(cmd), "plot ");
	for (j = 0; j < ax->nc && off < sizeof(cmd); j++)
		off += (size_t)snprintf(cmd + off, sizeof(cmd) - off,
					"%s$nsop using %zu:%zu:%zu%s title \"%s\"",
					j ? ", " : "", 3 * j + 2, 3 * j + 3, 3 * j + 4,
					j ? "" : ":xtic(1)", ax->ctxs[j]);
	write_terminals(gp, dir, base, "nsop", cmd, 1200);
}

/* Latency: one cluster per variant/context, bars p50 p90 p99 max. */
static void latency_plot(FILE *gp, const struct sb_input *in, const char *dir,
			 const char *base, const char *title)
{
	size_t k;

	fprintf(gp, "reset\nset datafile missing \"?\"\n$lat << EOD\n# group p50 p90 p99 max\n");
	for (k = 0; k < in->gs.n; k++) {
		const struct sb_group *g = &in->gs.g[k];

		if (!g->n_lat)
			continue;
		fprintf(gp, "%s/%s %.6g %.6g %.6g %.6g\n", g->variant, g->context,
			sb_median_sorted(g->p50, g->n_lat), sb_median_sorted(g->p90, g->n_lat),
			sb_median_sorted(g->p99, g->n_lat), g->pmax[g->n_lat - 1]);
	}
	fputs("EOD\n", gp);
	fprintf(gp, "set title \"percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\\n%s\"\n"
		"set ylabel \"ns (log scale)\"\nset logscale y\nset style data histogram\n"
		"set style histogram clustered gap 1\nset style fill solid 0.6 border -1\n"
		"set key outside right top\nset grid ytics\nset xtics rotate by -60 font \",9\"\n"
		"set bmargin 8\n", title);
	/* About 36 px per variant/context cluster keeps the labels apart. */
	write_terminals(gp, dir, base, "latency",
			"plot $lat using 2:xtic(1) title \"batch p50\", '' using 3 title \"batch p90\", "
			"'' using 4 title \"batch p99\", '' using 5 title \"batch max\"",
			in->gs.n * 36 + 300 > 1200 ? in->gs.n * 36 + 300 : 1200);
}

static void script_for(FILE *gp, const struct sb_input *in, const char *dir,
		       const char *base)
{
	struct axes ax;
	char title[512];

	axes_of(in, &ax);
	plot_title(in, base, title, sizeof(title));
	nsop_data(gp, in, &ax);
	nsop_plot(gp, &ax, dir, base, title);
	latency_plot(gp, in, dir, base, title);
	free(ax.vars);
	free(ax.ctxs);
}

int sb_gnuplot_run(const char *dir, const char *base, const char *what)
{
	char cmd[4200], line[1024];
	FILE *gp;
	int st;

	/* Feed the saved script to gnuplot: what ran is what was kept. */
	snprintf(cmd, sizeof(cmd), "gnuplot < '%s/%s.gp' 2>&1", dir, base);
	gp = popen(cmd, "r");
	if (!gp) {
		fprintf(stderr, "stockbench plot: cannot run gnuplot: %s\n", strerror(errno));
		return 1;
	}
	while (fgets(line, sizeof(line), gp))
		fprintf(stderr, "gnuplot: %s", line);
	st = pclose(gp);
	if (st == -1 || !WIFEXITED(st) || WEXITSTATUS(st)) {
		fprintf(stderr, "stockbench plot: gnuplot failed on %s (exit %d; is gnuplot installed? Debian: gnuplot-nox)\n",
			what, st != -1 && WIFEXITED(st) ? WEXITSTATUS(st) : -1);
		return 1;
	}
	return 0;
}

/* The options of plot --forest's comparison: refused without it. */
static const struct {
	unsigned int bit;
	const char *name;
} forest_only[] = {
	{ SB_OPTBIT(ACROSS), "--across-boots" }, { SB_OPTBIT(METRIC), "--metric" },
	{ SB_OPTBIT(CONF), "--confidence" }, { SB_OPTBIT(NORMALISE), "--normalise" },
	{ SB_OPTBIT(TEST), "--test" }, { SB_OPTBIT(MARGIN), "--margin" },
	{ SB_OPTBIT(PAIRS), "--pairs" }, { SB_OPTBIT(ALLOW), "--allow-confounds" },
};

/* Without --forest: 0, or -1 after naming an option of its comparison given. */
static int forest_only_given(const struct sb_opts *o, int nsep)
{
	const char *what = nsep ? "-- between two lists of files" : NULL;
	size_t i;

	for (i = 0; !what && i < sizeof(forest_only) / sizeof(forest_only[0]); i++)
		if (o->given & forest_only[i].bit)
			what = forest_only[i].name;
	if (!what)
		return 0;
	fprintf(stderr, "stockbench plot: %s only with --forest (%sstockbench help plot)\n", what,
		o->across_boots ? "plot --forest --across-boots F1 F2 ... -o DIR draws compare --across-boots; " : "");
	return -1;
}

/* plot --forest A1 ... -- B1 ...: the sides, or -1 after a one-line reason. */
static int forest_args(const struct sb_opts *o, const char *sep, int nsep,
		       struct sb_side *sa, struct sb_side *sb)
{
	int i;

	for (i = 0; i < o->nargs && o->args[i] != sep; i++)
		;
	sa->n = i;
	sb->n = o->nargs - i - (nsep > 0);
	if (nsep != 1 || !sa->n || !sb->n) {
		fprintf(stderr, "stockbench plot: --forest needs boots on both sides, A1 A2 ... -- B1 B2 ..., not %s (stockbench plot --forest A1 ... -- B1 ... -o DIR)\n",
			nsep > 1 ? "two --" : !nsep ? "one list of files" :
			!sa->n ? "an empty A side" : "an empty B side");
		return -1;
	}
	if (o->pairs && sb_check_pairs("plot", o, nsep, sa->n, sb->n))
		return -1;
	return 0;
}

/* plot --forest --across-boots F1 F2 ...: 0, or -1 after a one-line reason. */
static int across_args(const struct sb_opts *o, int nsep)
{
	if (sb_check_across("plot", "plot --forest --across-boots [--metric M] F1 F2 ... -o DIR", o, nsep))
		return -1;
	if (o->pairs && sb_check_pairs("plot", o, nsep, 0, 0))
		return -1;
	return 0;
}

/* plot --forest --across-boots F1 F2 ... -o DIR: load as compare does, draw. */
static int plot_forest_across(struct sb_opts *o, const char *sep)
{
	struct sb_input *in;
	size_t n;
	int ret;

	if (sb_compare_load(o, sep, &in, &n))
		return 1;
	ret = sb_plot_forest_across(in, n, o);
	sb_inputs_free(in, n);
	return ret;
}

/* plot --forest A1 ... -- B1 ... -o DIR: load as compare does, draw. */
static int plot_forest(struct sb_opts *o, const char *sep, struct sb_side sa,
		       struct sb_side sb)
{
	struct sb_input *in;
	size_t n;
	int ret;

	if (sb_compare_load(o, sep, &in, &n))
		return 1;
	sa.in = in;
	sb.in = in + sa.n;
	ret = sb_plot_forest(&sa, &sb, o);
	sb_inputs_free(in, n);
	return ret;
}

/* options that only some forms take, and the usage; 0 if they fit */
static int plot_opts_fit(const struct sb_opts *o)
{
	if (o->allow_confounds && !o->across_boots) {
		fputs("stockbench plot: --allow-confounds only with --forest --across-boots\n", stderr);
		return 2;
	}
	if (o->metric && !o->across_boots) {
		fprintf(stderr, "stockbench plot: --metric %s only with --forest --across-boots (the boots comparison A1 ... -- B1 ... is of ns/op)\n",
			o->metric);
		return 2;
	}
	if (o->nargs < 1 || !o->output) {
		fprintf(stderr, "stockbench plot: usage: stockbench plot %s -o DIR\n",
			!o->forest ? "FILE..." : o->across_boots ?
			"--forest --across-boots [--metric M] F1 F2 ..." : "--forest A1 ... -- B1 ...");
		return 2;
	}
	return 0;
}

/* one FILE's two charts: its gnuplot script kept beside them, then run */
static int plot_file(const struct sb_opts *o, const char *file, const char *base)
{
	struct sb_input in;
	char path[4096];
	FILE *keep;
	int ret;

	if (sb_input_load(file, &in))
		return 1;
	snprintf(path, sizeof(path), "%s/%s.gp", o->output, base);
	keep = fopen(path, "w");
	if (!keep) {
		fprintf(stderr, "stockbench plot: cannot write %s: %s\n", path, strerror(errno));
		sb_input_free(&in);
		return 1;
	}
	script_for(keep, &in, o->output, base);
	fclose(keep);
	ret = sb_gnuplot_run(o->output, base, file);
	if (!ret && !o->quiet)
		printf("%s/%s-nsop.png %s/%s-nsop.svg %s/%s-latency.png %s/%s-latency.svg\n",
		       o->output, base, o->output, base, o->output, base, o->output, base);
	sb_input_free(&in);
	return ret;
}

int cmd_plot(int argc, char **argv)
{
	static char sep[] = "-";	/* "--", told apart by its address */
	struct sb_side sa = { "A", NULL, 0 }, sb = { "B", NULL, 0 };
	char (*names)[256];
	struct sb_opts o;
	int parsed;
	int i, ret = 0, nsep = 0;

	for (i = 1; i < argc; i++)
		if (!strcmp(argv[i], "--")) {
			argv[i] = sep;
			nsep++;
		}
	parsed = sb_parse_opts(argc, argv, "plot", &o);
	if (parsed)
		return parsed < 0 ? 2 : 0;	/* an error, or --help */
	if (!o.forest && forest_only_given(&o, nsep))
		return 2;
	if (plot_opts_fit(&o))
		return 2;
	if (o.forest && (o.across_boots ? across_args(&o, nsep) :
			 forest_args(&o, sep, nsep, &sa, &sb)))
		return 2;
	if (strpbrk(o.output, "\"'\\\n")) {
		fprintf(stderr, "stockbench plot: %s: quotes, backslashes or newlines in the directory name are not supported\n",
			o.output);
		return 2;
	}
	names = xcalloc(o.nargs, sizeof(*names));
	if (!o.forest && chart_names(o.args, o.nargs, names, o.output)) {
		free(names);
		return 2;
	}
	if (mkdir(o.output, 0777) && errno != EEXIST) {
		fprintf(stderr, "stockbench plot: cannot create %s: %s\n", o.output, strerror(errno));
		free(names);
		return 1;
	}
	if (o.forest) {
		free(names);
		return o.across_boots ? plot_forest_across(&o, sep) : plot_forest(&o, sep, sa, sb);
	}
	for (i = 0; i < o.nargs && !ret; i++)
		ret = plot_file(&o, o.args[i], names[i]);
	free(names);
	return ret;
}
