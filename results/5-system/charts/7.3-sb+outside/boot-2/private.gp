reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi
decoupled 693.77 651.348 760.949
outside 725.09 661.633 781.872
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nprivate, kernel 7.3.4-sb - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-sb+outside/boot-2/private-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-sb+outside/boot-2/private-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
decoupled/task 694.246 694.246 694.246 4394.78
outside/task 725.566 725.566 725.566 3498.09
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nprivate, kernel 7.3.4-sb - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-sb+outside/boot-2/private-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-sb+outside/boot-2/private-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
