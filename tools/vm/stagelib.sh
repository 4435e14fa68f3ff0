# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
# stagelib.sh: what tools/vm/check and make check's stage scripts share,
# sourced after settings.sh, so that every stage is found, begins, counts
# and ends the same way. A stage is a row of tools/vm/stages and the
# script tools/vm/stages.d/NN-name (NN: its number, two digits), which
# check runs as "NN-name [KERNEL...]" with make check's kernel arguments (a
# stage that boots no kernel ignores them). A stage script prints its
# "=== stage:" line first (stage_begin), then its checks, and ends with
# "N passed, N failed", exiting 0 only if it passed: check fails a stage
# that ends without that line or passed nothing. A stage that ran nothing
# (the debug stage with no kernel cached) exits 4, kselftest's skip,
# without that line, and counts neither way.
#   stage_script NUM NAME  the path of stage NUM NAME's script
#   stage_begin WHAT       "=== stage: TITLE WHAT", TITLE the table's for
#                          this script
#   stage_summary LINE     LINE in make check's summary, above the stage's
#                          verdict (through $SB_BUILD/stage.summary)
#   sub_make DIR           the stage that is make -C DIR check
#   tally OUT NAME         a sub-check's output OUT, counted in p and f

stage_script() {
	printf '%s/stages.d/%02d-%s\n' "$SB_VM_DIR" "$1" "$2"
}

stage_begin() {
	local base=${0##*/} title=""
	if [[ $base =~ ^([0-9]+)-([a-z0-9]+)$ ]]; then
		title=$("$SB_VM_DIR/stages-doc" rows | awk -F'\t' -v n="$((10#${BASH_REMATCH[1]}))" \
			-v s="${BASH_REMATCH[2]}" '$1 == n && $2 == s { print $4 }')
	fi
	if [ -z "$title" ]; then
		echo "$base: no row of tools/vm/stages is this stage (NN-name: its number and name)" >&2
		exit 1
	fi
	mkdir -p "$SB_BUILD"
	echo "=== stage: $title $*"
}

stage_summary() {
	echo "$*" >>"$SB_BUILD/stage.summary"
}

# sub_make DIR: the stage that is DIR's own make check; a checkout without
# DIR/Makefile fails it as missing.
sub_make() {
	local dir=$1
	stage_begin "(make -C $dir check)"
	if [ ! -f "$SB_ROOT/$dir/Makefile" ]; then
		echo "$dir: MISSING (no $dir/Makefile) - not run, counted as failed"
		echo "0 passed, 1 failed"
		return 1
	fi
	make -C "$SB_ROOT/$dir" check
}

# tally OUT NAME: print a sub-check's output OUT without its closing
# "N passed, N failed" line, and add that line's counts to the caller's p
# and f; a sub-check that printed no such line counts as one failure.
tally() {
	grep -v -E '^[0-9]+ passed, [0-9]+ failed$' <<<"$1" || true
	if [[ $(tail -n1 <<<"$1") =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
		p=$((p + BASH_REMATCH[1])) f=$((f + BASH_REMATCH[2]))
	else
		echo "FAIL: $2 ended without a result line"
		f=$((f + 1))
	fi
}
