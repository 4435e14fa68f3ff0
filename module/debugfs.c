// SPDX-License-Identifier: GPL-2.0
/*
 * stockbench: /sys/kernel/debug/stockbench/ (README.md is the contract).
 * Every read is a snapshot taken at open, so a reader never sees a report
 * change under it; `results` and `results.csv` wait, killably, for a
 * running run to end first.
 */
#include <linux/debugfs.h>
#include <linux/fs.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/uaccess.h>
#include "bench.h"

#define SB_MAX_WRITE	4096

static struct dentry *sb_dir;

static struct sb_report *sb_report_printf(const char *fmt, ...) __printf(1, 2);
static struct sb_report *sb_report_printf(const char *fmt, ...)
{
	struct sb_report *rep = sb_report_alloc(512);
	va_list ap;

	if (!rep)
		return NULL;
	va_start(ap, fmt);
	rep->len = vscnprintf(rep->buf, 512, fmt, ap);
	va_end(ap);
	return rep;
}

static ssize_t sb_snap_read(struct file *f, char __user *ubuf, size_t count,
			    loff_t *ppos)
{
	struct sb_report *rep = f->private_data;

	return simple_read_from_buffer(ubuf, count, ppos, rep->buf, rep->len);
}

static int sb_snap_release(struct inode *inode, struct file *f)
{
	sb_report_put(f->private_data);
	return 0;
}

/* copy a whole write, NUL-terminated; partial or oversized writes fail */
static char *sb_get_write(const char __user *ubuf, size_t count, loff_t *ppos)
{
	char *buf;

	if (*ppos) {
		sb_set_error("write at offset %lld: write the whole text at once",
			     *ppos);
		return ERR_PTR(-EINVAL);
	}
	if (!count || count >= SB_MAX_WRITE) {
		sb_set_error("write of %zu bytes: must be 1..%d", count,
			     SB_MAX_WRITE - 1);
		return ERR_PTR(count ? -E2BIG : -EINVAL);
	}
	buf = memdup_user_nul(ubuf, count);
	if (IS_ERR(buf)) {
		if (PTR_ERR(buf) == -ENOMEM)
			sb_set_error("write of %zu bytes: out of memory", count);
		return buf;
	}
	if (strlen(buf) != count) {
		kfree(buf);
		sb_set_error("write contains a NUL byte");
		return ERR_PTR(-EINVAL);
	}
	return buf;
}

/* ---- config ---- */

/*
 * An open config file: what a read shows (the config at open), and the
 * text written on it that is not applied yet. Writes on one file append;
 * the text is applied, whole or not at all, when a write ends it with a
 * newline, or else when the file is closed. So writev() and several
 * writes per open apply one config, never a part of one: a bad text
 * changes nothing and is dropped, and its error goes to that write, or
 * to the close(2) that applies it (sb_config_flush()).
 */
struct sb_cfg_file {
	struct sb_report *rep;
	struct mutex lock;	/* writers sharing the file (pwrite) */
	char text[SB_MAX_WRITE];
	size_t len;		/* bytes of text not yet applied */
	loff_t pos;		/* bytes written on this file, all told */
};

static int sb_config_open(struct inode *inode, struct file *f)
{
	struct sb_cfg_file *cf = kzalloc(sizeof(*cf), GFP_KERNEL);
	struct sb_config *c = kmalloc(sizeof(*c), GFP_KERNEL);

	if (cf)
		cf->rep = sb_report_alloc(4096);
	if (!cf || !cf->rep || !c) {
		kfree(c);
		if (cf)
			sb_report_put(cf->rep);
		kfree(cf);
		return -ENOMEM;
	}
	mutex_init(&cf->lock);
	sb_config_get(c);
	cf->rep->len = sb_config_show(c, cf->rep->buf, 4096, "\n");
	kfree(c);
	f->private_data = cf;
	return 0;
}

static ssize_t sb_config_read(struct file *f, char __user *ubuf, size_t count,
			      loff_t *ppos)
{
	struct sb_cfg_file *cf = f->private_data;

	return simple_read_from_buffer(ubuf, count, ppos, cf->rep->buf,
				       cf->rep->len);
}

/*
 * Apply the pending text; it is gone either way. Its error goes to
 * status and the kernel log (sb_set_error()): at close the writer may be
 * a shell, which does not check close(2).
 */
