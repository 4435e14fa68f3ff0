reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 6.24 4.42 7.191 6.886 4.412 7.181
local_irq_save 37.3375 32.096 40.177 38.1855 31.476 39.221
local_bh_disable 198.357 156.255 212.178 129.884 96.862 137.157
local_lock 186.432 144.663 192.569 161.45 125.583 172.34
local_lock_irqsave 177.5 141.845 191.383 157.747 124.493 168.4
local_trylock 172.197 129.444 184.162 150.556 117.377 162.71
migrate_disable 66.1805 50.266 70.713 49.895 36.178 52.473
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
set output "charts/7.3-rt/boot-4/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 6.822 6.822 6.822 16.31
preempt_disable/bh 7.468 7.468 7.468 45.332
local_irq_save/task 37.9195 37.9195 37.9195 515.339
local_irq_save/bh 38.7675 38.7675 38.7675 50.196
local_bh_disable/task 198.939 198.939 198.939 1425.41
local_bh_disable/bh 130.466 130.466 130.466 913.811
local_lock/task 187.014 187.014 187.014 1568.56
local_lock/bh 162.032 162.032 162.032 433.5
local_lock_irqsave/task 178.082 178.082 178.082 420.118
local_lock_irqsave/bh 158.329 158.329 158.329 515.133
local_trylock/task 172.779 172.779 172.779 303.871
local_trylock/bh 151.138 151.138 151.138 2670.88
migrate_disable/task 66.7625 66.7625 66.7625 181.165
migrate_disable/bh 50.477 50.477 50.477 180.266
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
set output "charts/7.3-rt/boot-4/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-4/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
