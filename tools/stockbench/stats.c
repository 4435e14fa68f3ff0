// SPDX-License-Identifier: GPL-2.0
/*
 * stats.c - small, dependency-free statistics (libm, util.c).  Each
 * routine says which textbook definition it implements, so results can
 * be checked against R, ministat or a hand calculation.
 */
#include "stats.h"
#include "../../module/sb_summary.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

void sb_sort(double *x, size_t n)
{
	if (n > 1)
		qsort(x, n, sizeof(*x), cmp_double);
}

double sb_mean(const double *x, size_t n)
{
	double s = 0;
	size_t i;

	if (!n)
		return NAN;
	for (i = 0; i < n; i++)
		s += x[i];
	return s / n;
}

/*
 * The deviations are scaled by the largest before they are squared: the
 * square of 1e-300 underflows to 0 (an sd of 0 for 1e-300, 2e-300,
 * 3e-300), that of 1e200 overflows.
 */
double sb_sd(const double *x, size_t n)
{
	double m = sb_mean(x, n), s = 0, big = 0;
	size_t i;

	if (n < 2 || isnan(m))
		return NAN;
	for (i = 0; i < n; i++)
		big = fmax(big, fabs(x[i] - m));
	if (!(big > 0) || !isfinite(big))
		return big > 0 ? big : 0;
	for (i = 0; i < n; i++)
		s += ((x[i] - m) / big) * ((x[i] - m) / big);
	return big * sqrt(s / (n - 1));
}

double sb_median_sorted(const double *s, size_t n)
{
	if (!n)
		return NAN;
	if (n % 2)
		return s[n / 2];
	return s[n / 2 - 1] / 2 + s[n / 2] / 2;	/* no overflow near DBL_MAX */
}

double sb_quantile_sorted(const double *s, size_t n, double p)
{
	double h;
	size_t i;

	if (!n || isnan(p))
		return NAN;
	h = (n - 1) * fmin(1, fmax(0, p));	/* a cast of NaN or > n is undefined */
	i = (size_t)floor(h);
	if (i + 1 >= n)
		return s[n - 1];
	return s[i] + (h - i) * (s[i + 1] - s[i]);
}

/*
 * The module's own rule (module/sb_summary.h), so that `cat results` and
 * `stockbench show` give the same interval: the confidence is taken in
 * per mille, the normal quantile (for n > SBS_EXACT_MAX) in thousandths.
 */
int sb_median_ci_ranks(size_t n, double conf, size_t *lo, size_t *hi)
{
	unsigned int l, h, pm = (unsigned int)lround(conf * 1000);
	unsigned int z = (unsigned int)lround(sb_z_upper((1 - conf) / 2) * 1000);

	if (n > UINT_MAX || !sbs_median_ci((unsigned int)n, pm, z, &l, &h))
		return -1;
	*lo = l;
	*hi = h;
	return 0;
}

int sb_median_ci(const double *s, size_t n, double conf,
		 double *lo, double *hi)
{
	size_t l, h;

	if (sb_median_ci_ranks(n, conf, &l, &h))
		return -1;
	*lo = s[l];
	*hi = s[h];
	return 0;
}

double sb_z_upper(double p)
{
	/*
	 * The last two answers: a command asks for one or two levels (the
	 * CI's and the equivalence test's), again for every comparison,
	 * and the bisection costs 200 erfc calls. NAN matches no p.
	 */
	static double memo_p[2] = { NAN, NAN }, memo_z[2];
	static unsigned int next;
	double lo = 0, hi = 40;
	int i;

	for (i = 0; i < 2; i++)
		if (p == memo_p[i])
			return memo_z[i];
	/* Bisection on erfc: slow but exact to double precision. */
	for (i = 0; i < 200; i++) {
		double mid = (lo + hi) / 2;

		if (0.5 * erfc(mid / M_SQRT2) > p)
			lo = mid;
		else
			hi = mid;
	}
	memo_p[next] = p;
	memo_z[next] = (lo + hi) / 2;
	next ^= 1;
	return (lo + hi) / 2;
}

