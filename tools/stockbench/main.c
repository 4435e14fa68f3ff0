// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench - run the memcg stock benchmark module and read its results.
 * main.c dispatches to one file per subcommand.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static void usage(FILE *fp)
{
	fputs("usage: stockbench COMMAND [options] [args]\n"
	      "\n"
	      "  run [--debugfs DIR] [-o FILE] [key=value ...]\n"
	      "        configure and start a run, show progress, save results.csv, print the table\n"
	      "  show [--format md|text] [--shape NAME] FILE...\n"
	      "        environment summary and per variant x context table (shapes: default,\n"
	      "        prim, optnoopt, shakeel, kuniyuki)\n"
	      "  compare [--format md|text] [--confidence PCT] A B\n"
	      "  compare [--format md|text] [--confidence PCT] PAIRED-RUN\n"
	      "  compare [--format md|text] [--confidence PCT] A1 A2 ... -- B1 B2 ...\n"
	      "  compare [--format md|text] [--confidence PCT] --metric tryfail_per_kop|tryfail_per_ms PAIRED-RUN\n"
	      "        per variant x context: medians, delta with its CI, Mann-Whitney p, Holm's\n"
	      "        p_holm, ~, geomean; the confounds between the files; with --, the boots\n"
	      "        are the replicates; --normalise ref: ns/op divided by each row's ref_ns;\n"
	      "        --metric: trylock failures per 1000 interrupt-context ops (or per ms),\n"
	      "        per-block differences, signed-rank p, Hodges-Lehmann delta with its CI\n"
	      "  plot FILE... -o DIR\n"
	      "        gnuplot charts (PNG and SVG) of ns/op and latency percentiles\n"
	      "  stats [--confidence PCT] FILE...\n"
	      "        ministat-style summary of plain number columns (the statistics self-check)\n"
	      "  trace [--check results.csv] TRACE.dat\n"
	      "        per variant x context summary of the stockbench:* events; with --check,\n"
	      "        exit 1 unless they agree with the counters in results.csv\n"
	      "\n"
	      "shape options: --workload W --context C --opt V --noopt V --without V --with V\n"
	      "               --baseline V --patched V\n", fp);
}

int main(int argc, char **argv)
{
	const char *cmd = argc > 1 ? argv[1] : NULL;

	if (!cmd) {
		usage(stderr);
		return 2;
	}
	if (!strcmp(cmd, "-h") || !strcmp(cmd, "--help") || !strcmp(cmd, "help")) {
		usage(stdout);
		return 0;
	}
	if (!strcmp(cmd, "run"))
		return cmd_run(argc - 1, argv + 1);
	if (!strcmp(cmd, "show"))
		return cmd_show(argc - 1, argv + 1);
	if (!strcmp(cmd, "compare"))
		return cmd_compare(argc - 1, argv + 1);
	if (!strcmp(cmd, "plot"))
		return cmd_plot(argc - 1, argv + 1);
	if (!strcmp(cmd, "stats"))
		return cmd_stats(argc - 1, argv + 1);
	if (!strcmp(cmd, "trace"))
		return cmd_trace(argc - 1, argv + 1);
	fprintf(stderr, "stockbench: unknown command '%s' (try stockbench --help)\n", cmd);
	return 2;
}
