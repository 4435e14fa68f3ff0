reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 0 0 0 0 0 0
local_irq_save 15.0725 14.91 15.484 15.8 15.057 16.252
local_bh_disable 238.379 235.557 243.787 64.9165 64.437 66.053
local_lock 122.658 120.082 126.688 99.656 97.008 101.453
local_lock_irqsave 122.898 121.526 125.56 98.003 95.41 100.39
local_trylock 132.095 130.882 133.712 104.415 102.045 107.337
migrate_disable 43.018 42.757 43.636 20.2245 19.817 20.441
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
set output "charts/6.1-rt/boot-4/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.5925 7.5925 7.5925 18.26
preempt_disable/bh 6.5665 6.5665 6.5665 25.202
local_irq_save/task 24.7435 24.7435 24.7435 96.217
local_irq_save/bh 25.471 25.471 25.471 269.453
local_bh_disable/task 248.05 248.05 248.05 2954.59
local_bh_disable/bh 74.5875 74.5875 74.5875 378.543
local_lock/task 132.329 132.329 132.329 432.703
local_lock/bh 109.327 109.327 109.327 583.257
local_lock_irqsave/task 132.569 132.569 132.569 830.761
local_lock_irqsave/bh 107.674 107.674 107.674 300.836
local_trylock/task 141.766 141.766 141.766 309.965
local_trylock/bh 114.086 114.086 114.086 497.773
migrate_disable/task 52.689 52.689 52.689 285.453
migrate_disable/bh 29.8955 29.8955 29.8955 152.616
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
set output "charts/6.1-rt/boot-4/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-4/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
