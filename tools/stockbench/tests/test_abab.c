// SPDX-License-Identifier: GPL-2.0
/*
 * test_abab.c - the series' state machine (abab_plan.c) boot by boot,
 * and its state file (abab_state.c) read back: the order A B B A A B, a
 * run in every boot and home at the end, a reset during a run, a kernel
 * that does not come up, a module that does not build (its kernel's later
 * rounds not booted), a boot that cannot be made, the boot bound, a
 * second resume in one boot, cancel, and a state line with a newline in
 * its reason.  Output: TAP and the closing line (tests/sbtest.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "abab.h"
#include "sbtest.h"

#define A "6.1.0-57-amd64"
#define B "6.1.0-57-rt-amd64"

static struct ab_series *series(int rounds, const char *start, struct ab_next *n)
{
	struct ab_series *s = calloc(1, sizeof(*s));

	strcpy(s->kernel[0], A);
	strcpy(s->kernel[1], B);
	strcpy(s->kernel[AB_KER], start);
	strcpy(s->dir, "/tmp/x");
	strcpy(s->method, "kexec");
	s->run_timeout = 3600;
	ab_plan(s, rounds, "boot-0", n);
	return s;
}

/* The order of the slots, as "ABBA..." */
static void order(const struct ab_series *s, char *buf)
{
	int i;

	for (i = 0; i < s->nslots; i++)
		buf[i] = *ab_tag(s->slot[i].k);
	buf[i] = '\0';
}

static const char *name(int k, const struct ab_series *s)
{
	return s->kernel[k];
}

TEST(test_order)
{
	static const char *const want[] = { "AB", "ABBA", "ABBAAB", "ABBAABBA" };
	struct ab_next n;
	char buf[64];
	int r;

	for (r = 1; r <= 4; r++) {
		struct ab_series *s = series(r, A, &n);

		order(s, buf);
		expect(!strcmp(buf, want[r - 1]), "order of 1-4 rounds: A B B A A B ...");
		expect(n.act == AB_ACT_BOOT && n.k == 0, "the first action boots A");
		expect(s->max_boots == 2 * r + 2, "max_boots is the slots, one home, one spare");
		free(s);
	}
}

/*
 * Every slot runs, in its own boot; the last boot is home.  @start: the
 * kernel the series started on; returns the boots it took.
 */
static int run_all(const char *start, int rounds, char *trace)
{
	struct ab_next n;
	struct ab_series *s = series(rounds, start, &n);
	char bid[32];
	int boots = 0;

	trace[0] = '\0';
	while (n.act == AB_ACT_BOOT && boots < 50) {
		const char *k = name(n.k, s);

		snprintf(bid, sizeof(bid), "boot-%d", ++boots);
		strcat(trace, n.k == AB_KER ? "H" : ab_tag(n.k));
		ab_on_boot(s, k, bid, &n);
		if (n.act == AB_ACT_RUN)
			ab_ran(s, k, 1, 0, "", &n);
	}
	expect(n.act == AB_ACT_FINISH && s->phase == AB_DONE, "the series finishes");
	expect(!strncmp(s->end, "finished", 8), "end says finished");
	for (int i = 0; i < s->nslots; i++)
		expect(s->slot[i].state == AB_OK, "every slot ran");
	expect(s->boots <= s->max_boots, "within the bound of boots");
	free(s);
	return boots;
}

TEST(test_all)
{
	char t[64];

	expect(run_all(A, 3, t) == 7 && !strcmp(t, "ABBAABH"), "3 rounds from A: A B B A A B, home");
	expect(run_all(A, 2, t) == 4 && !strcmp(t, "ABBA"), "2 rounds from A end on A: no boot home");
	expect(run_all(B, 2, t) == 5 && !strcmp(t, "ABBAH"), "2 rounds from B: home to B");
}

