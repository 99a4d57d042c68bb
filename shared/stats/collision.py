"""The spec's collision bound, the pool size it asks for, and observed overlaps.

With per-round pools of K candidate QA pairs per graph, sampled uniformly, and pairwise
overlaps of at most J pairs, the chance that a graph repeats a pair within t rounds is at
most t(t-1)/2 * J/K^2 (a union bound over round pairs; J = K gives the birthday bound).
Keeping it under delta needs K >= sqrt(t(t-1) J / (2 delta)); t=20, J=10, delta=0.05 gives
195. The observed side counts questions of one round that reappear in another, exactly
after answer normalisation or nearly by rapidfuzz's ``token_set_ratio``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import isqrt

import numpy as np
from rapidfuzz import fuzz, process

from shared.errors import InputError
from shared.metrics.normalize import normalize_answer

__all__ = [
    "Draw",
    "GraphDraws",
    "Overlap",
    "PoolCollisions",
    "RepeatRate",
    "collect_draws",
    "collision_bound",
    "overlap",
    "pair_fingerprint",
    "pairwise_overlaps",
    "pool_collisions",
    "repeat_rate",
    "required_pool_size",
]

_CELLS_PER_CHUNK = 4_000_000  # similarity-matrix cells per cdist call (16 MB of float32)


def pair_fingerprint(question: str, answer: str) -> str:
    """A short stable hash of a normalised (question, answer) pair: one member of C(i,t)."""
    key = normalize_answer(question) + "\x1f" + normalize_answer(answer)
    return hashlib.blake2b(key.encode("utf-8"), digest_size=8).hexdigest()


def _check(t: int, j: float) -> None:
    if isinstance(t, bool) or not isinstance(t, int) or t < 1:
        raise InputError(f"the number of rounds t must be an integer >= 1, got {t!r}")
    if j < 0:
        raise InputError(f"the overlap J must be >= 0, got {j!r}")


def collision_bound(t: int, j: float, k: float) -> float:
    """Upper bound t(t-1)/2 * J/K^2 on a repeat within ``t`` rounds (may exceed 1: vacuous)."""
    _check(t, j)
    if k <= 0:
        raise InputError(f"the pool size K must be > 0, got {k!r}")
    return t * (t - 1) / 2 * j / (k * k)


def required_pool_size(t: int, j: float, delta: float) -> int:
    """Smallest integer K with t(t-1)/2 * J/K^2 <= delta, i.e. ceil(sqrt(t(t-1)J/(2 delta))).

    Exact rational arithmetic on the decimal values given (``0.05`` is 1/20), so results
    on perfect squares do not suffer from float rounding. At least 1.
    """
    _check(t, j)
    if not 0 < delta < 1:
        raise InputError(
            f"delta must lie strictly between 0 and 1, got {delta!r}",
            hint="use the tolerated collision probability, e.g. 0.05",
        )
    need = Fraction(t * (t - 1)) * Fraction(str(j)) / (2 * Fraction(str(delta)))
    k = isqrt(need.numerator // need.denominator)
    while k * k < need:
        k += 1
    return max(k, 1)


@dataclass(frozen=True, slots=True)
class Overlap:
    """Questions of a later round that already appeared in an earlier one."""

    n_earlier: int
    n_later: int
    exact: int
    """Later questions equal to an earlier one after answer normalisation."""

    near: int
    """Later questions with token_set_ratio >= threshold to an earlier one (includes exact)."""

    threshold: float
    """The near-duplicate threshold (0-100)."""

    @property
    def exact_rate(self) -> float | None:
        """Share of later questions that repeat exactly; None for an empty later round."""
        return self.exact / self.n_later if self.n_later else None

    @property
    def near_rate(self) -> float | None:
        """Share of later questions that nearly repeat; None for an empty later round."""
        return self.near / self.n_later if self.n_later else None


def overlap(
    earlier: Sequence[str],
    later: Sequence[str],
    *,
    threshold: float = 90.0,
    max_cells: int = _CELLS_PER_CHUNK,
) -> Overlap:
    """Count questions of ``later`` repeated (exactly or nearly) from ``earlier``.

    The similarity matrix is computed in row chunks of at most ``max_cells`` cells, so
    memory stays bounded (16 MB by default) however large the rounds are.
    """
    if not 0 <= threshold <= 100:
        raise InputError(f"the near-duplicate threshold is a 0-100 score, got {threshold!r}")
    earlier_norm = [normalize_answer(text) for text in earlier]
    later_norm = [normalize_answer(text) for text in later]
    seen = set(earlier_norm)
    exact = sum(1 for text in later_norm if text in seen)
    near = 0
    if earlier_norm and later_norm:
        rows = max(1, max_cells // len(earlier_norm))
        for start in range(0, len(later_norm), rows):
            chunk = later_norm[start : start + rows]
            scores = process.cdist(
                chunk,
                earlier_norm,
                scorer=fuzz.token_set_ratio,
                score_cutoff=threshold,
                dtype=np.float32,
                workers=1,
            )
            hits = scores.max(axis=1) >= threshold
            # an exact repeat always counts as near, even an empty string (ratio 0)
            near += sum(bool(hit) or text in seen for hit, text in zip(hits, chunk, strict=True))
    return Overlap(
        n_earlier=len(earlier), n_later=len(later), exact=exact, near=near, threshold=threshold
    )


def pairwise_overlaps(
    rounds: Mapping[str, Sequence[str]], *, threshold: float = 90.0
) -> dict[tuple[str, str], Overlap]:
    """Overlap of every later round with every earlier one, rounds in mapping order."""
    names = list(rounds)
    return {
        (u, v): overlap(rounds[u], rounds[v], threshold=threshold)
        for i, u in enumerate(names)
        for v in names[i + 1 :]
    }


@dataclass(frozen=True, slots=True)
class RepeatRate:
    """Graphs whose generated QA pair repeated across rounds: the bound's observed side."""

    graphs: int
    """Graphs seen in at least two rounds."""

    repeated: int
    """Of those, graphs with the same normalised QA pair in two different rounds."""

    @property
    def rate(self) -> float | None:
        """``repeated / graphs``; None when no graph appears twice."""
        return self.repeated / self.graphs if self.graphs else None


