// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the in-kernel self-test, KTAP to dmesg and to `selftest`.
 *
 * Accounting, per variant, in the writer's task context: charges and
 * uncharges of many sizes on several memcgs, checks that charges held
 * across a full drain are exactly what the page_counters show, then that
 * everything drains back to a clean model. Contexts: a short engine run of
 * raw primitives in every context, which must land in each context it
 * claims (no mismatch, no failure); then every line of that run's
 * results.csv has as many columns as its header.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/workqueue.h>
#include "bench.h"

#define SB_ST_LEN	16384

static DEFINE_MUTEX(sb_st_lock);
static struct sb_report *sb_st_last;

struct sb_ktap {
	struct sb_report *rep;
	unsigned int n, failed, skipped;
};

static void sb_ktap(struct sb_ktap *k, const char *fmt, ...) __printf(2, 3);
static void sb_ktap(struct sb_ktap *k, const char *fmt, ...)
{
	size_t o = k->rep->len;
	va_list ap;

	va_start(ap, fmt);
	k->rep->len += vscnprintf(k->rep->buf + o, SB_ST_LEN - o, fmt, ap);
	va_end(ap);
	pr_info("%s", k->rep->buf + o);
}

static void sb_ktap_result(struct sb_ktap *k, bool ok, const char *skip,
			   const char *name, const char *why)
{
	k->n++;
	if (skip)
		sb_ktap(k, "ok %u %s # SKIP %s\n", k->n, name, skip);
	else if (ok)
		sb_ktap(k, "ok %u %s\n", k->n, name);
	else
		sb_ktap(k, "not ok %u %s # %s\n", k->n, name, why);
	k->failed += !ok && !skip;
	k->skipped += !!skip;
}

static long sb_usage(struct sb_memcg *m)
{
	return atomic_long_read(&m->memory.usage);
}

/* 0, or -EUCLEAN with @why filled */
static int sb_st_accounting(const struct sb_stock_ops *ops,
			    struct workqueue_struct *wq, char *why, size_t len)
{
	struct sb_model *m;
	struct sb_stock *s;
	unsigned int i, held = 0;
	int ret = 0;

	m = sb_model_create(2, 3, LONG_MAX / 2);
	s = m ? sb_stock_create(ops, m, wq, SB_OPT_OUTSIDE_NMI_DIRECT) : NULL;
	if (!s) {
		snprintf(why, len, "cannot create model/stock");
		if (m)
			sb_model_destroy(m);
		return -ENOMEM;
	}
	/* sizes around the charge batch (64) and the page size */
	for (i = 0; i < 2000; i++) {
		struct sb_memcg *mc = m->leaves[i % 3];
		unsigned int pages = 1 + (i * 7) % 130;
		size_t bytes = 1 + (i * 37) % 9000;

		if (!ops->charge(s, mc, pages, GFP_KERNEL))
			ops->uncharge(s, mc, pages);
		if (!ops->obj_charge(s, m->objcgs[i % 3], bytes, GFP_KERNEL))
			ops->obj_uncharge(s, m->objcgs[i % 3], bytes);
	}
	/* hold 5 pages on leaf 0 across a full drain: exactly 5 remain */
	for (i = 0; i < 5; i++)
		held += !ops->charge(s, m->leaves[0], 1, GFP_KERNEL);
	sb_stock_drain_everything(s);
	if (held != 5) {
		snprintf(why, len, "%u of 5 one-page charges failed", 5 - held);
		ret = -EUCLEAN;
	} else if (sb_usage(m->leaves[0]) != 5 || sb_usage(m->leaves[1]) ||
		   sb_usage(m->leaves[2])) {
		snprintf(why, len, "after drain, leaf usage %ld/%ld/%ld, expected 5/0/0",
			 sb_usage(m->leaves[0]), sb_usage(m->leaves[1]),
			 sb_usage(m->leaves[2]));
		ret = -EUCLEAN;
	}
	for (i = 0; i < held; i++)
		ops->uncharge(s, m->leaves[0], 1);
	sb_stock_drain_everything(s);
	if (!ret)
		ret = sb_model_check_clean(m, why, len);
	sb_stock_destroy(s);
	sb_model_destroy(m);
	return ret;
}

/* every line of @r's results.csv: as many columns as the header */
static void sb_st_csv(struct sb_ktap *k, struct sb_run *r)
{
	unsigned int want = sb_csv_columns(), got, lineno = 0;
	char why[SB_ERR_LEN] = "";
	struct sb_report *rep;
	const char *p, *q, *end;

	rep = r ? sb_report_csv(r) : NULL;
	if (!rep) {
		sb_ktap_result(k, false, NULL, "csv_columns",
			       r ? "out of memory" : "no run to report");
		return;
	}
	for (p = rep->buf; p < rep->buf + rep->len && !why[0]; p = end + 1) {
		end = memchr(p, '\n', rep->buf + rep->len - p);
		if (!end) {
			snprintf(why, sizeof(why), "line %u has no newline",
				 lineno + 1);
			break;
		}
		lineno++;
		if (*p == '#')
			continue;
		for (got = 1, q = p; q < end; q++)
			got += *q == ',';
		if (got != want)
			snprintf(why, sizeof(why), "line %u: %u columns, the header %u",
				 lineno, got, want);
	}
	sb_report_put(rep);
	sb_ktap_result(k, !why[0], NULL, "csv_columns", why);
}

