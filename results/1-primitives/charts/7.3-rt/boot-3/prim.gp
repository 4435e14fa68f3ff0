reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 6.1205 4.391 6.63 4.3535 4.095 6.309
local_irq_save 34.7 28.992 36.265 29.8605 28.246 36.013
local_bh_disable 190.909 155.629 201.654 100.213 96.028 125.513
local_lock 174.265 150.808 181.526 119.496 113.472 157.555
local_lock_irqsave 170.221 127.797 180.917 120.373 112.292 155.881
local_trylock 159.447 125.95 170.344 111.512 106.324 147.245
migrate_disable 65.0175 50.017 67.328 36.148 33.086 48.089
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
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 6.6485 6.6485 6.6485 11.676
preempt_disable/bh 4.8815 4.8815 4.8815 20.625
local_irq_save/task 35.228 35.228 35.228 75.339
local_irq_save/bh 30.3885 30.3885 30.3885 334.85
local_bh_disable/task 191.438 191.438 191.438 4206.69
local_bh_disable/bh 100.741 100.741 100.741 288.184
local_lock/task 174.793 174.793 174.793 502.34
local_lock/bh 120.024 120.024 120.024 1387.86
local_lock_irqsave/task 170.75 170.75 170.75 487.849
local_lock_irqsave/bh 120.901 120.901 120.901 451.44
local_trylock/task 159.974 159.974 159.974 315.552
local_trylock/bh 112.041 112.041 112.041 1329.09
migrate_disable/task 65.5455 65.5455 65.5455 184.804
migrate_disable/bh 36.676 36.676 36.676 184.166
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
