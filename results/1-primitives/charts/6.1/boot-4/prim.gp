reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.3195 3.277 3.426 3.293 3.261 3.373
local_irq_save 24.808 24.288 25.144 25.2125 24.808 25.397
local_bh_disable 18.291 18.088 18.423 17.125 16.964 17.189
local_lock 3.3095 3.231 3.358 3.318 3.269 3.373
local_lock_irqsave 24.869 24.583 25.328 24.7985 24.642 25.292
local_trylock 6.4035 6.375 6.462 6.5105 6.442 6.655
migrate_disable 41.671 41.505 41.808 41.8135 41.6 42.433
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
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.5375 4.5375 4.5375 9.009
preempt_disable/bh 4.511 4.511 4.511 6.953
local_irq_save/task 26.026 26.026 26.026 149.387
local_irq_save/bh 26.4305 26.4305 26.4305 280.9
local_bh_disable/task 19.509 19.509 19.509 34.428
local_bh_disable/bh 18.343 18.343 18.343 392.971
local_lock/task 4.5275 4.5275 4.5275 7.704
local_lock/bh 4.536 4.536 4.536 43.747
local_lock_irqsave/task 26.087 26.087 26.087 44.564
local_lock_irqsave/bh 26.0165 26.0165 26.0165 47.755
local_trylock/task 7.6215 7.6215 7.6215 57.34
local_trylock/bh 7.7285 7.7285 7.7285 13.641
migrate_disable/task 42.889 42.889 42.889 83.778
migrate_disable/bh 43.0315 43.0315 43.0315 82.001
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
