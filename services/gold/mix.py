"""The target mix of a gold set over answer types, tiers and source types, and selection.

A mix file (TOML or JSON) gives weights per dimension; missing dimensions or values fall
back to ``DEFAULT_MIX``; weights are normalised, so ``0.4``/``0.6`` and ``2``/``3`` mean the
same::

    count = 200                 # optional; --count wins
    [answer_type]
    definitive = 0.35
    list = 0.15
    summary = 0.1
    instructional = 0.1
    contradiction_report = 0.1
    no_information = 0.2
    [tier]
    1 = 0.4
    2 = 0.35
    3 = 0.25
    [source_type]
    text = 0.6
    table = 0.25
    figure = 0.1
    chart = 0.05

Selection is greedy and seeded: targets per value are ``round(weight × count)``; each step
takes the candidate whose (answer type, tier, source type) values are furthest below
target in sum, ties broken by the seeded order. When a document cannot fill a value, the
shortfall is reported and other values fill the count — except no-information items, which
never exceed their share (a set short of answerable items is smaller, not padded with
questions the document cannot answer).
"""

from __future__ import annotations

import json
import random
import tomllib
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shared.errors import ConfigError
from shared.messages.qa import QAItem

__all__ = ["DEFAULT_MIX", "DIMENSIONS", "Mix", "load_mix", "select"]

DIMENSIONS: dict[str, tuple[str, ...]] = {
    "answer_type": ("definitive", "list", "summary", "instructional", "contradiction_report",
                    "no_information"),
    "tier": ("1", "2", "3"),
    "source_type": ("text", "table", "figure", "chart"),
}  # fmt: skip
"""Each dimension and its values."""

DEFAULT_MIX: dict[str, dict[str, float]] = {
    "answer_type": {"definitive": 0.4, "list": 0.12, "summary": 0.12, "instructional": 0.08,
                    "contradiction_report": 0.08, "no_information": 0.2},
    "tier": {"1": 0.45, "2": 0.35, "3": 0.2},
    "source_type": {"text": 0.6, "table": 0.25, "figure": 0.08, "chart": 0.07},
}  # fmt: skip
"""The mix used when no file is given."""


def value_of(item: QAItem, dimension: str) -> str:
    """The item's value on ``dimension``."""
    if dimension == "tier":
        return str(item.tier or 1)
    return str(getattr(item, dimension))


@dataclass(frozen=True)
class Mix:
    """Normalised weights per dimension and value, plus an optional count."""

    weights: Mapping[str, Mapping[str, float]]
    count: int | None = None

    def targets(self, count: int) -> dict[str, dict[str, int]]:
        """Item counts per dimension and value for ``count`` items."""
        return {d: {v: round(w * count) for v, w in ws.items()} for d, ws in self.weights.items()}

    def as_dict(self) -> dict[str, Any]:
        """The mix as plain data (for the manifest)."""
        return {"count": self.count, **{d: dict(ws) for d, ws in self.weights.items()}}


def _normalise(raw: Mapping[str, Any], origin: str) -> Mix:
    weights: dict[str, dict[str, float]] = {}
    for dim, values in DIMENSIONS.items():
        given = raw.get(dim)
        table = {str(k): v for k, v in (given or DEFAULT_MIX[dim]).items()}
        unknown = sorted(set(table) - set(values))
        if unknown:
            raise ConfigError(f"{origin}: [{dim}] has no value {unknown[0]!r}",
                              hint=f"values of {dim}: {', '.join(values)}")  # fmt: skip
        try:
            numbers = {v: float(table.get(v, 0.0)) for v in values}
        except (TypeError, ValueError) as exc:
            raise ConfigError(f"{origin}: [{dim}] weights must be numbers",
                              hint="write weights like 0.25") from exc  # fmt: skip
        total = sum(numbers.values())
        if total <= 0 or any(w < 0 for w in numbers.values()):
            raise ConfigError(f"{origin}: [{dim}] needs non-negative weights with a positive sum",
                              hint="give at least one value a weight above 0")  # fmt: skip
        weights[dim] = {v: w / total for v, w in numbers.items()}
    stray = sorted(set(raw) - set(DIMENSIONS) - {"count"})
    if stray:
        raise ConfigError(f"{origin}: unknown key {stray[0]!r}",
                          hint=f"keys: count, {', '.join(DIMENSIONS)}")  # fmt: skip
    count = raw.get("count")
    if count is not None and (not isinstance(count, int) or count < 1):
        raise ConfigError(f"{origin}: count must be a positive integer, got {count!r}",
                          hint="set count = 200 or leave it out")  # fmt: skip
    return Mix(weights, count)


