// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the arm64 part of arch.h. arm64 has no NMI a CPU can send
 * itself; with pseudo-NMI (GICv3 priority masking:
 * CONFIG_ARM64_PSEUDO_NMI=y and irqchip.gicv3_pseudo_nmi=1) the arm_pmu
 * driver requests its overflow interrupt as an NMI, which the perf
 * hard-lockup detector relies on. So the NMI is a PMU counter's overflow:
 * one pinned kernel CPU-cycles counter per online CPU (a perf event with
 * an overflow handler, made and released by CPU hotplug callbacks), kept
 * stopped; sb_arch_nmi_self() starts it with SB_ARM64_NMI_CYCLES to go,
 * and its overflow handler stops it again before anything else, so each
 * send is one NMI a microsecond or so later, and the rate is ctx_nmi.c's
 * (one in flight per CPU), not the counter's. The handler is called for
 * this counter's overflows only: another perf user's NMIs, and the NMI
 * backtrace's IPIs, never reach it. Its other overflows (perf restarting
 * the counter when it reschedules the CPU's events or ends a throttle)
 * find no send armed and do nothing (nmi_claim.h).
 *
 * Whether the overflow is an NMI is checked once at load, on one CPU
 * (sb_arch_init()): a kernel without pseudo-NMI, or booted without it,
 * or a PMU whose interrupt is not an NMI, skips the nmi cells with the
 * reason; nothing runs in a hardirq in the NMI's place, and each sample
 * checks in_nmi() besides (context.c). The handler runs a whole batch:
 * perf counts that time as the PMU interrupt's, and may lower
 * kernel.perf_event_max_sample_rate ("perf: interrupt took too long").
 * Kbuild compiles this file only for CONFIG_ARM64.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/cpuhotplug.h>
#include <linux/delay.h>
#include <linux/err.h>
#include <linux/hardirq.h>
#include <linux/kernel.h>
#include <linux/percpu.h>
#include <linux/perf_event.h>
#include <linux/printk.h>
#include <linux/rcupdate.h>
#include <asm/cpufeature.h>
#include <asm/daifflags.h>
#include "arch.h"

/* cycles from a send to its overflow: about 1 us, on QEMU's 1 GHz clock too */
#define SB_ARM64_NMI_CYCLES	1000
/* how long the load-time check waits for the first overflow */
#define SB_ARM64_PROBE_MS	1000

/*
 * perf's mark of a throttled event (kernel/events/core.c's MAX_INTERRUPTS,
 * not exported): hw.interrupts all ones until the tick unthrottles it
 */
#define SB_ARM64_THROTTLED	(~0ULL)

struct sb_arm64_cpu {
	struct perf_event *ev;
	int seen;		/* an overflow came: 1 in NMI, -1 not in NMI */
};

static DEFINE_PER_CPU(struct sb_arm64_cpu, sb_arm64_cpus);
static bool (*sb_arm64_fn)(int others);
static int sb_arm64_hp;		/* the cpuhp state while registered */
static char sb_arm64_why[64];	/* empty: the NMI works (SB_WHY_LEN) */

static struct perf_event_attr sb_arm64_attr = {
	.type		= PERF_TYPE_HARDWARE,
	.config		= PERF_COUNT_HW_CPU_CYCLES,
	.size		= sizeof(struct perf_event_attr),
	.pinned		= 1,
	.sample_period	= SB_ARM64_NMI_CYCLES,
};

static void sb_arm64_overflow(struct perf_event *ev,
			      struct perf_sample_data *data,
			      struct pt_regs *regs)
{
	bool (*fn)(int others) = READ_ONCE(sb_arm64_fn);

	/*
	 * One NMI per send: stopped until the next one. Stopped in the
	 * hardware even where perf's state says it already is, unless perf
	 * throttled it this very overflow: a start that an overflow's NMI
	 * cut in two (perf's state set running, then the NMI stops it, then
	 * the start enables the counter) leaves it counting while perf
	 * thinks it stopped, and every later stop a no-op: an NMI each
	 * SB_ARM64_NMI_CYCLES, forever (seen under QEMU, see
	 * sb_arch_nmi_self()).
	 */
	if (ev->hw.interrupts != SB_ARM64_THROTTLED)
		ev->hw.state &= ~PERF_HES_STOPPED;
	ev->pmu->stop(ev, 0);
	this_cpu_write(sb_arm64_cpus.seen, in_nmi() ? 1 : -1);
	/* no other handler claims this counter's overflows */
	if (fn)
		fn(0);
}

static struct perf_event *sb_arm64_counter(unsigned int cpu)
{
	return perf_event_create_kernel_counter(&sb_arm64_attr, cpu, NULL,
						sb_arm64_overflow, NULL);
}

/*
 * Why there is no NMI, or NULL: the config, the boot parameter, then one
 * overflow of a counter on this CPU, which must come in NMI.
 */