/* Continued fraction for the regularised incomplete beta (Lentz). */
static double beta_cf(double a, double b, double x)
{
	const double tiny = 1e-300;
	double c = 1, d = 1 - (a + b) * x / (a + 1), h;
	int m;

	if (fabs(d) < tiny)
		d = tiny;
	d = 1 / d;
	h = d;
	for (m = 1; m <= 1000; m++) {
		double m2 = 2.0 * m, aa, del;

		aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
		d = 1 + aa * d;
		d = fabs(d) < tiny ? tiny : d;
		c = 1 + aa / c;
		c = fabs(c) < tiny ? tiny : c;
		d = 1 / d;
		h *= d * c;
		aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
		d = 1 + aa * d;
		d = fabs(d) < tiny ? tiny : d;
		c = 1 + aa / c;
		c = fabs(c) < tiny ? tiny : c;
		d = 1 / d;
		del = d * c;
		h *= del;
		if (fabs(del - 1) < 1e-15)
			break;
	}
	return h;
}

static double inc_beta(double a, double b, double x)
{
	double front;

	if (x <= 0)
		return 0;
	if (x >= 1)
		return 1;
	front = exp(lgamma(a + b) - lgamma(a) - lgamma(b) +
		    a * log(x) + b * log(1 - x));
	if (x < (a + 1) / (a + b + 2))
		return front * beta_cf(a, b, x) / a;
	return 1 - front * beta_cf(b, a, 1 - x) / b;
}

/*
 * Two-sided tail P(|T| > |t|) for Student's t with df degrees (real);
 * beyond SB_T_DF_NORMAL degrees (and for df = INFINITY) the normal tail.
 */
double sb_t_p2(double t, double df)
{
	if (isnan(t) || !(df > 0))
		return NAN;
	if (df > SB_T_DF_NORMAL)
		return erfc(fabs(t) / M_SQRT2);
	return inc_beta(df / 2.0, 0.5, df / (df + t * t));
}

double sb_t_crit_df(double conf, double df)
{
	/*
	 * A table's rows mostly share their df, and each asks for two
	 * levels (its CI and TOST's): bisect once per (conf, df) of the last
	 * few asked.
	 */
	static struct { double conf, df, q; } memo[4] = {
		{ NAN, NAN, 0 }, { NAN, NAN, 0 }, { NAN, NAN, 0 }, { NAN, NAN, 0 } };
	static unsigned int next;
	double lo = 0, hi = 1e6;
	int i;

	for (i = 0; i < 4; i++)
		if (memo[i].conf == conf && memo[i].df == df)
			return memo[i].q;
	for (i = 0; i < 200; i++) {
		double mid = (lo + hi) / 2;

		if (sb_t_p2(mid, df) > 1 - conf)
			lo = mid;
		else
			hi = mid;
	}
	memo[next % 4].conf = conf;
	memo[next % 4].df = df;
	memo[next % 4].q = (lo + hi) / 2;
	return memo[next++ % 4].q;
}

double sb_t_crit(double conf, int df)
{
	return sb_t_crit_df(conf, df);
}

/*
 * Null distribution of U for sample sizes m, n with no ties: counts of
 * each U value over all C(m+n, m) arrangements, by the recurrence
 * N(i, j, u) = N(i-1, j, u-j) + N(i, j-1, u) (additions only, so the
 * doubles stay accurate).  Returns an array of m*n+1 probabilities.
 */
static double *mw_null(size_t m, size_t n)
{
	size_t un = m * n + 1, i, j, u;
	double *prev = xcalloc((n + 1) * un, sizeof(double));
	double *cur = xcalloc((n + 1) * un, sizeof(double));
	double *res, total = 0;

	/* i = 0: one arrangement, U = 0, for every j. */
	for (j = 0; j <= n; j++)
		prev[j * un] = 1;
	for (i = 1; i <= m; i++) {
		memset(cur, 0, (n + 1) * un * sizeof(double));
		cur[0] = 1;	/* j = 0 */
		for (j = 1; j <= n; j++)
			for (u = 0; u < un; u++)
				cur[j * un + u] = (u >= j ? prev[j * un + u - j] : 0) +
						  cur[(j - 1) * un + u];
		memcpy(prev, cur, (n + 1) * un * sizeof(double));
	}
	res = xmalloc(un * sizeof(double));
	for (u = 0; u < un; u++)
		total += prev[n * un + u];
	for (u = 0; u < un; u++)
		res[u] = prev[n * un + u] / total;
	free(prev);
	free(cur);
	return res;
}

