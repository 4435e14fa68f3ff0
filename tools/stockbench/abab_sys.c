// SPDX-License-Identifier: GPL-2.0
/*
 * abab_sys.c - what stockbench abab asks of the machine: its kernels, the
 * module for each, and the systemd unit that resumes the series after
 * each boot (abab_boot.c: the boots themselves).  Files are read under SB_ABAB_ROOT when it is set (the tests'
 * fake machine, tests/abab-tests.sh); commands are found in PATH.
 */
#include <dirent.h>
#include <errno.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "abab.h"
#include "util.h"

const char *ab_path(char *buf, size_t len, const char *path)
{
	const char *root = getenv("SB_ABAB_ROOT");

	ab_fmt(buf, len, "%s%s", root ? root : "", path);
	return buf;
}

int ab_exists(const char *path)
{
	char p[PATH_MAX];

	return !access(ab_path(p, sizeof(p), path), F_OK);
}

/* The first line of a file of the machine, into buf: 0, or -1. */
int ab_read_line(const char *path, char *buf, size_t len)
{
	char p[PATH_MAX];
	FILE *f = fopen(ab_path(p, sizeof(p), path), "r");
	int ok;

	buf[0] = '\0';
	if (!f)
		return -1;
	ok = fgets(buf, (int)len, f) != NULL;
	fclose(f);
	buf[strcspn(buf, "\n")] = '\0';
	return ok && buf[0] ? 0 : -1;
}

int ab_kver(char *buf, size_t len, char *err, size_t errlen)
{
	if (ab_read_line("/proc/sys/kernel/osrelease", buf, len))
		return fail(err, errlen, "cannot read /proc/sys/kernel/osrelease");
	return 0;
}

int ab_boot_id(char *buf, size_t len, char *err, size_t errlen)
{
	if (ab_read_line("/proc/sys/kernel/random/boot_id", buf, len))
		return fail(err, errlen, "cannot read /proc/sys/kernel/random/boot_id");
	return 0;
}

/* A command of that name in PATH. */
int ab_have(const char *cmd)
{
	const char *path = getenv("PATH");
	char dir[PATH_MAX];

	if (!path)
		path = "/usr/sbin:/usr/bin:/sbin:/bin";
	while (*path) {
		size_t n = strcspn(path, ":");

		ab_fmt(dir, sizeof(dir), "%.*s/%s", (int)n, path, cmd);
		if (n && !access(dir, X_OK))
			return 1;
		path += n + (path[n] == ':');
	}
	return 0;
}

/* The kernel image (and initrd, "" if none) of @kver, real paths. */
int ab_kernel_files(const char *kver, char *img, char *initrd, size_t len)
{
	char p[PATH_MAX];
	static const char *const imgs[] = { "/boot/vmlinuz-%s", "/lib/modules/%s/vmlinuz" };
	static const char *const rds[] = {
		"/boot/initrd.img-%s", "/boot/initramfs-%s.img", "/lib/modules/%s/initrd",
	};
	size_t i;

	img[0] = initrd[0] = '\0';
	for (i = 0; i < sizeof(imgs) / sizeof(imgs[0]) && !img[0]; i++) {
		ab_fmt(p, sizeof(p), imgs[i], kver);
		if (ab_exists(p))
			ab_path(img, len, p);
	}
	for (i = 0; i < sizeof(rds) / sizeof(rds[0]) && !initrd[0]; i++) {
		ab_fmt(p, sizeof(p), rds[i], kver);
		if (ab_exists(p))
			ab_path(initrd, len, p);
	}
	return img[0] ? 0 : -1;
}

int ab_kernel_installed(const char *kver)
{
	char img[PATH_MAX], rd[PATH_MAX];

	return strchr(kver, '/') == NULL && kver[0] != '.' &&
	       !ab_kernel_files(kver, img, rd, sizeof(img));
}

