reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi
locallock 1100.25 1011.5 1169.16 877.899 787.35 928.372 895.1 874.334 908.21 ? ? ?
decoupled 1264.59 1163.52 1346.7 991.735 923.923 1044.63 1005.91 964.161 1104.21 1645.26 1420.68 2343.79
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
set output "charts/6.1-rt/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 1096.75 1740.54 4875.74 9642.45
locallock/bh 848.622 1547.04 3291.72 12997.1
locallock/softirq 883.042 1079.39 2837.97 15264.4
decoupled/task 1258.5 1632.83 5734.72 11801.9
decoupled/bh 974.445 1595.92 3487.45 6143
decoupled/softirq 986.693 2209.34 3427.11 8573.49
decoupled/hardirq 1571.39 2614.74 3694.12 6526.13
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nobj, kernel 6.1.0-57-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1-rt/obj-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/obj-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
