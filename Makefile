# SPDX-License-Identifier: GPL-2.0
# stockbench: the user's entry point.
#   make            stockbench.ko for the running kernel (KDIR=... overrides) + tools
#   make vm-bench   install what is missing, boot the default kernels under QEMU,
#                   run the default benchmark, write results/<date>-<host>/
#   make check      every test stage (what .ci/run runs)
#   make results    regenerate the published experiments in results/ (QEMU, ~10 min)
# tools/vm/README.md has the harness details.

KDIR ?= /lib/modules/$(shell uname -r)/build
TOOLS := $(wildcard tools/stockbench/Makefile)

.PHONY: all module tools check vm-bench vm-deps results clean help

all: tools module

module:
	@if [ ! -f "$(KDIR)/Makefile" ]; then \
		echo "stockbench: no kernel build tree at $(KDIR): install the headers of the running kernel" >&2; \
		echo "stockbench: (Debian: apt-get install linux-headers-$$(uname -r)), pass KDIR=<tree>, or use 'make vm-bench'" >&2; \
		exit 1; \
	fi
	$(MAKE) -C "$(KDIR)" M="$(CURDIR)" modules

tools:
ifneq ($(TOOLS),)
	$(MAKE) -C tools/stockbench
endif

vm-deps:
	tools/vm/deps

# The CLI goes into the guest initramfs when it is built.
vm-bench: vm-deps
	-$(MAKE) tools
	tools/vm/sbvm bench $(KERNELS)

# EXPERIMENTS="2-shakeel 3-kuniyuki" regenerates only those.
results: vm-deps
	$(MAKE) tools
	tools/vm/results $(EXPERIMENTS)

check: vm-deps
	-$(MAKE) tools
	tools/vm/check $(KERNELS)

# The lockdep/kmemleak debug kernels (tools/vm/debug): built on first use,
# 15-40 min each; make check runs those already cached (tools/vm/README.md).
.PHONY: check-debug
check-debug: vm-deps
	tools/vm/debug/check $(DEBUG_KERNELS)

clean:
	@if [ -f "$(KDIR)/Makefile" ]; then $(MAKE) -C "$(KDIR)" M="$(CURDIR)" clean; fi
ifneq ($(TOOLS),)
	$(MAKE) -C tools/stockbench clean
endif
	rm -rf build

help:
	@sed -n '2,8s/^# \{0,1\}//p' Makefile
