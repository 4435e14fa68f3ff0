reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 3.194 3.161 3.239 3.2295 3.188 3.255
local_irq_save 24.6015 24.205 24.833 24.2875 24.122 24.749
local_bh_disable 17.889 17.8 18.102 16.7385 16.68 17.129
local_lock 3.235 3.203 3.333 3.2165 3.166 3.265
local_lock_irqsave 24.374 24.185 24.714 24.508 24.215 24.739
local_trylock 6.316 6.257 6.413 6.233 6.204 6.273
migrate_disable 41.7285 41.396 42.402 41.528 40.94 42.272
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
set output "charts/6.1/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.387 4.387 4.387 6.737
preempt_disable/bh 4.4225 4.4225 4.4225 15.012
local_irq_save/task 25.7945 25.7945 25.7945 475.323
local_irq_save/bh 25.4805 25.4805 25.4805 39.426
local_bh_disable/task 19.082 19.082 19.082 33.895
local_bh_disable/bh 17.9315 17.9315 17.9315 35.789
local_lock/task 4.428 4.428 4.428 57.072
local_lock/bh 4.4095 4.4095 4.4095 36.342
local_lock_irqsave/task 25.567 25.567 25.567 596.165
local_lock_irqsave/bh 25.701 25.701 25.701 43.43
local_trylock/task 7.509 7.509 7.509 35.499
local_trylock/bh 7.426 7.426 7.426 33.22
migrate_disable/task 42.9215 42.9215 42.9215 112.831
migrate_disable/bh 42.721 42.721 42.721 85.284
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
set output "charts/6.1/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