TEST(test_reset)
{
	struct ab_next n;
	struct ab_series *s = series(2, A, &n);

	ab_on_boot(s, A, "b1", &n);
	expect(n.act == AB_ACT_RUN && s->phase == AB_RUN, "boot 1 runs slot 0");
	/* the machine resets during the run, comes back in A */
	ab_on_boot(s, A, "b2", &n);
	expect(s->slot[0].state == AB_MISSING && strstr(s->slot[0].why, "interrupted"),
	       "a reset during a run: the slot is missing, interrupted");
	expect(n.act == AB_ACT_BOOT && n.k == 1 && s->cur == 1, "and the series goes on with slot 1");
	/* slot 1 wants B; the machine comes up in A */
	ab_on_boot(s, A, "b3", &n);
	expect(s->slot[1].state == AB_MISSING && strstr(s->slot[1].why, "came up in " A ", not " B),
	       "a kernel that did not come up: missing, with both names");
	expect(n.act == AB_ACT_BOOT && n.k == 1 && s->cur == 2, "slot 2 (B) is next");
	/* the same boot handled twice: nothing */
	ab_on_boot(s, A, "b3", &n);
	expect(n.act == AB_ACT_NONE && s->cur == 2 && s->boots == 3, "a second resume in one boot does nothing");
	free(s);
}

TEST(test_build)
{
	struct ab_next n;
	struct ab_series *s = series(3, A, &n);
	int i;

	ab_on_boot(s, A, "b1", &n);
	ab_ran(s, A, 1, 0, "", &n);
	ab_on_boot(s, B, "b2", &n);
	ab_ran(s, B, 0, 1, "the module did not build: x", &n);
	expect(s->build_failed[1] && s->slot[1].state == AB_MISSING, "a build failure is recorded");
	expect(n.act == AB_ACT_BOOT && n.k == 0 && s->cur == 3, "B's next slot is skipped, A's booted");
	expect(strstr(s->slot[2].why, "did not build") != NULL, "the skipped slot says why");
	ab_on_boot(s, A, "b3", &n);
	ab_ran(s, A, 0, 0, "run results failed", &n);
	expect(!s->build_failed[0] && s->slot[3].state == AB_MISSING, "a failed run is missing, not a build");
	expect(n.act == AB_ACT_BOOT && n.k == 0 && s->cur == 4, "A goes on after a failed run");
	ab_on_boot(s, A, "b4", &n);
	ab_ran(s, A, 1, 0, "", &n);
	expect(n.act == AB_ACT_FINISH && s->phase == AB_DONE, "ends on A (home) without another boot");
	for (i = 0; i < s->nslots; i++)
		expect(s->slot[i].state != AB_PENDING, "no slot left pending");
	free(s);
}

TEST(test_boot_failed)
{
	struct ab_next n;
	struct ab_series *s = series(1, B, &n);

	ab_boot_failed(s, B, "kexec -l failed", &n);
	expect(s->slot[0].state == AB_MISSING && !strcmp(s->slot[0].why, "not booted: kexec -l failed"),
	       "a boot that cannot be made: the slot is missing");
	expect(n.act == AB_ACT_BOOT && n.k == 1, "the next slot's boot is asked for");
	ab_on_boot(s, B, "b1", &n);
	ab_ran(s, B, 1, 0, "", &n);
	expect(n.act == AB_ACT_FINISH && s->phase == AB_DONE, "ends on B, the start");
	free(s);
	s = series(1, B, &n);
	ab_on_boot(s, A, "b1", &n);
	ab_ran(s, A, 1, 0, "", &n);
	ab_on_boot(s, B, "b2", &n);
	ab_ran(s, B, 1, 0, "", &n);
	expect(n.act == AB_ACT_FINISH, "1 round from B ends on B");
	free(s);
	s = series(1, "other", &n);
	ab_on_boot(s, A, "b1", &n);
	ab_ran(s, A, 1, 0, "", &n);
	ab_on_boot(s, B, "b2", &n);
	ab_ran(s, B, 1, 0, "", &n);
	expect(n.act == AB_ACT_BOOT && n.k == AB_KER && s->phase == AB_RETURN, "home is asked for");
	ab_boot_failed(s, B, "no", &n);
	expect(n.act == AB_ACT_FINISH && s->phase == AB_DONE && strstr(s->end, "cannot boot back to other"),
	       "a home boot that cannot be made ends the series, saying so");
	free(s);
	s = series(1, "other", &n);
	ab_on_boot(s, A, "b1", &n);
	ab_ran(s, A, 1, 0, "", &n);
	ab_on_boot(s, B, "b2", &n);
	ab_ran(s, B, 1, 0, "", &n);
	ab_on_boot(s, A, "b3", &n);
	expect(n.act == AB_ACT_FINISH && strstr(s->end, "did not come up"),
	       "home did not come up: finished, saying so");
	free(s);
}

