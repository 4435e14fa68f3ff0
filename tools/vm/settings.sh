# SPDX-License-Identifier: GPL-2.0
# settings.sh: every SB_* environment variable of the harness, declared once
# (as rcutorture's kvm.sh declares its TORTURE_* at its top): its default,
# who it is for, and what it means. Sourced by lib.sh (so by every tools/vm
# script) and, as /settings.sh, by the guest's init, which exports them to
# the guest's jobs and tests. A setting that is set and not empty keeps its
# value; an empty or unset one gets its default, evaluated here (a default
# may name $HOME, $SB_ROOT, $SB_VM_DIR or a setting declared above it).
#
#   sb_setting NAME KIND DEFAULT OPTION MEANING
#     KIND     user: set by users and CI (tools/vm/README.md's first table);
#              internal: one script tells another, or a test points a
#              script at its fixtures (the second table)
#     OPTION   the option of tools/vm/boot (or another script) that wins
#              over it, or ""
#     MEANING  one line
#
# tools/vm/settings-doc writes README.md's tables and the --help lists
# from these lines; the lint stage (stages.d/08-lint) fails a script that
# reads an SB_* not declared here, or writes its own inline default.
# A script may still set a value of its own (SB_LOCKED=1 before lib.sh).
# shellcheck shell=sh

# Sourced once per shell: a second time would take the defaults for values
# from the environment (sb_from_env).
if [ -z "${sb_settings:-}" ]; then
sb_settings="" sb_defaulted=""

# In bash (the host's scripts) the checkout is found from this file's path;
# in the guest (busybox sh) there is none.
# shellcheck disable=SC2034,SC3028,SC3054 # bash only, as the test says
if [ -n "${BASH_VERSION:-}" ]; then
	SB_VM_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
	SB_ROOT=$(cd "$SB_VM_DIR/../.." && pwd)
fi

# sb_setting NAME KIND DEFAULT OPTION MEANING: see above. The raw lines are
# kept in sb_settings (NAME<TAB>KIND<TAB>DEFAULT<TAB>OPTION<TAB>MEANING) for
# settings-doc; the names that took their default in sb_defaulted.
sb_setting() {
	case $2 in user | internal) ;; *) echo "settings.sh: $1: kind '$2' is not user or internal" >&2; return 1 ;; esac
	sb_settings="$sb_settings$1	$2	$3	$4	$5
"
	if eval "[ -z \"\${$1:-}\" ]"; then
		eval "$1=\"$3\""
		sb_defaulted="$sb_defaulted $1 "
	fi
}

# sb_from_env NAME: 0 when NAME was set before this file was sourced (the
# user's, or a calling script's), 1 when it holds its default.
sb_from_env() {
	case $sb_defaulted in *" $1 "*) return 1 ;; esac
	return 0
}

# sb_names: every declared name, one a line.
sb_names() {
	printf '%s' "$sb_settings" | cut -f1
}

# sb_export: every declared setting into the environment of the commands
# this shell runs (the guest's init for its jobs and tests).
sb_export() {
	for sb_n in $(sb_names); do
		export "${sb_n?}"
	done
}

# --- Where things are
sb_setting SB_VM_DIR internal "" "" "tools/vm of this checkout, found from this file's path (the environment's is not read)"
sb_setting SB_ROOT internal "" "" "this checkout's top folder, found from this file's path (the environment's is not read)"
sb_setting SB_CACHE user '${HOME:-/root}/.cache/stockbench' "" "the cache shared by every checkout: kernels, chroots, apt state, disk images, the harness lock .lock"
sb_setting SB_BUILD user '$SB_ROOT/build/vm' "" "per kernel: its module, initramfs, build logs and each job's output"
sb_setting SB_SRC user '$SB_ROOT' "" "the source tree whose Kbuild and module/ are built (make results refuses another)"
sb_setting SB_KERNELS_CONF internal '$SB_VM_DIR/kernels.conf' "" "the kernel table lib.sh reads (the lint stage's mutants point it at a broken copy)"
sb_setting SB_LOCKED internal "" "" "not empty: the harness lock is held by a parent script (1), or this run boots nothing (none, tables) and takes none"

