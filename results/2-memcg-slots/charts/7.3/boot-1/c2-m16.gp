reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi
trylock 549.716 542.836 582.408
locallock 802.529 721.561 950.787
decoupled 1043.79 810.943 1240.82
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nc2-m16, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/boot-1/c2-m16-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-1/c2-m16-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
trylock/task 550.28 550.28 550.28 2234.53
locallock/task 803.092 803.092 803.092 2491.9
decoupled/task 1044.36 1044.36 1044.36 2587.97
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nc2-m16, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/boot-1/c2-m16-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-1/c2-m16-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
