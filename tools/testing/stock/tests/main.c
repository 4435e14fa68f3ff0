// SPDX-License-Identifier: GPL-2.0
/*
 * stocktest: module/stock/ compiled unchanged against the shim, run
 * variant by variant. Prints one "ok"/"not ok" line per test and variant,
 * then "N passed, N failed"; exits non-zero on any failure.
 *   stocktest [-s scale] [-v variant] [-t substring]
 */
#include <getopt.h>
#include "tests.h"

static const struct sb_test *const sb_groups[] = {
	sb_exact_tests, sb_lock_tests, sb_random_tests, sb_stress_tests,
};

int main(int argc, char **argv)
{
	const char *only_variant = NULL, *only_test = NULL;
	unsigned int passed = 0, failed = 0, g, v;
	const struct sb_test *t;
	int c;

	while ((c = getopt(argc, argv, "s:v:t:")) != -1) {
		switch (c) {
		case 's':
			sb_scale = strtoul(optarg, NULL, 10);
			if (!sb_scale) {
				fprintf(stderr, "stocktest: bad scale '%s'\n", optarg);
				return 2;
			}
			break;
		case 'v':
			only_variant = optarg;
			if (!sb_variant_find(optarg)) {
				fprintf(stderr, "stocktest: no variant '%s'\n", optarg);
				return 2;
			}
			break;
		case 't':
			only_test = optarg;
			break;
		default:
			fprintf(stderr, "usage: %s [-s scale] [-v variant] [-t substring]\n",
				argv[0]);
			return 2;
		}
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	for (v = 0; v < sb_nr_variants; v++)
		if (!sb_ctx_ok(sb_variants[v]))
			printf("# skip: %s allows no context%s: its tests are not run, not counted\n",
			       sb_variants[v]->name, SB_SHIM_RT ? " on PREEMPT_RT" : "");
	sb_shim_reset_thread(0);
	for (g = 0; g < ARRAY_SIZE(sb_groups); g++) {
		for (t = sb_groups[g]; t->name; t++) {
			if (only_test && !strstr(t->name, only_test))
				continue;
			for (v = 0; v < (t->once ? 1 : sb_nr_variants); v++) {
				const struct sb_stock_ops *ops = sb_variants[v];

				if (!t->once && only_variant &&
				    strcmp(ops->name, only_variant))
					continue;
				/* not valid on RT: not run, not counted */
				if (!t->once && !sb_ctx_ok(ops))
					continue;
				sb_test_failed = 0;
				sb_shim_reset_thread(0);
				if (t->once)
					t->once();
				else
					t->per_variant(ops);
				printf("%s - %s%s%s%s\n",
				       sb_test_failed ? "not ok" : "ok", t->name,
				       t->once ? "" : " [",
				       t->once ? "" : ops->name,
				       t->once ? "" : "]");
				sb_test_failed ? failed++ : passed++;
			}
		}
	}
	printf("%u passed, %u failed\n", passed, failed);
	return failed ? 1 : 0;
}
