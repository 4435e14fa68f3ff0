reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.081 3.061 3.11 3.017 2.993 3.043 2.8555 2.841 2.875
local_irq_save 26.5345 26.441 26.688 26.425 26.219 26.648 4.3315 4.319 4.347
local_bh_disable 19.1835 19.041 19.267 17.573 17.35 17.766 ? ? ?
local_lock 3.0745 3.056 3.1 3.037 3.005 3.074 ? ? ?
local_lock_irqsave 26.588 26.512 26.843 26.2695 26.068 26.508 ? ? ?
local_trylock 7.497 7.426 7.635 7.592 7.427 7.637 7.0595 7.016 7.096
migrate_disable 45.1365 44.723 45.675 44.483 43.961 44.821 ? ? ?
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
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.174 4.174 4.174 98.72
preempt_disable/bh 4.11 4.11 4.11 96.654
preempt_disable/nmi 3.9485 3.9485 3.9485 6.572
local_irq_save/task 27.6275 27.6275 27.6275 695.633
local_irq_save/bh 27.518 27.518 27.518 771.019
local_irq_save/nmi 5.4245 5.4245 5.4245 18.824
local_bh_disable/task 20.2765 20.2765 20.2765 576.634
local_bh_disable/bh 18.666 18.666 18.666 24.809
local_lock/task 4.1675 4.1675 4.1675 99.14
local_lock/bh 4.13 4.13 4.13 66.777
local_lock_irqsave/task 27.681 27.681 27.681 1020.74
local_lock_irqsave/bh 27.3625 27.3625 27.3625 767.738
local_trylock/task 8.59 8.59 8.59 270.158
local_trylock/bh 8.685 8.685 8.685 279.377
local_trylock/nmi 8.1525 8.1525 8.1525 172.56
migrate_disable/task 46.2295 46.2295 46.2295 1535.22
migrate_disable/bh 45.576 45.576 45.576 1522.46
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
