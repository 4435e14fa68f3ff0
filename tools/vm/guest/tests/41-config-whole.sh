#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The config is applied whole or not at all, however it is written: the
# writes on one open file (several write(2)s, or writev(), which the
# kernel passes on segment by segment) add up to one text, applied when a
# write ends it with a newline, or else at close, whose close(2) then
# fails with the text's error (and the kernel log says why).
# shellcheck source=tools/vm/guest/testlib.sh
. /testlib.sh
insmod "$SB_KO" autorun=0 || fail "insmod failed"

# one key split over two writes: neither half alone
exec 3>$d/config
printf 'repeats=1' >&3
r1=$(key repeats)
printf '0' >&3
exec 3>&-
r2=$(key repeats)
if [ "$r1" = 5 ] && [ "$r2" = 10 ]; then
	pass "'repeats=1' + '0' on one file: nothing until close, then repeats=10"
else
	not_ok "'repeats=1' + '0' on one file: repeats=$r1 after the first write, $r2 after close (expected 5, 10)"
fi

# a good half and a bad half: nothing applied, the bad write fails
exec 3>$d/config
printf 'repeats=7 ' >&3
if printf 'bogus=1\n' >&3 2>/dev/null; then
	not_ok "'repeats=7 ' + 'bogus=1\\n': the second write succeeded"
fi
exec 3>&-
r=$(key repeats)
st=$(cat $d/status)
case "$r:$st" in
10:*bogus*) pass "'repeats=7 ' + 'bogus=1\\n': nothing applied, write failed: ${st#*error=}" ;;
*) not_ok "'repeats=7 ' + 'bogus=1\\n': repeats=$r (expected 10), status $st" ;;
esac

# a failed text is dropped; the next one on the same file stands alone
exec 3>$d/config
printf 'samples=0\n' >&3 2>/dev/null && not_ok "samples=0 accepted"
printf 'samples=3\n' >&3 || not_ok "samples=3 after a bad text rejected"
exec 3>&-
[ "$(key samples)" = 3 ] && pass "a bad text then a good one on one file: the good one applied" ||
	not_ok "samples=$(key samples) (expected 3)"

# no newline, bad: the error comes at close, in status; nothing changes
printf 'repeats=0' >$d/config
st=$(cat $d/status)
case "$(key repeats):$st" in
10:*repeats*) pass "a bad text without newline: applied nothing at close: ${st#*error=}" ;;
*) not_ok "bad text without newline: repeats=$(key repeats), status $st" ;;
esac

# no newline, through dd, which checks close(2): the error is close's,
# and the kernel log has it; a good text the same way applies at close
dmesg -c >/dev/null
printf 'repeats=0' | dd of=$d/config 2>/tmp/cw.dd
rc=$?
log=$(dmesg | grep 'stockbench: config: repeats')
case "$rc:$(key repeats):$(cat /tmp/cw.dd)" in
1:10:*"Invalid argument"*)
	if [ -n "$log" ]; then
		pass "'repeats=0' without newline through dd: close(2) failed ($(head -n 1 /tmp/cw.dd)), nothing applied, logged: $log"
	else
		not_ok "'repeats=0' without newline: close(2) failed but the kernel log says nothing"
	fi ;;
*) not_ok "'repeats=0' without newline through dd: rc=$rc, repeats=$(key repeats), dd said: $(cat /tmp/cw.dd)" ;;
esac
if printf 'repeats=9' | dd of=$d/config 2>/tmp/cw.dd && [ "$(key repeats)" = 9 ]; then
	pass "'repeats=9' without newline through dd: applied at close, close(2) succeeded"
else
	not_ok "'repeats=9' without newline through dd: repeats=$(key repeats), dd said: $(cat /tmp/cw.dd)"
fi
echo repeats=10 >$d/config

# over SB_MAX_WRITE in all, in small writes: E2BIG, nothing applied
exec 3>$d/config
i=0 ok=1
while [ $i -lt 500 ]; do
	printf 'repeats=3 ' >&3 2>/dev/null || { ok=0; break; }
	i=$((i + 1))
done
exec 3>&-
if [ $ok = 0 ] && [ "$(key repeats)" = 10 ]; then
	pass "500 x 10-byte writes: refused at write $i, nothing applied"
else
	not_ok "500 x 10-byte writes: ok=$ok at $i, repeats=$(key repeats)"
fi
rmmod stockbench || fail "rmmod failed"
