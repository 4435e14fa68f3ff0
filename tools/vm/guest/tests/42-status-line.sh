#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# status is always one well-formed line, whatever bytes an error echoes
# back; an error made during a run is cleared when the run ends well.
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
re='^state=[a-z]+ progress=[0-9]+/[0-9]+ elapsed_ms=[0-9]+ error="([^"\\]|\\x[0-9a-f][0-9a-f])*"$'
wellformed() {
	cat $d/status >/tmp/st
	n=$(wc -l </tmp/st)
	if [ "$n" -eq 1 ] && grep -Eq "$re" /tmp/st; then
		pass "$1: one line: $(cat /tmp/st)"
	else
		not_ok "$1: $n lines: $(od -c /tmp/st | head -n 4)"
	fi
}
insmod "$SB_KO" autorun=0 || fail "insmod failed"
printf 'st\nart"\\\001' >$d/run 2>/dev/null
wellformed "run command with a newline, quote, backslash, ^A"
printf 'x"y\r\033[2Jz=1\n' >$d/config 2>/dev/null
wellformed "config key with a quote, CR, escape sequence"
printf 'variants=decoupled,"\177\n' >$d/config 2>/dev/null
wellformed "variant name with a quote and DEL"

# an error made during a run, then the run ends well: error=""
configure "variants=decoupled contexts=task repeats=3 samples=400 sample_us=1000 cpus=0"
echo start >$d/run || fail "start failed"
echo repeats=0 >$d/config 2>/dev/null && fail "repeats=0 accepted"
st=$(cat $d/status)
case $st in
state=running*error=\"config:*) ;;
*) fail "during the run, expected running with a config error: $st" ;;
esac
echo wait >$d/run || fail "wait failed"
st=$(cat $d/status)
case $st in
state=done*'error=""') pass "a config error made during the run cleared when it ended: $st" ;;
*) not_ok "after the run: $st (expected done, error=\"\")" ;;
esac
rmmod stockbench || fail "rmmod failed"