TEST(test_bound)
{
	struct ab_next n;
	struct ab_series *s = series(2, A, &n);

	s->boots = s->max_boots;
	ab_on_boot(s, A, "b1", &n);
	expect(s->phase == AB_STOPPED && n.act == AB_ACT_FINISH, "past the bound: stopped");
	expect(s->slot[0].state == AB_MISSING && s->slot[3].state == AB_MISSING, "every pending slot missing");
	free(s);
	s = series(2, B, &n);
	s->boots = s->max_boots - 2;
	ab_on_boot(s, A, "b1", &n);
	ab_ran(s, A, 1, 0, "", &n);
	expect(n.act == AB_ACT_BOOT && n.k == AB_KER && s->slot[1].state == AB_MISSING &&
	       strstr(s->slot[1].why, "bound"), "no room for a slot and home: home, the rest missing");
	free(s);
}

TEST(test_cancel)
{
	struct ab_next n;
	struct ab_series *s = series(2, A, &n);

	ab_on_boot(s, A, "b1", &n);
	ab_ran(s, A, 1, 0, "", &n);
	ab_on_boot(s, B, "b2", &n);
	ab_cancel(s, B, &n);
	expect(s->phase == AB_CANCELLED && !strcmp(s->slot[1].why, "cancelled during the run") &&
	       !strcmp(s->slot[2].why, "cancelled"), "cancel: the running slot and the rest");
	expect(n.act == AB_ACT_BOOT && n.k == AB_KER, "cancel away from home boots home");
	ab_on_boot(s, A, "b3", &n);
	expect(n.act == AB_ACT_NONE && ab_over(s), "after cancel a boot does nothing");
	free(s);
	s = series(2, A, &n);
	ab_cancel(s, A, &n);
	expect(n.act == AB_ACT_NONE && s->phase == AB_CANCELLED, "cancel at home: no boot");
	free(s);
}

TEST(test_state_file)
{
	char path[] = "/tmp/test_abab.XXXXXX", err[512];
	struct ab_next n;
	struct ab_series *s = series(3, A, &n), *t = calloc(1, sizeof(*t));
	int fd = mkstemp(path);
	FILE *f;

	close(fd);
	ab_on_boot(s, A, "b1", &n);
	ab_ran(s, A, 0, 1, "line one\nline two", &n);
	strcpy(s->runs, "/tmp/x/runs");
	expect(!ab_state_save(path, s, err, sizeof(err)), "the state is written");
	expect(!ab_state_load(path, t, err, sizeof(err)), "and read back");
	expect(t->nslots == 6 && t->rounds == 3 && t->cur == s->cur && t->phase == s->phase &&
	       t->boots == 1 && t->build_failed[0] == 1 && !strcmp(t->boot_id, "b1") &&
	       !strcmp(t->kernel[AB_KER], A) && !strcmp(t->runs, "/tmp/x/runs"), "the fields agree");
	expect(!strcmp(t->slot[0].why, "line one line two") && t->slot[0].state == AB_MISSING &&
	       t->slot[1].state == AB_PENDING && t->slot[1].k == 1, "a reason with a newline is one line");
	f = fopen(path, "a");
	fputs("bogus line\n", f);
	fclose(f);
	expect(ab_state_load(path, t, err, sizeof(err)) && strstr(err, "not a stockbench abab state line"),
	       "a bad line is refused with its line number");
	f = fopen(path, "w");
	fputs("stockbench-abab-state 1\nrounds 2\n", f);
	fclose(f);
	expect(ab_state_load(path, t, err, sizeof(err)) && strstr(err, "incomplete"),
	       "an incomplete state is refused");
	unlink(path);
	free(s);
	free(t);
}

int main(void)
{
	return sb_run_tests();
}
