"""Transcript -> segments -> one piece per citation: the spec's SPLIT RULES as code.

The spec (``Constructing Graphs``) says: split the transcript into bullets and
blank-line paragraphs; a bullet with several ``[n]`` becomes one thought per citation,
the claim text duplicated and one ``[n]`` kept. Choices this module makes, in order:

1. Line endings become ``\\n``. A quote left dangling after the last citation of the
   transcript (``... space [6]'``, an artefact of logs pasted from Python reprs) is
   dropped.
2. *Units*: a blank line ends a unit; a line starting with a bullet marker (``-``, ``*``,
   ``+``, ``•``, ``1.``, ``2)``) or a Markdown heading starts one. Bullets run into the
   text before them without a line break (``... by:- Leaving ...``, ``[4][9]- Subleasing``)
   also start one: a ``-``/``*`` directly after ``: ; . ! ? ) ]`` and followed by a space,
   and any ``•``. Other line breaks inside a unit are wrapped text and become spaces.
3. *Segments* (``granularity="sentence"``, the default): each unit is split into
   sentences with ``shared.text.sentences``, because transcripts often arrive as one
   block whose line breaks were lost (the spec's own example). A period glued to the
   next word right after a citation (``... California" [8].fact, Meta``) also ends a
   sentence. Citations that open a sentence (``... Austin. [3] Meta ...``) belong to the
   sentence before it. ``granularity="paragraph"`` keeps whole units, as the spec's prompt
   does literally.
4. *Pieces*: a segment without citations is one piece. A segment with citations gives
   one piece per cited number *occurrence*, in written order (``[8][10] ... [8]`` gives
   three), each with the segment text, that one citation kept as ``[n]`` and the others
   removed. So every citation of the transcript lands in exactly one piece.

Text without a letter or digit (rules, stray punctuation) yields no piece.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Literal

from services.graph.citations import Mark, find_marks, groups, render_with
from shared.text.sentences import split_sentences

__all__ = [
    "Granularity",
    "Piece",
    "Segment",
    "citation_context",
    "split_segments",
    "split_transcript",
]

Granularity = Literal["sentence", "paragraph"]
SegmentKind = Literal["bullet", "paragraph", "heading"]

_BULLET_RX = re.compile(r"[ \t]*(?:[-*+\u2022]|[0-9]{1,3}[.)])[ \t]+(?=\S)")
_HEADING_RX = re.compile(r"[ \t]*#{1,6}[ \t]")
_INLINE_BULLET_RX = re.compile(r"(?<=[:;.!?)\]])[-*](?=[ \t]+\S)|\u2022")
_GLUED_PERIOD_RX = re.compile(r"(?<=\])\.(?=[A-Za-z])")
_TRAILING_QUOTE_RX = re.compile(r"(?<=\])[\"'\u2019\u201d]+(?=\s*$)")


@dataclass(frozen=True, slots=True)
class Segment:
    """One bullet, paragraph or sentence of the transcript, with its citation marks."""

    text: str
    """The segment's text (line breaks turned into spaces), marks as written."""

    marks: tuple[Mark, ...]
    """Citation marks, offsets into ``text``."""

    unit: int
    """Index of the bullet/paragraph the segment comes from."""

    kind: SegmentKind
    """Whether the unit was a bullet, a paragraph or a heading."""


@dataclass(frozen=True, slots=True)
class Piece:
    """One future thought: text carrying at most one citation."""

    text: str
    """Segment text with at most one ``[n]`` kept, whitespace collapsed."""

    cite: int | None
    """The kept source number, if any."""

    context: str
    """Words around the citation's group (for its stance); the whole text when uncited."""

    segment: int
    """Index of the segment the piece comes from (duplicates share it)."""

    kind: SegmentKind
    """Kind of the unit the segment comes from."""


@dataclass(frozen=True, slots=True)
class _Unit:
    start: int
    end: int
    kind: SegmentKind


def _inside(pos: int, marks: list[Mark], starts: list[int]) -> bool:
    """Whether ``pos`` falls strictly inside a mark (``starts`` are the marks' starts)."""
    index = bisect.bisect_left(starts, pos) - 1
    return index >= 0 and marks[index].end > pos