static int sb_config_apply(struct sb_cfg_file *cf)
{
	char err[SB_ERR_LEN] = "";
	int ret;

	cf->text[cf->len] = '\0';
	cf->len = 0;
	ret = sb_config_write(cf->text, err, sizeof(err));
	if (ret)
		sb_set_error("config: %s", err);
	return ret;
}

static ssize_t sb_config_append(struct sb_cfg_file *cf,
				const char __user *ubuf, size_t count,
				loff_t *ppos)
{
	char *p;
	int ret;

	if (*ppos != cf->pos) {
		cf->len = 0;
		sb_set_error("config: write at offset %lld: append only", *ppos);
		return -EINVAL;
	}
	if (!count || count >= SB_MAX_WRITE - cf->len) {
		sb_set_error("config: write of %zu after %zu bytes: at most %d in all",
			     count, cf->len, SB_MAX_WRITE - 1);
		ret = count ? -E2BIG : -EINVAL;
		cf->len = 0;
		return ret;
	}
	p = cf->text + cf->len;
	if (copy_from_user(p, ubuf, count)) {
		cf->len = 0;
		return -EFAULT;
	}
	if (memchr(p, '\0', count)) {
		cf->len = 0;
		sb_set_error("config: write contains a NUL byte");
		return -EINVAL;
	}
	cf->len += count;
	if (p[count - 1] == '\n') {
		ret = sb_config_apply(cf);
		if (ret)
			return ret;
	}
	cf->pos += count;
	*ppos = cf->pos;
	return count;
}

static ssize_t sb_config_write_fop(struct file *f, const char __user *ubuf,
				   size_t count, loff_t *ppos)
{
	struct sb_cfg_file *cf = f->private_data;
	ssize_t ret;

	mutex_lock(&cf->lock);
	ret = sb_config_append(cf, ubuf, count, ppos);
	mutex_unlock(&cf->lock);
	return ret;
}

/*
 * close(2) of the last descriptor of this open file applies the text still
 * pending, and returns its error, where the writer sees it (`dd` does;
 * a shell's redirection does not look). While a dup()'d or inherited
 * descriptor of the same open file remains, closing one is not the end
 * of the text: 41-config-whole writes one text through several
 * redirections of one descriptor. A reference other than a descriptor
 * (another thread inside a syscall on it) also defers it to release,
 * where status and the kernel log alone tell.
 */
static int sb_config_flush(struct file *f, fl_owner_t id)
{
	struct sb_cfg_file *cf = f->private_data;
	int ret = 0;

	if (file_count(f) > 1)
		return 0;
	mutex_lock(&cf->lock);
	if (cf->len)
		ret = sb_config_apply(cf);
	mutex_unlock(&cf->lock);
	return ret;
}

static int sb_config_release(struct inode *inode, struct file *f)
{
	struct sb_cfg_file *cf = f->private_data;

	if (cf->len)
		sb_config_apply(cf);
	sb_report_put(cf->rep);
	mutex_destroy(&cf->lock);
	kfree(cf);
	return 0;
}

static const struct file_operations sb_config_fops = {
	.owner = THIS_MODULE,
	.open = sb_config_open,
	.read = sb_config_read,
	.write = sb_config_write_fop,
	.flush = sb_config_flush,
	.release = sb_config_release,
	.llseek = default_llseek,
};

/* ---- run ---- */

static int sb_cmd_start(char *err, size_t len)
{
	struct sb_plan *p = kmalloc(sizeof(*p), GFP_KERNEL);
	int ret;

	if (!p) {
		snprintf(err, len, "out of memory for a copy of the config");
		return -ENOMEM;
	}
	ret = sb_config_plan(p, err, len);
	if (!ret)
		ret = sb_run_start(p, false, err, len);
	kfree(p);
	return ret;
}

static int sb_cmd_stop(char *err, size_t len)
{
	sb_run_stop();
	return 0;
}

static int sb_cmd_wait(char *err, size_t len)
{
	return sb_run_wait_result();
}

static int sb_cmd_selftest(char *err, size_t len)
{
	int ret = sb_selftest_run();

	if (ret)
		snprintf(err, len, "%s", ret == -EBUSY ?
			 "a run is in progress" : "out of memory");
	return ret;
}

