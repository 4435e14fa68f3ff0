// SPDX-License-Identifier: GPL-2.0
/*
 * names.c - "stockbench names LIST": the module's own lists, one name a
 * line, from the headers the module is built from (module/stock/
 * variant_list.h, name_lists.h), so that a script or generator asks for
 * them instead of keeping a copy that drifts: the variants, contexts and
 * workloads in the module's order, results.csv's columns in file order
 * (required-columns: those the CLI requires of every file), the counters;
 * and the system job's columns (csv.h), which tools/vm/guest/system.sh
 * writes by name.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "csv.h"
#include "../../module/stock/name_lists.h"
#include "../../module/stock/variant_list.h"

#define VAR_NAME(name) #name,
static const char *const variants[] = { SB_VARIANTS(VAR_NAME) NULL };
#undef VAR_NAME
#define CTX_NAME(up, name) #name,
static const char *const contexts[] = { SB_CONTEXTS(CTX_NAME) NULL };
#undef CTX_NAME
#define WL_NAME(up, name) #name,
static const char *const workloads[] = { SB_WORKLOADS(WL_NAME) NULL };
#undef WL_NAME
#define CNT_COL(up, csv, ev) #csv,
static const char *const counters[] = { SB_COUNTERS(CNT_COL) NULL };
#define COL_NAME(name, req) #name,
static const char *const columns[] = { SB_CSV_COLUMNS(COL_NAME, CNT_COL) NULL };
#undef COL_NAME
#undef CNT_COL
#define SYS_NAME(name) #name,
static const char *const system_columns[] = { SB_SYSTEM_COLUMNS(SYS_NAME) NULL };
#undef SYS_NAME
static const struct {
	const char *name;
	const char *const *list;
	size_t n;
} lists[] = {
	{ "variants", variants, sizeof(variants) / sizeof(*variants) - 1 },
	{ "contexts", contexts, sizeof(contexts) / sizeof(*contexts) - 1 },
	{ "workloads", workloads, sizeof(workloads) / sizeof(*workloads) - 1 },
	{ "columns", columns, sizeof(columns) / sizeof(*columns) - 1 },
	{ "required-columns", NULL, 0 },
	{ "counters", counters, sizeof(counters) / sizeof(*counters) - 1 },
	{ "system-columns", system_columns,
	  sizeof(system_columns) / sizeof(*system_columns) - 1 },
};

int cmd_names(int argc, char **argv)
{
	struct sb_opts o;
	const char *const *l;
	size_t i, j, n;
	int parsed;

	parsed = sb_parse_opts(argc, argv, "names", &o);
	if (parsed)
		return parsed < 0 ? 2 : 0;	/* an error, or --help */
	for (i = 0; o.nargs == 1 && i < sizeof(lists) / sizeof(lists[0]); i++) {
		if (strcmp(o.args[0], lists[i].name))
			continue;
		l = lists[i].list;
		n = lists[i].n;
		if (!l)
			l = sb_required_columns(&n);	/* csv.c's */
		for (j = 0; j < n; j++)
			if (l[j])
				puts(l[j]);
		return 0;
	}
	fprintf(stderr, "stockbench names: need one list: variants, contexts, workloads, columns, required-columns, counters or system-columns%s%s%s\n",
		o.nargs ? " (not '" : "", o.nargs ? o.args[0] : "", o.nargs ? "')" : "");
	return 2;
}
