"""Finding a claimed "verbatim" span in a document: exact first, then fuzzy, with offsets.

Three steps, cheapest first:

1. ``exact``: the span occurs in the document as given (``str.find``), score 100.
2. ``normalized``: it occurs once quotes, dashes, spaces, invisible characters and case
   are folded (``shared.text.normalize``), score 100; offsets are mapped back to the
   original text.
3. ``fuzzy``: the best window of the folded document by rapidfuzz's
   ``partial_ratio_alignment`` (normalised Indel similarity, 0-100), snapped to word
   boundaries when that scores at least as well. Below ``threshold`` there is no match.

``DocumentAligner`` folds the document once and then aligns any number of spans against
it; ``align_span`` is the one-shot form. ``DifflibAligner`` does step 3 with the standard
library's ``difflib`` (the fuzzywuzzy-style partial ratio) and exists as the baseline the
benchmark compares against.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import Literal, Protocol

from rapidfuzz import fuzz

from shared.text.normalize import NormalizedText, normalize, normalize_with_map

__all__ = [
    "DEFAULT_THRESHOLD",
    "DifflibAligner",
    "DocumentAligner",
    "MatchMethod",
    "SpanAligner",
    "SpanMatch",
    "align_span",
]

DEFAULT_THRESHOLD = 90.0
"""Lowest fuzzy score that still counts as the span being in the document."""

MatchMethod = Literal["exact", "normalized", "fuzzy"]


@dataclass(frozen=True, slots=True)
class SpanMatch:
    """Where a span was found: ``text == document[start:end]``."""

    start: int
    """Offset of the matched window in the original document."""

    end: int
    """Offset just past the window."""

    score: float
    """Similarity of the span and the window, 0-100 (100 for exact and normalised matches)."""

    method: MatchMethod
    """Which step found it."""

    text: str
    """The matched window of the original document."""


class SpanAligner(Protocol):
    """Finds spans in one document."""

    document: str
    """The document text spans are found in."""

    def align(self, span: str, *, threshold: float | None = None) -> SpanMatch | None:
        """The best window for ``span``, or ``None`` when nothing scores ``threshold``."""
        ...


def _is_word(ch: str) -> bool:
    return ch.isalnum()


class DocumentAligner:
    """Aligns spans against one document with rapidfuzz; the document is folded once."""

    def __init__(self, document: str, *, threshold: float = DEFAULT_THRESHOLD) -> None:
        self.document = document
        self.threshold = threshold
        self._folded: NormalizedText | None = None

    @property
    def folded(self) -> NormalizedText:
        """The folded document and its offset map (computed on first use)."""
        if self._folded is None:
            self._folded = normalize_with_map(self.document)
        return self._folded

    def align(self, span: str, *, threshold: float | None = None) -> SpanMatch | None:
        """The best window for ``span`` (exact, then folded, then fuzzy) or ``None``."""
        if not span.strip():
            return None
        pos = self.document.find(span)
        if pos >= 0:
            first, last = _whole_words(self.document, pos, pos + len(span))
            return SpanMatch(first, last, 100.0, "exact", self.document[first:last])
        needle = normalize(span)
        if not needle:
            return None
        folded = self.folded
        pos = folded.text.find(needle)
        if pos >= 0:
            return self._match(pos, pos + len(needle), 100.0, "normalized")
        cutoff = self.threshold if threshold is None else threshold
        window = self._fuzzy_window(needle, folded.text, cutoff)
        if window is None:
            return None
        start, end, score = window
        return self._match(start, end, score, "fuzzy")

    def _fuzzy_window(self, needle: str, hay: str, cutoff: float) -> tuple[int, int, float] | None:
        if not hay:
            return None
        if len(needle) >= len(hay):
            score = fuzz.ratio(needle, hay)
            return (0, len(hay), score) if score >= cutoff else None
        found = fuzz.partial_ratio_alignment(needle, hay, score_cutoff=cutoff)
        if found is None:
            return None
        snapped = _best_snap(needle, hay, found.dest_start, found.dest_end, found.score)
        return snapped if snapped[2] >= cutoff else None

    def _match(self, start: int, end: int, score: float, method: MatchMethod) -> SpanMatch:
        first, last = self.folded.original_span(start, end)
        first, last = _whole_words(self.document, first, last)
        return SpanMatch(first, last, round(score, 2), method, self.document[first:last])


def _whole_words(text: str, start: int, end: int) -> tuple[int, int]:
    """``start``/``end`` moved out to the edges of the words they fall inside: a span a model
    cut mid-word ("…evaluated the pr") is the document's whole word ("…the prototype")."""
    while start > 0 and start < len(text) and _is_word(text[start - 1]) and _is_word(text[start]):
        start -= 1
    while 0 < end < len(text) and _is_word(text[end - 1]) and _is_word(text[end]):
        end += 1
    return start, end