/* what `run` accepts: its dispatch, its read and its error list these */
static const struct {
	const char *name;
	int (*fn)(char *err, size_t len);	/* fills @err on a refusal */
	const char *what;
} sb_cmds[] = {
	{ "start", sb_cmd_start,
	  "start a run of config's keys (returns at once; EBUSY while one runs)" },
	{ "autorun", sb_autorun_start,
	  "start the run at load again, whatever config says; config then shows it" },
	{ "stop", sb_cmd_stop, "stop the running run; its results say so" },
	{ "wait", sb_cmd_wait,
	  "block (killably) until no run is running; fails with the run's error" },
	{ "selftest", sb_cmd_selftest,
	  "run the in-kernel self-test and wait for it (KTAP in selftest and dmesg)" },
};

/* the state (status's word), the last run's verdict, the commands */
static int sb_run_open(struct inode *inode, struct file *f)
{
	struct sb_report *rep = sb_report_alloc(2048);
	size_t o;
	unsigned int i;

	if (!rep)
		return -ENOMEM;
	o = sb_run_describe(rep->buf, 2048);
	o += scnprintf(rep->buf + o, 2048 - o, "commands (echo COMMAND > run):\n");
	for (i = 0; i < ARRAY_SIZE(sb_cmds); i++)
		o += scnprintf(rep->buf + o, 2048 - o, "  %-9s %s\n",
			       sb_cmds[i].name, sb_cmds[i].what);
	rep->len = o;
	f->private_data = rep;
	return 0;
}

static ssize_t sb_run_write(struct file *f, const char __user *ubuf,
			    size_t count, loff_t *ppos)
{
	char err[SB_ERR_LEN] = "";
	char *buf = sb_get_write(ubuf, count, ppos);
	char names[64];
	unsigned int i;
	size_t o = 0;
	char *cmd;
	int ret;

	if (IS_ERR(buf))
		return PTR_ERR(buf);
	cmd = strim(buf);
	for (i = 0; i < ARRAY_SIZE(sb_cmds); i++)
		if (!strcmp(cmd, sb_cmds[i].name))
			break;
	if (i < ARRAY_SIZE(sb_cmds)) {
		ret = sb_cmds[i].fn(err, sizeof(err));
		if (ret && err[0])
			sb_set_error("run %s: %s", cmd, err);
	} else {
		for (i = 0; i < ARRAY_SIZE(sb_cmds); i++)
			o += scnprintf(names + o, sizeof(names) - o, "%s%s",
				       i ? ", " : "", sb_cmds[i].name);
		sb_set_error("run: unknown command '%.32s' (%s: cat run)", cmd,
			     names);
		ret = -EINVAL;
	}
	kfree(buf);
	if (ret)
		return ret;
	*ppos += count;
	return count;
}

static const struct file_operations sb_run_fops = {
	.owner = THIS_MODULE,
	.open = sb_run_open,
	.read = sb_snap_read,
	.write = sb_run_write,
	.release = sb_snap_release,
	.llseek = default_llseek,
};

/* ---- status, results, results.csv, variants, selftest ---- */

static int sb_status_open(struct inode *inode, struct file *f)
{
	struct sb_report *rep = sb_report_alloc(SB_STATUS_LEN);

	if (!rep)
		return -ENOMEM;
	sb_status(rep->buf, SB_STATUS_LEN);
	rep->len = strlen(rep->buf);
	f->private_data = rep;
	return 0;
}

static int sb_results_open_common(struct file *f, bool csv)
{
	int ret = sb_run_wait();

	if (ret)
		return ret;
	f->private_data = sb_report_get(csv);
	if (!f->private_data)
		f->private_data = sb_report_printf("no results: no run has finished (or its report could not be allocated)\n");
	return f->private_data ? 0 : -ENOMEM;
}

static int sb_results_open(struct inode *inode, struct file *f)
{
	return sb_results_open_common(f, false);
}

static int sb_csv_open(struct inode *inode, struct file *f)
{
	return sb_results_open_common(f, true);
}

/* the names of @mask's bits, comma-joined, or "none" */
static const char *sb_mask_list(const char *const *names, unsigned int n,
				unsigned int mask, char *buf, size_t len)
{
	if (!sb_names_join(names, n, mask, ",", buf, len)[0])
		strscpy(buf, "none", len);
	return buf;
}

