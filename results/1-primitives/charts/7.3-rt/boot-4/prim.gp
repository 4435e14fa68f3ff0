reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.6045 3.593 3.658 3.5965 3.587 3.607
local_irq_save 24.0315 23.929 24.087 23.965 23.923 24.039
local_bh_disable 112.99 112.796 113.342 72.3435 71.93 72.782
local_lock 102.826 101.598 103.678 89.59 89.172 90.248
local_lock_irqsave 102.969 101.905 104.16 89.5105 89.243 90.157
local_trylock 124.447 123.026 126.118 113.662 113.04 114.583
migrate_disable 39.2595 39.151 39.624 27.937 27.749 28.196
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nprim, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-rt/boot-4/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.2155 4.2155 4.2155 17.697
preempt_disable/bh 4.2075 4.2075 4.2075 8.745
local_irq_save/task 24.6425 24.6425 24.6425 56.409
local_irq_save/bh 24.576 24.576 24.576 112.707
local_bh_disable/task 113.601 113.601 113.601 505.227
local_bh_disable/bh 72.9545 72.9545 72.9545 240.053
local_lock/task 103.437 103.437 103.437 230.231
local_lock/bh 90.201 90.201 90.201 279.375
local_lock_irqsave/task 103.581 103.581 103.581 447.283
local_lock_irqsave/bh 90.1215 90.1215 90.1215 174.202
local_trylock/task 125.058 125.058 125.058 1476.73
local_trylock/bh 114.273 114.273 114.273 625.726
migrate_disable/task 39.8705 39.8705 39.8705 223.586
migrate_disable/bh 28.548 28.548 28.548 84.213
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nprim, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-rt/boot-4/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-4/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
