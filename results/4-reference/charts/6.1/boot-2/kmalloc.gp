reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi
kmalloc 1468.36 1201.9 1640.16 1350.75 1203.72 1521.57 1251.12 1158.24 1540.26 1272.72 1168.32 1427.72
kmalloc_noacct 393.718 323.166 444.355 355.12 297.898 402.363 325.451 304.818 400.052 369.892 344.402 410.097
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nkmalloc, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/6.1/boot-2/kmalloc-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/kmalloc-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
kmalloc/task 1469.81 1469.81 1469.81 2949.48
kmalloc/bh 1352.19 1352.19 1352.19 7337.29
kmalloc/softirq 1252.57 1252.57 1252.57 2662.67
kmalloc/hardirq 1274.17 1274.17 1274.17 9242.61
kmalloc_noacct/task 395.166 395.166 395.166 3194.11
kmalloc_noacct/bh 356.567 356.567 356.567 4524.41
kmalloc_noacct/softirq 326.899 326.899 326.899 880.845
kmalloc_noacct/hardirq 371.34 371.34 371.34 1627.61
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nkmalloc, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1/boot-2/kmalloc-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/kmalloc-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
