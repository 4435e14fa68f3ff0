reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.7495 3.742 3.765 3.763 3.745 3.776 3.569 3.555 3.593
local_irq_save 28.29 27.612 28.438 27.238 27.179 28.338 5.118 5.089 5.14
local_bh_disable 20.64 20.45 20.794 18.6865 18.596 19.234 ? ? ?
local_lock 3.752 3.743 3.776 3.7555 3.733 3.778 ? ? ?
local_lock_irqsave 28.347 28.081 28.434 28.002 27.185 28.418 ? ? ?
local_trylock 9.811 9.562 9.891 9.8245 9.52 9.88 9.3205 9.275 9.344
migrate_disable 57.194 56.745 57.395 56.9805 56.486 57.417 ? ? ?
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
set output "charts/7.3/boot-3/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-3/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.2935 4.2935 4.2935 5.665
preempt_disable/bh 4.307 4.307 4.307 24.417
preempt_disable/nmi 4.113 4.113 4.113 6.06
local_irq_save/task 28.834 28.834 28.834 99.436
local_irq_save/bh 27.782 27.782 27.782 50.361
local_irq_save/nmi 5.662 5.662 5.662 22.917
local_bh_disable/task 21.184 21.184 21.184 68.822
local_bh_disable/bh 19.2305 19.2305 19.2305 240.256
local_lock/task 4.296 4.296 4.296 7.861
local_lock/bh 4.2995 4.2995 4.2995 32.908
local_lock_irqsave/task 28.891 28.891 28.891 44.637
local_lock_irqsave/bh 28.546 28.546 28.546 42.36
local_trylock/task 10.355 10.355 10.355 91.383
local_trylock/bh 10.3685 10.3685 10.3685 15.338
local_trylock/nmi 9.8645 9.8645 9.8645 44.596
migrate_disable/task 57.738 57.738 57.738 115.056
migrate_disable/bh 57.5245 57.5245 57.5245 68.395
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
set output "charts/7.3/boot-3/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-3/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
