// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: the run configuration: parse and validate key=value writes,
 * show every key. A write is all or nothing: it is parsed into a copy, and
 * the copy replaces the config only if every token was good.
 */
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>
#include "bench.h"

/*
 * The names of the contexts and workloads, in enum order, from their
 * lists in stock/stock.h: parsing, `config` and the error messages use
 * these arrays.
 */
#define SB_NAME(up, name)	#name,
const char *const sb_ctx_names[] = { SB_CONTEXTS(SB_NAME) };
static_assert(ARRAY_SIZE(sb_ctx_names) == SB_NR_CTX);

const char *const sb_workload_names[] = { SB_WORKLOADS(SB_NAME) };
#undef SB_NAME
static_assert(ARRAY_SIZE(sb_workload_names) == SB_NR_WL);

const char *sb_names_join(const char *const *names, unsigned int n,
			  unsigned long mask, const char *sep, char *buf,
			  size_t len)
{
	const char *s = "";
	size_t o = 0;
	unsigned int i;

	if (!len)
		return buf;
	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		if (i >= BITS_PER_LONG || !(mask & BIT(i)))
			continue;
		o += scnprintf(buf + o, len - o, "%s%s", s, names[i]);
		s = sep;
	}
	return buf;
}

void sb_config_defaults(struct sb_config *c)
{
	memset(c, 0, sizeof(*c));
	strscpy(c->variants, "all", sizeof(c->variants));
	c->contexts = BIT(SB_NR_CTX) - 1;
	c->workload = SB_WL_PAGE;
	c->cpus_all = true;
	c->repeats = 5;
	c->memcgs = 1;
	c->depth = 2;
	c->pages = 1;
	c->bytes = 64;
	c->sample_us = 1000;
	c->samples = 100;
	c->irq_rate = 10000;
	c->softirq_rate = 10000;
	c->nmi_rate = 1000;
	c->drain_rate = 0;
	c->seed = 1;
	c->blocks = 20;
	c->remeasure = 3;
}

struct sb_uint_key {
	const char *key;
	size_t off;
	unsigned int min, max;
	const char *what;		/* config_help's text */
};

#define UKEY(k, lo, hi, w) { #k, offsetof(struct sb_config, k), lo, hi, w }
static const struct sb_uint_key sb_uint_keys[] = {
	UKEY(repeats, 1, 100, "repeats of every cell"),
	UKEY(memcgs, 1, 64, "leaf memcgs each CPU cycles through"),
	UKEY(depth, 1, 8, "memcg hierarchy depth below the root"),
	UKEY(pages, 1, 512, "pages per page charge"),
	UKEY(bytes, 1, 65536, "bytes per obj charge"),
	UKEY(sample_us, 10, 100000, "target duration of one timed sample, in us"),
	UKEY(samples, 1, 100000, "timed samples per subject and repeat"),
	UKEY(irq_rate, 0, 1000000, "mixed: hardirqs/s per CPU (the 3 rates: at most 200000)"),
	UKEY(softirq_rate, 0, 1000000, "mixed: softirqs per second per CPU"),
	UKEY(nmi_rate, 0, 1000000, "mixed: NMIs per second per CPU, at most 20000"),
	UKEY(drain_rate, 0, 100000, "remote drain_all requests per second"),
	UKEY(blocks, 1, 1000, "design=paired: blocks per repeat (at most samples)"),
	UKEY(remeasure, 0, 100, "mixed: short blocks measured again, per CPU and repeat"),
};

/* inject=<subject>:<pct> or inject=none; the name is checked at resolve */
static int sb_parse_inject(struct sb_config *c, char *val, char *err,
			   size_t len)
{
	char *pct = strrchr(val, ':');
	unsigned int u;

	if (!strcmp(val, "none")) {
		c->inject[0] = '\0';
		c->inject_pct = 0;
		return 0;
	}
	if (!pct || pct == val || pct - val >= sizeof(c->inject)) {
		snprintf(err, len, "inject: '%.40s' is not <variant>:<percent> or none",
			 val);
		return -EINVAL;
	}
	*pct++ = '\0';
	if (kstrtouint(pct, 10, &u) || u < 1 || u > 100) {
		snprintf(err, len, "inject: percent '%.20s' is not 1..100", pct);
		return -EINVAL;
	}
	strscpy(c->inject, val, sizeof(c->inject));
	c->inject_pct = u;
	return 0;
}

