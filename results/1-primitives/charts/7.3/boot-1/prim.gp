reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.786 3.751 3.824 3.75 3.713 3.786 3.677 3.651 3.704
local_irq_save 27.88 27.524 28.101 27.557 27.33 28.009 5.428 5.381 5.454
local_bh_disable 20.56 20.356 20.65 19.1795 18.91 19.575 ? ? ?
local_lock 3.72 3.692 3.753 3.7595 3.728 3.783 ? ? ?
local_lock_irqsave 28.215 28.031 28.482 27.732 27.46 28.062 ? ? ?
local_trylock 9.7505 9.631 9.819 9.628 9.521 9.739 9.5335 9.456 9.617
migrate_disable 59.65 59.009 60.503 59.073 58.579 60.03 ? ? ?
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
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.362 4.362 4.362 134.612
preempt_disable/bh 4.326 4.326 4.326 122.851
preempt_disable/nmi 4.253 4.253 4.253 658.002
local_irq_save/task 28.456 28.456 28.456 1055.21
local_irq_save/bh 28.133 28.133 28.133 1022.35
local_irq_save/nmi 6.004 6.004 6.004 12.462
local_bh_disable/task 21.136 21.136 21.136 767.085
local_bh_disable/bh 19.7555 19.7555 19.7555 813.879
local_lock/task 4.296 4.296 4.296 98.419
local_lock/bh 4.3355 4.3355 4.3355 127.999
local_lock_irqsave/task 28.791 28.791 28.791 776.045
local_lock_irqsave/bh 28.308 28.308 28.308 1022.34
local_trylock/task 10.3265 10.3265 10.3265 341.837
local_trylock/bh 10.204 10.204 10.204 449.29
local_trylock/nmi 10.1095 10.1095 10.1095 666.585
migrate_disable/task 60.226 60.226 60.226 2053.95
migrate_disable/bh 59.649 59.649 59.649 1557.63
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
