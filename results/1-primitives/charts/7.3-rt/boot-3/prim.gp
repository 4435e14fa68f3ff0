reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.7705 3.735 3.858 3.7945 3.735 3.866
local_irq_save 26.9935 26.926 27.114 26.848 26.77 26.98
local_bh_disable 131.527 131.172 131.986 85.867 85.044 86.296
local_lock 115.924 113.786 117.022 101.614 101.177 102.042
local_lock_irqsave 114.189 113.696 116.014 104.223 101.655 106.055
local_trylock 112.854 109.956 114.488 99.2905 97.561 100.2
migrate_disable 42.2975 42.105 42.681 32.084 31.868 32.837
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
preempt_disable/task 4.3085 4.3085 4.3085 24.169
preempt_disable/bh 4.3325 4.3325 4.3325 21.911
local_irq_save/task 27.5315 27.5315 27.5315 178.336
local_irq_save/bh 27.386 27.386 27.386 84.65
local_bh_disable/task 132.065 132.065 132.065 452.012
local_bh_disable/bh 86.405 86.405 86.405 186.794
local_lock/task 116.463 116.463 116.463 257.333
local_lock/bh 102.153 102.153 102.153 306.597
local_lock_irqsave/task 114.727 114.727 114.727 240.759
local_lock_irqsave/bh 104.761 104.761 104.761 167.311
local_trylock/task 113.392 113.392 113.392 434.225
local_trylock/bh 99.8285 99.8285 99.8285 326.739
migrate_disable/task 42.8355 42.8355 42.8355 246.063
migrate_disable/bh 32.622 32.622 32.622 89.985
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
