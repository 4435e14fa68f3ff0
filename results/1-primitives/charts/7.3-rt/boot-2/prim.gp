reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.873 3.756 4.005 3.7295 3.631 3.949 3.6 3.578 3.639
local_irq_save 28.0285 27.367 28.705 27.4915 27.024 28.543 5.1575 5.136 5.207
local_bh_disable 140.7 138.438 144.199 93.144 90.826 95.445 ? ? ?
local_lock 123.596 121.505 129.739 110.416 108.173 112.73 ? ? ?
local_lock_irqsave 122.563 120.151 125.777 111.311 108.365 115.904 ? ? ?
local_trylock 119.069 115.888 121.521 104.071 101.685 109.641 ? ? ?
migrate_disable 45.4475 43.875 46.284 33.0995 32.232 33.639 ? ? ?
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
set output "charts/7.3-rt/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.412 4.412 4.412 100.791
preempt_disable/bh 4.2685 4.2685 4.2685 100.808
preempt_disable/nmi 4.139 4.139 4.139 148.88
local_irq_save/task 28.5675 28.5675 28.5675 162.466
local_irq_save/bh 28.0305 28.0305 28.0305 551.591
local_irq_save/nmi 5.6965 5.6965 5.6965 98.209
local_bh_disable/task 141.239 141.239 141.239 4925.48
local_bh_disable/bh 93.683 93.683 93.683 2209.48
local_lock/task 124.136 124.136 124.136 1750.35
local_lock/bh 110.954 110.954 110.954 2340.99
local_lock_irqsave/task 123.102 123.102 123.102 2705.91
local_lock_irqsave/bh 111.851 111.851 111.851 2608.17
local_trylock/task 119.608 119.608 119.608 2877.12
local_trylock/bh 104.609 104.609 104.609 610.392
migrate_disable/task 45.9865 45.9865 45.9865 1080.77
migrate_disable/bh 33.6385 33.6385 33.6385 744.097
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
set output "charts/7.3-rt/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
