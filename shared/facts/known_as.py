"""The name a page's person is known by, read from a lead that opens on the legal name:
``Joseph Fidler Walsh (born November 20, 1947), known professionally as Joe Walsh, is ...``,
``Choi Jin-ri (born March 29, 1994), better known by her stage name Sulli, is ...``."""

from __future__ import annotations

import re

__all__ = ["known_name"]

_ADVERB = r"(?:better|professionally|popularly|mononymously|commonly|simply|widely)"
_KNOWN_AS = re.compile(
    rf"^\s*(?:\([^()]*\))?\s*,?\s*(?:(?:is|was)\s+)?(?:{_ADVERB}\s+known|known\s+{_ADVERB})"
    r"\s+(?:as|by)\s+(?:(?:his|her|their|the)\s+(?:stage|pen|ring)\s+name\s+)?"
    r"[\"“]?(?P<name>[A-Z][^,;()\"“”]{0,60}?)[\"”]?(?=\s*[,;(]|\s+(?:is|was|are|were)\b)"
)
"""Right after the legal name and its bracket: the adverbed ``known as`` and the name."""


def known_name(span: str, legal: str) -> str | None:
    """The name ``span`` (a lead opening on ``legal``) says its person is known by, or
    ``None``: ``known professionally as Joe Walsh`` gives ``Joe Walsh``; a plain ``known
    as`` (often a nickname beside the name) and a name not right after the legal one's
    bracket give none."""
    text = span.lstrip()
    if not legal or not text.startswith(legal):
        return None
    found = _KNOWN_AS.match(text[len(legal) :])
    if found is None:
        return None
    name = found.group("name").strip()
    return name if name and name != legal else None
