"""Causal connectives (``because``, ``led to``, ``resulted in`` ...) with offsets and direction.

The spec's applicability check for causal questions searches for
``cause[sd]?|lead[s]? to|result(?:ed)? in``; this module covers those and the other common
English cues, with every inflection (``led to``, ``leading to``, ``resulting in``), and says
which way each points: after a ``forward`` cue comes the effect (``X led to Y``), after a
``backward`` cue the cause (``Y because of X``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = ["CAUSAL_CUES", "CausalMention", "Direction", "find_causal", "has_causal"]

Direction = Literal["forward", "backward"]


@dataclass(frozen=True, slots=True)
class CausalMention:
    """One causal connective: ``text == source[start:end]``."""

    start: int
    """Offset of the cue in the source text."""

    end: int
    """Offset just past the cue."""

    text: str
    """The cue as written (``led to``)."""

    cue: str
    """Canonical cue (``lead to``), one of ``CAUSAL_CUES``."""

    direction: Direction
    """``forward``: the effect follows the cue; ``backward``: the cause follows it."""


_CUES: tuple[tuple[str, str, Direction], ...] = (
    ("because of", r"because\s+of", "backward"),
    ("because", r"because|'cause(?=\s)", "backward"),
    ("due to", r"due\s+to", "backward"),
    ("owing to", r"owing\s+to", "backward"),
    ("thanks to", r"thanks\s+to", "backward"),
    ("on account of", r"on\s+account\s+of", "backward"),
    ("as a result of", r"as\s+a\s+(?:direct\s+)?result\s+of", "backward"),
    ("as a result", r"as\s+a\s+(?:direct\s+)?result(?!\s+of)", "forward"),
    ("as a consequence of", r"as\s+a\s+consequence\s+of", "backward"),
    ("in response to", r"in\s+response\s+to", "backward"),
    ("stem from", r"stem(?:s|med|ming)?\s+from", "backward"),
    ("caused by", r"caused\s+by", "backward"),
    ("driven by", r"driven\s+by", "backward"),
    ("result from", r"result(?:s|ed|ing)?\s+from", "backward"),
    ("lead to", r"(?:lead(?:s|ing)?|led)\s+(?:directly\s+)?to", "forward"),
    ("result in", r"result(?:s|ed|ing)?\s+in(?!\s+(?:a\s+)?(?:tie|draw)\b)", "forward"),
    ("cause", r"caus(?:e[sd]?|ing)(?!\s+by)", "forward"),
    ("contribute to", r"contribut(?:e[sd]?|ing)\s+to", "forward"),
    ("give rise to", r"(?:give[sn]?|gave|giving)\s+rise\s+to", "forward"),
    ("bring about", r"(?:bring(?:s|ing)?|brought)\s+about", "forward"),
    ("trigger", r"trigger(?:s|ed|ing)?", "forward"),
    ("prompt", r"prompt(?:s|ed|ing)(?=\s)", "forward"),
    ("therefore", r"therefore", "forward"),
    ("consequently", r"consequently", "forward"),
    ("hence", r"hence", "forward"),
    ("thus", r"thus", "forward"),
    ("which is why", r"which\s+is\s+why", "forward"),
    ("so that", r"so\s+that", "forward"),
)

CAUSAL_CUES: tuple[str, ...] = tuple(name for name, _, _ in _CUES)
"""Canonical names of every cue recognised, in matching priority order."""

_FIRST = "bdotaiscrlgphw'"
"""The first character of every cue. The regex starts with a guard (a word boundary and one
of these) that every alternative requires anyway, so it skips other positions at once
instead of trying each cue there."""

_RX = re.compile(
    rf"\b(?=[{_FIRST}])(?:"
    + "|".join(rf"(?P<c{i}>\b(?:{pattern})\b)" for i, (_, pattern, _) in enumerate(_CUES))
    + ")",
    re.IGNORECASE,
)


_STEMS = ("caus", "becaus", "due", "owing", "thanks", "account", "result", "consequen",
          "response", "stem", "driven", "lead", "led", "contribut", "rise", "bring", "brought",
          "trigger", "prompt", "therefore", "hence", "thus", "why", "so that")  # fmt: skip
"""Substrings one of which every cue contains: a cheap test before the regex."""


def _maybe(text: str) -> bool:
    low = text.lower()
    return any(stem in low for stem in _STEMS)


def find_causal(text: str) -> list[CausalMention]:
    """Causal connectives in ``text``, in order; the longest cue wins (``because of``)."""
    out: list[CausalMention] = []
    if not _maybe(text):
        return out
    for m in _RX.finditer(text):
        index = int(str(m.lastgroup)[1:])
        name, _, direction = _CUES[index]
        out.append(CausalMention(m.start(), m.end(), m.group(), name, direction))
    return out


def has_causal(text: str) -> bool:
    """Whether ``text`` contains a causal connective."""
    return _maybe(text) and _RX.search(text) is not None
