reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 0 0 0 0 0 0
local_irq_save 14.7035 14.546 15.026 15.736 14.942 15.895
local_bh_disable 233.239 229.349 238.085 64.429 63.68 64.918
local_lock 121.893 118.663 126.217 99.131 96.169 100.181
local_lock_irqsave 117.567 114.926 122.121 99.225 94.732 101.966
local_trylock 128.779 127.853 130.696 105.606 104.819 107.148
migrate_disable 42.69 41.968 42.926 19.8585 19.611 19.949
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
preempt_disable/task 7.4615 7.4615 7.4615 17.277
preempt_disable/bh 6.4175 6.4175 6.4175 11.492
local_irq_save/task 24.2145 24.2145 24.2145 145.736
local_irq_save/bh 25.247 25.247 25.247 261.822
local_bh_disable/task 242.75 242.75 242.75 667.109
local_bh_disable/bh 73.94 73.94 73.94 148.121
local_lock/task 131.404 131.404 131.404 762.725
local_lock/bh 108.642 108.642 108.642 204.529
local_lock_irqsave/task 127.078 127.078 127.078 690.276
local_lock_irqsave/bh 108.736 108.736 108.736 309.033
local_trylock/task 138.291 138.291 138.291 1051.52
local_trylock/bh 115.117 115.117 115.117 242.968
migrate_disable/task 52.201 52.201 52.201 338.451
migrate_disable/bh 29.3695 29.3695 29.3695 151.903
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
