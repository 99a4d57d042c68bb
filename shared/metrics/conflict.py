"""Credit for answers to contradiction items: every conflicting value must be stated.

An answer to a question on which the source contradicts itself is credited only when it
states each of the conflicting values (``values``, e.g. ``("$4.2 million", "$4.8 million")``).
A value is stated when the answer holds a figure equal to it (same number after scale,
unit and currency; ``shared.text.numbers``), or a date of the same calendar range
(``shared.text.dates``), or, for other values, its normalised text as whole words.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from shared.metrics.normalize import normalize_answer
from shared.text.dates import find_dates
from shared.text.numbers import find_quantities

__all__ = ["conflict_credit", "states_value"]


def states_value(answer: str, value: str) -> bool:
    """Whether ``answer`` states ``value`` (see the module docstring)."""
    dates = find_dates(value)
    if dates:
        want = (dates[0].earliest, dates[0].latest)
        return any((d.earliest, d.latest) == want for d in find_dates(answer))
    quantities = find_quantities(value)
    if quantities:
        q = quantities[0]
        return any(
            math.isclose(a.base_value, q.base_value, rel_tol=1e-6, abs_tol=1e-9)
            and (a.currency == q.currency or a.currency is None or q.currency is None)
            for a in find_quantities(answer)
        )
    norm = normalize_answer(value)
    return bool(norm) and re.search(rf"(?:^|\s){re.escape(norm)}(?:\s|$)",
                                    normalize_answer(answer)) is not None  # fmt: skip


def conflict_credit(answer: str, values: Sequence[str]) -> float:
    """1.0 when the answer states every conflicting value (at least two), else 0.0."""
    if len(values) < 2:
        return 0.0
    return 1.0 if all(states_value(answer, v) for v in values) else 0.0
