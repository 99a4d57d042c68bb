"""The name a page's person is known by, read from a lead that opens on the legal name:
``Joseph Fidler Walsh (born November 20, 1947), known professionally as Joe Walsh, is ...``,
``Choi Jin-ri (born March 29, 1994), better known by her stage name Sulli, is ...``."""

from __future__ import annotations

import re

__all__ = ["known_name", "page_name"]

_ADVERB = r"(?:better|professionally|popularly|mononymously|commonly|simply|widely)"
_STAGE = r"(?:(?:his|her|their|the)\s+(?:stage|pen|ring|professional)\s+name\s+)"
_KNOWN_AS = re.compile(
    rf"^\s*(?:\([^()]*\))?\s*,?\s*(?:(?:is|was)\s+)?(?:"
    rf"(?:{_ADVERB}\s+known|known\s+{_ADVERB})\s+(?:as|by)\s+{_STAGE}?"
    rf"|known\s+(?:as|by)\s+{_STAGE})"
    r"[\"“]?(?P<name>[A-Z][^,;()\"“”]{0,60}?)[\"”]?(?=\s*[,;(]|\s+(?:is|was|are|were)\b)"
)
"""Right after the legal name and its bracket: the adverbed ``known as``, or a ``known by
her stage name`` (the name a person performs or writes under, adverb or not), and the name."""


def known_name(span: str, legal: str) -> str | None:
    """The name ``span`` (a lead opening on ``legal``) says its person is known by, or
    ``None``: ``known professionally as Joe Walsh`` gives ``Joe Walsh``; a plain ``known
    as`` (often a nickname beside the name) and a name not right after the legal one's
    bracket give none; ``known by her stage name Rita Redshoes`` names the stage name
    without an adverb."""
    text = span.lstrip()
    if not legal or not text.startswith(legal):
        return None
    found = _KNOWN_AS.match(text[len(legal) :])
    if found is None:
        return None
    name = found.group("name").strip()
    return name if name and name != legal else None


_NAME_WORD = re.compile(r"[A-Z][\w.'’-]*")


def page_name(title: str, legal: str, span: str, start: int | None) -> str | None:
    """The page's title as the name its person is known by, when the lead opens on another
    form of it with its bracket (page ``Jody Hamilton``: ``Joseph Hamilton (born August 28,
    1938) is an American retired professional wrestler``; page ``Bobby Fish``: ``Robert
    Anthony Fish (born ...)``): an encyclopedia titles a person by the name people know. The
    title and the legal name share their last word, both are names of two words at least,
    the title has no disambiguator (``Randy Smith (basketball)`` is told apart by its role
    instead) and is no run of initials (``O. P. Nayyar``, as ``known_name`` reads none);
    the span (at ``start`` of its document) is the page's lead, its first sentence: another
    person's sentence further down opens on a name with its bracket too (``Nick Hamilton
    (born 1975) is ... Jody's son`` on ``Jody Hamilton``); ``None`` otherwise."""
    if start != 0:
        return None  # not the document's first sentence (or no offset): not the page's lead
    if not title or "(" in title or title == legal:
        return None
    titled, named = title.split(), legal.split()
    if len(titled) < 2 or len(named) < 2 or titled[-1] != named[-1]:
        return None
    if not all(_NAME_WORD.fullmatch(w) for w in titled):
        return None
    if all(re.fullmatch(r"[A-Z]\.", w) for w in titled[:-1]):
        return None  # "S. D. Burman": initials the lead never states are not read as a name
    text = span.lstrip()
    if not text.startswith(legal) or not text[len(legal):].lstrip().startswith("("):
        return None
    return title
