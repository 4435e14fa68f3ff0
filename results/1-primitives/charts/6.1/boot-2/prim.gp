reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.084 3.051 3.125 3.132 3.09 3.165 2.966 2.947 2.994
local_irq_save 26.547 26.363 26.81 26.7605 26.618 26.922 4.482 4.397 4.497
local_bh_disable 19.2015 19.098 19.402 17.959 17.897 18.087 ? ? ?
local_lock 3.092 3.031 3.125 3.1515 3.114 3.186 ? ? ?
local_lock_irqsave 26.514 26.271 26.669 26.8375 26.737 26.953 ? ? ?
local_trylock 7.461 7.403 7.577 7.632 7.56 7.753 7.298 7.25 7.373
migrate_disable 45.1495 44.813 45.716 45.7005 45.376 46.074 ? ? ?
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
set output "charts/6.1/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.203 4.203 4.203 98.567
preempt_disable/bh 4.251 4.251 4.251 107.155
preempt_disable/nmi 4.085 4.085 4.085 511.073
local_irq_save/task 27.666 27.666 27.666 786.508
local_irq_save/bh 27.8795 27.8795 27.8795 698.733
local_irq_save/nmi 5.601 5.601 5.601 251.764
local_bh_disable/task 20.3205 20.3205 20.3205 644.739
local_bh_disable/bh 19.078 19.078 19.078 625.631
local_lock/task 4.211 4.211 4.211 128.341
local_lock/bh 4.2705 4.2705 4.2705 97.504
local_lock_irqsave/task 27.633 27.633 27.633 527.33
local_lock_irqsave/bh 27.9565 27.9565 27.9565 1045.76
local_trylock/task 8.58 8.58 8.58 278.509
local_trylock/bh 8.751 8.751 8.751 304.637
local_trylock/nmi 8.417 8.417 8.417 16.629
migrate_disable/task 46.2685 46.2685 46.2685 2999.19
migrate_disable/bh 46.8195 46.8195 46.8195 1542.03
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
set output "charts/6.1/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