def _best_snap(
    needle: str, hay: str, start: int, end: int, score: float
) -> tuple[int, int, float]:
    """The window snapped to whole words, grown or shrunk, whichever scores best.

    A fuzzy window may start or end inside a word ("…engineers evaluated the pr"); a span
    cut mid-word is never returned. The score is the snapped window's own, so a span that
    only matched by cutting words falls below the threshold and its claim is dropped.
    """
    del score  # the raw window's score does not describe the snapped one
    while start < end and hay[start] == " ":
        start += 1
    while end > start and hay[end - 1] == " ":
        end -= 1
    grown_start, grown_end = start, end
    while grown_start > 0 and _is_word(hay[grown_start - 1]) and _is_word(hay[grown_start]):
        grown_start -= 1
    while grown_end < len(hay) and _is_word(hay[grown_end]) and _is_word(hay[grown_end - 1]):
        grown_end += 1
    shrunk_start, shrunk_end = start, end
    if shrunk_start != grown_start:  # starts inside a word: move past it
        while shrunk_start < end and _is_word(hay[shrunk_start]):
            shrunk_start += 1
        while shrunk_start < end and not _is_word(hay[shrunk_start]):
            shrunk_start += 1
    if shrunk_end != grown_end:  # ends inside a word: move back before it
        while shrunk_end > shrunk_start and _is_word(hay[shrunk_end - 1]):
            shrunk_end -= 1
        while shrunk_end > shrunk_start and not _is_word(hay[shrunk_end - 1]):
            shrunk_end -= 1
    best = (grown_start, grown_end, fuzz.ratio(needle, hay[grown_start:grown_end]))
    if shrunk_end > shrunk_start and (shrunk_start, shrunk_end) != (grown_start, grown_end):
        shrunk_score = fuzz.ratio(needle, hay[shrunk_start:shrunk_end])
        if shrunk_score > best[2]:
            best = (shrunk_start, shrunk_end, shrunk_score)
    return best


def align_span(
    span: str, document: str, *, threshold: float = DEFAULT_THRESHOLD
) -> SpanMatch | None:
    """Find ``span`` in ``document`` (exact, folded, then fuzzy); ``None`` below ``threshold``."""
    return DocumentAligner(document, threshold=threshold).align(span)


class DifflibAligner(DocumentAligner):
    """The same three steps with the fuzzy step done by ``difflib`` (benchmark baseline).

    Step 3 is the classic pure-Python partial ratio: for each matching block that
    ``SequenceMatcher`` finds between the span and the document, the window of the span's
    length aligned on that block is scored with ``SequenceMatcher.ratio``; the best wins.
    """

    def __init__(self, document: str, *, threshold: float = DEFAULT_THRESHOLD) -> None:
        super().__init__(document, threshold=threshold)
        self._matcher: SequenceMatcher[str] | None = None

    def _fuzzy_window(self, needle: str, hay: str, cutoff: float) -> tuple[int, int, float] | None:
        if not hay:
            return None
        if len(needle) >= len(hay):
            score = SequenceMatcher(None, needle, hay, autojunk=False).ratio() * 100
            return (0, len(hay), score) if score >= cutoff else None
        if self._matcher is None:
            self._matcher = SequenceMatcher(None, autojunk=False)
            self._matcher.set_seq2(hay)  # index the document once
        self._matcher.set_seq1(needle)
        best: tuple[int, int, float] | None = None
        for a, b, size in self._matcher.get_matching_blocks():
            if size == 0:
                continue
            start = max(b - a, 0)
            end = min(start + len(needle), len(hay))
            score = SequenceMatcher(None, needle, hay[start:end], autojunk=False).ratio() * 100
            if best is None or score > best[2]:
                best = (start, end, score)
        if best is None or best[2] < cutoff:
            return None
        return best
