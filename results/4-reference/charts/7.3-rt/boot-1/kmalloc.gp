reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi
kmalloc 1328.8 1323.38 1337.25 1198.87 1192.17 1208.16 1211.47 1205.24 1230.15 ? ? ?
kmalloc_noacct 466.698 460.378 470.017 409.598 408.207 412.229 411.619 408.865 414.755 ? ? ?
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
set output "charts/7.3-rt/boot-1/kmalloc-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/kmalloc-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
kmalloc/task 1329.37 1329.37 1329.37 4403.36
kmalloc/bh 1199.45 1199.45 1199.45 3079.48
kmalloc/softirq 1212.05 1212.05 1212.05 2453.86
kmalloc_noacct/task 467.27 467.27 467.27 962.196
kmalloc_noacct/bh 410.17 410.17 410.17 890.882
kmalloc_noacct/softirq 412.191 412.191 412.191 3141.86
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
set output "charts/7.3-rt/boot-1/kmalloc-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/kmalloc-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
