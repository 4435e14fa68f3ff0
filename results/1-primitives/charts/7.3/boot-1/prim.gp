reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.6105 3.568 3.645 3.585 3.547 3.633
local_irq_save 27.049 26.806 27.256 26.838 26.763 27.167
local_bh_disable 19.829 19.753 19.999 18.4295 18.317 18.627
local_lock 3.5775 3.547 3.628 3.571 3.545 3.616
local_lock_irqsave 26.862 26.621 27.044 26.844 26.687 27.117
local_trylock 9.734 9.651 9.903 9.784 9.651 9.853
migrate_disable 54.297 53.75 54.795 54.107 53.707 54.886
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nprim, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.1955 4.1955 4.1955 7.289
preempt_disable/bh 4.17 4.17 4.17 66.682
local_irq_save/task 27.634 27.634 27.634 73.899
local_irq_save/bh 27.423 27.423 27.423 534.088
local_bh_disable/task 20.414 20.414 20.414 176.299
local_bh_disable/bh 19.0145 19.0145 19.0145 267.323
local_lock/task 4.1625 4.1625 4.1625 15.787
local_lock/bh 4.156 4.156 4.156 29.204
local_lock_irqsave/task 27.447 27.447 27.447 45.124
local_lock_irqsave/bh 27.429 27.429 27.429 358.137
local_trylock/task 10.319 10.319 10.319 17.627
local_trylock/bh 10.369 10.369 10.369 176.32
migrate_disable/task 54.882 54.882 54.882 109.59
migrate_disable/bh 54.692 54.692 54.692 682.754
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nprim, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