static int has_ties(const double *a, size_t na, const double *b, size_t nb)
{
	double *all = xmalloc((na + nb) * sizeof(double));
	size_t i;
	int t = 0;

	memcpy(all, a, na * sizeof(double));
	memcpy(all + na, b, nb * sizeof(double));
	sb_sort(all, na + nb);
	for (i = 1; i < na + nb; i++)
		if (all[i] == all[i - 1])
			t = 1;
	free(all);
	return t;
}

/* Variance of U under H0 with the tie correction. */
static double mw_var(const double *a, size_t na, const double *b, size_t nb)
{
	size_t n = na + nb, i, j;
	double *all = xmalloc(n * sizeof(double)), tsum = 0;

	memcpy(all, a, na * sizeof(double));
	memcpy(all + na, b, nb * sizeof(double));
	sb_sort(all, n);
	for (i = 0; i < n; i = j) {
		double t;

		for (j = i; j < n && all[j] == all[i]; j++)
			;
		t = j - i;
		tsum += t * t * t - t;
	}
	free(all);
	return na * (double)nb / 12.0 *
	       ((n + 1) - tsum / ((double)n * (n - 1)));
}

static int use_exact(size_t na, size_t nb, int ties)
{
	return !ties && na <= SB_MW_EXACT_MAX && nb <= SB_MW_EXACT_MAX;
}

/* Sorted copy of x. */
static double *sorted_copy(const double *x, size_t n)
{
	double *c = xmalloc(n * sizeof(double));

	memcpy(c, x, n * sizeof(double));
	sb_sort(c, n);
	return c;
}

/*
 * U of a = #(a > b) + #(a == b) / 2, by merging the sorted samples:
 * O((na + nb) log) instead of the O(na nb) pair loop.
 */
static double u_statistic(const double *sa, size_t na, const double *sb, size_t nb)
{
	size_t i = 0, lt = 0, le = 0;
	double u = 0;

	for (i = 0; i < na; i++) {
		while (lt < nb && sb[lt] < sa[i])
			lt++;
		if (le < lt)
			le = lt;
		while (le < nb && sb[le] <= sa[i])
			le++;
		u += lt + (le - lt) / 2.0;
	}
	return u;
}

void sb_mann_whitney(const double *a, size_t na, const double *b, size_t nb,
		     struct sb_mw *out)
{
	double u, mean = na * (double)nb / 2, *sa, *sb;

	memset(out, 0, sizeof(*out));
	out->p = 1;
	if (!na || !nb)
		return;
	sa = sorted_copy(a, na);
	sb = sorted_copy(b, nb);
	u = u_statistic(sa, na, sb, nb);
	free(sa);
	free(sb);
	out->u = u;
	out->ties = has_ties(a, na, b, nb);
	if (use_exact(na, nb, out->ties)) {
		double *pr = mw_null(na, nb), lo = 0, hi = 0;
		size_t k, ui = (size_t)u;

		for (k = 0; k <= ui; k++)
			lo += pr[k];
		for (k = ui; k <= na * nb; k++)
			hi += pr[k];
		free(pr);
		out->exact = 1;
		out->p = fmin(1, 2 * fmin(lo, hi));
		return;
	}
	{
		double var = mw_var(a, na, b, nb), z;

		if (!(var > 0))
			return;		/* every value equal: p = 1 */
		/* Continuity correction of 1/2 towards the mean. */
		z = fmax(0, fabs(u - mean) - 0.5) / sqrt(var);
		out->p = fmin(1, erfc(z / M_SQRT2));
	}
}

