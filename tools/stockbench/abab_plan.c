// SPDX-License-Identifier: GPL-2.0
/*
 * abab_plan.c - the series' state machine: what each boot does, given
 * the state file and the kernel the machine came up in.  Pure (no file,
 * no exec): abab.c saves the state after every step, then acts.
 *
 * Safe by construction: a boot either runs its slot or marks it missing,
 * so every boot consumes at least one slot and the series ends after at
 * most nslots + 1 boots (the last one back to the starting kernel);
 * max_boots bounds it again, one boot above that.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "abab.h"

int ab_fmt(char *buf, size_t len, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, len, fmt, ap);
	va_end(ap);
	return n;
}

static const char *const phase_names[] = {
	[AB_BOOT] = "boot", [AB_RUN] = "run", [AB_RETURN] = "return",
	[AB_DONE] = "done", [AB_CANCELLED] = "cancelled", [AB_STOPPED] = "stopped",
};

const char *ab_phase_name(enum ab_phase p)
{
	return phase_names[p];
}

int ab_phase_parse(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(phase_names) / sizeof(phase_names[0]); i++)
		if (!strcmp(name, phase_names[i]))
			return (int)i;
	return -1;
}

const char *ab_tag(int k)
{
	return k ? "B" : "A";
}

int ab_over(const struct ab_series *s)
{
	return s->phase == AB_DONE || s->phase == AB_CANCELLED || s->phase == AB_STOPPED;
}

static void missing(struct ab_series *s, int i, const char *why)
{
	s->slot[i].state = AB_MISSING;
	ab_fmt(s->slot[i].why, sizeof(s->slot[i].why), "%s", why);
}

void ab_plan(struct ab_series *s, int rounds, const char *boot_id, struct ab_next *n)
{
	int r, i = 0;

	s->rounds = rounds;
	for (r = 1; r <= rounds; r++) {
		int first = (r % 2) ? 0 : 1;

		s->slot[i].round = r;
		s->slot[i++].k = first;
		s->slot[i].round = r;
		s->slot[i++].k = !first;
	}
	s->nslots = i;
	for (i = 0; i < s->nslots; i++) {
		s->slot[i].state = AB_PENDING;
		s->slot[i].why[0] = '\0';
	}
	s->cur = 0;
	s->phase = AB_BOOT;
	s->boots = 0;
	s->max_boots = s->nslots + 2;
	s->build_failed[0] = s->build_failed[1] = 0;
	s->end[0] = '\0';
	ab_fmt(s->boot_id, sizeof(s->boot_id), "%s", boot_id);
	n->act = AB_ACT_BOOT;
	n->k = s->slot[0].k;
}

/* The end, in kernel @kver: back home, or one boot to get there. */
static void finish(struct ab_series *s, const char *kver, struct ab_next *n)
{
	if (!strcmp(kver, s->kernel[AB_KER])) {
		s->phase = AB_DONE;
		ab_fmt(s->end, sizeof(s->end), "finished on %s, the starting kernel", kver);
		n->act = AB_ACT_FINISH;
		return;
	}
	s->phase = AB_RETURN;
	n->act = AB_ACT_BOOT;
	n->k = AB_KER;
}

/* The next slot to boot for, after slot[cur], in kernel @kver. */
static void advance(struct ab_series *s, const char *kver, struct ab_next *n)
{
	char why[AB_STR];
	int i;

	for (i = s->cur + 1; i < s->nslots; i++) {
		int k = s->slot[i].k;

		if (s->slot[i].state != AB_PENDING)
			continue;
		if (!s->build_failed[k])
			break;
		ab_fmt(why, sizeof(why), "not booted: the module did not build for %s earlier in the series",
			 s->kernel[k]);
		missing(s, i, why);
	}
	/* a boot for the slot and one back home must both fit */
	if (i < s->nslots && s->boots + 2 > s->max_boots) {
		ab_fmt(why, sizeof(why), "not run: the series reached its bound of %d boots",
			 s->max_boots);
		for (; i < s->nslots; i++)
			if (s->slot[i].state == AB_PENDING)
				missing(s, i, why);
	}
	if (i >= s->nslots) {
		s->cur = s->nslots;
		finish(s, kver, n);
		return;
	}
	s->cur = i;
	s->phase = AB_BOOT;
	n->act = AB_ACT_BOOT;
	n->k = s->slot[i].k;
}

