// SPDX-License-Identifier: GPL-2.0
/*
 * group.c - validate every row's values and gather them per
 * (workload, variant, context), in first-appearance order.
 */
#include "group.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paired.h"
#include "stats.h"
#include "util.h"

const char *const sb_counter_cols[SB_NR_COUNTERS] = {
	[SB_C_OPS] = "ops",
	[SB_C_HITS] = "hits",
	[SB_C_MISSES] = "misses",
	[SB_C_SLOW] = "slow_charges",
	[SB_C_CHARGE_FAILS] = "charge_fails",
	[SB_C_TRYLOCK_FAILS] = "trylock_fails",
	[SB_C_DIRECT_UNCHARGES] = "direct_uncharges",
	[SB_C_DRAINS_LOCAL] = "drains_local",
	[SB_C_DRAINS_REMOTE] = "drains_remote",
	[SB_C_DRAINS_DEAD] = "drains_dead",
	[SB_C_EVICTIONS] = "evictions",
	[SB_C_NVCSW] = "nvcsw",
	[SB_C_NIVCSW] = "nivcsw",
	[SB_C_CTX_MISMATCH] = "ctx_mismatch",
	[SB_C_HOLD_NS_AVG] = "hold_ns_avg",
	[SB_C_HOLD_NS_MAX] = "hold_ns_max",
	[SB_C_OBJ_HITS] = "obj_hits",
	[SB_C_OBJ_MISSES] = "obj_misses",
};

static uint64_t vc_hash(const char *v, const char *c)
{
	return sb_hash_str(sb_hash_str(SB_HASH_INIT, v), c);
}


/* a paired run (schema 3, design=paired): one row per block (paired.h) */
int sb_is_paired_run(const struct sb_results *r)
{
	char design[32];

	return sb_col(r, "block") >= 0 &&
	       !sb_config_get(r, "design", design, sizeof(design)) &&
	       !strcmp(design, "paired");
}

/* The group of (w, v, c) (w NULL: the first of any workload), or NULL */
static struct sb_group *lookup(const struct sb_groups *gs, const char *w,
			       const char *v, const char *c)
{
	uint64_t h = vc_hash(v, c);
	size_t pos = 0, i;

	if (w)
		h = sb_hash_str(h, w);
	while ((i = sb_index_next(w ? &gs->byname : &gs->byvc, h, &pos)) != SB_NONE) {
		struct sb_group *g = &gs->g[i];

		if ((!w || !strcmp(g->workload, w)) && !strcmp(g->variant, v) &&
		    !strcmp(g->context, c))
			return g;
	}
	return NULL;
}

static struct sb_group *get_group(struct sb_groups *gs, const char *w,
				  const char *v, const char *c)
{
	struct sb_group *g = lookup(gs, w, v, c);
	size_t i;

	if (g)
		return g;
	sb_index_add(&gs->byname, sb_hash_str(vc_hash(v, c), w), gs->n);
	if (!lookup(gs, NULL, v, c))
		sb_index_add(&gs->byvc, vc_hash(v, c), gs->n);
	if (!sb_group_has_workload(gs, w))
		sb_index_add(&gs->byw, sb_hash_str(SB_HASH_INIT, w), gs->n);
	gs->g = xgrow(gs->g, gs->n, sizeof(*gs->g));
	g = &gs->g[gs->n++];
	memset(g, 0, sizeof(*g));
	g->workload = xstrdup(w);
	g->variant = xstrdup(v);
	g->context = xstrdup(c);
	for (i = 0; i < SB_NR_COUNTERS; i++)
		g->counter[i] = NAN;
	g->hold_ns_sum = NAN;
	g->hold_samples = NAN;
	g->tf_sum = NAN;
	g->irq_ops_sum = NAN;
	return g;
}

static void push(double **arr, size_t n, double v)
{
	*arr = xgrow(*arr, n, sizeof(**arr));
	(*arr)[n] = v;
}

/* Parse a numeric cell; empty cells of optional columns count as absent. */
static int num(const struct sb_results *r, size_t row, int col,
	       double *v, char *err, size_t errlen)
{
	const char *s = sb_field(r, row, col);

	if (sb_parse_double(s, v) || *v < 0)
		return fail(err, errlen, "%s:%zu: column '%s' is '%s', not a number >= 0",
			    r->path, r->lineno[row], r->cols[col], s);
	return 0;
}

