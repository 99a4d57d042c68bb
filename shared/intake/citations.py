"""``[n]`` citations in transcripts and answers, and the ones that name no source.

Agents cite sources as ``[8]``, ``[8][10]`` or ``[4, 9]``. A citation whose
number is not among the log's source ids is *dangling*: the log is still
accepted (it is still evidence) but flagged with those numbers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["CITATION", "cited_ids", "dangling_ids"]

CITATION = re.compile(r"\[(\d{1,6}(?:\s*,\s*\d{1,6})*)\]")
"""One bracketed citation group: ``[3]`` or ``[3, 7]``."""


def cited_ids(text: str) -> list[int]:
    """Every source number cited in ``text``, in order of appearance, repeats kept."""
    return [int(part) for match in CITATION.finditer(text) for part in match.group(1).split(",")]


def dangling_ids(texts: Iterable[str], source_ids: Iterable[int]) -> tuple[int, ...]:
    """Sorted, distinct citation numbers in ``texts`` that are not in ``source_ids``."""
    known = set(source_ids)
    cited = {number for text in texts for number in cited_ids(text)}
    return tuple(sorted(cited - known))
