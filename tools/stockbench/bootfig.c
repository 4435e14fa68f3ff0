// SPDX-License-Identifier: GPL-2.0
/*
 * bootfig.c - a boot's figure of a cell from its CPU-runs (bootfig.h).
 */
#include "bootfig.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cpu.h"
#include "stats.h"

#define LM(bf, f, c, k)	((bf)->lm[((f) * (bf)->nc + (c)) * (bf)->nk + (k)])
#define FK(f, k)	((f) * bf->nk + (k))
#define FCK(f, c, k)	(((f) * bf->nc + (c)) * bf->nk + (k))

static const struct sb_input *file_in(const struct sb_side *a, const struct sb_side *b,
				      size_t f)
{
	return f < a->n ? &a->in[f] : &b->in[f - a->n];
}

static void add_cpu(struct sb_bootfig *bf, long cpu)
{
	size_t k, j;

	for (k = 0; k < bf->nk && bf->cpu[k] < cpu; k++)
		;
	if (k < bf->nk && bf->cpu[k] == cpu)
		return;
	bf->cpu = xrealloc(bf->cpu, (bf->nk + 1) * sizeof(*bf->cpu));
	for (j = bf->nk++; j > k; j--)
		bf->cpu[j] = bf->cpu[j - 1];
	bf->cpu[k] = cpu;
}

/* The ok rows of a cell in one file: their CPUs, ns/op and ref_ns. */
struct cell_rows {
	size_t n;
	long *cpu;
	double *ns, *ref;
};

static int read_rows(const struct sb_input *in, const struct sb_bf_cell *cl,
		     struct cell_rows *cr, char *err, size_t errlen)
{
	const struct sb_results *r = &in->r;
	const struct sb_group *g = sb_group_find(&in->gs, cl->w, cl->v, cl->c);
	int c_cpu = sb_col(r, "cpu"), c_ns = sb_col(r, "ns_per_op");
	int c_ref = sb_col(r, "ref_ns");
	size_t *rows, i;

	memset(cr, 0, sizeof(*cr));
	if (!g || !g->n)
		return 0;
	cr->n = sb_cell_rows(r, g, &rows);
	cr->cpu = xcalloc(cr->n + 1, sizeof(*cr->cpu));
	cr->ns = xcalloc(cr->n + 1, sizeof(*cr->ns));
	cr->ref = xcalloc(cr->n + 1, sizeof(*cr->ref));
	for (i = 0; i < cr->n; i++) {
		double cpu;

		if (sb_parse_double(sb_field(r, rows[i], c_cpu), &cpu) ||
		    cpu < 0 || cpu != floor(cpu) || cpu > 1e9 ||
		    sb_parse_double(sb_field(r, rows[i], c_ns), &cr->ns[i])) {
			snprintf(err, errlen, "%s:%zu: cpu '%s' or ns_per_op '%s' is not a number",
				 r->path, r->lineno[rows[i]], sb_field(r, rows[i], c_cpu),
				 sb_field(r, rows[i], c_ns));
			free(rows);
			return -1;
		}
		cr->cpu[i] = (long)cpu;
		if (c_ref < 0 || sb_parse_double(sb_field(r, rows[i], c_ref), &cr->ref[i]) ||
		    !(cr->ref[i] > 0))
			cr->ref[i] = NAN;
	}
	free(rows);
	return 0;
}

static void free_rows(struct cell_rows *cr)
{
	free(cr->cpu);
	free(cr->ns);
	free(cr->ref);
}

/* The median of v[0..n) (sorted in place); NAN when n is 0. */
static double median(double *v, size_t n)
{
	if (!n)
		return NAN;
	sb_sort(v, n);
	return sb_median_sorted(v, n);
}

