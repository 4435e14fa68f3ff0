reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.8215 3.776 3.85 3.8015 3.706 3.827
local_irq_save 25.1685 24.702 25.35 24.711 24.107 25.208
local_bh_disable 18.6115 18.551 18.738 17.41 17.29 17.651
local_lock 3.818 3.739 3.841 3.812 3.755 3.838
local_lock_irqsave 25.1565 24.772 25.271 24.78 24.663 25.106
local_trylock 8.1285 8.099 8.171 8.159 8.127 8.27
migrate_disable 50.5745 50.144 51.037 50.7425 50.396 51.919
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nprim, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.4185 4.4185 4.4185 13.973
preempt_disable/bh 4.3985 4.3985 4.3985 6.071
local_irq_save/task 25.7655 25.7655 25.7655 296.027
local_irq_save/bh 25.308 25.308 25.308 44.865
local_bh_disable/task 19.2085 19.2085 19.2085 78.112
local_bh_disable/bh 18.007 18.007 18.007 32.265
local_lock/task 4.415 4.415 4.415 13.22
local_lock/bh 4.409 4.409 4.409 7.369
local_lock_irqsave/task 25.7535 25.7535 25.7535 48.052
local_lock_irqsave/bh 25.377 25.377 25.377 112.716
local_trylock/task 8.7255 8.7255 8.7255 25.004
local_trylock/bh 8.756 8.756 8.756 25.144
migrate_disable/task 51.1715 51.1715 51.1715 532.428
migrate_disable/bh 51.3395 51.3395 51.3395 555.652
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nprim, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
