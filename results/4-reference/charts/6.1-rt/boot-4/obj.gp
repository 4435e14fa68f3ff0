reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi nmi lo hi
locallock 455.887 444.959 462.402 393.31 386.389 397.308 387.255 381.203 393.11 ? ? ? ? ? ?
decoupled 460.366 454.302 467.399 404.617 401.593 406.808 400.292 391.751 404.372 1458.76 1423.27 1498.05 1512.59 1455.58 1569.65
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nobj, kernel 6.1.0-57-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/6.1-rt/boot-4/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq", $nsop using 14:15:16 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-4/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq", $nsop using 14:15:16 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 457.017 457.017 457.017 6095.82
locallock/bh 394.44 394.44 394.44 597.3
locallock/softirq 388.385 388.385 388.385 631.233
decoupled/task 461.496 461.496 461.496 1541.05
decoupled/bh 405.747 405.747 405.747 667.649
decoupled/softirq 401.422 401.422 401.422 638.765
decoupled/hardirq 1459.89 1459.89 1459.89 4189.6
decoupled/nmi 1513.72 1513.72 1513.72 13368.8
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nobj, kernel 6.1.0-57-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1-rt/boot-4/obj-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-4/obj-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
