reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt 334.618 318.748 353.512 348.202 332.961 545.107
locallock 387.038 287.161 399.813 404.125 383.64 428.365
irq 387.919 370.139 395.896 383.053 369.812 397.649
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nobj, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/6.1/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt/task 327.053 3743.86 4618.23 8955.66
preempt/bh 326.882 2507.56 4442.08 12212.8
locallock/task 386.241 3790.94 4938.2 12235.6
locallock/bh 390.507 3706.42 4825.14 8855.07
irq/task 378.717 4409.27 4915.99 12498.4
irq/bh 379.078 3416.29 5127.16 11673.2
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nobj, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1/obj-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/obj-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
