// SPDX-License-Identifier: GPL-2.0
/*
 * perfprobe: does this (arm64) guest's PMU raise overflow interrupts?
 * Counts a hardware event of its own task with a sample period and asks
 * for SIGIO at each overflow (O_ASYNC: no ring buffer needed), spins for
 * about a second, and prints the count and the overflows seen. A PMU
 * with no overflow interrupt counts but never signals; no PMU at all
 * fails perf_event_open. The evidence of results/notes/vm-arm64.md (the
 * NMI question). Built with aarch64-linux-gnu-gcc -O2 -static and run in
 * the guest.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t overflows;

static void on_io(int sig)
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

static int probe(const char *name, uint64_t config, uint64_t period)
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
	if (fcntl(fd, F_SETOWN, getpid()) || fcntl(fd, F_SETSIG, SIGIO) ||
	    fcntl(fd, F_SETFL, O_ASYNC)) {
		printf("perfprobe: %s: fcntl failed: %s\n", name, strerror(errno));
		close(fd);
		return 1;
	}
	ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
	t0 = now();
	while (now() - t0 < 1.0)
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

int main(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_io;
	sigaction(SIGIO, &sa, NULL);
	probe("cpu-cycles", PERF_COUNT_HW_CPU_CYCLES, 10000000);
	probe("instructions", PERF_COUNT_HW_INSTRUCTIONS, 10000000);
	return 0;
}
