reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 6.5255 6.472 6.619 5.483 5.415 5.648
local_irq_save 26.0455 25.462 26.318 26.271 26.002 26.414
local_bh_disable 277.357 272.577 280.492 87.1935 86.86 87.558
local_lock 151.069 150.205 152.701 118.358 117.938 120.741
local_lock_irqsave 150.661 150.009 151.78 120.153 119.791 120.84
local_trylock 157.855 156.78 158.915 125.069 124.557 127.882
migrate_disable 57.383 57.144 57.567 31.277 30.96 32.087
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
set output "charts/6.1-rt/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.5835 7.5835 7.5835 46.898
preempt_disable/bh 6.541 6.541 6.541 10.891
local_irq_save/task 27.1035 27.1035 27.1035 92.514
local_irq_save/bh 27.329 27.329 27.329 46.982
local_bh_disable/task 278.415 278.415 278.415 672.233
local_bh_disable/bh 88.2515 88.2515 88.2515 116.763
local_lock/task 152.126 152.126 152.126 325.078
local_lock/bh 119.416 119.416 119.416 199.697
local_lock_irqsave/task 151.719 151.719 151.719 512.782
local_lock_irqsave/bh 121.211 121.211 121.211 184.96
local_trylock/task 158.912 158.912 158.912 466.74
local_trylock/bh 126.126 126.126 126.126 179.246
migrate_disable/task 58.441 58.441 58.441 377.847
migrate_disable/bh 32.335 32.335 32.335 96.02
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
set output "charts/6.1-rt/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
