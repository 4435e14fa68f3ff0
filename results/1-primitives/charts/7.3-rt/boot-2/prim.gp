reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.6635 3.624 3.763 3.646 3.628 3.758
local_irq_save 26.2395 26.178 26.308 26.2975 26.245 26.336
local_bh_disable 128.953 128.323 129.526 82.35 81.962 83.755
local_lock 116.571 113.678 117.523 104.267 100.573 105.007
local_lock_irqsave 115.098 114.484 115.863 101.917 101.485 103.099
local_trylock 109.653 109.231 110.411 94.2525 93.91 97.184
migrate_disable 41.062 40.93 41.247 29.8065 29.53 30.29
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
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.1935 4.1935 4.1935 7.746
preempt_disable/bh 4.176 4.176 4.176 8.958
local_irq_save/task 26.7695 26.7695 26.7695 83.211
local_irq_save/bh 26.8275 26.8275 26.8275 56.742
local_bh_disable/task 129.483 129.483 129.483 208.764
local_bh_disable/bh 82.88 82.88 82.88 143.112
local_lock/task 117.101 117.101 117.101 368.958
local_lock/bh 104.797 104.797 104.797 174.382
local_lock_irqsave/task 115.628 115.628 115.628 327.756
local_lock_irqsave/bh 102.447 102.447 102.447 198.053
local_trylock/task 110.183 110.183 110.183 237.438
local_trylock/bh 94.7825 94.7825 94.7825 852.235
migrate_disable/task 41.592 41.592 41.592 76.703
migrate_disable/bh 30.3365 30.3365 30.3365 70.724
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