static int name_ok(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!(*s == '_' || *s == '-' || *s == '.' || *s == '#' ||
		      (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9')))
			return 0;
	return 1;
}

/* Optional column: 1 with *v set, 0 when absent or empty, -1 on error. */
static int opt_num(const struct sb_results *r, size_t row, const char *name,
		   double *v, char *err, size_t errlen)
{
	int c = sb_col(r, name);

	if (c < 0 || !*sb_field(r, row, c))
		return 0;
	return num(r, row, c, v, err, errlen) ? -1 : 1;
}

/*
 * hold_ns_avg weighted by hold_samples, and the reference loop (ref_ns,
 * absent from older files; 0 means not measured, as in the module).
 */
static int add_hold_ref(const struct sb_results *r, size_t row,
			struct sb_group *g, char *err, size_t errlen)
{
	double avg, cnt, ref;
	int ha, hc, rf;

	ha = opt_num(r, row, "hold_ns_avg", &avg, err, errlen);
	hc = opt_num(r, row, "hold_samples", &cnt, err, errlen);
	rf = opt_num(r, row, "ref_ns", &ref, err, errlen);
	if (ha < 0 || hc < 0 || rf < 0)
		return -1;
	if (ha && hc) {
		g->hold_ns_sum = (isnan(g->hold_ns_sum) ? 0 : g->hold_ns_sum) + avg * cnt;
		g->hold_samples = (isnan(g->hold_samples) ? 0 : g->hold_samples) + cnt;
	}
	if (rf && ref > 0)
		push(&g->ref_ns, g->n_ref++, ref);
	return 0;
}

/* single-op latencies (latency.c): rows with lat_ops > 0 */
static int add_sop(const struct sb_results *r, size_t row, struct sb_group *g,
		   char *err, size_t errlen)
{
	static const char *const col[5] = {
		"lat_p50_ns", "lat_p90_ns", "lat_p99_ns", "lat_p999_ns", "lat_clock_ns",
	};
	double ops, v[5], mx;
	int i, rc = opt_num(r, row, "lat_ops", &ops, err, errlen);

	/* no number, or a row whose pass timed nothing: not an error */
	if (rc <= 0 || ops == 0)
		return rc < 0 ? rc : 0;
	for (i = 0; i < 5; i++)
		if (opt_num(r, row, col[i], &v[i], err, errlen) != 1)
			return fail(err, errlen, "%s:%zu: lat_ops %.0f without a number in '%s'",
				    r->path, r->lineno[row], ops, col[i]);
	if (opt_num(r, row, "lat_max_ns", &mx, err, errlen) != 1)
		return fail(err, errlen, "%s:%zu: lat_ops %.0f without a number in 'lat_max_ns'",
			    r->path, r->lineno[row], ops);
	for (i = 0; i < 5; i++)
		push(&g->sop[i], g->n_sop, v[i]);
	g->n_sop++;
	g->sop_ops += ops;
	if (mx > g->sop_max)
		g->sop_max = mx;
	return 0;
}

/* mixed rows: what each interrupting context achieved, and the verdict */
static int add_irq(const struct sb_results *r, size_t row, struct sb_group *g,
		   char *err, size_t errlen)
{
	static const char *const rate[3] = { "hardirq_per_s", "softirq_per_s", "nmi_per_s" };
	static const char *const asked[3] = { "hardirq_asked", "softirq_asked", "nmi_asked" };
	const char *verdict = sb_field(r, row, sb_col(r, "irq_rate"));
	double v[3], a;
	int i, got = 0;

	if (!*verdict)
		return 0;
	if (strcmp(verdict, "ok") && strncmp(verdict, "low: ", 5))
		return fail(err, errlen, "%s:%zu: column 'irq_rate' is '%s', not 'ok' or 'low: <contexts>'",
			    r->path, r->lineno[row], verdict);
	for (i = 0; i < 3; i++) {
		int rc = opt_num(r, row, rate[i], &v[i], err, errlen);
		int ra = opt_num(r, row, asked[i], &a, err, errlen);

		if (rc < 0 || ra < 0)
			return -1;
		if (!rc)
			v[i] = 0;
		got += rc;
		if (ra && !(a <= g->irq_asked[i]))
			g->irq_asked[i] = a;
	}
	if (!got)
		return fail(err, errlen, "%s:%zu: irq_rate '%s' without any achieved rate",
			    r->path, r->lineno[row], verdict);
	for (i = 0; i < 3; i++)
		push(&g->irq_rate[i], g->n_irq, v[i]);
	g->n_irq++;
	if (verdict[0] == 'l' && !g->nirq_low++)
		g->irq_low = xstrdup(verdict);
	return 0;
}

/*
 * mixed rows with irq_ops: their trylock failures out of the ops the
 * interrupting contexts ran (an empty irq_ops: not mixed, or older file)
 */
static int add_tryfail(const struct sb_results *r, size_t row, struct sb_group *g,
		       char *err, size_t errlen)
{
	double ops, tf;
	int rc = opt_num(r, row, "irq_ops", &ops, err, errlen);

	if (rc <= 0)
		return rc;
	if (opt_num(r, row, "trylock_fails", &tf, err, errlen) != 1)
		return fail(err, errlen, "%s:%zu: irq_ops %.0f without a number in 'trylock_fails'",
			    r->path, r->lineno[row], ops);
	g->tf_sum = (isnan(g->tf_sum) ? 0 : g->tf_sum) + tf;
	g->irq_ops_sum = (isnan(g->irq_ops_sum) ? 0 : g->irq_ops_sum) + ops;
	return 0;
}

static int add_ok_row(const struct sb_results *r, size_t row,
		      struct sb_group *g, char *err, size_t errlen)
{
	/* schema 2 names them for what they are: batch averages */
	static const char *const lat[] = {
		"batch_p50_ns", "batch_p90_ns", "batch_p99_ns", "batch_max_ns",
	};
	static const char *const lat1[] = { "p50_ns", "p90_ns", "p99_ns", "max_ns" };
	double *lats[4] = { NULL };
	int c_ns = sb_col(r, "ns_per_op"), c_audit = sb_col(r, "audit");
	double v, lv[4];
	int i, have_lat = 1;

	if (r->ns_signed && sb_parse_double(sb_field(r, row, c_ns), &v))
		return fail(err, errlen, "%s:%zu: column '%s' is '%s', not a number",
			    r->path, r->lineno[row], r->cols[c_ns], sb_field(r, row, c_ns));
	if (!r->ns_signed && num(r, row, c_ns, &v, err, errlen))
		return -1;
	push(&g->ns, g->n, v);
	g->rows = xgrow(g->rows, g->n, sizeof(*g->rows));
	g->rows[g->n] = row;
	/* a difference of 0 is one, not a sample clamped to 0 */
	g->nzero += v == 0 && !r->ns_signed;
	for (i = 0; i < 4; i++) {
		int c = sb_col(r, r->schema >= 2 ? lat[i] : lat1[i]);

		if (c < 0 || !*sb_field(r, row, c)) {
			have_lat = 0;
			continue;
		}
		if (num(r, row, c, &lv[i], err, errlen))
			return -1;
	}
	if (have_lat) {
		lats[0] = g->p50, lats[1] = g->p90, lats[2] = g->p99, lats[3] = g->pmax;
		for (i = 0; i < 4; i++)
			push(&lats[i], g->n_lat, lv[i]);
		g->p50 = lats[0], g->p90 = lats[1], g->p99 = lats[2], g->pmax = lats[3];
		g->n_lat++;
	}
	for (i = 0; i < SB_NR_COUNTERS; i++) {
		int c = sb_col(r, sb_counter_cols[i]);

		if (c < 0)
			continue;
		/*
		 * A column every row has: an empty field in one row would
		 * leave it out of this counter's sum and not of the others',
		 * so that hits / (hits + misses) or slow / ops mix rows.
		 */
		if (!*sb_field(r, row, c))
			return fail(err, errlen,
				    "%s:%zu: column '%s' is empty in an ok row: its counters would be summed over different rows",
				    r->path, r->lineno[row], r->cols[c]);
		if (num(r, row, c, &v, err, errlen))
			return -1;
		if (i == SB_C_HOLD_NS_MAX)
			g->counter[i] = isnan(g->counter[i]) ? v : fmax(v, g->counter[i]);
		else
			g->counter[i] = (isnan(g->counter[i]) ? 0 : g->counter[i]) + v;
	}
	if (add_hold_ref(r, row, g, err, errlen) || add_irq(r, row, g, err, errlen) ||
	    add_sop(r, row, g, err, errlen) || add_tryfail(r, row, g, err, errlen))
		return -1;
	/* "" or "-": not audited; anything else but "ok" is a finding. */
	if (c_audit >= 0 && strcmp(sb_field(r, row, c_audit), "ok") &&
	    strcmp(sb_field(r, row, c_audit), "") &&
	    strcmp(sb_field(r, row, c_audit), "-")) {
		if (!g->naudit_bad++)
			g->audit = xstrdup(sb_field(r, row, c_audit));
	}
	g->n++;
	return 0;
}

/*
 * One ok row per (workload, variant, context, cpu, repeat), and per block
 * where the file has blocks: a second one would be counted as one more
 * replicate of the cell (an old module that printed two subjects under
 * one name wrote such files), and in a paired run (paired.c) it would make
 * the pairs ambiguous (one block repeated n times pairs n x n rows).
 */
static int rows_unique(const struct sb_results *r, char *err, size_t errlen)
{
	const char *const name[6] = { "workload", "variant", "context", "cpu", "repeat", "block" };
	struct sb_index seen = { NULL, 0, 0 };
	int col[6], cs = sb_col(r, "status"), paired = sb_is_paired_run(r), k;
	size_t i, j, pos;

	for (k = 0; k < 6; k++)
		col[k] = sb_col(r, name[k]);
	for (i = 0; i < r->nrows; i++) {
		uint64_t h = SB_HASH_INIT;

		if (strcmp(sb_field(r, i, cs), "ok"))
			continue;
		for (k = 0; k < 6; k++)
			h = sb_hash_str(h, sb_field(r, i, col[k]));
		for (pos = 0; (j = sb_index_next(&seen, h, &pos)) != SB_NONE; ) {
			for (k = 0; k < 6 && !strcmp(sb_field(r, i, col[k]),
						     sb_field(r, j, col[k])); k++)
				;
			if (k < 6)
				continue;
			sb_index_free(&seen);
			if (paired)
				return fail(err, errlen,
					    "%s:%zu: a second ok row for variant %s, context %s, cpu %s, repeat %s, block %s (the first is line %zu): a paired run has one per block",
					    r->path, r->lineno[i], sb_field(r, i, col[1]),
					    sb_field(r, i, col[2]), sb_field(r, i, col[3]),
					    sb_field(r, i, col[4]), sb_field(r, i, col[5]),
					    r->lineno[j]);
			return fail(err, errlen,
				    "%s:%zu: a second ok row for workload %s, variant %s, context %s, cpu %s, repeat %s%s%s (the first is line %zu): a cell has one per CPU and repeat, and a second would count as one more (two subjects under one name?)",
				    r->path, r->lineno[i], sb_field(r, i, col[0]),
				    sb_field(r, i, col[1]), sb_field(r, i, col[2]),
				    sb_field(r, i, col[3]), sb_field(r, i, col[4]),
				    col[5] >= 0 ? ", block " : "",
				    col[5] >= 0 ? sb_field(r, i, col[5]) : "", r->lineno[j]);
		}
		sb_index_add(&seen, h, i);
	}
	sb_index_free(&seen);
	return 0;
}

int sb_group_results(const struct sb_results *r, struct sb_groups *out,
		     char *err, size_t errlen)
{
	int c_w = sb_col(r, "workload"), c_v = sb_col(r, "variant");
	int c_c = sb_col(r, "context"), c_s = sb_col(r, "status");
	int c_cpu = sb_col(r, "cpu"), c_rep = sb_col(r, "repeat");
	size_t row, i;

	memset(out, 0, sizeof(*out));
	if (rows_unique(r, err, errlen))
		return -1;
	for (row = 0; row < r->nrows; row++) {
		const char *w = sb_field(r, row, c_w), *v = sb_field(r, row, c_v);
		const char *c = sb_field(r, row, c_c), *s = sb_field(r, row, c_s);
		struct sb_group *g;
		double d;

		if (!name_ok(w) || !name_ok(v) || !name_ok(c))
			goto bad_name;
		g = get_group(out, w, v, c);
		g->src = r;
		if (!strcmp(s, "ok")) {
			/* Skipped cells have cpu and repeat "-": only ok rows need them. */
			if (num(r, row, c_cpu, &d, err, errlen) ||
			    num(r, row, c_rep, &d, err, errlen) ||
			    add_ok_row(r, row, g, err, errlen))
				goto bad;
		} else if (!strncmp(s, "skipped: ", 9) || !strncmp(s, "failed: ", 8) ||
			   !strncmp(s, "not run: ", 9)) {
			int skipped = s[0] == 's';

			if (skipped)
				g->nskipped++;
			else
				g->nfailed++;
			if (!g->reason || (!skipped && g->nfailed == 1)) {
				free(g->reason);
				g->reason = xstrdup(s);
			}
		} else {
			fail(err, errlen,
			     "%s:%zu: status '%s' is not ok, 'skipped: <reason>', 'failed: <reason>' or 'not run: <reason>'",
			     r->path, r->lineno[row], s);
			goto bad;
		}
	}
	for (i = 0; i < out->n; i++) {
		struct sb_group *g = &out->g[i];

		sb_sort(g->ns, g->n);
		sb_sort(g->p50, g->n_lat);
		sb_sort(g->p90, g->n_lat);
		sb_sort(g->p99, g->n_lat);
		sb_sort(g->pmax, g->n_lat);
		sb_sort(g->ref_ns, g->n_ref);
		for (row = 0; row < 3; row++)
			sb_sort(g->irq_rate[row], g->n_irq);
		for (row = 0; row < 5; row++)
			sb_sort(g->sop[row], g->n_sop);
	}
	return 0;
bad_name:
	fail(err, errlen, "%s:%zu: empty or malformed workload/variant/context name",
	     r->path, r->lineno[row]);
bad:
	sb_groups_free(out);
	return -1;
}

void sb_groups_free(struct sb_groups *gs)
{
	size_t i, j;

	for (i = 0; i < gs->n; i++) {
		struct sb_group *g = &gs->g[i];

		free(g->workload);
		free(g->variant);
		free(g->context);
		free(g->ns);
		free(g->rows);
		free(g->p50);
		free(g->p90);
		free(g->p99);
		free(g->pmax);
		free(g->ref_ns);
		free(g->reason);
		free(g->audit);
		free(g->irq_rate[0]);
		free(g->irq_rate[1]);
		free(g->irq_rate[2]);
		free(g->irq_low);
		for (j = 0; j < 5; j++)
			free(g->sop[j]);
	}
	free(gs->g);
	sb_index_free(&gs->byname);
	sb_index_free(&gs->byvc);
	sb_index_free(&gs->byw);
	memset(gs, 0, sizeof(*gs));
}

const struct sb_group *sb_group_find(const struct sb_groups *gs,
				     const char *workload, const char *variant,
				     const char *context)
{
	return lookup(gs, workload, variant, context);
}

int sb_group_has_workload(const struct sb_groups *gs, const char *w)
{
	uint64_t h = sb_hash_str(SB_HASH_INIT, w);
	size_t pos = 0, i;

	while ((i = sb_index_next(&gs->byw, h, &pos)) != SB_NONE)
		if (!strcmp(gs->g[i].workload, w))
			return 1;
	return 0;
}

double sb_group_median(const struct sb_group *g)
{
	return sb_median_sorted(g->ns, g->n);
}

const char sb_tryfail_rt_na[] =
	"n/a on PREEMPT_RT: every trylock in hardirq and NMI context fails by design (local_trylock), so the count measures the context, not contention";

double sb_group_tfk(const struct sb_group *g)
{
	if (isnan(g->irq_ops_sum) || !(g->irq_ops_sum > 0))
		return NAN;
	return 1000 * g->tf_sum / g->irq_ops_sum;
}

double sb_group_hold_ns(const struct sb_group *g)
{
	if (isnan(g->hold_samples) || !(g->hold_samples > 0))
		return NAN;
	return g->hold_ns_sum / g->hold_samples;
}
