reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi nmi lo hi
locallock 459.515 451.25 465.444 395.034 388.45 400.161 396.115 391.121 399.203 ? ? ? ? ? ?
decoupled 467.851 456.064 474.731 405.385 397.626 408.33 405.967 402.41 408.693 1552.95 1494.12 1619.04 1614.63 1549.91 1648.72
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nobj, kernel 6.1.0-57-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/6.1-rt/boot-5/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq", $nsop using 14:15:16 title "nmi"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-5/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq", $nsop using 14:15:16 title "nmi"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 460.669 460.669 460.669 1464.12
locallock/bh 396.188 396.188 396.188 729.22
locallock/softirq 397.269 397.269 397.269 606.987
decoupled/task 469.005 469.005 469.005 935.479
decoupled/bh 406.539 406.539 406.539 2415.59
decoupled/softirq 407.121 407.121 407.121 616.761
decoupled/hardirq 1554.11 1554.11 1554.11 2377.85
decoupled/nmi 1615.78 1615.78 1615.78 2322.03
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nobj, kernel 6.1.0-57-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1-rt/boot-5/obj-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1-rt/boot-5/obj-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
