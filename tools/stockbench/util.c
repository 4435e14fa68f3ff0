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
