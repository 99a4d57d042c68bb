"""Citation markers in transcripts: ``[4]``, ``[4][9]``, ``[4, 9]``, ``[4-6]``.

A *mark* is one bracket; it may name several sources (a list or a range). Marks that
touch (only whitespace between them, like ``[8][10]``) form a *group*, which matters for
stance: a group shares the words around it. A range expands to its members when it is
ascending and spans at most ``MAX_RANGE`` numbers; any other bracket (``[6-4]``,
``[1-9999]``, ``[a]``, ``[ 3]``) is ordinary text, not a citation.

Whitespace inside a mark may include line breaks, so that joining the lines of a
paragraph can never turn plain text into a new citation; the splitter never cuts a
transcript inside a mark.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "CITATION_RX",
    "MAX_RANGE",
    "Mark",
    "citation_ids",
    "find_marks",
    "groups",
    "render_with",
]

MAX_RANGE = 50
"""Largest span a range ``[a-b]`` may cover to count as a citation."""

CITATION_RX = re.compile(r"\[([0-9]{1,6}(?:\s*[,\-\u2013\u2014]\s*[0-9]{1,6})*)\]")
"""One bracket of citation numbers; no space right inside the brackets."""

_PART_RX = re.compile(r"([,\-\u2013\u2014])")


@dataclass(frozen=True, slots=True)
class Mark:
    """One citation bracket: where it is and which source numbers it names, in order."""

    start: int
    """Offset of ``[``."""

    end: int
    """Offset just past ``]``."""

    ids: tuple[int, ...]
    """Source numbers, ranges expanded, in written order (repeats kept)."""


def _expand(body: str) -> tuple[int, ...] | None:
    """The numbers of a bracket body, or ``None`` when it is not a citation."""
    tokens = [t.strip() for t in _PART_RX.split(body)]
    numbers = [int(t) for t in tokens[0::2]]
    separators = tokens[1::2]
    out: list[int] = [numbers[0]]
    for sep, number in zip(separators, numbers[1:], strict=True):
        if sep == ",":
            out.append(number)
            continue
        low = out[-1]
        if number < low or number - low > MAX_RANGE:
            return None
        out.extend(range(low + 1, number + 1))
    return tuple(out)


def find_marks(text: str) -> list[Mark]:
    """Every citation bracket of ``text`` in order."""
    marks: list[Mark] = []
    for match in CITATION_RX.finditer(text):
        ids = _expand(match.group(1))
        if ids is not None:
            marks.append(Mark(match.start(), match.end(), ids))
    return marks


def citation_ids(text: str) -> list[int]:
    """Every cited source number of ``text`` in written order (one entry per occurrence)."""
    return [n for mark in find_marks(text) for n in mark.ids]


def groups(text: str, marks: list[Mark]) -> list[list[int]]:
    """Indices of ``marks`` grouped by adjacency (only whitespace between neighbours)."""
    out: list[list[int]] = []
    for index, mark in enumerate(marks):
        if out and not text[marks[out[-1][-1]].end : mark.start].strip():
            out[-1].append(index)
        else:
            out.append([index])
    return out


_TIGHT_AFTER = frozenset(" \t\n,.;:!?)]'\"\u2019\u201d")


def _strip_marks(text: str, marks: list[Mark]) -> str:
    """``text`` without ``marks`` (offsets into ``text``); whitespace collapsed, defused."""
    pieces: list[str] = []
    pos = 0
    for mark in marks:
        pieces.append(text[pos : mark.start])
        after = text[mark.end : mark.end + 1]
        if not after or after in _TIGHT_AFTER:
            # "Texas [8][10], a" without its marks reads "Texas, a", not "Texas , a".
            joined = "".join(pieces).rstrip()
            pieces = [joined]
        pos = mark.end
    pieces.append(text[pos:])
    return _defuse(" ".join("".join(pieces).split()))


def _defuse(text: str) -> str:
    """Turn brackets that became citations only by removing others into parentheses.

    ``[[1]2]`` without ``[1]`` reads ``[2]``, a citation the writer never made.
    """
    while True:
        marks = find_marks(text)
        if not marks:
            return text
        out: list[str] = []
        pos = 0
        for mark in marks:
            out.append(text[pos : mark.start])
            out.append("(" + text[mark.start + 1 : mark.end - 1] + ")")
            pos = mark.end
        out.append(text[pos:])
        text = "".join(out)


def render_with(text: str, marks: list[Mark], keep: int | None, source_id: int | None) -> str:
    """``text`` with every mark removed except mark ``keep``, written as ``[source_id]``.

    With ``keep=None`` every mark is removed. The result contains exactly one citation
    (the kept one) or none, and its whitespace is collapsed.
    """
    if keep is None or source_id is None:
        return _strip_marks(text, marks).strip()
    kept = marks[keep]
    left = _strip_marks(text[: kept.start], [m for m in marks[:keep]])
    right_text = text[kept.end :]
    right_marks = [
        Mark(m.start - kept.end, m.end - kept.end, m.ids) for m in marks[keep + 1 :]
    ]
    right = _strip_marks(right_text, right_marks)
    lead = kept.start  # back over the removed marks and blanks just before the kept one
    for mark in reversed(marks[:keep]):
        if text[mark.end : lead].strip():
            break
        lead = mark.start
    spaced = lead < kept.start or text[kept.start - 1 : kept.start].isspace()
    gap_left = " " if left and spaced else ""
    gap_right = " " if right and text[kept.end : kept.end + 1].isspace() else ""
    if right and right[0] in ",.;:!?)":
        gap_right = ""
    return f"{left.strip()}{gap_left}[{source_id}]{gap_right}{right.strip()}".strip()