/* #(pairs with b[j] - a[i] <= d); a, b sorted.  O(na + nb). */
static size_t count_le(const double *a, size_t na, const double *b, size_t nb,
		       double d)
{
	size_t i = 0, j, cnt = 0;

	/* For each b[j], the a[i] with b[j] - a[i] <= d are a suffix. */
	for (j = 0; j < nb; j++) {
		while (i < na && b[j] - a[i] > d)
			i++;
		cnt += na - i;
	}
	return cnt;
}

/*
 * k-th smallest (1-based) of the na*nb differences b[j] - a[i], by
 * bisection over doubles on count_le: ends at the exact value, since
 * the answer is the smallest double whose count reaches k.  The
 * midpoint lo/2 + hi/2 cannot overflow, and the loop ends when it stops
 * moving, also when a difference overflowed to an infinity (the result
 * is then not finite: callers refuse such data, stats_cmd.c).  At most
 * about 2100 steps (the doubles between -DBL_MAX and DBL_MAX).
 */
static double kth_diff(const double *a, size_t na, const double *b, size_t nb,
		       size_t k)
{
	double lo = b[0] - a[na - 1], hi = b[nb - 1] - a[0];

	if (count_le(a, na, b, nb, lo) >= k)
		return lo;
	/* Invariant: count(lo) < k <= count(hi). */
	for (;;) {
		double mid = lo / 2 + hi / 2;

		if (!(mid > lo && mid < hi))	/* adjacent, or NaN */
			return hi;
		if (count_le(a, na, b, nb, mid) >= k)
			hi = mid;
		else
			lo = mid;
	}
}

int sb_hodges_lehmann(const double *a, size_t na, const double *b, size_t nb,
		      double conf, double *est, double *lo, double *hi)
{
	double alpha2 = (1 - conf) / 2, *sa, *sb;
	size_t mn = na * nb;
	long c;
	int ret = 0;

	*est = *lo = *hi = NAN;
	if (!mn)
		return -1;
	sa = sorted_copy(a, na);
	sb = sorted_copy(b, nb);
	*est = mn % 2 ? kth_diff(sa, na, sb, nb, mn / 2 + 1) :
	       kth_diff(sa, na, sb, nb, mn / 2) / 2 +
	       kth_diff(sa, na, sb, nb, mn / 2 + 1) / 2;	/* no overflow */
	if (use_exact(na, nb, has_ties(a, na, b, nb))) {
		double *pr = mw_null(na, nb), cum = 0;

		c = 0;
		/* Largest c with P(U <= c - 1) <= alpha/2. */
		while ((size_t)c < mn && cum + pr[c] <= alpha2)
			cum += pr[c++];
		free(pr);
	} else {
		double var = mw_var(a, na, b, nb);

		c = var > 0 ? (long)floor(mn / 2.0 - sb_z_upper(alpha2) * sqrt(var))
			    : 0;
	}
	if (c < 1 || (size_t)c > mn + 1 - c) {
		ret = -1;
	} else {
		*lo = kth_diff(sa, na, sb, nb, c);
		*hi = kth_diff(sa, na, sb, nb, mn + 1 - c);
	}
	free(sa);
	free(sb);
	return ret;
}

struct holm_key {
	double p;
	size_t i;
};

static int cmp_holm(const void *a, const void *b)
{
	const struct holm_key *x = a, *y = b;

	if (x->p != y->p)
		return (x->p > y->p) - (x->p < y->p);
	return (x->i > y->i) - (x->i < y->i);	/* stable: same input, same output */
}

size_t sb_holm(const double *p, size_t n, double *adj)
{
	struct holm_key *k = malloc((n ? n : 1) * sizeof(*k));
	double run = 0;
	size_t i, m = 0;

	if (!k)
		abort();
	for (i = 0; i < n; i++) {
		adj[i] = NAN;
		if (!isnan(p[i]))
			k[m++] = (struct holm_key){ p[i], i };
	}
	qsort(k, m, sizeof(*k), cmp_holm);
	for (i = 0; i < m; i++) {
		run = fmax(run, fmin(1, (m - i) * k[i].p));
		adj[k[i].i] = run;
	}
	free(k);
	return m;
}

