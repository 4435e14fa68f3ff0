reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 9.357 7.044 10.795 8.7475 6.249 9.354
local_irq_save 34.1025 28.276 35.362 33.9545 28.067 35.532
local_bh_disable 416.077 310.355 440.611 112.282 94.598 123.91
local_lock 216.007 161.416 225.201 174.447 130.68 179.298
local_lock_irqsave 214.281 165.456 221.25 169.194 130.618 178.138
local_trylock 213.639 168.509 231.378 183.354 136.058 191.023
migrate_disable 85.4305 60.93 87.749 46.4535 34.831 47.91
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
preempt_disable/task 10.446 10.446 10.446 30.744
preempt_disable/bh 9.8365 9.8365 9.8365 20.216
local_irq_save/task 35.1915 35.1915 35.1915 178.505
local_irq_save/bh 35.0435 35.0435 35.0435 66.503
local_bh_disable/task 417.166 417.166 417.166 1020.68
local_bh_disable/bh 113.371 113.371 113.371 234.786
local_lock/task 217.096 217.096 217.096 410.838
local_lock/bh 175.536 175.536 175.536 382.871
local_lock_irqsave/task 215.37 215.37 215.37 930.542
local_lock_irqsave/bh 170.282 170.282 170.282 945.785
local_trylock/task 214.728 214.728 214.728 330.564
local_trylock/bh 184.443 184.443 184.443 299.941
migrate_disable/task 86.5195 86.5195 86.5195 338.539
migrate_disable/bh 47.5425 47.5425 47.5425 71.926
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
