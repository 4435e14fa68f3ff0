reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.9315 3.872 3.967 3.929 3.824 3.945
local_irq_save 25.2395 24.916 25.351 25.322 24.988 25.549
local_bh_disable 18.668 18.571 18.746 17.4875 17.41 17.641
local_lock 3.943 3.929 3.977 3.9365 3.895 3.948
local_lock_irqsave 25.238 24.907 25.434 25.251 24.797 25.405
local_trylock 8.2805 8.242 8.335 8.243 8.218 8.283
migrate_disable 50.978 50.447 51.608 51.115 50.542 52.179
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
set output "charts/7.3/boot-3/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.4075 4.4075 4.4075 8.059
preempt_disable/bh 4.405 4.405 4.405 7.551
local_irq_save/task 25.7155 25.7155 25.7155 98.135
local_irq_save/bh 25.798 25.798 25.798 44.824
local_bh_disable/task 19.144 19.144 19.144 244.509
local_bh_disable/bh 17.9635 17.9635 17.9635 31.814
local_lock/task 4.419 4.419 4.419 28.458
local_lock/bh 4.4125 4.4125 4.4125 7.953
local_lock_irqsave/task 25.714 25.714 25.714 52.109
local_lock_irqsave/bh 25.727 25.727 25.727 45.977
local_trylock/task 8.7565 8.7565 8.7565 17.782
local_trylock/bh 8.719 8.719 8.719 14.228
migrate_disable/task 51.454 51.454 51.454 196.777
migrate_disable/bh 51.591 51.591 51.591 151.219
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
set output "charts/7.3/boot-3/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-3/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
