reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 5.7145 3.888 6.525 5.9075 3.718 6.425
local_irq_save 35.433 29.658 36.824 35.855 30.533 37.396
local_bh_disable 29.3635 21.594 31.593 26.811 21.166 29.053
local_lock 6.08 3.768 6.324 5.3645 3.781 6.337
local_lock_irqsave 35.9125 29.535 36.865 36.0865 29.458 37.68
local_trylock 11.09 8.552 12.109 11.427 8.749 12.137
migrate_disable 67.1225 51.719 72.191 68.1625 51.861 71.302
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nprim, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/6.1/boot-4/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 6.7995 6.7995 6.7995 16.316
preempt_disable/bh 6.9925 6.9925 6.9925 13.39
local_irq_save/task 36.518 36.518 36.518 99.805
local_irq_save/bh 36.94 36.94 36.94 71.81
local_bh_disable/task 30.4485 30.4485 30.4485 57.496
local_bh_disable/bh 27.896 27.896 27.896 53.917
local_lock/task 7.165 7.165 7.165 37.328
local_lock/bh 6.4495 6.4495 6.4495 88.133
local_lock_irqsave/task 36.9975 36.9975 36.9975 59.569
local_lock_irqsave/bh 37.1715 37.1715 37.1715 66.081
local_trylock/task 12.175 12.175 12.175 25.876
local_trylock/bh 12.512 12.512 12.512 24.294
migrate_disable/task 68.2075 68.2075 68.2075 209.801
migrate_disable/bh 69.2475 69.2475 69.2475 111.163
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nprim, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1/boot-4/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-4/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
