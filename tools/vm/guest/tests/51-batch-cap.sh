#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Every atomic context caps its batches: with sample_us=100000, softirq and
# bh samples (as hardirq and nmi) stay at their cap, not 100 ms.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
configure "variants=decoupled contexts=softirq,bh,hardirq repeats=1 samples=3 blocks=1 sample_us=100000 cpus=0"
echo start >$d/run && echo wait >$d/run || fail "run failed: $(cat $d/status)"
cat $d/results.csv >"$SB_OUT/batch-cap.csv"
# each context's wall time per measured sample, ms: measure_us over the
# row's samples (3, one block); 1 ms cap, about 67 ms per batch without
awk -F, '/^#/ { next }
	!h { for (i = 1; i <= NF; i++) col[$i] = i; h = 1; next }
	$(col["status"]) == "ok" { m = $(col["measure_us"]) / 3 / 1000
		if (m > max[$(col["context"])]) max[$(col["context"])] = m }
	END { for (c in max) printf "%s %.2f\n", c, max[c] }' \
	"$SB_OUT/batch-cap.csv" >/tmp/caps
for c in softirq bh hardirq; do
	ms=$(awk -v c=$c '$1 == c { print $2 }' /tmp/caps)
	[ -n "$ms" ] || { not_ok "no ok row for $c"; continue; }
	# 10 ms: the cap plus an emulator's slack, far from 100 ms
	if awk -v m="$ms" 'BEGIN { exit !(m < 10) }'; then
		pass "$c: $ms ms per sample with sample_us=100000"
	else
		not_ok "$c: $ms ms per sample with sample_us=100000 (cap 1 ms)"
	fi
done
rmmod stockbench || fail "rmmod failed"
