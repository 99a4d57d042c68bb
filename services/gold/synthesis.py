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

Sections that are apparatus (references, notes, external links ...) or whose heading is a
running page header (``Airworthiness Directives; The Boeing Company``) give no list, procedure
or summary; each skip is counted in ``DocFacts.skips``.
"""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter
from collections.abc import Iterator, Sequence

from lemminflect import getAllLemmas
from rapidfuzz import fuzz

from services.gold.asking import base_form
from services.gold.drafts import (
    candidate,
    clean_heading,
    header_noun,
    quoted,
    row_name,
    section_name,
    topic,
)
from services.gold.facts import CellFact, DocFacts, make_fact
from services.gold.sentence_facts import main_clause
from shared.longdoc.model import Block, Chunk
from shared.messages.qa import QAItem
from shared.metrics.normalize import normalize_answer
from shared.text.dates import find_dates
from shared.text.formatting import format_amount
from shared.text.numbers import Quantity, compatible, find_quantities
from shared.text.references import REFERENCE_MARKER_RX
from shared.text.sentences import split_sentences

__all__ = ["cell_quantity", "synthesis_items"]

_QUALIFIED = re.compile(r"\b(up to|about|approximately|over|under|at least|at most|~)\b", re.I)
_NUMBERED = re.compile(r"^\(?(\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+")
_APPARATUS = re.compile(r"^(references|notes|footnotes|external links|see also|further reading|"
                        r"sources|bibliography|citations|related articles|more from|share|"
                        r"comments|read more|contents|navigation|gallery|definitions|glossary|"
                        r"photos)\b", re.I)  # fmt: skip
_FOOTNOTE_GLUED = re.compile(r"^\d+[A-Za-z]")
"""A footnote's number glued to its first word ("22Sometimes known as ..."): not body text."""
_NOT_IMPERATIVE = frozenset(
    """a an the this that these those it its they their he she we you i is are was were
    will would has have had can could should may might must not no all each every some
    any both either neither one two three four five six seven eight nine ten if when
    where while for in on at by to of from with as or and but under over after before
    about""".split()  # noqa: SIM905
)  # fmt: skip


def _row_noun(header: str) -> str:
    """A row header as the noun naming a row (``Action`` -> ``action``), else ``row``."""
    word = topic(header).strip()
    return word.lower() if word and len(word.split()) <= 3 and not re.search(r"\d", word) \
        else "row"


def _plural(noun: str) -> str:
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es" if not noun.endswith("s") else noun
    return noun[:-1] + "ies" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else noun + "s"


def imperative(step: str) -> bool:
    """A step that opens with a verb in the imperative (``Install``, ``Revise``, ``Go``)."""
    words = re.findall(r"[A-Za-z][\w’'-]*", _NUMBERED.sub("", step))
    if not words or not words[0][0].isupper() or words[0].isupper():
        return False
    low = words[0].lower()
    return low not in _NOT_IMPERATIVE and not low.endswith(("ing", "ed", "ly", "ss", "ion")) and (
        not low.endswith("s") or low.endswith("ss")) and len(low) > 1


def usable_heading(heading: str, title: str | None = None) -> str | None:
    """Why a section heading cannot name a list, procedure or summary (``None`` if it can).

    A page's own title (a news headline) and sentence-like headings ("Fixed more than one
    bug") name no topic a reader would ask about."""
    name = clean_heading(heading)
    if not name:
        return "the heading is only an anchor or a number"
    if title and fuzz.ratio(normalize_answer(name), normalize_answer(title)) >= 90:
        return "the heading is the page's title (a headline)"
    if _APPARATUS.match(name):
        return "an apparatus section (references, notes, links)"
    if ";" in name or "|" in name:
        return "the heading is a running page header or a gallery label"
    if len(name.split()) > 10 or re.match(r"^[A-Za-z]+ed [a-z]", name) or _headline(name):
        return "the heading is a headline or a sentence, not a topic"
    if name.endswith(("?", "!")) or _imperative_heading(name):
        return "the heading is an imperative or a question, not a noun phrase"
    return None


