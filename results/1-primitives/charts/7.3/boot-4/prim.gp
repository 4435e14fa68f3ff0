reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 4.003 3.949 4.081 3.955 3.891 4.055
local_irq_save 25.529 25.272 25.968 25.2 24.545 25.58
local_bh_disable 19.087 18.834 19.151 17.7095 17.454 17.887
local_lock 4.0095 3.93 4.05 4.0425 3.991 4.091
local_lock_irqsave 25.3925 24.923 25.702 25.388 25.01 25.601
local_trylock 8.4855 8.448 8.599 8.457 8.414 8.499
migrate_disable 51.9245 51.527 52.223 51.1515 50.614 51.772
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
preempt_disable/task 4.48 4.48 4.48 16.731
preempt_disable/bh 4.432 4.432 4.432 6.093
local_irq_save/task 26.006 26.006 26.006 56.26
local_irq_save/bh 25.677 25.677 25.677 55.931
local_bh_disable/task 19.564 19.564 19.564 39.799
local_bh_disable/bh 18.1865 18.1865 18.1865 33.21
local_lock/task 4.4865 4.4865 4.4865 12.892
local_lock/bh 4.5195 4.5195 4.5195 8.01
local_lock_irqsave/task 25.8695 25.8695 25.8695 60.153
local_lock_irqsave/bh 25.865 25.865 25.865 194.487
local_trylock/task 8.9625 8.9625 8.9625 19.699
local_trylock/bh 8.934 8.934 8.934 13.347
migrate_disable/task 52.4015 52.4015 52.4015 97.886
migrate_disable/bh 51.6285 51.6285 51.6285 90.461
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
