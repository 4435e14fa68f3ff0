reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi
trylock 864.305 849.454 877.846
locallock 1002.37 981.991 1045.25
decoupled 1061.04 1051.16 1067.88
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nc1-m32, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-rt/boot-6/c1-m32-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-6/c1-m32-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
trylock/task 864.838 864.838 864.838 1648.82
locallock/task 1002.9 1002.9 1002.9 1823.46
decoupled/task 1061.57 1061.57 1061.57 2008.84
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nc1-m32, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-rt/boot-6/c1-m32-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-6/c1-m32-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