_OBJECT_OPENERS = frozenset("""the a an your you this these that those it them its our my
their his her all any some""".split())  # noqa: SIM905


def _imperative_heading(name: str) -> bool:
    """A heading that tells the reader to do something ("Beware the wall-mounted
    hairdryer", "Install the update"): its first word is a verb's base form that is no noun
    or adjective, or is followed by a determiner or pronoun as its object ("Use the ...",
    where "Use of force" stays a noun phrase)."""
    words = re.findall(r"[A-Za-z][\w’'-]*", name)
    if not words:
        return False
    first = words[0].lower()
    if first not in getAllLemmas(first, upos="VERB").get("VERB", ()):
        return False
    other = getAllLemmas(first, upos="NOUN") or getAllLemmas(first, upos="ADJ")
    return not other or (len(words) > 1 and words[1].lower() in _OBJECT_OPENERS)


_SPEAKER = re.compile(r"(?:^|\s)(?:I|I’m|I'm|I’ve|I've|we|we’re|we're|you|Let’s|Let's|my|our)"
                      r"(?=\s|$|[,.!?])")


_LINKS = frozenset("""in on at of for to from by with and or but the a an as into over under
after before""".split())  # noqa: SIM905


def _headline(name: str) -> bool:
    """A news headline, not a topic: a lower-case finite verb after the first word ("Meta
    outage sparks surge in Downdetector reports"), a speaker ("but I’m not buying it"), or a
    clause after a comma."""
    words = re.sub(r"^\(?[A-Za-z0-9]{1,3}[.)]\s+", "", name).split()
    # "Meta Outage Sparks Surge in ...", "Fiona Parry issued a plea": a verb form after the
    # first word with its object after it (a plural before "for"/"on" is a noun: "Dead
    # letter queues for misbehaving tasks")
    finite = any(
        w.isalpha() and w.lower().endswith(("s", "ed")) and base_form(w) is not None
        and nxt.lower().strip(",") not in _LINKS and nxt.strip(",").isalpha()
        for w, nxt in itertools.pairwise(words[1:])
    )
    return (finite and len(words) >= 4) or bool(_SPEAKER.search(name)) or bool(
        re.search(r",\s+(?:but|and|so|yet)\s", name))


def cell_quantity(cell: str, *, qualified: bool = False) -> Quantity | None:
    """The one figure of a table cell, if it has exactly one.

    A qualified cell ("Up to $766,865", "about 40") gives its figure only with
    ``qualified=True``: a maximum may read it (the qualifier is kept in the answer), a sum
    may not (an "up to" amount has no exact total).
    """
    match = _QUALIFIED.search(cell)
    if match is not None and not qualified:
        return None
    bare = _QUALIFIED.sub("", cell).strip(" .") if match is not None else cell.strip(" .")
    found = find_quantities(cell)
    return found[0] if len(found) == 1 and found[0].text.strip() == bare else None


def _numeric_columns(cells: Sequence[CellFact], *, qualified: bool = False
                     ) -> dict[int, list[tuple[CellFact, Quantity]]]:
    columns: dict[int, list[tuple[CellFact, Quantity]]] = {}
    mixed: set[int] = set()
    for cell in cells:
        q = cell_quantity(cell.cell, qualified=qualified)
        if q is not None:
            columns.setdefault(cell.column, []).append((cell, q))
        elif _QUALIFIED.search(cell.cell) and find_quantities(cell.cell):
            mixed.add(cell.column)
    return {c: v for c, v in columns.items() if len(v) >= 2 and c not in mixed
            and all(compatible(v[0][1], q) for _, q in v)}  # fmt: skip


