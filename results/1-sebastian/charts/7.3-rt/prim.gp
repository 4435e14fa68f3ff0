reset
set datafile missing "?"
$nsop << EOD
# variant task lo hi bh lo hi
preempt_disable 12.164 7.682 12.858 11.442 7.445 12.324
local_irq_save 83.321 55.358 93.364 75.5715 50.831 91.377
local_bh_disable 292.69 222.448 350.627 199.813 132.46 208.475
local_lock 256.257 196.685 305.719 258.081 194.126 270.706
local_lock_irqsave 262.693 204.109 297.03 242.976 171.866 269.759
local_trylock 272.389 209.777 294.771 232.455 183.986 252.352
migrate_disable 106.407 75.471 115.82 73.812 63.302 78.653
EOD
set title "median ns/op per variant and context (bars: 95% CI of the median)\nprim, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
set ylabel "ns/op"
set yrange [0:*]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.6 border -1
set key outside right top
set grid ytics
set xtics rotate by -30
set terminal pngcairo size 1200,700 noenhanced
set output "charts/7.3-rt/prim-nsop.png"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/prim-nsop.svg"
plot $nsop using 2:3:4:xtic(1) title "task", $nsop using 5:6:7 title "bh"
set output
reset
set datafile missing "?"
$lat << EOD
# group p50 p90 p99 max
preempt_disable/task 12.0115 15.148 27.9005 342.464
preempt_disable/bh 11.13 14.9405 24.407 73.294
local_irq_save/task 83.8405 108.904 184.93 452.393
local_irq_save/bh 71.998 108.526 173.231 569.63
local_bh_disable/task 288.216 422.261 768.532 2331.36
local_bh_disable/bh 197.5 273.793 520.513 1133.91
local_lock/task 242.336 351.183 783.529 1514.34
local_lock/bh 253.451 367.748 525.255 1344.49
local_lock_irqsave/task 259.144 409.986 707.709 5201.6
local_lock_irqsave/bh 245.505 317.118 574.742 2171.75
local_trylock/task 263.832 406.77 619.457 1764.49
local_trylock/bh 229.072 326.034 560.64 2898.28
migrate_disable/task 105.188 162.162 242.807 1084.25
migrate_disable/bh 72.095 114.784 175.824 479.864
EOD
set title "per-op latency percentiles from the per-batch histograms (median over rows; max: largest)\nprim, kernel 7.3.4+deb13-rt-amd64 - emulated (QEMU TCG): not hardware numbers"
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
set output "charts/7.3-rt/prim-latency.png"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set terminal svg size 1200,700 noenhanced
set output "charts/7.3-rt/prim-latency.svg"
plot $lat using 2:xtic(1) title "p50", '' using 3 title "p90", '' using 4 title "p99", '' using 5 title "max"
set output
