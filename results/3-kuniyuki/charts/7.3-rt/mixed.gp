reset
set datafile missing "?"
$nsop << EOD
# variant mixed lo hi
decoupled 1788.04 1660.02 3067.02
outside 2020.31 1747.75 2527.78
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nmixed, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-rt/mixed-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "mixed"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/mixed-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "mixed"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
decoupled/mixed 1651.92 6143.22 13782.8 52820.9
outside/mixed 1772.93 7759.47 15030.5 36000.1
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nmixed, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-rt/mixed-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/mixed-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