def _units(text: str, marks: list[Mark]) -> list[_Unit]:
    """Bullet/paragraph/heading spans of ``text``; never cut inside a citation mark."""
    cuts: list[tuple[int, int, SegmentKind | None]] = []  # (cut at, content from, new kind)
    pos = 0
    for line in text.split("\n"):
        line_end = pos + len(line)
        if not line.strip():
            cuts.append((pos, line_end, None))
        elif (bullet := _BULLET_RX.match(line)) is not None:
            cuts.append((pos, pos + bullet.end(), "bullet"))
        elif (heading := _HEADING_RX.match(line)) is not None:
            cuts.append((pos, pos + heading.end(), "heading"))
        for inline in _INLINE_BULLET_RX.finditer(line):
            at = pos + inline.start()
            cuts.append((at, pos + inline.end(), "bullet"))
        pos = line_end + 1
    starts = [m.start for m in marks]
    units: list[_Unit] = []
    start = 0
    kind: SegmentKind = "paragraph"
    for at, content, new_kind in sorted(cuts):
        if at < start or _inside(at, marks, starts):
            continue
        if at > start:
            units.append(_Unit(start, at, kind))
        start = max(content, at)
        kind = new_kind or "paragraph"
        if new_kind == "heading":
            end = text.find("\n", at)
            while end >= 0 and _inside(end, marks, starts):  # a mark spanning the line break
                end = text.find("\n", end + 1)
            end = len(text) if end < 0 else end
            units.append(_Unit(max(content, at), end, "heading"))
            start = end
            kind = "paragraph"
    if start < len(text):
        units.append(_Unit(start, len(text), kind))
    return [u for u in units if text[u.start : u.end].strip()]


def _sentence_spans(text: str, marks: list[Mark]) -> list[tuple[int, int]]:
    """Sentence spans of one unit's text; leading citations moved to the sentence before."""
    spans: list[tuple[int, int]] = []
    base = 0
    parts: list[tuple[int, int]] = []
    for glued in _GLUED_PERIOD_RX.finditer(text):
        parts.append((base, glued.end()))
        base = glued.end()
    parts.append((base, len(text)))
    for part_start, part_end in parts:
        for sentence in split_sentences(text[part_start:part_end]):
            spans.append((part_start + sentence.start, part_start + sentence.end))
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        lead = start  # end of the run of citations that opens the sentence
        for mark in marks:
            if mark.start < lead:
                continue
            if mark.end > end or text[lead : mark.start].strip():
                break
            lead = mark.end
        if lead > start and merged:
            prev_start, _ = merged[-1]
            if any(ch.isalnum() for ch in text[lead:end]):
                merged[-1] = (prev_start, lead)
                merged.append((lead, end))
            else:
                merged[-1] = (prev_start, end)
            continue
        merged.append((start, end))
    return merged


def split_segments(transcript: str, granularity: Granularity = "sentence") -> list[Segment]:
    """The transcript's segments in order (see the module docstring for the rules)."""
    text = transcript.replace("\r\n", "\n").replace("\r", "\n")
    text = _TRAILING_QUOTE_RX.sub("", text)
    all_marks = find_marks(text)
    segments: list[Segment] = []
    for index, unit in enumerate(_units(text, all_marks)):
        unit_text = text[unit.start : unit.end].replace("\n", " ")
        unit_marks = [
            Mark(m.start - unit.start, m.end - unit.start, m.ids)
            for m in all_marks
            if unit.start <= m.start and m.end <= unit.end
        ]
        if granularity == "paragraph" or unit.kind == "heading":
            lead = len(unit_text) - len(unit_text.lstrip())
            spans = [(lead, len(unit_text.rstrip()))]
        else:
            spans = _sentence_spans(unit_text, unit_marks)
        for start, end in spans:
            chunk = unit_text[start:end]
            if not any(ch.isalnum() for ch in chunk):
                continue
            marks = tuple(
                Mark(m.start - start, m.end - start, m.ids)
                for m in unit_marks
                if start <= m.start and m.end <= end
            )
            segments.append(Segment(chunk, marks, index, unit.kind))
    return segments


_CONTEXT_STOP_RX = re.compile(r"[,;.!?]")


def citation_context(text: str, marks: tuple[Mark, ...], group: list[int]) -> str:
    """The words a citation group qualifies: back to the previous group, on to a comma."""
    first, last = marks[group[0]], marks[group[-1]]
    previous_end = 0
    for mark in marks:
        if mark.end <= first.start:
            previous_end = mark.end
    before = text[previous_end : first.start]
    following = [m.start for m in marks if m.start >= last.end]
    after = text[last.end : following[0] if following else len(text)]
    stop = _CONTEXT_STOP_RX.search(after)
    if stop is not None:
        after = after[: stop.start()]
    return " ".join(f"{before} {after}".split())


def split_transcript(transcript: str, granularity: Granularity = "sentence") -> list[Piece]:
    """The transcript as pieces: one per uncited segment, one per citation occurrence."""
    pieces: list[Piece] = []
    for index, segment in enumerate(split_segments(transcript, granularity)):
        marks = list(segment.marks)
        if not marks:
            text = render_with(segment.text, [], None, None)
            pieces.append(Piece(text, None, text, index, segment.kind))
            continue
        for group in groups(segment.text, marks):
            context = citation_context(segment.text, segment.marks, group)
            for mark_index in group:
                for source_id in marks[mark_index].ids:
                    text = render_with(segment.text, marks, mark_index, source_id)
                    pieces.append(Piece(text, source_id, context, index, segment.kind))
    return pieces
