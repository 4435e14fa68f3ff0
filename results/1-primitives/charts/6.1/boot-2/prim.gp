reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 4.8745 3.181 5.731 4.33 2.812 5.638
local_irq_save 33.1435 28.222 35.218 31.4785 26.816 35.922
local_bh_disable 28.0405 20.597 29.389 23.6645 18.336 27.859
local_lock 4.5695 3.1 5.734 5.3835 2.904 5.811
local_lock_irqsave 33.684 28.437 35.256 33.158 28.749 35.439
local_trylock 10.781 8.025 11.337 10.14 7.394 11.416
migrate_disable 64.0635 47.626 68.084 64.897 45.387 70.125
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
set output "charts/6.1/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 6.2195 6.2195 6.2195 12.983
preempt_disable/bh 5.675 5.675 5.675 9.63
local_irq_save/task 34.4885 34.4885 34.4885 180.198
local_irq_save/bh 32.8235 32.8235 32.8235 47.763
local_bh_disable/task 29.3855 29.3855 29.3855 363.991
local_bh_disable/bh 25.0095 25.0095 25.0095 43.932
local_lock/task 5.9145 5.9145 5.9145 10.675
local_lock/bh 6.7285 6.7285 6.7285 17.739
local_lock_irqsave/task 35.029 35.029 35.029 54.495
local_lock_irqsave/bh 34.503 34.503 34.503 195.704
local_trylock/task 12.126 12.126 12.126 18.767
local_trylock/bh 11.485 11.485 11.485 16.841
migrate_disable/task 65.4085 65.4085 65.4085 110.93
migrate_disable/bh 66.242 66.242 66.242 142.252
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
set output "charts/6.1/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
