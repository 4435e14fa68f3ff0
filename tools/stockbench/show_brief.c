// SPDX-License-Identifier: GPL-2.0
/*
 * show_brief.c - show --brief FILE...: one kernel's table to paste in a
 * reply, in at most 80 columns.  Each file is shown as show shows it,
 * its output kept aside and its table handed to brief.c (brief.h), which
 * picks the columns by their heads: variant, context, n, "median ns/op
 * [95% CI]", hit% and the status in a word.  Above the table: the file,
 * its kernel, its run status, where it was measured and its debug
 * options; below it: the rows without a median (skipped) as one count
 * with their reasons, the legend, and what the full output has besides
 * (tools/stockbench/README.md, "compare --brief").
 */
#include <stdio.h>

#include "brief.h"
#include "cli.h"

/* The brief's head: the file (and its one workload), kernel, run status. */
static void heads(const struct sb_input *in)
{
	const char *w = sb_show_workload(in), *st = sb_env_get(&in->r, "run_status");
	char k[1024];

	if (w)
		sb_brief_head("file: %s, workload %s", in->r.path, w);
	else
		sb_brief_head("file: %s", in->r.path);
	sb_brief_head("kernel: %s", sb_show_kernel(k, sizeof(k), in));
	sb_brief_head("run: %s", st && *st ? st : "not recorded");
}

void sb_show_brief(const struct sb_input *in, int n, const struct sb_opts *o)
{
	struct sb_opts bo = *o;
	int i;

	bo.shape_opts.format = SB_FMT_BRIEF;
	for (i = 0; i < n; i++) {
		if (i)
			fputs("\n", stdout);
		sb_brief_begin("show", o->conf, o->margin);
		heads(&in[i]);
		sb_brief_inputs(&in[i], 1);
		sb_show_env(stdout, &in[i]);
		sb_show_table(stdout, &in[i], &bo);
		sb_brief_end(0);
	}
}
