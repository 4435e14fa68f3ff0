reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.672 3.639 3.712 3.6615 3.633 3.709
local_irq_save 23.607 23.523 23.794 23.537 23.449 23.603
local_bh_disable 108.576 107.86 109.726 72.21 71.442 73.817
local_lock 102.792 101.515 106.38 88.247 87.646 89.054
local_lock_irqsave 101.768 100.001 104.906 88.134 87.406 89.55
local_trylock 97.3495 96.36 99.005 83.451 83.123 85.361
migrate_disable 38.657 38.258 38.929 27.25 27.056 27.508
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
set output "charts/7.3-rt/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.149 4.149 4.149 13.041
preempt_disable/bh 4.1385 4.1385 4.1385 9.693
local_irq_save/task 24.084 24.084 24.084 57.807
local_irq_save/bh 24.014 24.014 24.014 63.607
local_bh_disable/task 109.053 109.053 109.053 345.785
local_bh_disable/bh 72.687 72.687 72.687 263.564
local_lock/task 103.269 103.269 103.269 619.56
local_lock/bh 88.724 88.724 88.724 1103.97
local_lock_irqsave/task 102.245 102.245 102.245 751.694
local_lock_irqsave/bh 88.611 88.611 88.611 173.003
local_trylock/task 97.8265 97.8265 97.8265 323.449
local_trylock/bh 83.928 83.928 83.928 281.456
migrate_disable/task 39.134 39.134 39.134 98.469
migrate_disable/bh 27.727 27.727 27.727 233.984
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
set output "charts/7.3-rt/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
