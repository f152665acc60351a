"""How the benchmarks print a series of times."""


def percentile(values, share):
    """The value `share` (0.95 for p95) of the way up the sorted values."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def percentiles(values):
    """"p50 …, p95 …, max … (n samples)" of times in milliseconds."""
    if not values:
        return "no samples"
    return (f"p50 {percentile(values, 0.5):.1f} ms, p95 {percentile(values, 0.95):.1f} ms, "
            f"max {max(values):.1f} ms ({len(values)} samples)")
