reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi
kmalloc 3062.71 2914.34 3200.97 2745.27 2612.15 2932.6 2744.84 2645.93 2906.11 ? ? ?
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
set output "charts/7.3-rt/kmalloc-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/kmalloc-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
kmalloc/task 3026.58 4671.88 8592.96 42626
kmalloc/bh 2715.56 5019.04 7825.34 42282.8
kmalloc/softirq 2680.63 4206.53 6085.69 22957.9
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nkmalloc, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-rt/kmalloc-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/kmalloc-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
