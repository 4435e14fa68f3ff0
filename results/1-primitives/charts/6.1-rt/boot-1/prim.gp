reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 6.8775 6.785 7.092 5.7615 5.704 5.93
local_irq_save 27.272 27.001 27.843 26.581 26.353 27.634
local_bh_disable 330.154 294.107 335.725 89.1435 87.84 90.984
local_lock 205.039 162.653 210.518 124.286 122.374 126.307
local_lock_irqsave 205.289 162.557 211.982 122.268 121.128 126.998
local_trylock 212.592 170.785 226.237 130.94 129.385 133.982
migrate_disable 110.083 62.561 117.99 32.8065 32.468 33.47
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
preempt_disable/task 7.9635 7.9635 7.9635 21.012
preempt_disable/bh 6.8475 6.8475 6.8475 24.117
local_irq_save/task 28.358 28.358 28.358 70.791
local_irq_save/bh 27.667 27.667 27.667 113.305
local_bh_disable/task 331.24 331.24 331.24 2777.24
local_bh_disable/bh 90.2295 90.2295 90.2295 256.04
local_lock/task 206.125 206.125 206.125 592.616
local_lock/bh 125.373 125.373 125.373 1071.16
local_lock_irqsave/task 206.375 206.375 206.375 1011.42
local_lock_irqsave/bh 123.354 123.354 123.354 471.894
local_trylock/task 213.678 213.678 213.678 763.656
local_trylock/bh 132.026 132.026 132.026 373.328
migrate_disable/task 111.169 111.169 111.169 1051.55
migrate_disable/bh 33.8925 33.8925 33.8925 477.741
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
