reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 4.0395 3.918 4.138 3.9475 3.881 4.056
local_irq_save 27.9005 27.705 28.943 27.356 27.047 27.842
local_bh_disable 142.935 138.491 146.217 89.598 88.804 91.33
local_lock 121.311 120 122.99 106.603 105.357 109.192
local_lock_irqsave 123.126 120.877 127.794 106.751 105.949 109.892
local_trylock 117.338 115.434 120.71 100.053 99.459 101.212
migrate_disable 44.396 43.991 45.506 31.647 31.451 32.593
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
set output "charts/7.3-rt/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.5775 4.5775 4.5775 74.891
preempt_disable/bh 4.4855 4.4855 4.4855 39.003
local_irq_save/task 28.4385 28.4385 28.4385 529.142
local_irq_save/bh 27.894 27.894 27.894 221.084
local_bh_disable/task 143.473 143.473 143.473 4550.9
local_bh_disable/bh 90.136 90.136 90.136 1257.64
local_lock/task 121.849 121.849 121.849 1900.17
local_lock/bh 107.141 107.141 107.141 553.087
local_lock_irqsave/task 123.665 123.665 123.665 2386.18
local_lock_irqsave/bh 107.288 107.288 107.288 503.205
local_trylock/task 117.876 117.876 117.876 1454.58
local_trylock/bh 100.591 100.591 100.591 2262.07
migrate_disable/task 44.934 44.934 44.934 558.928
migrate_disable/bh 32.185 32.185 32.185 411.003
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
set output "charts/7.3-rt/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