# --- Booting a guest (tools/vm/boot; sbvm run and check-guest pass the options on)
sb_setting SB_TIMEOUT user 600 "--timeout S" "guest timeout in seconds"
sb_setting SB_PROGRESS user 0 "--progress" "1: stream the console to stderr"
sb_setting SB_ACCEL user "" "--accel" "kvm or tcg: skip the KVM probe (empty: probe-kvm decides once, cached in \$SB_CACHE/accel)"
sb_setting SB_KVM_PROBE_S user 20 "" "bound of the KVM probe in seconds"
sb_setting SB_QEMU user trixie "--qemu" "which QEMU boots the guests: trixie (Debian 13's 10.0 from the trixie chroot) or host (the host's 7.2; README.md \"Which QEMU\")"
sb_setting SB_QEMU_PIN user 1 "" "under TCG, pin each vCPU thread to a host CPU of its own (0: leave them to the scheduler); recorded in env as qemu_pin"
sb_setting SB_QEMU_NICE user -10 "" "under TCG, the nice value of QEMU's main loop thread once its vCPU threads exist (0: leave it); it raises the guest's timer interrupts; recorded in env as qemu_main_nice"
sb_setting SB_TCG_THREAD user multi "--tcg-thread" "single: both vCPUs on one host thread instead of multi-threaded TCG (to tell a guest bug from an MTTCG one)"
sb_setting SB_ICOUNT user "" "--icount N" "deterministic TCG (-icount shift=N,sleep=off, single-threaded): the guest clock advances 2^N ns per instruction, so ns/op are instruction counts; recorded as accel: tcg-icount"
sb_setting SB_QEMU_ARGS user "" "--qemu-args" "extra QEMU arguments, e.g. -d cpu_reset -D /tmp/reset.log for a guest that dies silently"
sb_setting SB_APPEND user "" "--append" "extra kernel command-line arguments (insn-trace/run boots with nokaslr)"
sb_setting SB_VMLINUZ user "" "--vmlinuz" "the custom kernel's bzImage"
sb_setting SB_KDIR user "" "" "the custom kernel's build tree (after make modules)"
sb_setting SB_NO_TRACEPOINTS user "" "" "not empty: the module is built with its trace hooks compiled out (Kbuild)"
sb_setting SB_REBUILD user "" "" "not empty: build the module (build-module) or A/B kernel (build-kernel) even when the cached one stands"
sb_setting SB_ARM64_MACHINE internal virt,gic-version=3 "" "the arm64 guests' QEMU machine (arm64.sh)"
sb_setting SB_ARM64_CPU user max,pauth-impdef=on "" "the arm64 guests' QEMU -cpu (max alone: QARMA5 pointer authentication, slower under TCG)"
sb_setting SB_APT_ARCH internal amd64 "" "apt-private's architecture: arm64 keeps a state of its own that knows arm64 packages"

# --- Guest jobs (boot passes them on the kernel command line; init sets them in the guest)
sb_setting SB_TESTS user "" "--tests a,b" "check job: only the guest tests whose names start with a or b; a word that selects no test fails the run"
sb_setting SB_TEST_TIMEOUT user 600 "--test-timeout S" "check job: per-test timeout in the guest, in seconds"
sb_setting SB_TRACE user 0 "--trace" "1: bench job under trace-cmd record (autorun=0, then the default run); out/trace.dat comes back byte-exact"
sb_setting SB_TRACE_EVENTS user stockbench "--trace-events a,b" "the events the bench job's trace records (trace-cmd -e), e.g. stockbench,sched:sched_switch"
sb_setting SB_RUNS user "" "--runs FILE" "runs job: the run list, a file of NAME key=value ... lines (guest/runs.sh)"
sb_setting SB_SYSTEM user "" "--system" "system job: key=number words: len (s per netperf run, 10), runs (3), clients (4), flows (16), groups (4), ipv (4 or 6)"
sb_setting SB_NETPERF_CPIO user "" "--netperf-cpio" "system job: this netperf initramfs member instead of mknetperf's"
sb_setting SB_SOAK_S user 45 "--soak-s" "98-soak: its length in seconds"
sb_setting SB_SOAK_OPS user 0 "--soak-ops" "98-soak: operations instead of seconds (0: bounded by SB_SOAK_S; make soak: 10^4)"
sb_setting SB_SOAK_SEED user 31 "--soak-seed" "98-soak: the seed of its random operations"
sb_setting SB_FNMI_ROUNDS user 2 "--fnmi-rounds" "75-foreign-nmi, 77-foreign-nmi-pmu: rounds of 15 sysrq l each (make soak: 10)"

