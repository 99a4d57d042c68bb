"""A page title read as a headline: its parts, its echo in the text, a name's attestation.

Saved pages title themselves ``Headline | Site``, ``Chapter 6 - Section``, ``Product —
Slogan — Slogan``, and repeat the headline as the first line of their text. A word the
headline capitalises (``Burst Pipes``, ``Rises``, ``Behind``) is a name only if the text
itself writes it capitalised where no sentence starts; the headline's own echo in the text
does not count as the text naming it.
"""

from __future__ import annotations

import re

__all__ = ["attested", "headline_verb", "title_segments", "without_headline"]

_SEPARATOR_RX = re.compile(r"\s+(?:\||-{1,2}|\u2013|\u2014|\u00b7|\u2022)\s+")
"""Spaced separators between a headline and a site or section name (not a hyphen in a
word: ``Just-released``, ``U.S.-Israeli``)."""

_HEADLINE_VERB_RX = re.compile(
    r"\b(?:is|are|was|were|will|would|has|have|had|does|did|can|could|may|might|must|"
    r"should|get|gets|got|make|makes|made|hits|says|said|leaves|admits|offers|scores)\b",
    re.IGNORECASE,
)
"""Words that make a title a sentence (``Facebook Is Tracking Me``, ``Meta Outage Hits
Facebook``) rather than a name: a title holding one is not taken whole as the entity."""


def title_segments(title: str) -> list[str]:
    """The parts of ``title`` between spaced separators, headline (longest part) first."""
    parts = [part.strip() for part in _SEPARATOR_RX.split(title) if part.strip()]
    return sorted(parts, key=lambda part: -len(part.split())) if len(parts) > 1 else parts


def headline_verb(title: str) -> bool:
    """Whether ``title`` reads as a sentence (holds an auxiliary or a headline verb)."""
    return bool(_HEADLINE_VERB_RX.search(title))


def _key(text: str) -> str:
    return re.sub(r"[\W_]+", " ", text.lower()).strip()


def without_headline(title: str, body: str) -> str:
    """``body`` with its lines that repeat ``title`` or one of its parts blanked out (quotes
    and punctuation aside; a line that goes on for a word or two after the headline, as
    ``... Worldwide``, is its echo too)."""
    echoes = [key for key in {_key(title), *map(_key, title_segments(title))} if len(key) >= 4]
    if not echoes:
        return body
    lines = body.split("\n")
    for index, line in enumerate(lines):
        key = _key(line)
        if key and any(
            key == echo
            or (
                len(echo.split()) >= 4
                and key.startswith(echo)
                and len(key[len(echo) :].split()) <= 2
            )
            for echo in echoes
        ):
            lines[index] = ""
    return "\n".join(lines)


_SENTENCE_START_RX = re.compile(r"(?:^|[.!?:;\"'\u201c\u2018(\n\u2014\u2013-])\s*$")


def attested(name: str, body: str, *, strict: bool = False) -> bool:
    """The text writes ``name`` capitalised as a name: a name of several words anywhere, a
    single word where no sentence or line starts, or (unless ``strict``) anywhere when the
    text never writes the word in lower case."""
    found = [m.start() for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", body)]
    if not found:
        return False
    if len(name.split()) > 1:
        return True
    if any(not _SENTENCE_START_RX.search(body[max(0, at - 3) : at]) for at in found):
        return True
    if strict:  # a word cut from a longer headline run needs a mid-sentence use
        return False
    return re.search(rf"(?<![\w-]){re.escape(name.lower())}(?![\w-])", body) is None
