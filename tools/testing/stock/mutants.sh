#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Test the tests: break one rule in a real variant; the suite must fail.
# Each mutant is a copy of module/stock with one edit (a lock removed, an
# uncharge or a reference drop forgotten, a kernel decision changed); the
# plain stocktest built from the copy must exit non-zero. One line per
# mutant, then "N passed, N failed" (passed = mutant killed).
# Needs only bash, perl (Debian: essential) and make.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
stock=$(cd "$here/../../../module/stock" && pwd)
tmp=$(mktemp -d /tmp/sb-mutants.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
killed=0 survived=0

# mutant NAME FILE OLD NEW [FLAVOUR]: OLD must occur exactly once in FILE
mutant() {
	local name=$1 file=$2 flavour=${5:-plain} out nf
	rm -rf "$tmp/stock" "$tmp/build"
	cp -r "$stock" "$tmp/stock"
	if ! OLD=$3 NEW=$4 perl -0777 -i -pe '
		BEGIN { $o = $ENV{OLD}; $n = $ENV{NEW} }
		$c = () = /\Q$o\E/g;
		die "pattern found $c times\n" if $c != 1;
		s/\Q$o\E/$n/;' "$tmp/stock/$file" 2>"$tmp/err"; then
		echo "not ok - mutant '$name': $(cat "$tmp/err") (suite out of date)"
		survived=$((survived + 1))
		return
	fi
	if ! make -s -C "$here" STOCK_DIR="$tmp/stock" BUILD="$tmp/build" "$flavour" \
		>"$tmp/build.log" 2>&1; then
		echo "not ok - mutant '$name': does not build"
		tail -5 "$tmp/build.log"
		survived=$((survived + 1))
		return
	fi
	out=$("$tmp/build/stocktest-$flavour" -s 1 2>&1)
	if [ $? -ne 0 ]; then
		nf=$(grep -c '^not ok' <<<"$out")
		echo "ok - mutant killed: $name ($nf tests failed, first: $(grep -m1 '^not ok' <<<"$out" | cut -c10-))"
		killed=$((killed + 1))
	else
		echo "not ok - mutant survived: $name"
		survived=$((survived + 1))
	fi
}

mutant "decoupled: refill_stock without the memcg lock" decoupled.c \
$'\tif (!sb_trylock(&sb_dc_pcp(s)->memcg.lock)) {\n\t\tsb_count(s, SB_CNT_TRYLOCK_FAIL);\n\t\tsb_count(s, SB_CNT_DIRECT_UNCHARGE);\n\t\tsb_memcg_uncharge(memcg, nr_pages);\n\t\treturn;\n\t}\n\tt0 = sb_hold_begin(s);\n\tsb_dc_refill_locked(s, dc_memcg_this(s), memcg, nr_pages, NULL, true);\n\tsb_hold_end(s, t0);\n\tsb_unlock(&sb_dc_pcp(s)->memcg.lock);' \
$'\tt0 = sb_hold_begin(s);\n\tsb_dc_refill_locked(s, dc_memcg_this(s), memcg, nr_pages, NULL, true);\n\tsb_hold_end(s, t0);'

mutant "decoupled: consume_stock without the memcg lock" decoupled.c \
$'\tif (!sb_trylock(&sb_dc_pcp(s)->memcg.lock)) {\n\t\tsb_count(s, SB_CNT_TRYLOCK_FAIL);\n\t\treturn false;\n\t}\n\tt0 = sb_hold_begin(s);\n\tst = dc_memcg_this(s);' \
$'\tt0 = sb_hold_begin(s);\n\tst = dc_memcg_this(s);'
# (its unlock then underflows the emulated preempt count: also caught)

# stock1_body.h is compiled into irq, preempt, locallock, trylock and busted
mutant "locallock, trylock: obj drain forgets to give its pages back" stock1_body.h \
$'\t\t\tsb_stock1_refill(s, &SB1_THIS(s)->page, memcg, pages);\n' ''

mutant "irq, preempt, locallock: refill_stock outside the stock's protection" stock1_body.h \
$'\tsb1_lock(s, &flags);\n\tt0 = sb_hold_begin(s);\n\tsb_stock1_refill(s, &SB1_THIS(s)->page, memcg, nr_pages);\n\tsb_hold_end(s, t0);\n\tsb1_unlock(s, flags);' \
$'\t(void)flags;\n\tt0 = sb_hold_begin(s);\n\tsb_stock1_refill(s, &SB1_THIS(s)->page, memcg, nr_pages);\n\tsb_hold_end(s, t0);'

mutant "locallock: the stock under preempt_disable instead of the IRQ-saving lock" locallock.c \
$'\tlocal_lock_irqsave(&ll_pcp(s)->stock_lock, *flags);\n}\n\nstatic __always_inline void sb1_unlock(struct sb_stock *s, unsigned long flags)\n{\n\tlocal_unlock_irqrestore(&ll_pcp(s)->stock_lock, flags);' \
$'\t*flags = 0;\n\tpreempt_disable();\n}\n\nstatic __always_inline void sb1_unlock(struct sb_stock *s, unsigned long flags)\n{\n\tpreempt_enable();'

mutant "irq: the stock without disabling IRQs" irq.c \
$'\tlocal_irq_save(*flags);\n}\n\nstatic __always_inline void sb1_unlock(struct sb_stock *s, unsigned long flags)\n{\n\tlocal_irq_restore(flags);' \
$'\t*flags = 0;\n}\n\nstatic __always_inline void sb1_unlock(struct sb_stock *s, unsigned long flags)\n{'

mutant "outside: detached memcg never css_put" outside.c \
$'\t\tsb_css_put(det.memcg);\n' ''

mutant "outside: detached pages never uncharged" outside.c \
$'\t\t\tsb_memcg_uncharge(det.memcg, det.nr_pages);\n' $'\t\t\t;\n'

mutant "decoupled: failed obj trylock loses the tail bytes" decoupled.c \
$'\t\tatomic_add(nr_bytes & (PAGE_SIZE - 1), &objcg->nr_charged_bytes);\n' ''

mutant "decoupled: new objcg slot does not adopt nr_charged_bytes" decoupled.c \
$'\t\tstored = atomic_read(&objcg->nr_charged_bytes) ?\n\t\t\t atomic_xchg(&objcg->nr_charged_bytes, 0) : 0;' \
$'\t\tstored = 0;'

mutant "preempt: task_obj used from interrupts too" preempt.c \
$'\tif (likely(in_task())) {\n\t\t*flags = 0;' $'\tif (1) {\n\t\t*flags = 0;'

mutant "trylock: refill fallback forgets the direct uncharge" trylock.c \
$'\t\tsb_memcg_uncharge(memcg, nr_pages);\n\t\treturn;' $'\t\treturn;'

mutant "shared: flush rule '>= batch' instead of '> batch'" stock1.h \
$'\tif (st->nr_pages > sb_charge_batch(s))' $'\tif (st->nr_pages >= sb_charge_batch(s))'

mutant "decoupled: eviction always picks slot 0" decoupled.c \
$'\t\t\ti = st->drain_idx++;\n\t\t\tif (st->drain_idx >= SB_NR_MEMCG_STOCK)' \
$'\t\t\ti = 0; st->drain_idx++;\n\t\t\tif (st->drain_idx >= SB_NR_MEMCG_STOCK)'

mutant "decoupled_random: the random victim replaced by the round-robin index" decoupled.c \
$'\t\t\ti = sb_dc_random_victim(&st->victim_rnd);' \
$'\t\t\ti = st->drain_idx++ % SB_NR_MEMCG_STOCK;'

mutant "decoupled_random: the PRNG state never advances (one fixed victim)" decoupled.h \
$'\t*rnd = x;\n' ''

mutant "decoupled: evicts at random too (SB_F_RANDOM_VICTIM ignored)" decoupled.c \
$'\t\tif (s->ops->flags & SB_F_RANDOM_VICTIM) {' $'\t\tif (1) {'

mutant "model: failed charge does not unwind the levels below" model.c \
$'\t\t\tfor (c = counter; c != *fail; c = sb_pc_parent(c, rules))\n\t\t\t\tsb_pc_cancel(c, n, protection, rules);\n' ''

mutant "compat (RT): trylock tries the rtmutex in hardirq/NMI" local_trylock_compat.h \
$'\t\tif (!in_nmi() && !in_hardirq()) {' $'\t\tif (1) {' rt

mutant "irq: v6.1's MEMCG_CHARGE_BATCH (64) on a v5.12 stock" irq.c \
$'\t.charge_batch = SB_CHARGE_BATCH_V5,' $'\t.charge_batch = SB_CHARGE_BATCH,'

mutant "preempt: v6.1's MEMCG_CHARGE_BATCH (64) on a v5.15 stock" preempt.c \
$'\t.charge_batch = SB_CHARGE_BATCH_V5,' $'\t.charge_batch = SB_CHARGE_BATCH,'

mutant "compat: re-entry WARN on a kernel without lockdep" local_trylock_compat.h \
$'#ifdef CONFIG_LOCKDEP\n#define __sb_tl_assert_free' $'#if 1\n#define __sb_tl_assert_free'

mutant "decoupled: claims v6.16 again" decoupled.c \
$'.desc = "7.3 (not 6.16-7.1): ' $'.desc = "v6.16-7.3: '

mutant "refs: one shared counter for every CPU (the old atomic)" stock_internal.h \
$'\tthis_cpu_add(*count, n);' $'\t__atomic_fetch_add(per_cpu_ptr(count, 0), n, __ATOMIC_SEQ_CST);\n\tsb_shim_rmw();'

mutant "refs: two objcgs share a cache line" stock.h \
$'\tunsigned int id;\n} ____cacheline_aligned_in_smp;' $'\tunsigned int id;\n};'

mutant "locallock: no MEMCG_KMEM update (the 5.x rule on 6.1)" locallock.c \
$'\t.kmem_stat = SB_KMEM_V61,' $'\t.kmem_stat = SB_KMEM_NONE,'

mutant "irq: a 6.1 MEMCG_KMEM update on a 5.12 stock" irq.c \
$'\t.kmem_stat = SB_KMEM_NONE,' $'\t.kmem_stat = SB_KMEM_V61,'

mutant "core: the stats_updates walk stops at the memcg itself" core.c \
$'\tfor (; pcpu; pcpu = statc->parent_pcpu) {' $'\tfor (; pcpu; pcpu = NULL) {'

mutant "core: the walk goes on past a flushable level" core.c \
$'\t\t\tbreak;\n\t\tx = this_cpu_add_return' $'\t\t\t{}\n\t\tx = this_cpu_add_return'

mutant "model: no protection propagation on charge" model.c \
$'\t\tif (protection)\n\t\t\tsb_pc_propagate(c, new, rules);\n\t\tsb_pc_watermark(c, new, rules);\n\t}\n\treturn true;' $'\t\tsb_pc_watermark(c, new, rules);\n\t}\n\treturn true;'

mutant "model: failcnt written on cgroup v2 by 7.3" model.c \
$'\tbool track_failcnt = rules >= SB_PC_V615 ? counter->track_failcnt :' $'\tbool track_failcnt = rules >= SB_PC_V615 ? true :'

mutant "decoupled: 6.1 page_counter rules on 7.3" decoupled.c \
$'\t.pc_rules = SB_PC_V615,' $'\t.pc_rules = SB_PC_V61,'

mutant "model: 5.x propagation skips a stale usage" model.c \
$'\t\tif (!limit && !atomic_long_read(mine))' $'\t\tif (!limit)'

mutant "counters: a hit counted again on the hit path" stock_internal.h \
$'\t\tif (!counted)\n\t\t\tsb_count(s, SB_CNT_HIT);' $'\t\tsb_count(s, SB_CNT_HIT);'

mutant "counters: a miss keeps the hit its driver counted" stock_internal.h \
$'\tif (counted)\n\t\tthis_cpu_dec(s->stats->cnt[hit]);\n' ''

mutant "decoupled: a slot consumed to zero is kept (not 7.3.4's consume_stock)" decoupled.c \
$'\t\t\tif (stock_pages == nr_pages) {\n\t\t\t\tsb_css_put(memcg);' $'\t\t\tif (0) {\n\t\t\t\tsb_css_put(memcg);'

mutant "irq: the v6.1 page_counter (padded layout) on a 5.12 stock" irq.c \
$'\t.pc_rules = SB_PC_V5,' $'\t.pc_rules = SB_PC_V61,'

mutant "trylock: v6.16's walk (stops at a flushable level) on 6.15" trylock.c \
$'\t.kmem_stat = SB_KMEM_V68,' $'\t.kmem_stat = SB_KMEM_V73,'

mutant "core: the v6.8 walk adds the atomic on a flushable level too" core.c \
$'\t\tif (!sb_vmstats_needs_flush(s, statc->vmstats))\n\t\t\tatomic_long_add' $'\t\tif (1)\n\t\t\tatomic_long_add'

mutant "core: v5.18's !in_task() over-high test on 5.x" core.c \
$'\tbool irq = sb_era_v5(s) ? in_interrupt() : !in_task();' $'\tbool irq = !in_task();'

mutant "core: v5.18's migrate_disable() in a 5.x drain_all_stock()" core.c \
$'\tif (sb_era_v5(s)) {\n\t\tcurcpu = get_cpu();' $'\tif (0) {\n\t\tcurcpu = get_cpu();'

mutant "locallock, trylock: an obj drain leaves the slab stat in the stock" stock1_body.h \
$'\tsb_objstock1_stat_flush(s, st, old);\n\tWRITE_ONCE(st->cached_objcg, NULL);\n\treturn old;' $'\tWRITE_ONCE(st->cached_objcg, NULL);\n\treturn old;'

mutant "preempt: an obj drain leaves the slab stat in the stock (5.13's drain)" stock1_body.h \
$'#if SB1_OBJ == SB1_OBJ_OWN\n\tsb_objstock1_stat_flush(s, st, old);\n#endif\n' ''

mutant "preempt: the slab stat not cached (5.13's mod_objcg_state)" preempt.c \
$'\tnr = sb_objstock1_stat_fold(st, nr);\n' ''

mutant "decoupled: kfree keeps the object's objcg reference" decoupled.c \
$'\tsb_objcg_put(objcg);\n}\n\n/* ---- draining' $'}\n\n/* ---- draining'

mutant "decoupled: the slab stat counted twice (stock and memcg)" decoupled.c \
$'\t\t*bytes = nr;\n\t\tnr = 0;\n\t} else {' $'\t\t*bytes = nr;\n\t} else {'

mutant "trylock: consume_stock takes the lock whatever the gfp (no NMI page path)" trylock.c \
$'\tif (sb_gfp_allow_spinning(gfp)) {\n\t\tsb_lock_irqsave' $'\tif (1) {\n\t\tsb_lock_irqsave'

echo "$killed passed, $survived failed"
[ "$survived" -eq 0 ]
