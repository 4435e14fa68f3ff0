reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.5295 3.506 3.557 3.5605 3.523 3.606
local_irq_save 26.61 26.496 26.702 26.574 26.288 26.798
local_bh_disable 19.489 19.377 19.651 18.2115 18.023 18.398
local_lock 3.5485 3.515 3.57 3.551 3.524 3.583
local_lock_irqsave 26.646 26.529 26.778 26.7025 26.602 26.867
local_trylock 9.5415 9.517 9.613 9.6995 9.596 9.921
migrate_disable 53.761 53.22 54.13 53.5165 52.916 54.003
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
set output "charts/7.3/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.0695 4.0695 4.0695 7.494
preempt_disable/bh 4.1005 4.1005 4.1005 6.058
local_irq_save/task 27.15 27.15 27.15 51.715
local_irq_save/bh 27.114 27.114 27.114 40.933
local_bh_disable/task 20.029 20.029 20.029 97.474
local_bh_disable/bh 18.7515 18.7515 18.7515 168.189
local_lock/task 4.0885 4.0885 4.0885 9.803
local_lock/bh 4.091 4.091 4.091 16.475
local_lock_irqsave/task 27.186 27.186 27.186 85.47
local_lock_irqsave/bh 27.2425 27.2425 27.2425 47.583
local_trylock/task 10.0815 10.0815 10.0815 17.739
local_trylock/bh 10.2395 10.2395 10.2395 14.39
migrate_disable/task 54.301 54.301 54.301 216.206
migrate_disable/bh 54.0565 54.0565 54.0565 100.588
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
set output "charts/7.3/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