/* SB_F_NMI_SAFE, SB_F_RT_SAFE, SB_F_BUSTED are bits 0, 1, 2 */
static const char *const sb_flag_names[] = { "nmi-safe", "rt-safe", "busted" };

static int sb_variants_open(struct inode *inode, struct file *f)
{
	size_t len = 512 * (sb_nr_variants + 1), o = 0;
	struct sb_report *rep = sb_report_alloc(len);
	char a[64], b[64], fl[48];
	unsigned int i;

	if (!rep)
		return -ENOMEM;
	for (i = 0; i < sb_nr_variants; i++) {
		const struct sb_stock_ops *ops = sb_variants[i];

		sb_mask_list(sb_flag_names, ARRAY_SIZE(sb_flag_names),
			     ops->flags, fl, sizeof(fl));
		sb_mask_list(sb_ctx_names, SB_NR_CTX, ops->ctx_ok, a, sizeof(a));
		sb_mask_list(sb_ctx_names, SB_NR_CTX, ops->ctx_ok_rt, b,
			     sizeof(b));
		o += scnprintf(rep->buf + o, len - o,
			       "%s flags=%s contexts=%s contexts_rt=%s desc=\"%s\"\n",
			       ops->name, fl, a, b, ops->desc ? ops->desc : "");
	}
	rep->len = o;
	f->private_data = rep;
	return 0;
}

#define SB_HELP_LEN	4096

static int sb_config_help_open(struct inode *inode, struct file *f)
{
	struct sb_report *rep = sb_report_alloc(SB_HELP_LEN);

	if (!rep)
		return -ENOMEM;
	rep->len = sb_config_help(rep->buf, SB_HELP_LEN);
	f->private_data = rep;
	return 0;
}

static int sb_selftest_open(struct inode *inode, struct file *f)
{
	f->private_data = sb_selftest_get();
	if (!f->private_data)
		f->private_data = sb_report_printf("no self-test has run: echo selftest > run\n");
	return f->private_data ? 0 : -ENOMEM;
}

#define SB_RO_FOPS(name, openfn)				\
static const struct file_operations name = {			\
	.owner = THIS_MODULE,					\
	.open = openfn,						\
	.read = sb_snap_read,					\
	.release = sb_snap_release,				\
	.llseek = default_llseek,				\
}

SB_RO_FOPS(sb_status_fops, sb_status_open);
SB_RO_FOPS(sb_results_fops, sb_results_open);
SB_RO_FOPS(sb_csv_fops, sb_csv_open);
SB_RO_FOPS(sb_variants_fops, sb_variants_open);
SB_RO_FOPS(sb_selftest_fops, sb_selftest_open);
SB_RO_FOPS(sb_config_help_fops, sb_config_help_open);

int sb_debugfs_init(void)
{
	sb_dir = debugfs_create_dir("stockbench", NULL);
	if (IS_ERR(sb_dir))
		return PTR_ERR(sb_dir);
	/*
	 * Unproxied: debugfs's proxy has no ->flush. Its other part, keeping
	 * a file's operations from running after the file is removed, is
	 * the open file's module reference here: the files go only at
	 * module exit, which no open file lets happen.
	 */
	debugfs_create_file_unsafe("config", 0600, sb_dir, NULL,
				   &sb_config_fops);
	debugfs_create_file("config_help", 0400, sb_dir, NULL,
			    &sb_config_help_fops);
	debugfs_create_file("run", 0600, sb_dir, NULL, &sb_run_fops);
	debugfs_create_file("status", 0400, sb_dir, NULL, &sb_status_fops);
	debugfs_create_file("results", 0400, sb_dir, NULL, &sb_results_fops);
	debugfs_create_file("results.csv", 0400, sb_dir, NULL, &sb_csv_fops);
	debugfs_create_file("variants", 0400, sb_dir, NULL, &sb_variants_fops);
	debugfs_create_file("selftest", 0400, sb_dir, NULL, &sb_selftest_fops);
	return 0;
}

void sb_debugfs_exit(void)
{
	debugfs_remove_recursive(sb_dir);
	sb_dir = NULL;
}
