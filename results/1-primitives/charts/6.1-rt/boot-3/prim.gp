reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 6.455 6.406 6.558 5.5275 5.42 5.574 4.381 4.36 4.407
local_irq_save 26.21 26.095 26.363 26.0505 25.999 26.169 4.368 4.359 4.391
local_bh_disable 266.178 264.588 272.77 86.514 86.216 87.148 ? ? ?
local_lock 149.242 148.271 152.098 121.646 121.084 122.484 ? ? ?
local_lock_irqsave 149.472 148.208 153.56 121.843 121.373 123.579 ? ? ?
local_trylock 159.382 157.451 162.522 129.197 128.827 130.322 ? ? ?
migrate_disable 58.025 56.895 58.471 32.246 32.136 32.452 ? ? ?
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
set output "charts/6.1-rt/boot-3/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.532 7.532 7.532 258.912
preempt_disable/bh 6.6045 6.6045 6.6045 233.283
preempt_disable/nmi 5.458 5.458 5.458 398.752
local_irq_save/task 27.287 27.287 27.287 776.396
local_irq_save/bh 27.1275 27.1275 27.1275 775.494
local_irq_save/nmi 5.445 5.445 5.445 12.539
local_bh_disable/task 267.255 267.255 267.255 13519.5
local_bh_disable/bh 87.591 87.591 87.591 3094.89
local_lock/task 150.319 150.319 150.319 5002.08
local_lock/bh 122.723 122.723 122.723 4063.85
local_lock_irqsave/task 150.549 150.549 150.549 4930.49
local_lock_irqsave/bh 122.92 122.92 122.92 10789.3
local_trylock/task 160.459 160.459 160.459 7307.18
local_trylock/bh 130.274 130.274 130.274 4410.75
migrate_disable/task 59.102 59.102 59.102 1578.85
migrate_disable/bh 33.323 33.323 33.323 706.017
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
set output "charts/6.1-rt/boot-3/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-3/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
