"""Waiting in the end-to-end tests: for a condition, for a value that stays put, and the one
kind of fixed pause allowed (input paced as a person gives it). The harness re-exports them."""
import time

from gi.repository import GLib


def wait_for(condition, timeout=20.0, interval=0.05, message="condition", explain=None):
    """Polls `condition` until it returns something truthy, and returns that. A widget that goes
    away while it is being read (a card leaving the table) only means "look again". The time
    allowed is generous: it is spent only by a failing test, and a busy machine (two parts of
    the suite, a browser) can keep an app from answering for seconds. `explain`, if given, says
    what was there instead when time ran out."""
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            value = condition()
            if value:
                return value
        except GLib.GError as error:
            last_error = error
        if time.monotonic() > deadline:
            detail = f" (last error: {last_error})" if last_error else ""
            if explain:
                try:
                    detail += f"; instead: {explain()}"
                except Exception as error:  # the explanation must not hide the failure
                    detail += f"; (could not say what was there: {error})"
            raise AssertionError(f"timed out after {timeout} s waiting for {message}{detail}")
        time.sleep(interval)


def settled(read, quiet=0.4, timeout=20.0, interval=0.05, message="things to settle"):
    """What `read()` returns once it has returned the same for `quiet` seconds (and three looks in
    a row): cards that have stopped gliding, a layout after a resize, a window's contents filled
    in. (Animations end with no event to wait for; their result stops changing.) A falsy value
    never counts as settled, so `settled(lambda: size() < limit)` waits for the size to stay
    under the limit. On time out it says what was read last."""
    seen = {"value": None, "since": None, "looks": 0}

    def steady():
        value, now = read(), time.monotonic()
        if seen["since"] is None or value != seen["value"]:
            seen.update(value=value, since=now, looks=1)
            return False
        seen["looks"] += 1
        return bool(value) and seen["looks"] >= 3 and now - seen["since"] >= quiet

    wait_for(steady, timeout=timeout, interval=interval, message=message, explain=lambda: repr(seen["value"])[:600])
    return seen["value"]


def pace(seconds):
    """The time between two parts of one input, which is the input itself: how long a press is
    held, how fast a drag moves or bytes trickle in, keys a few times a second. Nothing is awaited
    here, so there is no condition to wait on instead."""
    # Fixed wait: input paced as a person (or a slow peer) would give it; the pause is the input.
    time.sleep(seconds)
