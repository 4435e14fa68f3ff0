reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 4.82 3.152 5.636 4.8075 3.188 5.72
local_irq_save 34.1095 27.721 35.758 32.695 26.914 34.731
local_bh_disable 27.5855 19.582 29.022 25.0225 18.531 26.484
local_lock 4.7135 3.232 5.804 5.1095 3.1 5.81
local_lock_irqsave 34.181 26.815 35.187 31.234 26.948 34.789
local_trylock 9.9425 7.829 11.787 10.04 7.711 11.037
migrate_disable 64.589 46.217 68.85 63.2325 46.358 67.987
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
set output "charts/6.1/boot-3/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 5.881 5.881 5.881 14.288
preempt_disable/bh 5.8685 5.8685 5.8685 12.511
local_irq_save/task 35.1705 35.1705 35.1705 56.112
local_irq_save/bh 33.756 33.756 33.756 251.471
local_bh_disable/task 28.6465 28.6465 28.6465 51.172
local_bh_disable/bh 26.0835 26.0835 26.0835 85.311
local_lock/task 5.7745 5.7745 5.7745 49.927
local_lock/bh 6.1705 6.1705 6.1705 12.182
local_lock_irqsave/task 35.242 35.242 35.242 68.242
local_lock_irqsave/bh 32.295 32.295 32.295 62.878
local_trylock/task 11.0035 11.0035 11.0035 26.467
local_trylock/bh 11.101 11.101 11.101 22.481
migrate_disable/task 65.65 65.65 65.65 112.689
migrate_disable/bh 64.2935 64.2935 64.2935 123.69
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
set output "charts/6.1/boot-3/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-3/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
