// SPDX-License-Identifier: GPL-2.0
/*
 * perfprobe: does this (arm64) guest's PMU raise overflow interrupts?
 * Counts a hardware event of its own task with a sample period and asks
 * for a signal at each overflow (O_ASYNC with a queued realtime signal:
 * no ring buffer needed, none merged), spins, and prints the count and
 * the overflows seen. A PMU with no overflow interrupt counts but never
 * signals; no PMU at all fails perf_event_open.
 *   perfprobe                      cycles, then instructions, 1 s each at
 *                                  a period of 10^7: the evidence of
 *                                  results/notes/vm-arm64.md (the NMI
 *                                  question)
 *   perfprobe SECONDS PERIOD CPU   cycles only, on CPU: another NMI user
 *                                  beside the module's (guest test
 *                                  77-foreign-nmi-pmu): each overflow is
 *                                  its own, so count / PERIOD of them
 *                                  must reach it
 * Built with aarch64-linux-gnu-gcc -O2 -static (arm64.sh arm64_perfprobe)
 * into the arm64 guests' initramfs as /usr/bin/perfprobe, and run in the
 * guest.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <linux/perf_event.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t overflows;

static void on_overflow(int sig)
{
	(void)sig;
	overflows++;
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

static int probe(const char *name, uint64_t config, uint64_t period,
		 double secs)
{
	struct perf_event_attr a;
	volatile uint64_t spin = 0;
	uint64_t count = 0;
	double t0;
	int fd;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = PERF_TYPE_HARDWARE;
	a.config = config;
	a.sample_period = period;
	a.wakeup_events = 1;
	a.disabled = 1;
	overflows = 0;
	fd = syscall(__NR_perf_event_open, &a, 0, -1, -1, 0);
	if (fd < 0) {
		printf("perfprobe: %s: perf_event_open failed: %s\n", name, strerror(errno));
		return 1;
	}
	if (fcntl(fd, F_SETOWN, getpid()) || fcntl(fd, F_SETSIG, SIGRTMIN) ||
	    fcntl(fd, F_SETFL, O_ASYNC)) {
		printf("perfprobe: %s: fcntl failed: %s\n", name, strerror(errno));
		close(fd);
		return 1;
	}
	ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
	t0 = now();
	while (now() - t0 < secs)
		spin++;
	ioctl(fd, PERF_EVENT_IOC_DISABLE, 0);
	if (read(fd, &count, sizeof(count)) != sizeof(count))
		count = 0;
	close(fd);
	printf("perfprobe: %s: count=%llu period=%llu overflow_signals=%d (spun %llu)\n",
	       name, (unsigned long long)count, (unsigned long long)period,
	       (int)overflows, (unsigned long long)spin);
	return 0;
}

int main(int argc, char **argv)
{
	struct sigaction sa;
	cpu_set_t set;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_overflow;
	sigaction(SIGRTMIN, &sa, NULL);
	if (argc == 4) {
		CPU_ZERO(&set);
		CPU_SET(atoi(argv[3]), &set);
		if (sched_setaffinity(0, sizeof(set), &set)) {
			printf("perfprobe: CPU %s: %s\n", argv[3], strerror(errno));
			return 1;
		}
		return probe("cycles", PERF_COUNT_HW_CPU_CYCLES,
			     strtoull(argv[2], NULL, 10), atof(argv[1]));
	}
	if (argc != 1) {
		fprintf(stderr, "usage: perfprobe [SECONDS PERIOD CPU]\n");
		return 2;
	}
	probe("cycles", PERF_COUNT_HW_CPU_CYCLES, 10000000, 1.0);
	probe("instructions", PERF_COUNT_HW_INSTRUCTIONS, 10000000, 1.0);
	return 0;
}
