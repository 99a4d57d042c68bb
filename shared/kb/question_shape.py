"""Shape checks of a written query: one question, not two lookups glued together.

The SRS forbids multi-hop queries that are "just concatenation": two questions joined by
"… and what …", "? And what …" or two question marks. :func:`is_concatenated` finds that
form; the generator never ships such a query and ``kb validate`` reports any it reads.
:func:`is_meta_reference` finds a question that names its subject by where the KB mentions
it ("the setting mentioned in the Parsers guide's section on …").
"""

from __future__ import annotations

import re

__all__ = ["is_concatenated", "is_meta_reference"]

_META = re.compile(r"\b(?:guide|page|document|article)'s section\b|\bmentioned in the\b|"
                   r"\bthe section (?:on|about|titled)\b", re.IGNORECASE)
"""A question that points at the KB's own text ("the setting mentioned in the Parsers guide's
section on setting the parsers") instead of naming what it asks about: no user writes it."""


def is_meta_reference(query: str) -> bool:
    """True when ``query`` names a page's section or "mentioned in the …" for its subject.

    ``"What is the default value of the parameter mentioned in the Exit Codes guide's
    section on exit code reference?"`` is one (the kb_base reviewer: "a meta-reference
    no user would write"); ``"What is the default value of the --allow-abort option of cz
    check?"`` is not.
    """
    return _META.search(query) is not None

_JOINED = re.compile(
    r"(?:,|\band\b|\bor\b|\bplus\b|;)\s+(?:also\s+)?"
    r"(?:what|which|who|whom|whose|when|where|why|how(?!\s+(?:much|many)\s+(?:more|less|"
    r"longer|shorter|cheaper|higher|lower)\b))\b",
    re.IGNORECASE,
)
_SECOND_QUESTION = re.compile(r"\?\s+\S")
_OPENER = re.compile(
    r"\s*(?:what|which|who|whom|whose|when|where|why|how|can|could|do|does|did|is|are|was|"
    r"were|will|would|should|may|must|has|have)\b",
    re.IGNORECASE,
)
_INTERROGATIVE = re.compile(r"\b(?:what|which|who|whom|whose|when|where|why|how)\b", re.I)


def is_concatenated(query: str) -> bool:
    """True for two questions in one: a second interrogative after the first question began.

    ``"What is the fee, and what is the limit?"``, ``"Can I do X, and what does Y say?"`` and
    ``"Why X? And what is Y?"`` are concatenated; ``"If I do X, what fee applies?"``,
    ``"Which is longer, the return window or the exchange window?"`` and ``"How much more
    does Express cost than Standard for 5 lb to Zone B?"`` are not.
    """
    text = query.strip()
    if _SECOND_QUESTION.search(text):
        return True
    opener = _OPENER.match(text) or _INTERROGATIVE.search(text)
    if opener is None:
        return False
    return _JOINED.search(text, opener.end()) is not None
