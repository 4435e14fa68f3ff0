#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The system job: netperf over loopback inside the guest, with the load in
# memory cgroups, the way the two stock series measured themselves:
#   TCP_SENDFILE -m 10K (netperf's classic test: Debian's netperf runs
#   TCP_RR and TCP_SENDFILE without omni's output selectors), N = 1..clients concurrent clients, each in its own
#   leaf memcg (system/sfN.I), and
#   TCP_RR (as omni -d rr -T tcp, which has the -o latency selectors)
#   with `flows` concurrent netperf processes spread over `groups`
#   leaf memcgs (system/rrG): transactions/s, netperf's own per-request
#   latency percentiles, the involuntary context switches of every load
#   process (busybox time -v: wait4's rusage) and the memcg's counters
#   (memory.stat sock and kernel, halfway through the run; memory.peak and
#   memory.events at its end).
# `runs` repetitions of the whole sweep, in one boot. Rows go to
# $SB_OUT/system.csv in the stockbench-results schema, so that `stockbench
# show` and `stockbench compare` read them like the module's; the table is
# in $SB_OUT/system.txt. The netserver runs in its own leaf memcg
# (system/server). Parameters: SB_SYSTEM="len=S runs=R clients=N flows=F
# groups=G ipv=4|6" (from sb.system= on the kernel command line).
# Exit 1 when netserver does not start (the reason is printed) or any
# netperf fails (its row says why).
len=10 runs=3 clients=4 flows=16 groups=4 ipv=4
for a in $(echo "$SB_SYSTEM" | tr ',' ' '); do
	k=${a%%=*} v=${a#*=}
	case $k in
	len | runs | clients | flows | groups)
		case $v in
		'' | *[!0-9]* | 0*) echo "sb-system: $k must be a positive number, not '$v'"; exit 1 ;;
		esac
		eval "$k=\$v"
		;;
	ipv)
		case $v in 4 | 6) ipv=$v ;; *) echo "sb-system: ipv must be 4 or 6, not '$v'"; exit 1 ;; esac
		;;
	*) echo "sb-system: unknown parameter '$k' (len runs clients flows groups ipv)"; exit 1 ;;
	esac
done
[ "$groups" -le "$flows" ] || { echo "sb-system: groups ($groups) must not exceed flows ($flows)"; exit 1; }

out=$SB_OUT
csv=$out/system.csv
cg=/sys/fs/cgroup/system
port=12865
work=/tmp/system
mkdir -p "$work"
for b in netperf netserver; do
	command -v $b >/dev/null || { echo "sb-system: no $b in the initramfs (tools/vm/mknetperf)"; exit 1; }
done

ifconfig lo 127.0.0.1 up || { echo "sb-system: cannot bring up the loopback interface"; exit 1; }
# glibc's getaddrinfo(AI_ADDRCONFIG), which netperf uses, counts no
# 127.0.0.1 as a configured IPv4 address and then resolves not even
# "127.0.0.1"; any other address does count, so lo gets 127.0.0.2 too
# (loopback only: the guest has no network device at all). For IPv6 the
# only such address would be a non-loopback one: not supported.
ip addr add 127.0.0.2/8 dev lo || { echo "sb-system: cannot add 127.0.0.2 to lo"; exit 1; }
if [ "$ipv" = 6 ]; then
	echo "sb-system: ipv=6 is not supported: glibc resolves ::1 only with a non-loopback IPv6 address, and the guest has none"
	exit 1
else
	host=127.0.0.1
fi

# Counters and cgroups.
mkdir -p "$cg"
echo +memory >"$cg/cgroup.subtree_control" || { echo "sb-system: cannot enable the memory controller in $cg"; exit 1; }
mkdir -p "$cg/server"

# kv FILE KEY: the value of KEY in a "key value" file, or "" if absent.
kv() {
	awk -v k="$2" '$1 == k { print $2; found = 1 } END { if (!found) print "" }' "$1" 2>/dev/null
}

