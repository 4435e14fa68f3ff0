reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi
locallock 1205.07 1134.24 1224.27
trylock 1237.74 1195.96 1296.58
decoupled 1396.16 1354.47 1431.31
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nc2-m32, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/c2-m32-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/c2-m32-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 1167.02 2328.36 3353.43 82715.8
trylock/task 1222.92 2391.9 3311.6 6690.11
decoupled/task 1372.34 2492.74 5020.95 19738.4
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nc2-m32, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/c2-m32-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/c2-m32-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
