reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt ? ? ? ? ? ?
locallock 1022.47 776.473 1045.49 939.06 838.83 993.479
irq ? ? ? ? ? ?
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nobj, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-rt/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 1001.64 2242.51 3524.11 30707
locallock/bh 923.919 1861.64 3161.47 4926.73
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nobj, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-rt/obj-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/obj-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
