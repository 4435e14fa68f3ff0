reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi
kmalloc 1407.45 1372.52 1450.41 1435.2 1379.11 1470.72 1302.66 1249.92 1404.59 1270.71 1210.94 1339.84
kmalloc_noacct 325.54 313.609 338.492 335.853 304.427 453.801 339.334 306.909 414.515 345.841 330.344 371.124
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
set output "charts/6.1/boot-1/kmalloc-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-1/kmalloc-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
kmalloc/task 1408.78 1408.78 1408.78 4961.59
kmalloc/bh 1436.53 1436.53 1436.53 12637.9
kmalloc/softirq 1303.99 1303.99 1303.99 2760.97
kmalloc/hardirq 1272.04 1272.04 1272.04 4876.21
kmalloc_noacct/task 326.87 326.87 326.87 947.179
kmalloc_noacct/bh 337.183 337.183 337.183 2581.83
kmalloc_noacct/softirq 340.663 340.663 340.663 925.838
kmalloc_noacct/hardirq 347.171 347.171 347.171 1976.18
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
set output "charts/6.1/boot-1/kmalloc-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-1/kmalloc-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
