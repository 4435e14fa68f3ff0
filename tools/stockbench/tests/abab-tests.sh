#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# stockbench abab on a fake machine: the series' state machine with the
# next boot stubbed. SB_ABAB_ROOT is the machine's files (kernels in
# /boot, /lib/modules, /proc's osrelease and boot_id, the unit's folder);
# kexec, systemctl, grub-reboot, dkms, modinfo, modprobe and rmmod are
# stubs that log what they were asked; modprobe starts a simulated
# module whose runs give tests/data/boots/{a,b}N.csv. A "boot" is this
# script writing the kernel kexec loaded into osrelease, a new boot_id,
# and running the unit's ExecStart (stockbench abab --resume), as
# systemd would. Cases: the order A B B A A B and the return home, the
# end (unit gone, summary with verdicts, raw files), resume after a reset
# mid-run, a kernel that does not come up, a module that does not build
# (its later rounds not booted) or load, a failed run, a kexec that fails
# mid-way, cancel during a run, a second series refused, the reboot
# method's GRUB entry, and the refusals (not root, unknown kernel, no
# module and no way to build one, no way to boot, no systemd, a
# non-empty -o). test_abab: the state machine's own unit test.
#   abab-tests.sh TEST_ABAB STOCKBENCH...
set -u
# testlib.sh: ok, bad, that, unit, finish; and the cd to tools/stockbench
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
scratch abab
OUT=$(pwd)/$OUT

A=6.1.0-57-amd64
B=6.1.0-57-rt-amd64
C=6.1.0-58-amd64
DATA=$(pwd)/tests/data/boots

# the state machine's unit test
unit "$1"
shift

if [ "$(id -u)" != 0 ]; then
	echo "abab-tests.sh: the series needs root (it checks it first): its cases not run here"
	finish
fi

# The stubs: each logs "NAME ARGS" to $R/log.
STUBS=$OUT/bin
mkdir -p "$STUBS"
stub() {
	{
		echo '#!/bin/sh'
		echo 'PATH=/usr/sbin:/usr/bin:/sbin:/bin'
		echo 'R=$SB_ABAB_ROOT'
		echo 'echo "$(basename "$0") $*" >>"$R/log"'
		cat
	} >"$STUBS/$1"
	chmod +x "$STUBS/$1"
}
stub kexec <<'EOF'
case $1 in -s) shift ;; esac
case $1 in
-u) rm -f "$R/kexec-loaded"; exit 0 ;;
-l) k=${2##*/vmlinuz-}
	[ ! -e "$R/kexec-fail-$k" ] || { echo "kexec: failed to load $k" >&2; exit 1; }
	echo "$k" >"$R/kexec-loaded" ;;
esac
EOF
stub systemctl <<'EOF'
[ "$1" != --no-block ] || shift
w=$R/etc/systemd/system/multi-user.target.wants
case $1 in
kexec) [ -f "$R/kexec-loaded" ] || exit 1; echo "kexec $(cat "$R/kexec-loaded")" >"$R/boot-requested" ;;
reboot) echo "reboot $(cat "$R/grub-next" 2>/dev/null)" >"$R/boot-requested" ;;
enable) mkdir -p "$w"; ln -sf "/etc/systemd/system/$2" "$w/$2" ;;
disable) rm -f "$w/$2" ;;
stop) if [ -f "$R/resume.pid" ]; then
		pkill -9 -P "$(cat "$R/resume.pid")"
		kill -9 "$(cat "$R/resume.pid")"
		rm -f "$R/resume.pid"
	fi 2>/dev/null ;;
esac
exit 0
EOF
stub grub-reboot <<'EOF'
echo "$1" >"$R/grub-next"
EOF
stub modinfo <<'EOF'
f=$R/lib/modules/$2/updates/dkms/stockbench.ko
[ -f "$f" ] && echo "/lib/modules/$2/updates/dkms/stockbench.ko"
EOF
stub dkms <<'EOF'
k=$4
if [ -e "$R/dkms-fail-$k" ]; then
	echo "Error! Bad return status for module build on kernel: $k (x86_64)"
	mkdir -p "$R/var/lib/dkms/stockbench/0.1/build"
	printf '%s\n' "make -C /lib/modules/$k/build M=/var/lib/dkms/stockbench/0.1/build modules" \
		"module/main.c:1:2: error: #error injected build failure" \
		"make[2]: *** [scripts/Makefile.build:250: module/main.o] Error 1" \
		"make: *** [Makefile:40: module] Error 2" >"$R/var/lib/dkms/stockbench/0.1/build/make.log"
	exit 10
