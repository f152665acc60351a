"""How the benchmarks print a series of times."""


def percentiles(values):
    """"p50 …, p95 …, max … (n samples)" of times in milliseconds."""
    if not values:
        return "no samples"
    ordered = sorted(values)
    at = lambda share: ordered[min(len(ordered) - 1, int(share * len(ordered)))]  # noqa: E731
    return f"p50 {at(0.5):.1f} ms, p95 {at(0.95):.1f} ms, max {ordered[-1]:.1f} ms ({len(values)} samples)"
