reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 6.366 6.279 6.453 5.405 5.356 5.474
local_irq_save 25.7495 25.211 25.906 25.808 25.662 26.105
local_bh_disable 272.808 269.731 275.172 86.3335 86.021 87.203
local_lock 146.772 144.12 149.882 119.218 118.641 119.777
local_lock_irqsave 147.312 146.797 148.255 118.877 118.395 119.799
local_trylock 154.548 150.434 156.14 126.226 122.259 127.393
migrate_disable 56.244 56.163 56.371 31.6165 31.479 31.784
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
set output "charts/6.1-rt/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.431 7.431 7.431 89.499
preempt_disable/bh 6.47 6.47 6.47 10.103
local_irq_save/task 26.8145 26.8145 26.8145 273.615
local_irq_save/bh 26.873 26.873 26.873 37.975
local_bh_disable/task 273.873 273.873 273.873 569.616
local_bh_disable/bh 87.3985 87.3985 87.3985 144.238
local_lock/task 147.837 147.837 147.837 317.762
local_lock/bh 120.282 120.282 120.282 173.628
local_lock_irqsave/task 148.377 148.377 148.377 915.254
local_lock_irqsave/bh 119.942 119.942 119.942 830.931
local_trylock/task 155.613 155.613 155.613 341.466
local_trylock/bh 127.291 127.291 127.291 168.591
migrate_disable/task 57.309 57.309 57.309 193.674
migrate_disable/bh 32.6815 32.6815 32.6815 41.698
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
set output "charts/6.1-rt/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
