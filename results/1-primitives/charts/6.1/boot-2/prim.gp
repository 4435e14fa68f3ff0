reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.067 3.047 3.088 3.0485 3.036 3.066
local_irq_save 26.526 26.414 26.612 26.5105 26.451 26.551
local_bh_disable 19.146 19.061 19.223 17.833 17.792 17.87
local_lock 3.0535 3.037 3.064 3.0455 3.033 3.066
local_lock_irqsave 26.5465 26.392 26.596 26.526 26.447 26.605
local_trylock 7.5435 7.384 7.613 7.3465 7.26 7.528
migrate_disable 45.066 43.666 45.24 44.836 43.311 45.055
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
set output "charts/6.1/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.16 4.16 4.16 5.694
preempt_disable/bh 4.1415 4.1415 4.1415 5.127
local_irq_save/task 27.619 27.619 27.619 129.434
local_irq_save/bh 27.6035 27.6035 27.6035 143.649
local_bh_disable/task 20.239 20.239 20.239 27.92
local_bh_disable/bh 18.926 18.926 18.926 22.546
local_lock/task 4.1465 4.1465 4.1465 6.611
local_lock/bh 4.1385 4.1385 4.1385 10.039
local_lock_irqsave/task 27.6395 27.6395 27.6395 37.943
local_lock_irqsave/bh 27.619 27.619 27.619 227.077
local_trylock/task 8.6365 8.6365 8.6365 15.648
local_trylock/bh 8.4395 8.4395 8.4395 73.767
migrate_disable/task 46.159 46.159 46.159 66.246
migrate_disable/bh 45.929 45.929 45.929 366.083
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
set output "charts/6.1/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
