// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the latency of single operations, in a pass of its own.
 *
 * The throughput samples time batches of hundreds of ops, so their
 * percentiles are of batch averages. This pass, after a row's measured
 * samples (its counters are already taken), times single ops: a batch of
 * one op in the row's own context, through the same context driver, so an
 * op in hardirq or NMI runs in a real interrupt. The cost of the timing
 * itself (two clock reads, get_cycles(), the context checks) is calibrated
 * in the same context by empty batches and their median subtracted; the
 * results go into a log-linear histogram (1 ns buckets below 64 ns, then
 * 32 per power of two: within 3%) for p50/p90/p99/p99.9, and the exact max.
 */
#include <linux/slab.h>
#include <linux/sort.h>
#include "bench.h"

/* SB_LAT_LIN, SB_LAT_SUB, SB_LAT_BUCKETS: bench.h (the worker's histogram) */
#define SB_LAT_CAL	31			/* empty batches for the clock cost */

static unsigned int sb_lat_bucket(u64 ns)
{
	unsigned int lg, b;

	if (ns < SB_LAT_LIN)
		return ns;
	if (ns >= 1ULL << 32)
		return SB_LAT_BUCKETS - 1;
	lg = ilog2(ns);				/* 6..31 */
	b = SB_LAT_LIN + (lg - 6) * SB_LAT_SUB +
	    (unsigned int)((ns - (1ULL << lg)) >> (lg - 5));
	return min_t(unsigned int, b, SB_LAT_BUCKETS - 1);
}

/* the middle of bucket @b, in ns */
static u64 sb_lat_value(unsigned int b)
{
	unsigned int lg, sub;
	u64 lo;

	if (b < SB_LAT_LIN)
		return b;
	lg = (b - SB_LAT_LIN) / SB_LAT_SUB + 6;
	sub = (b - SB_LAT_LIN) % SB_LAT_SUB;
	lo = (1ULL << lg) + ((u64)sub << (lg - 5));
	return lo + (1ULL << (lg - 6));
}

/* the value of the @pm per mille nearest-rank percentile of @n values */
static u64 sb_lat_pct(const u32 *h, u64 n, unsigned int pm)
{
	u64 rank = div64_u64(n * pm + 999, 1000), seen = 0;
	unsigned int b;

	if (!rank)
		rank = 1;
	for (b = 0; b < SB_LAT_BUCKETS; b++) {
		seen += h[b];
		if (seen >= rank)
			return sb_lat_value(b);
	}
	return 0;
}

static int sb_cmp_u64(const void *a, const void *b)
{
	u64 x = *(const u64 *)a, y = *(const u64 *)b;

	return x < y ? -1 : x > y;
}

static bool sb_lat_halt(struct sb_worker *w, const struct sb_batch *b)
{
	return READ_ONCE(w->run->stop) || READ_ONCE(w->offline) ||
	       b->cpu_bad;
}

/*
 * Timed single ops of a (cell, CPU, repeat), in the last block's row: at
 * least 1000, so that p99 is an order statistic of ten ops and not of one
 * (an interrupt round trip each outside task context)
 */
static unsigned int sb_lat_ops(unsigned int ctx)
{
	switch (ctx) {
	case SB_CTX_TASK:
	case SB_CTX_BH:
	case SB_CTX_MIXED:
		return 4000;
	}
	return 1000;
}

void sb_latency_pass(struct sb_worker *w, unsigned int ctx,
		     struct sb_row *row)
{
	unsigned int i, nops = sb_lat_ops(ctx);
	u64 cal[SB_LAT_CAL], clock, top = 0, n = 0;
	struct sb_batch b;
	u32 *h = w->lat_hist;

	row->lat_ops = 0;
	memset(h, 0, SB_LAT_BUCKETS * sizeof(*h));
	for (i = 0; i < SB_LAT_CAL; i++) {
		memset(&b, 0, sizeof(b));
		if (sb_batch(w, ctx, &b) || sb_lat_halt(w, &b))
			return;
		cal[i] = b.ns;
	}
	sort(cal, SB_LAT_CAL, sizeof(cal[0]), sb_cmp_u64, NULL);
	clock = cal[SB_LAT_CAL / 2];
	for (i = 0; i < nops; i++) {
		u64 ns;

		memset(&b, 0, sizeof(b));
		b.n = 1;
		if (sb_batch(w, ctx, &b) || sb_lat_halt(w, &b))
			break;
		ns = b.ns > clock ? b.ns - clock : 0;
		h[sb_lat_bucket(ns)]++;
		top = max(top, ns);
		n++;
		if (!(i & 63))
			cond_resched();
	}
	row->lat_ops = n;
	row->lat_clock_ns = clock;
	if (n) {
		row->lat_p50_ns = sb_lat_pct(h, n, 500);
		row->lat_p90_ns = sb_lat_pct(h, n, 900);
		row->lat_p99_ns = sb_lat_pct(h, n, 990);
		row->lat_p999_ns = sb_lat_pct(h, n, 999);
		row->lat_max_ns = top;
	}
}
