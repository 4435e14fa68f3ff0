reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.0305 3.011 3.042 3.03 3.01 3.05
local_irq_save 26.1545 25.921 26.233 26.294 26.128 26.475
local_bh_disable 19.0345 18.964 19.098 17.655 17.561 17.73
local_lock 3.0185 3.004 3.032 3.024 3.004 3.035
local_lock_irqsave 26.26 26.189 26.352 26.2475 26.163 26.465
local_trylock 7.247 7.188 7.398 7.469 7.366 7.532
migrate_disable 44.971 44.682 45.315 44.1065 43.947 44.934
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
set output "charts/6.1/boot-3/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.1225 4.1225 4.1225 7.959
preempt_disable/bh 4.122 4.122 4.122 4.693
local_irq_save/task 27.2465 27.2465 27.2465 173.081
local_irq_save/bh 27.386 27.386 27.386 125.241
local_bh_disable/task 20.1265 20.1265 20.1265 37.766
local_bh_disable/bh 18.747 18.747 18.747 23.046
local_lock/task 4.1105 4.1105 4.1105 8.518
local_lock/bh 4.116 4.116 4.116 4.735
local_lock_irqsave/task 27.352 27.352 27.352 38.743
local_lock_irqsave/bh 27.3395 27.3395 27.3395 34.861
local_trylock/task 8.339 8.339 8.339 14.321
local_trylock/bh 8.561 8.561 8.561 10.961
migrate_disable/task 46.063 46.063 46.063 71.581
migrate_disable/bh 45.1985 45.1985 45.1985 58.724
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
set output "charts/6.1/boot-3/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-3/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
