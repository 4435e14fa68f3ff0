// SPDX-License-Identifier: GPL-2.0
/*
 * opts.c - one option parser for every subcommand, so that --format,
 * --layout and friends mean the same thing everywhere, each command taking
 * only the options its commands.c entry lists, and the input loader that
 * turns any bad file into a one-line reason.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "layout.h"
#include "paired.h"
#include "stats.h"

/* getopt's value of a long-only option: past every char, by its enum sb_opt. */
#define LONG_ONLY(name) (256 + SB_OPT_##name)

static const struct option long_opts[] = {
	{ "format", required_argument, NULL, LONG_ONLY(FORMAT) },
	{ "shape", required_argument, NULL, LONG_ONLY(SHAPE) },
	{ "layout", required_argument, NULL, LONG_ONLY(LAYOUT) },
	{ "debugfs", required_argument, NULL, LONG_ONLY(DEBUGFS) },
	{ "workload", required_argument, NULL, LONG_ONLY(WORKLOAD) },
	{ "context", required_argument, NULL, LONG_ONLY(CONTEXT) },
	{ "opt", required_argument, NULL, LONG_ONLY(OPT) },
	{ "noopt", required_argument, NULL, LONG_ONLY(NOOPT) },
	{ "without", required_argument, NULL, LONG_ONLY(WITHOUT) },
	{ "with", required_argument, NULL, LONG_ONLY(WITH) },
	{ "baseline", required_argument, NULL, LONG_ONLY(BASELINE) },
	{ "patched", required_argument, NULL, LONG_ONLY(PATCHED) },
	{ "confidence", required_argument, NULL, LONG_ONLY(CONF) },
	{ "normalise", required_argument, NULL, LONG_ONLY(NORMALISE) },
	{ "normalize", required_argument, NULL, LONG_ONLY(NORMALISE) },
	{ "metric", required_argument, NULL, LONG_ONLY(METRIC) },
	{ "test", required_argument, NULL, LONG_ONLY(TEST) },
	{ "margin", required_argument, NULL, LONG_ONLY(MARGIN) },
	{ "across-boots", no_argument, NULL, LONG_ONLY(ACROSS) },
	{ "pairs", no_argument, NULL, LONG_ONLY(PAIRS) },
	{ "rounds", no_argument, NULL, LONG_ONLY(PAIRS) },
	{ "slow-cpu", required_argument, NULL, LONG_ONLY(SLOW_CPU) },
	{ "forest", no_argument, NULL, LONG_ONLY(FOREST) },
	{ "allow-confounds", no_argument, NULL, LONG_ONLY(ALLOW) },
	{ "exit-status", no_argument, NULL, LONG_ONLY(EXIT) },
	{ "brief", no_argument, NULL, LONG_ONLY(BRIEF) },
	{ "instr-a", required_argument, NULL, LONG_ONLY(INSTR_A) },
	{ "instr-b", required_argument, NULL, LONG_ONLY(INSTR_B) },
	{ "share", required_argument, NULL, LONG_ONLY(SHARE) },
	{ "output", required_argument, NULL, 'o' },
	{ "quiet", no_argument, NULL, 'q' },
	{ "check", required_argument, NULL, 'c' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

/* The enum sb_opt of getopt's @c (not '?'). */
static int opt_id(int c)
{
	switch (c) {
	case 'o':	return SB_OPT_OUTPUT;
	case 'q':	return SB_OPT_QUIET;
	case 'c':	return SB_OPT_CHECK;
	case 'h':	return SB_OPT_HELP;
	}
	return c - 256;
}

static int parse_test(const char *cmd, const char *arg, struct sb_opts *o)
{
	static const char *const names[] = { "moderated", "welch", "mw" };
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(arg, names[i])) {
			o->test = i;
			return 0;
		}
	fprintf(stderr, "stockbench %s: --test must be moderated (the default), welch or mw, not '%s'\n",
		cmd, arg);
	return -1;
}

static int parse_margin(const char *cmd, const char *arg, struct sb_opts *o)
{
	char *end;
	double v = strtod(arg, &end);

	if (*end || end == arg || !(v > 0 && v < 50)) {
		fprintf(stderr, "stockbench %s: --margin must be a percentage in (0, 50), not '%s'\n",
			cmd, arg);
		return -1;
	}
	o->margin = v / 100;
	return 0;
}

/* --slow-cpu PCT|off: the excess above which a CPU-run is left out. */
static int parse_slow_cpu(const char *cmd, const char *arg, struct sb_opts *o)
{
	char *end;
	double v;

	if (!strcmp(arg, "off")) {
		o->slow_cpu = 0;
		return 0;
	}
	v = strtod(arg, &end);
	if (*end || end == arg || !(v > 0 && v <= 1000)) {
		fprintf(stderr, "stockbench %s: --slow-cpu must be a percentage in (0, 1000] or off, not '%s'\n",
			cmd, arg);
		return -1;
	}
	o->slow_cpu = v / 100;
	return 0;
}

static int parse_format(const char *cmd, const char *arg, struct sb_opts *o)
{
	/* csv and json: the tables of show and compare as data (emit.h) */
	int data = !strcmp(cmd, "show") || !strcmp(cmd, "compare");

	if (!strcmp(arg, "md")) {
		o->shape_opts.format = SB_FMT_MD;
	} else if (!strcmp(arg, "text")) {
		o->shape_opts.format = SB_FMT_TEXT;
	} else if (data && !strcmp(arg, "csv")) {
		o->shape_opts.format = SB_FMT_CSV;
	} else if (data && !strcmp(arg, "json")) {
		o->shape_opts.format = SB_FMT_JSON;
	} else {
		fprintf(stderr, "stockbench %s: --format must be md or text%s, not '%s'\n",
			cmd, data ? ", csv or json" : "", arg);
		return -1;
	}
	return 0;
}

/*
 * --shape: only default (the standard table) is left; the report layouts
 * are spec files the experiments keep (--layout FILE).
 */
static int parse_shape(const char *cmd, const char *arg, struct sb_opts *o)
{
	static const char *const moved[][2] = {
		{ "prim", "1-primitives" }, { "optnoopt", "1-primitives" },
		{ "shakeel", "2-memcg-slots" }, { "kuniyuki", "3-outside-irqs" },
	};
	size_t i;

	if (!strcmp(arg, "default")) {
		o->shape = arg;
		return 0;
	}
	for (i = 0; i < sizeof(moved) / sizeof(moved[0]); i++)
		if (!strcmp(arg, moved[i][0])) {
			fprintf(stderr, "stockbench %s: --shape %s is gone: use --layout results/%s/%s.layout (a spec file)\n",
				cmd, arg, moved[i][1], arg);
			return -1;
		}
	fprintf(stderr, "stockbench %s: unknown shape '%s': --shape takes only default; a report layout is a spec file: --layout FILE\n",
		cmd, arg);
	return -1;
}

/* --layout FILE: the spec, read now so that a bad one is exit status 2 */
static int parse_layout(const char *cmd, const char *arg, struct sb_opts *o)
{
	char err[1024];

	if (o->layout) {
		fprintf(stderr, "stockbench %s: one --layout at a time\n", cmd);
		return -1;
	}
	o->layout = xcalloc(1, sizeof(*o->layout));
	if (sb_layout_load(arg, o->layout, err, sizeof(err))) {
		fprintf(stderr, "stockbench %s: %s\n", cmd, err);
		sb_layout_free(o->layout);
		free(o->layout);
		o->layout = NULL;
		return -1;
	}
	return 0;
}

static int parse_conf(const char *cmd, const char *arg, struct sb_opts *o)
{
	char *end;
	double v = strtod(arg, &end);

	if (*end || end == arg || !(v >= 50 && v < 100)) {
		fprintf(stderr, "stockbench %s: --confidence must be a percentage in [50, 100), not '%s'\n",
			cmd, arg);
		return -1;
	}
	o->conf = v / 100;
	return 0;
}

static int parse_normalise(const char *cmd, const char *arg, struct sb_opts *o)
{
	if (strcmp(arg, "ref")) {
		fprintf(stderr, "stockbench %s: --normalise takes ref (ns/op divided by the row's ref_ns), not '%s'\n",
			cmd, arg);
		return -1;
	}
	o->normalise = 1;
	return 0;
}

static int parse_metric(const char *cmd, const char *arg, struct sb_opts *o)
{
	if (!strcmp(arg, "ns_per_op")) {
		o->metric = NULL;
	} else if (sb_metric_known(arg)) {
		o->metric = arg;
	} else {
		fprintf(stderr, "stockbench %s: --metric must be ns_per_op (the default) or one of %s, not '%s'\n",
			cmd, sb_metric_names, arg);
		return -1;
	}
	return 0;
}

/*
 * --share A,B: two different variant names, split at the comma in place
 * (argv's strings are the program's to change); the rows are checked
 * against them when the files are read (share.c).
 */
static int parse_share(const char *cmd, char *arg, struct sb_opts *o)
{
	char *comma = strchr(arg, ',');

	if (!comma || comma == arg || !comma[1] || strchr(comma + 1, ',') ||
	    ((size_t)(comma - arg) == strlen(comma + 1) && !strncmp(arg, comma + 1, comma - arg))) {
		fprintf(stderr, "stockbench %s: --share takes two different variants A,B (compared: A's ns/op less B's, block by block), not '%s'\n",
			cmd, arg);
		return -1;
	}
	*comma = '\0';
	o->share[0] = arg;
	o->share[1] = comma + 1;
	return 0;
}

/*
 * The options that take any value or none: where @c's value goes.
 * Returns 0 when @c is one of them, -1 when it is not.
 */
static int set_plain_opt(int c, const char *arg, struct sb_opts *o)
{
	struct sb_shape_opts *so = &o->shape_opts;

	switch (c) {
	case LONG_ONLY(DEBUGFS):
		o->debugfs = arg;
		break;
	case LONG_ONLY(WORKLOAD):
		so->workload = arg;
		break;
	case LONG_ONLY(CONTEXT):
		so->context = arg;
		break;
	case LONG_ONLY(OPT):
		so->opt = arg;
		break;
	case LONG_ONLY(NOOPT):
		so->noopt = arg;
		break;
	case LONG_ONLY(WITHOUT):
		so->without = arg;
		break;
	case LONG_ONLY(WITH):
		so->with = arg;
		break;
	case LONG_ONLY(BASELINE):
		so->baseline = arg;
		break;
	case LONG_ONLY(PATCHED):
		so->patched = arg;
		break;
	case LONG_ONLY(ACROSS):
		o->across_boots = 1;
		break;
	case LONG_ONLY(PAIRS):
		o->pairs = 1;
		break;
	case LONG_ONLY(FOREST):
		o->forest = 1;
		break;
	case LONG_ONLY(ALLOW):
		o->allow_confounds = 1;
		break;
	case LONG_ONLY(EXIT):
		o->exit_status = 1;
		break;
	case LONG_ONLY(BRIEF):
		o->brief = 1;
		break;
	case LONG_ONLY(INSTR_A):
		o->instr[0] = arg;
		break;
	case LONG_ONLY(INSTR_B):
		o->instr[1] = arg;
		break;
	case 'o':
		o->output = arg;
		break;
	case 'q':
		o->quiet = 1;
		break;
	case 'c':
		o->check = arg;
		break;
	default:
		return -1;
	}
	return 0;
}

/* getopt's '?': name the option as the user wrote it (short or long). */
static void bad_option(const char *cmd, char **argv)
{
	if (optopt && optopt < 256)
		fprintf(stderr, "stockbench %s: unknown option or missing argument: -%c\n",
			cmd, optopt);
	else
		fprintf(stderr, "stockbench %s: unknown option or missing argument: %s\n",
			cmd, argv[optind - 1]);
}

/* One option @c with its argument: 0, or -1 after its one-line error. */
static int parse_one(int c, const char *cmd, char **argv, struct sb_opts *o)
{
	switch (c) {
	case LONG_ONLY(FORMAT):		return parse_format(cmd, optarg, o);
	case LONG_ONLY(SHAPE):		return parse_shape(cmd, optarg, o);
	case LONG_ONLY(LAYOUT):		return parse_layout(cmd, optarg, o);
	case LONG_ONLY(CONF):		return parse_conf(cmd, optarg, o);
	case LONG_ONLY(NORMALISE):	return parse_normalise(cmd, optarg, o);
	case LONG_ONLY(METRIC):		return parse_metric(cmd, optarg, o);
	case LONG_ONLY(TEST):		return parse_test(cmd, optarg, o);
	case LONG_ONLY(MARGIN):		return parse_margin(cmd, optarg, o);
	case LONG_ONLY(SLOW_CPU):	return parse_slow_cpu(cmd, optarg, o);
	case LONG_ONLY(SHARE):		return parse_share(cmd, optarg, o);
	}
	if (set_plain_opt(c, optarg, o)) {
		bad_option(cmd, argv);
		return -1;
	}
	return 0;
}

/*
 * Another command's option: say so rather than take it silently, since
 * it would change nothing here.  @li: its long_opts index, -1 if short.
 */
static int not_ours(const struct sb_cmd *sc, int c, int li)
{
	if (c == '?' || sc->opts & (1u << opt_id(c)))
		return 0;
	if (li >= 0)
		fprintf(stderr, "stockbench %s: --%s is not an option of %s (stockbench help %s)\n",
			sc->name, long_opts[li].name, sc->name, sc->name);
	else
		fprintf(stderr, "stockbench %s: -%c is not an option of %s (stockbench help %s)\n",
			sc->name, c, sc->name, sc->name);
	return 1;
}

int sb_parse_opts(int argc, char **argv, const char *cmd, struct sb_opts *o)
{
	const struct sb_cmd *sc = sb_cmd_find(cmd);
	int c, li = -1;

	memset(o, 0, sizeof(*o));
	o->conf = 0.95;
	o->margin = SB_MARGIN_DEFAULT;
	o->slow_cpu = SB_SLOW_CPU_DEFAULT;
	optind = 1;
	opterr = 0;
	/* key=value arguments of run are positional: permuting is harmless. */
	while ((c = getopt_long(argc, argv, "o:qc:h", long_opts, &li)) != -1) {
		if (not_ours(sc, c, li))
			return -1;
		if (c == 'h') {
			sb_cmd_usage(stdout, sc);
			return 1;
		}
		if (parse_one(c, cmd, argv, o))
			return -1;
		o->given |= 1u << opt_id(c);
		li = -1;
	}
	o->nargs = argc - optind;
	o->args = argv + optind;
	return 0;
}

int sb_input_load(const char *path, struct sb_input *in)
{
	char err[1024];

	memset(in, 0, sizeof(*in));
	if (sb_results_load(path, &in->r, err, sizeof(err)) ||
	    sb_group_results(&in->r, &in->gs, err, sizeof(err))) {
		fprintf(stderr, "stockbench: %s\n", err);
		sb_results_free(&in->r);
		return -1;
	}
	return 0;
}

void sb_input_free(struct sb_input *in)
{
	sb_groups_free(&in->gs);
	sb_results_free(&in->r);
}
