# SPDX-License-Identifier: GPL-2.0
# readme-numbers.awk: every number results/README.md states must come from a
# file the tools generated (results/check runs it; mawk-compatible).
#   awk -f readme-numbers.awk -v exps="1-primitives 2-memcg-slots ..." README.md
# run in results/, reads EXP/tables.md, EXP/claims.md and EXP/claims.tsv.
#
# What counts as a number: a token [0-9]+ with optional thousands groups
# (",ddd", dropped before comparing: 1,034,400 is 1034400), decimals
# (".d+") and an exponent ("e-5"); a leading sign is not part of it. Not
# counted, because they are not measurements:
#   - fenced code blocks (but for results/answer's table, below), `code
#     spans`, link targets "](...)", HTML comments;
#   - blockquote lines ("> "): quotations of other people's published numbers;
#   - headings ("#" lines), which name experiments and kernels;
#   - a token glued to a word: a letter or "_" right before it or right
#     after it (Zen2, p99, x86_64, 100ms), or "-" and a letter on either
#     side (gcc-12, 6.1-rt); a trailing "x" or "×" is a factor (2.5x) and
#     does not glue;
#   - a confidence level: a number followed by "% CI" or "% confidence". Write configured values and counts in words or in
#     `code` (two vCPUs, `memcgs=8`).
# Where a counted number must be found:
#   - "[claim:ID]" after numbers binds every number since the previous
#     boundary (line start, a table cell's "|", "(", ";" or another marker)
#     to claim ID of the section's experiment: each must be one of that
#     claim's values in claims.tsv (estimate, CI ends, p, p_holm), token for
#     token as the CLI printed it (p and p_holm also to 3 significant
#     digits, as results/quote writes them); outside an experiment's section, the
#     claim's experiment is the one its ID's first field numbers (1.x: 1-*);
#   - any other number must occur as a token in a generated file of the
#     section's experiment (tables.md, claims.md); outside an experiment's
#     section ("## N. ..." is experiment N-*), in some experiment's;
#   - in the fenced block that opens with answer.md's title ("RT against
#     !RT", results/answer's table: -v answer=answer.md), every number,
#     counted as above, must be a token of answer.md, which results/check
#     remakes from the raw files.
# Prints "FAIL: README.md:LINE: why" per number that is not found, "PASS"
# lines as counts, and the marked sections: "MARK: EXP" for each experiment
# section whose heading says "to be regenerated".

