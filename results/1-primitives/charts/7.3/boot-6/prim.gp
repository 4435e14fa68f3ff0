reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 5.8835 3.858 6.73 5.3125 3.871 6.487 5.5245 3.943 6.399
local_irq_save 33.782 29.179 37.191 33.9985 28.917 37.565 7.534 5.857 8.465
local_bh_disable 27.809 20.558 31.947 24.5245 19.905 28.365 ? ? ?
local_lock 6.229 3.84 6.638 5.526 3.866 6.544 ? ? ?
local_lock_irqsave 34.914 28.526 37.604 33.36 28.495 37.139 ? ? ?
local_trylock 14.1085 9.943 14.629 12.53 10.208 14.233 11.7165 10.547 14.153
migrate_disable 82.21 59.611 87.094 70.481 58.907 84.419 ? ? ?
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
set output "charts/7.3/boot-6/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-6/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 6.3635 6.3635 6.3635 257.182
preempt_disable/bh 5.7925 5.7925 5.7925 259.654
preempt_disable/nmi 6.0045 6.0045 6.0045 258.859
local_irq_save/task 34.262 34.262 34.262 195.961
local_irq_save/bh 34.4785 34.4785 34.4785 710.082
local_irq_save/nmi 8.014 8.014 8.014 685.934
local_bh_disable/task 28.289 28.289 28.289 1033.12
local_bh_disable/bh 25.0045 25.0045 25.0045 1025.38
local_lock/task 6.709 6.709 6.709 340.875
local_lock/bh 6.006 6.006 6.006 173.023
local_lock_irqsave/task 35.394 35.394 35.394 1049.53
local_lock_irqsave/bh 33.84 33.84 33.84 1040.51
local_trylock/task 14.5885 14.5885 14.5885 520.533
local_trylock/bh 13.01 13.01 13.01 454.32
local_trylock/nmi 12.1965 12.1965 12.1965 26.268
migrate_disable/task 82.69 82.69 82.69 1550.42
migrate_disable/bh 70.961 70.961 70.961 3073.58
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
set output "charts/7.3/boot-6/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-6/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
