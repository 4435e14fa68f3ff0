// SPDX-License-Identifier: GPL-2.0
/*
 * share.c - "compare --share A,B A1 ... -- B1 ...": what variant A costs
 * over variant B measured in the same run (kmalloc over kmalloc_noacct:
 * the share of kmalloc that memcg accounting adds), compared across boots
 * as any ns/op is.
 *
 * Each file's rows become the rows of one subject, "A-B": per block where
 * both have an ok row with ns/op > 0, A's row with ns/op the difference
 * A - B (and ref_ns the mean of the two rows').  The rest of compare is
 * unchanged: each CPU's median of a boot's differences, CPU offsets and
 * slow CPU-runs (bootfig.h), the boot's log figure, the pairs' log
 * ratios, the prior.
 *
 * The unit of the difference is the block of the paired design: A and B
 * ran next to each other in it (same boot, context, CPU, repeat, block,
 * block_pos 0 and 1), so a change of the host's speed that lasts longer
 * than a block hits both and cancels in A - B, as it does in paired.c's
 * log ratios.  A difference of the two variants' medians over a whole
 * boot would keep every such swing in.  A blocked-design file (schema 1,
 * 2, or design=blocked) has no such blocks: its rows pair by context, CPU
 * and repeat, which the module did not run together, and a NOTE says so.
 *
 * Only the "A-B" cells are left in the table, so the bounded prior is
 * fitted to the differences of the other contexts, not to the variants'
 * own log ratios: a difference is noisier, relative to its size, than
 * either of its terms, and a prior from those would narrow its interval.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "paired.h"

enum { SK_W, SK_C, SK_CPU, SK_REP, SK_BLK, SK_N };

/* The key a row of A is paired by with one of B. */
static uint64_t row_key(const struct sb_results *r, size_t i, const int *col, int nk)
{
	uint64_t h = SB_HASH_INIT;
	int k;

	for (k = 0; k < nk; k++)
		h = sb_hash_str(h, sb_field(r, i, col[k]));
	return h;
}

static int same_key(const struct sb_results *r, size_t i, size_t j, const int *col, int nk)
{
	int k;

	for (k = 0; k < nk; k++)
		if (strcmp(sb_field(r, i, col[k]), sb_field(r, j, col[k])))
			return 0;
	return 1;
}

/* ns/op of an ok row when it is a number > 0 (a measurement), else 0 */
static double ok_ns(const struct sb_results *r, size_t i, int cs, int cn)
{
	double ns;

	if (strcmp(sb_field(r, i, cs), "ok") ||
	    sb_parse_double(sb_field(r, i, cn), &ns) || !(ns > 0) || !isfinite(ns))
		return 0;
	return ns;
}

/* "x, y, z": the file's variants, first seen first, into b */
static void variants_of(const struct sb_results *r, char *b, size_t len)
{
	int cv = sb_col(r, "variant");
	size_t i, j, used = 0;

	b[0] = '\0';
	for (i = 0; i < r->nrows && used + 1 < len; i++) {
		const char *v = sb_field(r, i, cv);

		for (j = 0; j < i && strcmp(sb_field(r, j, cv), v); j++)
			;
		if (j < i)
			continue;
		used += snprintf(b + used, len - used, "%s%s", used ? ", " : "", v);
	}
	if (!r->nrows)
		snprintf(b, len, "none");
}

static int has_variant(const struct sb_results *r, const char *v)
{
	int cv = sb_col(r, "variant");
	size_t i;

	for (i = 0; i < r->nrows; i++)
		if (!strcmp(sb_field(r, i, cv), v))
			return 1;
	return 0;
}

