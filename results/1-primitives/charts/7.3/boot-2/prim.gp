reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.464 3.452 3.5 3.522 3.479 3.538
local_irq_save 26.2105 25.846 26.624 26.2295 25.697 26.325
local_bh_disable 19.271 18.997 19.42 17.844 17.515 17.975
local_lock 3.528 3.471 3.56 3.5035 3.481 3.532
local_lock_irqsave 26.2805 26.075 26.489 26.245 26.151 26.532
local_trylock 9.669 9.647 9.679 9.6615 9.43 9.705
migrate_disable 52.676 52.55 52.936 52.7255 52.625 52.968
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
set output "charts/7.3/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 3.994 3.994 3.994 7.409
preempt_disable/bh 4.052 4.052 4.052 8.807
local_irq_save/task 26.7405 26.7405 26.7405 36.144
local_irq_save/bh 26.7595 26.7595 26.7595 31.547
local_bh_disable/task 19.801 19.801 19.801 26.988
local_bh_disable/bh 18.374 18.374 18.374 152.782
local_lock/task 4.058 4.058 4.058 13.103
local_lock/bh 4.0335 4.0335 4.0335 9.798
local_lock_irqsave/task 26.8105 26.8105 26.8105 63.4
local_lock_irqsave/bh 26.775 26.775 26.775 34.224
local_trylock/task 10.199 10.199 10.199 16.403
local_trylock/bh 10.1915 10.1915 10.1915 13.051
migrate_disable/task 53.206 53.206 53.206 76.931
migrate_disable/bh 53.2555 53.2555 53.2555 93.198
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
set output "charts/7.3/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
