"""Item-set F1 for list answers: the predicted items matched one-to-one against the gold items.

``split_items`` reads a list answer: one item per bullet or numbered line (``-``, ``*``,
``•``, ``1.``, ``2)``); an answer on one line is split at semicolons, else at commas and a
final "and". Two items match when the token F1 of their normalised forms
(``shared.metrics.answer.token_prf``, SQuAD rule) reaches ``threshold`` (0.5 by default), or
when they are equal ignoring case and spacing (an item such as "A" normalises to nothing);
matching is greedy by descending similarity, each item used once. Precision is matches over
predicted items, recall matches over gold items, F1 their harmonic mean. Edge cases: both
lists empty -> 1.0 everywhere; exactly one empty -> 0.0.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from shared.metrics.answer import token_prf

__all__ = ["ItemSetScore", "item_set_f1", "split_items"]

_MARKER = re.compile(r"^\s*(?:[-*+•▪◦‣●]|\(?\d{1,3}[.)]|\(?[a-z][.)])\s+")
_AND = re.compile(r",?\s+and\s+(?=[^,]+$)")


@dataclass(frozen=True, slots=True)
class ItemSetScore:
    """Matches between a predicted and a gold list."""

    precision: float
    recall: float
    f1: float
    matched: int
    predicted: int
    gold: int


def split_items(text: str) -> list[str]:
    """The items of a list answer (see the module docstring); empty items are dropped."""
    lines = [line for line in text.splitlines() if line.strip()]
    marked = [line for line in lines if _MARKER.match(line)]
    if len(marked) >= 2 or (marked and len(lines) == 1):
        items = [_MARKER.sub("", line) for line in marked]
    elif len(lines) > 1:
        items = lines
    else:
        one = lines[0] if lines else ""
        items = one.split(";") if ";" in one else _AND.sub(", ", one).split(",")
    return [item.strip().rstrip(".") for item in items if any(ch.isalnum() for ch in item)]


def item_set_f1(
    predicted: Sequence[str], gold: Sequence[str], *, threshold: float = 0.5
) -> ItemSetScore:
    """Item-set precision, recall and F1 of two item lists."""
    if not predicted and not gold:
        return ItemSetScore(1.0, 1.0, 1.0, 0, 0, 0)
    if not predicted or not gold:
        return ItemSetScore(0.0, 0.0, 0.0, 0, len(predicted), len(gold))
    pairs = []
    for i, p in enumerate(predicted):
        for j, g in enumerate(gold):
            same = " ".join(p.lower().split()) == " ".join(g.lower().split())
            f1 = 1.0 if same else token_prf(p, g, yes_no_rule=False).f1
            if f1 >= threshold:
                pairs.append((f1, i, j))
    pairs.sort(key=lambda t: (-t[0], t[1], t[2]))
    used_p: set[int] = set()
    used_g: set[int] = set()
    for _f1, i, j in pairs:
        if i not in used_p and j not in used_g:
            used_p.add(i)
            used_g.add(j)
    matched = len(used_p)
    precision = matched / len(predicted)
    recall = matched / len(gold)
    f1 = 2 * precision * recall / (precision + recall) if matched else 0.0
    return ItemSetScore(precision, recall, f1, matched, len(predicted), len(gold))