int sb_student_t(const double *a, size_t na, const double *b, size_t nb,
		 double conf, struct sb_ttest *out)
{
	double sa, sb, s;
	int df = (int)(na + nb) - 2;

	memset(out, 0, sizeof(*out));
	if (na < 2 || nb < 2)
		return -1;
	sa = sb_sd(a, na);
	sb = sb_sd(b, nb);
	/* scaled as in sb_sd(): tiny sds must not square to 0 */
	s = fmax(sa, sb);
	if (s > 0)
		s *= sqrt(((na - 1) * (sa / s) * (sa / s) + (nb - 1) * (sb / s) * (sb / s)) / df);
	out->pooled_s = s;
	out->diff = sb_mean(b, nb) - sb_mean(a, na);
	out->halfwidth = sb_t_crit(conf, df) * s * sqrt(1.0 / na + 1.0 / nb);
	out->significant = fabs(out->diff) > out->halfwidth;
	return 0;
}

/* ---- across boots: t intervals, the moderated variance, sign flips ---- */

void sb_t_interval(double est, double se, double df, double conf,
		   struct sb_tint *o)
{
	double q = sb_t_crit_df(conf, df);

	o->est = est;
	o->se = se;
	o->df = df;
	o->lo = est - q * se;
	o->hi = est + q * se;
	o->p = se > 0 ? sb_t_p2(est / se, df) : (est == 0 ? 1 : 0);
}

int sb_t_onesample(const double *x, size_t n, double conf, struct sb_tint *o)
{
	memset(o, 0, sizeof(*o));
	if (n < 2)
		return -1;
	sb_t_interval(sb_mean(x, n), sb_sd(x, n) / sqrt(n), n - 1, conf, o);
	return 0;
}

int sb_welch(const double *a, size_t na, const double *b, size_t nb,
	     double conf, struct sb_tint *o)
{
	double va, vb, qa, qb, df;

	memset(o, 0, sizeof(*o));
	if (na < 2 || nb < 2)
		return -1;
	va = sb_sd(a, na);
	vb = sb_sd(b, nb);
	qa = va * va / na;
	qb = vb * vb / nb;
	/* Welch-Satterthwaite; two constant sides: no spread, df n - 2 */
	df = qa + qb > 0 ? (qa + qb) * (qa + qb) /
		(qa * qa / (na - 1) + qb * qb / (nb - 1)) : na + nb - 2.0;
	sb_t_interval(sb_mean(b, nb) - sb_mean(a, na), sqrt(qa + qb), df, conf, o);
	return 0;
}

/* psi(x), psi'(x), psi''(x) for x > 0: recurrence up to 8, then series. */
double sb_digamma(double x)
{
	double r = 0, f;

	for (; x < 8; x++)
		r -= 1 / x;
	f = 1 / (x * x);
	return r + log(x) - 0.5 / x -
	       f * (1.0 / 12 - f * (1.0 / 120 - f * (1.0 / 252 - f * (1.0 / 240 - f / 132))));
}

double sb_trigamma(double x)
{
	double r = 0, f;

	for (; x < 8; x++)
		r += 1 / (x * x);
	f = 1 / (x * x);
	return r + 1 / x + f / 2 +
	       f / x * (1.0 / 6 - f * (1.0 / 30 - f * (1.0 / 42 - f * (1.0 / 30 - f * 5 / 66))));
}

static double tetragamma(double x)
{
	double r = 0, f;

	for (; x < 8; x++)
		r -= 2 / (x * x * x);
	f = 1 / (x * x);
	return r - f - f / x -
	       f * f * (0.5 - f * (1.0 / 6 - f * (1.0 / 6 - f * 3 / 10)));
}

/* x with trigamma(x) = y (limma's trigammaInverse: Newton from 1/2 + 1/y) */
static double trigamma_inverse(double y)
{
	double x, d;
	int i;

	if (y > 1e7)
		return 1 / sqrt(y);
	if (y < 1e-6)
		return 1 / y;
	x = 0.5 + 1 / y;
	for (i = 0; i < 50; i++) {
		double tri = sb_trigamma(x);

		d = tri * (1 - tri / y) / tetragamma(x);
		x += d;
		if (-d / x < 1e-8)
			break;
	}
	return x;
}

