// SPDX-License-Identifier: GPL-2.0
/*
 * commands.c - the subcommand table: name, function, summary, usage and
 * the options each accepts, so that dispatch, --help and the option check
 * all read one list and cannot drift apart.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "commands.h"

#define FORMAT_LINE \
	"  --format md|text      Markdown or plain text (default text)\n"
#define DATA_FORMAT_LINE \
	"  --format F            text (the default), md (Markdown), or the tables as data:\n" \
	"                        csv or json (one schema: tools/stockbench/README.md)\n"
#define CONF_LINE \
	"  --confidence PCT      confidence level, in [50, 100) (default 95)\n"
#define HELP_LINE \
	"  -h, --help            this text\n"

static const char run_usage[] =
	"usage: stockbench run [--debugfs DIR] [-o FILE] [--format md|text] [--confidence PCT]\n"
	"                      [key=value ...]\n"
	"Write key=value ... to the module's config, start a run, show its progress, save\n"
	"results.csv to FILE and print its table as show does.\n"
	"  --debugfs DIR         the module's debugfs directory (default /sys/kernel/debug/stockbench)\n"
	"  -o, --output FILE     where to save (default stockbench-YYYYmmdd-HHMMSSZ.csv)\n"
	"  --format, --confidence: of the printed table, as in show\n"
	HELP_LINE;

static const char show_usage[] =
	"usage: stockbench show [--format F | --brief] [--confidence PCT] [-o FILE] FILE...\n"
	"       stockbench show --layout FILE [layout options] [--format F] FILE...\n"
	"The environment summary and the per variant x context table of each results.csv;\n"
	"with --layout, one table across the files as the layout spec FILE says (the\n"
	"experiments' specs: results/*/*.layout; the format: tools/stockbench/README.md).\n"
	DATA_FORMAT_LINE
	"  --brief               each file's table to paste in a reply, in 80 columns: variant,\n"
	"                        context, n, median ns/op [95% CI], hit%, status; the kernel,\n"
	"                        run status and machine above (not with --format or --layout)\n"
	"  --confidence PCT      level of the tables' intervals, in [50, 100) (default 95)\n"
	"  --layout FILE         a report layout spec, e.g. results/1-primitives/prim.layout\n"
	"  -o, --output FILE     write to FILE (replaced only when the command succeeds)\n"
	"layout options: --workload W --context C --opt V --noopt V --without V --with V\n"
	"                --baseline V --patched V (the spec's defaults where not given)\n"
	HELP_LINE;

