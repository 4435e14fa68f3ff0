reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 6.1205 4.073 6.585 6.1685 3.916 6.444 6.3435 6.196 6.539
local_irq_save 34.6015 29.789 36.406 34.28 28.579 35.862 8.542 8.319 8.61
local_bh_disable 185.267 150.266 194.591 117.274 99.124 123.014 ? ? ?
local_lock 170.835 133.17 179.977 139.156 112.45 151.872 ? ? ?
local_lock_irqsave 170.404 130.689 180.004 139.127 111.035 150.332 ? ? ?
local_trylock 161.781 133.597 167.917 132.151 114.761 142.644 ? ? ?
migrate_disable 62.2665 49.908 65.575 42.096 34.44 45.921 ? ? ?
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
set output "charts/7.3-rt/boot-5/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-5/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 6.6465 6.6465 6.6465 186.593
preempt_disable/bh 6.6945 6.6945 6.6945 264.35
preempt_disable/nmi 6.8695 6.8695 6.8695 990.619
local_irq_save/task 35.1275 35.1275 35.1275 1064.05
local_irq_save/bh 34.806 34.806 34.806 1088.11
local_irq_save/nmi 9.068 9.068 9.068 14.296
local_bh_disable/task 185.793 185.793 185.793 4848.76
local_bh_disable/bh 117.8 117.8 117.8 5119.33
local_lock/task 171.362 171.362 171.362 6631.82
local_lock/bh 139.681 139.681 139.681 5706.26
local_lock_irqsave/task 170.93 170.93 170.93 6492.25
local_lock_irqsave/bh 139.653 139.653 139.653 5481.84
local_trylock/task 162.308 162.308 162.308 6405.76
local_trylock/bh 132.676 132.676 132.676 3732.42
migrate_disable/task 62.7925 62.7925 62.7925 1710.73
migrate_disable/bh 42.622 42.622 42.622 1162.71
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
set output "charts/7.3-rt/boot-5/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-5/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
