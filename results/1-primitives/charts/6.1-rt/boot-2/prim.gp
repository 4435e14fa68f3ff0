reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 6.6385 6.58 6.73 5.7815 5.708 5.83 4.554 4.529 4.588
local_irq_save 26.5415 26.419 27.07 26.5805 26.454 26.837 4.548 4.523 4.571
local_bh_disable 269.863 267.925 277.818 88.747 87.918 89.669 ? ? ?
local_lock 154.702 152.408 156.24 122.513 121.753 124.016 ? ? ?
local_lock_irqsave 150.289 149.504 152.713 124.078 122.379 126.154 ? ? ?
local_trylock 158.94 157.575 161.15 132.325 130.478 133.048 ? ? ?
migrate_disable 58.49 57.632 59.229 32.6125 32.209 33.107 ? ? ?
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
set output "charts/6.1-rt/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.7135 7.7135 7.7135 26.382
preempt_disable/bh 6.8565 6.8565 6.8565 54.63
preempt_disable/nmi 5.629 5.629 5.629 7.776
local_irq_save/task 27.6165 27.6165 27.6165 92.063
local_irq_save/bh 27.6555 27.6555 27.6555 45.848
local_irq_save/nmi 5.623 5.623 5.623 8.174
local_bh_disable/task 270.938 270.938 270.938 447.964
local_bh_disable/bh 89.822 89.822 89.822 117.939
local_lock/task 155.778 155.778 155.778 302.29
local_lock/bh 123.588 123.588 123.588 160.936
local_lock_irqsave/task 151.364 151.364 151.364 536.222
local_lock_irqsave/bh 125.153 125.153 125.153 152.65
local_trylock/task 160.015 160.015 160.015 441.542
local_trylock/bh 133.399 133.399 133.399 201.243
migrate_disable/task 59.565 59.565 59.565 99.962
migrate_disable/bh 33.6875 33.6875 33.6875 51.255
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
set output "charts/6.1-rt/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