static const char compare_usage[] =
	"usage: stockbench compare [options] A B\n"
	"       stockbench compare [options] PAIRED-RUN\n"
	"       stockbench compare [options] A1 A2 ... -- B1 B2 ...\n"
	"       stockbench compare --pairs [options] A1 A2 ... -- B1 B2 ...\n"
	"       stockbench compare --across-boots [options] RUN1 RUN2 ...\n"
	"A B: two files, each the rows of one boot: medians, Hodges-Lehmann ratio with its CI,\n"
	"  Mann-Whitney p, Holm's p_holm, verdict, geomean; the confounds between the files.\n"
	"PAIRED-RUN: one file whose variants ran block by block: signed-rank p of the\n"
	"  per-block differences, the ratio with its CI, verdict.\n"
	"A1 ... -- B1 ...: the boots are the replicates, one value per file and cell, tested\n"
	"  with --test.\n"
	"  A boot's value of a cell: the mean over its CPUs of each CPU's log median, CPU\n"
	"  offsets taken out; a CPU that ran slow for the whole boot is left out (--slow-cpu).\n"
	"--pairs (--rounds): A1 was taken with B1, A2 with B2, ...: round i of interleaved\n"
	"  boots (make vm-bench), or a duet (tools/vm/duet); as many files a side: the test\n"
	"  is on the per-pair log ratios log(B_i / A_i).  Without it: unpaired, two-sample.\n"
	"--across-boots: paired runs of one kernel, one per boot: stage 1 per boot, stage 2 a\n"
	"  one-sample t test over the boots, with p_flip, tau and I2.\n"
	"Verdicts: slower / faster (p_holm < 1 - confidence), same within +-MARGIN% (the\n"
	"  equivalence test), else undecided; with --metric: more / fewer / undecided.\n"
	"Every table: the ratio (--metric: the delta) to 3 significant digits, its interval\n"
	"  as [lo, hi], a p below 0.001 as < 0.001.\n"
	DATA_FORMAT_LINE
	CONF_LINE
	"  --test moderated|welch|mw  the test of A1 ... -- B1 ...: moderated t (the default;\n"
	"                        its variance pooled with a prior fitted to all the cells),\n"
	"                        Welch's t, or Mann-Whitney; with --pairs: the moderated\n"
	"                        one-sample t of the log ratios, the paired t, or the\n"
	"                        exact sign-flip test (no CI, at most 24 pairs)\n"
	"  --margin PCT          the equivalence margin of \"same\", in (0, 50) (default 5)\n"
	"  --normalise ref       ns/op divided by each row's ref_ns (also --normalize)\n"
	"  --metric M            ns_per_op (the default), tryfail_per_kop or tryfail_per_ms:\n"
	"                        trylock failures per 1000 interrupt-context ops (or per ms;\n"
	"                        refused on PREEMPT_RT); hold_ns: the mean stock lock hold\n"
	"                        time (hold_ns_avg); nivcsw_per_ms: involuntary context\n"
	"                        switches per ms; each the difference variant - vs;\n"
	"                        a PAIRED-RUN without --normalise, or --across-boots\n"
	"  --across-boots        the files are paired runs of one kernel, one per boot, no --\n"
	"  --allow-confounds     --across-boots of files whose kernel, config or other header\n"
	"                        fields differ (refused without it, the fields named)\n"
	"  -o, --output FILE     write to FILE (replaced only when the command succeeds)\n"
	"  --exit-status         exit 0 when no row differs (same, undecided, untested), 1 when\n"
	"                        a row is slower, faster, more or fewer, 2 on any error or\n"
	"                        refusal: for git bisect run (without it: 0, or 1 refused,\n"
	"                        2 usage)\n"
	"  --pairs, --rounds     A_i and B_i were taken together: test the pairs' ratios\n"
	"  --slow-cpu PCT|off    leave out a boot's CPU-run of a cell that ran PCT% slower\n"
	"                        than its boot's fastest CPU there (default 5); off: keep all\n"
	"  --brief               the table to paste in a reply, in 80 columns: names, A, B,\n"
	"                        ratio [95% CI], p_holm, the verdict in a word, a line each\n"
	"                        for the boots, the verdicts and the legend (not with --format)\n"
	"  --instr-a FILE, --instr-b FILE  A's and B's instructions/op (an icount boot's\n"
	"                        instr.txt, tools/vm/vm-summary icount) beside boots A1 ... --\n"
	"                        B1 ...: columns A instr/op, B instr/op, instr ratio\n"
	"  --share A,B           boots A1 ... -- B1 ... only: compare what variant A costs\n"
	"                        over variant B of the same runs (kmalloc,kmalloc_noacct: what\n"
	"                        memcg accounting adds): per block of each file (same\n"
	"                        context, cpu, repeat, block) A's ns/op less B's, one row\n"
	"                        A-B per context, tested as any ns/op (with --instr-a/-b:\n"
	"                        A's instructions/op less B's)\n"
	HELP_LINE;

