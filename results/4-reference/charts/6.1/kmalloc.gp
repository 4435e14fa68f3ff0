reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi
kmalloc 3176.99 3104.28 3263.79 3116.82 2918.25 3183.14 3072.24 3032.64 3160.74 2984.85 2712.69 3163.73
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
set output "charts/6.1/kmalloc-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/kmalloc-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
kmalloc/task 3133.24 4205.91 7618.86 153499
kmalloc/bh 3022.9 3922.14 6860.03 87563.7
kmalloc/softirq 3027.63 4289.91 7686.91 12323.4
kmalloc/hardirq 2862.28 3510.79 4016.74 4883.54
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nkmalloc, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1/kmalloc-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/kmalloc-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
