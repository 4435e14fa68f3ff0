reset
set datafile missing "?"
$nsop << EOD
# variant mixed lo hi
decoupled 1656.46 1257.77 2248.29
outside 1643.89 1382.45 2203.48
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nmixed-high, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/mixed-high-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "mixed"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/mixed-high-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "mixed"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
decoupled/mixed 1501.5 6222.98 9917.19 21112.3
outside/mixed 1469.15 5219.67 8561.99 32436.9
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nmixed-high, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/mixed-high-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/mixed-high-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