fi
mkdir -p "$R/lib/modules/$k/updates/dkms"
: >"$R/lib/modules/$k/updates/dkms/stockbench.ko"
EOF
# modprobe: the module's debugfs files and a simulated module whose runs
# end with the next boots/{a,b}N.csv of the kernel (a for A, b for B)
stub modprobe <<'EOF'
k=$(cat "$R/proc/sys/kernel/osrelease")
[ ! -e "$R/modprobe-fail-$k" ] || { echo "modprobe: ERROR: could not insert 'stockbench': Invalid argument" >&2; exit 1; }
d=$R/sys/kernel/debug/stockbench
mkdir -p "$d" "$R/sys/module/stockbench"
echo idle >"$d/run"
echo 'variants=all' >"$d/config"
echo 'state=idle progress=0/0 elapsed_ms=0 error=""' >"$d/status"
# it lives until rmmod or the next boot (a reset ends it as it ends a module)
me=$(cat "$R/proc/sys/kernel/random/boot_id")
up() { [ -d "$R/sys/module/stockbench" ] && [ "$(cat "$R/proc/sys/kernel/random/boot_id")" = "$me" ]; }
(
	i=0
	while up && [ $i -lt 600 ]; do
		if grep -q start "$d/run" 2>/dev/null; then
			echo idle >"$d/run"
			n=$(($(cat "$R/count-$k" 2>/dev/null || echo 0) + 1))
			echo $n >"$R/count-$k"
			echo 'state=running progress=1/2 elapsed_ms=100 error=""' >"$d/status.new"
			mv "$d/status.new" "$d/status"
			if [ -e "$R/hang" ]; then
				while [ -e "$R/hang" ] && up; do sleep 0.1; done
				up || exit 0
			fi
			if [ -e "$R/run-fail-$k-$n" ]; then
				echo 'state=error progress=1/2 elapsed_ms=200 error="nmi: register_nmi_handler failed"' >"$d/status.new"
			else
				tag=a
				[ "$k" = "$(cat "$R/kernel-b")" ] && tag=b
				cp "$R/fixtures/$tag$n.csv" "$d/results.csv"
				echo 'state=done progress=2/2 elapsed_ms=200 error=""' >"$d/status.new"
			fi
			mv "$d/status.new" "$d/status"
		fi
		sleep 0.05
		i=$((i + 1))
	done
) >/dev/null 2>&1 &
EOF
stub rmmod <<'EOF'
rm -rf "$R/sys/module/stockbench"
EOF
stub dmesg <<'EOF'
echo "[    0.000000] Linux version $(cat "$R/proc/sys/kernel/osrelease")"
EOF