/* Every cell's per-CPU log medians, and each CPU-run's median ref_ns. */
static int fill(struct sb_bootfig *bf, const struct sb_side *a, const struct sb_side *b,
		const struct sb_bf_cell *cells, char *err, size_t errlen)
{
	struct cell_rows *cr = xcalloc(bf->nf * bf->nc + 1, sizeof(*cr));
	size_t f, c, k, i, n, *nref = NULL;
	double *v = NULL, **refs;
	int ret = -1;

	for (f = 0; f < bf->nf; f++)
		for (c = 0; c < bf->nc; c++) {
			if (read_rows(file_in(a, b, f), &cells[c], &cr[f * bf->nc + c], err, errlen))
				goto out;
			for (i = 0; i < cr[f * bf->nc + c].n; i++)
				add_cpu(bf, cr[f * bf->nc + c].cpu[i]);
		}
	nref = xcalloc(bf->nf * bf->nk + 1, sizeof(*nref));
	refs = xcalloc(bf->nf * bf->nk + 1, sizeof(*refs));
	bf->lm = xcalloc(bf->nf * bf->nc * bf->nk + 1, sizeof(*bf->lm));
	bf->has = xcalloc(bf->nf * bf->nc * bf->nk + 1, 1);
	for (f = 0; f < bf->nf; f++)
		for (c = 0; c < bf->nc; c++) {
			struct cell_rows *x = &cr[f * bf->nc + c];

			v = xrealloc(v, (x->n + 1) * sizeof(*v));
			for (k = 0; k < bf->nk; k++) {
				double m;

				for (i = n = 0; i < x->n; i++) {
					if (x->cpu[i] != bf->cpu[k])
						continue;
					v[n++] = x->ns[i];
					if (isnan(x->ref[i]))
						continue;
					refs[FK(f, k)] = xrealloc(refs[FK(f, k)],
								  (nref[FK(f, k)] + 1) * sizeof(double));
					refs[FK(f, k)][nref[FK(f, k)]++] = x->ref[i];
				}
				m = median(v, n);
				LM(bf, f, c, k) = m > 0 ? log(m) : NAN;
				bf->has[(f * bf->nc + c) * bf->nk + k] = n > 0;
			}
		}
	bf->ref = xcalloc(bf->nf * bf->nk + 1, sizeof(*bf->ref));
	for (i = 0; i < bf->nf * bf->nk; i++) {
		bf->ref[i] = median(refs[i], nref[i]);
		free(refs[i]);
	}
	free(refs);
	ret = 0;
out:
	for (i = 0; i < bf->nf * bf->nc; i++)
		free_rows(&cr[i]);
	free(cr);
	free(nref);
	free(v);
	return ret;
}

/* 1 when file f has a log median in cell c on every CPU of the cell. */
static int file_complete(const struct sb_bootfig *bf, size_t f, size_t c,
			 const unsigned char *in_cell)
{
	size_t k;

	for (k = 0; k < bf->nk; k++)
		if (in_cell[k] && isnan(LM(bf, f, c, k)))
			return 0;
	return 1;
}

/* 1 when a CPU-run of file f was left out of cell c. */
static int cell_slow(const struct sb_bootfig *bf, size_t f, size_t c)
{
	size_t k;

	for (k = 0; k < bf->nk; k++)
		if (bf->slow[FCK(f, c, k)])
			return 1;
	return 0;
}

/*
 * The CPU offsets of cell c: for each CPU, the median over files f0 <= f <
 * f1 (complete in the cell, nothing left out of it) of its log median less
 * the file's mean over the cell's CPUs; centred over them (0 where no file
 * gives them).  Returns how many files gave them.
 */
