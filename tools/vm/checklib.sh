# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
# checklib.sh: the checks of the host self-tests (check-kdir, check-ktap,
# check-qemu, check-summary, check-targets, patch-check), sourced after
# lib.sh or settings.sh, so that a check passes, fails and is counted the
# same way in each. Each script ends with "$pass passed, $fail failed".
#   ok WHAT               "PASS: WHAT", counted in pass
#   bad WHAT              "FAIL: WHAT", counted in fail
#   expect WHAT GOT WANT  ok WHAT if GOT is WANT, else bad WHAT and the
#                         difference (diff WANT GOT), indented
pass=0 fail=0

ok() {
	echo "PASS: $*"
	pass=$((pass + 1))
}

bad() {
	echo "FAIL: $*"
	fail=$((fail + 1))
}

expect() {
	if [ "$2" = "$3" ]; then
		ok "$1"
	else
		bad "$1"
		diff <(echo "$3") <(echo "$2") | sed 's/^/    /' || true
	fi
}
