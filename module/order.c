// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the run's order. Everything that is randomised (which
 * context and repeat runs next, the subjects' order in each block) comes
 * from one seeded generator, so that a run's order is a function of its
 * seed and is recorded with its rows (results.csv: run_seq, block_pos).
 *
 * The generator is splitmix64 (Steele, Lea, Flood 2014): a 64-bit counter
 * stepped by the golden-ratio constant and mixed by a fixed finaliser.
 * The shuffle is Fisher-Yates, with a multiply-shift bounded draw.
 */
#include <linux/kernel.h>
#include "bench.h"

static u64 sb_mix64(u64 z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

u64 sb_rand_next(u64 *state)
{
	*state += 0x9e3779b97f4a7c15ULL;
	return sb_mix64(*state);
}

/* a generator state for one purpose of one run: (seed, a, b, c) */
u64 sb_rand_seed(u64 seed, u64 a, u64 b, u64 c)
{
	u64 s = sb_mix64(seed ^ 0x5b0c6be7a1d2e3f4ULL);

	s = sb_mix64(s ^ a);
	s = sb_mix64(s + b);
	return sb_mix64(s ^ (c << 1));
}

/* uniform in [0, bound): the high 32 bits scaled, bias below 2^-32 * bound */
static u32 sb_rand_below(u64 *state, u32 bound)
{
	return (u32)(((sb_rand_next(state) >> 32) * (u64)bound) >> 32);
}

void sb_shuffle(u32 *v, unsigned int n, u64 *state)
{
	unsigned int i;

	for (i = n; i > 1; i--) {
		u32 j = sb_rand_below(state, i);

		swap(v[i - 1], v[j]);
	}
}
