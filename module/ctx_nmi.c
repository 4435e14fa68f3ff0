// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: NMI context: a real NMI, sent by the worker to its own CPU
 * (arch.h: on x86 a local APIC self-IPI, on arm64 a PMU counter's
 * overflow where the kernel has pseudo-NMI; elsewhere none, and the nmi
 * cells are skipped). The handler claims only the NMI it asked for and
 * runs one short batch (or, in mixed, one op) per NMI.
 *
 * Which NMI is ours. Nothing in an NMI says who sent it: x86 calls every
 * NMI_LOCAL handler and sums their claims (arch/x86/kernel/nmi.c,
 * nmi_handle()); an NMI no one claims is "unknown", unless it is the
 * second of two back to back (same RIP) after one that two handlers
 * claimed. Each sender that has no hardware status to read (ours, the
 * NMI backtrace's arch_bt, the NMI self-test) claims by a per-CPU flag,
 * set before its NMI is sent and consumed by the first NMI that finds it.
 * Not a count: NMIs latch one deep, so two sends can make one NMI, and a
 * count left above zero would claim every later foreign NMI (perf, the
 * watchdog, an NMI backtrace). So we never send while our flag is set.
 *
 * Two flags set at once make one NMI claimed twice, and the other NMI
 * then finds no flag: a backtrace NMI that lands between our flag and our
 * NMI, or ours that lands between the backtrace's flag and its NMI (that
 * window is long: the CPU asking for backtraces prints its own stack
 * first). When the second NMI is not back to back with the first, x86
 * reported it unknown (75-foreign-nmi on 7.3-rt, one sysrq l in 15). So
 * the handler learns how many other handlers claimed the same NMI
 * (arch_x86.c: the nmi_handler tracepoint); an NMI we claim that another
 * handler claimed too leaves a debt of that many claims, which the next
 * NMIs that no handler claims at all take, for at most SB_NMI_DEBT_NS.
 * Ours are claimed; an NMI with an owner is left to it; an unknown NMI is
 * hidden only if it comes within that time after such a double claim.
 * Where the others' claims cannot be known (a kernel without the
 * tracepoint) there is no safe claim, and no nmi context (arch_x86.c).
 * The rules are in nmi_claim.h, tested in userspace against a model of
 * x86's NMI dispatch (tools/testing/stock/nmi/nmi_claim_sim.c).
 */
#include <linux/delay.h>
#include <linux/gfp.h>
#include <linux/mutex.h>
#include <linux/percpu.h>
#include <linux/timekeeping.h>
#include "arch.h"
#include "bench.h"
#include "nmi_claim.h"

static DEFINE_PER_CPU(struct sb_nmi_claim, sb_nmi_claims);
static DEFINE_PER_CPU(struct sb_worker *, sb_nmi_worker);
static DEFINE_MUTEX(sb_nmi_lock);
static bool sb_nmi_registered;

/* in NMI context: true if this NMI is one we sent (or one we owe) */
static bool sb_nmi_handler(int others)
{
	struct sb_worker *w;
	struct sb_batch *b;

	switch (sb_nmi_claim(this_cpu_ptr(&sb_nmi_claims), others,
			     ktime_get_mono_fast_ns())) {
	case SB_NMI_NOT_OURS:
		return false;
	case SB_NMI_OWED:
		return true;
	case SB_NMI_OURS:
		break;
	}
	w = this_cpu_read(sb_nmi_worker);
	if (!w)
		return true;
	if (READ_ONCE(w->nmi_mode) == SB_NMI_MIXED) {
		sb_irq_op(w, SB_CTX_NMI);
		return true;
	}
	b = READ_ONCE(w->req);
	if (b && READ_ONCE(w->nmi_mode) == SB_NMI_BATCH) {
		sb_timed_ops(w, SB_CTX_NMI, b);
		/* results before done: pairs with sb_ctx_wait_done() */
		smp_store_release(&b->done, 1);
	}
	return true;
}

/*
 * Where the architecture has no NMI source there is nothing to register:
 * the subjects do not allow the nmi context there (sb_arch_nmi_why()), so
 * no nmi cell runs and mixed sends no NMI. Registered by the first run
 * that sends NMIs, until the module goes: unregistering waits for an RCU
 * grace period, tens of ms on RT, which `stop` should not wait for.
 */
