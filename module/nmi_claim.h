/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stockbench: which NMIs are ours (ctx_nmi.c says why), kept apart from
 * the per-CPU data and the x86 plumbing so that
 * tools/testing/stock/nmi/nmi_claim_sim.c runs this very code against a
 * model of x86's NMI dispatch. Userspace includes it after its own
 * atomic_t, xchg(), READ_ONCE() and WRITE_ONCE().
 */
#ifndef _STOCKBENCH_NMI_CLAIM_H
#define _STOCKBENCH_NMI_CLAIM_H

#ifdef __KERNEL__
#include <linux/atomic.h>
#include <linux/compiler.h>
#include <linux/time64.h>
#include <linux/types.h>
#endif

/* a backtrace's NMI after its flag: under TCG it follows a console dump */
#define SB_NMI_DEBT_NS		(1000 * NSEC_PER_MSEC)
/* NMIs owed at most: one per other flag-claiming sender */
#define SB_NMI_DEBT_MAX		4

/* one CPU's */
struct sb_nmi_claim {
	int armed;		/* our NMI sent, not yet seen */
	atomic_t debt;		/* NMIs owed a claim */
	u64 debt_end;		/* ... until then (ns) */
};

enum sb_nmi_verdict {
	SB_NMI_NOT_OURS,
	SB_NMI_OURS,		/* the one we sent: it does its batch or op */
	SB_NMI_OWED,		/* claimed, for a debt: it does nothing */
};

/* @n more claims owed, until @ns after @now: from any CPU */
static inline void sb_nmi_claim_owe(struct sb_nmi_claim *c, int n, u64 now,
				    u64 ns)
{
	WRITE_ONCE(c->debt_end, now + ns);
	if (atomic_add_return(n, &c->debt) > SB_NMI_DEBT_MAX)
		atomic_set(&c->debt, SB_NMI_DEBT_MAX);
}

/*
 * In NMI, on @c's CPU, after the other NMI_LOCAL handlers: @others is how
 * many of them claimed this NMI (the nmi_handler tracepoint tells; there
 * is no claiming without it: arch_x86.c).
 */
static inline enum sb_nmi_verdict sb_nmi_claim(struct sb_nmi_claim *c,
					       int others, u64 now)
{
	/* consumed once: a second NMI before the next send is not ours */
	if (!xchg(&c->armed, 0)) {
		/* owed only to an NMI that no handler claims */
		if (others || !atomic_read(&c->debt))
			return SB_NMI_NOT_OURS;
		if (now > READ_ONCE(c->debt_end)) {
			atomic_set(&c->debt, 0);
			return SB_NMI_NOT_OURS;
		}
		return atomic_dec_if_positive(&c->debt) >= 0 ? SB_NMI_OWED :
		       SB_NMI_NOT_OURS;
	}
	/* claimed twice: the other sender's NMI, or ours, is still to come */
	if (others)
		sb_nmi_claim_owe(c, others, now, SB_NMI_DEBT_NS);
	return SB_NMI_OURS;
}

/*
 * The sender, on @c's CPU with interrupts off: true if it is to send the
 * NMI now. Not while the last one has not come: two would merge into one.
 */
static inline bool sb_nmi_claim_arm(struct sb_nmi_claim *c)
{
	if (READ_ONCE(c->armed))
		return false;
	WRITE_ONCE(c->armed, 1);
	return true;
}

/*
 * Teardown, when our NMI has not come in time: its claim becomes a debt
 * (owed first, then the flag taken: an NMI between the two takes the flag
 * and the debt is taken back). True if the NMI had indeed not come.
 */
static inline bool sb_nmi_claim_give_up(struct sb_nmi_claim *c, u64 now)
{
	sb_nmi_claim_owe(c, 1, now, SB_NMI_DEBT_NS);
	if (xchg(&c->armed, 0))
		return true;
	atomic_dec_if_positive(&c->debt);
	return false;
}

/* true while a claim is still owed (before the handler goes) */
static inline bool sb_nmi_claim_owing(struct sb_nmi_claim *c, u64 now)
{
	return atomic_read(&c->debt) && now <= READ_ONCE(c->debt_end);
}

#endif /* _STOCKBENCH_NMI_CLAIM_H */
