reset
set datafile missing "?"
$nsop << EOD
# variant mixed lo hi
decoupled 2453.25 2251.41 2838.18
outside 2298.51 2065.63 2998.62
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nmixed-drain, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-rt/mixed-drain-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "mixed"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/mixed-drain-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "mixed"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
decoupled/mixed 2202.17 8827.28 15293 31794.5
outside/mixed 2173.2 8478.48 19189.3 743079
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nmixed-drain, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-rt/mixed-drain-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/mixed-drain-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
