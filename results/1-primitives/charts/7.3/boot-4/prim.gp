reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.613 3.592 3.639 3.6895 3.635 3.716 3.505 3.484 3.561
local_irq_save 27.192 27.064 27.303 27.7515 27.345 28.23 5.068 5.025 5.143
local_bh_disable 19.932 19.697 20.053 18.809 18.638 19.071 ? ? ?
local_lock 3.596 3.579 3.625 3.707 3.68 3.73 ? ? ?
local_lock_irqsave 27.2625 27.041 27.432 27.164 27.042 27.475 ? ? ?
local_trylock 9.4845 9.274 9.562 9.56 9.418 9.681 9.164 9.091 9.253
migrate_disable 55.5505 55.163 56.163 56.325 55.734 56.89 ? ? ?
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
set output "charts/7.3/boot-4/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-4/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.175 4.175 4.175 67.986
preempt_disable/bh 4.2515 4.2515 4.2515 21.757
preempt_disable/nmi 4.067 4.067 4.067 141.615
local_irq_save/task 27.754 27.754 27.754 285.558
local_irq_save/bh 28.3135 28.3135 28.3135 776.126
local_irq_save/nmi 5.63 5.63 5.63 101.005
local_bh_disable/task 20.494 20.494 20.494 170.132
local_bh_disable/bh 19.371 19.371 19.371 416.099
local_lock/task 4.158 4.158 4.158 6.615
local_lock/bh 4.269 4.269 4.269 97.311
local_lock_irqsave/task 27.8245 27.8245 27.8245 241.887
local_lock_irqsave/bh 27.726 27.726 27.726 278.706
local_trylock/task 10.0465 10.0465 10.0465 328.265
local_trylock/bh 10.122 10.122 10.122 21.769
local_trylock/nmi 9.726 9.726 9.726 126.923
migrate_disable/task 56.1125 56.1125 56.1125 550.195
migrate_disable/bh 56.887 56.887 56.887 563.868
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
set output "charts/7.3/boot-4/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-4/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
