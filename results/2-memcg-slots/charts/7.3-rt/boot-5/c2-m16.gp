reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi
trylock 980.914 945.477 1009.4
locallock 1108.44 1069.51 1145.33
decoupled 1291.64 1241.86 1383.27
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nc2-m16, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-rt/boot-5/c2-m16-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-5/c2-m16-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
trylock/task 981.494 981.494 981.494 2676.16
locallock/task 1109.02 1109.02 1109.02 6886.26
decoupled/task 1292.22 1292.22 1292.22 2833.11
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nc2-m16, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-rt/boot-5/c2-m16-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-5/c2-m16-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
