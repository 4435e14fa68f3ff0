# SPDX-License-Identifier: GPL-2.0
# Sourced by every results/*/report (run by tools/vm/results in the
# experiment's scratch folder, raw/ beside it; $SB_CLI is the CLI), and by
# tools/vm/bench for compare_boots.
# shellcheck shell=sh
cli=${SB_CLI:?tools/vm/results sets SB_CLI}

# Boot layout: raw/<kernel>/boot-<n>/ per boot (tools/vm/results, the order
# in raw/boots.txt). A raw/ from before boots has the files in raw/<kernel>/
# itself: one boot, and every function below treats it as such.

# boots K: K's boot folders, boot-1 first (numerically: boot-10 after boot-9)
boots() {
	if [ -d "raw/$1/boot-1" ]; then
		for d in raw/"$1"/boot-*; do
			echo "${d##*boot-} $d"
		done | sort -n | cut -d' ' -f2
	else
		echo "raw/$1"
	fi
}

# runs_of K NAME: K's NAME.csv of every boot, in boot order
runs_of() {
	for d in $(boots "$1"); do
		echo "$d/NAME.csv" | sed "s|NAME|$2|"
	done
}

# boot_numbers K: 1 2 ... N, K's boots (1 for a raw/ from before boots)
boot_numbers() {
	for d in $(boots "$1"); do
		case $d in
		*/boot-*) echo "${d##*boot-}" ;;
		*) echo 1 ;;
		esac
	done
}

# run_at K B NAME: K's NAME.csv in boot B
run_at() {
	if [ -d "raw/$1/boot-$2" ]; then
		echo "raw/$1/boot-$2/$3.csv"
	else
		echo "raw/$1/$3.csv"
	fi
}

# environment: one line per kernel and boot, from the harness's env files
environment() {
	echo "| kernel | boot | version | accel | host CPU | QEMU | date | source |"
	echo "|---|---|---|---|---|---|---|---|"
	for k in "$@"; do
		for d in $(boots "$k"); do
			e=$d/env
			v() { sed -n "s/^$1: //p" "$e" | head -n 1; }
			b=${d##*/}
			[ "$b" != "$k" ] || b="(one)"
			ver=$(v kver)
			[ -z "$(v kbuild)" ] || ver="built: $(v kbuild)"
			echo "| $k | $b | $ver | $(v accel) | $(v host_cpu) | $(v qemu | sed 's/QEMU emulator //') | $(v date) | $(v source) |"
		done
	done
	if [ -f raw/boots.txt ]; then
		echo
		echo "Boots: $(sed -n 's/^# boots: \([0-9]*\) per kernel.*/\1/p' raw/boots.txt) per kernel, interleaved in the order of [raw/boots.txt](raw/boots.txt)."
	else
		echo
		echo "One boot per kernel (this raw/ predates the boot layout): no comparison across kernels is tested."
	fi
	if grep -q '^accel: tcg' raw/*/env raw/*/boot-*/env 2>/dev/null; then
		echo
		echo "**Emulated: every number below was measured under QEMU TCG (software emulation), not on hardware.**"
		echo "Under TCG, disabling interrupts costs several times more relative to disabling preemption than on"
		echo "hardware (experiment 1 measures the ratio), and the host's own speed changes by up to a factor of two"
		echo "for hundreds of ms (each table's machine-speed note)."
	fi
	echo
}

# heading, then the CLI's output in the format given
section() {
	echo
	echo "$1"
	echo
}

# every run's full table and its charts, per boot
full_tables() {
	for k in "$@"; do
		for d in $(boots "$k"); do
			c=charts/${d#raw/}
			b=""
			[ "$d" = "raw/$k" ] || b=" ${d##*/}"
			for f in "$d"/*.csv; do
				n=$(basename "$f" .csv)
				section "### $k$b: $n (full table)"
				$cli show --format md "$f"
				mkdir -p "$c"
				$cli plot "$f" -o "$c" >/dev/null
				# SVG only: text, small, and rendered by markdown viewers
				rm -f "$c/$n"-*.png
				echo
				echo "Charts: [ns/op]($c/$n-nsop.svg), [latency]($c/$n-latency.svg)"
			done
		done
	done
}

# --- Comparisons across boots ----------------------------------------------
# boot_round FILE: N of the boot-N folder FILE lies in (its round), or -
boot_round() {
	case $1 in
	*/boot-[0-9]*/*)
		r=${1%/*}
		r=${r##*/boot-}
		case $r in *[!0-9]*) echo - ;; *) echo "$r" ;; esac
		;;
	*) echo - ;;
	esac
}

