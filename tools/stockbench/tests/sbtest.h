/* SPDX-License-Identifier: GPL-2.0 */
/*
 * sbtest.h - the one test header of the CLI's C unit tests (tests/test_*.c),
 * after the pattern of the kernel's kselftest_harness.h, so that every test
 * program counts, reports a failure and ends the same way: the closing
 * line "N passed, N failed" that tests/testlib.sh's unit() adds up.
 *
 *   TEST(name) { ... }         a test, run by sb_run_tests() in the order
 *                              written (registered by a constructor)
 *   check(ok, what, got, want) one check: a failure prints
 *                              "FAIL: what: got G, want W"
 *   expect(ok, what)           a condition with no values to show: a
 *                              failure prints "FAIL: what"
 *   near(what, got, want, tol) |got - want| <= tol
 *   near_rel(what, got, want)  equal to 1e-9 of max(1, |want|)
 *   is(what, got, want)        integers, equal
 *   str_is(what, got, want)    strings, equal
 *   sb_run_tests()             every TEST, then sb_test_end()
 *   sb_test_end()              the closing line; the exit status (1 on a
 *                              failure), for main() to return
 * A test that needs arguments (a file loaded in main) is a plain function
 * main() calls before it returns sb_test_end().
 */
#ifndef SBTEST_H
#define SBTEST_H

#include <math.h>
#include <stdio.h>
#include <string.h>

struct sb_test {
	const char *name;
	void (*fn)(void);
	struct sb_test *next;
};

static int sb_passed, sb_failed;
static struct sb_test *sb_tests;
static struct sb_test **sb_tests_tail = &sb_tests;

static inline void sb_register(struct sb_test *t)
{
	*sb_tests_tail = t;
	sb_tests_tail = &t->next;
}

#define TEST(name)							\
	static void name(void);						\
	static struct sb_test sb_test_##name = { #name, name, NULL };	\
	static void __attribute__((constructor)) sb_register_##name(void) \
	{								\
		sb_register(&sb_test_##name);				\
	}								\
	static void name(void)

static inline void check(int ok, const char *what, double got, double want)
{
	if (ok) {
		sb_passed++;
		return;
	}
	sb_failed++;
	printf("FAIL: %s: got %.10g, want %.10g\n", what, got, want);
}

static inline void expect(int ok, const char *what)
{
	if (ok) {
		sb_passed++;
		return;
	}
	sb_failed++;
	printf("FAIL: %s\n", what);
}

static inline void near(const char *what, double got, double want, double tol)
{
	check(fabs(got - want) <= tol, what, got, want);
}

static inline void near_rel(const char *what, double got, double want)
{
	near(what, got, want, 1e-9 * fmax(1, fabs(want)));
}

static inline void is(const char *what, long got, long want)
{
	check(got == want, what, got, want);
}

static inline void str_is(const char *what, const char *got, const char *want)
{
	if (!strcmp(got, want)) {
		sb_passed++;
		return;
	}
	sb_failed++;
	printf("FAIL: %s: got '%s', want '%s'\n", what, got, want);
}

static inline int sb_test_end(void)
{
	printf("%d passed, %d failed\n", sb_passed, sb_failed);
	return sb_failed != 0;
}

static inline int sb_run_tests(void)
{
	struct sb_test *t;

	for (t = sb_tests; t; t = t->next)
		t->fn();
	return sb_test_end();
}

#endif /* SBTEST_H */
