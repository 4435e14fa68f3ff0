reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.8995 3.831 3.98 3.909 3.826 3.975
local_irq_save 27.3865 27.178 27.601 27.489 27.088 27.774
local_bh_disable 134.425 133.249 135.548 89.3865 88.435 90.126
local_lock 120.458 118.845 121.428 106.639 105.769 107.53
local_lock_irqsave 121.681 120.508 122.648 106.947 106.176 107.756
local_trylock 116.026 115.199 117.604 100.899 99.959 101.917
migrate_disable 44.3945 43.7 44.792 31.4765 31.307 31.833
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
preempt_disable/task 4.4375 4.4375 4.4375 6.721
preempt_disable/bh 4.447 4.447 4.447 16.493
local_irq_save/task 27.9245 27.9245 27.9245 51.906
local_irq_save/bh 28.027 28.027 28.027 61.563
local_bh_disable/task 134.963 134.963 134.963 504.11
local_bh_disable/bh 89.9245 89.9245 89.9245 191.932
local_lock/task 120.996 120.996 120.996 416.178
local_lock/bh 107.178 107.178 107.178 199.962
local_lock_irqsave/task 122.219 122.219 122.219 255.517
local_lock_irqsave/bh 107.486 107.486 107.486 357.43
local_trylock/task 116.564 116.564 116.564 518.996
local_trylock/bh 101.438 101.438 101.438 158.585
migrate_disable/task 44.9325 44.9325 44.9325 83.503
migrate_disable/bh 32.0145 32.0145 32.0145 46.665
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
