reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 11.6315 10.653 12.397 11.6765 10.853 12.024
local_irq_save 65.516 42.187 66.779 62.9255 37.892 65.471
local_bh_disable 49.83 32.119 52.728 48.426 45.73 49.253
local_lock 11.747 11.053 11.852 11.387 9.606 11.884
local_lock_irqsave 62.04 58.58 65.711 64.5555 59.817 66.524
local_trylock 27.649 24.985 28.916 28.202 26.69 29.48
migrate_disable 147.84 138.562 152.013 144.396 128.523 148.949
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
set output "charts/7.3/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 11.507 14.332 27.3215 91.587
preempt_disable/bh 11.498 14.5625 25.241 176.388
local_irq_save/task 64.8 101.417 132.493 1085.77
local_irq_save/bh 62.864 76.0685 113.913 1106.16
local_bh_disable/task 48.692 62.7395 102.409 951.75
local_bh_disable/bh 47.6275 57.7335 94.91 403.811
local_lock/task 11.4705 13.5865 26.315 40.226
local_lock/bh 11.166 14.035 21.6165 38.414
local_lock_irqsave/task 61.0515 85.7325 137.172 667.374
local_lock_irqsave/bh 63.573 81.7065 126.909 209.88
local_trylock/task 27.942 35.6185 56.0015 92.098
local_trylock/bh 27.4835 33.7395 60.235 118.992
migrate_disable/task 145.037 226.776 419.675 1562.08
migrate_disable/bh 142.764 177.692 280.827 543.55
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nprim, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/prim-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/prim-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