static const char plot_usage[] =
	"usage: stockbench plot [-q] FILE... -o DIR\n"
	"       stockbench plot --forest [-q] [compare options] A1 A2 ... -- B1 B2 ... -o DIR\n"
	"       stockbench plot --forest --across-boots [-q] [--metric M] [--confidence PCT]\n"
	"                       [--margin PCT] RUN1 RUN2 ... -o DIR\n"
	"gnuplot charts (PNG and SVG) of ns/op and latency percentiles: DIR/NAME.gp per FILE,\n"
	"run with gnuplot; NAME is the file's name without .csv, or where two files share it,\n"
	"the shortest tail of the paths that tells them apart (6.1-rt/boot-1/obj.csv:\n"
	"6.1-rt_boot-1_obj); a file given twice is refused.\n"
	"--forest: one forest plot per row of compare A1 ... -- B1 ..., DIR/forest-W-V-C.gp\n"
	"  with its .png and .svg: per boot its median ns/op with the CI of that median, per\n"
	"  CPU of a boot the same, and compare's ratio B/A with its CI (the pooled row,\n"
	"  a diamond; top axis: ratio, dashed at 1); the title gives compare's verdict.\n"
	"--forest --across-boots: one per stage 2 row of compare --across-boots RUN1 ...,\n"
	"  DIR/forest-across-C-V.gp with its .png and .svg: per boot its stage 1 ratio (or\n"
	"  --metric delta) with its CI, per CPU of a boot the same, and the stage 2 ratio\n"
	"  with its t interval (the pooled diamond; dashed at 1, or 0 for a delta).\n"
	"  -o, --output DIR      where the scripts and charts go (made if missing)\n"
	"  -q, --quiet           do not list the charts written\n"
	"  --forest              forest plots of the boots comparison A1 ... -- B1 ...\n"
	"  --across-boots        ... of compare --across-boots RUN1 RUN2 ... instead (no --)\n"
	"  --confidence, --test, --margin, --normalise, --pairs, --slow-cpu: as in compare\n"
	"                        (--forest only)\n"
	"  --metric M            as in compare (--forest --across-boots only)\n"
	"  --allow-confounds     as in compare (--forest --across-boots only)\n"
	HELP_LINE;

static const char stats_usage[] =
	"usage: stockbench stats [--confidence PCT] FILE [FILE2]\n"
	"ministat-style summary of plain number columns, one number a line; with two files,\n"
	"Student's t and the Hodges-Lehmann shift (the statistics self-check).\n"
	CONF_LINE
	HELP_LINE;

static const char names_usage[] =
	"usage: stockbench names variants|contexts|workloads|columns|required-columns|counters\n"
	"       stockbench names system-columns\n"
	"The module's lists, one name a line, from the headers it is built from: the\n"
	"variants, contexts and workloads in its order, results.csv's columns in file order\n"
	"(required-columns: those every file must have), the counters (for scripts that\n"
	"would otherwise copy a list); system-columns: the system job's CSV columns.\n"
	HELP_LINE;

static const char trace_usage[] =
	"usage: stockbench trace [--check results.csv] TRACE.dat\n"
	"Per variant x context summary of the stockbench:* events in TRACE.dat.\n"
	"  -c, --check FILE      exit 1 unless the events agree with the counters in FILE\n"
	HELP_LINE;

static const char abab_usage[] =
	"usage: stockbench abab --kernels A,B -o DIR [--rounds N] [--runs FILE] [--settle S]\n"
	"                       [--run-timeout S] [--boot kexec|reboot]\n"
	"       stockbench abab --status | --cancel\n"
	"Two installed kernels compared on this machine, unattended: the default run (or a\n"
	"run list) once per boot, in rounds A B, B A, A B, ... (a drift linear in time falls\n"
	"on both kernels alike), each boot by kexec (else a one-shot GRUB entry and a reboot),\n"
	"the series resumed after each boot by the systemd unit stockbench-abab.service; at\n"
	"the end, back on the starting kernel, the unit removes itself and make vm-bench's\n"
	"comparison (rounds paired) goes to the console, the journal and DIR/summary.md,\n"
	"beside every boot's raw files (DIR/KERNEL/boot-ROUND/). A round that cannot run (a\n"
	"kernel that does not come up, a module that does not build or load, a failed run,\n"
	"a reset during the run) is recorded as missing with the reason, and the rest goes on.\n"
	"Needs root; the state is in /var/lib/stockbench/abab/state.\n"
	"  --kernels A,B         two installed kernels, as uname -r names them; ratio = B/A\n"
	"  -o, --output DIR      the raw files and the comparison (new or empty, not a tmpfs)\n"
	"  --rounds N            rounds, 1 to 20 (default 3); 2 boots each, one back at the end\n"
	"  --runs FILE           a run list, one \"NAME key=value ...\" line per run\n"
	"  --settle S            seconds between a boot and its run (default 30)\n"
	"  --run-timeout S       bound of a round's runs, in seconds (default 3600)\n"
	"  --boot kexec|reboot   how to boot the next kernel (default: kexec where it works)\n"
	"  --status              where the series is; its comparison once it is over\n"
	"  --cancel              stop the series, remove the unit, boot back to the start\n"
	"  --resume              the unit's: the series' next step after a boot\n"
	HELP_LINE;

