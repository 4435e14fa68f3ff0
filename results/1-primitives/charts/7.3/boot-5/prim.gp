reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 6.1625 4.016 6.584 5.824 4.32 6.238 5.7995 4.006 6.075
local_irq_save 35.7605 33.372 37.044 33.6365 32.096 35.463 7.786 5.97 8.591
local_bh_disable 28.157 24.044 30.675 24.243 19.246 25.445 ? ? ?
local_lock 5.895 4.45 6.605 5.7555 4.708 6.208 ? ? ?
local_lock_irqsave 35.2515 31.702 37.011 33.1995 29.787 34.681 ? ? ?
local_trylock 13.539 11.691 14.498 12.444 10.119 13.483 13.838 11.336 14.399
migrate_disable 77.1505 63.122 85.523 72.5925 57.639 76.272 ? ? ?
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
set output "charts/7.3/boot-5/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-5/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 6.7155 6.7155 6.7155 226.603
preempt_disable/bh 6.377 6.377 6.377 97.225
preempt_disable/nmi 6.3525 6.3525 6.3525 180.462
local_irq_save/task 36.3135 36.3135 36.3135 1092.46
local_irq_save/bh 34.1895 34.1895 34.1895 531.489
local_irq_save/nmi 8.339 8.339 8.339 986.465
local_bh_disable/task 28.71 28.71 28.71 1360.56
local_bh_disable/bh 24.796 24.796 24.796 616.312
local_lock/task 6.448 6.448 6.448 240.608
local_lock/bh 6.3085 6.3085 6.3085 97.652
local_lock_irqsave/task 35.8045 35.8045 35.8045 1045.79
local_lock_irqsave/bh 33.7525 33.7525 33.7525 781.842
local_trylock/task 14.092 14.092 14.092 526.977
local_trylock/bh 12.997 12.997 12.997 292.008
local_trylock/nmi 14.391 14.391 14.391 1317.32
migrate_disable/task 77.7035 77.7035 77.7035 1696.55
migrate_disable/bh 73.1455 73.1455 73.1455 1095.32
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
set output "charts/7.3/boot-5/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-5/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
