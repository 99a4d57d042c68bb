"""A plain reading of the spec's citation metrics, for conformance tests and the bench.

Precision = correct cited / cited, recall = correct cited / gold, F1 their harmonic mean;
both sets empty -> 1.0 everywhere, exactly one empty -> 0.0 everywhere. Sources are
compared by ``shared.metrics.citations.ref_key`` (URL normalisation is a dyneval rule,
not a formula to re-derive), recomputed for every reference without caching.
"""

from __future__ import annotations

from collections.abc import Iterable

from shared.metrics.citations import ref_key


def citation_scores(
    predicted: Iterable[str | int], gold: Iterable[str | int]
) -> tuple[float, float, float]:
    """(precision, recall, f1) of cited sources against gold documents."""
    cited = {ref_key(ref) for ref in predicted}
    wanted = {ref_key(ref) for ref in gold}
    if len(cited) == 0 and len(wanted) == 0:
        return 1.0, 1.0, 1.0
    if len(cited) == 0 or len(wanted) == 0:
        return 0.0, 0.0, 0.0
    correct = 0
    for ref in cited:
        if ref in wanted:
            correct += 1
    precision = correct / len(cited)
    recall = correct / len(wanted)
    if precision + recall == 0:
        return 0.0, 0.0, 0.0
    return precision, recall, 2 * precision * recall / (precision + recall)
