"""Sentences inside a quotation opened before them: speech, never a bare fact.

A statement quoted over several sentences writes its quotation marks only at the ends:
*"We are ready to help. The Iranian Red Crescent can deliver 500 tonnes of food within two
days. Our engineers have rebuilt bridges before," the ambassador said.* The middle sentence
has no mark of its own, so it passed as the writer's fact; it is the ambassador's claim.
News also quotes over several paragraphs: each paragraph of the statement opens with a
quotation mark and only the last one closes it.

``open_quotation_spans(page)`` gives the stretches of ``page`` inside a quotation: from an
opening mark (``\u201c``, or a straight ``"`` at an even count) to its closing one in the
same paragraph, or to the paragraph's end when it stays open and the next paragraph opens
with a quotation mark (the statement goes on; that next paragraph is inside from its start).
A paragraph that ends open with no quoted paragraph after it closes there; a straight mark
left open so is a stray one and quotes nothing (a curly opening mark still quotes to the
paragraph's end), and a straight mark after a digit or a foot mark is an inch mark
(``6'0"``).
``inside_quotation(spans, start)`` tells that a sentence starting at ``start`` begins inside
one: it was opened before the sentence, by an earlier sentence or paragraph. A sentence
that opens the quotation itself starts outside (``factual`` reads its own marks).
"""

from __future__ import annotations

import bisect
import re

__all__ = ["OPEN_QUOTATION", "inside_quotation", "open_quotation_spans"]

OPEN_QUOTATION = "open_quotation"
"""Drop reason: a sentence inside a quotation another sentence opened (a speaker's words)."""

_PARAGRAPH_RX = re.compile(r"[^\n]+")
_OPENING = ('"', "\u201c")
_FEET_INCHES_RX = re.compile(r"\d['\u2032]\s?\d{1,2}$")


def _inch_mark(paragraph: str, index: int, quoting: bool) -> bool:
    """The straight mark at ``index`` follows a number as its inch mark: after feet and
    inches (``6'0"``) always; after a bare number (``a 12" record``) only when no quotation
    is open (inside one, ``the album "311"`` closes it)."""
    before = paragraph[max(0, index - 6) : index]
    if _FEET_INCHES_RX.search(before):
        return True
    return not quoting and before[-1:].isdigit()


def _paragraph_spans(paragraph: str, offset: int, open_at_start: bool) -> tuple[
        list[tuple[int, int]], bool]:  # fmt: skip
    """The quoted stretches of one paragraph (page offsets) and whether it ends open."""
    spans: list[tuple[int, int]] = []
    opened: int | None = offset if open_at_start else None
    skip = 1 if open_at_start else 0  # the paragraph's own opening mark re-opens the quote
    for index in range(skip, len(paragraph)):
        char = paragraph[index]
        if char == '"' and _inch_mark(paragraph, index, opened is not None):
            continue  # "6'0\"", "a 12\" record": an inch mark, no quotation
        if char == "\u201c" or (char == '"' and opened is None):
            if opened is None:
                opened = offset + index
        elif char in ("\u201d", '"') and opened is not None:
            spans.append((opened, offset + index + 1))
            opened = None
    if opened is not None:
        spans.append((opened, offset + len(paragraph)))
    return spans, opened is not None


def open_quotation_spans(page: str) -> list[tuple[int, int]]:
    """The stretches of ``page`` inside a quotation, in order (see module)."""
    paragraphs = [(m.start(), m.group()) for m in _PARAGRAPH_RX.finditer(page) if m.group().strip()]
    out: list[tuple[int, int]] = []
    carried = False
    for number, (offset, paragraph) in enumerate(paragraphs):
        lead = len(paragraph) - len(paragraph.lstrip())
        text = paragraph[lead:]
        spans, ends_open = _paragraph_spans(text, offset + lead, carried)
        following = paragraphs[number + 1][1].lstrip() if number + 1 < len(paragraphs) else ""
        if ends_open and not following.startswith(_OPENING):
            if page[spans[-1][0]] == '"':
                spans = spans[:-1]  # a stray straight mark: no quotation to its end
            ends_open = False  # no quoted paragraph after it: the quotation ends here
        out.extend(spans)
        carried = ends_open
    return out


def inside_quotation(spans: list[tuple[int, int]], start: int) -> bool:
    """A sentence starting at ``start`` starts inside a quotation opened before it."""
    at = bisect.bisect_right(spans, (start, len(spans) + 10**12)) - 1
    return at >= 0 and spans[at][0] < start < spans[at][1]
