reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi
kmalloc 1028.47 898.515 1079.32 1010.22 819.361 1057.8 994.212 874.564 1042.46 992.188 902.623 1059.77
kmalloc_noacct 274.235 222.057 300.72 274.177 213.285 295.531 275.716 231.723 291.577 280.513 254.68 308.774
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nkmalloc, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/boot-5/kmalloc-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-5/kmalloc-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
kmalloc/task 1028.99 1028.99 1028.99 3017.17
kmalloc/bh 1010.75 1010.75 1010.75 2285.24
kmalloc/softirq 994.741 994.741 994.741 1832.06
kmalloc/hardirq 992.717 992.717 992.717 3257.43
kmalloc_noacct/task 274.764 274.764 274.764 1599.88
kmalloc_noacct/bh 274.706 274.706 274.706 489.707
kmalloc_noacct/softirq 276.245 276.245 276.245 1615.2
kmalloc_noacct/hardirq 281.042 281.042 281.042 863.268
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nkmalloc, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/boot-5/kmalloc-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-5/kmalloc-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
