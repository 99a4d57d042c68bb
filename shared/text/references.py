"""Reference markers and reference sections out of a text, with offsets back to the original.

Web pages, Wikipedia above all, carry footnote markers inside sentences (``free.[3]``,
``open source[17] codec``, ``As of late 2015[update]``, ``[n 8]``, ``[citation needed]``)
and end with lists of references. Neither is a claim. ``strip_references`` removes both
and keeps, for every character of the cleaned text, its offset in the original, so a
sentence found in the cleaned text maps back to its verbatim span in the original.

A reference section starts at a line that is only a heading such as ``References``,
``Notes``, ``Further reading``, ``External links``, ``See also``, ``Bibliography``,
``Sources``, ``Citations`` or ``Footnotes``, in the second half of the text; everything from
there on is cut. Editorial brackets inside quotations (``If this [deal] is going to
happen``) are words, not markers, and stay.

Dumps of Wikipedia such as HotpotQA's also carry the residue of an unexpanded
pronunciation template, ``Julia Eileen Gillard, {'1': ", '2': ", '3': ", '4': "} (born``:
it is cut like a marker, with the comma and space before it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["REFERENCE_MARKER_RX", "CleanText", "strip_references"]

REFERENCE_MARKER_RX = re.compile(
    r"\[(?:\d{1,4}(?:[,\u2013-]\s*\d{1,4})*|[a-z]{1,2}|[ivx]{1,5}|"
    r"(?:n|nb|note|notes|fn|lower-alpha|upper-alpha|lower-roman)\s*\d{1,3}|"
    r"update|citation needed|clarification needed|better source needed|page needed|"
    r"verification needed|failed verification|dubious(?: [^\]]{0,40})?|disputed(?: [^\]]{0,40})?|"
    r"original research\??|when\?|who\?|which\?|where\?|why\?|by whom\?|according to whom\?|"
    r"not in citation given|unreliable source\??|full citation needed|specify|vague|"
    r"edit|self-published source\??)\]",
    re.IGNORECASE,
)
"""A footnote or maintenance marker in square brackets (``[12]``, ``[n 8]``, ``[update]``)."""

_TEMPLATE_RESIDUE = r",?\s?\{'\d{1,2}': [^{}\n]{0,200}\}"
"""An unexpanded template's parameters left in a dumped text (``{'1': ", '2': "}``)."""

_CUT_RX = re.compile(f"{REFERENCE_MARKER_RX.pattern}|{_TEMPLATE_RESIDUE}", re.IGNORECASE)
"""What ``strip_references`` cuts inside the text: a marker or a template residue."""

_SECTION_RX = re.compile(
    r"^[ \t]*(?:#+[ \t]*)?(?:references|notes|notes and references|further reading|"
    r"external links|see also|bibliography|sources|citations|footnotes|works cited)"
    r"[ \t]*(?:\[edit\])?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)


@dataclass(frozen=True, slots=True)
class CleanText:
    """A text without reference markers and sections, mapped back to the original."""

    text: str
    """The cleaned text."""

    offsets: tuple[int, ...] | None
    """``offsets[i]`` is the index in ``original`` of ``text[i]`` (``None``: the same text)."""

    original: str
    """The text as given."""

    markers: int
    """How many markers were removed."""

    section_chars: int
    """How many characters of reference section were cut from the end (0: none)."""

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Original ``(start, end)`` covering cleaned ``text[start:end]`` (``end`` exclusive)."""
        if self.offsets is None:
            return start, max(start, end)
        if start >= end:
            pos = self.offsets[start] if start < len(self.offsets) else len(self.original)
            return pos, pos
        return self.offsets[start], self.offsets[end - 1] + 1


def strip_references(text: str) -> CleanText:
    """``text`` without reference markers and a trailing reference section (see module)."""
    limit = len(text)
    for heading in _SECTION_RX.finditer(text):
        if heading.start() >= len(text) // 2:
            limit = heading.start()
            break
    pieces: list[str] = []
    offsets: list[int] = []
    pos = markers = 0
    for match in _CUT_RX.finditer(text, 0, limit):
        pieces.append(text[pos : match.start()])
        offsets.extend(range(pos, match.start()))
        pos = match.end()
        markers += 1
    if markers == 0 and limit == len(text):
        return CleanText(text, None, text, 0, 0)
    pieces.append(text[pos:limit])
    offsets.extend(range(pos, limit))
    return CleanText("".join(pieces), tuple(offsets), text, markers, len(text) - limit)