def _table_items(chunk: Chunk, cells: Sequence[CellFact], rand: random.Random,
                 skips: Counter[str]) -> Iterator[QAItem]:
    table = chunk.table
    if table is None or not table.rows or table.key_value:
        return
    name = f"the table of {topic(table.title)}" if table.title else "the table"
    exact = _numeric_columns(cells)
    for column, values in sorted(_numeric_columns(cells, qualified=True).items()):
        header = table.headers[column]
        noun = header_noun(header)
        if noun is None or any(row_name(c.row_label) is None for c, _ in values):
            skips["table sum/maximum: the header or a row label is not a noun phrase"] += 1
            continue
        for size in (2, 3) if column in exact else ():
            if len(values) < size:
                continue
            picks = sorted(rand.sample(values, size), key=lambda v: v[0].row)
            total = sum(q.value for _, q in picks)
            like = picks[0][1]
            answer = format_amount(total, like)
            labels = [c.row_label for c, _ in picks]
            joined = ", ".join(labels[:-1]) + f" and {labels[-1]}"
            steps = [f"Take the {header} of {quoted(c.row_label)}: {q.text}." for c, q in picks]
            steps.append("Add them: " + " + ".join(q.text for _, q in picks) + f" = {answer}.")
            yield candidate(
                question=f"What is the combined {noun} of {joined} in {name}?",
                answer=answer, answer_type="definitive", tier=2, source_type="table",
                facts=[c.fact for c, _ in picks], steps=steps, template="table_sum",
                computed={"op": "sum", "value": repr(total)},
            )  # fmt: skip
        best = max(values, key=lambda v: v[1].base_value)
        if sum(1 for _, q in values if q.base_value == best[1].base_value) == 1:
            listed = ", ".join(c.cell.rstrip(". ") for c, _ in values)
            yield candidate(
                question=f"Which {_row_noun(table.headers[0])} in {name} has the highest "
                         f"{noun}?",
                answer=best[0].row_label, answer_type="definitive", tier=2, source_type="table",
                facts=[c.fact for c, _ in values], template="table_max",
                steps=[f"Compare the {header} values: {listed}.",
                       f"The largest of {listed} is {best[0].cell.rstrip('. ')}, in the row "
                       f"{quoted(best[0].row_label)}."],
                computed={"op": "max", "value": repr(best[1].base_value)},
            )  # fmt: skip
    labels = [row[0].rstrip(". ") for row in table.rows if row and row[0].strip()]
    if not table.title:
        skips["table rows: the table has no title to name it by"] += 1
    elif 2 <= len(labels) <= 12:
        first = table.headers[0] or "row"
        facts = [
            make_fact(chunk, 900 + i, f"{name[0].upper()}{name[1:]} has a row {quoted(label)}.",
                      label, chunk.text.find(label) if label in chunk.text else None,
                      "declarative")
            for i, label in enumerate(labels)
        ]  # fmt: skip
        about = topic(table.title) if table.title else "the table"
        yield candidate(
            question=f"Which {_plural(_row_noun(first))} does the table of {about} list?",
            answer="\n".join(f"- {label}" for label in labels), answer_type="list", tier=2,
            source_type="table", facts=facts, template="table_rows",
        )  # fmt: skip


Placed = tuple[Chunk, Block]
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


