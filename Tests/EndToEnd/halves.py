"""Runs every end-to-end test in two halves at once, each in an X server and D-Bus session of
its own (run.sh with no arguments comes here).

The tests spend most of their time waiting for the app (a flash, an animation, an answer on
the accessibility bus): one at a time they kept a two-core machine under half busy, so two
halves take little more than half as long. The halves share nothing but the machine and its
Avahi daemon, so the tests that host or find games on the network are all in the first half,
never announcing a game while another test looks for one. Every other test module, present or
future, is in the second half, but two long ones that balance the halves.

Each half's report is printed whole when it ends; stopped (by make's watchdog), both halves
are stopped and what they had written is printed."""
import glob
import os
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
# The modules whose apps host, join or find games on the network (and so meet in Avahi), and
# two long ones that make the halves about equal (one at a time, about 8 and 6 minutes).
FIRST_HALF = ({os.path.basename(path)[:-3] for path in glob.glob(os.path.join(HERE, "test_together*.py"))}
              | {"test_menus", "test_robustness", "test_languages"})


def session(modules, log):
    return subprocess.Popen(["xvfb-run", "-a", "-s", "-screen 0 1920x1200x24", "dbus-run-session", "--",
                             sys.executable, "-W", "ignore::DeprecationWarning", "-m", "unittest", "-v", *modules],
                            cwd=HERE, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)


def main():
    everything = sorted(os.path.basename(path)[:-3] for path in glob.glob(os.path.join(HERE, "test_*.py")))
    halves = [[name for name in everything if name in FIRST_HALF], [name for name in everything if name not in FIRST_HALF]]
    logs = [tempfile.TemporaryFile(mode="w+") for _ in halves]
    processes = []
    for index, (modules, log) in enumerate(zip(halves, logs)):
        if index > 0:
            time.sleep(3)   # xvfb-run -a takes the first free display: the first has taken its own by now
        processes.append(session(modules, log))

    def stop(signum, _frame):
        for process in processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
        report(halves, logs, processes)
        sys.exit(128 + signum)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    for process in processes:
        process.wait()
    sys.exit(report(halves, logs, processes))


def report(halves, logs, processes):
    """Prints each half's report; the first failing half's status, or 0."""
    failed = 0
    for number, (modules, log, process) in enumerate(zip(halves, logs, processes), 1):
        log.flush()
        log.seek(0)
        status = process.poll()
        print(f"===== end-to-end tests, half {number} of {len(halves)}: {' '.join(modules)}", flush=True)
        sys.stdout.write(log.read())
        print(f"===== half {number}: {'passed' if status == 0 else f'failed (status {status})'}", flush=True)
        failed = failed or (status if status else 0)
    return failed


if __name__ == "__main__":
    main()
