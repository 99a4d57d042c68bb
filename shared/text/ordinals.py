"""The ordinal words, spelled out once: ``first`` to ``twelfth``.

``ORDINAL_WORDS`` holds them in order (``ORDINAL_WORDS[n - 1]`` is the word for ``n``);
``ordinals(last, first=1)`` gives the run from ``first`` to ``last``, and
``ordinal_alternation`` the same run as a regex alternation (``first|second|third``) to
place inside a group. Claims, facts, dates, the KB and gold all read their ordinals here.
"""

from __future__ import annotations

from typing import Final

__all__ = ["ORDINAL_WORDS", "ordinal_alternation", "ordinals"]

ORDINAL_WORDS: Final[tuple[str, ...]] = (
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
)
"""The ordinal words in order; no word is the start of another, so an alternation of them
matches the same whatever their order."""


def ordinals(last: int, first: int = 1) -> tuple[str, ...]:
    """The ordinal words for ``first`` to ``last`` (both 1-based, inclusive):
    ``ordinals(3)`` is ``("first", "second", "third")``."""
    if not 1 <= first <= last <= len(ORDINAL_WORDS):
        raise ValueError(
            f"ordinals({last}, first={first}) is outside 1..{len(ORDINAL_WORDS)}: "
            "ask for a run of the twelve ordinal words, first <= last"
        )
    return ORDINAL_WORDS[first - 1 : last]


def ordinal_alternation(last: int, first: int = 1) -> str:
    """The ordinal words for ``first`` to ``last`` as a regex alternation, ungrouped:
    ``ordinal_alternation(4)`` is ``first|second|third|fourth``."""
    return "|".join(ordinals(last, first))
