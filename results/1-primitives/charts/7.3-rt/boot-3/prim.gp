reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.5595 3.533 3.615 3.548 3.534 3.589 3.558 3.47 3.68
local_irq_save 26.681 26.534 26.786 26.6345 26.575 26.694 5.226 5.186 5.379
local_bh_disable 133.034 132.169 135.238 92.838 91.122 93.923 ? ? ?
local_lock 120.177 119.574 121.653 110.889 110.248 111.729 ? ? ?
local_lock_irqsave 119.888 119.26 121.588 112.546 111.762 113.438 ? ? ?
local_trylock 114.977 114.56 116.507 103.292 103.022 103.657 ? ? ?
migrate_disable 43.009 42.317 43.666 34.5385 33.262 34.731 ? ? ?
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
set output "charts/7.3-rt/boot-3/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.0895 4.0895 4.0895 73.149
preempt_disable/bh 4.078 4.078 4.078 33.294
preempt_disable/nmi 4.088 4.088 4.088 66.805
local_irq_save/task 27.211 27.211 27.211 370.042
local_irq_save/bh 27.1645 27.1645 27.1645 340.5
local_irq_save/nmi 5.756 5.756 5.756 226.846
local_bh_disable/task 133.565 133.565 133.565 3543.74
local_bh_disable/bh 93.368 93.368 93.368 1633.77
local_lock/task 120.707 120.707 120.707 2677.31
local_lock/bh 111.419 111.419 111.419 861.999
local_lock_irqsave/task 120.418 120.418 120.418 3858.7
local_lock_irqsave/bh 113.076 113.076 113.076 2746.68
local_trylock/task 115.507 115.507 115.507 3467.38
local_trylock/bh 103.821 103.821 103.821 416.321
migrate_disable/task 43.539 43.539 43.539 1869.88
migrate_disable/bh 35.0685 35.0685 35.0685 418.117
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
set output "charts/7.3-rt/boot-3/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-3/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
