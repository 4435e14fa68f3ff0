/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: the summary statistics of a cell, in one place for the
 * module's table (`results`) and the CLI (`stockbench show`), so that both
 * print the same digits from the same rows. Integer arithmetic only (no
 * floating point in the kernel), no allocation, no library: this header
 * builds in the kernel and in userspace (tools/stockbench includes it).
 *
 * Values are picoseconds (the resolution of results.csv's ns columns).
 *
 * - sbs_iqm_sorted(): the interquartile mean of sorted samples.
 * - sbs_rank_pct(): the nearest-rank percentile's index.
 * - sbs_median2(): twice the median (exact for an even count).
 * - sbs_median_ci(): the 0-based ranks [lo, hi] of a distribution-free
 *   confidence interval for the median, [x(k), x(n+1-k)] with k the largest
 *   with P(Binomial(n, 1/2) <= k - 1) <= alpha/2: exact (multi-word
 *   integers) for n <= SBS_EXACT_MAX, the normal approximation with
 *   continuity correction above.
 * - sbs_fmt_ps(): a ps value as ns, with a precision that suits its size.
 * - sbs_hit_tenths(), sbs_fmt_tenths(): a cell's stock hit rate (hit%).
 */
#ifndef _STOCKBENCH_SB_SUMMARY_H
#define _STOCKBENCH_SB_SUMMARY_H

#ifdef __KERNEL__
#include <linux/kernel.h>
#include <linux/types.h>
#include <linux/math64.h>
#define SBS_DIV_U64(a, b)	div64_u64(a, b)
#define SBS_DIV_S64(a, b)	div64_s64(a, b)
#else
#include <stdbool.h>
#include <stdio.h>
#define SBS_DIV_U64(a, b)	((a) / (b))
#define SBS_DIV_S64(a, b)	((a) / (b))
#endif

/* rows up to which the median's CI is exact */
#define SBS_EXACT_MAX	1024U
/* 32-bit limbs for 2^SBS_EXACT_MAX times the largest factor (< 2^11) */
#define SBS_LIMBS	((SBS_EXACT_MAX + 11) / 32 + 1)
/* z of the 95% two-sided normal interval, in thousandths */
#define SBS_Z95_MILLI	1960U

/* the mean of the middle half of sorted @v (the middle one of 3), signed */
static inline long long sbs_iqm_sorted_signed(const int *v, unsigned int n)
{
	unsigned int i, cut = n == 3 ? 1 : n / 4;
	long long sum = 0;

	if (!n)
		return 0;
	for (i = cut; i < n - cut; i++)
		sum += v[i];
	return SBS_DIV_S64(sum, (long long)(n - 2 * cut));
}

/* the same, >= 0 */
static inline unsigned long long sbs_iqm_sorted(const int *v, unsigned int n)
{
	long long sum = sbs_iqm_sorted_signed(v, n);

	return sum > 0 ? sum : 0;
}

/* index of the nearest-rank @p-th percentile (p in percent) of n values */
static inline unsigned int sbs_rank_pct(unsigned int n, unsigned int p)
{
	unsigned int rank = (unsigned int)(((unsigned long long)n * p + 99) / 100);

	return rank ? rank - 1 : 0;
}

/* twice the median of sorted @v: v[mid] * 2, or the sum of the middle two */
static inline unsigned long long sbs_median2(const unsigned long long *v,
					     unsigned int n)
{
	if (!n)
		return 0;
	return n & 1 ? 2 * v[n / 2] : v[n / 2 - 1] + v[n / 2];
}

/* @x *= @m (m < 2^32), little-endian limbs */
static inline void sbs_big_mul(unsigned int *x, unsigned int m)
{
	unsigned long long carry = 0;
	unsigned int i;

	for (i = 0; i < SBS_LIMBS; i++) {
		carry += (unsigned long long)x[i] * m;
		x[i] = (unsigned int)carry;
		carry >>= 32;
	}
}

/* @x /= @d, exactly divisible */
static inline void sbs_big_div(unsigned int *x, unsigned int d)
{
	unsigned long long rem = 0;
	unsigned int i = SBS_LIMBS;

	while (i--) {
		rem = rem << 32 | x[i];
		x[i] = (unsigned int)SBS_DIV_U64(rem, d);
		rem -= (unsigned long long)x[i] * d;
	}
}

static inline void sbs_big_add(unsigned int *x, const unsigned int *y)
{
	unsigned long long carry = 0;
	unsigned int i;

	for (i = 0; i < SBS_LIMBS; i++) {
		carry += (unsigned long long)x[i] + y[i];
		x[i] = (unsigned int)carry;
		carry >>= 32;
	}
}

/* 1 if x > y, else 0 */
static inline int sbs_big_gt(const unsigned int *x, const unsigned int *y)
{
	unsigned int i = SBS_LIMBS;

	while (i--)
		if (x[i] != y[i])
			return x[i] > y[i];
	return 0;
}

static inline unsigned long long sbs_isqrt(unsigned long long x)
{
	unsigned long long r = 0, bit = 1ULL << 62;

	while (bit > x)
		bit >>= 2;
	while (bit) {
		if (x >= r + bit) {
			x -= r + bit;
			r = (r >> 1) + bit;
		} else {
			r >>= 1;
		}
		bit >>= 2;
	}
	return r;
}

/*
 * k of the CI [x(k), x(n+1-k)] (1-based) at confidence @conf_pm per mille
 * (500..999); @z_milli is the normal quantile for n > SBS_EXACT_MAX. 0: no
 * interval of that confidence exists for n.
 */
static inline unsigned int sbs_median_ci_k(unsigned int n, unsigned int conf_pm,
					   unsigned int z_milli)
{
	unsigned int c[SBS_LIMBS] = { 1 }, cum[SBS_LIMBS] = { 0 };
	unsigned int lhs[SBS_LIMBS], rhs[SBS_LIMBS] = { 0 };
	unsigned int k = 0, i;

	if (conf_pm < 500 || conf_pm > 999)
		return 0;
	if (n > SBS_EXACT_MAX) {
		/* k <= (n + 1 - z sqrt(n)) / 2, in millionths */
		unsigned long long zs = z_milli * sbs_isqrt(n * 1000000ULL);
		unsigned long long top = (n + 1ULL) * 1000000ULL;

		return top > zs ? (unsigned int)SBS_DIV_U64(top - zs, 2000000) : 0;
	}
	/* rhs = (1000 - conf) * 2^n: cum * 2000 > rhs is cdf > alpha/2 */
	rhs[n / 32] = 1U << (n % 32);
	sbs_big_mul(rhs, 1000 - conf_pm);
	while (k + 1 <= n / 2) {
		sbs_big_add(cum, c);		/* cum = P(X <= k) * 2^n */
		for (i = 0; i < SBS_LIMBS; i++)
			lhs[i] = cum[i];
		sbs_big_mul(lhs, 2000);
		if (sbs_big_gt(lhs, rhs))
			break;
		k++;
		sbs_big_mul(c, n - k + 1);	/* C(n, k) */
		sbs_big_div(c, k);
	}
	return k;
}

/* 0-based ranks of the median's CI; false when n cannot reach @conf_pm */
static inline bool sbs_median_ci(unsigned int n, unsigned int conf_pm,
				 unsigned int z_milli, unsigned int *lo,
				 unsigned int *hi)
{
	unsigned int k = sbs_median_ci_k(n, conf_pm, z_milli);

	if (!k)
		return false;
	*lo = k - 1;
	*hi = n - k;
	return true;
}

/* length a buffer for sbs_fmt_ps() needs */
#define SBS_FMT_LEN	32

/*
 * @num / @den picoseconds as nanoseconds, rounded half up: two decimals
 * below 100 ns, one below 1000 ns, none above.
 */
static inline char *sbs_fmt_ps(char *buf, unsigned long long num,
			       unsigned int den)
{
	unsigned long long v;

	if (!den)
		den = 1;
	if (num < 100000ULL * den) {
		v = SBS_DIV_U64(num + 5ULL * den, 10ULL * den);
		snprintf(buf, SBS_FMT_LEN, "%llu.%02llu", v / 100, v % 100);
	} else if (num < 1000000ULL * den) {
		v = SBS_DIV_U64(num + 50ULL * den, 100ULL * den);
		snprintf(buf, SBS_FMT_LEN, "%llu.%llu", v / 10, v % 10);
	} else {
		v = SBS_DIV_U64(num + 500ULL * den, 1000ULL * den);
		snprintf(buf, SBS_FMT_LEN, "%llu", v);
	}
	return buf;
}

/*
 * hit%: the share of the cell's stock lookups that hit, the page stock's
 * and the obj stock's together, (hits + obj_hits) / (hits + misses +
 * obj_hits + obj_misses) (a workload=obj run looks up both), in tenths of
 * a percent rounded half up. false when the cell looked nothing up.
 */
static inline bool sbs_hit_tenths(unsigned long long hits,
				  unsigned long long obj_hits,
				  unsigned long long misses,
				  unsigned long long obj_misses,
				  unsigned int *tenths)
{
	unsigned long long h = hits + obj_hits, all = h + misses + obj_misses;

	if (!all)
		return false;
	*tenths = (unsigned int)SBS_DIV_U64(h * 1000 + all / 2, all);
	return true;
}

/* tenths (of a percent) as "95.0" */
static inline char *sbs_fmt_tenths(char *buf, unsigned int tenths)
{
	snprintf(buf, SBS_FMT_LEN, "%u.%u", tenths / 10, tenths % 10);
	return buf;
}

#endif /* _STOCKBENCH_SB_SUMMARY_H */
