reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 5.946 3.4 6.372 4.909 3.226 6.473 3.835 3.292 6.374
local_irq_save 36.586 27.981 37.85 36.26 27.799 38.029 7.0225 5.197 8.688
local_bh_disable 28.611 20.117 32.471 25.011 18.359 30.049 ? ? ?
local_lock 6.083 3.317 6.388 4.9555 3.232 6.479 ? ? ?
local_lock_irqsave 36.2455 28.73 38.225 35.5335 27.618 38.468 ? ? ?
local_trylock 9.6185 7.95 12.814 11.942 7.8 12.69 10.2805 8.472 12.427
migrate_disable 69.6935 48.471 74.514 71.8745 47.005 74.436 ? ? ?
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
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.027 7.027 7.027 12.693
preempt_disable/bh 5.99 5.99 5.99 13.133
preempt_disable/nmi 4.916 4.916 4.916 13.763
local_irq_save/task 37.667 37.667 37.667 75.277
local_irq_save/bh 37.341 37.341 37.341 184.013
local_irq_save/nmi 8.1035 8.1035 8.1035 20.461
local_bh_disable/task 29.692 29.692 29.692 55.955
local_bh_disable/bh 26.092 26.092 26.092 53.284
local_lock/task 7.164 7.164 7.164 14.344
local_lock/bh 6.0365 6.0365 6.0365 24.615
local_lock_irqsave/task 37.3265 37.3265 37.3265 81.956
local_lock_irqsave/bh 36.6145 36.6145 36.6145 60.101
local_trylock/task 10.6995 10.6995 10.6995 23.314
local_trylock/bh 13.023 13.023 13.023 23.209
local_trylock/nmi 11.3615 11.3615 11.3615 25.369
migrate_disable/task 70.7745 70.7745 70.7745 142.926
migrate_disable/bh 72.9555 72.9555 72.9555 117.876
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