static void sb_st_contexts(struct sb_ktap *k)
{
	char err[SB_ERR_LEN] = "", name[32];
	struct sb_config *c;
	struct sb_plan *p;
	struct sb_run *r;
	unsigned int ctx, ci, i;
	int ret;

	p = kmalloc(sizeof(*p), GFP_KERNEL);
	if (!p) {
		sb_ktap_result(k, false, NULL, "contexts", "out of memory");
		return;
	}
	c = &p->cfg;
	sb_config_defaults(c);
	c->workload = SB_WL_PRIM;
	strscpy(c->variants, "preempt_disable", sizeof(c->variants));
	c->contexts = BIT(SB_CTX_MIXED) - 1;
	c->repeats = 1;
	c->samples = 3;
	c->sample_us = 50;
	ret = sb_plan_resolve(p, err, sizeof(err));
	if (!ret)
		ret = sb_run_start(p, true, err, sizeof(err));
	kfree(p);
	if (!ret)
		ret = sb_run_wait();
	r = ret ? NULL : sb_run_last();
	for (ctx = 0; ctx < SB_CTX_MIXED; ctx++) {
		const char *why = NULL, *skip = NULL;
		char buf[SB_ERR_LEN];

		snprintf(name, sizeof(name), "context_%s", sb_ctx_names[ctx]);
		if (!r) {
			snprintf(buf, sizeof(buf), "run failed: %d %s", ret, err);
			sb_ktap_result(k, false, NULL, name, buf);
			continue;
		}
		for (ci = 0; ci < r->ncells && r->cells[ci].ctx != ctx; ci++)
			;
		if (ci == r->ncells) {
			sb_ktap_result(k, false, NULL, name, "cell missing");
			continue;
		}
		if (r->cells[ci].skip[0]) {
			skip = r->cells[ci].skip;
		} else {
			for (i = 0; i < r->nworkers && !why; i++) {
				struct sb_row *row = sb_row(r, ci, 0, 0, i);

				if (row->ctx_mismatch) {
					snprintf(buf, sizeof(buf), "cpu %u: ran outside %s %llu times",
						 r->workers[i].cpu, sb_ctx_names[ctx],
						 row->ctx_mismatch);
					why = buf;
				} else if (row->state == SB_ROW_FAILED) {
					snprintf(buf, sizeof(buf), "cpu %u: %s",
						 r->workers[i].cpu, row->why);
					why = buf;
				} else if (row->state == SB_ROW_OK && !row->ops) {
					why = "no op ran";
				}
			}
		}
		sb_ktap_result(k, !why, skip, name, why);
	}
	sb_st_csv(k, r);
	sb_selftest_release();
}

int sb_selftest_run(void)
{
	struct workqueue_struct *wq;
	struct sb_ktap k = {};
	char why[SB_ERR_LEN], name[48];
	unsigned int i;

	if (sb_run_busy())
		return -EBUSY;
	k.rep = sb_report_alloc(SB_ST_LEN);
	wq = sb_drain_wq_create();
	if (!k.rep || !wq) {
		if (wq)
			destroy_workqueue(wq);
		sb_report_put(k.rep);
		return -ENOMEM;
	}
	mutex_lock(&sb_st_lock);
	sb_ktap(&k, "KTAP version 1\n");
	/* accounting per variant, one per context below mixed, csv_columns */
	sb_ktap(&k, "1..%u\n", sb_nr_variants + SB_CTX_MIXED + 1);
	for (i = 0; i < sb_nr_variants; i++) {
		const struct sb_stock_ops *ops = sb_variants[i];
		bool rt_ok = !IS_ENABLED(CONFIG_PREEMPT_RT) ||
			     (ops->ctx_ok_rt & BIT(SB_CTX_TASK));
		const char *skip = NULL;
		int ret = 0;

		/*
		 * busted has no protection at all: a preemption or migration
		 * inside one of its operations may lose an update even here,
		 * so exactness is not its property (the guest test
		 * tools/vm/guest/tests/90-busted.sh checks that it is caught).
		 */
		if (ops->flags & SB_F_BUSTED)
			skip = "unprotected negative control: exactness not expected";
		else if (!rt_ok)
			skip = "variant not valid on PREEMPT_RT";
		snprintf(name, sizeof(name), "accounting_%s", ops->name);
		why[0] = '\0';
		if (!skip)
			ret = sb_st_accounting(ops, wq, why, sizeof(why));
		sb_ktap_result(&k, !ret, skip, name, why);
	}
	destroy_workqueue(wq);
	sb_st_contexts(&k);
	/* KTAP: a "# SKIP" result is neither a pass nor a failure */
	sb_ktap(&k, "# Totals: pass:%u fail:%u skip:%u\n",
		k.n - k.failed - k.skipped, k.failed, k.skipped);
	sb_report_put(sb_st_last);
	sb_st_last = k.rep;
	kref_get(&k.rep->ref);
	mutex_unlock(&sb_st_lock);
	sb_report_put(k.rep);
	return 0;
}

struct sb_report *sb_selftest_get(void)
{
	struct sb_report *rep;

	mutex_lock(&sb_st_lock);
	rep = sb_st_last;
	if (rep)
		kref_get(&rep->ref);
	mutex_unlock(&sb_st_lock);
	return rep;
}

void sb_selftest_exit(void)
{
	sb_report_put(sb_st_last);
	sb_st_last = NULL;
}