# machine [KERNEL...]: a fresh fake machine in $R, up in $A, with
# kernels A and B (A's module built, B's headers and DKMS) and C (no
# module, no headers)
machine() {
	R=$OUT/m.$1
	rm -rf "$R"
	mkdir -p "$R/proc/sys/kernel/random" "$R/boot" "$R/run/systemd/system" \
		"$R/etc/systemd/system" "$R/usr/src/stockbench-0.1" "$R/etc/default" "$R/fixtures"
	for k in $A $B $C; do
		mkdir -p "$R/lib/modules/$k"
		: >"$R/boot/vmlinuz-$k"
		: >"$R/boot/initrd.img-$k"
		echo "CONFIG_PREEMPT_NONE=y" >"$R/boot/config-$k"
	done
	echo "CONFIG_PREEMPT_RT=y" >"$R/boot/config-$B"
	mkdir -p "$R/lib/modules/$A/updates/dkms" "$R/lib/modules/$B/build"
	: >"$R/lib/modules/$A/updates/dkms/stockbench.ko"
	: >"$R/lib/modules/$B/build/Makefile"
	: >"$R/usr/src/stockbench-0.1/dkms.conf"
	echo "$A" >"$R/proc/sys/kernel/osrelease"
	echo "boot-0" >"$R/proc/sys/kernel/random/boot_id"
	echo "root=/dev/sda1 ro quiet" >"$R/proc/cmdline"
	echo "$B" >"$R/kernel-b"
	cp "$DATA"/*.csv "$R/fixtures/"
	: >"$R/log"
	nboot=0
}

# sb ARGS...: the CLI on the fake machine, output in $OUT/sb.out, .err
sb() {
	SB_ABAB_ROOT=$R PATH=$STUBS:$PATH "$SB" "$@" >"$OUT/sb.out" 2>"$OUT/sb.err"
	rc=$?
}

state() {
	sed -n "s/^$1 //p" "$R/var/lib/stockbench/abab/state"
}

unit_enabled() {
	[ -L "$R/etc/systemd/system/multi-user.target.wants/stockbench-abab.service" ]
}

# boot_prep [KERNEL]: the machine comes up in KERNEL (default: the one
# asked for); $exe: the unit's command when it is enabled
boot_prep() {
	k=${1:-$(sed -n 's/^kexec //p' "$R/boot-requested" 2>/dev/null)}
	[ -n "$k" ] || k=$A
	nboot=$((nboot + 1))
	echo "$k" >"$R/proc/sys/kernel/osrelease"
	echo "boot-$nboot" >"$R/proc/sys/kernel/random/boot_id"
	rm -rf "$R/boot-requested" "$R/kexec-loaded" "$R/sys"
	echo "boot $k" >>"$R/log"
	exe=
	! unit_enabled || exe=$(sed -n 's/^ExecStart=//p' "$R/etc/systemd/system/stockbench-abab.service")
}

# boot [KERNEL]: boot_prep, and systemd runs the unit
boot() {
	boot_prep "$@"
	# shellcheck disable=SC2086 # the unit's command line
	[ -z "$exe" ] || SB_ABAB_ROOT=$R PATH=$STUBS:$PATH $exe >>"$R/console" 2>&1
}

# boot_bg: boot, the unit's resume in the background ($bgpid), its round
# hanging ($R/hang) until the caller resets or cancels
boot_bg() {
	touch "$R/hang"
	boot_prep
	# shellcheck disable=SC2086 # the unit's command line
	SB_ABAB_ROOT=$R PATH=$STUBS:$PATH $exe >>"$R/console" 2>&1 &
	bgpid=$!
	i=0
	while [ "$(state phase)" != run ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
	sleep 0.3
}

# reset: a forced reset of the machine while boot_bg's round runs
reset() {
	pkill -9 -P "$bgpid" 2>/dev/null
	kill -9 "$bgpid" 2>/dev/null
	wait "$bgpid" 2>/dev/null
	rm -f "$R/hang"
}

# series: boot until nothing asks for another boot (at most 20)
series() {
	i=0
	while [ -f "$R/boot-requested" ] && [ $i -lt 20 ]; do
		boot
		i=$((i + 1))
	done
}

# the kernels booted, in order, one word each
booted() {
	sed -n 's/^boot //p' "$R/log" | tr '\n' ' ' | sed 's/ $//'
}

D() { echo "$OUT/dir.$1"; }

order_and_end() {
	machine order
	sb abab --kernels "$A,$B" --rounds 3 -o "$(D order)" --settle 0
	that "start: exit $rc: $(cat "$OUT/sb.err")" [ $rc = 0 ]
	that "start: the unit is not enabled" unit_enabled
	that "start: no kexec asked for $A: $(cat "$R/boot-requested" 2>/dev/null)" grep -qx "kexec $A" "$R/boot-requested"
	that "start: does not print the order" grep -q "in the order A B B A A B, then back to $A: 7 boots by kexec" "$OUT/sb.out"
	# a second series while this one runs
	sb abab --kernels "$A,$B" --rounds 2 -o "$(D order2)"
	that "second series: exit $rc, want 1: $(head -c 300 "$OUT/sb.err")" [ $rc = 1 ]
	that "second series: no reason" grep -q "a series is already running, refused" "$OUT/sb.err"
	series
	b=$(booted)
	that "boots: '$b', want A B B A A B A" [ "$b" = "$A $B $B $A $A $B $A" ]
	that "end: phase '$(state phase)'" [ "$(state phase)" = "done" ]
	that "end: '$(state end)'" [ "$(state end)" = "finished: back on $A, the starting kernel" ]
	that "end: the unit is still enabled" eval '! unit_enabled'
	that "end: the unit file is still there" [ ! -e "$R/etc/systemd/system/stockbench-abab.service" ]
	that "end: not 7 boots: $(state boots)" [ "$(state boots)" = 7 ]
	that "DKMS did not build B's module once: $(grep -c '^dkms install' "$R/log")" \
		[ "$(grep -c "^dkms install stockbench/0.1 -k $B$" "$R/log")" = 1 ]
	for r in 1 2 3; do
		for k in $A $B; do
			that "raw: no $k/boot-$r/results.csv" [ -s "$(D order)/$k/boot-$r/results.csv" ]
			that "raw: no $k/boot-$r/env" grep -q "^round: $r of 3" "$(D order)/$k/boot-$r/env"
		done
	done
	that "boots.txt: not 6 rounds' lines" [ "$(grep -c '^[0-9]' "$(D order)/boots.txt")" = 6 ]
	s=$(D order)/summary.md
	that "summary: no title" grep -q "^RT against !RT: $A vs $B (3 rounds of interleaved boots, A B B A ..., 3 complete, paired by round" "$s"
	# vm-bench's table: the CLI's compare --brief
	that "summary: no table header" grep -Eq '^variant +context +A +B +ratio \[95% CI\] +p_holm +verdict$' "$s"
	that "summary: no tested verdict for locallock task: $(grep '^locallock  *task ' "$s")" \
		grep -Eq '^locallock +task +[0-9.]+ +[0-9.]+ +[0-9.]+ \[[0-9.]+, [0-9.]+\] +[<0-9. ]+ +(faster|slower)$' "$s"
	that "summary: not paired by round" grep -q '^boots: 3 pairs' "$(D order)/compare-$A-vs-$B.md"
	that "summary: not printed to the console" grep -q '^locallock  *task ' "$R/console"
	that "the series is over, yet nothing says it" grep -q "stockbench abab: finished: back on $A" "$R/console"
	sb abab --status
	that "status: not the end and the summary: $(head -c 300 "$OUT/sb.out")" \
		grep -q '^locallock  *task ' "$OUT/sb.out"
	that "status: rounds not listed" [ "$(grep -c '^  round [123] .* ok' "$OUT/sb.out")" = 6 ]
	# a resume in a boot already handled, and one after the end: nothing
	sb abab --resume
	that "resume after the end: exit $rc" [ $rc = 0 ]
	that "resume after the end asked for a boot" [ ! -f "$R/boot-requested" ]
	# a new series after the end is allowed
	: >"$R/log"
	sb abab --kernels "$A,$B" --rounds 1 -o "$(D order3)" --settle 0
	that "a series after the end: exit $rc: $(cat "$OUT/sb.err")" [ $rc = 0 ]
	series
	that "1 round: '$(booted)'" [ "$(booted)" = "$A $B $A" ]
	that "1 round: no 'one boot a side' line" grep -q '^wall clock: one complete round' "$(D order3)/summary.md"
}

# A reset during round 2's run on B, the machine back up in A; then B
# does not come up (A again); the rest goes on.
resume_cases() {
	machine reset
	sb abab --kernels "$A,$B" --rounds 3 -o "$(D reset)" --settle 0
	boot
	# round 1 A ran; in the boot into B, a reset during its run
	boot_bg
	that "reset: the run did not start" [ "$(state phase)" = run ]
	reset
	boot "$A"
	that "reset: round 1 B not missing as interrupted: $(grep '^slot 1 B' "$R/var/lib/stockbench/abab/state")" \
		grep -q '^slot 1 B missing interrupted: the machine restarted during the run' "$R/var/lib/stockbench/abab/state"
	that "reset: the series did not go on with round 2 B: $(cat "$R/boot-requested" 2>/dev/null)" \
		grep -qx "kexec $B" "$R/boot-requested"
	# round 2 B: the machine comes up in A instead
	boot "$A"
	that "wrong kernel: not recorded: $(grep '^slot 2 B' "$R/var/lib/stockbench/abab/state")" \
		grep -q "^slot 2 B missing the machine came up in $A, not $B" "$R/var/lib/stockbench/abab/state"
	series
	that "reset: phase '$(state phase)'" [ "$(state phase)" = "done" ]
	that "reset: not 2 missing rounds" [ "$(grep -c ' missing: ' "$(D reset)/boots.txt")" = 2 ]
	that "reset: summary does not name the missing rounds" grep -q "^missing: round 1 B ($B): interrupted" "$(D reset)/summary.md"
	that "reset: not 1 complete round" grep -q ", 1 complete, " "$(D reset)/summary.md"
	that "reset: the unit was not removed" eval '! unit_enabled'
}

# The module does not build for B: B's later rounds are not booted; a run
# that fails on A's round 3 is missing; a kexec that fails for a boot.
missing_cases() {
	machine build
	touch "$R/dkms-fail-$B" "$R/run-fail-$A-2"
	sb abab --kernels "$A,$B" --rounds 3 -o "$(D build)" --settle 0
	series
	st=$R/var/lib/stockbench/abab/state
	that "build: '$(booted)', want A B A A" [ "$(booted)" = "$A $B $A $A" ]
	that "build: not recorded: $(grep '^slot 1 B' "$st")" \
		grep -q "^slot 1 B missing the module did not build: dkms install stockbench/0.1 -k $B exited 10: module/main.c:1:2: error: #error injected build failure" "$st"
	that "build: B's later rounds not marked: $(grep '^slot 2 B' "$st")" \
		grep -q "^slot 2 B missing not booted: the module did not build for $B" "$st"
	that "run: a failed run not recorded: $(grep '^slot 2 A' "$st")" \
		grep -q "^slot 2 A missing run results failed (exit 1): stockbench run: run error: nmi: register_nmi_handler failed" "$st"
	that "build: not NOT COMPARED" grep -q '^NOT COMPARED: no round has both kernels' "$(D build)/summary.md"
	that "build: phase '$(state phase)', end '$(state end)'" [ "$(state phase)" = "done" ]

	machine load
	touch "$R/modprobe-fail-$B"
	sb abab --kernels "$A,$B" --rounds 1 -o "$(D load)" --settle 0
	series
	that "load: not recorded: $(grep '^slot 1 B' "$R/var/lib/stockbench/abab/state")" \
		grep -q "^slot 1 B missing the module did not load: modprobe stockbench exited 1: modprobe: ERROR: could not insert 'stockbench': Invalid argument" "$R/var/lib/stockbench/abab/state"
	that "load: '$(booted)', want A B A" [ "$(booted)" = "$A $B $A" ]

	machine kexecfail
	sb abab --kernels "$A,$B" --rounds 2 -o "$(D kexecfail)" --settle 0
	touch "$R/kexec-fail-$B"
	series
	that "kexec failure: '$(booted)', want A A" [ "$(booted)" = "$A $A" ]
	that "kexec failure: not recorded: $(grep '^slot 1 B' "$R/var/lib/stockbench/abab/state")" \
		grep -q "^slot 1 B missing not booted: kexec -l .*/boot/vmlinuz-$B failed (exit 1)" "$R/var/lib/stockbench/abab/state"
	that "kexec failure: phase '$(state phase)'" [ "$(state phase)" = "done" ]
}

