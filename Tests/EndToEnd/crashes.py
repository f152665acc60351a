"""What a crashed app leaves for the end-to-end tests to report: a core in its data folder, and
the threads' stacks gdb reads from it."""
import os
import resource
import shutil
import subprocess


def keep_a_core():
    """Lets a crashed app leave a core file in its working folder (the test's data folder), for
    crash_report to read: a crash seen once on a busy machine is then a crash with a place."""
    try:
        _, hard = resource.getrlimit(resource.RLIMIT_CORE)
        resource.setrlimit(resource.RLIMIT_CORE, (hard, hard))   # as far as this machine allows
    except (ValueError, OSError):
        pass  # no core then; the log still tells


def crash_report(program, folder):
    """The crashed app's threads as gdb reads them from its core, where the kernel wrote one
    there and gdb is installed; else nothing."""
    cores = [name for name in os.listdir(folder) if name == "core" or name.startswith("core.")]
    if not cores or not shutil.which("gdb"):
        return ""
    try:
        result = subprocess.run(["gdb", "-batch", "-nx", "-ex", "thread apply all bt 25", program, os.path.join(folder, cores[0])],
                                capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"\n(gdb could not read the core: {error})"
    return "\n".join(line for line in result.stdout.splitlines() if line.startswith(("#", "Thread", "Program terminated")))