# compare_boots [--pairs|--unpaired] [CLI-OPTION...] A... -- B...: the
# CLI's comparison of two sides, one value per boot per cell (A's boots
# against B's), in markdown. The one call site of the cross-boot
# interface: `stockbench compare A1 A2 ... -- B1 B2 ...` tests the log
# boot values (a moderated t test by default, its prior bounded by what
# the table's cells are worth together), prints a p_holm column and a
# verdict (slower, faster, same within +-5%, undecided), the CPU-runs it
# left out, and the environment fields that differ between the sides. A
# CLI that fails leaves its message in the output.
# Paired by round by default: when both sides have as many files and the
# i-th of each lies in a boot-N folder of the same N (round N of interleaved
# boots: make vm-bench, make results, a duet), A_i and B_i are one pair
# (compare --pairs: the test is on the pairs' ratios); --unpaired compares
# the sides as two samples, --pairs insists.
# CLI-OPTION: --format F (csv: the numbers at full precision, for claims),
# --brief (the paste-ready table, make vm-bench's summary), --instr-a FILE,
# --instr-b FILE (with --brief: instructions/op beside the rows).
compare_boots() {
	pairs=auto
	case ${1:-} in
	--pairs) pairs=--pairs; shift ;;
	--unpaired) pairs=; shift ;;
	esac
	# The CLI's options stay in "$@", before the files; md unless told.
	na=0 nb=0 side=o ra='' rb='' fmt=md brief='' arg=''
	for f in "$@"; do
		if [ -n "$arg" ]; then
			arg=
			continue
		fi
		case $side:$f in
		o:--brief) fmt='' brief=1 ;;
		o:--format) fmt='' arg=1 ;;
		o:--instr-a | o:--instr-b | o:--slow-cpu) arg=1 ;;
		o:-- | a:--) side=b ;;
		o:* | a:*) side=a na=$((na + 1)) ra="$ra $(boot_round "$f")" ;;
		b:*) nb=$((nb + 1)) rb="$rb $(boot_round "$f")" ;;
		esac
	done
	# Until every CLI says so itself: one file a side is one boot a side
	# (an older CLI would compare its rows as if they were replicates).
	# --brief is this CLI's: its rows say "untested" themselves.
	if [ -z "$brief" ] && { [ "$na" -le 1 ] || [ "$nb" -le 1 ]; }; then
		echo "n/a: one boot per side"
		return 0
	fi
	if [ "$pairs" = auto ]; then
		pairs=
		case $ra in *' -'* | '') ;; *) [ "$ra" != "$rb" ] || pairs=--pairs ;; esac
	fi
	$cli compare ${fmt:+--format "$fmt"} ${pairs:+"$pairs"} "$@" 2>&1 || echo "compare-failed: the CLI exited $?"
}

# --- Claims ------------------------------------------------------------------
# Every quantitative statement results/README.md makes about an experiment
# is one line of its claims.tsv, written here from the CLI's output only:
#   id  statement  estimate  ci95  test  p  p_holm  source
# test is the CLI's own description of its p (its "p: ..." footnote), or
# `no test` for a value no test applies to (a configured value, a count, a
# measurement such as an achieved rate); a claim
# whose comparison the CLI could not test says `n/a: why` there, which
# results/check rejects. source is the CLI command that made the numbers.
# claims.md is the same, as a table (claims_md).

# A raw/ from before boots gets no claims: one boot per kernel supports no
# comparison of kernels, and its runs predate the paired design.
claims_init() {
	if [ ! -f raw/boots.txt ]; then
		no_claims=1
		return 0
	fi
	no_claims=
	printf 'id\tstatement\testimate\tci95\ttest\tp\tp_holm\tsource\n' >claims.tsv
}

