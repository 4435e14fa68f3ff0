reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 10.009 7.364 10.837 9.102 6.231 9.272 7.2825 5.459 7.622
local_irq_save 34.7405 30.438 37.187 36.039 31.201 37.335 7.892 5.906 8.066
local_bh_disable 382.093 314.412 426.203 117.703 99.425 129.733 ? ? ?
local_lock 198.282 166.093 224.412 172.647 138.48 184.717 ? ? ?
local_lock_irqsave 201.615 173.89 226.467 170.314 140.369 182.569 ? ? ?
local_trylock 227.591 183.088 240.928 181.168 146.399 195.965 ? ? ?
migrate_disable 81.403 68.869 88.809 45.7105 37.502 50.178 ? ? ?
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
set output "charts/6.1-rt/boot-6/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-6/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 11.146 11.146 11.146 31.976
preempt_disable/bh 10.239 10.239 10.239 125.739
preempt_disable/nmi 8.4195 8.4195 8.4195 16.548
local_irq_save/task 35.8775 35.8775 35.8775 123.159
local_irq_save/bh 37.176 37.176 37.176 117.039
local_irq_save/nmi 9.029 9.029 9.029 20.92
local_bh_disable/task 383.23 383.23 383.23 806.367
local_bh_disable/bh 118.84 118.84 118.84 1154.39
local_lock/task 199.419 199.419 199.419 551.595
local_lock/bh 173.784 173.784 173.784 2711.99
local_lock_irqsave/task 202.752 202.752 202.752 712.139
local_lock_irqsave/bh 171.451 171.451 171.451 6000.63
local_trylock/task 228.728 228.728 228.728 2478.34
local_trylock/bh 182.305 182.305 182.305 554.911
migrate_disable/task 82.54 82.54 82.54 815.014
migrate_disable/bh 46.8475 46.8475 46.8475 558.752
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
set output "charts/6.1-rt/boot-6/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-6/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
