reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.7245 3.67 3.767 3.7015 3.672 3.754
local_irq_save 27.3045 27.122 27.445 27.2805 27.101 27.41
local_bh_disable 19.781 19.55 20.096 18.7565 18.602 18.901
local_lock 3.6835 3.652 3.723 3.69 3.653 3.742
local_lock_irqsave 27.267 27.091 27.473 27.3105 27.2 27.505
local_trylock 10.011 9.922 10.157 10.052 9.9 10.235
migrate_disable 55.125 54.548 55.797 54.5945 54.244 55.183
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
set output "charts/7.3/boot-3/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.2535 4.2535 4.2535 6.391
preempt_disable/bh 4.2305 4.2305 4.2305 7.322
local_irq_save/task 27.8335 27.8335 27.8335 115.254
local_irq_save/bh 27.8095 27.8095 27.8095 38.132
local_bh_disable/task 20.31 20.31 20.31 33.05
local_bh_disable/bh 19.2855 19.2855 19.2855 33.091
local_lock/task 4.2125 4.2125 4.2125 6.025
local_lock/bh 4.219 4.219 4.219 5.575
local_lock_irqsave/task 27.796 27.796 27.796 75.25
local_lock_irqsave/bh 27.8395 27.8395 27.8395 56.903
local_trylock/task 10.54 10.54 10.54 19.934
local_trylock/bh 10.581 10.581 10.581 41.506
migrate_disable/task 55.654 55.654 55.654 115.975
migrate_disable/bh 55.1235 55.1235 55.1235 858.815
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
set output "charts/7.3/boot-3/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-3/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
