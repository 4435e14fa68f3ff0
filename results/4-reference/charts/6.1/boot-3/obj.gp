reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi nmi lo hi
locallock 120.195 117.837 124.839 121.005 118.441 127.82 118.295 117.293 120.375 74.8005 73.905 76.574 ? ? ?
decoupled 117.797 116.862 120.79 117.886 116.934 123.127 117.282 115.472 119.366 117.215 116.545 118.14 128.401 111.425 137.363
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
set output "charts/6.1/boot-3/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq", $nsop using 14:15:16 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-3/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq", $nsop using 14:15:16 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 121.277 121.277 121.277 366.151
locallock/bh 122.087 122.087 122.087 321.667
locallock/softirq 119.377 119.377 119.377 438.25
locallock/hardirq 75.8825 75.8825 75.8825 167.144
decoupled/task 118.879 118.879 118.879 486.923
decoupled/bh 118.968 118.968 118.968 859.185
decoupled/softirq 118.364 118.364 118.364 2312.5
decoupled/hardirq 118.296 118.296 118.296 378.994
decoupled/nmi 129.483 129.483 129.483 624.08
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
set output "charts/6.1/boot-3/obj-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-3/obj-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
