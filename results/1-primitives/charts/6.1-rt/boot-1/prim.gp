reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 6.903 6.8 6.965 5.6135 5.536 5.698 4.605 4.59 4.635
local_irq_save 28.254 27.971 28.516 27.104 26.933 27.766 4.5945 4.568 4.608
local_bh_disable 282.933 278.21 287.054 89.6215 89.099 90.375 ? ? ?
local_lock 155.661 154.965 157.278 126.744 125.733 127.817 ? ? ?
local_lock_irqsave 157.525 156.261 159.409 126.989 124.598 127.732 ? ? ?
local_trylock 164.906 163.764 166.976 132.932 132.332 133.432 ? ? ?
migrate_disable 59.77 59.111 60.566 33.412 33.122 33.552 ? ? ?
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
set output "charts/6.1-rt/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 8.018 8.018 8.018 14.395
preempt_disable/bh 6.7285 6.7285 6.7285 14.501
preempt_disable/nmi 5.72 5.72 5.72 8.96
local_irq_save/task 29.369 29.369 29.369 50.154
local_irq_save/bh 28.219 28.219 28.219 42.479
local_irq_save/nmi 5.7095 5.7095 5.7095 9.913
local_bh_disable/task 284.048 284.048 284.048 1428.81
local_bh_disable/bh 90.7365 90.7365 90.7365 142.584
local_lock/task 156.776 156.776 156.776 283.2
local_lock/bh 127.859 127.859 127.859 183.471
local_lock_irqsave/task 158.641 158.641 158.641 231.918
local_lock_irqsave/bh 128.104 128.104 128.104 252.807
local_trylock/task 166.02 166.02 166.02 288.333
local_trylock/bh 134.047 134.047 134.047 188.688
migrate_disable/task 60.885 60.885 60.885 97.331
migrate_disable/bh 34.527 34.527 34.527 75.234
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
set output "charts/6.1-rt/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
