reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi
kmalloc 1670.59 1637.12 1748.1 1738.07 1696.6 1793.05 1733.61 1654.01 1793.05 1718.26 1580.73 1798.55
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
set output "charts/7.3/kmalloc-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/kmalloc-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
kmalloc/task 1646.36 2291.35 3360.19 42762.5
kmalloc/bh 1706.88 2678.39 3522.48 5965.6
kmalloc/softirq 1717.17 2413.9 3327.17 10722.6
kmalloc/hardirq 1706.16 1978.69 2403.49 11898
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nkmalloc, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/kmalloc-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/kmalloc-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
