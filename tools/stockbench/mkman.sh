#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# mkman.sh STOCKBENCH: the man page stockbench(1), in roff, on stdout, made
# from the CLI's own help text (stockbench --help, --version and help
# COMMAND for every command it lists), so that the page says what the
# binary does and cannot drift from it.  make man runs it.
set -eu
sb=$1
"$sb" --version >/dev/null || { echo "mkman.sh: $sb --version failed" >&2; exit 1; }
version=$("$sb" --version | sed 's/^stockbench //')
cmds=$("$sb" --help | sed -n 's/^  \([a-z][a-z]*\)  *.*/\1/p')
[ -n "$cmds" ] || { echo "mkman.sh: $sb --help lists no command" >&2; exit 1; }
# the day of the last commit (or SOURCE_DATE_EPOCH): the same page for
# the same sources
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$(dirname "$0")" log -1 --format=%ct 2>/dev/null || echo 0)}
day=$(date -u -d "@$epoch" +%Y-%m-%d)

# roff-safe text: backslashes, and lines that would start a request
esc() {
	sed 's/\\/\\e/g; s/^\([.'"'"']\)/\\\&\1/'
}

cat <<EOF
.TH STOCKBENCH 1 "$day" "stockbench $version" "User Commands"
.SH NAME
stockbench \\- run the memcg stock benchmark module and read its results
.SH SYNOPSIS
.nf
EOF
for c in $cmds; do
	"$sb" help "$c" | sed -n '/^usage: /,/^[^ u]/p' | sed '$d' | sed 's/^usage: //; s/^       //' | esc
done
cat <<EOF
.fi
.SH DESCRIPTION
.nf
EOF
"$sb" --help | sed 1,2d | esc
echo ".fi"
echo ".SH COMMANDS"
for c in $cmds; do
	echo ".SS $c"
	echo ".nf"
	"$sb" help "$c" | esc
	echo ".fi"
done
cat <<EOF
.SH EXIT STATUS
0: done; 1: the input or the comparison is refused (one line on standard
error says why); 2: a usage error, out of memory, or the output could not
be written.  With compare \\-\\-exit\\-status: 0 when no row differs, 1 when a
row is slower, faster, more or fewer, 2 on any error or refusal.
.SH FILES
A FILE of \\- is standard input.  The module's results.csv, and its debugfs
directory /sys/kernel/debug/stockbench (run).
.SH SEE ALSO
tools/stockbench/README.md and module/README.md of the stockbench sources.
EOF