void ab_kernels_list(char *buf, size_t len)
{
	char p[PATH_MAX];
	struct dirent *e;
	size_t used = 0;
	DIR *d = opendir(ab_path(p, sizeof(p), "/lib/modules"));

	buf[0] = '\0';
	if (!d)
		return;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.' || !ab_kernel_installed(e->d_name))
			continue;
		used += ab_fmt(buf + used, used < len ? len - used : 0, "%s%s",
				 used ? ", " : "", e->d_name);
		if (used >= len)
			break;
	}
	closedir(d);
	if (!buf[0])
		ab_fmt(buf, len, "none found under /lib/modules");
}

int ab_kernel_rt(const char *kver)
{
	char p[PATH_MAX], q[PATH_MAX], line[256];
	FILE *f;
	int rt = 0;

	ab_fmt(p, sizeof(p), "/boot/config-%s", kver);
	f = fopen(ab_path(q, sizeof(q), p), "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (!strcmp(line, "CONFIG_PREEMPT_RT=y\n"))
			rt = 1;
	fclose(f);
	return rt;
}

/* The DKMS version of stockbench (dkms add . made /usr/src/stockbench-VER). */
static int dkms_version(char *ver, size_t len)
{
	char p[PATH_MAX], *d;
	glob_t g;
	int ret = -1;

	if (glob(ab_path(p, sizeof(p), "/usr/src/stockbench-*/dkms.conf"), 0, NULL, &g))
		return -1;
	if (g.gl_pathc) {
		/* the last in order: the highest version when there are several */
		ab_fmt(p, sizeof(p), "%s", g.gl_pathv[g.gl_pathc - 1]);
		*strrchr(p, '/') = '\0';
		d = strrchr(p, '/') + strlen("/stockbench-");
		ab_fmt(ver, len, "%s", d);
		ret = 0;
	}
	globfree(&g);
	return ret;
}

int ab_module_built(const char *kver)
{
	char *argv[] = { "modinfo", "-k", (char *)kver, "-n", "stockbench", NULL };
	char path[PATH_MAX];

	return !ab_exec_line(argv, path, sizeof(path)) && path[0] == '/';
}

int ab_module_possible(const char *kver, char *err, size_t errlen)
{
	char p[PATH_MAX], ver[64], miss[AB_STR] = "";

	if (ab_module_built(kver))
		return 0;
	ab_fmt(p, sizeof(p), "/lib/modules/%s/build/Makefile", kver);
	if (!ab_exists(p))
		ab_fmt(miss + strlen(miss), sizeof(miss) - strlen(miss),
			 "%sits headers (Debian: apt-get install linux-headers-%s)", miss[0] ? ", " : "", kver);
	if (!ab_have("dkms"))
		ab_fmt(miss + strlen(miss), sizeof(miss) - strlen(miss),
			 "%sdkms (apt-get install dkms)", miss[0] ? ", " : "");
	else if (dkms_version(ver, sizeof(ver)))
		ab_fmt(miss + strlen(miss), sizeof(miss) - strlen(miss),
			 "%sstockbench in DKMS (dkms add . in the source tree)", miss[0] ? ", " : "");
	if (!miss[0])
		return 0;
	return fail(err, errlen, "%s: no stockbench module built for it, and no way to build one: missing %s",
		    kver, miss);
}

/*
 * The first error of a build log: a compiler's "error:" or make's "***
 * ... Stop.", not the "make: *** [...] Error 2" lines of each make that
 * ran it; else its last line that says "rror".
 */
static void first_error(const char *path, char *buf, size_t len)
{
	char line[1024];
	FILE *f = fopen(path, "r");
	int found = 0;

	buf[0] = '\0';
	while (f && !found && fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		found = strstr(line, "error:") || (strstr(line, "*** ") && strstr(line, "Stop."));
		if (found || strstr(line, "rror"))
			ab_fmt(buf, len, "%s", line);
	}
	if (f)
		fclose(f);
}

int ab_module_build(const char *kver, const char *log, char *err, size_t errlen)
{
	char ver[64], mod[128], p[PATH_MAX], q[PATH_MAX], last[AB_STR];
	char *argv[] = { "dkms", "install", mod, "-k", (char *)kver, NULL };
	int rc;

	if (dkms_version(ver, sizeof(ver)))
		return fail(err, errlen, "no stockbench source in DKMS (/usr/src/stockbench-*)");
	ab_fmt(mod, sizeof(mod), "stockbench/%s", ver);
	rc = ab_exec(argv, log, 3600);
	if (!rc && ab_module_built(kver))
		return 0;
	/* DKMS names make.log: its first error says why */
	ab_fmt(p, sizeof(p), "/var/lib/dkms/stockbench/%s/build/make.log", ver);
	first_error(ab_path(q, sizeof(q), p), last, sizeof(last));
	if (!last[0])
		ab_last_line(log, last, sizeof(last));
	return fail(err, errlen, "the module did not build: dkms install %s -k %s exited %d: %s",
		    mod, kver, rc, last[0] ? last : "(no output)");
}

int ab_systemd(char *err, size_t errlen)
{
	if (!ab_exists("/run/systemd/system"))
		return fail(err, errlen, "systemd is not running (no /run/systemd/system): the series continues from a systemd unit after each boot");
	if (!ab_have("systemctl"))
		return fail(err, errlen, "no systemctl in PATH");
	return 0;
}

int ab_unit_install(const char *cli, char *err, size_t errlen)
{
	char *reload[] = { "systemctl", "daemon-reload", NULL };
	char *enable[] = { "systemctl", "enable", AB_UNIT, NULL };
	char p[PATH_MAX];
	FILE *f;

	if (strpbrk(cli, "\"\\%\n "))
		return fail(err, errlen, "%s: a path with a space, quote, backslash or %% cannot go in a unit file: move the source tree",
			    cli);
	f = fopen(ab_path(p, sizeof(p), "/etc/systemd/system/" AB_UNIT), "w");
	if (!f)
		return fail(err, errlen, "cannot write %s: %s", p, strerror(errno));
	fprintf(f, "# stockbench abab: the next round of the series in %s/state.\n"
		"# Installed by stockbench abab, removed by it at the end of the series or by\n"
		"# stockbench abab --cancel.\n"
		"[Unit]\n"
		"Description=stockbench abab: the next round of the series (stockbench abab --status)\n"
		"DefaultDependencies=no\n"
		"Requires=sysinit.target\n"
		"After=sysinit.target basic.target multi-user.target\n"
		"Conflicts=shutdown.target\n"
		"Before=shutdown.target\n"
		"ConditionPathExists=%s/state\n"
		"\n[Service]\n"
		"Type=oneshot\n"
		"ExecStart=%s abab --resume\n"
		"TimeoutStartSec=infinity\n"
		"StandardOutput=journal+console\n"
		"StandardError=journal+console\n"
		"\n[Install]\n"
		"WantedBy=multi-user.target\n", AB_STATE_DIR, AB_STATE_DIR, cli);
	if (fclose(f))
		return fail(err, errlen, "cannot write %s: %s", p, strerror(errno));
	if (ab_exec(reload, NULL, 120) || ab_exec(enable, NULL, 120)) {
		ab_unit_remove();
		return fail(err, errlen, "systemctl enable %s failed", AB_UNIT);
	}
	return 0;
}

void ab_unit_remove(void)
{
	char *disable[] = { "systemctl", "disable", AB_UNIT, NULL };
	char *reload[] = { "systemctl", "daemon-reload", NULL };
	char p[PATH_MAX];

	ab_exec(disable, NULL, 120);
	unlink(ab_path(p, sizeof(p), "/etc/systemd/system/" AB_UNIT));
	ab_exec(reload, NULL, 120);
}

void ab_unit_stop(void)
{
	char *stop[] = { "systemctl", "stop", AB_UNIT, NULL };

	ab_exec(stop, NULL, 120);
}
