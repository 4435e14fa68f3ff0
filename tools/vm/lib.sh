# SPDX-License-Identifier: GPL-2.0
# Shared helpers for the tools/vm scripts; sourced, never run.
# shellcheck shell=bash

# Every SB_* setting, its default and meaning (SB_VM_DIR and SB_ROOT too).
# shellcheck source=tools/vm/settings.sh
. "$(dirname "${BASH_SOURCE[0]}")/settings.sh"
export SB_CACHE SB_BUILD

# One-line reason on stderr, non-zero exit: the contract for every failure.
die() {
	echo "sbvm: error: $*" >&2
	exit 1
}

# Progress lines go to stderr so that stdout stays machine-readable.
say() {
	echo "sbvm: $*" >&2
}

need_root() {
	[ "$(id -u)" = 0 ] || die "$1 needs root (run as root or with sudo)"
}

need_cmd() {
	local c
	for c in "$@"; do
		command -v "$c" >/dev/null 2>&1 ||
			die "missing command '$c' (apt-get install the package that provides it; .ci/run does)"
	done
}

# --- The kernel table (kernels.conf; its header says what each column is).
# kernel_table_load is its one reader, run when this file is sourced: a
# row that is not what the header says ends every script at once, with the
# line. kernel_row, kernel_rows, kernel_lookup and kbuild_kernel only look
# in what it read. SB_KERNELS_CONF reads another table (the lint stage's
# mutants).
declare -ga sb_kt_names=()
declare -gA sb_kt=() sb_kt_tags=()
kernel_table_load() {
	local conf=$1 n=0 line name kind arch suite pkg root rt recipe tags extra
	sb_kt_names=() sb_kt=() sb_kt_tags=()
	[ -f "$conf" ] || die "no kernel table $conf"
	while IFS= read -r line || [ -n "$line" ]; do
		n=$((n + 1))
		[[ $line =~ ^[[:space:]]*(#|$) ]] && continue
		read -r name kind arch suite pkg root rt recipe tags extra <<<"$line"
		{ [ -n "$tags" ] && [ -z "$extra" ]; } ||
			die "$conf:$n: not the 9 columns name kind arch suite package root rt recipe tags: '$line'"
		case $kind in
		debian | kbuild | debug) ;;
		*) die "$conf:$n: $name: kind '$kind' is not debian, kbuild or debug" ;;
		esac
		[[ $rt =~ ^(yes|no)$ ]] || die "$conf:$n: $name: rt '$rt' is not yes or no"
		[[ $arch =~ ^[a-z0-9]+$ ]] || die "$conf:$n: $name: arch '$arch' is not a Debian architecture"
		[[ $suite =~ ^[a-z]+(-[a-z]+)?$ ]] || die "$conf:$n: $name: suite '$suite' is not an apt suite"
		[[ $root =~ ^[a-z]+$ ]] || die "$conf:$n: $name: root '$root' is not host or a release"
		[[ $tags =~ ^(-|[a-z0-9][a-z0-9-]*(\+[a-z0-9-]+)?(,[a-z0-9][a-z0-9-]*(\+[a-z0-9-]+)?)*)$ ]] ||
			die "$conf:$n: $name: tags '$tags' are not - or TAG[+SERIES],..."
		[ -z "${sb_kt[$name]+x}" ] || die "$conf:$n: $name: a second row of that name"
		sb_kt_names+=("$name")
		sb_kt[$name]="$kind $arch $suite $pkg $root $rt $recipe"
		sb_kt_tags[$name]=,${tags#-},
	done <"$conf"
	[ ${#sb_kt_names[@]} -gt 0 ] || die "$conf: no kernel in the table"
}
kernel_table_load "$SB_KERNELS_CONF"

# kernel_row NAME: 0 and KNAME KKIND KARCH KSUITE KREL (the suite's first
# word) KPKG KROOT KRT KFRAGS (an array of fragment paths) set if NAME is a
# row of the table, else 1 with nothing set.
kernel_row() {
	local r=${sb_kt[$1]:-} recipe f
	[ -n "$r" ] || return 1
	KNAME=$1
	# shellcheck disable=SC2034 # KARCH KREL are for the scripts that source this
	read -r KKIND KARCH KSUITE KPKG KROOT KRT recipe <<<"$r"
	# shellcheck disable=SC2034
	KREL=${KSUITE%%-*}
	KFRAGS=()
	if [ "$recipe" != - ]; then
		for f in ${recipe//,/ }; do
			KFRAGS+=("$SB_VM_DIR/$KKIND/$f")
		done
	fi
}

# kernel_rows [--arch ARCH|all] [KIND...]: the names of the table's
# kernels of those kinds (every kind when none is given) and of that arch
# (amd64 when not given: the default kernel sets of make check, vm-bench
# and the stages are the amd64 rows; arm64 rows are named, or run by the
# check's arm64 stage), one a line, in the table's order.
kernel_rows() {
	local k arch=amd64 a
	if [ "${1:-}" = --arch ]; then
		arch=${2:?kernel_rows --arch needs an architecture or all}
		shift 2
	fi
	for k in "${sb_kt_names[@]}"; do
		[ $# -eq 0 ] || [[ " $* " == *" ${sb_kt[$k]%% *} "* ]] || continue
		a=${sb_kt[$k]#* }
		[ "$arch" = all ] || [ "${a%% *}" = "$arch" ] || continue
		echo "$k"
	done
}

# kernel_tagged TAG: the kernels of the set TAG (tools/vm/kernels.conf's
# tags column), one a line, in the table's order, any arch: each row
# tagged TAG, and NAME+SERIES after it when the row is tagged TAG+SERIES
# (the kbuild kernel booted with patches/SERIES).
kernel_tagged() {
	local k t
	for k in "${sb_kt_names[@]}"; do
		for t in ${sb_kt_tags[$k]//,/ }; do
			if [ "$t" = "$1" ]; then
				echo "$k"
			elif [ "${t%%+*}" = "$1" ] && [ "$t" != "${t%%+*}" ]; then
				echo "$k+${t#*+}"
			fi
		done
	done
}

# kernel_table_check: what the columns say agrees with the files they
# name: every fragment exists, rt=yes exactly when the package is an rt
# flavour or a fragment sets CONFIG_PREEMPT_RT=y, a debian row's package is
# a linux-image meta package and a built row's a linux-source one, every
# arch is amd64 or arm64 (a debian row with an arm64 package, or a kbuild
# row with kbuild/arm64.config). One FAIL line per fault.
kernel_table_check() {
	local k bad=0 isrt f
	for k in "${sb_kt_names[@]}"; do
		kernel_row "$k"
		isrt=no
		if [ "$KKIND" = debian ]; then
			[[ $KPKG == linux-image-* ]] || { echo "FAIL: kernels.conf: $k: package '$KPKG' is not linux-image-<flavour>"; bad=1; }
			[ ${#KFRAGS[@]} -eq 0 ] || { echo "FAIL: kernels.conf: $k: a debian kernel has no recipe ('-'), not '${KFRAGS[*]##*/}'"; bad=1; }
			[[ $KPKG != linux-image-rt-* ]] || isrt=yes
		else
			[[ $KPKG == linux-source-* ]] || { echo "FAIL: kernels.conf: $k: package '$KPKG' is not linux-source-<version>"; bad=1; }
			[ ${#KFRAGS[@]} -gt 0 ] || { echo "FAIL: kernels.conf: $k: a $KKIND kernel needs its config fragments"; bad=1; }
			for f in "${KFRAGS[@]}"; do
				if [ ! -f "$f" ]; then
					echo "FAIL: kernels.conf: $k: no fragment ${f#"$SB_ROOT"/}"
					bad=1
				elif grep -qx 'CONFIG_PREEMPT_RT=y' "$f"; then
					isrt=yes
				fi
			done
		fi
		[ "$KRT" = "$isrt" ] || { echo "FAIL: kernels.conf: $k: rt is $KRT, but its $([ "$KKIND" = debian ] && echo package || echo fragments) say $isrt"; bad=1; }
		case $KARCH in
		amd64) ;;
		arm64)
			case $KKIND in
			debian) [[ $KPKG == *-arm64 ]] || { echo "FAIL: kernels.conf: $k: arch arm64, but package '$KPKG' is not an arm64 flavour"; bad=1; } ;;
			kbuild) [[ " ${KFRAGS[*]##*/} " == *" arm64.config "* ]] || { echo "FAIL: kernels.conf: $k: an arm64 kbuild kernel needs arm64.config (console, PCI, pseudo-NMI)"; bad=1; } ;;
			*) echo "FAIL: kernels.conf: $k: arch arm64: Debian's own arm64 kernels (debian) and the kbuild ones boot, not $KKIND"; bad=1 ;;
			esac
			;;
		*) echo "FAIL: kernels.conf: $k: arch $KARCH: boot runs amd64 and arm64 guests only"; bad=1 ;;
		esac
	done
	return "$bad"
}

# kernel_lookup NAME: a Debian kernel, to fetch: sets KNAME KSUITE KFLAVOUR
# KROOT KARCH (amd64, or arm64: arm64.sh). A debian row of the table, or <suite>/<flavour>, e.g. trixie/rt-amd64.
kernel_lookup() {
	local name=$1
	if kernel_row "$name"; then
		[ "$KKIND" = debian ] ||
			die "$name is a $KKIND kernel: it is built, not fetched ($([ "$KKIND" = kbuild ] && echo "tools/vm/build-kernel" || echo "tools/vm/debug/check"))"
		KFLAVOUR=${KPKG#linux-image-}
	elif [[ $name =~ ^([a-z]+(-[a-z]+)?)/([a-z0-9-]+)$ ]]; then
		KNAME=${name//\//_}
		KSUITE=${BASH_REMATCH[1]}
		KFLAVOUR=${BASH_REMATCH[3]}
		KARCH=amd64
		[[ $KFLAVOUR != *arm64 ]] || KARCH=arm64
		# The system apt serves bookworm (and -security) headers; anything
		# else builds in a chroot of its release, whose apt has all suites.
		case $KSUITE in
		bookworm | bookworm-updates | bookworm-security) KROOT=host ;;
		*) KROOT=${KSUITE%%-*} ;;
		esac
	else
		die "unknown kernel '$name' (known: $(kernel_rows --arch all debian | tr '\n' ' ')or <suite>/<flavour> such as trixie/amd64; sbvm kernels lists all)"
	fi
	export KNAME KSUITE KFLAVOUR KROOT KARCH
}

# custom_arch: the arch of the custom kernel (SB_KDIR's .config): arm64
# for an arm64 tree (build-kernel's arm64 A/B kernels), else amd64
custom_arch() {
	if [ -n "$SB_KDIR" ] && grep -qx 'CONFIG_ARM64=y' "$SB_KDIR/.config" 2>/dev/null; then
		echo arm64
	else
		echo amd64
	fi
}

# kbuild_kernel NAME: true when NAME is an A/B kernel (kind kbuild), with
# or without a patch series after a "+" (7.3-sb, 7.3-sb+outside).
kbuild_kernel() {
	[[ ${sb_kt[${1%%+*}]:-} == "kbuild "* ]]
}
# --- end of the kernel table

# The arm64 kernels' fetch, cross build, initramfs parts and QEMU.
# shellcheck source=tools/vm/arm64.sh
. "$SB_VM_DIR/arm64.sh"

# boot_order SEED BOOTS KERNEL...: the order in which to boot KERNELs when
# each is booted BOOTS times (boots are the replicates when kernels are
# compared). One "ROUND KERNEL" line per boot: round r boots every kernel
# once, in an order shuffled with awk's rand() seeded by SEED and r, so that
# a slow stretch of the host does not always fall on the same kernel. The
# caller records the lines (boots.txt): the file, not the seed, is the
# record, since rand() differs between awk implementations.
boot_order() {
	local seed=$1 boots=$2 r
	shift 2
	[[ $seed =~ ^[0-9]+$ ]] || die "SB_BOOT_SEED must be a number, not '$seed'"
	[[ $boots =~ ^[1-9][0-9]*$ ]] || die "SB_BOOTS must be a number of boots (1 or more), not '$boots'"
	for ((r = 1; r <= boots; r++)); do
		printf '%s\n' "$@" |
			awk -v s="$((seed + r))" 'BEGIN { srand(s) } { printf "%.9f %s\n", rand(), $0 }' |
			sort -k1,1 | awk -v r="$r" '{ print r, $2 }'
	done
}

# boot_kernel_job K JOB DIR: boot kernel K for guest job JOB into DIR. K is
# a debian kernel of kernels.conf, <suite>/<flavour>, custom (SB_VMLINUZ,
# SB_KDIR), or an A/B (kbuild) kernel of kernels.conf with an optional
# patch series of tools/vm/patches/ after a "+" (7.3-sb+outside), built on
# first use (build-kernel, 8-15 min) and cached.
boot_kernel_job() {
	local k=$1 job=$2 dir=$3 base=${1%%+*} series=""
	if kbuild_kernel "$k"; then
		[ "$k" = "$base" ] || series=$SB_VM_DIR/patches/${k#*+}
		"$SB_VM_DIR/build-kernel" --run "$base" ${series:+"$series"} "$job" "$dir"
	else
		"$SB_VM_DIR/sbvm" run "$k" "$job" "$dir"
	fi
}

# icount_boot K DIR RUN...: one icount boot of kernel K into DIR (SB_ICOUNT=0:
# single-threaded TCG, one vCPU, the guest clock one ns per instruction, so
# ns/op are instructions/op) with the run list DIR/icount.runs, which the
# caller wrote: each RUN twice in the boot, as RUN.icount-1 and RUN.icount-2
# (icount-1 and icount-2 for RUN "-", make vm-bench's one run), since only
# two repeats that agree make a count exact. DIR keeps the runs' csv and
# txt, variants, env and console.log, and per RUN its instructions/op
# (vm-summary icount) in RUN.instr.txt (instr.txt for "-"; an inexact cell
# is a line of its own there, which the CLI shows as -), and why a count is
# missing or inexact in RUN.instr.why. Returns 1 when the boot failed.
icount_boot() {
	local k=$1 d=$2 run p f rc=0 why=""
	shift 2
	mkdir -p "$d"
	if ! SB_ICOUNT=0 SB_RUNS=$d/icount.runs boot_kernel_job "$k" runs "$d/run" 2>"$d/boot.err"; then
		cat "$d/boot.err" >&2
		why="icount boot failed: $(grep 'error:' "$d/boot.err" | tail -n1 | sed 's/^sbvm: error: //')"
		rc=1
	fi
	for f in "$d"/run/out/*icount-[12].csv "$d"/run/out/*icount-[12].txt "$d/run/out/variants"; do
		[ ! -f "$f" ] || cp "$f" "$d/"
	done
	[ ! -f "$d/run/env" ] || cp "$d/run/env" "$d/run/console.log" "$d/"
	rm -rf "$d/run" "$d/boot.err"
	for run in "$@"; do
		p=${run%-}
		p=${p:+$p.}
		if [ -n "$why" ]; then
			echo "$why" >"$d/${p}instr.why"
		elif ! "$SB_VM_DIR/vm-summary" icount "$d" ${p:+"$run"} >"$d/${p}instr.txt" 2>"$d/instr.err"; then
			if [ -s "$d/instr.err" ]; then
				sed 's/^vm-summary: error: //' "$d/instr.err" >"$d/${p}instr.why"
			else
				echo "not exact (the repeats differ, or mixed): $(awk '$3 == "inexact" { printf "%s%s %s (%s, %s)", s, $1, $2, $4, $5; s = "; " }' "$d/${p}instr.txt")" >"$d/${p}instr.why"
			fi
		fi
		rm -f "$d/instr.err"
	done
	return $rc
}

# bench_pairs KERNEL...: the pairs make vm-bench compares, one "A B" line
# each: every kernel given with its RT twin, the name with "-rt" put in
# (6.1 and 6.1-rt, 7.3-sb+outside and 7.3-rt-sb+outside; !RT first), else
# the two kernels when exactly two are given (KERNELS="base patched").
bench_pairs() {
	local k m n=0
	for k in "$@"; do
		for m in "$@"; do
			if [ "$m" != "$k" ] && [ "${m/-rt/}" = "$k" ]; then
				echo "$k $m"
				n=$((n + 1))
			fi
		done
	done
	if [ "$n" -eq 0 ] && [ $# -eq 2 ]; then
		echo "$1 $2"
	fi
}

# The guest tests' results are KTAP (guest/run-tests.sh); guest/ktap.awk,
# which the guest itself counts with, is the one reader of it. FILE is
# the guest's out/tests.ktap or a console log (CRs and kernel lines are
# ignored). Leaf results only: a test's checks and the runner's verdicts.
# ktap_count FILE: "N passed, N failed"
ktap_count() {
	awk -f "$SB_VM_DIR/guest/ktap.awk" -v mode=count "$1"
}

# ktap_results FILE: every leaf result line ("ok 3 10-autorun: ...",
# "not ok 1 run-tests: ..."), unindented
ktap_results() {
	awk -f "$SB_VM_DIR/guest/ktap.awk" -v mode=list "$1"
}

# ktap_test FILE TEST: the verdict of guest test TEST, "ok", "not ok" or
# "skip"; nothing if the document has no result for it
ktap_test() {
	awk -f "$SB_VM_DIR/guest/ktap.awk" -v mode=test -v name="$2" "$1"
}

# ktap_lint FILE: "line N: what" for each way FILE (a whole document, not
# a console log) is not well-formed KTAP; nothing if it is
ktap_lint() {
	awk -f "$SB_VM_DIR/guest/ktap.awk" -v mode=lint "$1"
}

# guest_ktap DIR: the KTAP of a guest boot's check job in DIR: out/tests.ktap
# as the guest wrote it, or the console log if the transfer brought none
guest_ktap() {
	if [ -s "$1/out/tests.ktap" ]; then
		echo "$1/out/tests.ktap"
	else
		echo "$1/console.log"
	fi
}

# console_fault_why LOG FAULTS: scan LOG (scan-console) into FAULTS; if the
# kernel reported anything, print one line that says what (the first
# report), where (the first RIP/pc line after it: the oops's own, never
# a frame of an earlier backtrace) and during which guest test (the last
# "# sb-test: running" before it), and return 1. A CI log keeps only a
# run's last lines: this line is all a maintainer may get of the oops.
console_fault_why() {
	local log=$1 faults=$2 first
	"$SB_VM_DIR/scan-console" "$log" >"$faults" && return 0
	first=$(head -n1 "$faults")
	tr -d '\r' <"$log" | awk -v first="$first" -v n="$(wc -l <"$faults")" '
		/# sb-test: running / && !found { t = $0; sub(/.*# sb-test: running /, "", t) }
		!found && index($0, first) { found = 1; next }
		found && !rip && /(RIP: [0-9a-f]+:|pc : )/ { rip = $0; sub(/^\[ *[0-9.]+\] */, "", rip) }
		END {
			line = first
			sub(/^\[ *[0-9.]+\] */, "", line)
			printf "%s", substr(line, 1, 120)
			if (rip != "") printf " at %s", substr(rip, 1, 100)
			if (t != "") printf " during %s", t
			printf " (%d lines in console-faults.txt)\n", n
		}'
	return 1
}

# stale_int3_rerun DIR: after a failed guest boot in DIR, whether to boot
# once more: under TCG only (with KVM it would be a real bug), a death of
# QEMU's stale translation of patched code (tcg-stale-int3; README.md
# "Which QEMU"). If so, moves DIR to DIR.stale-int3 (kept for reading),
# prints the RERUN: line and returns 0; else 1.
stale_int3_rerun() {
	local dir=$1 name=$2 stale
	grep -qx 'accel: tcg' "$dir/env" 2>/dev/null || return 1
	stale=$("$SB_VM_DIR/tcg-stale-int3" "$dir/console.log" 2>/dev/null) || return 1
	rm -rf "$dir.stale-int3"
	mv "$dir" "$dir.stale-int3"
	echo "RERUN: guest $name: $stale (QEMU TCG, tools/vm/README.md \"Which QEMU\"); first boot in $dir.stale-int3, booting once more"
}

# boot_with_rerun TRY K DIR: the guest boot TRY K DIR (a function that
# sets why: empty when the boot passed), and TRY once more when
# stale_int3_rerun says so; sets rerun to what the verdict line adds
# (empty after one boot). sbvm check-guest's and debug/check's one policy.
boot_with_rerun() {
	local try=$1 k=$2 dir=$3
	rerun=""
	rm -rf "$dir.stale-int3"
	"$try" "$k" "$dir"
	if [ -n "$why" ] && stale_int3_rerun "$dir" "$k"; then
		rerun="; booted twice: the first died of a stale int3"
		"$try" "$k" "$dir"
	fi
}

# boot_seed: $SB_BOOT_SEED, or a fresh one from the clock.
boot_seed() {
	if [ -n "$SB_BOOT_SEED" ]; then
		echo "$SB_BOOT_SEED"
	else
		echo "$(($(date +%s) % 1000000))"
	fi
}

# rm_tree DIR...: rm -rf each DIR, after unmounting what is mounted below
# it: a debootstrap that failed leaves the chroot's proc mounted, and rm
# would try to delete /proc's files one by one (thousands of errors).
rm_tree() {
	local d m
	for d in "$@"; do
		[ -e "$d" ] || continue
		awk -v p="$(realpath "$d")/" 'index($2 "/", p) == 1 { print $2 }' /proc/mounts |
			sort -r | while read -r m; do umount -l "$m" 2>/dev/null || true; done
		rm -rf "$d"
	done
}

# Make a cache entry appear all at once: build into a temp dir next to it,
# then rename. A crash leaves only a *.tmp.* dir, which is never trusted.
# (It is removed by the next build of that entry: under the harness lock,
# so never while another run builds into it.)
atomic_begin() {
	local dest=$1
	mkdir -p "$(dirname "$dest")"
	rm_tree "$dest".tmp.*
	mktemp -d "$dest.tmp.XXXXXX"
}

atomic_commit() {
	local tmp=$1 dest=$2
	rm -rf "$dest"
	mv "$tmp" "$dest"
}

# Kernel entries are complete only when their stamp file exists.
kernel_dir() {
	echo "$SB_CACHE/kernels/${1//\//_}"
}

# Per-kernel build folder ("trixie/amd64" -> build/vm/trixie_amd64).
build_dir() {
	echo "$SB_BUILD/${1//\//_}"
}

# host_cli LOG: the stockbench CLI of this checkout for this host (and the
# amd64 guests), made if its sources changed; its path on stdout, or
# status 1 with make's output in LOG (tools/vm/deps installs what it
# needs). arm64.sh's arm64_cli is the arm64 guests' cross build.
host_cli() {
	make -s -C "$SB_ROOT/tools/stockbench" stockbench >"$1" 2>&1 || return 1
	echo "$SB_ROOT/tools/stockbench/stockbench"
}

# module_instr CMDFILE: the instrumentation flags kbuild compiled one object
# with (its .o.cmd): sanitizers, coverage, profiling, ftrace's entry hooks.
# Hardening flags (stack protector, retpolines) are left out: they are in
# every object alike.
module_instr() {
	# none is an answer (a debug kernel without ftrace): grep's 1 is not a failure
	tr ' ' '\n' <"$1" | { grep -E '^(-fsanitize[=-]|-fprofile-arcs|-ftest-coverage|-pg$|-mfentry$|-mrecord-mcount$|-fpatchable-function-entry=)' || true; } |
		sort -u | tr '\n' ' ' | sed 's/ $//'
}

# instr_mismatch CONFIG FLAGS: why FLAGS (module_instr) are not those the
# kernel of CONFIG gives its own mm/memcontrol.o; nothing when they are.
# mm/memcontrol.o gets every instrumentation the config turns on for all
# objects (scripts/Makefile.lib; UBSAN on all objects since v6.9), except
# KCOV (mm/Makefile: KCOV_INSTRUMENT_memcontrol.o := n, and Kbuild says
# KCOV_INSTRUMENT := n for the module to match).
instr_mismatch() {
	local cfg=$1 flags=" $2 " on why=""
	# CONFIG option, the instrument's name, and a flag pattern that must
	# appear exactly when the option is y
	while read -r opt tool pat; do
		on=$(grep -q "^$opt=y" "$cfg" && echo 1 || echo 0)
		if [ "$on" = 1 ] && ! echo "$flags" | grep -Eq -- "$pat"; then
			why="$why$opt=y but the module has no $tool flag; "
		elif [ "$on" = 0 ] && echo "$flags" | grep -Eq -- "$pat"; then
			why="${why}the module has $tool flags but $opt is not set; "
		fi
	done <<-'TABLE'
	CONFIG_UBSAN UBSAN -fsanitize=(bounds|shift|signed-integer|integer-divide|unreachable|bool|enum|alignment|object-size|local-bounds|array-bounds)
	CONFIG_KASAN KASAN -fsanitize=kernel-address
	CONFIG_KCSAN KCSAN -fsanitize=thread
	CONFIG_GCOV_PROFILE_ALL GCOV -fprofile-arcs
	TABLE
	echo "$flags" | grep -q -- '-fsanitize-coverage' && why="${why}KCOV instrumentation (mm/memcontrol.o has none); "
	echo "${why%; }"
}

# module_src_sum KEY...: a hash of the module's sources (Kbuild, module/ but
# its generated hold/; $SB_SRC or this checkout), the build switches and
# the KEYs naming the kernel: equal sums, the module last built stands.
module_src_sum() {
	{ printf '%s\n' "$@" "$SB_NO_TRACEPOINTS" &&
		(cd "$SB_SRC" && find Kbuild module -path module/stock/hold -prune -o -type f \
			\( -name '*.c' -o -name '*.h' -o -name Kbuild \) -print | LC_ALL=C sort | xargs cat); } |
		sha256sum | cut -d' ' -f1
}

qemu_install() {
	chroot "$1" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
		--no-install-recommends qemu-system-x86 seabios
}

# qemu_cmd: set QEMU (an array) to the qemu-system-x86_64 command line that
# boots the guests. SB_QEMU=trixie (the default) runs the QEMU of Debian 13
# from the trixie chroot (mkroot), installed there on first use; SB_QEMU=host
# runs Debian 12's own QEMU 7.2, whose multi-threaded TCG crashes guests
# that patch their own code (tracepoints, static keys: "Oops: int3"; see
# README.md, "Which QEMU"). The chroot's binary runs through its own ld.so,
# so that every path the harness hands it stays a host path, in a private
# mount namespace (qemu-private) that shows it only its own modules and
# firmware, whatever QEMU packages the host has.
qemu_cmd() {
	local root lib
	case $SB_QEMU in
	host)
		need_cmd qemu-system-x86_64
		# shellcheck disable=SC2034 # used by the scripts that source this
		QEMU=(qemu-system-x86_64)
		;;
	trixie)
		root=$("$SB_VM_DIR/mkroot" trixie) || die "cannot make the trixie chroot for its QEMU"
		if [ ! -f "$root/.sb-qemu" ]; then
			say "installing QEMU in the trixie chroot (once)"
			# A chroot made weeks ago has stale package lists: on a
			# failure, update them and try once more.
			{ chroot "$root" dpkg --configure -a &&
				{ qemu_install "$root" ||
					{ chroot "$root" apt-get -q update && qemu_install "$root"; }; }; } \
				>"$SB_CACHE/roots/trixie.qemu.log" 2>&1 ||
				die "installing qemu-system-x86 in the trixie chroot failed (see $SB_CACHE/roots/trixie.qemu.log)"
			touch "$root/.sb-qemu"
		fi
		lib=$root/usr/lib/x86_64-linux-gnu
		if [ ! -x "$root/usr/bin/qemu-system-x86_64" ] || [ ! -x "$lib/ld-linux-x86-64.so.2" ]; then
			die "no qemu-system-x86_64 in $root (delete $root/.sb-qemu to reinstall it)"
		fi
		# In a mount namespace whose QEMU module and firmware folders
		# are the chroot's (qemu-private): never the host QEMU's.
		# shellcheck disable=SC2034 # used by the scripts that source this
		QEMU=("$SB_VM_DIR/qemu-private" "$root"
			"$lib/ld-linux-x86-64.so.2" --library-path "$lib" "$root/usr/bin/qemu-system-x86_64"
			-L "$root/usr/share/seabios" -L "$root/usr/share/qemu")
		export QEMU_MODULE_DIR=$lib/qemu
		;;
	*) die "SB_QEMU must be trixie or host, not '$SB_QEMU'" ;;
	esac
}

# qemu_boost FILE OUT: under TCG the guest's timer interrupts are raised
# by QEMU's main loop thread; with both vCPU threads spinning on the host's
# cores it waits for a CPU, and the guest's hrtimers fire late. Raise the
# priority of that one thread (nice is per thread on Linux) of the QEMU
# whose command line names FILE, once its vCPU threads exist (they keep
# theirs; boot names the threads with -name debug-threads=on), and pin
# each vCPU thread "CPU n/TCG" to the n-th CPU QEMU may run on: left to
# the scheduler, the two vCPU threads of a busy two-core host shared one
# core in most of the samples taken (tools/vm/README.md, "The slow vCPU").
# Write what was done to OUT (boot copies it into env as qemu_main_nice
# and qemu_pin). SB_QEMU_NICE (0 turns it off), SB_QEMU_PIN (0 leaves the
# vCPUs to the scheduler).
qemu_boost() {
	local i p nice=$SB_QEMU_NICE
	for ((i = 0; i < 100; i++)); do
		for p in $(pgrep -f -- "$1" || true); do
			if cat /proc/"$p"/task/*/comm 2>/dev/null | grep -q '^CPU 1/TCG$'; then
				if [ "$nice" = 0 ]; then
					echo "0 (SB_QEMU_NICE=0)" >"$2"
				elif renice -n "$nice" -p "$p" >/dev/null 2>&1; then
					echo "$nice (main thread $p)" >"$2"
				else
					echo "0 (renice of $p failed)" >"$2"
				fi
				qemu_pin "$p" >"$2.pin"
				return 0
			fi
		done
		sleep 0.1
	done
	echo "0 (no QEMU with a CPU 1/TCG thread found)" >"$2"
}

# qemu_pin PID: pin QEMU PID's vCPU threads, "CPU n/TCG" to the n-th CPU of
# its allowed list, when that list has a CPU for each; say what was done
qemu_pin() {
	local t c n cpus=() pins=()
	if [ "$SB_QEMU_PIN" = 0 ]; then
		echo "none (SB_QEMU_PIN=0)"
		return 0
	fi
	mapfile -t cpus < <(awk '/^Cpus_allowed_list:/ { n = split($2, r, ",")
		for (i = 1; i <= n; i++) { m = split(r[i], b, "-"); for (c = b[1]; c <= b[m]; c++) print c } }' \
		/proc/"$1"/status)
	for t in /proc/"$1"/task/*; do
		c=$(cat "$t/comm" 2>/dev/null) || continue
		[[ $c =~ ^CPU\ ([0-9]+)/TCG$ ]] || continue
		n=${BASH_REMATCH[1]}
		if [ "$n" -ge "${#cpus[@]}" ]; then
			echo "none (vCPU $n: QEMU may run on ${#cpus[@]} CPUs)"
			return 0
		fi
		taskset -p -c "${cpus[$n]}" "${t##*/}" >/dev/null 2>&1 ||
			{ echo "none (taskset of vCPU $n failed)"; return 0; }
		pins+=("vCPU $n on CPU ${cpus[$n]}")
	done
	printf '%s\n' "${pins[@]}" | paste -sd';' | sed 's/;/; /g'

}

# One harness run at a time per cache: runs share the cache, the chroot and
# build/vm, and two guests would halve each other's CPU. The lock is taken
# by the first script and inherited by the scripts it starts.
sb_lock() {
	[ -z "$SB_LOCKED" ] || return 0
	command -v flock >/dev/null 2>&1 || return 0
	mkdir -p "$SB_CACHE"
	exec 9>>"$SB_CACHE/.lock"
	if ! flock -n 9; then
		say "waiting for another stockbench harness run to finish (lock $SB_CACHE/.lock)"
		# A wait that ends without the lock (flock killed) must not go on.
		flock 9 || die "did not get the harness lock $SB_CACHE/.lock"
	fi
	export SB_LOCKED=1
}
sb_lock