# The netserver, in its own memcg; it forks one child per test.
sh -c 'echo $$ >"$1/cgroup.procs" && exec netserver -"$2" -p "$3"' sh "$cg/server" "$ipv" "$port" \
	>"$work/netserver.log" 2>&1
nsrc=$?
i=0
while ! netstat -ltn 2>/dev/null | grep -q ":$port "; do
	if [ $i -ge 100 ] || [ $nsrc -ne 0 ]; then
		why="not listening on port $port after 10 s"
		[ $nsrc -eq 0 ] || why="it exited with $nsrc"
		echo "sb-system: FAIL: netserver did not start ($why): $(tr '\n' ' ' <"$work/netserver.log" | cut -c1-200)"
		cp "$work/netserver.log" "$out/" 2>/dev/null
		exit 1
	fi
	sleep 0.1
	i=$((i + 1))
done
echo "sb-system: netserver listening on port $port (ipv$ipv)"

# The environment header: the module's keys where they mean the same.
# (7.x has no /sys/kernel/realtime: its uname -v says PREEMPT_RT)
rt=no
[ "$(cat /sys/kernel/realtime 2>/dev/null)" = 1 ] && rt=yes
case $(uname -v) in
*PREEMPT_RT*) preempt=rt rt=yes ;;
*PREEMPT_DYNAMIC*) preempt=dynamic ;;
*PREEMPT*) preempt=full ;;
*) preempt=none ;;
esac
nv=$(netperf -V 2>&1 | head -n 1)
# The columns, in file order, as the CLI declares them (its csv.h); every
# row is written by column name (csv_row), never by position.
cols=$(stockbench names system-columns | tr '\n' , | sed 's/,$//')
case $cols in
variant,context,*) ;;
*) echo "sb-system: stockbench names system-columns gave no columns: '$cols'"; exit 1 ;;
esac

# csv_row KEY=VALUE...: one row of $csv.rows, its fields in the header's
# order; a column not given is empty, a key that is no column an error.
csv_row() {
	printf '%s\n' "$@" | awk -v cols="$cols" '
		BEGIN { n = split(cols, c, ","); for (i = 1; i <= n; i++) is[c[i]] = 1 }
		{
			k = substr($0, 1, index($0, "=") - 1)
			if (!(k in is)) { print "sb-system: csv_row: no column " k > "/dev/stderr"; bad = 1; exit 1 }
			v[k] = substr($0, length(k) + 2)
		}
		END {
			if (bad) exit 1
			for (i = 1; i <= n; i++) printf "%s%s", (i > 1 ? "," : ""), v[c[i]]
			print ""
		}' >>"$csv.rows"
}
{
	echo "# schema: stockbench-results 1"
	echo "# kernel: $(uname -r)"
	echo "# preempt: $preempt"
	echo "# rt: $rt"
	echo "# clocksource: $(cat /sys/devices/system/clocksource/clocksource0/current_clocksource 2>/dev/null)"
	echo "# cpu_model: $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)"
	echo "# cpus: $(nproc)"
	echo "# source: netperf ($nv), loopback $host, guest kernel $SB_KERNEL"
	echo "# config: system len=$len runs=$runs clients=$clients flows=$flows groups=$groups ipv=$ipv"
	echo "# started: $(date +%s)"
	echo "# note: real per-request latencies (netperf's own P50/P90/P99/MAX/MEAN_LATENCY of TCP_RR transactions), not the module's samples; ns_per_op = MEAN_LATENCY for tcp_rr, ns per 10K send for tcp_sendfile; cpu = the client's number (netperf is not bound to a CPU); sock/kernel = memory.stat halfway through the run"
	echo "$cols"
} >"$csv.rows"

