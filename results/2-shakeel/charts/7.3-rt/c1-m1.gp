reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi
locallock 1232.54 1015.19 1307.45
trylock 1022.64 938.305 1114.92
decoupled 1269.58 1172.19 1448.42
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nc1-m1, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-rt/c1-m1-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/c1-m1-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 1203.54 2258.08 4408.4 5844.62
trylock/task 1013.32 1937.77 4665.43 10258.8
decoupled/task 1273.54 2808.91 4922.29 10959.1
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nc1-m1, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-rt/c1-m1-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/c1-m1-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
