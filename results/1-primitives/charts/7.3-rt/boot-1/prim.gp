reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.7165 3.688 3.789 3.703 3.687 3.83
local_irq_save 26.8375 26.723 27.038 26.717 26.679 26.769
local_bh_disable 131.123 129.666 132.125 85.7315 84.462 86.405
local_lock 116.174 114.508 116.732 105.395 101.892 105.969
local_lock_irqsave 116.783 113.331 117.923 105.62 102.443 106.116
local_trylock 112.88 112.132 113.476 97.7895 96.172 100.049
migrate_disable 42.6335 42.372 42.961 31.186 30.91 31.402
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
set output "charts/7.3-rt/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.2545 4.2545 4.2545 6.38
preempt_disable/bh 4.241 4.241 4.241 34.751
local_irq_save/task 27.3755 27.3755 27.3755 52.424
local_irq_save/bh 27.255 27.255 27.255 99.764
local_bh_disable/task 131.661 131.661 131.661 550.53
local_bh_disable/bh 86.2695 86.2695 86.2695 170.312
local_lock/task 116.712 116.712 116.712 423.707
local_lock/bh 105.934 105.934 105.934 348.442
local_lock_irqsave/task 117.321 117.321 117.321 439.235
local_lock_irqsave/bh 106.159 106.159 106.159 192.9
local_trylock/task 113.418 113.418 113.418 322.512
local_trylock/bh 98.3275 98.3275 98.3275 179.398
migrate_disable/task 43.1715 43.1715 43.1715 80.868
migrate_disable/bh 31.724 31.724 31.724 224.604
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
set output "charts/7.3-rt/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
