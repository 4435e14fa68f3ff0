/* SPDX-License-Identifier: GPL-2.0 */
/*
 * sbtest.h - the one test header of the CLI's C unit tests (tests/test_*.c),
 * after the pattern of the kernel's kselftest_harness.h, so that every test
 * program counts, reports and ends the same way.  Its output is TAP, like
 * the guest tests' KTAP: "TAP version 13", a result line a check,
 * "ok N - test: what" or "not ok N - test: what" (test: the TEST's name;
 * a "#" in what is written "\#"), "# ..." diagnostics, then the plan
 * "1..N" last (TAP 13 allows it there: the checks are counted as they run)
 * and the closing line "N passed, N failed" that tests/testlib.sh's unit()
 * adds up, after it checks that the TAP says the same.
 *
 *   TEST(name) { ... }         a test, run by sb_run_tests() in the order
 *                              written (registered by a constructor)
 *   check(ok, what, got, want) one check; a failure adds the diagnostic
 *                              "# got G, want W"
 *   expect(ok, what)           a condition with no values to show
 *   near(what, got, want, tol) |got - want| <= tol
 *   near_rel(what, got, want)  equal to 1e-9 of max(1, |want|)
 *   is(what, got, want)        integers, equal
 *   str_is(what, got, want)    strings, equal
 *   sb_run_tests()             every TEST, then sb_test_end()
 *   sb_test_end()              the plan and the closing line; the exit
 *                              status (1 on a failure), for main() to return
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

static int sb_passed, sb_failed, sb_tap_started;
static const char *sb_test_name;
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

static inline void sb_tap_start(void)
{
	if (!sb_tap_started++)
		printf("TAP version 13\n");
}

/* One result line; returns ok. */
static inline int sb_result(int ok, const char *what)
{
	const char *c;

	sb_tap_start();
	printf("%sok %d - ", ok ? "" : "not ", sb_passed + sb_failed + 1);
	if (sb_test_name)
		printf("%s: ", sb_test_name);
	for (c = what; *c; c++) {
		if (*c == '#')
			putchar('\\');
		putchar(*c == '\n' ? ' ' : *c);
	}
	putchar('\n');
	if (ok)
		sb_passed++;
	else
		sb_failed++;
	return ok;
}

static inline void check(int ok, const char *what, double got, double want)
{
	if (!sb_result(ok, what))
		printf("# got %.10g, want %.10g\n", got, want);
}

static inline void expect(int ok, const char *what)
{
	sb_result(ok, what);
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

/* A string in a diagnostic: each newline starts a "# " line. */
static inline void sb_diag_str(const char *s)
{
	for (; *s; s++) {
		putchar(*s);
		if (*s == '\n')
			fputs("# ", stdout);
	}
}

static inline void str_is(const char *what, const char *got, const char *want)
{
	if (sb_result(!strcmp(got, want), what))
		return;
	fputs("# got '", stdout);
	sb_diag_str(got);
	fputs("', want '", stdout);
	sb_diag_str(want);
	fputs("'\n", stdout);
}

static inline int sb_test_end(void)
{
	sb_tap_start();
	printf("1..%d\n", sb_passed + sb_failed);
	printf("%d passed, %d failed\n", sb_passed, sb_failed);
	return sb_failed != 0;
}

static inline int sb_run_tests(void)
{
	struct sb_test *t;

	for (t = sb_tests; t; t = t->next) {
		sb_test_name = t->name;
		t->fn();
	}
	sb_test_name = NULL;
	return sb_test_end();
}

#endif /* SBTEST_H */
