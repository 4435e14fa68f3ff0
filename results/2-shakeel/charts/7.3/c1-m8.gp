reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi
locallock 1119.7 1071.04 1246.99
trylock 1200.82 1075.54 1311.81
decoupled 1371.47 1320.78 1477.19
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nc1-m8, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/c1-m8-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/c1-m8-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 1106.55 2337.73 3478.51 8127.11
trylock/task 1173.31 2461.38 4031.18 35391
decoupled/task 1344.92 2465.72 3626.36 5456.48
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nc1-m8, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/c1-m8-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/c1-m8-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
