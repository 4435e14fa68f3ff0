reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.824 3.756 3.916 3.754 3.666 3.823
local_irq_save 24.8055 24.642 25.155 25.121 24.72 25.307
local_bh_disable 18.5875 18.499 18.915 17.506 17.335 17.923
local_lock 3.8185 3.797 3.883 3.822 3.799 3.86
local_lock_irqsave 24.772 24.066 25.154 24.8895 24.701 25.277
local_trylock 8.164 8.136 8.317 8.199 8.121 8.35
migrate_disable 50.8265 50.36 51.1 51.089 50.744 51.603
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
set output "charts/7.3/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.42 4.42 4.42 14.459
preempt_disable/bh 4.35 4.35 4.35 7.819
local_irq_save/task 25.4015 25.4015 25.4015 53.053
local_irq_save/bh 25.717 25.717 25.717 43.212
local_bh_disable/task 19.1835 19.1835 19.1835 75.266
local_bh_disable/bh 18.102 18.102 18.102 37.695
local_lock/task 4.4145 4.4145 4.4145 12.136
local_lock/bh 4.418 4.418 4.418 7.193
local_lock_irqsave/task 25.368 25.368 25.368 191.643
local_lock_irqsave/bh 25.4855 25.4855 25.4855 54.406
local_trylock/task 8.76 8.76 8.76 18.196
local_trylock/bh 8.795 8.795 8.795 15.747
migrate_disable/task 51.4225 51.4225 51.4225 341.086
migrate_disable/bh 51.685 51.685 51.685 578.896
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
set output "charts/7.3/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
