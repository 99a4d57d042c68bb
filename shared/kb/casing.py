"""Title Case headings written into a question as a reader would write them.

Direct templates build questions from section headings, and documentation headings are in
Title Case: "How do I verify Lock File Without Installing?", "What is the last step to
mitigate Risks?" (the kb_final reviewer: "heading pasted in Title Case"). A reader writes
"lock file" as the page's own prose does. :func:`prose_casing` learns, from the KB's running
text (headings, table rows and code left out), which words are written in lower case
mid-sentence; :func:`recase` lowers those words where a question capitalises them. Names the
prose capitalises (``Pipfile``, ``Git``, ``Docker``) and code-like words stay as written.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

__all__ = ["prose_casing", "prose_names", "recase"]

_MID_WORD = re.compile(r"(?<=[a-z0-9,;)] )([A-Za-z][a-z]+)\b(?![.(_/-]\w|\()")
"""A word in the middle of a sentence: after a lower-case word, a comma or a bracket; not
a module or package name in code-like text (``typer.Option``, ``typer(``, ``my_app``)."""
_FENCE = re.compile(r"^\s*(?:```|~~~)")
_NOT_PROSE = re.compile(r"^\s*(?:#|\||<|!!!|\?\?\?|-{3,}|={3,}|\[.*\]:)")
_QUESTION_WORD = re.compile(r"(?<=[\w)] )([A-Z][a-z]+)\b(?!@)")  # "Help@hand" is one name
_CODE = re.compile(r"`[^`]*`")


def _prose_lines(text: str) -> Iterable[str]:
    fenced = False
    for line in text.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced or _NOT_PROSE.match(line):
            continue
        yield _CODE.sub(" ", re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+(?:\*\*[^*]*\*\*:?)?", "", line))


def _mid_counts(texts: Iterable[str]) -> tuple[Counter[str], Counter[str]]:
    """How often each word (lower-cased) is written in lower case and capitalised
    mid-sentence in the prose of ``texts``."""
    lower: Counter[str] = Counter()
    upper: Counter[str] = Counter()
    for text in texts:
        for line in _prose_lines(text):
            for word in _MID_WORD.findall(line):
                (upper if word[0].isupper() else lower)[word.lower()] += 1
    return lower, upper


def prose_casing(texts: Iterable[str]) -> frozenset[str]:
    """The lower-case forms of words the prose of ``texts`` writes in lower case at least
    three times as often as capitalised, mid-sentence (``lock``, ``file``, ``dependencies``;
    not ``git`` where the pages write "Git", nor ``typer`` where they write "Typer" and
    "typer" only as a package name)."""
    lower, upper = _mid_counts(texts)
    return frozenset(w for w, n in lower.items() if n >= 3 * upper[w])


def prose_names(texts: Iterable[str]) -> frozenset[str]:
    """The lower-case forms of words the prose of ``texts`` writes capitalised mid-sentence
    and not mostly in lower case: names (``copier``, ``git``). A word the prose never writes
    is not among them."""
    lower, upper = _mid_counts(texts)
    return frozenset(w for w, n in upper.items() if lower[w] < 3 * n)


def recase(query: str, common: frozenset[str]) -> str:
    """``query`` with mid-sentence capitalised words of ``common`` in lower case; the first
    word, "I", code spans and words with inner capitals (``PyPI``) are kept."""
    spans = [(m.start(), m.end()) for m in _CODE.finditer(query)]

    def lowered(match: re.Match[str]) -> str:
        word = match.group(1)
        inside = any(a <= match.start() < b for a, b in spans)
        return word.lower() if not inside and word.lower() in common else word

    return _QUESTION_WORD.sub(lowered, query)