# claim_from OUT ID STATEMENT VARIANT CONTEXT SOURCE: a claim from the row
# VARIANT / CONTEXT of one CLI comparison, made twice: OUT.csv is its
# --format csv (the numbers at full precision, columns found by their
# names: ratio or delta, ci_lo, ci_hi, p, p_holm, verdict; the rows of its
# first table, as --across-boots prints stage 2 first), OUT its markdown
# (the test it names in its "p: ..." footnote, or why it made none). The
# estimate and CI are written in the CLI's notation (3 significant digits,
# [lo, hi]), p and p_holm at full precision, for claims_holm.
# claim_fns: the awk functions of claim_from's program: csv() splits a
# CSV line as the CLI quotes it, fmt3() writes a number as the CLI does
claim_fns='
	# a CSV line into f[1..n] (quoted fields as the CLI writes them)
	function csv(line, f,    n, i, c, q, x) {
		n = 0; x = ""; q = 0
		for (i = 1; i <= length(line); i++) {
			c = substr(line, i, 1)
			if (q && c == "\"") {
				if (substr(line, i + 1, 1) == "\"") { x = x c; i++ } else q = 0
			} else if (q) {
				x = x c
			} else if (c == "\"") {
				q = 1
			} else if (c == ",") {
				f[++n] = x; x = ""
			} else {
				x = x c
			}
		}
		f[++n] = x
		return n
	}
	# the CLI'"'"'s notation of a ratio or delta (fmt.c): 3 significant digits
	function fmt3(v,    a, m, d, s) {
		v += 0
		if (v == 0) return "0"
		a = v < 0 ? -v : v
		m = int(log(a) / log(10))
		if (m > log(a) / log(10)) m--
		while (10 ^ (m + 1) <= a) m++
		while (10 ^ m > a) m--
		d = 2 - m
		if (d < 0) d = 0
		if (d > 15) d = 15
		s = sprintf("%." d "f", v)
		# rounded up a decade (0.9996 -> "1.000"): one digit fewer
		if (d > 0 && ((s + 0) < 0 ? -(s + 0) : s + 0) >= 10 ^ (m + 1)) s = sprintf("%." (d - 1) "f", v)
		return s
	}
'