static int sb_parse_contexts(struct sb_config *c, char *val, char *err,
			     size_t len)
{
	unsigned int mask = 0;
	char *name;
	int i;

	if (!strcmp(val, "all")) {
		c->contexts = BIT(SB_NR_CTX) - 1;
		return 0;
	}
	while ((name = strsep(&val, ","))) {
		for (i = 0; i < SB_NR_CTX; i++)
			if (!strcmp(name, sb_ctx_names[i]))
				break;
		if (i == SB_NR_CTX) {
			char all[64];

			snprintf(err, len, "contexts: unknown context '%s' (%s or all)",
				 name, sb_names_join(sb_ctx_names, SB_NR_CTX,
						     SB_ALL_NAMES, ",", all,
						     sizeof(all)));
			return -EINVAL;
		}
		mask |= BIT(i);
	}
	c->contexts = mask;
	return 0;
}

/* names are checked against the workload once the whole write is parsed */
static int sb_parse_variants(struct sb_config *c, const char *val, char *err,
			     size_t len)
{
	if (!*val || strlen(val) >= sizeof(c->variants)) {
		snprintf(err, len, "variants: empty or longer than %zu characters",
			 sizeof(c->variants) - 1);
		return -EINVAL;
	}
	strscpy(c->variants, val, sizeof(c->variants));
	return 0;
}

/*
 * mixed_cpus=all or n: mixed measures on the first n CPUs of the run only,
 * the others idle through its cells. Under emulation the interrupts come
 * from a host thread that competes with the vCPUs for host CPUs: with
 * every vCPU busy, the asked rates are not delivered (module/README.md).
 */
static int sb_parse_mixed_cpus(struct sb_config *c, const char *val,
			       char *err, size_t len)
{
	unsigned int u;

	if (!strcmp(val, "all")) {
		c->mixed_cpus = 0;
		return 0;
	}
	if (kstrtouint(val, 10, &u) || u < 1 || u > nr_cpu_ids) {
		snprintf(err, len, "mixed_cpus: '%.20s' is not all or 1..%u",
			 val, nr_cpu_ids);
		return -EINVAL;
	}
	c->mixed_cpus = u;
	return 0;
}

static int sb_parse_cpus(struct sb_config *c, const char *val, char *err,
			 size_t len)
{
	int ret;

	if (!strcmp(val, "all")) {
		c->cpus_all = true;
		return 0;
	}
	ret = cpulist_parse(val, &c->cpus);
	if (ret) {
		snprintf(err, len, "cpus: '%s' is not a cpulist (e.g. 0-1,3)", val);
		return -EINVAL;
	}
	if (cpumask_empty(&c->cpus)) {
		snprintf(err, len, "cpus: empty list");
		return -EINVAL;
	}
	if (!cpumask_subset(&c->cpus, cpu_online_mask)) {
		snprintf(err, len, "cpus: '%s' names a CPU that is not online", val);
		return -EINVAL;
	}
	c->cpus_all = false;
	return 0;
}

/* a key of sb_uint_keys[]: 0 or -EINVAL; -ENOENT: not one of them */
static int sb_parse_uint(struct sb_config *c, const char *tok,
			 const char *val, char *err, size_t len)
{
	unsigned int i, u;

	for (i = 0; i < ARRAY_SIZE(sb_uint_keys); i++) {
		const struct sb_uint_key *k = &sb_uint_keys[i];

		if (strcmp(tok, k->key))
			continue;
		if (kstrtouint(val, 0, &u)) {
			snprintf(err, len, "%s: '%.40s' is not a number", tok, val);
			return -EINVAL;
		}
		if (u < k->min || u > k->max) {
			snprintf(err, len, "%s: %u out of range %u..%u", tok, u,
				 k->min, k->max);
			return -EINVAL;
		}
		*(unsigned int *)((char *)c + k->off) = u;
		return 0;
	}
	return -ENOENT;
}

static int sb_parse_workload(struct sb_config *c, const char *val, char *err,
			     size_t len)
{
	int i = sysfs_match_string(sb_workload_names, val);
	char all[64];

	if (i < 0) {
		snprintf(err, len, "workload: unknown '%.40s' (%s)",
			 val, sb_names_join(sb_workload_names, SB_NR_WL,
					    SB_ALL_NAMES, ", ", all,
					    sizeof(all)));
		return -EINVAL;
	}
	c->workload = i;
	return 0;
}

