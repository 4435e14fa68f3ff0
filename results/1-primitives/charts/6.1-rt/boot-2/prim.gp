reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 0 0 0 0 0 0
local_irq_save 15.4315 15.046 15.674 16.2335 15.665 16.793
local_bh_disable 239.684 234.91 244.129 65.2315 64.822 66.681
local_lock 121.904 119.948 124.447 98.1495 95.367 100.009
local_lock_irqsave 122.74 121.269 125.398 94.92 93.145 99.962
local_trylock 128.435 126.728 131.369 105.196 102.614 106.584
migrate_disable 43.7595 43.212 44.723 20.317 20.174 20.441
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nprim, kernel 6.1.0-57-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/6.1-rt/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.512 7.512 7.512 18.319
preempt_disable/bh 6.506 6.506 6.506 11.058
local_irq_save/task 24.5005 24.5005 24.5005 49.141
local_irq_save/bh 25.3025 25.3025 25.3025 41.755
local_bh_disable/task 248.753 248.753 248.753 1320.09
local_bh_disable/bh 74.3005 74.3005 74.3005 162.652
local_lock/task 130.973 130.973 130.973 622.24
local_lock/bh 107.219 107.219 107.219 164.043
local_lock_irqsave/task 131.81 131.81 131.81 254.618
local_lock_irqsave/bh 103.989 103.989 103.989 250.885
local_trylock/task 137.505 137.505 137.505 486.819
local_trylock/bh 114.265 114.265 114.265 244.225
migrate_disable/task 52.8285 52.8285 52.8285 103.822
migrate_disable/bh 29.386 29.386 29.386 349.257
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nprim, kernel 6.1.0-57-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1-rt/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