claim_from() {
	awk -v id="$2" -v st="$3" -v var="$4" -v ctx="$5" -v src="$6" "$claim_fns"'
	FNR == 1 { md = (FILENAME !~ /\.csv$/) }
	md && FNR == 1 { first = $0 }
	# the test: its "p: " line up to a comma or semicolon, wrapped lines joined
	md && /^p: / { t = $0; sub(/^p: /, "", t); inp = 1; next }
	md && inp && /^  / { if (t !~ /[,;]/) { x = $0; sub(/^ +/, " ", x); t = t x }; next }
	md && inp { inp = 0; sub(/[,;].*/, "", t); test = t }
	# the markdown marks a p of a normal approximation "*": kept
	md && /^\|/ && !mcol { split("", mc); m = split($0, g, "|"); for (i = 2; i < m; i++) { x = g[i]; gsub(/^ +| +$/, "", x); mc[x] = i }; mcol = ("variant" in mc) && ("context" in mc) && ("p" in mc) }
	md && /^\|/ && mcol && !mseen {
		m = split($0, g, "|")
		for (i in mc) { x = g[mc[i]]; gsub(/^ +| +$/, "", x); h[i] = x }
		if (h["variant"] == var && h["context"] == ctx) { mseen = 1; star = h["p"] ~ /\*$/ }
	}
	md && FNR == 1 && /^n\/a: one boot per side$/ { na = "n/a: one boot per side" }
	md && /^compare-failed: / && na == "" { na = "n/a: the CLI could not compare: " first }
	md { next }
	FNR == 1 {
		split("", col)
		if ($0 !~ /^table,/) { nocsv = 1; next }
		n = csv($0, f)
		for (i = 1; i <= n; i++) col[f[i]] = i
		est = ("ratio" in col) ? col["ratio"] : col["delta"]
		next
	}
	nocsv || !est || found { next }
	{
		n = csv($0, f)
		if (tab == "") tab = f[1]
		if (f[1] != tab || f[col["variant"]] != var || f[col["context"]] != ctx) next
		found = 1
		ev = f[est]; lo = f[col["ci_lo"]]; hi = f[col["ci_hi"]]
		pv = f[col["p"]]; hv = ("p_holm" in col) ? f[col["p_holm"]] : ""
		vv = ("verdict" in col) ? f[col["verdict"]] : ""
	}
	END {
		if (inp) { sub(/[,;].*/, "", t); test = t }
		if (star && pv != "") pv = pv "*"
		if (!found && na == "") na = "n/a: no row " var "/" ctx " in the CLI output"
		# a row that gave no estimate (no ok rows, 0 ns/op): no claim, said
		# so; README.md cannot quote a number from it
		if (found && na == "" && ev == "") {
			st = st " - not estimated: " (vv != "" && vv != "-" ? vv : "no estimate in the CLI'"'"'s table (its row says why)")
			printf "%s\t%s\t-\t-\tno test\t-\t-\t%s\n", id, st, src
			exit
		}
		# an estimate without a test (one boot or pair a side): its verdict says why
		if (found && na == "" && pv == "") na = "n/a: " (vv != "" && vv != "-" ? vv : "no test in the CLI output")
		ev = found && ev != "" ? fmt3(ev) : "-"
		cv = lo != "" && hi != "" ? "[" fmt3(lo) ", " fmt3(hi) "]" : "-"
		if (na != "") { test = na; pv = "n/a"; hv = "-"; cv = "-" }
		if (test == "") test = "n/a: the CLI named no test"
		if (hv == "") hv = "-"
		# the verdict of the CLI on a tested row (slower, faster, same,
		# undecided), appended to the statement
		if (na == "" && vv != "" && vv != "-") st = st ": " vv
		printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", id, st, ev, cv, test, pv, hv, src
	}' "$1" "$1.csv" >>claims.tsv
}

# claim_kernels ID STATEMENT KA KB RUN VARIANT CONTEXT: KB against KA,
# every boot of run RUN, one median per boot per cell (compare_boots).
# claim_opts: the CLI's options for this comparison (for example
# "--slow-cpu off"), in its source too.
claim_kernels() {
	[ -z "${no_claims:-}" ] || return 0
	out=$(mktemp)
	# shellcheck disable=SC2046,SC2086 # one word per boot's file and option
	compare_boots ${claim_opts:-} $(runs_of "$3" "$5") -- $(runs_of "$4" "$5") >"$out"
	# shellcheck disable=SC2046,SC2086
	compare_boots --format csv ${claim_opts:-} $(runs_of "$3" "$5") -- $(runs_of "$4" "$5") >"$out.csv"
	# the source as run: compare_boots chose --pairs (rounds aligned) or not
	claim_from "$out" "$1" "$2" "$6" "$7" "stockbench compare --format csv ${pairs:+--pairs }${claim_opts:+$claim_opts }$(runs_of "$3" "$5" | tr '\n' ' ')-- $(runs_of "$4" "$5" | tr '\n' ' ' | sed 's/ $//')"
	rm -f "$out" "$out.csv"
	claim_instr "$1" "$2" "raw/$3/icount/$5.instr.txt" "$6" "raw/$4/icount/$5.instr.txt" "$6" "$7"
	# shellcheck disable=SC2046,SC2086
	claim_forest "$1" "$6" "$7" ${claim_opts:-} $(runs_of "$3" "$5") -- $(runs_of "$4" "$5")
}

# claim_instr ID STATEMENT FILE-A VARIANT-A FILE-B VARIANT-B CONTEXT: ID.instr,
# the instructions/op of B over A's from the icount boots (RUN.instr.txt:
# "variant context instructions/op" lines, exact where its two runs
# agreed), both counts in the statement: a count, `no test`. Nothing where
# either file or cell is missing or a count is not a number (`inexact`:
# the two runs disagreed): an icount boot runs task, bh and softirq on one
# vCPU, and RUN.instr.why says why a run has no counts.
claim_instr() {
	[ -z "${no_claims:-}" ] || return 0
	[ -f "$3" ] && [ -f "$5" ] || return 0
	awk -v id="$1" -v st="$2" -v fa="$3" -v va="$4" -v fb="$5" -v vb="$6" -v c="$7" '
	# three significant digits, trailing zeros kept, as the CLI prints a ratio
	function sig3(x, s, d) {
		s = sprintf("%.3g", x)
		if (s ~ /e/)
			return s
		d = s
		gsub(/[^0-9]/, "", d)
		sub(/^0+/, "", d)
		for (; length(d) < 3; d = d "0")
			s = s (s ~ /\./ ? "" : ".") "0"
		return s
	}
	function num(x) { return x ~ /^[0-9]+(\.[0-9]+)?$/ }
	FILENAME == fa && $1 == va && $2 == c { a = $3 }
	FILENAME == fb && $1 == vb && $2 == c { b = $3 }
	END {
		if (!num(a) || !num(b) || a + 0 <= 0)
			exit
		printf "%s.instr\t%s: instructions/op, %s against %s (icount boots)\t%s\t-\tno test\t-\t-\ticount: %s, %s\n",
			id, st, b, a, sig3(b / a), fa, fb
	}' "$3" "$5" >>claims.tsv
}

# claim_forest ID VARIANT CONTEXT A... -- B...: the forest plot of claim
# ID (`stockbench plot --forest`: each boot's and each CPU's median with
# its interval, and the pooled ratio), one chart per row of the
# comparison, the claim's row kept (forest_chart).
claim_forest() {
	cf_id=$1 cf_var=$2 cf_ctx=$3
	shift 3
	forest_chart "$cf_id" "$cf_var" "$cf_ctx" estimated "forest-*-$cf_var-$cf_ctx.svg" --forest "$@"
}

# forest_chart ID VARIANT CONTEXT ROW GLOB PLOT-ARG...: `stockbench plot -q
# PLOT-ARG...` into a scratch dir; its one chart named GLOB (.svg, and the
# .png beside it) becomes charts/forest/ID.svg and .png, listed beside the
# claim in claims.md. Where plot fails or makes no such chart (a file
# without per-CPU rows, one boot a side: no ROW row VARIANT/CONTEXT), or
# more than one, the reason goes to charts/forest/ID.none, which claims.md
# gives instead.
forest_chart() {
	fc_id=$1 fc_var=$2 fc_ctx=$3 fc_row=$4 fc_glob=$5
	shift 5
	mkdir -p charts/forest
	fc_dir=$(mktemp -d)
	# the options, for the reasons: plot --forest [--across-boots]
	fc_how="plot $1"
	[ "${2:-}" != --across-boots ] || fc_how="$fc_how $2"
	if ! $cli plot -q "$@" -o "$fc_dir" >"$fc_dir/log" 2>&1; then
		echo "$fc_how failed: $(head -n 1 "$fc_dir/log")" >"charts/forest/$fc_id.none"
	else
		fc_n=0
		for f in "$fc_dir"/$fc_glob; do
			[ -f "$f" ] || continue
			fc_n=$((fc_n + 1))
			mv "$f" "charts/forest/$fc_id.svg"
			mv "${f%.svg}.png" "charts/forest/$fc_id.png"
		done
		case $fc_n in
		1) ;;
		0) echo "the comparison has no $fc_row row $fc_var/$fc_ctx (see the claim)" >"charts/forest/$fc_id.none" ;;
		*) echo "$fc_how made $fc_n charts of $fc_var/$fc_ctx, not one" >"charts/forest/$fc_id.none" ;;
		esac
	fi
	rm -rf "$fc_dir"
}

