reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi nmi lo hi
locallock 119.621 118.414 121.333 125.023 123.619 126.1 121.976 119.252 123.748 75.525 75.111 76.218 ? ? ?
decoupled 119.686 118.97 120.766 122.371 120.98 123.183 120.181 119.091 122.012 117.073 116.144 118.888 114.482 113.679 115.332
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
set output "charts/6.1/boot-4/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq", $nsop using 14:15:16 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-4/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq", $nsop using 14:15:16 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 120.739 120.739 120.739 680.299
locallock/bh 126.142 126.142 126.142 985.901
locallock/softirq 123.094 123.094 123.094 1608.5
locallock/hardirq 76.643 76.643 76.643 129.903
decoupled/task 120.803 120.803 120.803 972.649
decoupled/bh 123.489 123.489 123.489 186.071
decoupled/softirq 121.299 121.299 121.299 185.324
decoupled/hardirq 118.191 118.191 118.191 176.114
decoupled/nmi 115.6 115.6 115.6 230.532
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
set output "charts/6.1/boot-4/obj-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-4/obj-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
