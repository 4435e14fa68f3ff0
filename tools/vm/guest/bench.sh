#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The default benchmark: insmod (autorun starts the default run), wait for the
# table, save results, results.csv and the rest to $SB_OUT. With SB_TRACE=1
# the module is loaded idle, and the same default run (`echo autorun > run`:
# the autorun's config, not the `config` file's defaults) is started and
# waited for under `trace-cmd record -e stockbench` (or -e for each event of
# SB_TRACE_EVENTS) into $SB_OUT/trace.dat (the stockbench event system exists
# only once the module is loaded).
d=/sys/kernel/debug/stockbench
rc=0
if [ "$SB_TRACE" = 1 ]; then
	insmod "$SB_KO" autorun=0 || { echo "sb-bench: insmod $SB_KO autorun=0 failed"; exit 1; }
	# SB_TRACE_EVENTS: comma list of trace-cmd -e arguments.
	ev=""
	for e in $(echo "$SB_TRACE_EVENTS" | tr ',' ' '); do
		ev="$ev -e $e"
	done
	# shellcheck disable=SC2086 # $ev is a list of words on purpose
	trace-cmd record -q $ev -o "$SB_OUT/trace.dat" \
		sh -c "echo autorun >$d/run && echo wait >$d/run" || rc=1
	cat "$d/results" >/dev/null || rc=1
else
	insmod "$SB_KO" || { echo "sb-bench: insmod $SB_KO failed"; exit 1; }
	cat "$d/results" >/dev/null || rc=1
fi
for f in results results.csv status variants config; do
	if [ -e "$d/$f" ]; then
		cat "$d/$f" >"$SB_OUT/$f"
	fi
done
echo "sb-bench: results table:"
cat "$SB_OUT/results"
if ! grep -q '^End of test: SUCCESS' "$SB_OUT/results"; then
	echo "sb-bench: the run did not end with 'End of test: SUCCESS'"
	rc=1
fi
rmmod stockbench || rc=1
exit $rc
