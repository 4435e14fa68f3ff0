reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.503 3.459 3.597 3.4845 3.457 3.691
local_irq_save 24.9675 24.747 25.254 24.834 24.527 25.035
local_bh_disable 18.117 18.029 18.388 16.932 16.888 17.34
local_lock 3.4955 3.46 3.657 3.5185 3.469 3.599
local_lock_irqsave 24.9175 24.838 25.504 24.9115 24.518 25.295
local_trylock 6.575 6.492 6.698 6.5235 6.471 6.672
migrate_disable 41.293 40.935 42.701 41.1345 40.845 42.092
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
set output "charts/6.1/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.459 4.459 4.459 8.509
preempt_disable/bh 4.4405 4.4405 4.4405 6.277
local_irq_save/task 25.9235 25.9235 25.9235 317.574
local_irq_save/bh 25.79 25.79 25.79 136.284
local_bh_disable/task 19.073 19.073 19.073 42.361
local_bh_disable/bh 17.888 17.888 17.888 37.896
local_lock/task 4.4515 4.4515 4.4515 18.213
local_lock/bh 4.4745 4.4745 4.4745 9.019
local_lock_irqsave/task 25.8735 25.8735 25.8735 40.513
local_lock_irqsave/bh 25.8675 25.8675 25.8675 38.993
local_trylock/task 7.531 7.531 7.531 16.083
local_trylock/bh 7.4795 7.4795 7.4795 62.724
migrate_disable/task 42.249 42.249 42.249 148.465
migrate_disable/bh 42.0905 42.0905 42.0905 74.035
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
set output "charts/6.1/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
