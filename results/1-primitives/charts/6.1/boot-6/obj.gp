reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt 227.995 223.519 234.752 219.152 215.918 224.058
locallock 170.141 166.403 173.699 164.181 160.554 168.68
irq 187.611 184.835 191.885 187.85 185.5 190.058
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
set output "charts/6.1/boot-6/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-6/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt/task 229.382 229.382 229.382 1270.15
preempt/bh 220.539 220.539 220.539 697.722
locallock/task 171.528 171.528 171.528 379.002
locallock/bh 165.569 165.569 165.569 547.68
irq/task 188.998 188.998 188.998 412.933
irq/bh 189.237 189.237 189.237 1636.93
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
set output "charts/6.1/boot-6/obj-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-6/obj-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