function norm(t) { gsub(/,/, "", t); return t }
# a p to 3 significant digits ("*" of a normal approximation dropped)
function g3(x) { sub(/\*$/, "", x); return x ~ /^[0-9][0-9.]*([eE][-+]?[0-9]+)?$/ ? sprintf("%.3g", x) : "" }
# tokens S into array A (A[token] = 1)
function tokens(s, a,    t) {
	while (match(s, NUM)) {
		t = substr(s, RSTART, RLENGTH)
		a[norm(t)] = 1
		s = substr(s, RSTART + RLENGTH)
	}
}
function load(file, a,    l) {
	while ((getline l < file) > 0)
		tokens(l, a)
	close(file)
}
function glued(before, after) {
	if (before ~ /[A-Za-z_]$/ || before ~ /[A-Za-z]-$/)
		return 1
	if (after ~ /^% (CI|conf)/)
		return 1
	if (after ~ /^[xX×]([^A-Za-z]|$)/)
		return 0
	return after ~ /^[A-Za-z_]/ || after ~ /^-[A-Za-z]/
}
function fail(why) {
	printf "FAIL: README.md:%d: %s\n", NR, why
	nfail++
}
# the experiment folder numbered K ("2" is 2-*), or ""
function exp_numbered(k,    i, e) {
	e = ""
	for (i = 1; i <= n; i++)
		if (num[ex[i]] == k) e = ex[i]
	return e
}
# check the pending numbers: bound to claim id, or free (id == "")
function settle(id,    i, t, ok, e, k) {
	for (i = 1; i <= np; i++) {
		t = pend[i]
		if (id != "") {
			e = cur
			if (e == "") {
				k = id
				sub(/\..*/, "", k)
				e = exp_numbered(k)
			}
			if (!((e SUBSEP id) in cexists)) {
				fail("[claim:" id "] names no claim of " (e == "" ? "any experiment" : e "/claims.tsv") " (for " t ")")
				continue
			}
			if ((e SUBSEP id SUBSEP t) in cval) { nmark++; continue }
			fail(t " [claim:" id "]: not a value of claim " id " in " e "/claims.tsv (" cshow[e SUBSEP id] ")")
			continue
		}
		ok = 0
		if (cur != "")
			ok = ((cur SUBSEP t) in gen)
		else
			ok = (t in anygen)
		if (ok) { nfree++; continue }
		fail(t ": in no generated file of " (cur == "" ? "any experiment" : cur) " (tables.md, claims.md); quote a claim: VALUE [claim:ID]")
	}
	np = 0
}
BEGIN {
	NUM = "[0-9]+(,[0-9][0-9][0-9])*(\\.[0-9]+)?([eE][-+]?[0-9]+)?"
	n = split(exps, ex, " ")
	for (i = 1; i <= n; i++) {
		e = ex[i]
		split("", g)
		load(e "/tables.md", g)
		load(e "/claims.md", g)
		for (t in g) { gen[e SUBSEP t] = 1; anygen[t] = 1 }
		f = e "/claims.tsv"
		while ((getline l < f) > 0) {
			nf = split(l, c, "\t")
			if (c[1] == "id" || nf < 7) continue
			cexists[e SUBSEP c[1]] = 1
			cshow[e SUBSEP c[1]] = c[3] " " c[4] " p " c[6] (c[7] != "-" && c[7] != "~" ? " p_holm " c[7] : "")
			split("", g)
			# p and p_holm also as results/quote writes them: 3 significant digits
			tokens(c[3] " " c[4] " " c[6] " " c[7] " " g3(c[6]) " " g3(c[7]), g)
			for (t in g) cval[e SUBSEP c[1] SUBSEP t] = 1
		}
		close(f)
		num[e] = e
		sub(/-.*/, "", num[e])
	}
	cur = ""
	if (answer != "") {
		while ((getline l < answer) > 0) {
			tokens(l, anstok)
			if (anstitle == "" && l ~ /^RT against !RT/) anstitle = l
		}
		close(answer)
	}
}
/^```/ { fence = !fence; ansfence = 0; fenceat = NR; next }
# results/answer's table: its numbers from answer.md
fence && NR == fenceat + 1 && anstitle != "" && $0 == anstitle { ansfence = 1 }
ansfence {
	s = $0
	prev = ""
	while (match(s, NUM)) {
		t = substr(s, RSTART, RLENGTH)
		before = prev substr(s, 1, RSTART - 1)
		s = substr(s, RSTART + RLENGTH)
		prev = substr(before, length(before) - 1) t
		if (glued(before, s)) continue
		if (norm(t) in anstok) nans++
		else fail(t ": not in answer.md (the answer table: results/answer --write, then results/quote --write)")
	}
	next
}
fence { next }
incomment { if (/-->/) { incomment = 0; sub(/.*-->/, "") } else next }
/^#/ {
	cur = ""
	if (/^## [0-9]+\. /) {
		k = $2
		sub(/\.$/, "", k)
		cur = exp_numbered(k)
		if (cur == "") fail("section \"" $0 "\" has no experiment folder " k "-*")
		else if (/to be regenerated/) print "MARK: " cur
	}
	next
}
/^>/ { next }
{
	s = $0
	gsub(/<!--.*-->/, "", s)
	if (s ~ /<!--/) { incomment = 1; sub(/<!--.*/, "", s) }
	gsub(/`[^`]*`/, " ", s)
	gsub(/\]\([^)]*\)/, "] ", s)
	np = 0
	prev = ""
	while (match(s, "\\[claim:[^]]*\\]|[|(;]|" NUM)) {
		t = substr(s, RSTART, RLENGTH)
		before = prev substr(s, 1, RSTART - 1)
		after = substr(s, RSTART + RLENGTH)
		s = after
		prev = substr(before, length(before) - 1)
		if (t ~ /^\[claim:/) {
			id = substr(t, 8, length(t) - 8)
			if (np == 0) fail("[claim:" id "] follows no number")
			settle(id)
			prev = prev t
		} else if (t ~ /^[|(;]$/) {
			settle("")
			prev = prev t
		} else {
			prev = prev t
			if (glued(before, after)) continue
			pend[++np] = norm(t)
		}
	}
	settle("")
}
END {
	printf "PASS: README.md: %d numbers found in generated files, %d quoted claims match claims.tsv, %d in the answer table match answer.md\n", nfree, nmark, nans
	exit nfail > 0
}