/* key=@no or key=@yes into *@flag */
static int sb_parse_either(bool *flag, const char *tok, const char *val,
			   const char *no, const char *yes, char *err,
			   size_t len)
{
	if (!strcmp(val, no)) {
		*flag = false;
	} else if (!strcmp(val, yes)) {
		*flag = true;
	} else {
		snprintf(err, len, "%s: '%.40s' is neither %s nor %s", tok, val,
			 no, yes);
		return -EINVAL;
	}
	return 0;
}

static int sb_parse_one(struct sb_config *c, char *tok, char *err, size_t len)
{
	char *val = strchr(tok, '=');
	int ret;

	if (!val || val == tok) {
		snprintf(err, len,
			 "'%.40s' is not key=value or defaults (config_help lists the keys)",
			 tok);
		return -EINVAL;
	}
	*val++ = '\0';
	if (!*val) {
		snprintf(err, len, "%s: empty value", tok);
		return -EINVAL;
	}
	ret = sb_parse_uint(c, tok, val, err, len);
	if (ret != -ENOENT)
		return ret;
	if (!strcmp(tok, "variants"))
		return sb_parse_variants(c, val, err, len);
	if (!strcmp(tok, "contexts"))
		return sb_parse_contexts(c, val, err, len);
	if (!strcmp(tok, "cpus"))
		return sb_parse_cpus(c, val, err, len);
	if (!strcmp(tok, "mixed_cpus"))
		return sb_parse_mixed_cpus(c, val, err, len);
	if (!strcmp(tok, "workload"))
		return sb_parse_workload(c, val, err, len);
	if (!strcmp(tok, "outside_nmi"))
		return sb_parse_either(&c->outside_nmi_locked, tok, val,
				       "direct", "locked", err, len);
	if (!strcmp(tok, "design"))
		return sb_parse_either(&c->blocked, tok, val, "paired",
				       "blocked", err, len);
	if (!strcmp(tok, "inject"))
		return sb_parse_inject(c, val, err, len);
	if (!strcmp(tok, "seed")) {
		if (kstrtou64(val, 0, &c->seed)) {
			snprintf(err, len, "seed: '%.40s' is not a u64", val);
			return -EINVAL;
		}
		return 0;
	}
	snprintf(err, len, "unknown key '%.40s' (config_help lists the keys)", tok);
	return -EINVAL;
}

/*
 * Whole-config checks: the interrupt load mixed puts on each CPU, and the
 * memory the run would hold with the CPUs online now (checked again at
 * start, with the CPUs online then).
 */
static int sb_config_check(const struct sb_config *n, unsigned int nsubj,
			   char *err, size_t len)
{
	u64 rate = (u64)n->irq_rate + n->softirq_rate + n->nmi_rate;
	unsigned int nworkers;

	if (rate > SB_MIX_RATE_MAX || n->nmi_rate > SB_MIX_NMI_RATE_MAX) {
		snprintf(err, len,
			 "irq_rate+softirq_rate+nmi_rate: %llu interrupts/s per CPU (nmi_rate %u): at most %d (nmi_rate at most %d)",
			 rate, n->nmi_rate, SB_MIX_RATE_MAX,
			 SB_MIX_NMI_RATE_MAX);
		return -EINVAL;
	}
	nworkers = n->cpus_all ? num_online_cpus() :
		   cpumask_weight_and(&n->cpus, cpu_online_mask);
	return sb_run_mem_check(n, nsubj * hweight32(n->contexts), nworkers,
				err, len);
}

/*
 * The keys apply to @p->cfg, and its subjects are resolved again from the
 * whole config: a write of contexts= alone keeps the variants it had.
 */
