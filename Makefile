# SPDX-License-Identifier: GPL-2.0
# stockbench: the user's entry point.
#   make            stockbench.ko for the running kernel (KDIR=... overrides) + tools
#   make install    install stockbench.ko for that kernel (modules_install, depmod)
#   make vm-bench   install what is missing, boot the default kernels under QEMU
#                   (SB_BOOTS interleaved boots each), run the default
#                   benchmark, write results/<date>-<host>/
#   make check      every test stage (what .ci/run runs)
#   make results    regenerate the published experiments in results/ (QEMU,
#                   SB_RESULTS_BOOTS interleaved boots per kernel, ~30 min)
#   make check-fullguest stage 11 (full Debian guests) on every release
#   make check-debug the lockdep/kmemleak debug kernels (built on first use)
#   make check-abab stockbench abab (RT against !RT across reboots) in a full
#                   Debian guest: a series, then a reset and a failed build
#   make sensitivity 20 A/A and 20 +3% paired comparisons in one 6.1 guest,
#                   then 6 rounds of A/B boots, quiet and under load, and 7 duets
#                   (wall-clock TCG, tools/vm/sensitivity): one line each
#   make soak       the random-operations soak, 10^4 ops per kernel
#                   (soak-debug: on the lockdep/kmemleak kernels)
# tools/vm/README.md has the harness details.

KDIR ?= /lib/modules/$(shell uname -r)/build
TOOLS := $(wildcard tools/stockbench/Makefile)

KCONF = $(KDIR)/include/generated/autoconf.h
# make install: beside the kernel's own modules, not under DKMS's updates/dkms;
# then depmod for the release the kernel reports (UTS_RELEASE: Debian's
# include/config/kernel.release says 6.1.192, uname -r 6.1.0-57-amd64)
INSTALL_MOD_DIR ?= extra

.PHONY: all module module-check install tools check vm-bench vm-deps vm-prep results clean help

all: tools module

# kbuild compiles the module's files one job per CPU, unless make was
# given -j itself (as DKMS does): then they share its jobserver
MODULE_JOBS = $(if $(filter -j%,$(MAKEFLAGS)),,-j$(shell nproc 2>/dev/null || echo 1))

module: module-check
	$(MAKE) -C "$(KDIR)" M="$(CURDIR)" $(MODULE_JOBS) modules

# Say first, in a line, why a kernel cannot host the module, rather than
# failing deep in the compile: no build tree (headers not installed), a tree
# that is not configured (incomplete headers), or no memory cgroups. Any
# architecture builds it: where module/arch.h has no NMI source (x86 only),
# the nmi context is skipped with that reason.
module-check:
	@if [ ! -f "$(KDIR)/Makefile" ]; then \
		echo "stockbench: no kernel build tree at $(KDIR): install the headers of the running kernel" >&2; \
		echo "stockbench: (Debian: apt-get install linux-headers-$$(uname -r)), pass KDIR=<tree>, or use 'make vm-bench'" >&2; \
		exit 1; \
	fi
	@if [ ! -f "$(KCONF)" ]; then \
		echo "stockbench: $(KDIR) has no include/generated/autoconf.h: incomplete kernel headers or an unconfigured tree" >&2; \
		echo "stockbench: (Debian: apt-get install --reinstall the linux-headers package; a source tree: make modules_prepare)" >&2; \
		exit 1; \
	fi
	@grep -q '^#define CONFIG_MEMCG 1$$' "$(KCONF)" || { \
		echo "stockbench: the kernel of $(KDIR) has no CONFIG_MEMCG: stockbench measures the memory cgroup charge cache and cannot run without it" >&2; \
		exit 1; }

install: module
	$(MAKE) -C "$(KDIR)" M="$(CURDIR)" INSTALL_MOD_DIR="$(INSTALL_MOD_DIR)" modules_install
	depmod -a "$$(sed -n 's/^#define UTS_RELEASE "\(.*\)"$$/\1/p' "$(KDIR)/include/generated/utsrelease.h")"

