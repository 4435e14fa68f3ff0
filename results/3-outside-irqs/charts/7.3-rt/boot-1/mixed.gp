reset
set datafile missing "?"
$nsop << EOD
# variant mixed lo hi
decoupled 1762.29 1728.82 1802.36
outside 1884.78 1780.89 1925.14
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
set output "charts/7.3-rt/boot-1/mixed-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "mixed"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/mixed-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "mixed"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
decoupled/mixed 1762.82 1762.82 1762.82 4922.77
outside/mixed 1885.31 1885.31 1885.31 5313.28
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nmixed, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-rt/boot-1/mixed-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/mixed-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
