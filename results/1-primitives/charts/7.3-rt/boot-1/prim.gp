reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.7355 3.684 3.794 3.6965 3.658 3.726 3.5775 3.535 3.63
local_irq_save 27.8695 27.515 28.398 27.415 27.148 27.967 5.1485 5.11 5.197
local_bh_disable 134.062 133.088 136.656 90.82 90.302 91.804 ? ? ?
local_lock 125.082 122.577 126.584 109.476 107.53 110.673 ? ? ?
local_lock_irqsave 122.345 120.014 123.689 109.171 107.967 110.258 ? ? ?
local_trylock 117.803 116.113 119 103.104 102.76 103.822 ? ? ?
migrate_disable 43.995 43.606 44.396 32.4445 32.209 32.633 ? ? ?
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
set output "charts/7.3-rt/boot-1/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.2845 4.2845 4.2845 28.686
preempt_disable/bh 4.2455 4.2455 4.2455 24.565
preempt_disable/nmi 4.1265 4.1265 4.1265 45.654
local_irq_save/task 28.4185 28.4185 28.4185 600.833
local_irq_save/bh 27.964 27.964 27.964 214.954
local_irq_save/nmi 5.6975 5.6975 5.6975 289.333
local_bh_disable/task 134.611 134.611 134.611 1956.5
local_bh_disable/bh 91.369 91.369 91.369 799.818
local_lock/task 125.631 125.631 125.631 2056.17
local_lock/bh 110.025 110.025 110.025 2674.38
local_lock_irqsave/task 122.894 122.894 122.894 2623.26
local_lock_irqsave/bh 109.72 109.72 109.72 2076.73
local_trylock/task 118.352 118.352 118.352 1804.71
local_trylock/bh 103.653 103.653 103.653 1266.78
migrate_disable/task 44.544 44.544 44.544 400.34
migrate_disable/bh 32.9935 32.9935 32.9935 743.581
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
set output "charts/7.3-rt/boot-1/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/boot-1/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
