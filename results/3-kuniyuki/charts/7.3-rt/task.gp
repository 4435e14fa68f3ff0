reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi
decoupled 3305.86 2860.72 3968.96
outside 3158.73 2904.09 4177.34
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\ntask, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-rt/task-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/task-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
decoupled/task 3088.85 5942.37 9115.89 36560.7
outside/task 3041.78 6376.28 10077.6 28790.3
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\ntask, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns (log scale)"
set logscale y
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -60 font ",9"
set bmargin 8
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-rt/task-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/task-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