def repeat_rate(rounds: Mapping[str, Mapping[str, tuple[str, str]]]) -> RepeatRate:
    """Per-graph exact repeats: ``rounds`` maps round -> graph id -> (question, answer)."""
    history: dict[str, list[tuple[str, str]]] = {}
    for per_graph in rounds.values():
        for graph, (question, answer) in per_graph.items():
            history.setdefault(graph, []).append(
                (normalize_answer(question), normalize_answer(answer))
            )
    graphs = [pairs for pairs in history.values() if len(pairs) >= 2]
    repeated = sum(1 for pairs in graphs if len(set(pairs)) < len(pairs))
    return RepeatRate(graphs=len(graphs), repeated=repeated)


@dataclass(frozen=True, slots=True)
class GraphDraws:
    """One graph in one round: its candidate pool C(i,t) and the pairs drawn from it."""

    pool: frozenset[str]
    """Fingerprints of the candidate pool (``pair_fingerprint``); empty when unknown."""

    drawn: frozenset[str]
    """Fingerprints of the pairs sampled from the pool this round (before the judge)."""


Draw = tuple[str, str, Iterable[str], str]
"""One judged candidate: (round, graph, its pool's fingerprints, its own fingerprint)."""


def collect_draws(
    rounds: Sequence[str], draws: Iterable[Draw]
) -> dict[str, dict[str, GraphDraws]]:
    """Per round of ``rounds`` (in that order) and graph: the pool and the drawn pairs;
    draws of other rounds are ignored."""
    pools: dict[str, dict[str, set[str]]] = {name: {} for name in rounds}
    drawn: dict[str, dict[str, set[str]]] = {name: {} for name in rounds}
    for round_id, graph, pool, pair in draws:
        if round_id in pools:
            pools[round_id].setdefault(graph, set()).update(pool)
            drawn[round_id].setdefault(graph, set()).add(pair)
    return {
        name: {g: GraphDraws(frozenset(pools[name][g]), frozenset(d))
               for g, d in drawn[name].items()}
        for name in rounds
    }  # fmt: skip