cancel_cases() {
	machine cancel
	sb abab --kernels "$A,$B" --rounds 2 -o "$(D cancel)" --settle 0
	boot
	boot_bg
	echo "$bgpid" >"$R/resume.pid"
	sb abab --cancel
	rm -f "$R/hang"
	that "cancel: exit $rc: $(cat "$OUT/sb.err")" [ $rc = 0 ]
	that "cancel: phase '$(state phase)'" [ "$(state phase)" = cancelled ]
	that "cancel: the running round not marked: $(grep '^slot 1 B' "$R/var/lib/stockbench/abab/state")" \
		grep -q '^slot 1 B missing cancelled during the run' "$R/var/lib/stockbench/abab/state"
	that "cancel: the unit was not removed" eval '! unit_enabled'
	that "cancel: no boot back to $A: $(cat "$R/boot-requested" 2>/dev/null)" grep -qx "kexec $A" "$R/boot-requested"
	sb abab --cancel
	that "cancel twice: exit $rc" [ $rc = 1 ]
	that "cancel twice: no reason" grep -q 'no series is running' "$OUT/sb.err"
}

reboot_cases() {
	machine grub
	cat >"$R/boot/grub.cfg" <<EOF
menuentry 'Debian GNU/Linux' --class debian \$menuentry_id_option 'gnulinux-simple-u1' {
	linux /boot/vmlinuz-$A root=UUID=u1 ro
}
submenu 'Advanced options for Debian GNU/Linux' \$menuentry_id_option 'gnulinux-advanced-u1' {
	menuentry 'Debian GNU/Linux, with Linux $B' --class debian \$menuentry_id_option 'gnulinux-$B-advanced-u1' {
		linux /boot/vmlinuz-$B root=UUID=u1 ro
	}
	menuentry 'Debian GNU/Linux, with Linux $B (recovery mode)' \$menuentry_id_option 'gnulinux-$B-recovery-u1' {
	}
	menuentry 'Debian GNU/Linux, with Linux $A' --class debian \$menuentry_id_option 'gnulinux-$A-advanced-u1' {
		linux /boot/vmlinuz-$A root=UUID=u1 ro
	}
}
EOF
	mkdir -p "$R/boot/grub"
	mv "$R/boot/grub.cfg" "$R/boot/grub/grub.cfg"
	echo 'GRUB_DEFAULT=0' >"$R/etc/default/grub"
	sb abab --kernels "$A,$B" --rounds 1 -o "$(D grub)" --boot reboot
	that "reboot without GRUB_DEFAULT=saved: exit $rc" [ $rc = 1 ]
	that "reboot without GRUB_DEFAULT=saved: no reason: $(cat "$OUT/sb.err")" \
		grep -q 'cannot arrange the next boot by a one-shot GRUB entry: /etc/default/grub does not say GRUB_DEFAULT=saved' "$OUT/sb.err"
	echo 'GRUB_DEFAULT=saved' >"$R/etc/default/grub"
	sb abab --kernels "$B,$A" --rounds 1 -o "$(D grub)" --boot reboot
	that "reboot: exit $rc: $(cat "$OUT/sb.err")" [ $rc = 0 ]
	that "reboot: not the GRUB entry: $(cat "$R/boot-requested")" \
		grep -qx "reboot gnulinux-advanced-u1>gnulinux-$B-advanced-u1" "$R/boot-requested"
	sb abab --cancel
}

