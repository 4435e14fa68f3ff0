reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt 164.003 161.716 165.98 162.838 161.709 164.36
locallock 119.869 118.95 120.75 118.53 117.518 119.546
irq 117.98 116.947 119.145 117.195 114.817 118.166
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nobj, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/6.1/boot-2/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt/task 165.075 165.075 165.075 5473.94
preempt/bh 163.91 163.91 163.91 5481.64
locallock/task 120.941 120.941 120.941 4103.03
locallock/bh 119.602 119.602 119.602 5374.42
irq/task 119.052 119.052 119.052 4163.81
irq/bh 118.267 118.267 118.267 4326.79
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nobj, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1/boot-2/obj-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/obj-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
