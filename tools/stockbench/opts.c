// SPDX-License-Identifier: GPL-2.0
/*
 * opts.c - one option parser for every subcommand, so that --format,
 * --shape and friends mean the same thing everywhere, and the input
 * loader that turns any bad file into a one-line reason.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "paired.h"
#include "stats.h"

enum {
	OPT_FORMAT = 256, OPT_SHAPE, OPT_DEBUGFS, OPT_WORKLOAD, OPT_CONTEXT,
	OPT_OPT, OPT_NOOPT, OPT_WITHOUT, OPT_WITH, OPT_BASELINE, OPT_PATCHED,
	OPT_CONF, OPT_NORMALISE, OPT_METRIC, OPT_TEST, OPT_MARGIN,
	OPT_ACROSS,
};

static const struct option long_opts[] = {
	{ "format", required_argument, NULL, OPT_FORMAT },
	{ "shape", required_argument, NULL, OPT_SHAPE },
	{ "debugfs", required_argument, NULL, OPT_DEBUGFS },
	{ "workload", required_argument, NULL, OPT_WORKLOAD },
	{ "context", required_argument, NULL, OPT_CONTEXT },
	{ "opt", required_argument, NULL, OPT_OPT },
	{ "noopt", required_argument, NULL, OPT_NOOPT },
	{ "without", required_argument, NULL, OPT_WITHOUT },
	{ "with", required_argument, NULL, OPT_WITH },
	{ "baseline", required_argument, NULL, OPT_BASELINE },
	{ "patched", required_argument, NULL, OPT_PATCHED },
	{ "confidence", required_argument, NULL, OPT_CONF },
	{ "normalise", required_argument, NULL, OPT_NORMALISE },
	{ "normalize", required_argument, NULL, OPT_NORMALISE },
	{ "metric", required_argument, NULL, OPT_METRIC },
	{ "test", required_argument, NULL, OPT_TEST },
	{ "margin", required_argument, NULL, OPT_MARGIN },
	{ "across-boots", no_argument, NULL, OPT_ACROSS },
	{ "output", required_argument, NULL, 'o' },
	{ "quiet", no_argument, NULL, 'q' },
	{ NULL, 0, NULL, 0 },
};

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

static int parse_format(const char *cmd, const char *arg, struct sb_opts *o)
{
	if (!strcmp(arg, "md")) {
		o->shape_opts.format = SB_FMT_MD;
	} else if (!strcmp(arg, "text")) {
		o->shape_opts.format = SB_FMT_TEXT;
	} else {
		fprintf(stderr, "stockbench %s: --format must be md or text, not '%s'\n",
			cmd, arg);
		return -1;
	}
	return 0;
}

static int parse_shape(const char *cmd, const char *arg, struct sb_opts *o)
{
	if (strcmp(arg, "default") && !sb_shape_known(arg)) {
		fprintf(stderr, "stockbench %s: unknown shape '%s' (known: default, %s)\n",
			cmd, arg, sb_shape_names);
		return -1;
	}
	o->shape = arg;
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
 * The options that take any value or none: where @c's value goes.
 * Returns 0 when @c is one of them, -1 when it is not.
 */
static int set_plain_opt(int c, const char *arg, struct sb_opts *o)
{
	struct sb_shape_opts *so = &o->shape_opts;

	switch (c) {
	case OPT_DEBUGFS:
		o->debugfs = arg;
		break;
	case OPT_WORKLOAD:
		so->workload = arg;
		break;
	case OPT_CONTEXT:
		so->context = arg;
		break;
	case OPT_OPT:
		so->opt = arg;
		break;
	case OPT_NOOPT:
		so->noopt = arg;
		break;
	case OPT_WITHOUT:
		so->without = arg;
		break;
	case OPT_WITH:
		so->with = arg;
		break;
	case OPT_BASELINE:
		so->baseline = arg;
		break;
	case OPT_PATCHED:
		so->patched = arg;
		break;
	case OPT_ACROSS:
		o->across_boots = 1;
		break;
	case 'o':
		o->output = arg;
		break;
	case 'q':
		o->quiet = 1;
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
	case OPT_FORMAT:	return parse_format(cmd, optarg, o);
	case OPT_SHAPE:		return parse_shape(cmd, optarg, o);
	case OPT_CONF:		return parse_conf(cmd, optarg, o);
	case OPT_NORMALISE:	return parse_normalise(cmd, optarg, o);
	case OPT_METRIC:	return parse_metric(cmd, optarg, o);
	case OPT_TEST:		return parse_test(cmd, optarg, o);
	case OPT_MARGIN:	return parse_margin(cmd, optarg, o);
	}
	if (set_plain_opt(c, optarg, o)) {
		bad_option(cmd, argv);
		return -1;
	}
	return 0;
}

int sb_parse_opts(int argc, char **argv, const char *cmd, struct sb_opts *o)
{
	int c;

	memset(o, 0, sizeof(*o));
	o->conf = 0.95;
	o->margin = SB_MARGIN_DEFAULT;
	optind = 1;
	opterr = 0;
	/* key=value arguments of run are positional: permuting is harmless. */
	while ((c = getopt_long(argc, argv, "o:q", long_opts, NULL)) != -1)
		if (parse_one(c, cmd, argv, o))
			return -1;
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
