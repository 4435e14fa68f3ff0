reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 6.1465 3.94 6.401 5.938 3.993 6.384
local_irq_save 34.333 29.064 35.766 33.377 29.314 35.057
local_bh_disable 29.1695 21.289 30.321 24.8005 19.305 27.757
local_lock 5.2745 3.918 6.366 5.734 3.806 6.271
local_lock_irqsave 33.9145 28.437 35.551 32.9975 28.002 34.882
local_trylock 12.6095 10.072 14.789 12.5835 10.534 14.556
migrate_disable 81.6755 59.172 86.857 75.2505 57.837 84.032
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
set output "charts/7.3/boot-4/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 6.7165 6.7165 6.7165 16.437
preempt_disable/bh 6.508 6.508 6.508 11.561
local_irq_save/task 34.903 34.903 34.903 70.388
local_irq_save/bh 33.947 33.947 33.947 54.631
local_bh_disable/task 29.7395 29.7395 29.7395 67.11
local_bh_disable/bh 25.3705 25.3705 25.3705 71.162
local_lock/task 5.8445 5.8445 5.8445 41.537
local_lock/bh 6.304 6.304 6.304 20.168
local_lock_irqsave/task 34.4845 34.4845 34.4845 81.745
local_lock_irqsave/bh 33.5675 33.5675 33.5675 55.387
local_trylock/task 13.1795 13.1795 13.1795 215.872
local_trylock/bh 13.1535 13.1535 13.1535 22.815
migrate_disable/task 82.2455 82.2455 82.2455 248.664
migrate_disable/bh 75.8205 75.8205 75.8205 139.775
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
set output "charts/7.3/boot-4/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-4/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
