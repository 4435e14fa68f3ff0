reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.5005 3.455 3.616 3.464 3.437 3.524
local_irq_save 23.3565 23.055 23.426 23.335 23.207 23.444
local_bh_disable 108.809 108.219 109.747 71.024 70.473 72.402
local_lock 100.165 99.254 101.609 87.133 86.88 87.333
local_lock_irqsave 100.959 99.957 101.51 88.8115 87.905 90.143
local_trylock 94.94 94.027 95.747 85.1565 83.424 87.701
migrate_disable 38.2365 38.148 38.608 27.277 27.083 27.459
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
set output "charts/7.3-rt/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.1455 4.1455 4.1455 12.893
preempt_disable/bh 4.109 4.109 4.109 16.147
local_irq_save/task 24.0015 24.0015 24.0015 159.845
local_irq_save/bh 23.98 23.98 23.98 75.439
local_bh_disable/task 109.454 109.454 109.454 785.258
local_bh_disable/bh 71.669 71.669 71.669 191.888
local_lock/task 100.809 100.809 100.809 506.861
local_lock/bh 87.778 87.778 87.778 257.514
local_lock_irqsave/task 101.605 101.605 101.605 321.44
local_lock_irqsave/bh 89.4565 89.4565 89.4565 746.981
local_trylock/task 95.585 95.585 95.585 249.173
local_trylock/bh 85.8015 85.8015 85.8015 693.068
migrate_disable/task 38.8815 38.8815 38.8815 94.557
migrate_disable/bh 27.922 27.922 27.922 67.941
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
set output "charts/7.3-rt/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
