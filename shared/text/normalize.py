"""Text normalisation that remembers where every character came from.

Span verification compares an LLM's "verbatim" span with page text that differs in
trivia: curly versus straight quotes, en dashes versus hyphens, non-breaking spaces,
line breaks inside a sentence, soft hyphens, letter case. ``normalize_with_map`` folds
those away and returns, for each character of the folded text, its offset in the
original, so a match found in folded text maps back to exact original offsets.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

__all__ = [
    "NormalizedText",
    "collapse_whitespace",
    "fold_punctuation",
    "normalize",
    "normalize_with_map",
]

_PUNCT_FOLD: dict[int, str] = {
    **dict.fromkeys(map(ord, "\u2018\u2019\u201a\u201b\u2032\u00b4\u0060"), "'"),
    **dict.fromkeys(map(ord, "\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb"), '"'),
    **dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"), "-"),
    **dict.fromkeys(map(ord, "\u00a0\u2007\u202f\u2009\u200a\u2002\u2003\u3000"), " "),
    ord("\u2026"): ".",  # one char for one char keeps offsets 1:1
}
"""Quote, dash and space variants folded to their ASCII form (one character each)."""

_DROPPED = "\u00ad\u200b\u200c\u200d\u2060\ufeff"
"""Soft hyphen and zero-width characters: invisible, so dropped from the folded text."""

_WS_OR_DROP_RX = re.compile(rf"\s+|[{_DROPPED}]+")


def fold_punctuation(text: str) -> str:
    """``text`` with curly quotes, dashes and exotic spaces replaced by ASCII (same length)."""
    return text.translate(_PUNCT_FOLD)


def collapse_whitespace(text: str) -> str:
    """``text`` with every whitespace run turned into one space and the ends stripped."""
    return " ".join(text.split())


_FOLD_AND_DROP: dict[int, str | None] = {**_PUNCT_FOLD, **dict.fromkeys(map(ord, _DROPPED))}


def normalize(text: str, *, lower: bool = True) -> str:
    """The folded form of ``text`` that ``normalize_with_map`` produces, without the map."""
    nfc = unicodedata.normalize("NFC", text)
    work = nfc if len(nfc) == len(text) else text
    if lower:
        work = _lower_same_length(work.translate(_PUNCT_FOLD))
    work = work.translate(_FOLD_AND_DROP)
    return " ".join(work.split())


@dataclass(frozen=True, slots=True)
class NormalizedText:
    """Folded text plus the original offset of each of its characters."""

    text: str
    """The folded text."""

    offsets: tuple[int, ...]
    """``offsets[i]`` is the index in ``original`` of ``text[i]``."""

    original: str
    """The text before folding."""

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Original ``(start, end)`` covering folded ``text[start:end]`` (``end`` exclusive)."""
        if not self.offsets or start >= end:
            pos = self.offsets[start] if start < len(self.offsets) else len(self.original)
            return pos, pos
        first = self.offsets[start]
        last = self.offsets[min(end, len(self.offsets)) - 1]
        return first, last + 1


def _lower_same_length(text: str) -> str:
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    # A few characters (e.g. U+0130) lower to two; keep those as they are.
    return "".join(ch if len(low := ch.lower()) != 1 else low for ch in text)


def normalize_with_map(text: str, *, lower: bool = True) -> NormalizedText:
    """Fold quotes/dashes/spaces, drop invisible characters, collapse and strip whitespace.

    Composed characters are NFC-normalised first only when that keeps the length, so the
    offset map stays exact. With ``lower`` the text is also lower-cased.
    """
    source = text
    nfc = unicodedata.normalize("NFC", text)
    work = nfc if len(nfc) == len(text) else text
    work = work.translate(_PUNCT_FOLD)
    if lower:
        work = _lower_same_length(work)
    pieces: list[str] = []
    offsets: list[int] = []
    pos = 0
    for match in _WS_OR_DROP_RX.finditer(work):
        if match.start() > pos:
            pieces.append(work[pos : match.start()])
            offsets.extend(range(pos, match.start()))
        if match.group()[0].isspace():  # a whitespace run becomes one space
            pieces.append(" ")
            offsets.append(match.start())
        pos = match.end()
    if pos < len(work):
        pieces.append(work[pos:])
        offsets.extend(range(pos, len(work)))
    folded = "".join(pieces)
    # Strip the ends and merge spaces that dropped characters left next to each other.
    chars: list[str] = []
    kept: list[int] = []
    for ch, off in zip(folded, offsets, strict=True):
        if ch == " " and (not chars or chars[-1] == " "):
            continue
        chars.append(ch)
        kept.append(off)
    if chars and chars[-1] == " ":
        chars.pop()
        kept.pop()
    return NormalizedText(text="".join(chars), offsets=tuple(kept), original=source)