# --- Inside the guest (guest/init; check-ktap points them at its fixtures)
sb_setting SB_KERNEL internal unknown "" "the kernel's name (sb.kernel=): in the guest's closing line and system.csv"
sb_setting SB_KO internal /stockbench.ko "" "the module in the guest"
sb_setting SB_OUT internal /out "" "the guest folder the host gets back byte-exact"
sb_setting SB_TESTS_DIR internal /tests "" "the guest tests run-tests.sh runs"
sb_setting SB_KTAP_AWK internal /ktap.awk "" "the KTAP reader run-tests.sh counts with"
sb_setting SB_PROC_MODULES internal /proc/modules "" "where run-tests.sh and testlib.sh see whether the module is loaded"
sb_setting SB_TIME_SCALE internal 1 "" "factor on the guest tests' time bounds: run-tests.sh sets 4 on a lockdep kernel"

# --- make vm-bench (tools/vm/bench)
sb_setting SB_BOOTS user 3 "" "make vm-bench: rounds of boots of every kernel, the replicates when kernels are compared (round by round)"
sb_setting SB_BENCH_EXTRA user 2 "" "make vm-bench: at most this many more rounds, one for each round that had a boot slow as a whole or beside other work on the host"
sb_setting SB_BENCH_BUSY user 0.25 "" "make vm-bench: cores of other work on the host beside a boot above which its round is left out of the comparison (when SB_BOOTS rounds are clean)"
sb_setting SB_BOOT_SEED user "" "" "seed of the interleaved boot order of make vm-bench and make results (empty: from the clock); the order itself is recorded in boots.txt"
sb_setting SB_DUET user 0 "" "1: make vm-bench boots the two kernels of each pair at the same time (README.md \"Duet\")"
sb_setting SB_VMBENCH_ICOUNT user 1 "" "0: make vm-bench without its icount boots (no instruction columns)"
sb_setting SB_DUET_AA_ANALYSE user 0 "" "1: duet-aa only analyses an existing folder"

# --- make results (tools/vm/results, results/*/report)
sb_setting SB_RESULTS_BOOTS user 6 "" "make results: boots per kernel, unless an experiment's own boots file says otherwise (set, it wins over that file too)"
sb_setting SB_RESULTS_ICOUNT user 1 "" "0: make results without its icount boots (one per kernel after the rounds: raw/<kernel>/icount/, instructions/op)"
sb_setting SB_ANSWER_WIDE user "" "" "not empty: results/answer prints its table even with lines over 80 columns (to see a row that grew) instead of failing"
sb_setting SB_RESULTS_DIR internal '$SB_ROOT/results' "" "the experiments make results regenerates (the tests point it at fixtures)"
sb_setting SB_RESULTS internal "" "" "results/ of this checkout, for a report to find common.sh (tools/vm/results sets it)"
sb_setting SB_CLI internal "" "" "the stockbench CLI results/common.sh runs (tools/vm/results and bench set it)"
sb_setting SB_RESULTS_KERNELS internal "" "" "an experiment's kernels for its report (tools/vm/results sets them from kernels.conf's tag)"

