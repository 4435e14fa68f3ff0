/* SPDX-License-Identifier: GPL-2.0 */
/*
 * util.h - allocation and error reporting, once for every subcommand.
 *
 * The one out-of-memory policy: the x*() allocators never return NULL.
 * When the allocation fails they print "stockbench: out of memory" to
 * stderr and exit(2), the exit status of a usage error, so that no
 * caller has to choose between NULL, NAN and a partial answer.  A size
 * of 0 allocates 1 byte, so a result is always a pointer to free().
 */
#ifndef SB_UTIL_H
#define SB_UTIL_H

#include <stddef.h>
#include <stdint.h>

/* The policy itself, for an allocation not made here (open_memstream) */
void oom(void) __attribute__((noreturn));

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t sz);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/*
 * Format a one-line reason into err[errlen] and return -1, for readers
 * that hand the reason to their caller instead of printing it.
 */
int fail(char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/*
 * Grow *p, an array of n items of sz bytes, so that item n fits: the
 * capacity doubles at each power of two, so n appends copy O(n) bytes
 * (not O(n^2), as growing by one item each time can).  The capacity is
 * implied by n, so it needs no field of its own; every caller must grow
 * the array only through here.
 */
void *xgrow(void *p, size_t n, size_t sz);

/* FNV-1a over the bytes of s and its terminator, continuing from h. */
#define SB_HASH_INIT 14695981039346656037ULL
uint64_t sb_hash_str(uint64_t h, const char *s);

/*
 * An open-addressing hash index from a 64-bit hash to the caller's item
 * numbers: the caller keeps the items and compares the candidates
 * itself.  Lookups and insertions cost O(1) expected time, so what is
 * built over n items costs O(n), not the O(n^2) of a linear search per
 * item.  All zero (memset) is an empty index.
 */
#define SB_NONE ((size_t)-1)
/*
 * 8 bytes a slot, at most half full: items are numbered below 2^32 - 1
 * (the 512 MiB file cap keeps every count far below), the hash is
 * folded to 32 bits.
 */
struct sb_index_slot {
	uint32_t hash;
	uint32_t item;		/* UINT32_MAX: empty */
};
struct sb_index {
	struct sb_index_slot *slot;
	size_t mask, n;
};
/*
 * The items added with hash h, in no particular order (so keep one item
 * per key): start with *pos = 0, call until SB_NONE.
 * sb_index_set(x, h, *pos, item) replaces the item just returned.
 */
size_t sb_index_next(const struct sb_index *x, uint64_t h, size_t *pos);
void sb_index_set(struct sb_index *x, uint64_t h, size_t pos, size_t item);
void sb_index_add(struct sb_index *x, uint64_t h, size_t item);
void sb_index_free(struct sb_index *x);

/*
 * A set of strings (pointers kept, not copied) in first-appearance order:
 * the distinct values of a column in O(n), not O(n^2).  All zero is empty.
 */
struct sb_strs {
	const char **s;
	size_t n;
	struct sb_index x;
};
/* 1 with s appended when it is new, 0 when the set has it already */
int sb_strs_add(struct sb_strs *set, const char *s);
int sb_strs_has(const struct sb_strs *set, const char *s);
void sb_strs_free(struct sb_strs *set);

#endif
