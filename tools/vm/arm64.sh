# SPDX-License-Identifier: GPL-2.0
# The arm64 rows of kernels.conf (arch arm64): Debian's own arm64 and
# rt-arm64 kernels, booted as aarch64 guests under QEMU TCG, the module
# cross-built against each kernel's own arm64 headers. Sourced by lib.sh;
# fetch-kernel, build-module, mkinitramfs and boot call these for a kernel
# whose KARCH is arm64 (tools/vm/README.md, "arm64").
#
# Where things go:
#   $SB_CACHE/arm64/debs/        the .debs (apt-get download, apt-private
#                                DIST with SB_APT_ARCH=arm64)
#   <tree>/root/                 image, headers, the common headers and the
#                                amd64 linux-kbuild, unpacked (dpkg -x,
#                                nothing installed): $SB_CACHE/arm64/k/NAME
#                                for root=host, the chroot's
#                                /sb-build/arm64/NAME for root=trixie (gcc-14
#                                builds there)
#   $SB_CACHE/arm64/busybox      bookworm's static arm64 busybox
#   $SB_BUILD/arm64-cli/stockbench   the CLI, cross-built static
#   $SB_BUILD/arm64-cli/perfprobe    arm64/perfprobe.c, likewise
# shellcheck shell=bash

# qemu-system-aarch64's machine: GICv3 (the one with priority masking,
# which arm64's pseudo-NMI needs), and -cpu max with QEMU's cheap
# implementation-defined pointer authentication: with the architected
# QARMA5 TCG spends microseconds on every paciasp/autiasp, i.e. on every
# non-leaf kernel function (Debian builds CONFIG_ARM64_PTR_AUTH_KERNEL=y),
# and that, not the code measured, dominates every out-of-line call
# (results/notes/vm-arm64.md: boot 12.5 s instead of 2.8, a clock read 3407 ns
# instead of 243). SB_ARM64_CPU changes -cpu.

