/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cli.h - the subcommands and what they share: options and loading an
 * input file with a one-line reason on failure.
 */
#ifndef SB_CLI_H
#define SB_CLI_H

#include <stdio.h>

#include "table.h"
#include "util.h"

struct sb_layout;

struct sb_opts {
	struct sb_shape_opts shape_opts;
	const char *shape;	/* NULL or "default": the standard table */
	struct sb_layout *layout;	/* --layout FILE, loaded (layout.h) */
	const char *output;	/* -o */
	const char *debugfs;	/* --debugfs */
	const char *check;	/* trace --check results.csv */
	double conf;		/* confidence level, 0.95 */
	int normalise;		/* --normalise ref: ns/op divided by ref_ns */
	const char *metric;	/* --metric: NULL (ns/op) or a paired.c metric */
	int test;		/* --test: enum sb_test, across boots */
	double margin;		/* --margin PCT / 100: the equivalence margin */
	int across_boots;	/* --across-boots: paired runs, one per boot */
	int allow_confounds;	/* --allow-confounds: boots whose env differs */
	int exit_status;	/* --exit-status: 1 when a row differs */
	int pairs;		/* --pairs (--rounds): A_i with B_i, a duet or a round */
	double slow_cpu;	/* --slow-cpu: a CPU-run this much slower is left out; 0: off */
	int forest;		/* plot --forest: compare's boots rows, drawn */
	int brief;		/* compare, show --brief: the paste-ready table (brief.h) */
	const char *instr[2];	/* --instr-a, --instr-b: instructions/op (instr.h) */
	const char *share[2];	/* --share A,B: the variants whose difference is compared (share.c) */
	int quiet;
	unsigned int given;	/* the SB_OPTBIT()s on the command line */
	int nargs;
	char **args;		/* positional arguments */
};

/* --version: the module's version, and the git describe of the build */
extern const char sb_version[], sb_git_version[];

/* compare across boots: the test of the boot values (--test) */
enum sb_test { SB_TEST_MODERATED, SB_TEST_WELCH, SB_TEST_MW };

/*
 * A CPU-run (one boot's rows of one CPU) this much slower than its boot's
 * fastest CPU, CPU offsets taken out, is left out without --slow-cpu
 * (bootfig.h).
 */
#define SB_SLOW_CPU_DEFAULT 0.05

/* The equivalence margin without --margin: same within +-5%. */
#define SB_MARGIN_DEFAULT 0.05
/*
 * The between-boot sd (of a cell's log boot medians) assumed where the
 * data give none (one boot a side): the 75th percentile of the 248
 * cells with two or more boots in results/ (median 0.021).
 */
#define SB_BOOT_SD_DEFAULT 0.04

/*
 * Parse argv[1..] of subcommand @cmd (its commands.c entry says which
 * options it takes): 0 on success, 1 after printing its usage for --help
 * (exit 0), -1 after a one-line error (exit 2).
 */
int sb_parse_opts(int argc, char **argv, const char *cmd, struct sb_opts *o);

/*
 * -o FILE (show, compare): stdout to a temporary file beside FILE from
 * sb_output_begin() (0, or -1 after the reason) to sb_output_end(), which
 * renames it into place when @rc is 0 and removes it otherwise; it
 * returns @rc, or 2 after the reason when the file could not be written.
 * A NULL or "-" FILE: stdout as it is.
 */
int sb_output_begin(const char *cmd, const char *path);
int sb_output_end(const char *cmd, int rc);

/* Load and group a file; prints "stockbench: <reason>" and returns -1. */
int sb_input_load(const char *path, struct sb_input *in);
void sb_input_free(struct sb_input *in);

/* "6.1.0-57-amd64 (preempt voluntary, RT no, HZ 250)": a file's kernel, in @buf */
const char *sb_show_kernel(char *buf, size_t len, const struct sb_input *in);
/* Environment header summary, with the TCG / debug / failure warnings. */
void sb_show_env(FILE *fp, const struct sb_input *in);
/* Only the warnings (TCG, debug options, failed run), each line prefixed. */
void sb_show_notes(FILE *fp, const struct sb_input *in, const char *prefix);
/* The standard per variant x context table of one file. */
void sb_show_table(FILE *fp, const struct sb_input *in, const struct sb_opts *o);
/* The one workload of a file's cells, or NULL when they have several (or none). */
const char *sb_show_workload(const struct sb_input *in);
/* show --brief FILE...: each file's table in 80 columns (show_brief.c). */
void sb_show_brief(const struct sb_input *in, int n, const struct sb_opts *o);

/* One side of a comparison: its files, one boot each. */
struct sb_side {
	const char *tag;	/* "A", "B" */
	struct sb_input *in;
	size_t n;
};

