"""The Together benchmark, two minutes on loopback. First a hosting app, a joined app and six
scripted players: from a player's third card to every other screen showing the result, the
latency (p50, p95, max; goal p95 under 50 ms). Then the load test's game (a hosting app, seven
scripted players and a connection sending what no Pastimes sends): the host's frames while its
cards move, against the motion benchmark's bars. Run with scripts/bench/together.sh (release
build, its own X server and D-Bus session)."""
import os
import re
import sys
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "EndToEnd"))
from harness import App, wait_for  # noqa: E402
import together_bots  # noqa: E402
from figures import percentile, percentiles  # noqa: E402
from shown import first_read, first_showing, frames_drawing_claims, host_reads, until_claimed_again  # noqa: E402
from goals import judge  # noqa: E402
from together_apps import PrivateSession, host_game, join_game  # noqa: E402

SECONDS = 60
SLOT = 1000 / 60




def traced(app):
    """(the app's log, for shown.py; frames: [(interval, work)]) from an app's --trace-together log."""
    frames = []
    for line in open(app.log_path, errors="replace"):
        if match := re.match(r"pastimes: together-frame ([\d.]+) ([\d.]+)", line):
            frames.append((float(match[1]), float(match[2])))
    return app.log_path, frames


def play(screen, make_bots, vandal=False):
    """Hosts a game and plays it for SECONDS with the bots `make_bots(url, code)` makes (and a
    joined app if `screen`, and the vandal if asked); the bots, the host's trace and the joined
    app's."""
    host = App("--trace-together", size="1000x760")
    session = PrivateSession() if screen else None
    player = App("--trace-together", size="1000x760", env=session.environment) if screen else None
    started = threading.Event()
    try:
        port, code = host_game(host, "Host")
        if player:
            join_game(player, port, code, "Screen")
        url = f"ws://127.0.0.1:{port}/pastimes-set"
        bots = make_bots(url, code.replace(" ", ""))
        players = threading.Thread(target=together_bots.run,
                                   args=(bots, started.wait, SECONDS, together_bots.Vandal(url) if vandal else None))
        players.start()
        names = (["Screen"] if player else []) + [bot.name for bot in bots]
        wait_for(lambda: all(host.label_matching(rf"(?m)^{name}$") for name in names), timeout=20)
        App.click(host.button("Start"))
        started.set()
        players.join(SECONDS + 60)
    finally:
        started.set()
        for app in (player, host):
            if app:
                app.close()
        if session:
            session.close()
    return bots, traced(host), traced(player) if player else (None, [])


def latencies(bots, host_log, screen_logs):
    """For each claim judged and seen everywhere: the time until the last screen showed it,
    and the times per kind of screen. A bot sees every state; a showing of a bot's cards is its
    claim's only until it claims the same cards again (shown.py says why)."""
    reads = host_reads(host_log)
    screens = {name: frames_drawing_claims(log, reads) for name, log in screen_logs.items()}
    overall, per_screen = [], {name: [] for name in list(screens) + ["bots"]}
    for bot in bots:
        ends = until_claimed_again([(sent, tuple(cards)) for sent, cards, _ in bot.claims])
        for index, (sent, cards, _) in enumerate(bot.claims):
            key, end = (bot.me, tuple(cards)), ends[index]
            read = first_read(reads, ",".join(str(card) for card in cards), sent, end)
            if read is None:
                continue   # answered "late", not judged
            arrivals = {name: first_showing(frames, read[0]) for name, frames in screens.items()}
            for other in bots:
                if other is bot:
                    continue
                times = [t for t, state in other.seen if sent <= t < end and state.get("lastClaim")
                         and (state["lastClaim"]["player"], tuple(state["lastClaim"]["cards"])) == key]
                arrivals[other.name] = min(times, default=None)
            if None in arrivals.values():
                continue   # not seen by every screen
            for name, arrived in arrivals.items():
                per_screen["bots" if name.startswith("Bot") else name].append((arrived - sent) * 1000)
            overall.append((max(arrivals.values()) - sent) * 1000)
    return overall, per_screen


def frame_figures(host_frames):
    intervals = [interval for interval, _ in host_frames]
    missed = sum(max(0, round(interval / SLOT) - 1) for interval in intervals)
    return (f"between frames {percentiles(intervals)} (goal p95 ≤ 17.5, max ≤ 33.4); "
            f"work {percentiles([work for _, work in host_frames])}; {missed} frames missed their slot")


def report(title, bots):
    claims = sum(len(bot.claims) for bot in bots)
    problems = [problem for bot in bots for problem in bot.problems]
    print(f"{title}, {SECONDS} s: {claims} claims; {len(problems)} inconsistencies")
    for problem in problems[:10]:
        print("  inconsistency:", problem)


# Few enough right claims that the deck lasts the minute.
bots, (host_log, host_frames), (player_log, _) = play(True, lambda url, code: [
    together_bots.Bot(f"Bot {n}", url, code, pace=(0.4, 1.6), right=0.08, seed=n) for n in range(1, 7)])
report(f"Together on loopback: host, a joined app and {len(bots)} bots", bots)
overall, per_screen = latencies(bots, host_log, {"host": host_log, "joined app": player_log})
print(f"  third card to every other screen showing the result: {percentiles(overall)} (goal p95 < 50 ms)")
for name, values in per_screen.items():
    print(f"    to the {name}: {percentiles(values)}")
print(f"  host's frames while cards move: {frame_figures(host_frames)}")
judge("Together: a claim on every other screen, p95", percentile(overall, 0.95) if overall else float("inf"),
      "under 50 ms", 49.95, "ms")

# The load test's game (Tests/EndToEnd/test_together_load.py): seven bots and the vandal.
bots, (_, host_frames), _ = play(False, together_bots.load_test_bots, vandal=True)
report("The load test's game: host, 7 bots and a connection sending nonsense", bots)
print(f"  host's frames while cards move: {frame_figures(host_frames)}")