#define LAYOUT_OPTS (SB_OPTBIT(SHAPE) | SB_OPTBIT(LAYOUT) | SB_OPTBIT(WORKLOAD) | \
		     SB_OPTBIT(CONTEXT) | SB_OPTBIT(OPT) | SB_OPTBIT(NOOPT) | \
		     SB_OPTBIT(WITHOUT) | SB_OPTBIT(WITH) | SB_OPTBIT(BASELINE) | \
		     SB_OPTBIT(PATCHED))
/* run prints show's table: its --format and --confidence apply there. */
#define TABLE_OPTS (SB_OPTBIT(FORMAT) | SB_OPTBIT(CONF))
#define COMPARE_OPTS (TABLE_OPTS | SB_OPTBIT(NORMALISE) | SB_OPTBIT(METRIC) | \
		      SB_OPTBIT(TEST) | SB_OPTBIT(MARGIN) | SB_OPTBIT(ACROSS) | \
		      SB_OPTBIT(PAIRS) | SB_OPTBIT(ALLOW) | SB_OPTBIT(OUTPUT) | SB_OPTBIT(EXIT) | \
		      SB_OPTBIT(SLOW_CPU) | SB_OPTBIT(BRIEF) | SB_OPTBIT(INSTR_A) | SB_OPTBIT(INSTR_B) | \
		      SB_OPTBIT(SHARE))

static const struct sb_cmd cmds[] = {
	{ "run", cmd_run, "configure and start a run, show progress, save results.csv, print the table",
	  run_usage, TABLE_OPTS | SB_OPTBIT(DEBUGFS) | SB_OPTBIT(OUTPUT) | SB_OPTBIT(HELP) },
	{ "show", cmd_show, "environment summary and per variant x context table, or a --layout",
	  show_usage, TABLE_OPTS | LAYOUT_OPTS | SB_OPTBIT(OUTPUT) | SB_OPTBIT(BRIEF) | SB_OPTBIT(HELP) },
	{ "compare", cmd_compare, "two files, a paired run, boots A... -- B..., or --across-boots",
	  compare_usage, COMPARE_OPTS | SB_OPTBIT(HELP) },
	{ "plot", cmd_plot, "gnuplot charts (PNG and SVG) of ns/op and latency percentiles, or --forest",
	  plot_usage, SB_OPTBIT(OUTPUT) | SB_OPTBIT(QUIET) | SB_OPTBIT(HELP) | SB_OPTBIT(FOREST) |
	  SB_OPTBIT(CONF) | SB_OPTBIT(NORMALISE) | SB_OPTBIT(TEST) | SB_OPTBIT(MARGIN) |
	  SB_OPTBIT(PAIRS) | SB_OPTBIT(ACROSS) | SB_OPTBIT(METRIC) | SB_OPTBIT(ALLOW) |
	  SB_OPTBIT(SLOW_CPU) },
	{ "stats", cmd_stats, "ministat-style summary of plain number columns (the self-check)",
	  stats_usage, SB_OPTBIT(CONF) | SB_OPTBIT(HELP) },
	{ "abab", cmd_abab, "two installed kernels in interleaved rounds across reboots, unattended",
	  abab_usage, SB_OPTBIT(HELP) },
	{ "trace", cmd_trace, "summary of the stockbench:* events of a trace.dat, or --check it",
	  trace_usage, SB_OPTBIT(CHECK) | SB_OPTBIT(HELP) },
	{ "names", cmd_names, "the module's lists: variants, contexts, workloads, results.csv's columns",
	  names_usage, SB_OPTBIT(HELP) },
};

const struct sb_cmd *sb_cmd_find(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++)
		if (!strcmp(cmds[i].name, name))
			return &cmds[i];
	return NULL;
}

void sb_cmd_list(FILE *fp)
{
	size_t i;

	fputs("usage: stockbench COMMAND [options] [args]\n\n", fp);
	for (i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++)
		fprintf(fp, "  %-8s %s\n", cmds[i].name, cmds[i].summary);
	fputs("\nstockbench help COMMAND (or stockbench COMMAND --help): its usage and options\n"
	      "stockbench --version: the version (the module's, and the git describe of the build)\n"
	      "A FILE of - is standard input (one FILE a command).\n", fp);
}

void sb_cmd_usage(FILE *fp, const struct sb_cmd *c)
{
	fputs(c->usage, fp);
}