static size_t offsets(struct sb_bootfig *bf, size_t f0, size_t f1, size_t c, double *off)
{
	unsigned char *in_cell = xcalloc(bf->nk + 1, 1);
	double *d = xcalloc(bf->nf + 1, sizeof(*d)), sum = 0;
	size_t f, k, n = 0, kin = 0, used = 0;

	for (k = 0; k < bf->nk; k++)
		for (f = 0; f < bf->nf && !in_cell[k]; f++)
			in_cell[k] = !isnan(LM(bf, f, c, k));
	for (k = 0; k < bf->nk; k++) {
		off[k] = NAN;
		if (!in_cell[k])
			continue;
		kin++;
		for (f = f0, n = 0; f < f1; f++) {
			double mean = 0;
			size_t j, m = 0;

			if (!file_complete(bf, f, c, in_cell) || cell_slow(bf, f, c))
				continue;
			for (j = 0; j < bf->nk; j++)
				if (in_cell[j]) {
					mean += LM(bf, f, c, j);
					m++;
				}
			d[n++] = LM(bf, f, c, k) - mean / m;
		}
		off[k] = n ? median(d, n) : 0;
		used = n;
	}
	/* medians of centred values need not sum to 0: centre them */
	for (k = 0; k < bf->nk; k++)
		if (in_cell[k])
			sum += off[k];
	for (k = 0; k < bf->nk; k++)
		if (in_cell[k])
			off[k] -= sum / kin;
	free(in_cell);
	free(d);
	return kin ? used : 0;
}

/*
 * Every cell's offsets, each side's own (files of A, files of B) when both
 * sides have 3 or more files that give them, else both sides' files pooled.
 */
static void all_offsets(struct sb_bootfig *bf)
{
	size_t c, nc = bf->nc * bf->nk;

	bf->pooled = bf->na < 3 || bf->nf - bf->na < 3;
	for (c = 0; c < bf->nc && !bf->pooled; c++)
		if (offsets(bf, 0, bf->na, c, &bf->off[0][c * bf->nk]) < 3 ||
		    offsets(bf, bf->na, bf->nf, c, &bf->off[1][c * bf->nk]) < 3)
			bf->pooled = 1;
	if (!bf->pooled)
		return;
	for (c = 0; c < bf->nc; c++)
		offsets(bf, 0, bf->nf, c, &bf->off[0][c * bf->nk]);
	memcpy(bf->off[1], bf->off[0], nc * sizeof(double));
}

/* The offset of CPU k in cell c, for file f's side. */
static double offset_for(const struct sb_bootfig *bf, size_t f, size_t c, size_t k)
{
	return bf->off[f >= bf->na][c * bf->nk + k];
}

/*
 * Each CPU-run's excess in each cell: its log median less the fastest CPU's
 * of its file there; NAN where the file has no other CPU in it.  Raw, not
 * offset-corrected: the steady offsets are a percent or two, below the
 * threshold, while offsets taken from files that are slow more often than
 * not (one published 6.1 kernel had a slow cpu0 in 2 of 3 boots) would
 * blame the good CPU.
 */
static void excesses(struct sb_bootfig *bf)
{
	size_t f, c, k, j;

	for (f = 0; f < bf->nf; f++)
		for (c = 0; c < bf->nc; c++)
			for (k = 0; k < bf->nk; k++) {
				double mine = LM(bf, f, c, k), best = INFINITY;
				size_t others = 0;

				bf->excess[FCK(f, c, k)] = NAN;
				if (isnan(mine))
					continue;
				for (j = 0; j < bf->nk; j++) {
					if (isnan(LM(bf, f, c, j)))
						continue;
					best = fmin(best, LM(bf, f, c, j));
					others += j != k;
				}
				if (others)
					bf->excess[FCK(f, c, k)] = mine - best;
			}
}

/*
 * Each CPU's reference loop in each file against its median over the
 * side's files (3 or more with one), as a fraction above it; NAN where it
 * cannot be had.  The reference loop runs beside every sample: a CPU whose
 * loop ran slow ran slow as a whole, whatever its boot's other CPUs did
 * (under load both vCPUs of a boot ran 2.7x slow, their loops with them).
 */
