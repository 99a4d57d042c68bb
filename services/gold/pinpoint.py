"""Tier 1 (pinpoint retrieval): one fact answers the question, no reasoning needed.

- a figure in a sentence: the sentence with the figure asked for in place
  (``shared.text.phrases.echo_question``), answered by the figure as written;
- a date in a sentence: the sentence with ``what date``/``what year`` in place of the date;
- an attributed statement: who said it; a definition: what the term means;
- a table cell: ``What is the <header> of <row> in the table "<title>"?``;
- a chart value (``label: value`` in the chart's text) and a figure's caption.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from services.gold.drafts import candidate, quoted, topic
from services.gold.facts import DocFacts
from shared.messages.qa import QAItem, UsedClaim
from shared.quality.validate import answer_leaks
from shared.text.dates import find_dates
from shared.text.phrases import clause, echo_question, single_date, single_quantity

__all__ = ["pinpoint_items"]

_ATTRIBUTION = re.compile(
    r"^(?P<who>[A-Z][\w.’'&-]*(?:\s+[A-Z][\w.’'&-]*){0,5})\s+(?P<verb>stated|said|noted|argued|"
    r"claimed|reported|wrote|warned|acknowledged|believes|concluded)(?:\s+that)?\s+(?P<what>.+)$"
)
_DEFINITION = re.compile(
    r"^(?:An?\s+|The\s+)?(?P<term>[\w‘’'\"“” ()/-]{2,60}?)\s+(?:is defined as|means|refers to|"
    r"is known as|stands for)\s+(?P<meaning>.+)$"
)
_CAPTION = re.compile(
    r"^\W*(?P<label>(?:figure|fig\.|chart|graph|exhibit|diagram|plot)\s*[\dA-Z]*)"
    r"[.:\s—–-]+(?P<rest>.{8,})$",
    re.IGNORECASE,
)
_DATE_PREP = re.compile(r"\b(on|in|by|since|from|until|as of|during)\s*$", re.IGNORECASE)


def _quantity_item(fact: UsedClaim) -> QAItem | None:
    q = single_quantity(fact.claim)
    if q is None or find_dates(fact.claim):
        return None
    asked = echo_question(fact.claim, q)
    if asked is None or len(asked.split()) < 6:
        return None
    question = f"{asked}?"
    if answer_leaks(question, q.text):
        return None
    return candidate(question=question, answer=q.text, answer_type="definitive", tier=1,
                     facts=[fact], template="figure")  # fmt: skip


def _date_item(fact: UsedClaim) -> QAItem | None:
    mention = single_date(fact.claim)
    if mention is None or single_quantity(fact.claim) is not None:
        return None
    before = fact.claim[: mention.start].rstrip()
    after = fact.claim[mention.end :]
    word = {"year": "what year", "month": "what month"}.get(mention.precision, "what date")
    prep = _DATE_PREP.search(before)
    if prep is None and before:
        return None
    lead = before if before else ""
    body = clause(f"{lead} {word}{after}".strip())
    if len(body.split()) < 6:
        return None
    question = body[0].upper() + body[1:] + "?"
    if answer_leaks(question, mention.text):
        return None
    return candidate(question=question, answer=mention.text, answer_type="definitive", tier=1,
                     facts=[fact], template="date")  # fmt: skip


def _attributed_item(fact: UsedClaim) -> QAItem | None:
    m = _ATTRIBUTION.match(clause(fact.claim))
    if m is None or len(m.group("what").split()) < 4:
        return None
    question = f"Who {m.group('verb')} that {m.group('what')}?"
    return candidate(question=question, answer=m.group("who"), answer_type="definitive",
                     tier=1, facts=[fact], template="attributed")  # fmt: skip


def _definition_item(fact: UsedClaim) -> QAItem | None:
    m = _DEFINITION.match(clause(fact.claim))
    if m is None or len(m.group("meaning").split()) < 2:
        return None
    term = m.group("term").strip(" “”\"‘’'")
    question = f"What does the document mean by {quoted(term)}?"
    return candidate(
        question=question, answer=clause(m.group("meaning")), answer_type="definitive", tier=1,
        facts=[fact], template="definition",
    )


def pinpoint_items(facts: DocFacts) -> Iterator[QAItem]:
    """Every tier-1 candidate of the document."""
    for chunk, fact in facts.all():
        if chunk.kind == "text":
            for make in (_quantity_item, _date_item, _attributed_item, _definition_item):
                item = make(fact)
                if item is not None:
                    yield item
        elif chunk.kind in ("figure", "chart") and fact.category == "quantitative_qualitative":
            m = re.match(r"^In (?P<what>.+?), (?P<label>.+?) is (?P<value>.+)\.$", fact.claim)
            if m:
                yield candidate(
                    question=f"What value does {m.group('what')} give for {m.group('label')}?",
                    answer=m.group("value"), answer_type="definitive", tier=1, facts=[fact],
                    source_type=chunk.kind, template="chart_value",
                )  # fmt: skip
        elif chunk.kind in ("figure", "chart"):
            block = chunk.blocks[0]
            m = _CAPTION.match(block.caption)
            if m:
                yield candidate(
                    question=f"What does {m.group('label').strip()} on page {chunk.pages[0]} show?",
                    answer=m.group("rest").strip().rstrip("*_ "), answer_type="definitive",
                    tier=1, facts=[fact], source_type=chunk.kind, template="caption",
                )  # fmt: skip
    for cells in facts.cells.values():
        for cell in cells:
            table = cell.chunk.table
            assert table is not None
            name = f"the table of {topic(table.title)}" if table.title else "the table"
            yield candidate(
                question=f"What is the {topic(cell.header)} of {cell.row_label} in {name}?",
                answer=cell.cell, answer_type="definitive", tier=1, facts=[cell.fact],
                source_type="table", template="table_cell",
            )  # fmt: skip
