"""The Together benchmark: a hosting app, a joined app and six scripted players on loopback
for a minute. Prints, from a player's third card to every other screen showing the result,
the latency (p50, p95, max; goal p95 under 50 ms), and the host's frame times while its
cards move, against the motion benchmark's bars. Run with scripts/bench-together.sh (release
build, its own X server and D-Bus session)."""
import os
import re
import sys
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "EndToEnd"))
from harness import App, wait_for  # noqa: E402
import together_bots  # noqa: E402
from together_apps import PrivateSession, host_game, join_game  # noqa: E402

SECONDS = 60
SLOT = 1000 / 60


def percentiles(values):
    if not values:
        return "no samples"
    ordered = sorted(values)
    at = lambda share: ordered[min(len(ordered) - 1, int(share * len(ordered)))]  # noqa: E731
    return f"p50 {at(0.5):.1f} ms, p95 {at(0.95):.1f} ms, max {ordered[-1]:.1f} ms ({len(values)} samples)"


def traced(app):
    """(shown claims: {(player, cards): [seconds]}, frames: [(interval, work)]) from an app's log."""
    shown, frames = {}, []
    for line in open(app.log_path, errors="replace"):
        if match := re.match(r"pastimes: together-shown (\d+) ([\d,]+) ([\d.]+)", line):
            key = (int(match[1]), tuple(int(c) for c in match[2].split(",")))
            shown.setdefault(key, []).append(float(match[3]))
        elif match := re.match(r"pastimes: together-frame ([\d.]+) ([\d.]+)", line):
            frames.append((float(match[1]), float(match[2])))
    return shown, frames


host = App("--trace-together", size="1000x760")
session = PrivateSession()
player = App("--trace-together", size="1000x760", env=session.environment)
try:
    port, code = host_game(host, "Host")
    join_game(player, port, code, "Screen")
    url = f"ws://127.0.0.1:{port}/pastimes-set"
    # Few enough right claims that the deck lasts the minute.
    bots = [together_bots.Bot(f"Bot {n}", url, code.replace(" ", ""), pace=(0.4, 1.6), right=0.08, seed=n) for n in range(1, 7)]
    started = threading.Event()
    players = threading.Thread(target=together_bots.run, args=(bots, started.wait, SECONDS))
    players.start()
    wait_for(lambda: all(host.label_matching(rf"(?m)^{name}$") for name in ["Screen"] + [b.name for b in bots]), timeout=20)
    App.click(host.button("Start"))
    started.set()
    players.join(SECONDS + 60)
finally:
    started.set()
    player.close()
    host.close()
    session.close()

host_shown, host_frames = traced(host)
player_shown, _ = traced(player)
screens = {"host": host_shown, "joined app": player_shown}
latencies, per_screen = [], {name: [] for name in list(screens) + ["bots"]}
for bot in bots:
    for sent, cards, _ in bot.claims:
        key = (bot.me, tuple(cards))
        arrivals = {}
        for name, shown in screens.items():
            times = [t for t in shown.get(key, []) if t >= sent]
            if times:
                arrivals[name] = min(times)
        for other in bots:
            if other is bot:
                continue
            times = [t for t, state in other.seen if t >= sent and state.get("lastClaim")
                     and (state["lastClaim"]["player"], tuple(state["lastClaim"]["cards"])) == key]
            if times:
                arrivals[other.name] = min(times)
        if len(arrivals) < len(bots) - 1 + len(screens):
            continue   # not judged (late, too fast) or not seen by every screen
        for name, arrived in arrivals.items():
            per_screen["bots" if name.startswith("Bot") else name].append((arrived - sent) * 1000)
        latencies.append((max(arrivals.values()) - sent) * 1000)

intervals = [interval for interval, _ in host_frames]
missed = sum(max(0, round(interval / SLOT) - 1) for interval in intervals)
claims = sum(len(bot.claims) for bot in bots)
problems = [problem for bot in bots for problem in bot.problems]
print(f"Together on loopback: host, a joined app and {len(bots)} bots, {SECONDS} s, {claims} claims, "
      f"{len(latencies)} judged and seen on every screen; {len(problems)} inconsistencies")
print(f"  third card to every other screen showing the result: {percentiles(latencies)} (goal p95 < 50 ms)")
for name, values in per_screen.items():
    print(f"    to the {name}: {percentiles(values)}")
print(f"  host's frames while cards move: between frames {percentiles(intervals)} (goal p95 ≤ 17.5, max ≤ 33.4); "
      f"work {percentiles([work for _, work in host_frames])}; {missed} frames missed their slot")
for problem in problems[:10]:
    print("  inconsistency:", problem)
