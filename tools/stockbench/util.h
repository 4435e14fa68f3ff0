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

#endif
