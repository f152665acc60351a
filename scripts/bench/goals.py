#!/usr/bin/env python3
"""Each figure of `make bench` beside its goal, and the previous release's beside it.

The benchmark scripts call `judge(...)`, which prints the verdict where the figure is measured
and keeps it in .build/bench/verdicts.tsv; `make bench` ends with `goals.py summary`, which prints
them all in one table: PASS or FALL SHORT, and this build's figure as a ratio of the previous
release's, measured in the same run. `goals.py reset` starts a run's list afresh.
    goals.py reset | summary
    goals.py motion [--informative] DISPLAY CURRENT.txt... -- PREVIOUS.txt...
        (judges pastimes-lab --benchmark-motion's output; informative: shown beside the goals, not judged)
"""
import os
import re
import statistics
import sys

VERDICTS = os.path.join(os.path.dirname(__file__), "..", "..", ".build", "bench", "verdicts.tsv")
SLOT = 1000 / 60


def judge(figure, value, goal, limit, unit, previous=None, at_most=True, informative=False):
    """Keeps and prints one verdict: `value` against `limit` (at most, or at least), with the
    goal as words (`goal`) and the previous release's figure, if measured, for the ratio.
    An informative figure is shown beside its goal without a verdict (say why in `goal`)."""
    met = value <= limit if at_most else value >= limit
    verdict = "not judged" if informative else ("PASS" if met else "FALL SHORT")
    ratio = f"{value / previous:.2f}" if previous else "–"
    shown_previous = f"{previous:.1f} {unit}" if previous is not None else "–"
    row = [figure, f"{value:.1f} {unit}", shown_previous, ratio, goal, verdict]
    print(f"  {verdict}: {figure}: {row[1]} (previous release {shown_previous}, ratio {ratio}); goal {goal}")
    os.makedirs(os.path.dirname(VERDICTS), exist_ok=True)
    with open(VERDICTS, "a") as out:
        out.write("\t".join(row) + "\n")
    return met


def summary():
    """The whole run's verdicts, as a Markdown table (for the README), and a count."""
    if not os.path.exists(VERDICTS):
        print("No figures were judged.")
        return 1
    rows = [line.rstrip("\n").split("\t") for line in open(VERDICTS) if line.strip()]
    print("\n| figure | this build | previous release | ratio | goal | verdict |")
    print("| --- | --- | --- | --- | --- | --- |")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    short = [row[0] for row in rows if row[-1] == "FALL SHORT"]
    judged = [row for row in rows if row[-1] != "not judged"]
    print(f"\n{len(judged) - len(short)} of {len(judged)} figures PASS" + (f"; FALL SHORT: {'; '.join(short)}" if short else ""))
    return 0


PHASE = re.compile(r"^(?P<phase>[^:]+: [^:]+): (?P<frames>\d+) frames; work p50 [\d.]+ ms, p95 (?P<work95>[\d.]+) ms, "
                   r"max [\d.]+ ms; between frames p50 [\d.]+ ms, p95 [\d.]+ ms, max (?P<gapmax>[\d.]+) ms")
PADS = re.compile(r"^Simon: \d+ pads lit, .*?: p50 [-\d.]+ ms, p95 (?P<lag95>[-\d.]+) ms")
# At rest (a second after the last game, once freed memory is handed back): right after motion,
# a build that hands memory back sooner (even mid-motion, at the cost of frames) reads lower.
AT_REST = re.compile(r"^resident memory after a whole game of each kind: (?P<rest>[\d.]+) MB.*\((?P<games>-?[\d.]+)%")
CYCLES = re.compile(r"^resident memory after cycle 1: .*\((?P<cycles>-?[\d.]+)%")


def motion_figures(path):
    """{(phase, figure): value} from one run of pastimes-lab --benchmark-motion."""
    figures = {}
    for line in open(path):
        if match := PHASE.match(line):
            phase = match["phase"]
            figures[(phase, "work p95")] = float(match["work95"])
            if int(match["frames"]) > 1:   # one frame has no interval (the phase did not move)
                figures[(phase, "longest interval")] = float(match["gapmax"])
        elif match := PADS.match(line):
            figures[("Simon", "lights painted after their time, p95")] = float(match["lag95"])
        elif match := AT_REST.match(line):
            figures[("at rest", "resident after a whole game of each kind")] = float(match["rest"])
            figures[("at rest", "growth over ten Set games")] = float(match["games"])
        elif match := CYCLES.match(line):
            figures[("Set", "growth from the first to the twentieth gather and spread")] = float(match["cycles"])
    return figures


def motion(display, current_runs, previous_runs, judged=True):
    """Judges each phase's medians over the runs given, beside the previous release's."""
    def medians(runs):
        every = [motion_figures(path) for path in runs]
        keys = {key for figures in every for key in figures}
        return {key: statistics.median(figures[key] for figures in every if key in figures) for key in keys}
    now, before = medians(current_runs), medians(previous_runs)
    if not now:
        judge(f"{display}: the motion benchmark ran", 0, "it prints its phases", 1, "phases", at_most=False)
        return
    goals = {"work p95": ("under 16.7 ms (one slot)", SLOT - 0.05),
             "longest interval": ("at most 33.4 ms (two slots)", 33.4),
             "lights painted after their time, p95": ("within one frame, 16.7 ms", SLOT),
             "growth over ten Set games": ("within 2 %", 2.0),
             "growth from the first to the twentieth gather and spread": ("under 5 %", 4.99)}
    order = list(dict.fromkeys(phase for phase, _ in motion_figures(current_runs[0])))
    for phase, figure in sorted(now, key=lambda key: (order.index(key[0]) if key[0] in order else len(order), key[1])):
        if figure.startswith("resident"):
            previous = before.get((phase, figure))
            if previous:   # nothing held that the previous release did not hold (2 %: run-to-run noise)
                judge(f"{display}, {phase}: {figure}", now[(phase, figure)], "at most the previous release's (+2 %)",
                      previous * 1.02, "MB", previous, informative=not judged)
            continue
        words, limit = goals[figure]
        unit = "%" if figure.startswith("growth") else "ms"
        judge(f"{display}, {phase}: {figure}", now[(phase, figure)], words if judged else words + " (not judged here: see docs/performance.md)",
              limit, unit, before.get((phase, figure)), informative=not judged)


def main(arguments):
    if arguments[:1] == ["reset"]:
        if os.path.exists(VERDICTS):
            os.remove(VERDICTS)
        return 0
    if arguments[:1] == ["summary"]:
        return summary()
    if arguments[:1] == ["motion"] and "--" in arguments:
        judged = arguments[1] != "--informative"
        display, *runs = arguments[1 if judged else 2:]
        split = runs.index("--")
        motion(display, runs[:split], runs[split + 1:], judged)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
