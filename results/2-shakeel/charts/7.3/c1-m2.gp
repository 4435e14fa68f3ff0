reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi
locallock 1207.93 1076.35 1264.29
trylock 1223.26 822.83 1329.77
decoupled 457.588 385.9 498.037
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nc1-m2, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/c1-m2-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/c1-m2-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
locallock/task 1189.41 1613.84 4144.33 8284.74
trylock/task 1202.51 1496.86 3500.92 5570.36
decoupled/task 454.211 577.853 1352.72 4241.15
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nc1-m2, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/c1-m2-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/c1-m2-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