/*
 * CONFOUND lines for every header field whose values differ between the
 * sides, the reference-loop speed, and NOTEs for config keys that differ
 * and fields no file records (confound.c).  Returns how many build or
 * environment fields differ (not counting the ones measured per boot).
 */
int sb_confounds(FILE *fp, const struct sb_side *a, const struct sb_side *b);
/*
 * The header fields, config line and schema whose values differ among the
 * @n files, as "kernel (6.1.0-57-amd64/6.1.0-57-rt-amd64), rt (no/yes)" in
 * @buf; returns how many.  What boots of one kernel and config share: not
 * started, run_status, note, nor the per-boot measurements
 * (loop_overhead_ns, clock_read_ns, tsc_khz).
 */
int sb_env_differs(const struct sb_input *in, size_t n, char *buf, size_t len);
/* What a test of two single boots is about; @ndiff from sb_confounds. */
void sb_one_boot_label(FILE *fp, int ndiff);
/* "A: path (kernel, RT, accel)" and, unless @quiet, its TCG/debug NOTEs. */
void sb_brief_env(FILE *fp, const char *tag, const struct sb_input *in, int quiet);
/* A file's kernel, as its header names it (else its path), for a title. */
const char *sb_kernel_label(const struct sb_input *in);
/* WARNINGs for a file's failed, 0 ns/op and audit-failed rows. */
void sb_group_warnings(FILE *fp, const char *tag, const struct sb_input *in);
/* compare A1 A2 ... -- B1 B2 ...: boots as the replicates (boots.c). */
int sb_compare_boots(struct sb_side *a, struct sb_side *b, const struct sb_opts *o);

/* The columns of that table that plot --forest reads. */
enum { SB_BOOTS_COL_BOOTS = 3, SB_BOOTS_COL_A = 5, SB_BOOTS_COL_RATIO = 7,
       SB_BOOTS_COL_CI = 8, SB_BOOTS_COL_VERDICT = 13, SB_BOOTS_NCOLS = 14 };

/* One row of that table, as compare prints it. */
struct sb_boots_row {
	const char *w, *v, *c;		/* workload, variant, context */
	const char *const *col;		/* its SB_BOOTS_NCOLS printed columns */
	size_t na, nb;			/* the boots (pairs) each side gave the test */
	double a;			/* A's value unrounded (ratio 1); NAN: none */
};
typedef int (*sb_boots_row_fn)(const struct sb_boots_row *r, void *arg);
/*
 * The rows compare A1 ... -- B1 ... would print with options @o, made by
 * the same code and printed nowhere: @fn on each in order until it
 * returns non-zero, which is returned.
 */
int sb_boots_rows(const struct sb_side *a, const struct sb_side *b,
		  const struct sb_opts *o, sb_boots_row_fn fn, void *arg);
/*
 * Load compare's files (o->args except the "--" marker @sep), refuse
 * mismatched workloads and apply --normalise ref, as compare does.
 * Returns 0 with *in holding *n files, or 1 after a one-line reason.
 */
int sb_compare_load(const struct sb_opts *o, const char *sep,
		    struct sb_input **in, size_t *n);
void sb_inputs_free(struct sb_input *in, size_t n);
/*
 * --share A,B: @in's rows made the rows of one subject "A-B", per block
 * A's ns/op less B's (share.c); 0, or -1 after a one-line reason (a
 * variant missing from the file, no block with both).  NOTEs on stdout.
 */
int sb_share_apply(struct sb_input *in, const char *a, const char *b);
/* --pairs of A1 ... -- B1 ...: 0, or -1 after the one-line reason. */
int sb_check_pairs(const char *cmd, const struct sb_opts *o, int nsep, size_t na, size_t nb);
/*
 * --across-boots: two or more files, no "--" (@nsep of them): 0, or -1
 * after the one-line reason, which ends with @usage.
 */
int sb_check_across(const char *cmd, const char *usage, const struct sb_opts *o, int nsep);
/* plot --forest A1 ... -- B1 ... -o DIR (forest.c); an exit status. */
int sb_plot_forest(const struct sb_side *a, const struct sb_side *b,
		   const struct sb_opts *o);
/* A file name without directory and ".csv", only safe characters (plot.c). */
void sb_plot_base_name(const char *path, char *buf, size_t len);
/* gnuplot < DIR/BASE.gp: 0, or 1 after a one-line reason (plot.c). */
int sb_gnuplot_run(const char *dir, const char *base, const char *what);

int cmd_show(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_plot(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_names(int argc, char **argv);
int cmd_abab(int argc, char **argv);
#ifdef HAVE_LIBTRACECMD
int cmd_trace(int argc, char **argv);
#else
/* Built without libtracecmd (Makefile: NO_TRACE=1 or not found). */
static inline int cmd_trace(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fputs("stockbench was built without libtracecmd: install libtracecmd-dev libtraceevent-dev and rebuild\n",
	      stderr);
	return 2;
}
#endif

#endif
