reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 6.504 6.465 6.558 5.478 5.382 5.566
local_irq_save 26.1385 25.474 26.31 26.3985 26.201 26.459
local_bh_disable 292.444 289.294 295.094 92.794 92.426 93.154
local_lock 148.486 146.821 152.047 128.601 127.516 129.593
local_lock_irqsave 149.978 146.794 152.721 120.058 119.129 122.759
local_trylock 157.724 154.635 159.47 125.794 124.641 128.569
migrate_disable 56.7485 56.361 57.321 32.0805 31.488 32.531
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
set output "charts/6.1-rt/boot-3/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.581 7.581 7.581 52.624
preempt_disable/bh 6.555 6.555 6.555 12.437
local_irq_save/task 27.2155 27.2155 27.2155 39.83
local_irq_save/bh 27.4755 27.4755 27.4755 54.069
local_bh_disable/task 293.521 293.521 293.521 1611.58
local_bh_disable/bh 93.871 93.871 93.871 171.507
local_lock/task 149.563 149.563 149.563 278.536
local_lock/bh 129.678 129.678 129.678 198.882
local_lock_irqsave/task 151.055 151.055 151.055 260.18
local_lock_irqsave/bh 121.135 121.135 121.135 186.458
local_trylock/task 158.801 158.801 158.801 502.403
local_trylock/bh 126.871 126.871 126.871 275.721
migrate_disable/task 57.8255 57.8255 57.8255 99.658
migrate_disable/bh 33.1575 33.1575 33.1575 50.117
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
set output "charts/6.1-rt/boot-3/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-3/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
