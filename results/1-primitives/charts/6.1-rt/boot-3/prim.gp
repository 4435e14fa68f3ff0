reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 8.906 6.847 10.315 7.475 5.718 9.083
local_irq_save 33.124 26.965 34.612 33.229 27.565 35.512
local_bh_disable 417.988 281.122 523.573 113.703 89.779 123.825
local_lock 269.15 153.489 321.045 167.07 127.61 176.13
local_lock_irqsave 269.987 160.651 313.726 170.029 128.562 175.216
local_trylock 277.105 165.826 331.014 177.555 141.119 186.08
migrate_disable 122.123 58.612 180.104 44.105 33.401 47.537
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
preempt_disable/task 9.978 9.978 9.978 42.897
preempt_disable/bh 8.547 8.547 8.547 28.262
local_irq_save/task 34.196 34.196 34.196 156.726
local_irq_save/bh 34.301 34.301 34.301 67.785
local_bh_disable/task 419.06 419.06 419.06 2800.15
local_bh_disable/bh 114.775 114.775 114.775 231.606
local_lock/task 270.222 270.222 270.222 2056.43
local_lock/bh 168.142 168.142 168.142 306.404
local_lock_irqsave/task 271.059 271.059 271.059 3588.2
local_lock_irqsave/bh 171.101 171.101 171.101 1894.49
local_trylock/task 278.177 278.177 278.177 794.814
local_trylock/bh 178.627 178.627 178.627 470.237
migrate_disable/task 123.195 123.195 123.195 416.01
migrate_disable/bh 45.177 45.177 45.177 86.817
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
