reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.548 3.514 3.587 3.5135 3.504 3.524
local_irq_save 23.432 23.357 23.573 23.2695 23.069 23.343
local_bh_disable 108.543 108.254 110.143 70.5595 69.798 71.214
local_lock 99.74 98.689 100.728 87.601 86.984 88.464
local_lock_irqsave 101.291 100.461 102.157 87.4045 87.133 87.939
local_trylock 95.5525 94.373 96.309 83.6665 83.116 84.468
migrate_disable 38.489 38.169 38.859 27.136 26.986 27.411
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
set output "charts/7.3-rt/boot-3/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.145 4.145 4.145 11.436
preempt_disable/bh 4.1105 4.1105 4.1105 10.014
local_irq_save/task 24.029 24.029 24.029 62.525
local_irq_save/bh 23.8665 23.8665 23.8665 66.5
local_bh_disable/task 109.141 109.141 109.141 276.301
local_bh_disable/bh 71.1565 71.1565 71.1565 138.665
local_lock/task 100.337 100.337 100.337 226.737
local_lock/bh 88.198 88.198 88.198 335.8
local_lock_irqsave/task 101.887 101.887 101.887 736.096
local_lock_irqsave/bh 88.0015 88.0015 88.0015 252.502
local_trylock/task 96.1495 96.1495 96.1495 274.953
local_trylock/bh 84.2635 84.2635 84.2635 201.036
migrate_disable/task 39.086 39.086 39.086 114.264
migrate_disable/bh 27.733 27.733 27.733 63.555
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
set output "charts/7.3-rt/boot-3/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-3/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
