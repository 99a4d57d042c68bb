"""The extractive answerer of the BM25 baseline: no model, only the retrieved text.

Questions that offer two quoted options (“A” or “B”) are answered by locating each
option's best-matching sentence in the round's documents and reading its dates:
``which ... first/earlier`` picks the earlier option, ``later/last/most recent`` the later
one, ``how many years`` answers the year difference. Every other question is answered
with the best BM25 sentence of the retrieved documents. The result names the documents
it rests on, so the answer can cite them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from shared.agents.bm25_index import Bm25Index, terms
from shared.text.dates import find_dates
from shared.text.sentences import split_sentences

__all__ = ["Extracted", "SentenceBank", "extract_answer", "quoted_options"]

_QUOTED = re.compile(r"“([^”]{3,})”|\"([^\"]{3,})\"")
_EARLIER = re.compile(r"\b(first|earlier|earliest|before|older|oldest)\b", re.I)
_LATER = re.compile(r"\b(later|latest|last|most recent|newer|newest)\b", re.I)
_YEARS_BETWEEN = re.compile(r"\bhow many years\b", re.I)


@dataclass(frozen=True, slots=True)
class Extracted:
    """An extractive answer and the documents (collection indices) it rests on."""

    answer: str
    docs: tuple[int, ...]
    rationale: tuple[tuple[int, str], ...]
    """The sentences used, as written, each with its document."""


class SentenceBank:
    """Every sentence of a collection with a BM25 index over them."""

    def __init__(self, texts: Sequence[str], *, k1: float = 1.5, b: float = 0.75) -> None:
        self.sentences: list[tuple[int, str]] = [
            (doc, sentence.text) for doc, text in enumerate(texts)
            for sentence in split_sentences(text)
        ]  # fmt: skip
        self.index = Bm25Index([text for _, text in self.sentences], k1=k1, b=b)
        self._by_doc: dict[int, list[int]] = {}
        for i, (doc, _) in enumerate(self.sentences):
            self._by_doc.setdefault(doc, []).append(i)

    def best(self, query: str, docs: Sequence[int] | None = None) -> tuple[int, str] | None:
        """The best sentence for ``query`` (within ``docs`` when given) as (doc, text)."""
        within = None
        if docs is not None:
            within = {i for doc in docs for i in self._by_doc.get(doc, ())}
        found = self.index.search(terms(query), 1, within)
        return self.sentences[found[0][0]] if found else None


def quoted_options(question: str) -> list[str]:
    """The quoted strings of ``question`` (curly or straight double quotes), in order."""
    return [a or b for a, b in _QUOTED.findall(question)]


def _first_year(text: str) -> int | None:
    dates = find_dates(text)
    return dates[0].earliest.year if dates else None


def _options_answer(question: str, options: list[str], bank: SentenceBank) -> Extracted | None:
    located = [bank.best(option) for option in options[:2]]
    if any(found is None for found in located):
        return None
    pairs = [found for found in located if found is not None]
    years = [_first_year(text) for _, text in pairs]
    docs = tuple(dict.fromkeys(doc for doc, _ in pairs))
    rationale = tuple(pairs)
    if None in years:
        return None
    first, second = (year for year in years if year is not None)
    if _YEARS_BETWEEN.search(question):
        gap = abs(first - second)
        return Extracted(f"{gap} year" if gap == 1 else f"{gap} years", docs, rationale)
    if _EARLIER.search(question):
        return Extracted(options[0] if first <= second else options[1], docs, rationale)
    if _LATER.search(question):
        return Extracted(options[0] if first >= second else options[1], docs, rationale)
    return None


def extract_answer(question: str, retrieved: Sequence[int], bank: SentenceBank) -> Extracted:
    """The answer to ``question`` from the sentences of ``bank`` (retrieved docs first)."""
    options = quoted_options(question)
    if len(options) >= 2:
        answered = _options_answer(question, options, bank)
        if answered is not None:
            return answered
    found = bank.best(question, retrieved) if retrieved else None
    if found is None:
        found = bank.best(question)
    if found is None:
        return Extracted("insufficient context", (), ())
    return Extracted(found[1], (found[0],), (found,))
