// SPDX-License-Identifier: GPL-2.0
/*
 * run.c - "stockbench run [key=value ...]": drive the module through
 * debugfs (module/README.md).  The config goes in as one write so the
 * module's all-or-nothing validation applies; progress comes from
 * polling "status"; Ctrl-C writes "stop" so no run outlives its user.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

#define DEFAULT_DEBUGFS "/sys/kernel/debug/stockbench"
#define POLL_MS 100
#define IDLE_GIVE_UP_MS 5000
#define STOP_WAIT_MS 10000

static volatile sig_atomic_t interrupted;
/* A progress bar is on the terminal: end its line before any message. */
static int bar_shown;

static void end_bar(void)
{
	if (bar_shown)
		fputs("\n", stderr);
	bar_shown = 0;
}

static void on_sigint(int sig)
{
	(void)sig;
	interrupted = 1;
}

/*
 * One write(2) of the whole buffer.  debugfs files need no truncation;
 * regular files (a fake debugfs in tests) do, or old bytes would stay.
 */
static int write_file(const char *dir, const char *name, const char *data)
{
	char path[4096];
	struct stat st;
	ssize_t n;
	int fd, err = 0;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	if (!fstat(fd, &st) && S_ISREG(st.st_mode) && ftruncate(fd, 0))
		err = -errno;
	if (!err) {
		n = write(fd, data, strlen(data));
		if (n < 0)
			err = -errno;
		else if ((size_t)n != strlen(data))
			err = -EIO;
	}
	close(fd);
	return err;
}

static int read_file(const char *dir, const char *name, char *buf, size_t len)
{
	char path[4096];
	size_t got = 0;
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	while (got + 1 < len && (n = read(fd, buf + got, len - 1 - got)) > 0)
		got += (size_t)n;
	close(fd);
	buf[got] = '\0';
	return 0;
}

struct status {
	char state[32];
	unsigned long done, total, elapsed_ms;
	char error[512];
};

static int parse_status(const char *line, struct status *s)
{
	const char *e;
	size_t n;

	memset(s, 0, sizeof(*s));
	if (sscanf(line, "state=%31s progress=%lu/%lu elapsed_ms=%lu",
		   s->state, &s->done, &s->total, &s->elapsed_ms) != 4)
		return -1;
	e = strstr(line, "error=\"");
	if (e) {
		e += 7;
		n = strcspn(e, "\n");
		while (n && e[n - 1] != '"')
			n--;
		if (n)
			n--;	/* drop the closing quote */
		snprintf(s->error, sizeof(s->error), "%.*s", (int)n, e);
	}
	return 0;
}

/* Status without complaints, for adding the module's reason to an error. */
static int get_status_quiet(const char *dir, struct status *s)
{
	char buf[1024];

	if (read_file(dir, "status", buf, sizeof(buf)))
		return -1;
	return parse_status(buf, s);
}

static int get_status(const char *dir, struct status *s)
{
	char buf[1024];
	int err = read_file(dir, "status", buf, sizeof(buf));

	if (err) {
		end_bar();
		fprintf(stderr, "stockbench run: cannot read %s/status: %s\n", dir, strerror(-err));
		return -1;
	}
	if (parse_status(buf, s)) {
		end_bar();
		fprintf(stderr, "stockbench run: %s/status: unexpected format: %.*s\n",
			dir, (int)strcspn(buf, "\n"), buf);
		return -1;
	}
	return 0;
}

static void sleep_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	nanosleep(&ts, NULL);
}

static void progress(const struct status *s, int tty, unsigned long *last)
{
	if (tty) {
		int width = 40, fill = s->total ? (int)(width * s->done / s->total) : 0, i;

		fputs("\r[", stderr);
		for (i = 0; i < width; i++)
			fputc(i < fill ? '#' : '.', stderr);
		fprintf(stderr, "] %lu/%lu %.1f s ", s->done, s->total, s->elapsed_ms / 1000.0);
		bar_shown = 1;
	} else if (s->done != *last) {
		fprintf(stderr, "progress %lu/%lu elapsed %.1f s\n", s->done, s->total,
			s->elapsed_ms / 1000.0);
	}
	*last = s->done;
}

