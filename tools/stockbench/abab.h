/* SPDX-License-Identifier: GPL-2.0 */
/*
 * abab.h - "stockbench abab": the default benchmark on two installed
 * kernels in interleaved rounds across reboots, unattended.
 *
 * The series is a state file and a state machine (abab_plan.c, pure: no
 * file, no exec, so that tests/test_abab.c drives it boot by boot); the
 * machine's side (abab_sys.c: probes, the systemd unit, kexec or
 * grub-reboot, the module; abab_round.c: one round's run) and the end
 * (abab_report.c: the comparison, through results/common.sh) act on what
 * it decides.  Every boot is one call of ab_on_boot(), and every boot
 * moves the series on by at least one slot, so it cannot loop; max_boots
 * bounds it anyway.
 */
#ifndef SB_ABAB_H
#define SB_ABAB_H

#include <limits.h>
#include <stdio.h>

#define AB_MAX_ROUNDS 20
#define AB_MAX_SLOTS (2 * AB_MAX_ROUNDS)
#define AB_STR 512
#define AB_KER 2		/* kernel index of "the starting kernel" */

/* Where the series is. */
enum ab_phase {
	AB_BOOT,	/* the boot into slot[cur]'s kernel is arranged */
	AB_RUN,		/* slot[cur] is running in this boot */
	AB_RETURN,	/* the boot back to the starting kernel is arranged */
	AB_DONE,	/* finished (end says how); the unit is gone or going */
	AB_CANCELLED,	/* --cancel */
	AB_STOPPED,	/* the boot bound was reached */
};

enum ab_slot_state { AB_PENDING, AB_OK, AB_MISSING };

struct ab_slot {
	int round;		/* 1 ... rounds */
	int k;			/* 0: kernel A, 1: kernel B */
	enum ab_slot_state state;
	char why[AB_STR];	/* AB_MISSING: the reason */
};

struct ab_series {
	char id[64];		/* when it started (UTC) */
	char kernel[3][256];	/* A, B and the starting kernel (AB_KER) */
	char dir[PATH_MAX];	/* the raw files and the comparison */
	char cli[PATH_MAX];	/* this binary, which the unit runs */
	char src[PATH_MAX];	/* the source tree: results/common.sh */
	char runs[PATH_MAX];	/* a run list (DIR/runs), or "" */
	char method[16];	/* kexec or reboot */
	int settle;		/* seconds after a boot before the run */
	int run_timeout;	/* seconds a round's runs may take */
	int rounds, nslots;
	struct ab_slot slot[AB_MAX_SLOTS];
	int cur;		/* AB_BOOT, AB_RUN: the slot */
	enum ab_phase phase;
	int boots, max_boots;	/* boots seen, and the bound */
	char boot_id[64];	/* the boot last handled */
	int build_failed[2];	/* the module did not build for A / B */
	char end[AB_STR];	/* how it ended */
};

/* What to do next. */
enum ab_act {
	AB_ACT_NONE,	/* nothing: the series is over, or this boot was handled */
	AB_ACT_RUN,	/* run slot[cur] in this boot */
	AB_ACT_BOOT,	/* boot kernel[next.k] (AB_KER: back to the start) */
	AB_ACT_FINISH,	/* the end: report, remove the unit */
};

struct ab_next {
	enum ab_act act;
	int k;
};

/*
 * snprintf, cutting what does not fit: a reason may be cut, and a path is
 * bounded where it enters (the -o DIR, the source tree).  Returns the
 * length it wanted.
 */
