reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.1845 3.132 3.21 3.199 3.182 3.235
local_irq_save 24.213 24.02 24.554 24.22 24.075 24.555
local_bh_disable 17.889 17.756 17.994 16.6165 16.546 16.664
local_lock 3.1945 3.157 3.214 3.196 3.141 3.27
local_lock_irqsave 24.128 23.893 24.553 24.1115 23.963 24.216
local_trylock 6.1865 6.153 6.254 6.23 6.188 6.307
migrate_disable 40.595 40.471 41.127 40.6245 40.506 40.963
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
set output "charts/6.1/boot-3/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.4035 4.4035 4.4035 6.813
preempt_disable/bh 4.418 4.418 4.418 7.098
local_irq_save/task 25.432 25.432 25.432 51.636
local_irq_save/bh 25.439 25.439 25.439 42.273
local_bh_disable/task 19.108 19.108 19.108 105.366
local_bh_disable/bh 17.8355 17.8355 17.8355 30.705
local_lock/task 4.4135 4.4135 4.4135 7.2
local_lock/bh 4.415 4.415 4.415 6.908
local_lock_irqsave/task 25.347 25.347 25.347 136.761
local_lock_irqsave/bh 25.3305 25.3305 25.3305 42.256
local_trylock/task 7.4055 7.4055 7.4055 16.261
local_trylock/bh 7.449 7.449 7.449 12.958
migrate_disable/task 41.814 41.814 41.814 94.14
migrate_disable/bh 41.8435 41.8435 41.8435 102.028
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
set output "charts/6.1/boot-3/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-3/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
