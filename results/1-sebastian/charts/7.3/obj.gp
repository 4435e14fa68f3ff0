reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt 209.966 200.372 288.129 202.851 198.152 333.702
locallock 219.695 214.742 369.076 218.851 216.242 314.139
irq 218.326 205.735 336.721 214.575 205.866 310.496
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nobj, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/obj-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/obj-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt/task 201.738 375.708 527.087 2741.48
preempt/bh 195.691 339.978 507.615 1000.17
locallock/task 217.941 390.769 470.633 2235.83
locallock/bh 217.262 320.388 396.804 5779.09
irq/task 216.12 417.537 691.211 1788.04
irq/bh 212.981 388.917 509.822 1045.85
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nobj, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/obj-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/obj-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
