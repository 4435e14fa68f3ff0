/* SPDX-License-Identifier: GPL-2.0 */
/*
 * csv.h - reader for the module's results.csv (module/README.md):
 * a "# schema: stockbench-results N" line, "# key: value" environment
 * lines, a header row naming the columns, then one row per
 * variant x context x CPU x repeat (x block, schema 3).  Columns are looked
 * up by name so the module can add columns without breaking this tool.
 */
#ifndef SB_CSV_H
#define SB_CSV_H

#include <stddef.h>
#include <stdio.h>

#include "util.h"

#define SB_SCHEMA_NAME "stockbench-results"
/*
 * Versions read: 1; 2 (ns_per_op without the loop overhead, which
 * ns_per_op_raw keeps; p50_ns..max_ns renamed batch_p50_ns..batch_max_ns;
 * achieved interrupt rates of mixed rows appended); and 3 (schema 2's
 * columns, then the paired design's block, block_pos, run_seq and
 * inject_iters appended).
 */
/*
 * The system job's columns (tools/vm/guest/system.sh), in file order: the
 * results schema's first columns, netperf's real per-request latencies
 * (p50_ns..max_ns, as schema 1 named them), then netperf's and the
 * memcg's own. system.sh writes its header and rows by these names
 * (stockbench names system-columns); show and compare read them by name.
 */
#define SB_SYSTEM_COLUMNS(X)						\
	X(variant) X(context) X(workload) X(cpu) X(repeat) X(status)	\
	X(ops) X(ns_per_op) X(p50_ns) X(p90_ns) X(p99_ns) X(max_ns)	\
	X(nvcsw) X(nivcsw) X(throughput) X(throughput_units)		\
	X(elapsed_s) X(memcg) X(sock_bytes) X(kernel_bytes)		\
	X(memcg_peak) X(events_high) X(events_max) X(events_oom_kill)

#define SB_SCHEMA_MIN 1
#define SB_SCHEMA_VERSION 3

struct sb_env {
	char *key;
	char *value;
};

/*
 * Every string (env, cols, fields) points into buf, the file read whole:
 * no copy per field, so memory stays a small multiple of the file's size
 * (README.md, "Limits").  rows[i] points into field[], one array of
 * nrows x ncols pointers.
 */
struct sb_results {
	char *path;
	int schema;
	struct sb_env *env;
	size_t nenv;
	char **cols;
	size_t ncols;
	char ***rows;		/* rows[i][j]: field j of data row i */
	size_t *lineno;		/* source line of each row, for messages */
	size_t nrows;
	char *buf;		/* the file, split in place */
	char **field;		/* rows[i] == field + i * ncols */
	char **own;		/* strings set by sb_field_set */
	size_t nown;
	struct sb_index colx, envx;	/* column and env key -> index */
	/*
	 * An index a command derives from the rows (paired.c), freed with
	 * the results and by sb_field_set, which may change its keys.
	 */
	void *aux;
	void (*aux_free)(void *aux);
	/*
	 * ns_per_op may be below 0: the rows are per-block differences of
	 * two variants (compare --share, share.c), not measurements.
	 */
	int ns_signed;
};

/*
 * 0 on success; -1 with a one-line reason in err otherwise (and *r
 * freed: sb_results_free on it is then a no-op).
 */
int sb_results_load(const char *path, struct sb_results *r,
		    char *err, size_t errlen);
void sb_results_free(struct sb_results *r);
/* The columns every results.csv must have: n entries, NULL between them. */
const char *const *sb_required_columns(size_t *n);

/*
 * @path opened for reading; "-" is standard input, once per run (a second
 * "-" fails: the first took what there was).  NULL with a one-line reason
 * in err.  Closed with sb_close_input().
 */
FILE *sb_open_input(const char *path, const char *mode, char *err, size_t errlen);
void sb_close_input(FILE *fp);
/* Environment header value, or NULL if the key is absent. */
const char *sb_env_get(const struct sb_results *r, const char *key);
/* 1 when the header says the kernel is PREEMPT_RT ("# rt: yes", y or 1) */
int sb_results_rt(const struct sb_results *r);
/* Column index by name, or -1. */
int sb_col(const struct sb_results *r, const char *name);
/* Field text; "" when col < 0. */
const char *sb_field(const struct sb_results *r, size_t row, int col);
/* Replace a field's text by a copy of s. */
void sb_field_set(struct sb_results *r, size_t row, int col, const char *s);
/* Value of key=value inside the "config" header line, copied to buf. */
int sb_config_get(const struct sb_results *r, const char *key,
		  char *buf, size_t len);
/* Strict number parse of a whole string; 0 on success. */
int sb_parse_double(const char *s, double *out);

#endif
