reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 11.5345 11.25 11.708 9.9425 9.633 10.07 7.789 7.681 7.86
local_irq_save 38.7735 38.184 39.091 37.8535 37.443 38.328 8.23 8.148 8.317
local_bh_disable 477.25 473.179 486.446 133.389 132.046 135.12 ? ? ?
local_lock 245.353 242.564 251.18 198.88 195.347 200.547 ? ? ?
local_lock_irqsave 247.789 245.147 251.31 197.567 193.743 200.231 ? ? ?
local_trylock 259.901 256.953 264.447 206.644 203.119 209.149 ? ? ?
migrate_disable 93.7305 92.479 94.934 52.804 52.031 53.634 ? ? ?
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
set output "charts/6.1-rt/boot-5/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-5/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 12.6015 12.6015 12.6015 266.537
preempt_disable/bh 11.0095 11.0095 11.0095 347.86
preempt_disable/nmi 8.856 8.856 8.856 18.377
local_irq_save/task 39.8405 39.8405 39.8405 510.4
local_irq_save/bh 38.9205 38.9205 38.9205 383.295
local_irq_save/nmi 9.297 9.297 9.297 401.43
local_bh_disable/task 478.317 478.317 478.317 1943.73
local_bh_disable/bh 134.457 134.457 134.457 1944.64
local_lock/task 246.42 246.42 246.42 8508.07
local_lock/bh 199.947 199.947 199.947 663.977
local_lock_irqsave/task 248.856 248.856 248.856 1226.27
local_lock_irqsave/bh 198.634 198.634 198.634 1772.57
local_trylock/task 260.968 260.968 260.968 8255.42
local_trylock/bh 207.711 207.711 207.711 3020.89
migrate_disable/task 94.7975 94.7975 94.7975 734.722
migrate_disable/bh 53.871 53.871 53.871 995.883
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
set output "charts/6.1-rt/boot-5/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-5/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