static int fit_fdist(const double *s2, const double *d, size_t n, double *s0sq,
		     double *d0, double *em_out)
{
	double em = 0, ev = 0, tm = 0, *e;
	size_t i, m = 0;

	e = xcalloc(n + 1, sizeof(*e));
	for (i = 0; i < n; i++) {
		if (!(s2[i] > 0) || !(d[i] > 0))
			continue;
		e[m] = log(s2[i]) - sb_digamma(d[i] / 2) + log(d[i] / 2);
		tm += sb_trigamma(d[i] / 2);
		em += e[m++];
	}
	if (m < 3) {
		free(e);
		return -1;
	}
	em /= m;
	tm /= m;
	for (i = 0; i < m; i++)
		ev += (e[i] - em) * (e[i] - em);
	ev = ev / (m - 1) - tm;
	free(e);
	if (ev > 0) {
		*d0 = 2 * trigamma_inverse(ev);
		*s0sq = exp(em + sb_digamma(*d0 / 2) - log(*d0 / 2));
	} else {
		*d0 = INFINITY;
		*s0sq = exp(em);
	}
	*em_out = em;
	return 0;
}

int sb_fit_fdist(const double *s2, const double *d, size_t n, double *s0sq,
		 double *d0)
{
	double em;

	return fit_fdist(s2, d, n, s0sq, d0, &em);
}

int sb_fit_fdist_bounded(const double *s2, const double *d, size_t n, double d0max,
			 double *s0sq, double *d0, double *d0fit)
{
	double em;

	if (fit_fdist(s2, d, n, s0sq, d0, &em))
		return -1;
	*d0fit = *d0;
	if (!(*d0 > d0max))
		return 0;
	*d0 = d0max;
	/* limma's scale for that d0: the same moment of log s2 */
	*s0sq = d0max > 0 ? exp(em + sb_digamma(d0max / 2) - log(d0max / 2)) : 0;
	return 0;
}

double sb_moderated_var(double s2, double d, double s0sq, double d0)
{
	if (isinf(d0))
		return s0sq;
	return (d0 * s0sq + d * s2) / (d0 + d);
}

double sb_signflip_p(const double *x, size_t n)
{
	unsigned long mask, hit = 0, all;
	double obs = 0, tol;
	size_t i;

	if (!n || n > SB_SIGNFLIP_MAX)
		return NAN;
	for (i = 0; i < n; i++)
		obs += x[i];
	obs = fabs(obs);
	tol = 1e-9 * (obs + 1e-300);
	all = 1UL << n;
	for (mask = 0; mask < all; mask++) {
		double s = 0;

		for (i = 0; i < n; i++)
			s += mask >> i & 1 ? -x[i] : x[i];
		hit += fabs(s) >= obs - tol;
	}
	return (double)hit / all;
}

int sb_equivalent(double lo, double hi, double margin)
{
	return lo > log(1 - margin) && hi < log(1 + margin);
}

size_t sb_boots_needed(double effect, double sd, double conf, double power)
{
	size_t n;

	if (!(fabs(effect) > 0) || !(sd > 0))
		return 0;
	for (n = 2; n <= SB_BOOTS_NEEDED_MAX; n++) {
		double df = 2.0 * n - 2, se = sd * sqrt(2.0 / n);

		if (fabs(effect) / se >= sb_t_crit_df(conf, df) +
		    sb_t_crit_df(2 * power - 1, df))
			return n;
	}
	return SB_BOOTS_NEEDED_MAX + 1;
}

size_t sb_pairs_needed(double effect, double sd, double conf, double power)
{
	size_t n;

	if (!(fabs(effect) > 0) || !(sd > 0))
		return 0;
	for (n = 2; n <= SB_BOOTS_NEEDED_MAX; n++) {
		double df = n - 1.0, se = sd / sqrt(n);

		if (fabs(effect) / se >= sb_t_crit_df(conf, df) +
		    sb_t_crit_df(2 * power - 1, df))
			return n;
	}
	return SB_BOOTS_NEEDED_MAX + 1;
}
