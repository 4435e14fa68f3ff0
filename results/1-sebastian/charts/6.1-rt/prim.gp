reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 20.265 19.513 21.046 18.1485 17.109 18.965
local_irq_save 64.36 59.794 67.945 64.9495 62.216 67.363
local_bh_disable 707.733 681.696 807.016 205.836 198.906 219.543
local_lock 377.691 359.926 397.665 293.537 285.293 312.596
local_lock_irqsave 371.265 346.379 386.37 286.442 269.285 298.852
local_trylock 398.759 382.075 435.258 310.614 290.633 319.108
migrate_disable 155.481 151.631 167.095 82.442 76.366 84.763
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
set output "charts/6.1-rt/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 19.9525 47.718 493.634 1374.18
preempt_disable/bh 17.3665 112.538 370.24 494.605
local_irq_save/task 61.878 790.389 1134.79 2286.21
local_irq_save/bh 63.85 450.493 1137.07 2418.94
local_bh_disable/task 684.723 1698.69 13059.9 28095.3
local_bh_disable/bh 202.048 512.534 4526.85 35349.3
local_lock/task 369.931 2161.35 8551.58 9632.76
local_lock/bh 289.151 551.417 5867.82 7239.06
local_lock_irqsave/task 358.357 598.066 8718.95 22227.7
local_lock_irqsave/bh 276.438 1140.55 5914.81 11196.8
local_trylock/task 386.153 799.212 8735.03 200840
local_trylock/bh 300.548 623.6 6964.4 9228.04
migrate_disable/task 152.618 1613.49 3753.88 4716.18
migrate_disable/bh 77.375 832.554 1207.76 2336.56
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nprim, kernel 6.1.0-57-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1-rt/prim-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/prim-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
