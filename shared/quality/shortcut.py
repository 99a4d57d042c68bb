"""The shortcut check (as MuSiQue does): can one document alone give the answer?

The built-in extractive baseline (``shared.agents.extractive``, the BM25 agent's answerer)
is run on each of the item's documents alone. If it recovers a gold answer from any single
document (exact match after normalisation, or a token F1 of 0.8), the item does not need
its other documents and is rejected. For a choice (``..., A or B?``) a document that names
both options is also given to the BM25 option picker (``option_picker``): if its evidence
alone picks the gold option, the item is rejected.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from shared.agents.extractive import SentenceBank, extract_answer
from shared.messages.qa import QAItem
from shared.metrics.answer import score_answer
from shared.metrics.normalize import answer_tokens
from shared.quality.option_picker import choice_options, names_option, pick_option

__all__ = ["SHORTCUT_F1", "single_document_shortcut"]

SHORTCUT_F1 = 0.8
"""Token F1 at which an extracted answer counts as recovering the gold."""


def _documents(item: QAItem, texts: Mapping[int, str] | None) -> dict[int, str]:
    docs: dict[int, list[str]] = {}
    for used in item.used_claims:
        docs.setdefault(used.doc_id, []).extend(t for t in (used.span, used.claim) if t)
    known = texts or {}
    return {doc: known.get(doc) or " ".join(parts) for doc, parts in docs.items()}


@lru_cache(maxsize=8192)
def _bank(text: str) -> SentenceBank:
    return SentenceBank([text])


@lru_cache(maxsize=65536)
def _tokens(text: str) -> frozenset[str]:
    return frozenset(answer_tokens(text))


def _could_recover(golds: list[str], text: str) -> bool:
    """Whether any gold could reach the F1 bar from this text: F1 >= 0.8 needs at least
    40% of the gold's tokens in the extracted sentence, so in the document."""
    have = _tokens(text)
    for gold in golds:
        want = _tokens(gold)
        if not want or len(want & have) >= 0.4 * len(want):
            return True
    return False


def single_document_shortcut(item: QAItem, texts: Mapping[int, str] | None = None) -> str | None:
    """Which single document gives the answer away, or ``None``.

    ``texts`` maps document numbers to their full text when known; without it each
    document is the used claims and spans that come from it.
    """
    golds = list(item.answers)
    options = choice_options(item.question)
    for doc, text in sorted(_documents(item, texts).items()):
        if options is not None and all(names_option(text, o) for o in options):
            # a document naming both options can hold the comparison by itself: the BM25
            # option picker on it alone stands in for a reader of that one page
            picked = pick_option(item.question, _bank(text), strict=True)
            if picked is not None and score_answer(picked, golds).em == 1.0:
                return f"document {doc} alone names both options and its evidence picks {picked!r}"
        if not _could_recover(golds, text):
            continue
        bank = _bank(text)
        extracted = extract_answer(item.question, [0], bank)
        score = score_answer(extracted.answer, golds)
        if score.em == 1.0 or score.f1 >= SHORTCUT_F1:
            return f"document {doc} alone gives the answer ({extracted.answer[:60]!r})"
    return None
