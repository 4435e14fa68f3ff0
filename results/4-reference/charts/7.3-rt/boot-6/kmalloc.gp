reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi
kmalloc 1349.14 1338.91 1373.39 1161.03 1147.96 1172.7 1183.75 1175.93 1201.15 ? ? ?
kmalloc_noacct 568.527 547.139 584.893 399.262 394.095 404.505 405.895 401.659 410.251 ? ? ?
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nkmalloc, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-rt/boot-6/kmalloc-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-6/kmalloc-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
kmalloc/task 1349.68 1349.68 1349.68 6115.07
kmalloc/bh 1161.57 1161.57 1161.57 4688.65
kmalloc/softirq 1184.29 1184.29 1184.29 9313.19
kmalloc_noacct/task 569.063 569.063 569.063 1029.33
kmalloc_noacct/bh 399.798 399.798 399.798 911.008
kmalloc_noacct/softirq 406.431 406.431 406.431 3937.74
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nkmalloc, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-rt/boot-6/kmalloc-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-6/kmalloc-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