/* Build "k=v k=v" from the arguments; every token must be key=value. */
static char *config_line(int n, char **args)
{
	size_t len = 2;
	char *line;
	int i;

	for (i = 0; i < n; i++) {
		const char *eq = strchr(args[i], '=');

		if (!eq || eq == args[i] || strpbrk(args[i], " \t\n")) {
			fprintf(stderr, "stockbench run: argument '%s' is not key=value\n", args[i]);
			return NULL;
		}
		len += strlen(args[i]) + 1;
	}
	line = xcalloc(1, len);
	for (i = 0; i < n; i++) {
		strcat(line, args[i]);
		strcat(line, i + 1 < n ? " " : "\n");
	}
	return line;
}

static int stop_run(const char *dir)
{
	struct status s;
	long waited;
	int err;

	end_bar();
	err = write_file(dir, "run", "stop\n");
	if (err) {
		fprintf(stderr, "stockbench run: interrupted, and writing stop to %s/run failed: %s\n",
			dir, strerror(-err));
		return 130;
	}
	for (waited = 0; waited < STOP_WAIT_MS; waited += POLL_MS) {
		if (get_status(dir, &s))
			break;
		if (strcmp(s.state, "running")) {
			fprintf(stderr, "stockbench run: interrupted: run stopped (state %s)\n", s.state);
			return 130;
		}
		sleep_ms(POLL_MS);
	}
	fprintf(stderr, "stockbench run: interrupted: stop written, run still going after %d s\n",
		STOP_WAIT_MS / 1000);
	return 130;
}

static int save_results(const char *dir, const char *out)
{
	char src[4096], tmp[4096], buf[65536];
	FILE *in, *o;
	size_t n;
	int bad = 0;

	snprintf(src, sizeof(src), "%s/results.csv", dir);
	snprintf(tmp, sizeof(tmp), "%s.tmp", out);
	in = fopen(src, "r");
	if (!in) {
		fprintf(stderr, "stockbench run: cannot read %s: %s\n", src, strerror(errno));
		return -1;
	}
	o = fopen(tmp, "w");
	if (!o) {
		fprintf(stderr, "stockbench run: cannot write %s: %s\n", tmp, strerror(errno));
		fclose(in);
		return -1;
	}
	while ((n = fread(buf, 1, sizeof(buf), in)) > 0)
		if (fwrite(buf, 1, n, o) != n)
			bad = 1;
	bad |= ferror(in);
	fclose(in);
	bad |= fclose(o) != 0;
	if (bad || rename(tmp, out)) {
		fprintf(stderr, "stockbench run: saving %s failed: %s\n", out, strerror(errno));
		unlink(tmp);
		return -1;
	}
	return 0;
}

static int check_writable(const char *out)
{
	char tmp[4096];
	int fd;

	snprintf(tmp, sizeof(tmp), "%s.tmp", out);
	fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
	if (fd < 0) {
		fprintf(stderr, "stockbench run: cannot write %s: %s\n", tmp, strerror(errno));
		return -1;
	}
	close(fd);
	unlink(tmp);
	return 0;
}

/* Write the config line; the module's reason, if any, when it says EINVAL. */
static int write_config(const char *dir, const char *cfg)
{
	struct status s;
	int err = write_file(dir, "config", cfg);

	if (err == -EINVAL) {
		int have = !get_status_quiet(dir, &s) && s.error[0];

		fprintf(stderr, "stockbench run: config rejected: %s\n",
			have ? s.error : "(module gave no reason)");
		return -1;
	}
	if (err) {
		fprintf(stderr, "stockbench run: cannot write %s/config: %s\n", dir, strerror(-err));
		return -1;
	}
	return 0;
}

