"""Runs every end-to-end test in two halves at once, each in an X server and D-Bus session of
its own, then the busiest modules by themselves (run.sh with no arguments comes here).

The tests spend most of their time waiting for the app (a flash, an animation, an answer on
the accessibility bus): one at a time they kept a two-core machine under half busy, so two
halves take little more than half as long. The halves share nothing but the machine and its
Avahi daemon, so the tests that host or find games on the network are all in the first half
(Invite from Anywhere's too: its app hosts inside a namespace, but announces through that daemon),
never announcing a game while another test looks for one. Every other test module, present or
future, is in the second half, but one that balances the halves and the busy ones.

Each part's report is printed whole at the end; stopped (by make's watchdog), every part is
stopped and what it had written is printed."""
import glob
import os
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
# The modules whose apps host, join or find games on the network (and so meet in Avahi), and
# one more that makes the halves about equal (one at a time, about 9 minutes each on a slow
# two-core machine).
FIRST_HALF = ({os.path.basename(path)[:-3] for path in glob.glob(os.path.join(HERE, "test_together*.py"))}
              | {"test_menus", "test_languages", "test_web_rules", "test_simon_tab", "test_invite_from_anywhere"}) - {"test_together_load", "test_together_http"}
# The modules that keep both cores busy themselves (seven scripted players against a host, a
# stream of random clicks, real browsers, a hosting app under HTTP attack): run alone once the halves are done, so that they
# never starve the other half's app (which then missed a key or a settings change for ten
# seconds, or played a held Simon tone 0.3 s late).
ALONE = ["test_together_load", "test_robustness", "test_web_player", "test_together_http"]


def session(modules, log):
    return subprocess.Popen(["xvfb-run", "-a", "-s", "-screen 0 1920x1200x24", "dbus-run-session", "--",
                             sys.executable, "-W", "ignore::DeprecationWarning", "-m", "unittest", "-v", *modules],
                            cwd=HERE, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)


def main():
    everything = sorted(os.path.basename(path)[:-3] for path in glob.glob(os.path.join(HERE, "test_*.py")))
    parts = [[name for name in everything if name in FIRST_HALF],
              [name for name in everything if name not in FIRST_HALF and name not in ALONE],
              [name for name in ALONE if name in everything]]
    logs = [tempfile.TemporaryFile(mode="w+") for _ in parts]
    processes = []

    def stop(signum, _frame):
        for process in processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
        report(parts, logs, processes)
        sys.exit(128 + signum)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    for index in (0, 1):
        if index > 0:
            # Fixed wait: xvfb-run -a takes the first free display; the first part's server has taken its own by now.
            time.sleep(3)
        processes.append(session(parts[index], logs[index]))
    for process in processes:
        process.wait()
    processes.append(session(parts[2], logs[2]))   # then the busy ones, by themselves
    processes[2].wait()
    sys.exit(report(parts, logs, processes))


def report(parts, logs, processes):
    """Prints each half's report; the first failing half's status, or 0."""
    failed = 0
    for number, (modules, log, process) in enumerate(zip(parts, logs, processes), 1):
        log.flush()
        log.seek(0)
        status = process.poll()
        print(f"===== end-to-end tests, part {number} of {len(parts)}: {' '.join(modules)}", flush=True)
        sys.stdout.write(log.read())
        print(f"===== part {number}: {'passed' if status == 0 else f'failed (status {status})'}", flush=True)
        failed = failed or (status if status else 0)
    return failed


if __name__ == "__main__":
    main()