def load_mix(path: Path | None) -> Mix:
    """The mix of a TOML or JSON file, or the default mix."""
    if path is None:
        return _normalise({}, "default mix")
    try:
        text = path.read_text(encoding="utf-8")
        raw = json.loads(text) if path.suffix.lower() == ".json" else tomllib.loads(text)
    except (OSError, ValueError) as exc:
        raise ConfigError(
            f"cannot read the mix file {path}: {exc}",
            hint="give a TOML or JSON file like examples/gold/mix.toml",
        ) from exc
    if not isinstance(raw, dict):
        raise ConfigError(f"{path} holds no table", hint="see examples/gold/mix.toml")
    return _normalise(raw, str(path))


@dataclass
class Selection:
    """The chosen items and how far each value fell short of its target."""

    items: list[QAItem]
    shortfall: dict[str, dict[str, int]] = field(default_factory=dict)


def _within_share(chosen: list[QAItem], share: float,
                  have: dict[str, Counter[str]]) -> list[QAItem]:
    """Drop the last no-information items until they are ``share`` of the set, to the nearest
    whole item: a page with 2 or 3 answerable items keeps one (the floor kept none, so a
    small page never tested a refusal), 4 answerable keep 1 (20 %), 6 keep 2 (25 %)."""
    answerable = sum(it.answer_type != "no_information" for it in chosen)
    allowed = int(share / (1 - share) * answerable + 0.5) if share < 1 else len(chosen)
    absent = [it for it in chosen if it.answer_type == "no_information"]
    extra = set(map(id, absent[allowed:]))
    for item in chosen:
        if id(item) in extra:
            for d in DIMENSIONS:
                have[d][value_of(item, d)] -= 1
    return [it for it in chosen if id(it) not in extra]


def select(candidates: Sequence[QAItem], mix: Mix, count: int, seed: int) -> Selection:
    """Up to ``count`` items following ``mix`` (see the module docstring)."""
    targets = mix.targets(count)
    pool = list(candidates)
    random.Random(seed).shuffle(pool)
    have: dict[str, Counter[str]] = {d: Counter() for d in DIMENSIONS}
    chosen: list[QAItem] = []
    cap = targets["answer_type"].get("no_information", 0)
    while pool and len(chosen) < count:
        if have["answer_type"]["no_information"] >= cap:
            pool = [it for it in pool if it.answer_type != "no_information"]
            if not pool:
                break
        best_i, best = 0, -1e9
        for i, item in enumerate(pool):
            score = 0.0
            for d in DIMENSIONS:
                v = value_of(item, d)
                score += (targets[d].get(v, 0) - have[d][v]) / max(count, 1)
            if score > best:
                best_i, best = i, score
        item = pool.pop(best_i)
        chosen.append(item)
        for d in DIMENSIONS:
            have[d][value_of(item, d)] += 1
    chosen = _within_share(chosen, mix.weights["answer_type"].get("no_information", 0.0), have)
    shortfall = {
        d: {v: t - have[d][v] for v, t in targets[d].items() if t - have[d][v] > 0}
        for d in DIMENSIONS
    }
    return Selection(chosen, {d: s for d, s in shortfall.items() if s})
