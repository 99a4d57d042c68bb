"""Tier 2 (contained synthesis): several facts of one section or one table.

- table sum: the combined value of two or three rows of a numeric column, the raw cells as
  facts and the addition written out in the steps (``$85 + $85 = $170``);
- table maximum: which row has the largest value of a numeric column;
- table rows: which rows (actions, items ...) the table lists -> ``list``;
- list: the items of a bulleted list in one section -> ``list``;
- procedure: the items of a numbered list, or paragraphs numbered ``(1)``, ``(2)`` ..., only
  when most steps open with an imperative verb ("Install ...", "Revise ...") -> ``instructional``;
  numbered findings ("(1) Is not a significant regulatory action") are not a procedure;
- section summary: the sentences of a short section (at most four, whole, no footnote, no
  list), in order -> ``summary``; a longer section is skipped and counted, since its lead
  sentences would leave main points out.

The table items live in ``table_items``, the section summary in ``section_summary`` and the
heading test in ``headings``; this module holds lists and procedures and gathers them all.
Sections that are apparatus (references, notes, external links ...) or whose heading is a
running page header (``Airworthiness Directives; The Boeing Company``) give no list, procedure
or summary; each skip is counted in ``DocFacts.skips``.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator, Sequence

from services.gold.article_summary import article_summary
from services.gold.drafts import candidate, section_name
from services.gold.facts import DocFacts, make_fact
from services.gold.headings import usable_heading
from services.gold.pagedate import document_date
from services.gold.section_summary import section_summary
from services.gold.sentence_facts import anchored
from services.gold.table_items import cell_quantity, table_items
from shared.longdoc.model import Block, Chunk
from shared.messages.qa import QAItem

__all__ = ["cell_quantity", "imperative", "synthesis_items", "usable_heading"]

_NUMBERED = re.compile(r"^\(?(\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+")
_NOT_IMPERATIVE = frozenset(
    """a an the this that these those it its they their he she we you i is are was were
    will would has have had can could should may might must not no all each every some
    any both either neither one two three four five six seven eight nine ten if when
    where while for in on at by to of from with as or and but under over after before
    about""".split()  # noqa: SIM905
)  # fmt: skip


def imperative(step: str) -> bool:
    """A step that opens with a verb in the imperative (``Install``, ``Revise``, ``Go``), or
    whose first clause is a fronted phrase of place, time or condition before one ("In the
    Operating Procedures chapter, replace ...", "Before further flight, install ...")."""
    text = _NUMBERED.sub("", step)
    fronted = _FRONTED_PHRASE.match(text)
    if fronted is not None:
        text = text[fronted.end():]
        text = text[:1].upper() + text[1:]
    words = re.findall(r"[A-Za-z][\w’'-]*", text)
    if not words or not words[0][0].isupper() or words[0].isupper():
        return False
    low = words[0].lower()
    return low not in _NOT_IMPERATIVE and not low.endswith(("ing", "ed", "ly", "ss", "ion")) and (
        not low.endswith("s") or low.endswith("ss")) and len(low) > 1


_FRONTED_PHRASE = re.compile(r"^(?:In|On|At|For|Before|After|During|Within|From|Under|If|When|"
                             r"Once|Until)\s[^,;:.]{2,80},\s+(?=[a-z])")
"""A fronted phrase of place, time or condition that ends at its comma, before a lower-case
word (the step's verb)."""


def _fronted_steps(placed: Sequence[tuple[Chunk, Block]]) -> bool:
    """Whether any step opens with a fronted phrase (``_FRONTED_PHRASE``)."""
    return any(_FRONTED_PHRASE.match(_NUMBERED.sub("", b.text)) for _, b in placed)


Placed = tuple[Chunk, Block]
_COMPLETE_STEP = re.compile(r"[.!?:;][\"'’”)]*\s*$")
_COUNTS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve")
"""How a question says the number of a list's items (lists hold at most twelve)."""


def _list_runs(chunks: Sequence[Chunk]) -> Iterator[list[Placed]]:
    """Contiguous runs of list items (or ``(1)``-numbered paragraphs) of one section.

    A run continues across a chunk boundary when the next chunk of the same section opens
    with more items, so a list the chunker split is asked whole, never as two halves.
    """
    run: list[Placed] = []
    kind = ""
    last: tuple[str, ...] | None = None
    for chunk in chunks:
        if chunk.kind != "text":
            continue
        if chunk.section != last and run:
            yield run
            run, kind = [], ""
        last = chunk.section
        for block in chunk.blocks:
            if run and kind == "item" and block.kind == "paragraph" and block.text[:1].islower():
                # a wrapped item's tail the layout read as a paragraph ("markers if applicable")
                prev_chunk, prev = run[-1]
                joined = f"{prev.text} {block.text}"
                run[-1] = (prev_chunk, prev.model_copy(update={"text": joined}))
                continue
            if run and kind == "numbered" and block.kind == "paragraph" and \
                    not _NUMBERED.match(block.text) and not _COMPLETE_STEP.search(run[-1][1].text):
                # a numbered paragraph the page break cut ("... the existing Stabilizer Trim"
                # / "Inoperative paragraph with ..."): its tail joins it
                prev_chunk, prev = run[-1]
                joined = f"{prev.text} {block.text}"
                run[-1] = (prev_chunk, prev.model_copy(update={"text": joined}))
                continue
            this = "item" if block.kind == "list_item" else (
                "numbered" if block.kind == "paragraph" and _NUMBERED.match(block.text) else "")
            if this != kind and run:
                yield run
                run = []
            kind = this
            if this:
                run.append((chunk, block))
    if run:
        yield run


_MORE = re.compile(r"\((?:more|read more|continue reading|details)\)\s*$", re.I)
"""A link label that ends a table-of-contents entry ("Risks we see with this grant. (More)")."""


def _lists(run: Sequence[Placed], skips: Counter[str], title: str | None,
           published: str | None = None) -> Iterator[QAItem]:  # fmt: skip
    chunk = run[0][0]
    top = min(b.level for _, b in run)
    nested = any(b.level > top for _, b in run)
    placed = [(c, b) for c, b in run if b.level == top]
    if len(placed) < 2:
        return
    if len(placed) > 12:
        skips["list: more than 12 items"] += 1
        return
    why = usable_heading(chunk.heading, title) if chunk.heading else (
        "the list has no section heading")
    if why is None and any(b.text.lstrip().startswith(("^", "[")) for _, b in placed):
        why = "the list items are citations"
    if why is None and any(b.text.rstrip().endswith(":") for _, b in placed):
        why = "an item is the lead-in of a sub-list"
    if why is None and any(_CONTROL.match(b.text.strip()) for _, b in placed):
        why = "the items are page controls (share, close, 1 of 5)"
    if why is None and all(_MORE.search(b.text) for _, b in placed):
        why = "the items are links to the page's sections ('... (More)'), not points"
    if why is not None:
        skips[f"list: {why}"] += 1
        return
    if nested:
        skips["list: nested items folded into their parents (top level asked)"] += 1
    where = section_name(chunk.heading)
    ordered = all(b.ordered or b.kind == "paragraph" for _, b in placed)
    if not ordered:
        # a point's date is written whole in its fact ("The centre announced a hold on export
        # of hydroxychloroquine on March 25" -> "... on March 25, 2020"); the answer keeps the
        # points as printed, and a point whose relative day the page date cannot anchor too
        item_facts = [make_fact(c, 800 + i, anchored(b.text, published)[0] or b.text, b.text,
                                c.text.find(b.text))
                      for i, (c, b) in enumerate(placed)]  # fmt: skip
        yield candidate(
            question=f"What {_COUNTS[len(placed)]} points does {where} list?",
            answer="\n".join(f"- {b.text}" for _, b in placed), answer_type="list", tier=2,
            facts=item_facts, template="bullets",
        )  # fmt: skip
        return
    if sum(imperative(b.text) for _, b in placed) * 3 < len(placed) * 2:
        skips["procedure: the numbered items are not imperative steps"] += 1
        return
    if len(placed) < 3 and _fronted_steps(placed):
        # "(1) For more information, contact ... (2) For service information, contact ...":
        # two fronted alternatives, not steps in order
        skips["procedure: two steps under fronted phrases are alternatives, not steps"] += 1
        return
    step_facts = [make_fact(c, 700 + i, b.text, b.text, c.text.find(b.text), "prescriptive")
                  for i, (c, b) in enumerate(placed)]  # fmt: skip
    texts = [_NUMBERED.sub("", b.text) for _, b in placed]
    yield candidate(
        question=f"What steps does {where} give, in order?",
        answer="\n".join(f"{i}. {t}" for i, t in enumerate(texts, 1)),
        answer_type="instructional", tier=2, facts=step_facts, template="procedure",
    )  # fmt: skip


_CONTROL = re.compile(r"^(?:share(?: on| via| this)?\b|close$|fullscreen$|next$|previous$|"
                      r"\d+ of \d+$|sign (?:in|up)\b|log ?in\b|subscribe\b|menu$|"
                      r"read more\b|print$|email$|comments?$)", re.I)
"""A list item that is a page control, not content."""


def synthesis_items(facts: DocFacts, rand: random.Random) -> Iterator[QAItem]:
    """Every tier-2 candidate of the document."""
    runs = [r for r in _list_runs(facts.doc.chunks) if len(r) >= 2]

    def shape(run: list[Placed]) -> tuple[tuple[str, ...], bool]:
        return run[0][0].section, all(b.ordered or b.kind == "paragraph" for _, b in run)

    per_section = Counter(shape(r) for r in runs)
    published = document_date(facts.doc)
    for run in runs:
        if per_section[shape(run)] > 1:
            # "What 3 points are listed under X?" cannot say which of X's bulleted lists it
            # means (a numbered list beside them is asked as steps, a different question)
            facts.skips["list: the section holds several lists"] += 1
            continue
        yield from _lists(run, facts.skips, facts.doc.title, published)
    sections: dict[tuple[str, ...], list[Chunk]] = {}
    for chunk in facts.doc.chunks:
        if chunk.kind == "table" and chunk.chunk_id not in facts.widgets:
            yield from table_items(chunk, facts.cells.get(chunk.chunk_id, []), rand, facts.skips)
        elif chunk.kind == "text" and chunk.section:
            # one summary per section, over all its chunks: a chunk is only part of it
            sections.setdefault(chunk.section, []).append(chunk)
    summaries = 0
    for chunks in sections.values():
        summary = section_summary(chunks, facts.skips, facts.doc.title)
        if summary is not None:
            summaries += 1
            yield summary
    if not summaries:
        # a news story has no sections to summarize: its lede and main facts are asked
        story = article_summary(facts, facts.skips)
        if story is not None:
            yield story
