reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.767 3.73 3.841 3.738 3.721 3.812
local_irq_save 27.034 26.762 27.148 26.951 26.73 27.152
local_bh_disable 131.722 130.849 132.769 86.927 85.886 87.408
local_lock 117.302 115.789 119.219 104.801 102.116 106.022
local_lock_irqsave 117.703 116.626 119.024 102.276 102.023 105.638
local_trylock 112.661 109.794 114.555 97.81 95.807 99.276
migrate_disable 42.904 42.77 43.134 30.9285 30.422 31.304
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
set output "charts/7.3-rt/boot-4/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.309 4.309 4.309 11.599
preempt_disable/bh 4.28 4.28 4.28 11.356
local_irq_save/task 27.576 27.576 27.576 72.703
local_irq_save/bh 27.493 27.493 27.493 47.972
local_bh_disable/task 132.264 132.264 132.264 368.58
local_bh_disable/bh 87.469 87.469 87.469 807.11
local_lock/task 117.844 117.844 117.844 273.879
local_lock/bh 105.343 105.343 105.343 173.478
local_lock_irqsave/task 118.245 118.245 118.245 376.95
local_lock_irqsave/bh 102.818 102.818 102.818 359.513
local_trylock/task 113.203 113.203 113.203 423.923
local_trylock/bh 98.352 98.352 98.352 888.102
migrate_disable/task 43.446 43.446 43.446 84.454
migrate_disable/bh 31.4705 31.4705 31.4705 58.729
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
set output "charts/7.3-rt/boot-4/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-4/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
