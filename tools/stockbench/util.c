// SPDX-License-Identifier: GPL-2.0
/*
 * util.c - the allocators with the one out-of-memory policy (util.h) and
 * the error-message helper.
 */
#include "util.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void oom(void)
{
	fputs("stockbench: out of memory\n", stderr);
	exit(2);
}

static void *check(void *p)
{
	if (!p)
		oom();
	return p;
}

void *xmalloc(size_t n)
{
	return check(malloc(n ? n : 1));
}

void *xcalloc(size_t n, size_t sz)
{
	return check(calloc(n ? n : 1, sz ? sz : 1));
}

void *xrealloc(void *p, size_t n)
{
	return check(realloc(p, n ? n : 1));
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

int fail(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
	return -1;
}

void *xgrow(void *p, size_t n, size_t sz)
{
	if (n & (n - 1))
		return p;	/* not a power of two (nor 0): room left */
	if (n > (SIZE_MAX / 2) / sz)
		oom();
	return xrealloc(p, (n ? 2 * n : 1) * sz);
}

uint64_t sb_hash_str(uint64_t h, const char *s)
{
	do {
		h ^= (unsigned char)*s;
		h *= 1099511628211ULL;
	} while (*s++);
	return h;
}

static uint32_t fold(uint64_t h)
{
	return (uint32_t)(h ^ (h >> 32));
}

/* Fibonacci hashing: the high bits of h * 2^64/phi pick the first slot. */
static size_t first_slot(const struct sb_index *x, uint32_t h)
{
	return (size_t)((h * 11400714819323198485ULL) >> 32) & x->mask;
}

size_t sb_index_next(const struct sb_index *x, uint64_t h64, size_t *pos)
{
	uint32_t h = fold(h64);

	if (!x->slot)
		return SB_NONE;
	/* At most half full, so an empty slot ends every probe. */
	for (;;) {
		const struct sb_index_slot *s = &x->slot[(first_slot(x, h) + *pos) & x->mask];

		if (s->item == UINT32_MAX)
			return SB_NONE;
		++*pos;
		if (s->hash == h)
			return s->item;
	}
}

void sb_index_set(struct sb_index *x, uint64_t h64, size_t pos, size_t item)
{
	if (item >= UINT32_MAX)
		oom();
	x->slot[(first_slot(x, fold(h64)) + pos - 1) & x->mask].item = (uint32_t)item;
}

static void put(struct sb_index *x, uint32_t h, uint32_t item)
{
	size_t i = first_slot(x, h);

	while (x->slot[i].item != UINT32_MAX)
		i = (i + 1) & x->mask;
	x->slot[i].hash = h;
	x->slot[i].item = item;
}

void sb_index_add(struct sb_index *x, uint64_t h64, size_t item)
{
	if (item >= UINT32_MAX)
		oom();	/* cannot happen under the file cap: no silent wrap */
	if (!x->slot || 2 * (x->n + 1) > x->mask + 1) {
		struct sb_index old = *x;
		size_t cap = old.slot ? 2 * (old.mask + 1) : 16, i;

		if (cap > SIZE_MAX / 2 / sizeof(*x->slot))
			oom();
		x->slot = xmalloc(cap * sizeof(*x->slot));
		x->mask = cap - 1;
		for (i = 0; i < cap; i++)
			x->slot[i].item = UINT32_MAX;
		for (i = 0; old.slot && i <= old.mask; i++)
			if (old.slot[i].item != UINT32_MAX)
				put(x, old.slot[i].hash, old.slot[i].item);
		free(old.slot);
	}
	put(x, fold(h64), (uint32_t)item);
	x->n++;
}

void sb_index_free(struct sb_index *x)
{
	free(x->slot);
	memset(x, 0, sizeof(*x));
}

int sb_strs_has(const struct sb_strs *set, const char *s)
{
	uint64_t h = sb_hash_str(SB_HASH_INIT, s);
	size_t pos = 0, i;

	while ((i = sb_index_next(&set->x, h, &pos)) != SB_NONE)
		if (!strcmp(set->s[i], s))
			return 1;
	return 0;
}

int sb_strs_add(struct sb_strs *set, const char *s)
{
	if (sb_strs_has(set, s))
		return 0;
	sb_index_add(&set->x, sb_hash_str(SB_HASH_INIT, s), set->n);
	set->s = xgrow(set->s, set->n, sizeof(*set->s));
	set->s[set->n++] = s;
	return 1;
}

void sb_strs_free(struct sb_strs *set)
{
	free(set->s);
	sb_index_free(&set->x);
	memset(set, 0, sizeof(*set));
}