refusals() {
	machine refuse
	SB_ABAB_ROOT=$R PATH=$STUBS:$PATH setpriv --reuid 65534 --regid 65534 --clear-groups \
		"$SB" abab --kernels "$A,$B" -o "$OUT/nobody" >"$OUT/sb.out" 2>"$OUT/sb.err"
	that "not root: exit $?, $(cat "$OUT/sb.err")" grep -q '^stockbench abab: needs root' "$OUT/sb.err"
	machine refuse
	sb abab --kernels "$A,nosuch" -o "$(D r)"
	that "unknown kernel: exit $rc, $(cat "$OUT/sb.err")" \
		grep -q "^stockbench abab: no kernel 'nosuch' installed (installed: .*$A" "$OUT/sb.err"
	sb abab --kernels "$A,$C" -o "$(D r)"
	that "no module: exit $rc, $(cat "$OUT/sb.err")" \
		grep -q "^stockbench abab: $C: no stockbench module built for it, and no way to build one: missing its headers (Debian: apt-get install linux-headers-$C)" "$OUT/sb.err"
	rm -rf "$R/usr/src/stockbench-0.1"
	sb abab --kernels "$A,$B" -o "$(D r)"
	that "not in DKMS: $(cat "$OUT/sb.err")" grep -q "missing stockbench in DKMS (dkms add . in the source tree)" "$OUT/sb.err"
	machine refuse
	mkdir -p "$OUT/bin2"
	for f in "$STUBS"/*; do
		case ${f##*/} in kexec | grub-reboot) ;; *) ln -sf "$f" "$OUT/bin2/" ;; esac
	done
	SB_ABAB_ROOT=$R PATH=$OUT/bin2 "$SB" abab --kernels "$A,$B" -o "$(D r)" >"$OUT/sb.out" 2>"$OUT/sb.err"
	that "no way to boot: $(cat "$OUT/sb.err")" \
		grep -q '^stockbench abab: cannot arrange the next boot: kexec: no kexec (apt-get install kexec-tools); reboot: no grub-reboot' "$OUT/sb.err"
	echo 1 >"$R/proc/sys/kernel/kexec_load_disabled"
	sb abab --kernels "$A,$B" -o "$(D r)" --boot kexec
	that "kexec disabled: $(cat "$OUT/sb.err")" grep -q 'kexec is disabled' "$OUT/sb.err"
	rm "$R/proc/sys/kernel/kexec_load_disabled"
	rmdir "$R/run/systemd/system"
	sb abab --kernels "$A,$B" -o "$(D r)"
	that "no systemd: $(cat "$OUT/sb.err")" grep -q 'systemd is not running' "$OUT/sb.err"
	mkdir -p "$R/run/systemd/system" "$(D full)"
	: >"$(D full)/x"
	sb abab --kernels "$A,$B" -o "$(D full)"
	that "non-empty -o: $(cat "$OUT/sb.err")" grep -q 'not empty (a series never writes over files)' "$OUT/sb.err"
	that "refused, yet a state was written" [ ! -e "$R/var/lib/stockbench/abab/state" ]
	that "refused, yet the unit is enabled" eval '! unit_enabled'
	# an installed copy (make install): no results/common.sh beside it
	mkdir -p "$OUT/inst/bin"
	cp "$SB" "$OUT/inst/bin/stockbench"
	SB_ABAB_ROOT=$R PATH=$STUBS:$PATH "$OUT/inst/bin/stockbench" abab --kernels "$A,$B" -o "$(D r)" \
		>"$OUT/sb.out" 2>"$OUT/sb.err"
	that "an installed copy: exit $?, $(cat "$OUT/sb.err")" \
		grep -q "^stockbench abab: $OUT/inst/bin/stockbench is not in the source tree it was built in" "$OUT/sb.err"
	that "an installed copy, refused, yet a state was written" [ ! -e "$R/var/lib/stockbench/abab/state" ]
	sb abab --kernels "$A,$A" -o "$(D r)"
	that "same kernel twice: exit $rc" [ $rc = 2 ]
	sb abab --kernels "$A,$B" -o "$(D r)" --rounds 0
	that "--rounds 0: exit $rc" [ $rc = 2 ]
	sb abab --status --cancel
	that "--status --cancel: exit $rc" [ $rc = 2 ]
	sb abab --cancel
	that "cancel without a series: exit $rc" [ $rc = 1 ]
	printf 'a variants=locallock\na repeats=3\n' >"$OUT/runs.bad"
	sb abab --kernels "$A,$B" -o "$(D r)" --runs "$OUT/runs.bad"
	that "a run list with a name twice: $(cat "$OUT/sb.err")" grep -q 'runs.bad:2: not "NAME key=value ..."' "$OUT/sb.err"
}

# a run list: NAME.csv per run and one comparison per run
runs_case() {
	machine runs
	printf '# two runs\nfirst variants=locallock\nsecond repeats=3 samples=5\n' >"$OUT/runs"
	sb abab --kernels "$A,$B" --rounds 2 -o "$(D runs)" --settle 0 --runs "$OUT/runs"
	series
	for n in first second; do
		that "runs: no $n.csv" [ -s "$(D runs)/$B/boot-2/$n.csv" ]
		that "runs: no comparison of $n" [ -s "$(D runs)/compare-$n-$A-vs-$B.md" ]
	done
	that "runs: summary lacks run second" grep -q "^RT against !RT, run second: " "$(D runs)/summary.md"
}

for SB in "$@"; do
	case $SB in /*) ;; *) SB=$(pwd)/$SB ;; esac
	echo "== $SB"
	rm -rf "$OUT"/dir.*
	order_and_end
	resume_cases
	missing_cases
	cancel_cases
	reboot_cases
	refusals
	runs_case
done
echo "NOTE: the next boot is stubbed here; stockbench abab across real kexecs and a reset, in a full guest: make check-abab"
finish