int sb_share_apply(struct sb_input *in, const char *a, const char *b)
{
	struct sb_results *r = &in->r;
	int paired = sb_is_paired_run(r), nk = paired ? SK_N : SK_BLK;
	int col[SK_N] = {
		sb_col(r, "workload"), sb_col(r, "context"), sb_col(r, "cpu"),
		sb_col(r, "repeat"), sb_col(r, "block"),
	};
	int cv = sb_col(r, "variant"), cs = sb_col(r, "status");
	int cn = sb_col(r, "ns_per_op"), cref = sb_col(r, "ref_ns");
	struct sb_index bx = { NULL, 0, 0 };
	size_t i, j, pos, n = 0, na = 0, nb = 0, *keep;
	unsigned char *used;
	char name[256], buf[64], err[1024];

	for (i = 0; i < 2; i++) {
		const char *v = i ? b : a;
		char vars[512];

		if (has_variant(r, v))
			continue;
		variants_of(r, vars, sizeof(vars));
		fprintf(stderr, "stockbench: %s has no variant %s (--share %s,%s); its variants: %s\n",
			r->path, v, a, b, vars);
		return -1;
	}
	if ((size_t)snprintf(name, sizeof(name), "%s-%s", a, b) >= sizeof(name)) {
		fprintf(stderr, "stockbench: --share %s,%s: the names are too long\n", a, b);
		return -1;
	}
	/* B's measured rows by their key; each pairs with one row of A */
	for (i = 0; i < r->nrows; i++)
		if (!strcmp(sb_field(r, i, cv), b) && ok_ns(r, i, cs, cn) > 0) {
			sb_index_add(&bx, row_key(r, i, col, nk), i);
			nb++;
		}
	used = xcalloc(r->nrows + 1, 1);
	keep = xcalloc(r->nrows + 1, sizeof(*keep));
	for (i = 0; i < r->nrows; i++) {
		double x = strcmp(sb_field(r, i, cv), a) ? 0 : ok_ns(r, i, cs, cn), y, ra, rb;

		if (!(x > 0))
			continue;
		na++;
		pos = 0;
		while ((j = sb_index_next(&bx, row_key(r, i, col, nk), &pos)) != SB_NONE &&
		       (used[j] || !same_key(r, i, j, col, nk)))
			;
		if (j == SB_NONE)
			continue;
		used[j] = 1;
		y = ok_ns(r, j, cs, cn);
		snprintf(buf, sizeof(buf), "%.9g", x - y);
		sb_field_set(r, i, cn, buf);
		sb_field_set(r, i, cv, name);
		/* the reference loop ran beside both rows: their mean */
		if (!sb_parse_double(sb_field(r, i, cref), &ra) && ra > 0 &&
		    !sb_parse_double(sb_field(r, j, cref), &rb) && rb > 0) {
			snprintf(buf, sizeof(buf), "%.9g", (ra + rb) / 2);
			sb_field_set(r, i, cref, buf);
		}
		keep[n++] = i;
	}
	sb_index_free(&bx);
	free(used);
	if (!n) {
		fprintf(stderr, "stockbench: %s: no %s where both %s and %s have an ok row with ns/op > 0 (--share pairs them by context, CPU, repeat%s)\n",
			r->path, paired ? "block" : "CPU and repeat", a, b,
			paired ? " and block" : "");
		free(keep);
		return -1;
	}
	/* only the pairs' rows are left: one subject, A-B */
	for (i = 0; i < n; i++) {
		r->rows[i] = r->rows[keep[i]];
		r->lineno[i] = r->lineno[keep[i]];
	}
	r->nrows = n;
	r->ns_signed = 1;
	free(keep);
	sb_groups_free(&in->gs);
	if (sb_group_results(r, &in->gs, err, sizeof(err))) {
		fprintf(stderr, "stockbench: %s\n", err);
		return -1;
	}
	if (!paired)
		printf("NOTE: %s is not a run of the paired design: --share paired its %s and %s rows by context, CPU and repeat, not by block (not run together)\n",
		       r->path, a, b);
	if (na > n || nb > n)
		printf("NOTE: %s: --share left out %zu ok rows of %s and %zu of %s without the other in their %s\n",
		       r->path, na - n, a, nb - n, b, paired ? "block" : "CPU and repeat");
	return 0;
}
