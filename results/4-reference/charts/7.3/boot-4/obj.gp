reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi nmi lo hi
locallock 191.543 181.964 249.821 243.014 189.937 277.561 182.141 177.286 206.687 82.7945 81.738 85.664 ? ? ?
decoupled 162.252 155.396 203.869 215.752 166.55 234.029 164.052 155.178 177.879 154.016 150.727 157.371 175.001 146.804 184.945
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nobj, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/boot-4/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq", $nsop using 14:15:16 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-4/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq", $nsop using 14:15:16 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 192.078 192.078 192.078 1121.59
locallock/bh 243.549 243.549 243.549 903.353
locallock/softirq 182.676 182.676 182.676 464.49
locallock/hardirq 83.3295 83.3295 83.3295 356.402
decoupled/task 162.788 162.788 162.788 389.649
decoupled/bh 216.287 216.287 216.287 1921.72
decoupled/softirq 164.587 164.587 164.587 394.215
decoupled/hardirq 154.551 154.551 154.551 854.13
decoupled/nmi 175.536 175.536 175.536 2453.27
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nobj, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/boot-4/obj-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-4/obj-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