# --- make sensitivity (tools/vm/sensitivity)
sb_setting SB_SENS_N user 20 "" "paired runs per design (A/A and injected) in the one boot (0: only the lines across boots)"
sb_setting SB_SENS_PCT user 3 "" "percent of extra work injected into every op of the second instance"
sb_setting SB_SENS_B user 'locallock#2' "" "the instance compared with the first"
sb_setting SB_SENS_CFG user "contexts=task repeats=8 samples=200 blocks=100 sample_us=300" "" "the keys of the runs within one boot"
sb_setting SB_SENS_ROUNDS user 6 "" "rounds of an A and a B boot for the lines across boots (no more than SB_SENS_PAIRS: none)"
sb_setting SB_SENS_PAIRS user 3 "" "rounds a side in each compare --pairs across boots and duets (make vm-bench's boots a side), 2..9"
sb_setting SB_SENS_LOAD user 1 "" "1: the rounds across boots again under one busy loop per host core; 0: quiet only"
sb_setting SB_SENS_XCFG user "variants=locallock,trylock,decoupled contexts=task,bh,softirq repeats=3 samples=20 sample_us=300" "" "the run of each boot across boots and duets"
sb_setting SB_SENS_DUETS user 7 "" "rounds for the line across duets (fewer than 3: none)"

# --- make check (tools/vm/check) and its stages
sb_setting SB_STAGES user "" "--stages" "the stages make check runs, in that order, by number or name (empty: every stage of tools/vm/stages, in its order)"
sb_setting SB_STAGES_TABLE internal '$SB_VM_DIR/stages' "" "make check's stage table (stages-doc's mutants point it at a broken copy)"
sb_setting SB_CHECK_DEBUG_KERNELS user "" "" "the debug stage's kernels (empty: every debug kernel of kernels.conf)"
sb_setting SB_CHECK_SYSTEM user "len=2 runs=2 clients=2 flows=4 groups=2" "" "the system stage's job parameters (as SB_SYSTEM)"
sb_setting SB_ARM64_TESTS user 00,10,30,40,75,77,95 "" "the arm64 stage's guest tests: load, the default run, every context, config errors, and the tests that must SKIP there (foreign NMIs: no pseudo-NMI; trace-cmd)"
sb_setting SB_ARM64_KERNELS user "" "" "the arm64 stage's guest kernels (empty: those tagged arm64-guest in kernels.conf, one !RT and one RT)"
sb_setting SB_ARM64_NMI_TESTS user 00,10,30,77 "" "the arm64 stage's tests that need an NMI, on the kernels tagged arm64-nmi in kernels.conf that are built (pseudo-NMI); not 70-hotplug, 220 s there (it passed: add 70 to run it)"
sb_setting SB_KBUILD_WANT internal "" "" "the system stage: a kbuild entry the guest's env must name (+outside-)"
sb_setting SB_MAKEFILE internal '$SB_ROOT/Makefile' "" "the Makefile check-targets and check-kdir check (their mutants)"
sb_setting SB_KTAP_SHOW user "" "" "check-ktap keeps its first KTAP document in this file (to read what the runner prints)"
sb_setting SB_DEBUG_TIMEOUT user 2400 "" "debug/check: guest timeout in seconds (lockdep under TCG is slow)"
sb_setting SB_DEBUG_JOBS user 2 "" "make -j of the debug and A/B kernel builds (under nice -n 19: the machine is shared)"
sb_setting SB_KBUILD_PATCHES internal "" "" "build-kernel tells debug/build-kernel the patch series to apply"
sb_setting SB_FG_TIMEOUT user 3600 "" "fullguest/run: bound of each boot in seconds"
sb_setting SB_FG_PARTS user all "" "fullguest/run: all, or readme (the first kernel, README.md's bare-metal block only)"
sb_setting SB_FG_README internal "" "" "fullguest/run: the guest reads this file as README.md (to test the test)"
sb_setting SB_ABAB_TIMEOUT user 3600 "" "fullguest/abab (make check-abab): bound of each test in seconds"
sb_setting SB_ABAB_TESTS user "series faults" "" "fullguest/abab: the tests it runs, of series and faults"
fi
