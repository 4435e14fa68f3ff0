reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi
locallock 1021.58 663.649 1236.63
trylock 1069.42 845.051 1186.58
decoupled 1321.58 809.5 1484.89
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nc1-m32, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/c1-m32-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/c1-m32-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 1043.13 1529.99 3196.44 7747.8
trylock/task 1054.64 1561.7 3039.28 5040.64
decoupled/task 1299.53 1745.75 4333.49 7839.92
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nc1-m32, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/c1-m32-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/c1-m32-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
