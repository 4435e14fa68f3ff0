#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The main config keys are module parameters, each with a description in
# modinfo: they set the config at load and the run at load; a bad one
# fails the load with the reason in the kernel log.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
# modinfo's parm lines: the .ko's .modinfo strings (busybox modinfo wants modules.dep)
tr '\0' '\n' <"$SB_KO" | grep '^parm=' >/tmp/parm
diag_file /tmp/parm
miss=""
for p in autorun config variants contexts workload cpus design repeats samples sample_us; do
	grep -Eq "^parm=$p:.{10}" /tmp/parm || miss="$miss $p"
done
[ -z "$miss" ] && pass "modinfo: each parameter with a description" ||
	not_ok "modinfo: no parameter with a description:$miss"

insmod "$SB_KO" autorun=0 variants=decoupled,locallock contexts=task,nmi repeats=2 \
	'config="blocks=3 seed=7"' || fail "insmod with parameters failed: $(dmesg | tail -n 2)"
got="$(key variants) $(key contexts) $(key repeats) $(key blocks) $(key seed) $(key samples)"
[ "$got" = "decoupled,locallock task,nmi 2 3 7 100" ] &&
	pass "autorun=0: config at load: $got" ||
	not_ok "autorun=0 variants=decoupled,locallock contexts=task,nmi repeats=2 config=\"blocks=3 seed=7\": config has $got"
rmmod stockbench || fail "rmmod failed"

# the run at load: the autorun's config, the parameters on top
insmod "$SB_KO" variants=decoupled contexts=task samples=4 sample_us=100 'config="blocks=1"' ||
	fail "insmod with parameters failed"
cat $d/results >/dev/null
ran=$(sed -n 's/^# config: //p' $d/results.csv)
case $ran in
"variants=decoupled contexts=task "*" repeats=3 "*" sample_us=100 samples=4 irq_rate=2000 "*" blocks=1 "*)
	pass "the run at load ran: $ran" ;;
*) not_ok "the run at load ran: $ran" ;;
esac
rmmod stockbench || fail "rmmod failed"

# a bad parameter: not loaded, and the log says why
for bad in repeats=101 variants=nosuch workload=bogus; do
	dmesg -c >/dev/null
	if insmod "$SB_KO" autorun=0 $bad 2>/dev/null; then
		unload
		not_ok "insmod $bad loaded"
		continue
	fi
	log=$(dmesg | grep 'stockbench: module parameters: ')
	[ -n "$log" ] && ! loaded && pass "insmod $bad refused: $log" ||
		not_ok "insmod $bad: loaded=$(loaded && echo yes || echo no), log '$(dmesg | tail -n 2)'"
done