int ab_fmt(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* --- abab_plan.c: the state machine (pure) --- */

/*
 * A new series of @rounds (1 ... AB_MAX_ROUNDS) on kernels A and B
 * (s->kernel[] set), started in boot @boot_id: slots in the order
 * A B B A A B ... (round r is A B when r is odd, B A when even, so a
 * drift linear in time falls equally on both over each two rounds);
 * the first action is the boot into slot 0's kernel.
 */
void ab_plan(struct ab_series *s, int rounds, const char *boot_id, struct ab_next *n);
/* A new boot @boot_id, up in kernel @kver: what the series does now. */
void ab_on_boot(struct ab_series *s, const char *kver, const char *boot_id, struct ab_next *n);
/*
 * Slot[cur] ran: @ok, or missing with @why; @build: the module did not
 * build for its kernel (its later slots are then not booted).
 */
void ab_ran(struct ab_series *s, const char *kver, int ok, int build, const char *why,
	    struct ab_next *n);
/* The boot the last action asked for could not be made (@why). */
void ab_boot_failed(struct ab_series *s, const char *kver, const char *why, struct ab_next *n);
/* --cancel, in kernel @kver: AB_ACT_BOOT back to the start, or none. */
void ab_cancel(struct ab_series *s, const char *kver, struct ab_next *n);
/* The series is over (done, cancelled, stopped). */
int ab_over(const struct ab_series *s);
/* "boot", "run", ...: the phase's name in the state file. */
const char *ab_phase_name(enum ab_phase p);
int ab_phase_parse(const char *name);
/* "A" or "B" */
const char *ab_tag(int k);

/* --- abab_state.c: the state file --- */

/* 0, or -1 with the reason in err. */
int ab_state_load(const char *path, struct ab_series *s, char *err, size_t errlen);
/* Written whole, synced and renamed into place: 0, or -1 with the reason. */
int ab_state_save(const char *path, const struct ab_series *s, char *err, size_t errlen);
/* The slots and the phase, for --status. */
void ab_state_print(FILE *fp, const struct ab_series *s);

/* --- abab_sys.c, abab_boot.c: the machine --- */

/* A path of the machine (SB_ABAB_ROOT prefixes it: the tests' fake root). */
const char *ab_path(char *buf, size_t len, const char *path);
#define AB_STATE_DIR "/var/lib/stockbench/abab"
#define AB_UNIT "stockbench-abab.service"

/* A file of the machine exists. */
int ab_exists(const char *path);
/* The first line of a file of the machine into buf: 0, or -1. */
int ab_read_line(const char *path, char *buf, size_t len);
/* A command of that name in PATH. */
int ab_have(const char *cmd);
/* The image (and initrd, "" if none) of @kver, paths as the machine's. */
int ab_kernel_files(const char *kver, char *img, char *initrd, size_t len);
/* The running kernel's release and boot id: 0, or -1 with the reason. */
int ab_kver(char *buf, size_t len, char *err, size_t errlen);
int ab_boot_id(char *buf, size_t len, char *err, size_t errlen);
/* Whether @kver is installed (its image under /boot); 1 or 0. */
int ab_kernel_installed(const char *kver);
/* The installed kernels, ", "-separated, into buf. */
void ab_kernels_list(char *buf, size_t len);
/* Whether @kver is built with CONFIG_PREEMPT_RT (1), not (0), unknown (-1). */
int ab_kernel_rt(const char *kver);
/*
 * Whether the module can be had for @kver: built (modinfo finds it) or
 * buildable (its headers, dkms, and stockbench added to DKMS): 0, or -1
 * with what is missing in err.
 */
int ab_module_possible(const char *kver, char *err, size_t errlen);
/* modinfo -k @kver finds stockbench. */
int ab_module_built(const char *kver);
/* dkms install stockbench/VER -k @kver into @log: 0, or -1 with why. */
int ab_module_build(const char *kver, const char *log, char *err, size_t errlen);
/*
 * Whether the next boots can be arranged by @method ("kexec", "reboot"
 * or "" for the first that works), into each of @kvers: 0 with the
 * method in @method, or -1 with why each way cannot in err.
 */
int ab_boot_possible(char *method, size_t mlen, const char *const kvers[3], char *err, size_t errlen);
/*
 * Arrange the boot into @kver and ask systemd for it (@block: wait for
 * systemctl, as from a shell; else --no-block, as from the unit): 0 when
 * the machine is going down, -1 with why when it is not.
 */
int ab_boot(const char *method, const char *kver, int block, char *err, size_t errlen);
/* The systemd unit that resumes the series after each boot. */
int ab_unit_install(const char *cli, char *err, size_t errlen);
void ab_unit_remove(void);
/* systemd is running (0), or -1 with why not. */
int ab_systemd(char *err, size_t errlen);
/* Stop the unit, whose --resume may be running a round (for --cancel). */
void ab_unit_stop(void);

/*
 * Run @argv with stdout and stderr appended to @log (NULL: /dev/null),
 * for at most @timeout_s seconds (0: no bound): its exit status, 124 on
 * the timeout, 127 when it cannot run.
 */
int ab_exec(char *const argv[], const char *log, int timeout_s);
/* The same with stdout to @out and stderr to @err. */
int ab_exec2(char *const argv[], const char *out, const char *err, int timeout_s);
/* The first line @argv prints, into buf: its exit status. */
int ab_exec_line(char *const argv[], char *buf, size_t len);
/* The last non-empty line of file @path (at most len - 1 chars), or "". */
void ab_last_line(const char *path, char *buf, size_t len);

/* --- abab_round.c: one round's runs in this boot --- */

/*
 * Slot s->slot[s->cur] in this boot: settle, get the module (DKMS builds
 * it when missing), load it, run the default benchmark or the run list
 * into DIR/KERNEL/boot-ROUND/, unload.  0, or -1 with why in err and
 * *build set when the module did not build.
 */
int ab_round(const struct ab_series *s, const char *how, int *build, char *err, size_t errlen);

/* --- abab.c, abab_start.c: the command --- */

struct ab_opts {
	const char *kernels, *out, *runs, *boot;
	int rounds, settle, run_timeout;
	int status, cancel, resume;
};

/* "stockbench abab: " and the message, on stderr. */
void ab_die(const char *fmt, const char *a, const char *b);
/* The state file's path. */
const char *ab_state_path(char *buf, size_t len);
/* The series' lock (@wait: block for it): its fd, -2 when held, -1. */
int ab_lock(int wait);
/* Save the state: 0, or -1 after the reason on stderr. */
int ab_save(const struct ab_series *s);
/* A new series: an exit status. */
int ab_start(const struct ab_opts *o);

/* --- abab_report.c: the end --- */

/*
 * DIR/boots.txt, the comparison of A's rounds against B's (results/
 * common.sh compare_boots, rounds paired) and DIR/summary.md, which is
 * also printed to @fp.
 */
int ab_report(const struct ab_series *s, FILE *fp);

#endif
