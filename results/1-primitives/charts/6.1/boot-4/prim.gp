reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 4.9545 3.015 5.557 3.367 3.016 5.575
local_irq_save 33.3655 28.171 34.488 30.8865 28.41 34.103
local_bh_disable 27.134 21.1 28.484 20.0855 18.476 26.159
local_lock 4.6215 3.225 5.452 3.309 3.011 5.539
local_lock_irqsave 32.8475 27.907 34.643 31.3465 27.794 34.585
local_trylock 10.247 7.922 10.766 9.168 7.78 10.985
migrate_disable 63.477 47.221 66.186 52.887 47.302 67.05
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
preempt_disable/task 6.3175 6.3175 6.3175 13.897
preempt_disable/bh 4.73 4.73 4.73 11.479
local_irq_save/task 34.7285 34.7285 34.7285 54.318
local_irq_save/bh 32.2495 32.2495 32.2495 49.755
local_bh_disable/task 28.497 28.497 28.497 54.202
local_bh_disable/bh 21.4485 21.4485 21.4485 61.466
local_lock/task 5.9845 5.9845 5.9845 12.987
local_lock/bh 4.672 4.672 4.672 20.82
local_lock_irqsave/task 34.2105 34.2105 34.2105 55.043
local_lock_irqsave/bh 32.7095 32.7095 32.7095 106.629
local_trylock/task 11.61 11.61 11.61 87.923
local_trylock/bh 10.531 10.531 10.531 70.593
migrate_disable/task 64.84 64.84 64.84 137.508
migrate_disable/bh 54.25 54.25 54.25 124.64
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