int sb_config_parse(struct sb_plan *p, char *buf, char *err, size_t errlen)
{
	unsigned int ntok = 0;
	struct sb_plan *n;
	char *tok;
	int ret = 0;

	n = kmalloc(sizeof(*n), GFP_KERNEL);
	if (!n) {
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	n->cfg = p->cfg;
	while ((tok = strsep(&buf, " \t\n"))) {
		if (!*tok)
			continue;
		ntok++;
		/* every key back to its default; the tokens after it apply */
		if (!strcmp(tok, "defaults")) {
			sb_config_defaults(&n->cfg);
			continue;
		}
		ret = sb_parse_one(&n->cfg, tok, err, errlen);
		if (ret)
			goto out;
	}
	if (!ntok) {
		snprintf(err, errlen, "no key=value token (or defaults)");
		ret = -EINVAL;
		goto out;
	}
	/* cross-key checks: variant names depend on the workload */
	ret = sb_plan_resolve(n, err, errlen);
	if (!ret)
		ret = sb_config_check(&n->cfg, n->nsubj, err, errlen);
	if (ret)
		goto out;
	*p = *n;
out:
	kfree(n);
	return ret;
}

size_t sb_config_show(const struct sb_config *c, char *buf, size_t len,
		      const char *sep)
{
	size_t o = 0;
	unsigned int i;

	o += scnprintf(buf + o, len - o, "variants=%s%s", c->variants, sep);
	o += scnprintf(buf + o, len - o, "contexts=");
	if (c->contexts == BIT(SB_NR_CTX) - 1)
		o += scnprintf(buf + o, len - o, "all");
	else
		o += strlen(sb_names_join(sb_ctx_names, SB_NR_CTX, c->contexts,
					  ",", buf + o, len - o));
	o += scnprintf(buf + o, len - o, "%sworkload=%s%s", sep,
		       sb_workload_names[c->workload], sep);
	if (c->cpus_all)
		o += scnprintf(buf + o, len - o, "cpus=all%s", sep);
	else
		o += scnprintf(buf + o, len - o, "cpus=%*pbl%s",
			       cpumask_pr_args(&c->cpus), sep);
	if (c->mixed_cpus)
		o += scnprintf(buf + o, len - o, "mixed_cpus=%u%s",
			       c->mixed_cpus, sep);
	else
		o += scnprintf(buf + o, len - o, "mixed_cpus=all%s", sep);
	for (i = 0; i < ARRAY_SIZE(sb_uint_keys); i++)
		o += scnprintf(buf + o, len - o, "%s=%u%s", sb_uint_keys[i].key,
			       *(const unsigned int *)((const char *)c +
						       sb_uint_keys[i].off),
			       sep);
	o += scnprintf(buf + o, len - o, "outside_nmi=%s%sseed=%llu%s",
		       c->outside_nmi_locked ? "locked" : "direct", sep,
		       c->seed, sep);
	o += scnprintf(buf + o, len - o, "design=%s%s",
		       c->blocked ? "blocked" : "paired", sep);
	if (c->inject[0])
		o += scnprintf(buf + o, len - o, "inject=%s:%u\n", c->inject,
			       c->inject_pct);
	else
		o += scnprintf(buf + o, len - o, "inject=none\n");
	return o;
}

/*
 * ---- the live config: what `config` shows and the next `start` uses ----
 *
 * With its subjects, resolved when it was written (the defaults: at load).
 * A reader copies the whole of it under the lock: `start` runs the config
 * and subjects of one write, whatever is written while it starts.
 */

static DEFINE_MUTEX(sb_cfg_lock);	/* serialises writers and readers */
static struct sb_plan sb_cfg;
/* false only if the config at load did not resolve (no variant) */
static bool sb_cfg_resolved;

void sb_config_set(const struct sb_plan *p, bool resolved)
{
	mutex_lock(&sb_cfg_lock);
	sb_cfg = *p;
	sb_cfg_resolved = resolved;
	mutex_unlock(&sb_cfg_lock);
}

void sb_config_get(struct sb_config *out)
{
	mutex_lock(&sb_cfg_lock);
	*out = sb_cfg.cfg;
	mutex_unlock(&sb_cfg_lock);
}

int sb_config_plan(struct sb_plan *out, char *err, size_t errlen)
{
	int ret = 0;

	mutex_lock(&sb_cfg_lock);
	*out = sb_cfg;
	/* the defaults that did not resolve at load: the same error again */
	if (!sb_cfg_resolved)
		ret = sb_plan_resolve(out, err, errlen);
	mutex_unlock(&sb_cfg_lock);
	return ret;
}

int sb_config_write(char *buf, char *err, size_t errlen)
{
	int ret;

	mutex_lock(&sb_cfg_lock);
	ret = sb_config_parse(&sb_cfg, buf, err, errlen);
	if (!ret)
		sb_cfg_resolved = true;
	mutex_unlock(&sb_cfg_lock);
	return ret;
}

/* ---- config_help: each key's default, values and meaning ---- */

struct sb_key_help {
	const char *key, *values, *what;
};

/* the keys that are not numbers in a range; NULL values: built here */
static const struct sb_key_help sb_key_help[] = {
	{ "variants", "all, or a comma list of the names in variants",
	  "the variants measured; one named twice is measured twice, the second as name#2" },
	{ "contexts", NULL, "the contexts each variant is measured in" },
	{ "workload", NULL, "what one op is" },
	{ "cpus", "all, or a cpulist of online CPUs, e.g. 0-1,3",
	  "the CPUs measured, one worker each" },
	{ "mixed_cpus", NULL, "mixed measures on the first n CPUs only" },
	{ "outside_nmi", "direct, locked",
	  "outside in NMI: uncharge directly, or dispose under the lock" },
	{ "seed", "a u64", "the seed of the run's orders" },
	{ "design", "paired, blocked",
	  "every variant of a context interleaved block by block, or one cell at a time" },
	{ "inject", "none, or <subject>:<1..100>",
	  "extra work on every op of one subject, in % of its own ns/op" },
};

/* the help of key @key (its line of `config`: @key=@def) into @buf */
static size_t sb_help_key(const char *key, const char *def, char *buf,
			  size_t len)
{
	char names[64], vals[96];
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(sb_uint_keys); i++)
		if (!strcmp(key, sb_uint_keys[i].key))
			return scnprintf(buf, len, "%s=%s (%u..%u): %s\n", key,
					 def, sb_uint_keys[i].min,
					 sb_uint_keys[i].max,
					 sb_uint_keys[i].what);
	for (i = 0; i < ARRAY_SIZE(sb_key_help); i++) {
		const struct sb_key_help *h = &sb_key_help[i];
		const char *v = h->values;

		if (strcmp(key, h->key))
			continue;
		if (!strcmp(key, "contexts")) {
			snprintf(vals, sizeof(vals), "all, or a comma list of %s",
				 sb_names_join(sb_ctx_names, SB_NR_CTX,
					       SB_ALL_NAMES, ",", names,
					       sizeof(names)));
			v = vals;
		} else if (!strcmp(key, "workload")) {
			v = sb_names_join(sb_workload_names, SB_NR_WL,
					  SB_ALL_NAMES, ", ", vals,
					  sizeof(vals));
		} else if (!strcmp(key, "mixed_cpus")) {
			snprintf(vals, sizeof(vals), "all, or 1..%u",
				 nr_cpu_ids);
			v = vals;
		}
		return scnprintf(buf, len, "%s=%s (%s): %s\n", key, def, v,
				 h->what);
	}
	return scnprintf(buf, len, "%s=%s\n", key, def);
}