# arm64_deps: the host's QEMU for aarch64 and the cross compiler (gcc-12,
# bookworm's), its binutils (objdump for the build stage's twin check)
# and libc (the static CLI); installed once, or a line that says which is
# missing and why.
arm64_deps() {
	local need=()
	command -v qemu-system-aarch64 >/dev/null || need+=(qemu-system-arm)
	command -v aarch64-linux-gnu-gcc-12 >/dev/null || need+=(gcc-12-aarch64-linux-gnu)
	command -v aarch64-linux-gnu-objdump >/dev/null || need+=(binutils-aarch64-linux-gnu)
	[ -f /usr/aarch64-linux-gnu/lib/libc.a ] || need+=(libc6-dev-arm64-cross)
	[ ${#need[@]} -gt 0 ] || return 0
	need_root "installing ${need[*]} (arm64 guests)"
	mkdir -p "$SB_CACHE/arm64"
	say "arm64: apt-get install ${need[*]}"
	{ apt-get install -y -q --no-install-recommends "${need[@]}" ||
		{ apt-get -q update && apt-get install -y -q --no-install-recommends "${need[@]}"; }; } \
		>"$SB_CACHE/arm64/apt-install.log" 2>&1 ||
		die "arm64: missing ${need[*]} (cross compiler, QEMU) and apt-get install failed (see $SB_CACHE/arm64/apt-install.log)"
}

# arm64_ap DIST ARGS...: the private apt state of DIST for arm64 (and the
# amd64 linux-kbuild); cache/get as apt-private takes them
arm64_ap() {
	SB_APT_ARCH=arm64 "$SB_VM_DIR/apt-private" "$@"
}

# arm64_tree NAME: after kernel_lookup NAME, sets KTREE (where the
# unpacked packages are, here) and KTREEIN (the same as the build sees
# it: in the chroot when KROOT is not host)
arm64_tree() {
	if [ "$KROOT" = host ]; then
		KTREEIN=$SB_CACHE/arm64/k/$1
		KTREE=$KTREEIN
	else
		KTREEIN=/sb-build/arm64/$1
		KTREE=$("$SB_VM_DIR/mkroot" "$KROOT")$KTREEIN
	fi
}

# arm64_debs DIST PKG:ARCH...: each into $SB_CACHE/arm64/debs once; prints
# the files, one a line
arm64_debs() {
	local dist=$1 p f dl debs=$SB_CACHE/arm64/debs trel=()
	shift
	[[ $KSUITE != *-backports ]] || trel=(-o "APT::Default-Release=$KSUITE")
	mkdir -p "$debs"
	for p in "$@"; do
		f=$(find "$debs" -maxdepth 1 -name "${p%%:*}_*_${p##*:}.deb" | sort -V | tail -n1)
		if [ -z "$f" ]; then
			say "$KNAME: downloading $p"
			dl=$(mktemp -d "$debs/.dl.XXXXXX")
			(cd "$dl" && arm64_ap "$dist" get "${trel[@]}" download "$p" >/dev/null 2>"$dl/err") ||
				{ sed 's/^/    /' "$dl/err" >&2; rm -rf "$dl"; die "$KNAME: apt-get download $p failed (no such arm64 package in $KSUITE? network?)"; }
			mv "$dl"/*.deb "$debs/"
			rm -rf "$dl"
			f=$(find "$debs" -maxdepth 1 -name "${p%%:*}_*_${p##*:}.deb" | sort -V | tail -n1)
		fi
		echo "$f"
	done
}

# arm64_fetch TMP: fetch-kernel for an arm64 row (kernel_lookup done):
# resolves the image from the meta package, unpacks image and headers
# into the tree (arm64_tree), and puts vmlinuz, config and kver into TMP
# (fetch-kernel's entry). Sets kver and ver.
arm64_fetch() {
	local tmp=$1 dist=${KSUITE%%-*} meta=${KPKG}:arm64 trel=() pkgs=() hdr deps p f img cfg
	arm64_deps
	[[ $KSUITE != *-backports ]] || trel=(-o "APT::Default-Release=$KSUITE")
	say "$KNAME: resolving $meta in $KSUITE"
	ver=$(arm64_ap "$dist" cache "${trel[@]}" policy "$meta" | awk '/Candidate:/ { print $2 }')
	if [ -z "$ver" ] || [ "$ver" = "(none)" ]; then
		arm64_ap "$dist" update
		ver=$(arm64_ap "$dist" cache "${trel[@]}" policy "$meta" | awk '/Candidate:/ { print $2 }')
	fi
	{ [ -n "$ver" ] && [ "$ver" != "(none)" ]; } || die "$KNAME: package $meta not found in $KSUITE"
	kver=$(arm64_ap "$dist" cache show "$meta=$ver" | sed -n 's/^Depends:.*linux-image-\([^ ,:]*-arm64\).*/\1/p' | head -n1)
	[ -n "$kver" ] || die "$KNAME: cannot find the versioned image package in $meta $ver"
	# 7.3 splits the image: linux-binary (vmlinuz), linux-base (config)
	for p in "linux-binary-$kver" "linux-base-$kver"; do
		! arm64_ap "$dist" cache show "$p:arm64" >/dev/null 2>&1 || pkgs+=("$p:arm64")
	done
	[ ${#pkgs[@]} -gt 0 ] || pkgs=("linux-image-$kver:arm64")
	# the headers, the common tree they include, and the amd64
	# linux-kbuild: fixdep and modpost run on this machine
	hdr=linux-headers-$kver
	deps=$(arm64_ap "$dist" cache show "$hdr:arm64" 2>/dev/null | sed -n 's/^Depends: //p' | head -n1)
	[ -n "$deps" ] || die "$KNAME: no arm64 header package $hdr in $KSUITE"
	pkgs+=("$hdr:arm64")
	deps=${deps//|/,}
	while read -r p; do
		case $p in
		linux-kbuild-*) pkgs+=("$p:amd64") ;;
		*) pkgs+=("$p:all") ;;
		esac
	done < <(tr ',' '\n' <<<"$deps" | awk '{ print $1 }' | grep -E '^linux-(headers-.*-common(-rt)?|kbuild-.*)$')
	[[ " ${pkgs[*]} " == *" linux-kbuild-"* ]] || die "$KNAME: $hdr names no linux-kbuild package"
	mapfile -t files < <(arm64_debs "$dist" "${pkgs[@]}")
	[ ${#files[@]} -eq ${#pkgs[@]} ] || die "$KNAME: downloading ${pkgs[*]} failed"
	arm64_tree "$KNAME"
	say "$KNAME: unpacking $kver (image and headers) into $KTREE"
	rm -rf "$KTREE"
	mkdir -p "$KTREE/root"
	for f in "${files[@]}"; do
		dpkg -x "$f" "$KTREE/root" || die "$KNAME: dpkg -x $f failed (disk full?)"
	done
	[ -f "$KTREE/root/usr/src/$hdr/Makefile" ] || die "$KNAME: no $hdr/Makefile in the header package"
	# The headers' Makefile names the common tree (7.3: also its own
	# output folder) by absolute path: the unpacked one here.
	sed -i "s#/usr/src/#$KTREEIN/root/usr/src/#" "$KTREE/root/usr/src/$hdr/Makefile"
	echo "$kver" >"$KTREE/kver"
	img=$(find "$KTREE/root" \( -name "vmlinuz-$kver" -o -path "*/$kver/vmlinuz" \) -type f | head -n1)
	[ -n "$img" ] || die "$KNAME: no vmlinuz in ${pkgs[*]}"
	cp "$img" "$tmp/vmlinuz"
	cfg=$(find "$KTREE/root" \( -name "config-$kver" -o -path "*/$kver/config" \) -type f | head -n1)
	[ -z "$cfg" ] || cp "$cfg" "$tmp/config"
	# The transfer disk: virtio_pci and virtio_blk from the image
	# package when they are there; else guest/init sends /out on the
	# console (base64), which boot reads back as well.
	"$SB_VM_DIR/virtio-modules" "$KTREE/root" "$tmp/modules" 2>"$tmp/virtio.err" ||
		{ say "$KNAME: $(sed 's/^sbvm: error: //' "$tmp/virtio.err"): /out comes back on the console"; rm -rf "$tmp/modules"; }
	rm -f "$tmp/virtio.err"
	touch "$KTREE/complete"
}

# arm64_busybox: the static arm64 busybox (bookworm's, for every kernel)
arm64_busybox() {
	local bb=$SB_CACHE/arm64/busybox f x
	if [ ! -x "$bb" ]; then
		f=$(KNAME=busybox KSUITE=bookworm arm64_debs bookworm busybox-static:arm64)
		x=$(mktemp -d "$SB_CACHE/arm64/bb.XXXXXX")
		if ! { dpkg -x "$f" "$x" && cp "$x/bin/busybox" "$bb.tmp" && mv "$bb.tmp" "$bb"; }; then
			rm -rf "$x"
			die "arm64: no busybox in $f"
		fi
		rm -rf "$x"
	fi
	echo "$bb"
}

# arm64_cli: the stockbench CLI cross-built static, for the guest tests
# that parse results.csv with it (no trace: no arm64 libtracecmd here)
arm64_cli() {
	local o=$SB_BUILD/arm64-cli/
	mkdir -p "$o"
	make -s -C "$SB_ROOT/tools/stockbench" OUTPUT="$o" CC=aarch64-linux-gnu-gcc-12 NO_TRACE=1 \
		CFLAGS="-O2 -static" "$o"stockbench >"$o/build.log" 2>&1 ||
		die "arm64: cross-building the stockbench CLI failed (see $o/build.log)"
	echo "${o}stockbench"
}

# arm64_perfprobe: arm64/perfprobe.c cross-built static, another PMU
# user for the guest test 77-foreign-nmi-pmu; its path
arm64_perfprobe() {
	local o=$SB_BUILD/arm64-cli/perfprobe
	mkdir -p "${o%/*}"
	aarch64-linux-gnu-gcc-12 -O2 -static -Wall -Wextra -o "$o" "$SB_VM_DIR/arm64/perfprobe.c" >"$o.log" 2>&1 ||
		die "arm64: cross-building perfprobe failed (see $o.log)"
	echo "$o"
}

# arm64_build_module OUT LOG: build-module for an arm64 row (kernel_lookup
# done): make ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu- W=1 with the
# kernel's own arm64 headers, on the host (gcc-12) or in the chroot
# (gcc-14, installed there once), the objects into OUT/src; sets rc
# shellcheck disable=SC2034 # rc is build-module's
arm64_build_module() {
	local out=$1 log=$2 kver root="" work cc
	arm64_deps
	arm64_tree "$KNAME"
	kver=$(cat "$(kernel_dir "$KNAME")/kver")
	if [ ! -f "$KTREE/complete" ] || [ "$(cat "$KTREE/kver" 2>/dev/null)" != "$kver" ]; then
		# the tree went (a new chroot): unpack it again
		local tmp
		tmp=$(mktemp -d)
		arm64_fetch "$tmp"
		rm -rf "$tmp"
	fi
	work=$KTREEIN/build.$$
	set -- make -C "$KTREEIN/root/usr/src/linux-headers-$kver" M="$work" ARCH=arm64 \
		CROSS_COMPILE=aarch64-linux-gnu- W=1 -j"$(nproc)" modules
	rc=0
	if [ "$KROOT" = host ]; then
		cc=$(aarch64-linux-gnu-gcc-12 --version | head -n1)
		rm -rf "$work"
		cp -a "$out/src" "$work"
		say "$KNAME: cross-building stockbench.ko (W=1, $cc)"
		"$@" >"$log" 2>&1 || rc=$?
	else
		root=$("$SB_VM_DIR/mkroot" "$KROOT")
		if [ ! -x "$root/usr/bin/aarch64-linux-gnu-gcc-14" ]; then
			say "$KNAME: installing gcc-14-aarch64-linux-gnu in the $KROOT chroot (once)"
			{ chroot "$root" apt-get install -y -q --no-install-recommends -o DPkg::Lock::Timeout=300 gcc-14-aarch64-linux-gnu ||
				{ chroot "$root" apt-get -q update &&
					chroot "$root" apt-get install -y -q --no-install-recommends -o DPkg::Lock::Timeout=300 gcc-14-aarch64-linux-gnu; }; } \
				>"$out/cross-gcc.log" 2>&1 ||
				die "$KNAME: missing cross compiler: cannot install gcc-14-aarch64-linux-gnu in the $KROOT chroot (see $out/cross-gcc.log)"
		fi
		cc=$(chroot "$root" aarch64-linux-gnu-gcc-14 --version | head -n1)
		# build-module's lock: one build at a time mounts the chroot's /proc
		exec 8>"$root/.sb-build.lock"
		flock 8 || die "cannot lock $root/.sb-build.lock"
		rm -rf "${root:?}$work"
		cp -a "$out/src" "$root$work"
		mount -t proc proc "$root/proc"
		trap 'umount "$root/proc" 2>/dev/null || true' EXIT
		say "$KNAME: cross-building stockbench.ko in the $KROOT chroot (W=1, $cc)"
		chroot "$root" "$@" >"$log" 2>&1 || rc=$?
		umount "$root/proc"
		trap - EXIT
		exec 8>&-
	fi
	[ ! -f "$root$work/stockbench.ko" ] || cp -a "$root$work/." "$out/src/"
	rm -rf "${root:-}$work"
}

# arm64_qemu: QEMU (an array) and qaccel for an arm64 guest: the host's
# qemu-system-aarch64 (Debian 12's 7.2: the stale-int3 fault of x86 TCG,
# README.md "Which QEMU", is x86's), always TCG (an x86 host has no arm64
# KVM), icount as for x86; sets accel
# shellcheck disable=SC2034 # QEMU, accel and qaccel are boot's
arm64_qemu() {
	arm64_deps
	QEMU=(qemu-system-aarch64)
	accel=tcg
	qaccel=(-M "$SB_ARM64_MACHINE" -accel "tcg,thread=$tcg_thread" -cpu "$SB_ARM64_CPU")
	if [ -n "$icount" ]; then
		qaccel=(-M "$SB_ARM64_MACHINE" -accel "tcg,thread=single" -cpu "$SB_ARM64_CPU" -icount "shift=$icount,sleep=off")
		accel=tcg-icount
	fi
}
