reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 9.977 7.209 10.821 7.0965 6.569 9.022
local_irq_save 34.4365 27.914 35.825 31.317 27.971 35.364
local_bh_disable 386.16 291.064 416.236 112.95 92.011 124.533
local_lock 207.94 155.99 222.712 170.526 127.042 183.276
local_lock_irqsave 208.507 160.091 225.588 161.56 128.472 181.54
local_trylock 226.274 166.9 236.663 178.498 132.787 187.933
migrate_disable 82.442 61.019 87.482 44.0805 34.39 47.952
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
set output "charts/6.1-rt/boot-4/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 11.069 11.069 11.069 86.677
preempt_disable/bh 8.1885 8.1885 8.1885 18.716
local_irq_save/task 35.5285 35.5285 35.5285 167.577
local_irq_save/bh 32.409 32.409 32.409 73.106
local_bh_disable/task 387.252 387.252 387.252 1315.46
local_bh_disable/bh 114.041 114.041 114.041 290.032
local_lock/task 209.032 209.032 209.032 695.969
local_lock/bh 171.618 171.618 171.618 394.586
local_lock_irqsave/task 209.599 209.599 209.599 2053.15
local_lock_irqsave/bh 162.653 162.653 162.653 841.603
local_trylock/task 227.365 227.365 227.365 1332.76
local_trylock/bh 179.59 179.59 179.59 459.175
migrate_disable/task 83.534 83.534 83.534 210.475
migrate_disable/bh 45.1725 45.1725 45.1725 89.687
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
set output "charts/6.1-rt/boot-4/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-4/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
