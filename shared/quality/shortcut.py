"""The shortcut check (as MuSiQue does): can one document alone give the answer?

The built-in extractive baseline (``shared.agents.extractive``, the BM25 agent's answerer)
is run on each of the item's documents alone. If it recovers a gold answer from any single
document (exact match after normalisation, or a token F1 of 0.8), the item does not need
its other documents and is rejected. For a choice (``..., A or B?``) a document that names
both options is also given to the BM25 option picker (``option_picker``): if its evidence
alone picks the gold option, the item is rejected. An interval (``op == "interval"``) is
also rejected when one document states both of its dates at the precision the answer asks
(``B died in 1999, nine years after A's assassination in 1990``): that page alone holds the
arithmetic, whatever the extractive baseline makes of it. A "full years" answer that equals
the plain difference of the two years is given away by a page stating both years.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Mapping
from datetime import date
from functools import lru_cache

from shared.agents.extractive import SentenceBank, extract_answer
from shared.facts import DateValue, elapsed
from shared.facts.elapsed import answer_precisions
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


def _states_date(text: str, iso: str, precision: str) -> bool:
    """Whether ``text`` states the ISO date (``1990``, ``1990-05``, ``1990-05-14``) at
    ``precision``: its year, with the month name and the day when asked and known."""
    parts = iso.split("-")
    if not parts[0].isdigit() or not re.search(rf"(?<!\d){parts[0]}(?!\d)", text):
        return False
    if precision in ("month", "day") and len(parts) > 1 and parts[1].isdigit():
        month = calendar.month_name[int(parts[1])]
        if not re.search(rf"\b{month[:3]}(?:{month[3:]}|\.)?\b", text, re.I):
            return False
        if precision == "day" and len(parts) > 2 and parts[2].isdigit():
            return re.search(rf"(?<!\d)0?{int(parts[2])}(?!\d)", text) is not None
    return True


def _interval_in_one_document(item: QAItem, docs: Mapping[int, str]) -> str | None:
    computed = item.computed
    if computed.get("op") != "interval" or not computed.get("a") or not computed.get("b"):
        return None
    unit = computed.get("unit", "")
    full = f"full {unit}" in item.question
    a, b = _date_value(computed["a"]), _date_value(computed["b"])
    gap = elapsed(a, b) if a is not None and b is not None else None
    if a is not None and b is not None and gap is not None and gap.unit == unit and (
            gap.completed == full):  # fmt: skip
        # every pair of precisions at which a reader still gets the answer (a year for A's
        # death suffices beside B's on 31 December)
        pairs = answer_precisions(a, b, gap)
        if unit == "years" and abs(b.earliest.year - a.earliest.year) == gap.amount:
            # "full years" whose plain difference of the years is the answer: a page that
            # gives the other's year inline ("Sophie Jane (1919–2011)") answers it alone
            pairs.append(("year", "year"))
    else:
        coarse = "year" if unit == "years" and not full else (
            "month" if unit in ("years", "months") else "day")  # fmt: skip
        pairs = [(coarse, coarse)]
    for doc, text in sorted(docs.items()):
        for pa, pb in pairs:
            if _states_date(text, computed["a"], pa) and _states_date(text, computed["b"], pb):
                return f"document {doc} alone states both dates of the interval"
    return None


def _date_value(iso: str) -> DateValue | None:
    """The date an ISO value (``1990``, ``1990-11``, ``1990-11-05``) covers."""
    try:
        parts = [int(p) for p in iso.split("-")]
        if len(parts) == 1:
            return DateValue(iso, iso, "year", date(parts[0], 1, 1), date(parts[0], 12, 31))
        if len(parts) == 2:
            end = calendar.monthrange(parts[0], parts[1])[1]
            return DateValue(iso, iso, "month", date(parts[0], parts[1], 1),
                             date(parts[0], parts[1], end))  # fmt: skip
        if len(parts) == 3:
            day = date(parts[0], parts[1], parts[2])
            return DateValue(iso, iso, "day", day, day)
    except ValueError:
        return None
    return None


def single_document_shortcut(item: QAItem, texts: Mapping[int, str] | None = None) -> str | None:
    """Which single document gives the answer away, or ``None``.

    ``texts`` maps document numbers to their full text when known; without it each
    document is the used claims and spans that come from it.
    """
    golds = list(item.answers)
    options = choice_options(item.question)
    documents = _documents(item, texts)
    both = _interval_in_one_document(item, documents)
    if both is not None:
        return both
    for doc, text in sorted(documents.items()):
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
