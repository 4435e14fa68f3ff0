reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.079 3.044 3.132 3.057 3.035 3.088 2.9395 2.917 3.051
local_irq_save 26.5155 26.214 26.787 26.5325 26.347 26.648 4.4075 4.375 4.432
local_bh_disable 19.083 18.864 19.244 17.7565 17.283 17.91 ? ? ?
local_lock 3.098 3.051 3.166 3.0635 3.039 3.086 ? ? ?
local_lock_irqsave 26.296 25.98 26.553 26.421 26.214 26.542 ? ? ?
local_trylock 7.4765 7.414 7.602 7.521 7.419 7.59 7.162 7.126 7.214
migrate_disable 45.2615 44.882 45.685 45.406 44.38 45.852 ? ? ?
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
set output "charts/6.1/boot-4/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.157 4.157 4.157 158.169
preempt_disable/bh 4.135 4.135 4.135 159.012
preempt_disable/nmi 4.0175 4.0175 4.0175 565.255
local_irq_save/task 27.5935 27.5935 27.5935 808.906
local_irq_save/bh 27.6105 27.6105 27.6105 529.333
local_irq_save/nmi 5.4855 5.4855 5.4855 8.339
local_bh_disable/task 20.161 20.161 20.161 616.392
local_bh_disable/bh 18.8345 18.8345 18.8345 415.802
local_lock/task 4.176 4.176 4.176 128.038
local_lock/bh 4.1415 4.1415 4.1415 90.037
local_lock_irqsave/task 27.374 27.374 27.374 1287.57
local_lock_irqsave/bh 27.499 27.499 27.499 771.87
local_trylock/task 8.5545 8.5545 8.5545 306.767
local_trylock/bh 8.599 8.599 8.599 207.454
local_trylock/nmi 8.24 8.24 8.24 697.816
migrate_disable/task 46.3395 46.3395 46.3395 2076.05
migrate_disable/bh 46.484 46.484 46.484 4972.06
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
set output "charts/6.1/boot-4/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-4/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