void ab_on_boot(struct ab_series *s, const char *kver, const char *boot_id, struct ab_next *n)
{
	char why[AB_STR];
	int i;

	n->act = AB_ACT_NONE;
	if (ab_over(s) || !strcmp(boot_id, s->boot_id))
		return;
	ab_fmt(s->boot_id, sizeof(s->boot_id), "%s", boot_id);
	s->boots++;
	if (s->boots > s->max_boots) {
		/* not reachable by the steps below; a bound all the same */
		for (i = 0; i < s->nslots; i++)
			if (s->slot[i].state == AB_PENDING)
				missing(s, i, "not run: the series went past its bound of boots");
		s->phase = AB_STOPPED;
		ab_fmt(s->end, sizeof(s->end), "stopped on %s: %d boots, past the bound of %d",
			 kver, s->boots, s->max_boots);
		n->act = strcmp(kver, s->kernel[AB_KER]) ? AB_ACT_BOOT : AB_ACT_FINISH;
		n->k = AB_KER;
		return;
	}
	switch (s->phase) {
	case AB_RETURN:
		s->phase = AB_DONE;
		if (!strcmp(kver, s->kernel[AB_KER]))
			ab_fmt(s->end, sizeof(s->end), "finished: back on %s, the starting kernel", kver);
		else
			ab_fmt(s->end, sizeof(s->end),
				 "finished on %s: the boot back to the starting kernel %s did not come up",
				 kver, s->kernel[AB_KER]);
		n->act = AB_ACT_FINISH;
		return;
	case AB_BOOT:
		if (!strcmp(kver, s->kernel[s->slot[s->cur].k])) {
			s->phase = AB_RUN;
			n->act = AB_ACT_RUN;
			return;
		}
		ab_fmt(why, sizeof(why),
			 "the machine came up in %s, not %s (that kernel did not boot, or the machine was reset)",
			 kver, s->kernel[s->slot[s->cur].k]);
		missing(s, s->cur, why);
		break;
	case AB_RUN:
		missing(s, s->cur,
			"interrupted: the machine restarted during the run (reset, power loss or a crash)");
		break;
	default:
		return;
	}
	advance(s, kver, n);
}

void ab_ran(struct ab_series *s, const char *kver, int ok, int build, const char *why,
	    struct ab_next *n)
{
	struct ab_slot *sl = &s->slot[s->cur];

	if (ok) {
		sl->state = AB_OK;
		sl->why[0] = '\0';
	} else {
		missing(s, s->cur, why);
		if (build)
			s->build_failed[sl->k] = 1;
	}
	advance(s, kver, n);
}

void ab_boot_failed(struct ab_series *s, const char *kver, const char *why, struct ab_next *n)
{
	char buf[AB_STR];

	n->act = AB_ACT_NONE;
	if (s->phase == AB_BOOT) {
		ab_fmt(buf, sizeof(buf), "not booted: %s", why);
		missing(s, s->cur, buf);
		advance(s, kver, n);
	} else if (s->phase == AB_RETURN) {
		s->phase = AB_DONE;
		ab_fmt(s->end, sizeof(s->end), "finished on %s: cannot boot back to %s: %s",
			 kver, s->kernel[AB_KER], why);
		n->act = AB_ACT_FINISH;
	}
}

void ab_cancel(struct ab_series *s, const char *kver, struct ab_next *n)
{
	int i;

	n->act = AB_ACT_NONE;
	if (ab_over(s))
		return;
	if (s->phase == AB_RUN && s->cur < s->nslots)
		missing(s, s->cur, "cancelled during the run");
	for (i = 0; i < s->nslots; i++)
		if (s->slot[i].state == AB_PENDING)
			missing(s, i, "cancelled");
	s->phase = AB_CANCELLED;
	if (strcmp(kver, s->kernel[AB_KER])) {
		ab_fmt(s->end, sizeof(s->end), "cancelled on %s; booting back to %s", kver,
			 s->kernel[AB_KER]);
		n->act = AB_ACT_BOOT;
		n->k = AB_KER;
	} else {
		ab_fmt(s->end, sizeof(s->end), "cancelled on %s, the starting kernel", kver);
	}
}
