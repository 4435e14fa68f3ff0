reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.1235 3.067 3.217 3.075 3.051 3.098
local_irq_save 26.6775 26.54 26.985 26.5395 26.395 26.685
local_bh_disable 20.0075 19.509 20.472 18.189 18.13 18.791
local_lock 3.171 3.092 3.261 3.067 3.051 3.094
local_lock_irqsave 26.7425 26.44 27.367 26.372 26.218 26.478
local_trylock 7.679 7.547 7.767 7.481 7.412 7.578
migrate_disable 45.9865 45.261 47.399 45.4045 45.193 46.254
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
set output "charts/6.1/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.2205 4.2205 4.2205 9.267
preempt_disable/bh 4.172 4.172 4.172 20.507
local_irq_save/task 27.7745 27.7745 27.7745 343.276
local_irq_save/bh 27.6365 27.6365 27.6365 42.15
local_bh_disable/task 21.1045 21.1045 21.1045 41.396
local_bh_disable/bh 19.286 19.286 19.286 46.696
local_lock/task 4.268 4.268 4.268 11.022
local_lock/bh 4.164 4.164 4.164 8.338
local_lock_irqsave/task 27.8395 27.8395 27.8395 76.483
local_lock_irqsave/bh 27.469 27.469 27.469 45.107
local_trylock/task 8.776 8.776 8.776 20.41
local_trylock/bh 8.578 8.578 8.578 16.377
migrate_disable/task 47.0835 47.0835 47.0835 99.724
migrate_disable/bh 46.5015 46.5015 46.5015 193.649
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
set output "charts/6.1/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
