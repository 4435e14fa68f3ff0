reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 6.4365 6.232 6.614 5.9945 5.923 6.183 5.808 5.709 5.926
local_irq_save 37.737 37.201 38.393 36.922 36.391 37.341 8.0955 7.932 8.138
local_bh_disable 30.7775 30.274 31.42 28.498 28.181 28.922 ? ? ?
local_lock 6.221 6.125 6.357 6.106 6.036 6.199 ? ? ?
local_lock_irqsave 37.59 36.969 38.195 37.2705 36.884 38.174 ? ? ?
local_trylock 12.1135 11.819 12.514 11.653 11.529 11.872 11.148 10.93 11.38
migrate_disable 72.309 71.309 74.009 70.316 69.532 71.433 ? ? ?
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
set output "charts/6.1/boot-6/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-6/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 7.5245 7.5245 7.5245 148.223
preempt_disable/bh 7.0825 7.0825 7.0825 17.157
preempt_disable/nmi 6.896 6.896 6.896 15.175
local_irq_save/task 38.825 38.825 38.825 1048.71
local_irq_save/bh 38.01 38.01 38.01 409.691
local_irq_save/nmi 9.1835 9.1835 9.1835 18.721
local_bh_disable/task 31.8655 31.8655 31.8655 252.104
local_bh_disable/bh 29.586 29.586 29.586 48.113
local_lock/task 7.309 7.309 7.309 121.195
local_lock/bh 7.194 7.194 7.194 15.508
local_lock_irqsave/task 38.678 38.678 38.678 433.081
local_lock_irqsave/bh 38.3585 38.3585 38.3585 262.301
local_trylock/task 13.2015 13.2015 13.2015 301.345
local_trylock/bh 12.741 12.741 12.741 23.735
local_trylock/nmi 12.236 12.236 12.236 28.49
migrate_disable/task 73.397 73.397 73.397 645.576
migrate_disable/bh 71.404 71.404 71.404 427.87
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
set output "charts/6.1/boot-6/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-6/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
