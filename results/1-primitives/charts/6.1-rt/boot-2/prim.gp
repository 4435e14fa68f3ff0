reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 6.4305 6.389 6.464 5.5385 5.47 5.58
local_irq_save 25.701 25.174 25.93 26.1225 25.744 26.524
local_bh_disable 259.681 253.184 260.999 85.718 82.982 86.492
local_lock 145.769 144.997 147.15 119.822 118.899 120.706
local_lock_irqsave 145.942 144.997 147.804 120.62 119.954 121.776
local_trylock 154.964 150.911 156.121 126.846 122.436 127.417
migrate_disable 56.2825 55.887 56.577 31.6545 31.532 31.749
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
set output "charts/6.1-rt/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.4925 7.4925 7.4925 10.015
preempt_disable/bh 6.6005 6.6005 6.6005 33.102
local_irq_save/task 26.763 26.763 26.763 65.108
local_irq_save/bh 27.1845 27.1845 27.1845 36.522
local_bh_disable/task 260.743 260.743 260.743 1508.52
local_bh_disable/bh 86.78 86.78 86.78 129.514
local_lock/task 146.831 146.831 146.831 655.748
local_lock/bh 120.883 120.883 120.883 169.27
local_lock_irqsave/task 147.003 147.003 147.003 408.588
local_lock_irqsave/bh 121.683 121.683 121.683 181.914
local_trylock/task 156.026 156.026 156.026 241.058
local_trylock/bh 127.908 127.908 127.908 177.034
migrate_disable/task 57.3445 57.3445 57.3445 195.942
migrate_disable/bh 32.7165 32.7165 32.7165 49.545
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
set output "charts/6.1-rt/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
