reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi nmi lo hi
preempt_disable 3.037 3.013 3.07 3.0305 3.009 3.059 2.9005 2.886 2.925
local_irq_save 26.2925 26.047 26.422 26.2515 26.099 26.369 4.391 4.374 4.413
local_bh_disable 18.9845 18.87 19.114 17.544 17.31 17.651 ? ? ?
local_lock 3.051 3.022 3.077 3.0315 3.018 3.049 ? ? ?
local_lock_irqsave 26.2165 25.949 26.376 26.14 25.931 26.339 ? ? ?
local_trylock 7.3635 7.267 7.474 7.3975 7.337 7.537 7.139 7.113 7.164
migrate_disable 44.8365 44.153 45.082 43.634 43.31 44.232 ? ? ?
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
set output "charts/6.1/boot-5/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-5/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 4.118 4.118 4.118 158.655
preempt_disable/bh 4.1115 4.1115 4.1115 97.258
preempt_disable/nmi 3.9815 3.9815 3.9815 332.777
local_irq_save/task 27.3735 27.3735 27.3735 779.809
local_irq_save/bh 27.3325 27.3325 27.3325 773.15
local_irq_save/nmi 5.472 5.472 5.472 325.921
local_bh_disable/task 20.0655 20.0655 20.0655 1015.11
local_bh_disable/bh 18.625 18.625 18.625 614.222
local_lock/task 4.132 4.132 4.132 128.522
local_lock/bh 4.1125 4.1125 4.1125 97.769
local_lock_irqsave/task 27.2975 27.2975 27.2975 779.453
local_lock_irqsave/bh 27.221 27.221 27.221 1017.72
local_trylock/task 8.4445 8.4445 8.4445 601.754
local_trylock/bh 8.4785 8.4785 8.4785 306.071
local_trylock/nmi 8.22 8.22 8.22 509.516
migrate_disable/task 45.9175 45.9175 45.9175 1539.64
migrate_disable/bh 44.715 44.715 44.715 2518.82
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
set output "charts/6.1/boot-5/prim-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/boot-5/prim-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