static void ref_excesses(struct sb_bootfig *bf)
{
	double *v = xcalloc(bf->nf + 1, sizeof(*v));
	size_t f, g, k, n;

	for (f = 0; f < bf->nf; f++) {
		size_t g0 = f < bf->na ? 0 : bf->na, g1 = f < bf->na ? bf->na : bf->nf;

		for (k = 0; k < bf->nk; k++) {
			double m;

			for (g = g0, n = 0; g < g1; g++)
				if (!isnan(bf->ref[FK(g, k)]))
					v[n++] = bf->ref[FK(g, k)];
			m = n >= 3 ? median(v, n) : NAN;
			bf->ref_excess[FK(f, k)] = m > 0 ? bf->ref[FK(f, k)] / m - 1 : NAN;
		}
	}
	free(v);
}

int sb_bootfig_init(struct sb_bootfig *bf, const struct sb_side *a,
		    const struct sb_side *b, const struct sb_bf_cell *cells,
		    size_t nc, double thresh, char *err, size_t errlen)
{
	size_t i;

	memset(bf, 0, sizeof(*bf));
	bf->na = a->n;
	bf->nf = a->n + b->n;
	bf->nc = nc;
	bf->thresh = thresh;
	bf->cells = xcalloc(nc + 1, sizeof(*cells));
	memcpy(bf->cells, cells, nc * sizeof(*cells));
	if (fill(bf, a, b, cells, err, errlen)) {
		sb_bootfig_free(bf);
		return -1;
	}
	bf->off[0] = xcalloc(bf->nc * bf->nk + 1, sizeof(double));
	bf->off[1] = xcalloc(bf->nc * bf->nk + 1, sizeof(double));
	bf->excess = xcalloc(bf->nf * bf->nc * bf->nk + 1, sizeof(*bf->excess));
	bf->slow = xcalloc(bf->nf * bf->nc * bf->nk + 1, 1);
	bf->ref_excess = xcalloc(bf->nf * bf->nk + 1, sizeof(*bf->ref_excess));
	excesses(bf);
	ref_excesses(bf);
	for (i = 0; i < bf->nf * bf->nc * bf->nk; i++) {
		size_t f = i / (bf->nc * bf->nk), k = i % bf->nk;

		bf->slow[i] = thresh > 0 && bf->has[i] &&
			      (bf->excess[i] > log1p(thresh) ||
			       bf->ref_excess[FK(f, k)] > thresh);
		bf->nslow += bf->slow[i];
	}
	/* the offsets, for the values, from the files with nothing left out */
	all_offsets(bf);
	return 0;
}

double sb_bootfig_value(const struct sb_bootfig *bf, size_t f, size_t c, size_t *left)
{
	double sum = 0;
	size_t k, n = 0;

	*left = 0;
	for (k = 0; k < bf->nk; k++) {
		double x = LM(bf, f, c, k);

		if (isnan(x))
			continue;
		if (bf->slow[FCK(f, c, k)]) {
			(*left)++;
			continue;
		}
		sum += x - offset_for(bf, f, c, k);
		n++;
	}
	return n ? sum / n : NAN;
}

/* The median ref_ns of CPU k in the files other than f; NAN: none. */
static double ref_elsewhere(const struct sb_bootfig *bf, size_t f, size_t k)
{
	double *v = xcalloc(bf->nf + 1, sizeof(*v)), m;
	size_t g, n = 0;

	for (g = 0; g < bf->nf; g++)
		if (g != f && !isnan(bf->ref[FK(g, k)]))
			v[n++] = bf->ref[FK(g, k)];
	m = median(v, n);
	free(v);
	return m;
}

/*
 * One line per file and CPU with a cell left out: the cells and their
 * excess, or, when its reference loop ran slow, that and the cell count.
 */
