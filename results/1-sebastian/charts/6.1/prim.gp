reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 11.0815 6.897 12.292 10.858 6.892 11.838
local_irq_save 52.7445 37.876 61.784 59.685 36.852 68.425
local_bh_disable 41.124 29.978 54.638 36.0225 28.331 48.355
local_lock 11.784 9.999 12.331 8.226 7.037 12.357
local_lock_irqsave 61.0555 36.805 72.832 52.4915 35.128 73.971
local_trylock 19.854 19.188 20.852 19.928 19.35 21.953
migrate_disable 116.333 95.175 132.392 120.312 97.308 138.687
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
set output "charts/6.1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 9.8645 74.0035 212.409 377.368
preempt_disable/bh 10.332 70.9035 151.594 592.642
local_irq_save/task 48.408 374.419 711.378 2643.66
local_irq_save/bh 56.8695 382.014 622.059 1583.41
local_bh_disable/task 37.531 330.608 900.443 1561.17
local_bh_disable/bh 30.123 276.714 572.26 2063.14
local_lock/task 11.5225 86.3235 165.427 382.741
local_lock/bh 6.815 82.773 137.935 277.185
local_lock_irqsave/task 50.77 410.737 685.26 3556.69
local_lock_irqsave/bh 43.589 403.88 621.697 2060.58
local_trylock/task 19.082 138.411 291.262 619.377
local_trylock/bh 19.3555 42.142 353.328 816.662
migrate_disable/task 92.3505 1025.15 1565.96 25368.6
migrate_disable/bh 100.719 709.19 1601.85 5062.21
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nprim, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1/prim-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/prim-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
