reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.7405 3.684 3.794 3.7285 3.679 3.75
local_irq_save 27.143 27.052 27.238 27.2635 26.999 27.56
local_bh_disable 20.0565 19.93 20.183 18.6615 18.511 18.818
local_lock 3.7135 3.657 3.754 3.673 3.623 3.716
local_lock_irqsave 27.164 27.016 27.29 27.2665 27.056 27.595
local_trylock 9.9565 9.775 10.198 9.735 9.68 9.911
migrate_disable 55.463 54.624 55.98 54.475 53.878 55.291
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
set output "charts/7.3/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.2865 4.2865 4.2865 10.221
preempt_disable/bh 4.2745 4.2745 4.2745 9.177
local_irq_save/task 27.689 27.689 27.689 82.056
local_irq_save/bh 27.8095 27.8095 27.8095 89.187
local_bh_disable/task 20.6025 20.6025 20.6025 114.31
local_bh_disable/bh 19.2075 19.2075 19.2075 175.31
local_lock/task 4.2595 4.2595 4.2595 13.521
local_lock/bh 4.219 4.219 4.219 5.407
local_lock_irqsave/task 27.71 27.71 27.71 53.996
local_lock_irqsave/bh 27.8125 27.8125 27.8125 39.546
local_trylock/task 10.5025 10.5025 10.5025 54.526
local_trylock/bh 10.281 10.281 10.281 15.87
migrate_disable/task 56.009 56.009 56.009 90.563
migrate_disable/bh 55.021 55.021 55.021 83.944
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
set output "charts/7.3/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
