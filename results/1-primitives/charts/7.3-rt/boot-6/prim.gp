reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 5.52 3.723 6.437 3.9865 3.737 6.504 5.587 3.827 6.102
local_irq_save 32.897 28.239 37.416 29.2395 27.594 37.834 7.4475 5.812 8.18
local_bh_disable 162.445 138.01 181.139 98.6135 89.428 124.558 ? ? ?
local_lock 142.903 123.315 156.009 115.179 109.58 150.06 ? ? ?
local_lock_irqsave 142.303 125.422 154.463 120.49 109.378 150.462 ? ? ?
local_trylock 138.622 117.5 159.854 112.323 104.996 143.451 ? ? ?
migrate_disable 53.574 44.72 59.559 36.6325 32.895 46.65 ? ? ?
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
set output "charts/7.3-rt/boot-6/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-6/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 6.052 6.052 6.052 34.576
preempt_disable/bh 4.5185 4.5185 4.5185 16.958
preempt_disable/nmi 6.119 6.119 6.119 12.272
local_irq_save/task 33.429 33.429 33.429 225.297
local_irq_save/bh 29.7715 29.7715 29.7715 88.365
local_irq_save/nmi 7.9795 7.9795 7.9795 18.519
local_bh_disable/task 162.978 162.978 162.978 766.544
local_bh_disable/bh 99.1455 99.1455 99.1455 338.526
local_lock/task 143.435 143.435 143.435 489.954
local_lock/bh 115.711 115.711 115.711 612.225
local_lock_irqsave/task 142.834 142.834 142.834 620.543
local_lock_irqsave/bh 121.022 121.022 121.022 400.565
local_trylock/task 139.154 139.154 139.154 717.347
local_trylock/bh 112.856 112.856 112.856 721.857
migrate_disable/task 54.106 54.106 54.106 218.316
migrate_disable/bh 37.1645 37.1645 37.1645 102.555
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
set output "charts/7.3-rt/boot-6/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-6/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