/* Catch Ctrl-C and TERM from here on, then write start. */
static int start_run(const char *dir)
{
	struct sigaction sa = { .sa_handler = on_sigint };
	struct status s;
	int err;

	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	err = write_file(dir, "run", "start\n");
	if (err) {
		/* The module puts its reason in status; errno alone is vague. */
		int have = !get_status_quiet(dir, &s) && s.error[0];

		fprintf(stderr, "stockbench run: cannot start: %s/run: %s%s%s\n", dir,
			err == -EBUSY ? "a run is already in progress" : strerror(-err),
			have ? ": " : "", have ? s.error : "");
		return -1;
	}
	return 0;
}

/*
 * Poll status until the run ends (done, aborted or error): 0 with its
 * last status in @s, else the exit status (interrupted, unreadable
 * status, or a run that never began).
 */
static int wait_run(const char *dir, struct status *s)
{
	unsigned long last = (unsigned long)-1;
	long idle_ms = 0;
	int tty = isatty(STDERR_FILENO);

	for (;;) {
		if (interrupted)
			return stop_run(dir);
		if (get_status(dir, s))
			return 1;
		progress(s, tty, &last);
		if (!strcmp(s->state, "done") || !strcmp(s->state, "aborted") ||
		    !strcmp(s->state, "error"))
			break;
		if (strcmp(s->state, "running")) {
			idle_ms += POLL_MS;
			if (idle_ms >= IDLE_GIVE_UP_MS) {
				end_bar();
				fprintf(stderr, "stockbench run: state '%s' %d s after start: the run never began\n",
					s->state, IDLE_GIVE_UP_MS / 1000);
				return 1;
			}
		}
		sleep_ms(POLL_MS);
	}
	end_bar();
	return 0;
}

/* Show the saved file as "show" would; 1 unless the run succeeded. */
static int show_saved(const char *out, const struct sb_opts *o)
{
	struct sb_input in;
	int err;

	if (sb_input_load(out, &in))
		return 1;
	sb_show_env(stdout, &in);
	fputs("\n", stdout);
	sb_show_table(stdout, &in, o);
	err = sb_env_get(&in.r, "run_status") &&
	      strncmp(sb_env_get(&in.r, "run_status"), "SUCCESS", 7);
	sb_input_free(&in);
	return err ? 1 : 0;
}

/* Everything before the run starts; 0, or the exit status. */
static int prepare_run(const struct sb_opts *o, const char *dir, const char *out)
{
	char *cfg = NULL;
	int ret = 0;

	if (o->nargs && !(cfg = config_line(o->nargs, o->args)))
		return 2;
	/* Fail before the run, not after it, if the output cannot be written. */
	if (check_writable(out)) {
		ret = 1;
	} else if (access(dir, F_OK)) {
		fprintf(stderr, "stockbench run: %s: %s (is the module loaded and debugfs mounted?)\n",
			dir, strerror(errno));
		ret = 1;
	} else if (cfg && write_config(dir, cfg)) {
		ret = 1;
	}
	free(cfg);
	return ret;
}

int cmd_run(int argc, char **argv)
{
	char outbuf[64];
	const char *dir, *out;
	struct status s;
	struct sb_opts o;
	int parsed;
	int ret;

	parsed = sb_parse_opts(argc, argv, "run", &o);
	if (parsed)
		return parsed < 0 ? 2 : 0;	/* an error, or --help */
	dir = o.debugfs ? o.debugfs : DEFAULT_DEBUGFS;
	if (o.output) {
		out = o.output;
	} else {
		time_t now = time(NULL);

		strftime(outbuf, sizeof(outbuf), "stockbench-%Y%m%d-%H%M%SZ.csv", gmtime(&now));
		out = outbuf;
	}
	ret = prepare_run(&o, dir, out);
	if (ret)
		return ret;
	if (start_run(dir))
		return 1;
	ret = wait_run(dir, &s);
	if (ret)
		return ret;
	if (strcmp(s.state, "done")) {
		fprintf(stderr, "stockbench run: run %s: %s\n", s.state,
			s.error[0] ? s.error : "(no reason given)");
		return 1;
	}
	if (save_results(dir, out))
		return 1;
	fprintf(stderr, "stockbench run: results saved to %s\n", out);
	return show_saved(out, &o);
}
