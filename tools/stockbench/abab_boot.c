// SPDX-License-Identifier: GPL-2.0
/*
 * abab_boot.c - the next boot of a series: kexec (kexec_file_load first,
 * for a locked-down kernel, with the running kernel's command line) and
 * systemctl kexec, else GRUB's one-shot entry (grub-reboot, which needs
 * GRUB_DEFAULT=saved) and systemctl reboot.  At the start each kernel is
 * loaded once, to refuse a machine where that cannot work.
 */
#include <stdio.h>
#include <string.h>

#include "abab.h"
#include "util.h"

/* kexec -l the kernel (kexec_file_load first, for a locked-down kernel). */
static int kexec_load(const char *kver, char *err, size_t errlen)
{
	char img[PATH_MAX], rd[PATH_MAX], rdarg[PATH_MAX + 16];
	char *argv[8];
	int i, n, rc = 0;

	if (ab_kernel_files(kver, img, rd, sizeof(img)))
		return fail(err, errlen, "%s: no kernel image in /boot", kver);
	ab_fmt(rdarg, sizeof(rdarg), "--initrd=%s", rd);
	for (i = 0; i < 2; i++) {
		n = 0;
		argv[n++] = "kexec";
		if (!i)
			argv[n++] = "-s";
		argv[n++] = "-l";
		argv[n++] = img;
		if (rd[0])
			argv[n++] = rdarg;
		argv[n++] = "--reuse-cmdline";
		argv[n] = NULL;
		rc = ab_exec(argv, NULL, 120);
		if (!rc)
			return 0;
	}
	return fail(err, errlen, "kexec -l %s failed (exit %d)", img, rc);
}

/*
 * GRUB's id of @kver's entry, as grub-reboot takes it: "SUBMENU>ENTRY"
 * inside the "Advanced options" submenu, else "ENTRY".
 */
static int grub_entry(const char *kver, char *id, size_t len)
{
	char p[PATH_MAX], line[2048], sub[512] = "", want[300];
	FILE *f = fopen(ab_path(p, sizeof(p), "/boot/grub/grub.cfg"), "r");
	int depth = 0, subdepth = -1, found = 0;

	if (!f)
		return -1;
	ab_fmt(want, sizeof(want), "with Linux %s'", kver);
	while (!found && fgets(line, sizeof(line), f)) {
		char *t = line + strspn(line, " \t"), *o, *q;
		char eid[512] = "";

		o = strstr(t, "$menuentry_id_option '");
		if (o) {
			o += strlen("$menuentry_id_option '");
			q = strchr(o, '\'');
			if (q)
				ab_fmt(eid, sizeof(eid), "%.*s", (int)(q - o), o);
		}
		if (!strncmp(t, "submenu ", 8)) {
			ab_fmt(sub, sizeof(sub), "%s", eid);
			subdepth = depth;
		} else if (!strncmp(t, "menuentry ", 10) && strstr(t, want) && eid[0]) {
			if (subdepth >= 0 && depth > subdepth && sub[0])
				ab_fmt(id, len, "%s>%s", sub, eid);
			else
				ab_fmt(id, len, "%s", eid);
			found = 1;
		}
		for (q = t; *q; q++)
			depth += (*q == '{') - (*q == '}');
		if (subdepth >= 0 && depth <= subdepth)
			subdepth = -1;
	}
	fclose(f);
	return found ? 0 : -1;
}

/* A one-shot GRUB entry works: grub-reboot, GRUB_DEFAULT=saved. */
static int grub_usable(char *err, size_t errlen)
{
	char p[PATH_MAX], line[512];
	FILE *f;
	int saved = 0;

	if (!ab_have("grub-reboot"))
		return fail(err, errlen, "no grub-reboot");
	f = fopen(ab_path(p, sizeof(p), "/etc/default/grub"), "r");
	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, "GRUB_DEFAULT=", 13))
			saved = !strncmp(line + 13, "saved", 5) || !strncmp(line + 13, "\"saved\"", 7);
	if (f)
		fclose(f);
	if (!saved)
		return fail(err, errlen, "/etc/default/grub does not say GRUB_DEFAULT=saved (grub-reboot needs it; then update-grub)");
	return 0;
}

static int try_kexec(const char *const kvers[3], char *err, size_t errlen)
{
	char line[16];
	char *unload[] = { "kexec", "-u", NULL };
	int i;

	if (!ab_have("kexec"))
		return fail(err, errlen, "no kexec (apt-get install kexec-tools)");
	if (!ab_read_line("/proc/sys/kernel/kexec_load_disabled", line, sizeof(line)) && !strcmp(line, "1"))
		return fail(err, errlen, "kexec is disabled (kernel.kexec_load_disabled = 1)");
	for (i = 0; i < 3; i++)
		if (kexec_load(kvers[i], err, errlen))
			return -1;
	ab_exec(unload, NULL, 60);
	return 0;
}

static int try_reboot(const char *const kvers[3], char *err, size_t errlen)
{
	char id[1024];
	int i;

	if (grub_usable(err, errlen))
		return -1;
	for (i = 0; i < 3; i++)
		if (grub_entry(kvers[i], id, sizeof(id)))
			return fail(err, errlen, "no GRUB menu entry for %s in /boot/grub/grub.cfg", kvers[i]);
	return 0;
}

int ab_boot_possible(char *method, size_t mlen, const char *const kvers[3], char *err, size_t errlen)
{
	char ek[AB_STR] = "", er[AB_STR] = "";

	if (strcmp(method, "reboot") && !try_kexec(kvers, ek, sizeof(ek))) {
		ab_fmt(method, mlen, "kexec");
		return 0;
	}
	if (strcmp(method, "kexec") && !try_reboot(kvers, er, sizeof(er))) {
		ab_fmt(method, mlen, "reboot");
		return 0;
	}
	if (!strcmp(method, "kexec"))
		return fail(err, errlen, "cannot arrange the next boot by kexec: %s", ek);
	if (!strcmp(method, "reboot"))
		return fail(err, errlen, "cannot arrange the next boot by a one-shot GRUB entry: %s", er);
	return fail(err, errlen, "cannot arrange the next boot: kexec: %s; reboot: %s", ek, er);
}

int ab_boot(const char *method, const char *kver, int block, char *err, size_t errlen)
{
	char id[1024];
	char *argv[5];
	int n = 0, rc;

	if (!strcmp(method, "kexec")) {
		if (kexec_load(kver, err, errlen))
			return -1;
	} else {
		char *gr[] = { "grub-reboot", id, NULL };

		if (grub_entry(kver, id, sizeof(id)))
			return fail(err, errlen, "no GRUB menu entry for %s", kver);
		rc = ab_exec(gr, NULL, 120);
		if (rc)
			return fail(err, errlen, "grub-reboot %s exited %d", id, rc);
	}
	argv[n++] = "systemctl";
	if (!block)
		argv[n++] = "--no-block";
	argv[n++] = strcmp(method, "kexec") ? "reboot" : "kexec";
	argv[n] = NULL;
	rc = ab_exec(argv, NULL, 0);
	if (rc)
		return fail(err, errlen, "systemctl %s exited %d", argv[n - 1], rc);
	return 0;
}
