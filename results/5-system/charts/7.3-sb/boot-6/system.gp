reset
set datafile missing "?"
$nsop << EOD
# variant c1 lo hi c2 lo hi f16g8 lo hi
netperf 22784 22784 22784 30233 28773 31854 1.48096e+06 1.41445e+06 1.57955e+06
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nsystem, kernel 7.3.4-sb - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-sb/boot-6/system-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "c1", $nsop using 5:6:7 title "c2", $nsop using 8:9:10 title "f16g8"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-sb/boot-6/system-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "c1", $nsop using 5:6:7 title "c2", $nsop using 8:9:10 title "f16g8"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
netperf/f16g8 1.426e+06 2.2095e+06 3.8925e+06 3.0252e+07
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nsystem, kernel 7.3.4-sb - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-sb/boot-6/system-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-sb/boot-6/system-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
