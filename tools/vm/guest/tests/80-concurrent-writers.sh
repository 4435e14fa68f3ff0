#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Writers racing on config: each write is applied whole or not at all, so
# the final config is exactly one writer's pair, never a mix.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"
writer() {
	i=0
	while [ $i -lt 200 ]; do
		echo "repeats=$1 samples=$1 depth=$2" >$d/config 2>/dev/null
		echo "repeats=$1 samples=0" >$d/config 2>/dev/null
		i=$((i + 1))
	done
}
writer 11 3 &
writer 22 4 &
writer 33 5 &
i=0
mixed=0
while [ $i -lt 100 ]; do
	cat $d/config >/tmp/cfg	# one read: one snapshot
	r=$(sed -n 's/^repeats=//p' /tmp/cfg)
	s=$(sed -n 's/^samples=//p' /tmp/cfg)
	[ "$r" = "$s" ] || mixed=$((mixed + 1))
	i=$((i + 1))
done
wait
[ "$mixed" -eq 0 ] || fail "$mixed reads saw repeats != samples"
cat $d/config >/tmp/cfg
r=$(sed -n 's/^repeats=//p' /tmp/cfg)
s=$(sed -n 's/^samples=//p' /tmp/cfg)
dp=$(sed -n 's/^depth=//p' /tmp/cfg)
case "$r/$s/$dp" in
11/11/3 | 22/22/4 | 33/33/5) pass "final config $r/$s/$dp is one writer's" ;;
*) fail "final config $r/$s/$dp mixes writers" ;;
esac
rmmod stockbench || fail "rmmod failed"
