reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 6.4865 6.41 6.601 5.4955 5.454 5.593 4.347 4.318 4.395
local_irq_save 26.2225 26.055 26.396 26.283 26.064 26.571 4.3005 4.29 4.319
local_bh_disable 260.263 258.963 263.645 87.603 86.135 88.693 ? ? ?
local_lock 149.863 149.115 151.133 121.818 120.455 123.984 ? ? ?
local_lock_irqsave 161.144 158.791 164.387 127.012 125.091 129.636 ? ? ?
local_trylock 156.34 155.147 158.534 127.368 125.706 129.727 ? ? ?
migrate_disable 57.197 56.816 57.941 32.124 31.902 32.59 ? ? ?
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
set output "charts/6.1-rt/boot-4/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.5455 7.5455 7.5455 172.94
preempt_disable/bh 6.5545 6.5545 6.5545 133.982
preempt_disable/nmi 5.406 5.406 5.406 249.862
local_irq_save/task 27.2815 27.2815 27.2815 656.549
local_irq_save/bh 27.342 27.342 27.342 664.994
local_irq_save/nmi 5.3595 5.3595 5.3595 12.684
local_bh_disable/task 261.322 261.322 261.322 8304.15
local_bh_disable/bh 88.662 88.662 88.662 1691.76
local_lock/task 150.923 150.923 150.923 6589.47
local_lock/bh 122.877 122.877 122.877 4513.6
local_lock_irqsave/task 162.202 162.202 162.202 3768.17
local_lock_irqsave/bh 128.071 128.071 128.071 5459.95
local_trylock/task 157.399 157.399 157.399 4730.19
local_trylock/bh 128.427 128.427 128.427 5876.55
migrate_disable/task 58.256 58.256 58.256 1584.38
migrate_disable/bh 33.183 33.183 33.183 1038.27
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
set output "charts/6.1-rt/boot-4/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-4/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