static void print_run(FILE *fp, const struct sb_bootfig *bf, size_t f, size_t k)
{
	const struct sb_bf_cell *cells = bf->cells;
	double r = bf->ref[FK(f, k)], o = ref_elsewhere(bf, f, k);
	double rx = bf->ref_excess[FK(f, k)];
	size_t c, n = 0, cols;
	int inb = f >= bf->na;

	for (c = 0; c < bf->nc; c++)
		n += bf->slow[FCK(f, c, k)];
	if (!n)
		return;
	cols = fprintf(fp, "SLOW CPU: %s%zu cpu%ld, %zu cell%s:", inb ? "B" : "A",
		       inb ? f - bf->na + 1 : f + 1, bf->cpu[k], n, n > 1 ? "s" : "");
	if (rx > bf->thresh) {
		fprintf(fp, " its reference loop ran %.0f%% above its\n"
			"  median over %s's boots: the CPU ran slow as a whole\n",
			100 * rx, inb ? "B" : "A");
		return;
	}
	for (c = 0; c < bf->nc; c++) {
		char item[160];
		int len;

		if (!bf->slow[FCK(f, c, k)])
			continue;
		len = snprintf(item, sizeof(item), " %s %s %s +%.1f%%", cells[c].w, cells[c].v,
			       cells[c].c, 100 * expm1(bf->excess[FCK(f, c, k)]));
		if (cols + len > 78) {
			fputs("\n ", fp);
			cols = 1;
		}
		fputs(item, fp);
		cols += len;
	}
	fprintf(fp, "\n  (its reference loop %s", isnan(r) || isnan(o) || !(o > 0) ? "-" : "");
	if (!isnan(r) && !isnan(o) && o > 0)
		fprintf(fp, "%+.1f%%", 100 * (r / o - 1));
	fprintf(fp, " against cpu%ld in the other files)\n", bf->cpu[k]);
}

/* A file whose every CPU's reference loop ran slow: a boot slow as a whole. */
static void print_slow_boot(FILE *fp, const struct sb_bootfig *bf, size_t f)
{
	double lo = INFINITY, hi = -INFINITY;
	size_t k;
	int inb = f >= bf->na;

	for (k = 0; k < bf->nk; k++) {
		double rx = bf->ref_excess[FK(f, k)];

		if (!(rx > bf->thresh))
			return;
		lo = fmin(lo, rx);
		hi = fmax(hi, rx);
	}
	if (!bf->nk)
		return;
	fprintf(fp, "SLOW BOOT: %s%zu: every CPU's reference loop ran ",
		inb ? "B" : "A", inb ? f - bf->na + 1 : f + 1);
	/* one figure when the CPUs agree to the percent, not "42-42%" */
	if (lround(100 * lo) == lround(100 * hi))
		fprintf(fp, "%.0f%%", 100 * hi);
	else
		fprintf(fp, "%.0f-%.0f%%", 100 * lo, 100 * hi);
	fprintf(fp, " above its median\n"
		"  over %s's boots: the boot ran slow as a whole and is left out of every cell\n",
		inb ? "B" : "A");
}

void sb_bootfig_print(FILE *fp, const struct sb_bootfig *bf)
{
	size_t f, k;

	if (!bf->nslow)
		return;
	for (f = 0; f < bf->nf && bf->thresh > 0; f++)
		print_slow_boot(fp, bf, f);
	fprintf(fp, "CPU-runs left out: %zu (a boot's rows of one CPU in one cell, more than %g%%\n"
		"  slower than its boot's fastest CPU there, or on a CPU whose reference loop\n"
		"  ran that much above its median over the side's boots; --slow-cpu)\n",
		bf->nslow, 100 * bf->thresh);
	for (f = 0; f < bf->nf; f++)
		for (k = 0; k < bf->nk; k++)
			print_run(fp, bf, f, k);
}

void sb_bootfig_free(struct sb_bootfig *bf)
{
	free(bf->cells);
	free(bf->cpu);
	free(bf->lm);
	free(bf->has);
	free(bf->off[0]);
	free(bf->off[1]);
	free(bf->excess);
	free(bf->ref_excess);
	free(bf->ref);
	free(bf->slow);
	memset(bf, 0, sizeof(*bf));
}