static const char *sb_arm64_probe(void)
{
	struct sb_arm64_cpu *c;
	struct perf_event *ev;
	unsigned int cpu;
	int i, seen;

	if (!IS_ENABLED(CONFIG_ARM64_PSEUDO_NMI))
		return "no pseudo-NMI in this arm64 kernel (CONFIG_ARM64_PSEUDO_NMI)";
	if (!system_uses_irq_prio_masking())
		return "pseudo-NMI is off: boot with irqchip.gicv3_pseudo_nmi=1";
	cpu = raw_smp_processor_id();
	c = per_cpu_ptr(&sb_arm64_cpus, cpu);
	WRITE_ONCE(c->seen, 0);
	/* created running: it overflows SB_ARM64_NMI_CYCLES later */
	ev = sb_arm64_counter(cpu);
	if (IS_ERR(ev)) {
		snprintf(sb_arm64_why, sizeof(sb_arm64_why),
			 "no PMU cycle counter for a kernel perf event (%ld)",
			 PTR_ERR(ev));
		return sb_arm64_why;
	}
	for (i = 0; i < SB_ARM64_PROBE_MS && !READ_ONCE(c->seen); i++)
		usleep_range(1000, 1100);
	seen = READ_ONCE(c->seen);
	perf_event_release_kernel(ev);
	if (!seen)
		return "the PMU raised no overflow interrupt in 1 s";
	if (seen < 0)
		return "the PMU's overflow interrupt is not an NMI here";
	return NULL;
}

void sb_arch_init(void)
{
	const char *why = sb_arm64_probe();

	if (why != sb_arm64_why)
		strscpy(sb_arm64_why, why ?: "", sizeof(sb_arm64_why));
	if (why)
		pr_info("no nmi context: %s\n", why);
	else
		pr_info("nmi context: a PMU cycle counter's overflow, a pseudo-NMI\n");
}

bool sb_arch_nmi_ok(void)
{
	return !sb_arm64_why[0];
}

const char *sb_arch_nmi_why(void)
{
	return sb_arm64_why[0] ? sb_arm64_why : NULL;
}

/* CPU hotplug, on @cpu: its counter, created running (one overflow) */
static int sb_arm64_online(unsigned int cpu)
{
	struct perf_event *ev = sb_arm64_counter(cpu);

	if (IS_ERR(ev)) {
		/* its nmi batches will time out: the run says so */
		pr_warn("CPU %u: no PMU counter for the NMI (%ld)\n", cpu,
			PTR_ERR(ev));
		ev = NULL;
	}
	per_cpu(sb_arm64_cpus.ev, cpu) = ev;
	return 0;
}

/* before @cpu goes, while perf still runs there */
static int sb_arm64_offline(unsigned int cpu)
{
	struct perf_event *ev = per_cpu(sb_arm64_cpus.ev, cpu);

	per_cpu(sb_arm64_cpus.ev, cpu) = NULL;
	if (ev)
		perf_event_release_kernel(ev);
	return 0;
}

int sb_arch_nmi_register(bool (*fn)(int others))
{
	int ret;

	if (!sb_arch_nmi_ok())
		return -EOPNOTSUPP;
	WRITE_ONCE(sb_arm64_fn, fn);
	ret = cpuhp_setup_state(CPUHP_AP_ONLINE_DYN, "stockbench/nmi:online",
				sb_arm64_online, sb_arm64_offline);
	if (ret < 0) {
		WRITE_ONCE(sb_arm64_fn, NULL);
		return ret;
	}
	sb_arm64_hp = ret;
	return 0;
}

/* the counters released, then no handler still running */
void sb_arch_nmi_unregister(void)
{
	cpuhp_remove_state(sb_arm64_hp);
	WRITE_ONCE(sb_arm64_fn, NULL);
	synchronize_rcu();
}

/*
 * With interrupts off, on @cpu: start its counter, as perf does after a
 * throttle, for one overflow. Only while perf has it on this CPU's PMU
 * (not while it could not get a counter, or is being released), and not
 * while perf holds it throttled: the PMU handler's time (a whole batch in
 * nmi context) makes perf lower its sample rate to a few per tick, and
 * then it throttles the counter after an overflow and starts it again
 * itself at the next tick (perf_event_unthrottle()). A start of ours in
 * between raced that; the tick's own start now raises the NMI the armed
 * send waits for, a tick later (the row's interrupt rate says so).
 */
void sb_arch_nmi_self(unsigned int cpu)
{
	struct perf_event *ev = this_cpu_read(sb_arm64_cpus.ev);
	unsigned long daif;

	if (!ev || READ_ONCE(ev->state) != PERF_EVENT_STATE_ACTIVE ||
	    READ_ONCE(ev->oncpu) != (int)cpu ||
	    READ_ONCE(ev->hw.interrupts) == SB_ARM64_THROTTLED)
		return;
	/*
	 * pmu->start() with the pseudo-NMI masked too (PSTATE.I): an
	 * overflow still pending from perf's own start at the tick would
	 * otherwise come between its "running" and its enable, and its
	 * stop be undone (sb_arm64_overflow()); it comes after, instead.
	 */
	daif = local_daif_save();
	ev->pmu->start(ev, 0);
	local_daif_restore(daif);
}