@dataclass(frozen=True, slots=True)
class PoolCollisions:
    """The spec's collision bound at the observed pool overlaps, and the observed repeats."""

    rounds: int
    """t: rounds in the history (the current one included)."""

    pool_size: int
    """K of the spec's bound: the configured candidate pool size."""

    pool_size_min: int | None
    """Smallest pool a graph in two rounds actually had; None when no graph was."""

    j_max: int
    """Largest |C(i,u) ∩ C(i,v)| over graphs and round pairs u < v."""

    j_max_consecutive: int
    """The same over consecutive rounds only."""

    bound: float
    """The spec's bound t(t-1)/2 · J_max / K² (may exceed 1: vacuous)."""

    bound_observed_pools: float
    """The union bound with each round's real pool sizes: the largest over graphs of
    Σ_{u<v} J(i,u,v) / (|C(i,u)| · |C(i,v)|), the chance two uniform draws coincide."""

    graphs_in_two_rounds: int
    """Graphs with draws in at least two rounds."""

    graphs_repeated: int
    """Of those, graphs that drew the same pair in two different rounds."""

    pools_known: bool
    """False when no draw carried its pool, so J was taken over the drawn pairs."""

    @property
    def repeat_rate(self) -> float | None:
        """Empirical repeat rate ``graphs_repeated / graphs_in_two_rounds``."""
        if not self.graphs_in_two_rounds:
            return None
        return self.graphs_repeated / self.graphs_in_two_rounds


def pool_collisions(
    rounds: Mapping[str, Mapping[str, GraphDraws]], pool_size: int
) -> PoolCollisions:
    """Collision figures of ``rounds`` (round -> graph -> draws, oldest round first).

    J is taken per graph over the candidate pools before the judge (the judge removes
    repeats, so accepted items would always show J = 0); a draw without its pool counts
    its drawn pairs as its pool. The repeat rate counts graphs whose drawn pairs repeated
    across rounds - what the bound bounds.
    """
    names = list(rounds)
    t = max(len(names), 1)
    k = max(pool_size, 1)
    by_graph: dict[str, list[tuple[int, GraphDraws]]] = {}
    for index, name in enumerate(names):
        for graph, draws in rounds[name].items():
            by_graph.setdefault(graph, []).append((index, draws))
    pools_known = any(d.pool for per in rounds.values() for d in per.values())
    j_max = j_consecutive = 0
    observed = 0.0
    smallest: int | None = None
    in_two = repeated = 0
    for history in by_graph.values():
        if len(history) < 2:
            continue
        in_two += 1
        pools = [(i, d.pool or d.drawn) for i, d in history]
        low = min(len(p) for _, p in pools)
        smallest = low if smallest is None else min(smallest, low)
        union = 0.0
        for a, (u, pool_u) in enumerate(pools):
            for v, pool_v in pools[a + 1 :]:
                j = len(pool_u & pool_v)
                j_max = max(j_max, j)
                if v == u + 1:
                    j_consecutive = max(j_consecutive, j)
                if j:
                    union += j / (len(pool_u) * len(pool_v))
        observed = max(observed, union)
        drawn = [d.drawn for _, d in history]
        if any(drawn[x] & drawn[y] for x in range(len(drawn)) for y in range(x + 1, len(drawn))):
            repeated += 1
    return PoolCollisions(
        rounds=t,
        pool_size=k,
        pool_size_min=smallest,
        j_max=j_max,
        j_max_consecutive=j_consecutive,
        bound=collision_bound(t, j_max, k),
        bound_observed_pools=observed,
        graphs_in_two_rounds=in_two,
        graphs_repeated=repeated,
        pools_known=pools_known,
    )
