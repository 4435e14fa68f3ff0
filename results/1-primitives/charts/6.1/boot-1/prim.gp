reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 2.9835 2.971 3.002 2.986 2.971 3.004
local_irq_save 25.672 25.205 25.767 26.0575 25.784 26.144
local_bh_disable 18.7845 18.574 18.92 17.315 17.22 17.446
local_lock 2.9835 2.969 2.999 2.9645 2.929 2.976
local_lock_irqsave 26.0905 25.757 26.168 25.831 25.716 26.06
local_trylock 7.302 7.26 7.402 7.35 7.235 7.4
migrate_disable 43.7275 42.855 44.242 43.8085 43.348 44.309
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
set output "charts/6.1/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.0655 4.0655 4.0655 25.06
preempt_disable/bh 4.068 4.068 4.068 19.115
local_irq_save/task 26.754 26.754 26.754 49.205
local_irq_save/bh 27.1395 27.1395 27.1395 31.153
local_bh_disable/task 19.8665 19.8665 19.8665 27.59
local_bh_disable/bh 18.397 18.397 18.397 23.327
local_lock/task 4.0655 4.0655 4.0655 5.212
local_lock/bh 4.0465 4.0465 4.0465 4.792
local_lock_irqsave/task 27.1725 27.1725 27.1725 37.63
local_lock_irqsave/bh 26.913 26.913 26.913 163.828
local_trylock/task 8.384 8.384 8.384 12.528
local_trylock/bh 8.432 8.432 8.432 11.549
migrate_disable/task 44.8095 44.8095 44.8095 77.422
migrate_disable/bh 44.8905 44.8905 44.8905 154.943
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
set output "charts/6.1/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
