# SPDX-License-Identifier: GPL-2.0
# Sourced by every results/*/report (run by tools/vm/results in the
# experiment's scratch folder, raw/<kernel>/ beside it; $SB_CLI is the CLI).
# shellcheck shell=sh
cli=${SB_CLI:?tools/vm/results sets SB_CLI}

# environment: one line per kernel, from the harness's env file
environment() {
	echo "| kernel | version | accel | host CPU | QEMU | date | source |"
	echo "|---|---|---|---|---|---|---|"
	for k in "$@"; do
		e=raw/$k/env
		v() { sed -n "s/^$1: //p" "$e" | head -n 1; }
		echo "| $k | $(v kver) | $(v accel) | $(v host_cpu) | $(v qemu | sed 's/QEMU emulator //') | $(v date) | $(v source) |"
	done
	if grep -q '^accel: tcg' raw/*/env; then
		echo
		echo "**Emulated: every number below was measured under QEMU TCG (software emulation), not on hardware.**"
		echo "Under TCG, disabling interrupts costs about 3x more relative to disabling preemption than on hardware,"
		echo "and the host's own speed changes by up to 2x for hundreds of ms (each table's machine-speed note)."
	fi
	echo
}

# heading, then the CLI's output in the format given
section() {
	echo
	echo "$1"
	echo
}

# every run's full table and its charts
full_tables() {
	for k in "$@"; do
		for f in raw/"$k"/*.csv; do
			n=$(basename "$f" .csv)
			section "### $k: $n (full table)"
			$cli show --format md "$f"
			mkdir -p "charts/$k"
			$cli plot "$f" -o "charts/$k" >/dev/null
			# SVG only: text, small, and rendered by markdown viewers
			rm -f "charts/$k/$n"-*.png
			echo
			echo "Charts: [ns/op](charts/$k/$n-nsop.svg), [latency](charts/$k/$n-latency.svg)"
		done
	done
}
