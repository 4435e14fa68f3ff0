reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.73 3.686 3.777 3.7575 3.696 3.79 3.5925 3.571 3.608
local_irq_save 27.3765 27.309 27.485 27.637 27.534 27.844 5.153 5.116 5.177
local_bh_disable 20.37 20.163 20.752 18.7805 18.681 18.954 ? ? ?
local_lock 3.684 3.67 3.746 3.761 3.696 3.801 ? ? ?
local_lock_irqsave 27.4265 27.305 27.531 27.559 27.488 27.712 ? ? ?
local_trylock 9.5795 9.498 9.656 9.628 9.539 9.752 9.313 9.245 9.356
migrate_disable 56.2745 55.686 57.098 56.305 55.604 56.846 ? ? ?
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
set output "charts/7.3/boot-2/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-2/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.278 4.278 4.278 26.877
preempt_disable/bh 4.3055 4.3055 4.3055 5.438
preempt_disable/nmi 4.1405 4.1405 4.1405 7.038
local_irq_save/task 27.9245 27.9245 27.9245 48.923
local_irq_save/bh 28.185 28.185 28.185 40.041
local_irq_save/nmi 5.701 5.701 5.701 8.116
local_bh_disable/task 20.918 20.918 20.918 61.978
local_bh_disable/bh 19.3285 19.3285 19.3285 225.382
local_lock/task 4.232 4.232 4.232 11.26
local_lock/bh 4.309 4.309 4.309 5.617
local_lock_irqsave/task 27.9745 27.9745 27.9745 78.946
local_lock_irqsave/bh 28.107 28.107 28.107 39.48
local_trylock/task 10.1275 10.1275 10.1275 92.883
local_trylock/bh 10.176 10.176 10.176 21.157
local_trylock/nmi 9.861 9.861 9.861 18.02
migrate_disable/task 56.8225 56.8225 56.8225 224.064
migrate_disable/bh 56.853 56.853 56.853 149.691
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
set output "charts/7.3/boot-2/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-2/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