def _lists(run: Sequence[Placed], skips: Counter[str], title: str | None) -> Iterator[QAItem]:
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
    if why is not None:
        skips[f"list: {why}"] += 1
        return
    if nested:
        skips["list: nested items folded into their parents (top level asked)"] += 1
    where = section_name(chunk.heading)
    ordered = all(b.ordered or b.kind == "paragraph" for _, b in placed)
    if not ordered:
        item_facts = [make_fact(c, 800 + i, b.text, b.text, c.text.find(b.text))
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
    step_facts = [make_fact(c, 700 + i, b.text, b.text, c.text.find(b.text), "prescriptive")
                  for i, (c, b) in enumerate(placed)]  # fmt: skip
    texts = [_NUMBERED.sub("", b.text) for _, b in placed]
    yield candidate(
        question=f"What steps does {where} give, in order?",
        answer="\n".join(f"{i}. {t}" for i, t in enumerate(texts, 1)),
        answer_type="instructional", tier=2, facts=step_facts, template="procedure",
    )  # fmt: skip


_COMPLETE = re.compile(r"[.!?][\"'’”)]*$")
_DANGLING = re.compile(r"\b(?:and|or|but|the|a|an|of|to|that|which|with|for)[.!?]$", re.I)
_BYLINE = re.compile(r"^[A-Z’'.-]{2,}\s+[A-Z’'.-]{2,}\b")
"""A paragraph opening on two words in capitals ("TOM ELLIOTT IT’S nice ..."): a byline or
kicker glued to the text, not a sentence a summary can quote."""
_CONTROL = re.compile(r"^(?:share(?: on| via| this)?\b|close$|fullscreen$|next$|previous$|"
                      r"\d+ of \d+$|sign (?:in|up)\b|log ?in\b|subscribe\b|menu$|"
                      r"read more\b|print$|email$|comments?$)", re.I)
"""A list item that is a page control, not content."""
_LEAD_IN = re.compile(r"(?:^(?:Following are|The following|Below are|Here are|These are)\b|"
                      r"\b(?:as follows|the following)[.:]?$|:$)", re.I)
"""A sentence that introduces the content after it ("Following are some examples of what
could be built"): the section's points are in what follows, not in its sentences."""
_SHORTER = 0.8
"""A summary at most this share of the section's length; longer, it is the section again."""
_SUMMARY_SENTENCES = 4
"""A section is summarized by its own sentences only when it has at most this many: its
lead sentences then cover its main points; a longer section's lead does not (a reviewer
found "Background" summarized without its accidents), so it is skipped and counted."""


_OPENING_PRONOUN = re.compile(
    r"^(?:It|Its|They|Their|Them|He|His|She|Her|We|Our|(?:This|That|These|Those|Such)"
    r"(?=\s+(?:is|was|are|were|has|had|have|will|would|can|could|may|might|must|should|"
    r"means|meant|includes|included|shows|showed|allows|allowed|made|makes|led|leads)\b))\b"
)
"""A first sentence opening on a pronoun ("It was installed in 1990 ..."), or a bare
demonstrative before a verb ("This means ..."): it points at something said before the
section, so a summary made of the section's sentences leaves its subject unnamed."""


def _unanchored_pronoun(sentence: str) -> bool:
    """Whether a summary's first sentence opens with a pronoun that has no referent in it
    (the section is the whole summary, so the referent lies outside it)."""
    return bool(_OPENING_PRONOUN.match(sentence.lstrip(" “\"'‘(")))


def _weight(sentence: str) -> int:
    """What a sentence states: its dates, figures and capitalised names after the first word."""
    names = sum(1 for w in sentence.split()[1:] if w[:1].isupper())
    return 2 * (len(find_dates(sentence)) + len(find_quantities(sentence))) + names


def _shortened(sentences: list[str], budget: float) -> str | None:
    """The sentences' main clauses in order, and while longer than ``budget`` characters
    the one after the first stating least (``_weight``) left out, keeping two or more;
    ``None`` if no such cut fits."""
    kept = [f"{main_clause(t)}." for t in sentences]
    while len(" ".join(kept)) > budget and len(kept) > 2:
        # the first sentence names the section's topic ("NSS comprises ..."): it stays
        kept.pop(min(range(1, len(kept)), key=lambda i: (_weight(kept[i]), -i)))
    text = " ".join(kept)
    return text if len(text) <= budget else None


def _summary(chunks: Sequence[Chunk], skips: Counter[str], title: str | None) -> QAItem | None:
    """The section's own sentences, in order, as its summary; ``None`` (counted) when the
    section is long, holds a list, or has a paragraph cut by a page break or a footnote."""
    first = chunks[0]
    why = usable_heading(first.heading, title) if first.heading else "the section has no heading"
    placed = [(c, b) for c in chunks for b in c.blocks]
    if why is None and any(b.kind != "paragraph" for _, b in placed):
        why = "the section holds a list or a table (asked as such)"
    if why is None and any(_BYLINE.match(b.text) for _, b in placed):
        why = "a paragraph opens with a byline or kicker in capitals"
    if why is None and any(not b.text[:1].isupper() or not _COMPLETE.search(b.text.rstrip())
                           or _FOOTNOTE_GLUED.match(b.text) for _, b in placed):
        why = "a paragraph is cut by a page break or a footnote"
    sentences = [(c, s.text) for c, b in placed for s in split_sentences(b.text)]
    if why is None and any(_DANGLING.search(t) or REFERENCE_MARKER_RX.search(t)
                           for _, t in sentences):
        why = "a sentence dangles or carries a reference marker"
    if why is None and any(_LEAD_IN.search(t) for _, t in sentences):
        why = "a sentence announces what follows (its main points lie below it)"
    if why is None and sentences and _unanchored_pronoun(sentences[0][1]):
        why = "the first sentence opens with a pronoun whose referent is not in the section"
    if why is None and len(sentences) > _SUMMARY_SENTENCES:
        why = f"more than {_SUMMARY_SENTENCES} sentences: its lead would leave main points out"
    if why is not None:
        skips[f"summary: {why}"] += 1
        return None
    if len(sentences) < 2:
        return None
    whole = " ".join(t for _, t in sentences)
    short = _shortened([t for _, t in sentences], _SHORTER * len(whole))
    if short is None:
        # the section's own sentences, barely cut, are a copy of it, not a summary
        skips["summary: its main clauses are not much shorter than the section"] += 1
        return None
    facts = [make_fact(c, 600 + i, t, t, c.text.find(t)) for i, (c, t) in enumerate(sentences)]
    return candidate(
        question=f"Summarize {section_name(first.heading)}.",
        answer=short, answer_type="summary", tier=2, facts=facts,
        steps=[f"Read {section_name(first.heading)}: {len(facts)} sentences.",
               "Keep the main clauses of the sentences that state most (dates, figures, "
               "names), in document order."],
        opinions=["Presenting the section's statements as its overview is an editorial "
                  "judgment."],
        template="section_summary",
    )  # fmt: skip


def synthesis_items(facts: DocFacts, rand: random.Random) -> Iterator[QAItem]:
    """Every tier-2 candidate of the document."""
    runs = [r for r in _list_runs(facts.doc.chunks) if len(r) >= 2]

    def shape(run: list[Placed]) -> tuple[tuple[str, ...], bool]:
        return run[0][0].section, all(b.ordered or b.kind == "paragraph" for _, b in run)

    per_section = Counter(shape(r) for r in runs)
    for run in runs:
        if per_section[shape(run)] > 1:
            # "What 3 points are listed under X?" cannot say which of X's bulleted lists it
            # means (a numbered list beside them is asked as steps, a different question)
            facts.skips["list: the section holds several lists"] += 1
            continue
        yield from _lists(run, facts.skips, facts.doc.title)
    sections: dict[tuple[str, ...], list[Chunk]] = {}
    for chunk in facts.doc.chunks:
        if chunk.kind == "table":
            yield from _table_items(chunk, facts.cells.get(chunk.chunk_id, []), rand, facts.skips)
        elif chunk.kind == "text" and chunk.section:
            # one summary per section, over all its chunks: a chunk is only part of it
            sections.setdefault(chunk.section, []).append(chunk)
    for chunks in sections.values():
        summary = _summary(chunks, facts.skips, facts.doc.title)
        if summary is not None:
            yield summary
