# SPDX-License-Identifier: GPL-2.0
# ktap.awk: the one reader of the guest tests' KTAP (docs.kernel.org,
# dev-tools/ktap.rst), in the guest (run-tests.sh: /ktap.awk, busybox awk)
# and on the host (lib.sh: ktap_count, ktap_results, ktap_test). POSIX awk.
#
#   awk -f ktap.awk [-v mode=MODE] [-v name=TEST] FILE
#
# A result line is "ok N ..." or "not ok N ..." after any indentation; a
# subtest is indented deeper than its parent's result line, which follows
# it. Only leaf results (no subtest of their own) are counted: a guest
# test's checks, and the runner's own verdicts (a test not run, a test that
# exited non-zero...), never a parent's summary of them. "# SKIP" after the
# description is a skip, counted neither way; any other "ok" a pass, any
# other "not ok" (TIMEOUT, ERROR...) a failure. Every other line (version,
# plan, "# diagnostic", kernel messages on a console) is ignored; a CR at
# the end of a line (a serial console) is dropped.
#
# MODE: count (default) prints "P passed, F failed"; totals prints
# "P F S R": passes, failures, skips, and the results at indentation 0
# (for a plan); list prints each leaf result line, unindented; test prints
# "ok", "not ok" or "skip" for the result at indentation 0 whose
# description's first word is TEST (":" after it allowed), nothing if none;
# lint prints "line N: what" for each way the document is not well-formed
# KTAP (a version line first, each block's results numbered 1, 2, ... and
# as many as its plan says), nothing if it is.

{ sub(/\r$/, "") }

# lint: blocks by indentation; open[i] while the block at i is open
function close_deeper(i, ln,    j) {
	for (j in open)
		if (open[j] && j + 0 > i) {
			if (plan[j] >= 0 && plan[j] != cnt[j])
				printf "line %d: the block at indentation %d (line %d) plans %d results, has %d\n", ln, j, start[j], plan[j], cnt[j]
			open[j] = 0
		}
}
mode == "lint" {
	line = $0
	sub(/^ */, "", line)
	ind = length($0) - length(line)
	if (NR == 1 && line !~ /^(KTAP version 1|TAP version 1[34])$/)
		printf "line 1: not a KTAP version line: %s\n", $0
	if (line ~ /^(KTAP version 1|TAP version 1[34])$/) {
		close_deeper(ind - 1, NR)
		open[ind] = 1; cnt[ind] = 0; plan[ind] = -1; start[ind] = NR
	} else if (line ~ /^1\.\.[0-9]+( |$)/) {
		if (!open[ind] || cnt[ind])
			printf "line %d: a plan outside a block or after its results: %s\n", NR, $0
		else
			plan[ind] = substr(line, 4) + 0
	} else if (line ~ /^(not )?ok [0-9]+( |$)/) {
		close_deeper(ind, NR)
		if (!open[ind])
			printf "line %d: a result outside a block: %s\n", NR, $0
		else if ((line ~ /^not / ? $3 : $2) != ++cnt[ind])
			printf "line %d: result number %s, expected %d\n", NR, line ~ /^not / ? $3 : $2, cnt[ind]
	}
}

/^ *(not )?ok [0-9]+( |$)/ {
	line = $0
	sub(/^ */, "", line)
	ind = length($0) - length(line)
	skip = line ~ / # SKIP( |$)/
	failed = line ~ /^not /
	if (!child[ind]) {
		if (skip)
			s++
		else if (failed)
			f++
		else
			p++
		if (mode == "list")
			print line
	}
	child[ind] = 0
	for (i = 0; i < ind; i++)
		child[i] = 1
	if (ind == 0) {
		r++
		if (mode == "test") {
			w = failed ? $4 : $3
			sub(/:$/, "", w)
			if (w == name)
				verdict = skip ? "skip" : failed ? "not ok" : "ok"
		}
	}
}

END {
	if (mode == "lint")
		close_deeper(-1, NR)
	else if (mode == "" || mode == "count")
		printf "%d passed, %d failed\n", p, f
	else if (mode == "totals")
		printf "%d %d %d %d\n", p, f, s, r
	else if (mode == "test" && verdict != "")
		print verdict
}
