reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi softirq lo hi hardirq lo hi
locallock 371.571 364.838 381.759 377.453 358.976 391.052 370.673 356.571 394.651 251.457 244.655 256.3
decoupled 337.12 317.127 354.448 326.429 318.588 345.515 335.702 315.146 350.369 326.203 309.423 344.96
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nobj, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/6.1/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh", $nsop using 8:9:10 title "softirq", $nsop using 11:12:13 title "hardirq"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 365.519 550.885 1061.2 1389.56
locallock/bh 374.5 552.608 738.932 937.791
locallock/softirq 364.836 447.312 754.928 1042.05
locallock/hardirq 248.358 300.347 307.752 392.519
decoupled/task 331.97 498.077 762.251 1187.91
decoupled/bh 325.907 424.597 660.779 891.632
decoupled/softirq 332.674 428.291 741.457 940.262
decoupled/hardirq 321.774 386.711 443.546 571.089
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nobj, kernel 6.1.0-57-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/6.1/obj-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/6.1/obj-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
