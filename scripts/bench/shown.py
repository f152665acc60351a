"""When a desktop app's screen first showed the result of a claim, from the apps'
`--trace-together` logs (Sources/PastimesLab/TogetherTrace.swift).

An app notes a claim when a painted frame draws a claim other than the last frame's, so it
notes only the latest claim a frame draws: two claims judged between two frames are both shown
by the second frame (the first one's score is on its sideline), but only the second is named.
And the same player may claim the same three cards again seconds later. Matching a claim to
the next frame that names its player and cards therefore once read a frame seconds later, drawing
the next such claim, as the first one's showing (the "stalls" of several seconds on two screens
at once). Here a claim is shown by the first frame, after the host judged it, that draws it or
a claim the host judged after it, in the host's own order (its together-read lines)."""
import re


def host_reads(log_path):
    """{cards: [(read, answered)]}: when the hosting app read each claim of those cards from a
    socket, and when its answers had been handed to every socket (monotonic seconds)."""
    reads = {}
    for line in open(log_path, errors="replace"):
        if match := re.match(r"pastimes: together-read ([\d,]+) ([\d.]+) ([\d.]+)$", line.strip()):
            reads.setdefault(match[1], []).append((float(match[2]), float(match[3])))
    return reads


def first_read(reads, cards, start, end):
    """The host's first read of a claim of `cards` in [start, end), as (read, answered), or None."""
    return min(((read, answered) for read, answered in reads.get(cards, []) if start <= read < end), default=None)


def frames_drawing_claims(log_path, reads):
    """[(painted, read)]: each frame an app noted as drawing a new claim, and when the host read
    that claim (its latest read of those cards before the frame), in the order painted."""
    frames = []
    for line in open(log_path, errors="replace"):
        if match := re.match(r"pastimes: together-shown \d+ ([\d,]+) ([\d.]+)$", line.strip()):
            painted = float(match[2])
            read = max((read for read, _ in reads.get(match[1], []) if read <= painted), default=None)
            if read is not None:
                frames.append((painted, read))
    return frames


def first_showing(frames, read):
    """When the first frame drawing the claim the host read at `read`, or one it read later, was
    painted; None if no frame did."""
    return next((painted for painted, drawn in frames if painted >= read and drawn >= read), None)


def until_claimed_again(claims):
    """For claims [(sent, key)] in any order: {index: when the same key was next claimed (or
    infinity)}, the end of the time in which a showing of that key can be this claim's."""
    ends = {}
    for index, (sent, key) in enumerate(claims):
        ends[index] = min((other for other, same in claims if same == key and other > sent), default=float("inf"))
    return ends
