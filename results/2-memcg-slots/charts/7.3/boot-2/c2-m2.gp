reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi
trylock 518.967 514.5 524.979
locallock 800.786 702.121 966.388
decoupled 124.406 123.502 127.85
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nc2-m2, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3/boot-2/c2-m2-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-2/c2-m2-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
trylock/task 519.502 519.502 519.502 2027.75
locallock/task 801.321 801.321 801.321 4449.73
decoupled/task 124.941 124.941 124.941 769.07
EOD
set title "percentiles of the batch averages, not per-op latencies (median over rows; max: largest)\nc2-m2, kernel 7.3.4+deb13-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3/boot-2/c2-m2-latency.png"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3/boot-2/c2-m2-latency.svg"
plot $lat using 2:xtic(1) title "batch p50", '' using 3 title "batch p90", '' using 4 title "batch p99", '' using 5 title "batch max"
set output
