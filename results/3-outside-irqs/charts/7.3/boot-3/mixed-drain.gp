reset
set datafile missing "?"
$nsop << EOD
# variant mixed lo hi
decoupled 788.135 758.878 837.319
outside 876.353 845.161 950.735
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nmixed-drain, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/boot-3/mixed-drain-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "mixed"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-3/mixed-drain-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "mixed"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
decoupled/mixed 788.727 788.727 788.727 2524.58
outside/mixed 876.947 876.947 876.947 3472.2
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nmixed-drain, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/boot-3/mixed-drain-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-3/mixed-drain-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