int sb_ctx_nmi_register(void)
{
	int ret = 0;

	if (!sb_arch_nmi_ok())
		return 0;
	mutex_lock(&sb_nmi_lock);
	if (!sb_nmi_registered) {
		ret = sb_arch_nmi_register(sb_nmi_handler);
		sb_nmi_registered = !ret;
	}
	mutex_unlock(&sb_nmi_lock);
	return ret;
}

/*
 * At module exit, no run left: once the NMIs still owed have come (or
 * their time is up), and then waits for running handlers (synchronize_rcu
 * inside).
 */
void sb_ctx_nmi_unregister(void)
{
	unsigned int cpu;

	mutex_lock(&sb_nmi_lock);
	if (sb_nmi_registered) {
		for_each_possible_cpu(cpu)
			while (sb_nmi_claim_owing(per_cpu_ptr(&sb_nmi_claims, cpu),
						  ktime_get_mono_fast_ns()))
				msleep(20);
		sb_arch_nmi_unregister();
		sb_nmi_registered = false;
	}
	mutex_unlock(&sb_nmi_lock);
}

/*
 * From the worker's CPU (task or hardirq): one NMI to itself. Not from
 * another CPU: a mixed timer that moved off a CPU going down, or a worker
 * pushed off it, would send an NMI that may never be handled. Not while
 * our last one has not come (mixed): it would merge with it; mixed counts
 * that period missed.
 */
enum sb_nmi_send sb_ctx_nmi_send(struct sb_worker *w)
{
	enum sb_nmi_send ret = SB_NMI_SEND_BUSY;
	unsigned long flags;

	if (raw_smp_processor_id() != w->cpu)
		return SB_NMI_SEND_OFF_CPU;
	per_cpu(sb_nmi_worker, w->cpu) = w;
	/* no interrupt handler between the flag and the send */
	local_irq_save(flags);
	if (sb_nmi_claim_arm(this_cpu_ptr(&sb_nmi_claims))) {
		sb_arch_nmi_self(w->cpu);
		ret = SB_NMI_SEND_SENT;
	}
	local_irq_restore(flags);
	return ret;
}

static int sb_ctx_nmi_batch(struct sb_worker *w, struct sb_batch *b)
{
	int ret;

	if (!sb_nmi_registered)
		return -ENODEV;
	b->done = 0;
	WRITE_ONCE(w->req, b);
	WRITE_ONCE(w->nmi_mode, SB_NMI_BATCH);
	preempt_disable();
	if (sb_ctx_nmi_send(w) == SB_NMI_SEND_OFF_CPU) {
		/* moved off its CPU: the caller sees cpu_bad and stops */
		preempt_enable();
		b->ns = 0;
		b->ticks = 0;
		b->ctx_bad = false;
		b->cpu_bad = true;
		WRITE_ONCE(w->nmi_mode, SB_NMI_NONE);
		WRITE_ONCE(w->req, NULL);
		return 0;
	}
	preempt_enable();
	ret = sb_ctx_wait_done(b);
	WRITE_ONCE(w->nmi_mode, SB_NMI_NONE);
	WRITE_ONCE(w->req, NULL);
	return ret;
}

/*
 * Before the stock goes away: every NMI this worker sent has been handled.
 * One that has not come in 100 ms is lost, or very late: its claim becomes
 * a debt (owed first, then the flag taken: an NMI between the two takes
 * the flag, and the debt is taken back), so that if it still comes it is
 * claimed, does nothing, and is not reported as an unknown NMI.
 */
int sb_ctx_nmi_teardown(struct sb_worker *w)
{
	struct sb_nmi_claim *c = per_cpu_ptr(&sb_nmi_claims, w->cpu);
	int i, ret = 0;

	for (i = 0; READ_ONCE(c->armed); i++) {
		if (i > 1000) {
			if (sb_nmi_claim_give_up(c, ktime_get_mono_fast_ns()))
				ret = -ETIMEDOUT;
			break;
		}
		usleep_range(100, 200);
	}
	WRITE_ONCE(w->nmi_mode, SB_NMI_NONE);
	per_cpu(sb_nmi_worker, w->cpu) = NULL;
	return ret;
}

/*
 * An NMI sample at most 150 us (the N batch ~50 us), far below the 1 ms at
 * which the kernel reports an NMI handler as too long, even under TCG.
 */
const struct sb_ctx_ops sb_ctx_nmi_ops = {
	.teardown	= sb_ctx_nmi_teardown,
	.batch		= sb_ctx_nmi_batch,
	.sample_us_max	= 150,
	/* no reclaim bit: "may not spin", as alloc_pages_nolock() */
	.gfp		= __GFP_NOWARN,
};