# boot_of FILE: the boot number in FILE's path (1 for a raw/ from before boots)
boot_of() {
	pc_n=$(echo "$1" | sed -n 's|.*/boot-\([0-9]*\)/.*|\1|p')
	echo "${pc_n:-1}"
}

# paired_claims ID STATEMENT K RUN VARIANT CONTEXT [ARG...]: the claims of
# claim_paired and claim_paired_metric. ID itself is stage 2, the claim
# that generalises: `stockbench compare --across-boots ARG... FILE...` on
# the boots' files of K's run RUN, the boot as the replicate (one-sample t
# interval of the per-boot estimates; its table comes first in the output,
# so claim_from reads it). ID.b<n> are stage 1, one per boot, descriptive
# of that boot: `compare ARG... FILE`. Each in csv and markdown (claim_from).
# With one boot there is no stage 2: ID is the CLI's refusal, an n/a.
paired_claims() {
	[ -z "${no_claims:-}" ] || return 0
	# sh has no locals: names of their own, not the reports' k, ctx, b
	pc_id=$1 pc_st=$2 pc_k=$3 pc_run=$4 pc_var=$5 pc_ctx=$6
	shift 6
	out=$(mktemp)
	# shellcheck disable=SC2046 # one word per boot's file
	$cli compare --format md --across-boots "$@" $(runs_of "$pc_k" "$pc_run") >"$out" 2>&1 ||
		echo "compare-failed: the CLI exited $?" >>"$out"
	# shellcheck disable=SC2046
	$cli compare --format csv --across-boots "$@" $(runs_of "$pc_k" "$pc_run") >"$out.csv" 2>/dev/null || true
	claim_from "$out" "$pc_id" "$pc_st (across boots)" "$pc_var" "$pc_ctx" \
		"stockbench compare --format csv --across-boots${*:+ $*} $(runs_of "$pc_k" "$pc_run" | tr '\n' ' ' | sed 's/ $//')"
	# its chart: plot --forest --across-boots, one per stage 2 row
	# shellcheck disable=SC2046 # one word per boot's file
	forest_chart "$pc_id" "$pc_var" "$pc_ctx" "stage 2" "forest-across-$pc_ctx-$pc_var.svg" \
		--forest --across-boots "$@" $(runs_of "$pc_k" "$pc_run")
	for f in $(runs_of "$pc_k" "$pc_run"); do
		pc_b=$(boot_of "$f")
		$cli compare --format md "$@" "$f" >"$out" 2>&1 || echo "compare-failed: the CLI exited $?" >>"$out"
		$cli compare --format csv "$@" "$f" >"$out.csv" 2>/dev/null || true
		claim_from "$out" "$pc_id.b$pc_b" "$pc_st (boot $pc_b, descriptive)" "$pc_var" "$pc_ctx" "stockbench compare --format csv${*:+ $*} $f"
	done
	rm -f "$out" "$out.csv"
	# the instructions of VARIANT over the run's first subject's (ns/op
	# claims only)
	if [ $# = 0 ] && [ -f "raw/$pc_k/icount/$pc_run.instr.txt" ]; then
		# the run's first subject in this context, as the CLI pairs: the
		# first variant of the first boot's rows measured there
		pc_first=$(grep -v '^#' "$(runs_of "$pc_k" "$pc_run" | head -n 1)" |
			awk -F, -v c="$pc_ctx" 'NR > 1 && $2 == c && $6 == "ok" { print $1; exit }')
		claim_instr "$pc_id" "$pc_st" "raw/$pc_k/icount/$pc_run.instr.txt" "$pc_first" \
			"raw/$pc_k/icount/$pc_run.instr.txt" "$pc_var" "$pc_ctx"
	fi
}

# claim_paired ID STATEMENT K RUN VARIANT CONTEXT: VARIANT against the run's
# first subject in K's paired run RUN (the CLI's paired comparison, block
# by block): ID across boots (stage 2), ID.b<n> per boot (stage 1).
claim_paired() {
	paired_claims "$@"
}

# claim_paired_metric ID STATEMENT K RUN METRIC VARIANT CONTEXT: as
# claim_paired, on a count rate instead of ns/op (`compare --metric METRIC`:
# tryfail_per_kop, trylock failures per 1000 interrupt-context ops, or
# tryfail_per_ms): the estimate is the Hodges-Lehmann difference VARIANT -
# first subject per block, with its CI and signed-rank p. A file the CLI
# cannot give the metric (no irq_ops column, or a PREEMPT_RT kernel's, where
# every trylock in hardirq and NMI fails by design) leaves its one-line
# reason as the claim's n/a, which results/check rejects: a report asks
# for it on !RT kernels only.
claim_paired_metric() {
	paired_claims "$1" "$2" "$3" "$4" "$6" "$7" --metric "$5"
}

# claim_rates ID STATEMENT K RUN VARIANT: the interrupt rates VARIANT's
# mixed rows really got in every boot of K's run RUN, per interrupting
# context the ops/s per CPU in aggregate over the rows (`stockbench show`'s
# mixed section: all interrupts over all measured time), with the rate asked in the statement: measurements, not
# comparisons, so test `no test`; ID.<context>.b<n>. A run whose show has no such
# line (a file without the rates) gets an n/a, which results/check rejects.
claim_rates() {
	[ -z "${no_claims:-}" ] || return 0
	for f in $(runs_of "$3" "$4"); do
		$cli show "$f" 2>&1 | awk -F'\t' -v id="$1" -v st="$2" -v var="$5" -v b="$(boot_of "$f")" -v src="stockbench show $f" '
		$0 ~ "^  " var " mixed: " {
			line = $0
			sub(/;.*/, "", line)
			n = split(line, w, " ")
			for (i = 3; i + 3 <= n; i++)
				if (w[i + 2] == "of") {
					printf "%s.%s.b%s\t%s: %s ops/s per CPU achieved, aggregate over the rows (boot %s; asked %s/s)\t%s\t-\tno test\t-\t-\t%s\n",
						id, w[i], b, st, w[i], b, w[i + 3], w[i + 1], src
					found++
					i += 3
				}
		}
		END {
			if (!found)
				printf "%s.b%s\t%s (boot %s)\t-\t-\tn/a: no achieved rate of %s mixed in the CLI output\tn/a\t-\t%s\n",
					id, b, st, b, var, src
		}' >>claims.tsv
	done
}

# claim_latency ID STATEMENT K RUN: the tails of single ops in every boot
# of K's run RUN, per variant and context, from `stockbench show`'s
# "single ops" section (each op timed alone after the samples, the clock
# read subtracted): p99.9, the median over the rows of each row's p99.9,
# and max, the largest over the rows; in ns. Measurements, not
# comparisons: test `no test`; ID.<variant>.<context>.{p999,max}.b<n>. A run
# whose show has no such section gets an n/a, which results/check rejects.
claim_latency() {
	[ -z "${no_claims:-}" ] || return 0
	for f in $(runs_of "$3" "$4"); do
		$cli show "$f" 2>&1 | awk -v id="$1" -v st="$2" -v b="$(boot_of "$f")" -v src="stockbench show $f" '
		/^single ops: / { in_s = 1; next }
		in_s && /^  [^ ]+ [^ ]+: [0-9]+ timed, / {
			v = $1; c = $2; sub(/:$/, "", c)
			p = ""; m = ""
			for (i = 3; i < NF; i++) {
				if ($i == "p99.9") p = $(i + 1)
				if ($i == "max") m = $(i + 1)
			}
			if (p != "")
				printf "%s.%s.%s.p999.b%s\t%s: %s %s, single-op p99.9 ns (median over rows; boot %s)\t%s\t-\tno test\t-\t-\t%s\n",
					id, v, c, b, st, v, c, b, p, src
			if (m != "")
				printf "%s.%s.%s.max.b%s\t%s: %s %s, single-op max ns (largest over rows; boot %s)\t%s\t-\tno test\t-\t-\t%s\n",
					id, v, c, b, st, v, c, b, m, src
			found++
			next
		}
		in_s && !/^  / && !/^\(/ { in_s = 0 }
		END {
			if (!found)
				printf "%s.b%s\t%s (boot %s)\t-\t-\tn/a: no single-op latency in the CLI output\tn/a\t-\t%s\n",
					id, b, st, b, src
		}' >>claims.tsv
	done
}

# claim_locks ID STATEMENT K RUN: the stock locks taken per op, per variant
# and context, over every ok row of every boot of K's run RUN: a row's
# hold pass (module/engine.c, sb_hold_pass()) runs one batch of the row's
# N ops with every lock acquisition timed and counted (hold_samples), so
# locks/op = hold_samples / N, N = ops / (3 x the row's samples: a row is
# its block's share of the config's samples, the N and 2N batches of
# each; a run has min(blocks, samples) blocks, or one if design=blocked).
# A trylock refused takes no lock and counts none; in mixed the
# interrupters' acquisitions in that batch count too. The mean over the
# rows, min and max in the statement; a count: test `no test`;
# ID.<variant>.<context>. Computed here from the raw columns: the CLI,
# which the guest runs, is a measured source (results/source-tree).
claim_locks() {
	[ -z "${no_claims:-}" ] || return 0
	# shellcheck disable=SC2046 # one word per boot's file
	awk -F, -v id="$1" -v st="$2" -v src="hold_samples / (ops / (3 x samples of the row)), every ok row of raw/$3/boot-*/$4.csv" '
	FNR == 1 { hdr = 0; S = 0; B = 0 }
	# a run has min(blocks, samples) blocks, one where design=blocked
	# (module/engine.c: r->nblocks)
	/^# config: / {
		s = $0; sub(/.* samples=/, "", s); S = s + 0
		b = $0; sub(/.* blocks=/, "", b); B = b + 0
		if (B > S) B = S
		if ($0 ~ / design=blocked( |$)/) B = 1
	}
	/^#/ { next }
	!hdr {
		for (i = 1; i <= NF; i++) c[$i] = i
		hdr = 1
		if (!("hold_samples" in c) || !("block" in c) || !S || !B) bad = FILENAME
		next
	}
	bad == "" && $c["status"] == "ok" && $c["ops"] > 0 {
		blk = $c["block"]
		cnt = int(S * (blk + 1) / B) - int(S * blk / B)
		if (cnt < 1) next
		l = $c["hold_samples"] / ($c["ops"] / (3 * cnt))
		k = $c["variant"] "\t" $c["context"]
		if (!(k in n)) order[++nk] = k
		n[k]++; sum[k] += l
		if (!(k in lo) || l < lo[k]) lo[k] = l
		if (!(k in hi) || l > hi[k]) hi[k] = l
	}
	END {
		if (bad != "" || !nk) {
			printf "%s\t%s\t-\t-\tn/a: no hold_samples, block or config in %s\tn/a\t-\t%s\n", id, st, bad, src
			exit
		}
		for (j = 1; j <= nk; j++) {
			k = order[j]; split(k, vc, "\t")
			printf "%s.%s.%s\t%s: %s %s, stock locks taken per op (mean over %d ok rows; min %.3f, max %.3f)\t%.3f\t-\tno test\t-\t-\t%s\n",
				id, vc[1], vc[2], st, vc[1], vc[2], n[k], lo[k], hi[k], sum[k] / n[k], src
		}
	}' $(runs_of "$3" "$4") >>claims.tsv
}

# claim_value ID STATEMENT VALUE SOURCE: a value no test applies to (a
# configured value, a count): test `no test`, CI, p and p_holm `-`.
claim_value() {
	[ -z "${no_claims:-}" ] || return 0
	printf '%s\t%s\t%s\t-\tno test\t-\t-\t%s\n' "$1" "$2" "$3" "$4" >>claims.tsv
}

# claims_holm: Holm over the experiment, on stdout. The CLI's p_holm
# corrects within one command (one comparison's table); an experiment
# quotes many. The family: every claim with a test that is not one boot's
# (ID.b<n> is descriptive). A slower, faster, more or fewer verdict whose
# Holm p over that family is 0.05 or more does not hold over the
# experiment; "same within +-5%" is an equivalence test, not adjusted.
claims_holm() {
	awk -F'\t' '
	# a p as printed: 3 significant digits (the claim keeps it whole)
	function g3(x) { return x ~ /^[0-9]/ ? sprintf("%.3g", x) : x }
	NR > 1 && $1 !~ /\.b[0-9]+$/ && $5 != "no test" && $6 ~ /^[0-9]/ {
		gsub(/\|/, "\\|")
		n++
		id[n] = $1
		p[n] = $6 + 0
		ph[n] = $7
		v[n] = $2
		sub(/.*: /, "", v[n])
	}
	END {
		if (!n)
			exit
		# order by p (stable: equal ps keep the file order), then Holm
		for (i = 1; i <= n; i++)
			o[i] = i
		for (i = 2; i <= n; i++)
			for (j = i; j > 1 && p[o[j - 1]] > p[o[j]]; j--) {
				t = o[j]; o[j] = o[j - 1]; o[j - 1] = t
			}
		run = 0
		for (i = 1; i <= n; i++) {
			a = (n - i + 1) * p[o[i]]
			if (a > 1)
				a = 1
			if (a > run)
				run = a
			pe[o[i]] = run
		}
		printf "\nHolm over the experiment: the %d claims above with a test that are not one boot%cs (the\n", n, 39
		print "CLI'\''s p_holm corrects within one command). p_exp: their Holm-adjusted p over all of them. A"
		print "slower, faster, more or fewer verdict with p_exp 0.05 or more does not hold over the experiment;"
		print "same within +-5% is an equivalence test, not adjusted."
		print ""
		print "| id | verdict | p | p_holm | p_exp | over the experiment |"
		print "|---|---|---:|---:|---:|---|"
		for (i = 1; i <= n; i++) {
			d = v[i] ~ /^(slower|faster|more|fewer)$/
			nd += d
			printf "| %s | %s | %.3g | %s | %.3g | %s |\n", id[i], v[i], p[i], g3(ph[i]), pe[i],
				!d ? "-" : pe[i] < 0.05 ? "holds" : "does not hold"
			if (d && pe[i] >= 0.05)
				lost++
		}
		printf "\n%d of the %d verdicts slower, faster, more or fewer do not hold over the experiment.\n", lost, nd
	}' claims.tsv
}

# claims_md: claims.tsv as a markdown table, on stdout
claims_md() {
	echo "# Claims"
	echo
	echo "Every quantitative statement results/README.md makes about this experiment, made by the CLI"
	echo "from raw/ alone (\`tools/vm/results --tables\` remakes it). README.md quotes a value as"
	echo "\`VALUE [claim:ID]\`; results/check holds each quoted value to this file. test \`no test\`: a value"
	echo "no test applies to (configured, a count, or a measurement such as an achieved interrupt rate)."
	echo
	# p and p_holm to 3 significant digits here; claims.tsv keeps them whole
	awk -F'\t' 'function g3(x) { return x ~ /^[0-9]/ ? sprintf("%.3g", x) (x ~ /\*$/ ? "*" : "") : x }
	NR == 1 { next }
	{ for (i = 1; i <= NF; i++) gsub(/\|/, "\\|", $i) }
	{ printf "| %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, g3($6), g3($7) }' claims.tsv | {
		echo "| id | statement | estimate | 95% CI | test | p | p_holm |"
		echo "|---|---|---:|---:|---|---:|---:|"
		cat
	}
	claims_holm
	echo
	echo "Sources (the CLI command behind each claim):"
	echo
	awk -F'\t' 'NR > 1 { printf "- %s: `%s`\n", $1, $8 }' claims.tsv
	[ -d charts/forest ] || return 0
	echo
	echo "Charts (\`stockbench plot --forest\` of each claim across kernels: every boot's and CPU's median"
	echo "with its 95% interval and the pooled ratio; \`plot --forest --across-boots\` of each paired claim:"
	echo "every boot's and CPU's paired estimate with its interval and the stage 2 one):"
	echo
	awk -F'\t' 'NR > 1 { print $1 }' claims.tsv | while read -r id; do
		if [ -f "charts/forest/$id.svg" ]; then
			echo "- $id: [SVG](charts/forest/$id.svg), [PNG](charts/forest/$id.png)"
		elif [ -f "charts/forest/$id.none" ]; then
			echo "- $id: no chart: $(cat "charts/forest/$id.none")"
		fi
	done
}
