reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.6215 3.585 3.678 3.633 3.6 3.676 3.529 3.451 3.566
local_irq_save 27.324 26.928 27.521 27.2655 26.946 27.457 5.043 4.966 5.129
local_bh_disable 133.129 131.821 134.038 88.493 86.291 89.948 ? ? ?
local_lock 119.759 118.863 121.352 106.303 104.474 107.688 ? ? ?
local_lock_irqsave 118.685 117.229 119.917 104.874 103.499 106.119 ? ? ?
local_trylock 117.283 114.881 119.042 101.556 100.513 102.694 ? ? ?
migrate_disable 42.7485 42.354 43.123 31.4435 31.168 32.005 ? ? ?
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
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.1665 4.1665 4.1665 227.785
preempt_disable/bh 4.178 4.178 4.178 8.427
preempt_disable/nmi 4.074 4.074 4.074 45.32
local_irq_save/task 27.869 27.869 27.869 877.066
local_irq_save/bh 27.8105 27.8105 27.8105 47.961
local_irq_save/nmi 5.588 5.588 5.588 48.334
local_bh_disable/task 133.674 133.674 133.674 1229.98
local_bh_disable/bh 89.038 89.038 89.038 939.114
local_lock/task 120.304 120.304 120.304 2869.75
local_lock/bh 106.847 106.847 106.847 330.477
local_lock_irqsave/task 119.231 119.231 119.231 2791.15
local_lock_irqsave/bh 105.419 105.419 105.419 689.235
local_trylock/task 117.828 117.828 117.828 4142.44
local_trylock/bh 102.101 102.101 102.101 197.169
migrate_disable/task 43.2935 43.2935 43.2935 396.468
migrate_disable/bh 31.9885 31.9885 31.9885 154.047
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
