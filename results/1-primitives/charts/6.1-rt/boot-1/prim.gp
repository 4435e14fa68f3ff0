reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 0 0 0 0 0 0
local_irq_save 14.955 14.65 15.246 15.774 15.128 15.954
local_bh_disable 232.766 225.7 238.705 65.007 63.4 65.453
local_lock 127.518 124.388 129.811 104.679 102.588 106.089
local_lock_irqsave 120.087 118.162 122.731 98.8335 95.183 99.991
local_trylock 129.281 127.505 131.707 105.216 102.484 106.504
migrate_disable 43.143 42.792 43.863 20.043 19.817 20.582
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
set output "charts/6.1-rt/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.5225 7.5225 7.5225 26.204
preempt_disable/bh 6.405 6.405 6.405 9.954
local_irq_save/task 24.428 24.428 24.428 137.088
local_irq_save/bh 25.247 25.247 25.247 50.978
local_bh_disable/task 242.239 242.239 242.239 3117.62
local_bh_disable/bh 74.48 74.48 74.48 186.239
local_lock/task 136.991 136.991 136.991 716.698
local_lock/bh 114.152 114.152 114.152 250.313
local_lock_irqsave/task 129.56 129.56 129.56 341.726
local_lock_irqsave/bh 108.306 108.306 108.306 256.314
local_trylock/task 138.754 138.754 138.754 328.51
local_trylock/bh 114.69 114.69 114.69 190.732
migrate_disable/task 52.616 52.616 52.616 225.366
migrate_disable/bh 29.516 29.516 29.516 54.542
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
set output "charts/6.1-rt/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