tools:
ifneq ($(TOOLS),)
	$(MAKE) -C tools/stockbench
endif

vm-deps:
	tools/vm/deps

# What every guest needs from the host, for every target that boots one:
# the packages (trace-cmd, busybox, QEMU) and the CLI, which goes into the
# guest initramfs; each kernel's stockbench.ko is built by the harness.
# tools/vm/check-targets (in make check) fails a target that boots a guest
# without these.
vm-prep: vm-deps
	$(MAKE) tools

vm-bench: vm-prep
	tools/vm/sbvm bench $(KERNELS)

# EXPERIMENTS="2-memcg-slots 3-outside-irqs" regenerates only those.
results: vm-prep
	tools/vm/results $(EXPERIMENTS)

check: vm-prep
	tools/vm/check $(KERNELS)

# The lockdep/kmemleak debug kernels (tools/vm/debug): built on first use,
# 15-40 min each; make check runs those already cached (tools/vm/README.md).
.PHONY: check-debug
check-debug: vm-prep
	tools/vm/debug/check $(DEBUG_KERNELS)

# Stage 11 (fullguest) of make check on every release, not only bookworm: the full
# Debian guests (README.md as written, DKMS, kernel upgrade), 20-35 min each.
.PHONY: check-fullguest
check-fullguest: vm-prep
	tools/vm/check --stages fullguest $(or $(KERNELS),$(shell tools/vm/sbvm kernels --names debian))

# stockbench abab in a full Debian bookworm guest with systemd, kexec-tools,
# DKMS and both 6.1 kernels (tools/vm/fullguest/abab): a 3-round series, then
# a 2-round one with a forced reset and a module that does not build. Not in
# make check (the series alone took 15 min under TCG, and its image 4.3 GB);
# make check's stage 2 tests the series' state machine, the next boot stubbed.
.PHONY: check-abab
check-abab: vm-prep
	tools/vm/fullguest/abab

# The random-operations soak (tools/vm/guest/tests/98-soak.sh) at length:
# SOAK_OPS operations per kernel (seed SB_SOAK_SEED) on SOAK_KERNELS
# (default: those tagged soak in tools/vm/kernels.conf); the
# short version (45 s) runs in every make check. soak-debug: the same on
# the lockdep/kmemleak kernels, with its fault-injection ops, then
# 99-debug-checks (lockdep still on at the end, kmemleak clean)
# (tools/vm/debug prints PARTIAL for a boot of selected tests: read the
# tests' KTAP result lines).
SOAK_OPS ?= 10000
.PHONY: soak soak-debug
soak: vm-prep
	SB_TESTS=75,98 SB_FNMI_ROUNDS=10 SB_SOAK_OPS=$(SOAK_OPS) SB_TEST_TIMEOUT=20000 SB_TIMEOUT=21000 \
		tools/vm/sbvm check-guest $(or $(SOAK_KERNELS),$(shell tools/vm/sbvm kernels --tag soak))
soak-debug: vm-prep
	SB_TESTS=75,98,99 SB_FNMI_ROUNDS=10 SB_SOAK_OPS=$(SOAK_OPS) SB_TEST_TIMEOUT=40000 SB_DEBUG_TIMEOUT=41000 \
		tools/vm/debug/check $(DEBUG_KERNELS)

# The paired design's sensitivity benchmark (tools/vm/sensitivity);
# SENS_KERNEL=7.3-rt boots another kernel.
.PHONY: sensitivity
sensitivity: vm-prep
	tools/vm/sensitivity $(SENS_KERNEL)

clean:
	@if [ -f "$(KDIR)/Makefile" ]; then $(MAKE) -C "$(KDIR)" M="$(CURDIR)" clean; fi
ifneq ($(TOOLS),)
	$(MAKE) -C tools/stockbench clean
endif
	rm -rf build

help:
	@sed -n '2,/^# tools\/vm\/README/s/^# \{0,1\}//p' Makefile