/*
 * One line per key, in `config`'s order: "key=default (values): what",
 * then a comment line with the keys the run at load (autorun) sets
 * otherwise. `config` itself stays key=value lines only: its readers
 * (tools/vm/guest/runs.sh) write it back.
 */
size_t sb_config_help(char *buf, size_t len)
{
	struct sb_config *c = kmalloc(sizeof(*c), GFP_KERNEL);
	char *dtext = kmalloc(len, GFP_KERNEL);
	char *atext = kmalloc(len, GFP_KERNEL);
	char *dp = dtext, *ap = atext, *dl, *al, *def;
	char diff[256] = "";
	size_t o, n = 0;

	if (!c || !dtext || !atext) {
		kfree(c);
		kfree(dtext);
		kfree(atext);
		return scnprintf(buf, len, "config_help: out of memory\n");
	}
	sb_autorun_config(c);
	sb_config_show(c, atext, len, "\n");
	sb_config_defaults(c);
	sb_config_show(c, dtext, len, "\n");
	o = scnprintf(buf, len,
		      "# key=default (values): what it sets. echo 'key=value ...' > config sets keys; echo defaults > config sets every key to its default\n");
	while ((dl = strsep(&dp, "\n")) && *dl) {
		al = strsep(&ap, "\n");
		if (al && strcmp(al, dl))
			n += scnprintf(diff + n, sizeof(diff) - n, " %s", al);
		def = strchr(dl, '=');
		if (!def)
			continue;
		*def++ = '\0';
		o += sb_help_key(dl, def, buf + o, len - o);
	}
	o += scnprintf(buf + o, len - o,
		       "# at load, config is the defaults, or with autorun=1 (the run at load; echo autorun > run) these:%s; then the module parameters given (modinfo stockbench)\n",
		       diff);
	kfree(atext);
	kfree(dtext);
	kfree(c);
	return o;
}
