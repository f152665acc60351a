/* mapwatch COMMAND...: starts COMMAND and prints, in milliseconds, how long it took until it
 * mapped its first real top-level window, then its resident memory 3 s after launch (kB), then
 * the CPU time its main thread had spent by the time the window was mapped (ms; the kernel's
 * schedstat, in nanoseconds): the work of starting, which a busy machine's waits do not inflate
 * as they do the wall-clock time. It listens to the X server's own MapNotify events, so the
 * measurement costs the program being measured nothing. Output: "<map ms> <rss kB> <cpu ms>". */
#include <X11/Xlib.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

static long rss_kb(pid_t pid) {
    char path[64], line[256];
    long value = -1;
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    while (fgets(line, sizeof line, file))
        if (sscanf(line, "VmRSS: %ld", &value) == 1) break;
    fclose(file);
    return value;
}

/* The main thread's time on a CPU so far (ms), from the first field of /proc/PID/schedstat. */
static double main_thread_cpu_ms(pid_t pid) {
    char path[64];
    unsigned long long nanoseconds = 0;
    snprintf(path, sizeof path, "/proc/%d/schedstat", (int)pid);
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    int read = fscanf(file, "%llu", &nanoseconds);
    fclose(file);
    return read == 1 ? nanoseconds / 1e6 : -1;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: mapwatch COMMAND...\n"); return 2; }
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "mapwatch: no X display\n"); return 1; }
    XSelectInput(display, DefaultRootWindow(display), SubstructureNotifyMask);
    XSync(display, False);
    double start = now_ms();
    pid_t pid = fork();
    if (pid == 0) { execvp(argv[1], argv + 1); perror("exec"); _exit(127); }
    double mapped = -1, cpu = -1;
    while (mapped < 0) {
        XEvent event;
        XNextEvent(display, &event);
        if (event.type != MapNotify || event.xmap.override_redirect) continue;
        XWindowAttributes attributes;
        if (XGetWindowAttributes(display, event.xmap.window, &attributes) && attributes.width > 1 && attributes.height > 1) {
            mapped = now_ms() - start;
            cpu = main_thread_cpu_ms(pid);
        }
    }
    double settle = start + 3000 - now_ms();
    if (settle > 0) usleep((useconds_t)(settle * 1000));
    long rss = rss_kb(pid);
    kill(pid, SIGTERM);
    waitpid(pid, NULL, 0);
    printf("%.1f %ld %.1f\n", mapped, rss, cpu);
    return 0;
}