bad=0 nrows=0
# start_client LEAF TAG ARGS...: one netperf in LEAF (created), in the
# background, its output in $work/TAG.out, its rusage in $work/TAG.time.
start_client() {
	leaf=$1 tag=$2
	shift 2
	mkdir -p "$cg/$leaf"
	sh -c 'echo $$ >"$1/cgroup.procs" && shift && exec time -v -o "$0" "$@"' \
		"$work/$tag.time" "$cg/$leaf" netperf -P 0 -H "$host" -p "$port" -l "$len" "$@" \
		>"$work/$tag.out" 2>&1 &
}

# sample LEAF: memory.stat sock and kernel now, into $work/LEAF.mid.
sample() {
	echo "$(kv "$cg/$1/memory.stat" sock) $(kv "$cg/$1/memory.stat" kernel)" >"$work/$(echo "$1" | tr / _).mid"
}

# row WORKLOAD CONTEXT N REPEAT LEAF TAG: one CSV row from a finished client.
row() {
	w=$1 ctx=$2 cn=$3 rep=$4 leaf=$5 tag=$6
	f=$work/$tag.out
	last=$(grep -v '^[[:space:]]*$' "$f" | tail -n 1)
	mid=$(cat "$work/$(echo "$leaf" | tr / _).mid" 2>/dev/null)
	nvcsw=$(awk -F': ' '/Voluntary context switches/ { print $2 }' "$work/$tag.time" 2>/dev/null)
	nivcsw=$(awk -F': ' '/Involuntary context switches/ { print $2 }' "$work/$tag.time" 2>/dev/null)
	xrc=$(awk -F': ' '/Exit status/ { print $2 }' "$work/$tag.time" 2>/dev/null)
	ev=$cg/$leaf/memory.events
	set -- variant=netperf context="$ctx" workload="$w" memcg="$leaf" \
		sock_bytes="${mid% *}" kernel_bytes="${mid#* }" \
		memcg_peak="$(cat "$cg/$leaf/memory.peak" 2>/dev/null)" events_high="$(kv "$ev" high)" \
		events_max="$(kv "$ev" max)" events_oom_kill="$(kv "$ev" oom_kill)"
	# netperf's last line, as KEY=VALUE words: -o prints the selectors of
	# $rr_sel comma-separated, in that order; the classic TCP_SENDFILE
	# test prints its fields space-separated.
	vals=$(echo "$last" | awk -F, -v w="$w" '
		function num(s) { return s ~ /^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$/ }
		w == "tcp_rr" && NF == 8 && num($1) && num($5) && num($6) && $6 > 0 {
			# P50 P90 P99 MAX MEAN (us) THROUGHPUT (trans/s) UNITS ELAPSED (s)
			printf "ops=%.0f ns_per_op=%.0f p50_ns=%.0f p90_ns=%.0f p99_ns=%.0f max_ns=%.0f throughput=%s throughput_units=%s elapsed_s=%s\n",
				$6 * $8, $5 * 1000, $1 * 1000, $2 * 1000, $3 * 1000, $4 * 1000, $6, $7, $8
			exit
		}
		w == "tcp_sendfile" { n = split($0, f, " ") }
		w == "tcp_sendfile" && n == 5 && num(f[4]) && num(f[5]) && f[5] > 0 {
			# the classic test (no -o): recv and send socket size, message
			# size, elapsed s, 10^6 bits/s; one send is 10240 bytes
			sends = f[5] * 1e6 / 8 / 10240
			printf "ops=%.0f ns_per_op=%.0f throughput=%s throughput_units=10^6bits/s elapsed_s=%s\n",
				sends * f[4], 1e9 / sends, f[5], f[4]
			exit
		}')
	nrows=$((nrows + 1))
	if [ -n "$vals" ] && [ "$xrc" = 0 ]; then
		# shellcheck disable=SC2086 # vals: KEY=VALUE words without spaces
		csv_row "$@" cpu="$cn" repeat="$rep" status=ok $vals nvcsw="$nvcsw" nivcsw="$nivcsw"
	else
		why=$(echo "netperf exit ${xrc:-?}: $last" | tr ',"' ';'"'" | cut -c1-160)
		csv_row "$@" cpu=- repeat=- status="failed: $why"
		echo "sb-system: FAIL: $w $ctx repeat $rep client $cn: $why"
		# the first failure in full, for the reason
		if [ $bad -eq 0 ]; then
			sed 's/^/sb-system:   /' "$f"
			netstat -tn 2>/dev/null | tail -n 5 | sed 's/^/sb-system:   /'
		fi
		mkdir -p "$out/failed" && cp "$f" "$work/$tag.time" "$out/failed/" 2>/dev/null
		bad=$((bad + 1))
	fi
}


rr_sel=P50_LATENCY,P90_LATENCY,P99_LATENCY,MAX_LATENCY,MEAN_LATENCY,THROUGHPUT,THROUGHPUT_UNITS,ELAPSED_TIME
half=$(((len + 1) / 2))
dd if=/dev/urandom of="$work/fill" bs=10240 count=100 2>/dev/null
t0=$(date +%s)
r=0
while [ $r -lt "$runs" ]; do
	n=1
	while [ "$n" -le "$clients" ]; do
		i=0
		while [ $i -lt "$n" ]; do
			start_client "sf$n.$i" "sf.$r.$n.$i" -t TCP_SENDFILE -F "$work/fill" -- -m 10K
			i=$((i + 1))
		done
		sleep "$half"
		i=0
		while [ $i -lt "$n" ]; do sample "sf$n.$i"; i=$((i + 1)); done
		wait
		i=0
		while [ $i -lt "$n" ]; do
			row tcp_sendfile "c$n" "$i" "$r" "sf$n.$i" "sf.$r.$n.$i"
			rmdir "$cg/sf$n.$i"
			i=$((i + 1))
		done
		n=$((n + 1))
	done
	i=0
	while [ $i -lt "$flows" ]; do
		start_client "rr$((i % groups))" "rr.$r.$i" -t omni -- -d rr -T tcp -r 1,1 -o "$rr_sel"
		i=$((i + 1))
	done
	sleep "$half"
	g=0
	while [ $g -lt "$groups" ]; do sample "rr$g"; g=$((g + 1)); done
	wait
	i=0
	while [ $i -lt "$flows" ]; do
		row tcp_rr "f${flows}g$groups" "$i" "$r" "rr$((i % groups))" "rr.$r.$i"
		i=$((i + 1))
	done
	g=0
	while [ $g -lt "$groups" ]; do rmdir "$cg/rr$g"; g=$((g + 1)); done
	echo "sb-system: run $r done ($(($(date +%s) - t0)) s)"
	r=$((r + 1))
done
# A netserver that died under load fails the job too.
if ! netstat -ltn 2>/dev/null | grep -q ":$port "; then
	echo "sb-system: FAIL: netserver stopped listening during the runs"
	bad=$((bad + 1))
fi
for p in $(cat "$cg/server/cgroup.procs"); do kill "$p" 2>/dev/null; done

st=SUCCESS
[ $bad -eq 0 ] || st="FAILURE: $bad of $nrows netperf clients failed"
# run_status goes before the column header, like the module's.
{
	sed '/^variant,/,$d' "$csv.rows"
	echo "# run_status: $st"
	sed -n '/^variant,/,$p' "$csv.rows"
} >"$csv"
rm -f "$csv.rows"
if command -v stockbench >/dev/null; then
	stockbench show "$csv" >"$out/system.txt" 2>&1 || { echo "sb-system: stockbench show failed:"; bad=$((bad + 1)); }
	cat "$out/system.txt"
fi
echo "sb-system: $((nrows - bad)) passed, $bad failed ($nrows netperf clients in $runs runs, $(($(date +%s) - t0)) s)"
[ $bad -eq 0 ]
