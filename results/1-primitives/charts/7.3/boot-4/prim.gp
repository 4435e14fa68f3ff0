reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 4.039 3.761 6.157 4.08 3.773 6.42
local_irq_save 32.5935 28.526 35.477 31.035 27.752 35.693
local_bh_disable 22.0425 20.108 27.141 20.9615 18.657 28.29
local_lock 4.5365 3.826 6.223 4.1845 3.734 6.366
local_lock_irqsave 30.6705 28.271 34.943 29.712 28.009 35.308
local_trylock 11.5435 10.561 13.747 11.5685 10.989 13.982
migrate_disable 61.292 57.861 81.358 66.204 58.635 84.687
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
preempt_disable/task 4.584 4.584 4.584 15.141
preempt_disable/bh 4.625 4.625 4.625 10.017
local_irq_save/task 33.1385 33.1385 33.1385 87.584
local_irq_save/bh 31.58 31.58 31.58 52.601
local_bh_disable/task 22.5875 22.5875 22.5875 389.939
local_bh_disable/bh 21.5065 21.5065 21.5065 48.496
local_lock/task 5.0815 5.0815 5.0815 14.164
local_lock/bh 4.7295 4.7295 4.7295 12.477
local_lock_irqsave/task 31.2155 31.2155 31.2155 136.621
local_lock_irqsave/bh 30.257 30.257 30.257 57.12
local_trylock/task 12.0885 12.0885 12.0885 32.522
local_trylock/bh 12.1135 12.1135 12.1135 39.871
migrate_disable/task 61.837 61.837 61.837 179.385
migrate_disable/bh 66.749 66.749 66.749 160.928
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
