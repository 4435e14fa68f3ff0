reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 6.234 3.759 6.57 6.228 3.758 6.643
local_irq_save 34.397 27.047 36.312 33.701 26.698 35.778
local_bh_disable 29.447 20.28 30.686 27.0135 18.655 28.658
local_lock 6.2745 3.755 6.626 5.4385 3.79 6.467
local_lock_irqsave 34.996 27.561 36.21 33.425 27.908 35.776
local_trylock 14.232 9.604 15.346 12.861 9.49 15.089
migrate_disable 83.168 54.797 87.137 71.5475 54.287 86.333
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
preempt_disable/task 6.764 6.764 6.764 12.407
preempt_disable/bh 6.758 6.758 6.758 10.927
local_irq_save/task 34.927 34.927 34.927 101.343
local_irq_save/bh 34.231 34.231 34.231 62.36
local_bh_disable/task 29.977 29.977 29.977 55.778
local_bh_disable/bh 27.5435 27.5435 27.5435 54.665
local_lock/task 6.8045 6.8045 6.8045 27.708
local_lock/bh 5.9685 5.9685 5.9685 11.171
local_lock_irqsave/task 35.526 35.526 35.526 101.983
local_lock_irqsave/bh 33.955 33.955 33.955 57.052
local_trylock/task 14.762 14.762 14.762 35.096
local_trylock/bh 13.391 13.391 13.391 26.452
migrate_disable/task 83.698 83.698 83.698 236.051
migrate_disable/bh 72.0775 72.0775 72.0775 145.161
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
