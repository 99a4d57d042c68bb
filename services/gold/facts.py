"""Atomic facts of a long document, each tied to its chunk, pages and verbatim span.

- Text chunks: the claims service's rule extractor (``shared.claims.rules``) proposes
  standalone claims with their source sentences; ``shared.claims.verify.verify_drafts``
  keeps those whose span is found in the chunk text (offsets into ``Chunk.text``), and
  ``entailment`` keeps those whose *rewritten* text is supported by the span in context
  (no name found only inside a longer name, no new subject the context never states).
  Sentences the extractor had no use for that carry one date or figure under a named
  subject (news prose) add their main clause (``sentence_facts``).
- Table chunks: one fact per body cell, ``In the table "<title>", the <header> of
  <row label> is <cell>.``, whose span is the cell as printed; one per footnote.
- Figure and chart chunks: the caption, and ``label: value`` pairs of the embedded text.

Every fact is a ``UsedClaim`` (doc 0) with ``chunk_id``, ``pages`` and its category
(``categories.classify_fact``; table cells are quantitative/qualitative data).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta

from services.gold.categories import classify_fact
from services.gold.entailment import rewrite_problems, unsupported_mentions
from services.gold.pagedate import document_date
from services.gold.referents import story_resolver
from services.gold.sentence_facts import real_dates, screen, sentence_facts
from services.gold.widgets import widget_problem
from shared.claims.anchoring import month_year
from shared.claims.rules import RuleClaimExtractor
from shared.claims.verify import verify_drafts
from shared.longdoc.model import Chunk, LongDocument
from shared.messages.qa import FactCategory, QAItem, UsedClaim
from shared.text.numbers import find_quantities
from shared.text.references import REFERENCE_MARKER_RX, strip_references
from shared.text.sentences import split_sentences
from shared.text.span_align import DocumentAligner

__all__ = ["CellFact", "DocFacts", "anchor_context", "extract_facts", "make_fact"]

_PAIR = re.compile(r"(?P<label>[A-Za-z][\w .&/-]{1,40}?)\s*[:=]\s*(?P<value>[-$€£]?\d[\d,.]*\s?%?)")


@dataclass(frozen=True, slots=True)
class CellFact:
    """A table cell fact with its coordinates."""

    fact: UsedClaim
    chunk: Chunk
    row: int
    column: int
    row_label: str
    header: str
    cell: str


@dataclass(slots=True)
class DocFacts:
    """All facts of one document."""

    doc: LongDocument
    by_chunk: dict[str, list[UsedClaim]] = field(default_factory=dict)
    cells: dict[str, list[CellFact]] = field(default_factory=dict)
    widgets: set[str] = field(default_factory=set)
    """Table chunks that are page widgets (``widgets.widget_problem``): no items asked."""
    dropped: Counter[str] = field(default_factory=Counter)
    """Rewritten facts refused because the rewrite is not supported by the context."""
    statements: list[tuple[Chunk, UsedClaim]] = field(default_factory=list)
    """Every screened sentence with one figure or date, verbatim (its own fact): what a
    contradiction is looked for in, besides the facts (a sentence the extractor had no use
    for can still state a value another sentence contradicts)."""
    skips: Counter[str] = field(default_factory=Counter)
    """Candidates the rule templates could not form well, per reason (in the manifest)."""
    people: list[QAItem] = field(default_factory=list)
    """Every "What does X do?" item the role readers made, also those past the cap per
    document (``pinpoint.MAX_ROLES``): the people a story introduces by their post, whom
    the tenure questions (``tenure.tenure_absent``) ask about."""

    def fragments(self) -> set[str]:
        """Claim ids of short facts cut from one sentence with a sibling ("Thunderbird is a
        free." / "Thunderbird is a cross-platform email." from "a free, cross-platform email
        and news client"): a coordination split, not a statement of its own."""
        by_span: dict[tuple[str, str], list[UsedClaim]] = {}
        for chunk_id, facts in self.by_chunk.items():
            for fact in facts:
                if fact.span:
                    by_span.setdefault((chunk_id, fact.span), []).append(fact)
        out: set[str] = set()
        for group in by_span.values():
            for one, other in itertools.permutations(group, 2):
                x, y = one.claim.rstrip(".").split(), other.claim.rstrip(".").split()
                common = 0
                while common < min(len(x), len(y)) and x[common] == y[common]:
                    common += 1
                # "Thunderbird is a | free" / "Thunderbird is a | cross-platform email": one
                # noun phrase cut at its commas; "The QRH is | a nonregulatory tool" and
                # "| used by flightcrews" are two statements and stay
                if common and x[common - 1].lower() in ("a", "an", "the") and \
                        len(x) - common <= 3 and len(y) - common <= 3:
                    out.add(one.claim_id)
        return out

    def all(self) -> list[tuple[Chunk, UsedClaim]]:
        """(chunk, fact) pairs in document order."""
        return [(c, f) for c in self.doc.chunks for f in self.by_chunk.get(c.chunk_id, [])]

    def count(self) -> int:
        """Facts in the document."""
        return sum(len(v) for v in self.by_chunk.values())


_COORDINATED_PRONOUN = re.compile(r"(?:,\s*|\s)(?:and|but|while|so|yet)\s+(it|they)\s+[a-z]+",
                                  re.I)


def ambiguous_resolution(fact: str, span: str) -> bool:
    """Whether the rewrite replaced an "it"/"they" that opens a coordinated clause of the span.

    In "Arduino LLC filed to register the US trademark in April 2009, and it was granted in
    2011" the "it" is the trademark (the object), not the subject the rewrite put there
    ("Arduino LLC was granted in 2011"): inside one sentence the subject and the object both
    stand before the pronoun, so a fact built on either reading is refused."""
    for found in _COORDINATED_PRONOUN.finditer(span):
        after = " ".join(span[found.end(1) :].split()[:2]).strip(" ,.")
        if after and after in fact and re.search(rf"\b{found.group(1)}\b", fact, re.I) is None:
            return True  # the fact is the coordinated clause, its pronoun replaced
    return False


def make_fact(chunk: Chunk, k: int, text: str, span: str, start: int | None,
              category: FactCategory | None = None) -> UsedClaim:  # fmt: skip
    """A fact of ``chunk`` numbered ``k``."""
    return UsedClaim(
        doc_id=0,
        claim_id=f"{chunk.chunk_id}#f{k}",
        claim=text,
        span=span,
        span_start=start,
        span_end=None if start is None else start + len(span),
        chunk_id=chunk.chunk_id,
        pages=chunk.pages,
        category=category or classify_fact(text),
    )


def anchor_context(published: str | None) -> str:
    """The dates a declared publication date makes certain, as context lines for the
    entailment checks: the page's day and the seven before it, each written as an anchored
    fact writes it ("Tuesday, January 10, 2017"), and each month with the year nearest the
    page's day ("October 2019"), with the year of its last start by that day and with the
    year of its next start (a planned month); empty
    without a date."""
    day = _iso_day(published)
    if day is None:
        return ""
    lines = []
    for back in range(8):
        when = day - timedelta(days=back)
        lines.append(f"{when.strftime('%A')}, {when.strftime('%B')} {when.day}, {when.year}")
    # a month named without its year ("in October") is anchored to the year that puts it
    # nearest the page's day ("in October 2019"), as ``anchor_dates`` writes it
    # (a past claim's month is the last one begun by the page's day: both forms are listed)
    for month in range(1, 13):
        coming = day.year if month >= day.month else day.year + 1  # "hopes to ... in January"
        for year in sorted({month_year(month, day), month_year(month, day, past=True), coming}):
            lines.append(f"{date(year, month, 1).strftime('%B')} {year}")
    return "\n" + "\n".join(lines)


def _iso_day(published: str | None) -> date | None:
    try:
        return date.fromisoformat(published[:10]) if published else None
    except ValueError:
        return None


def _quote(text: str) -> str:
    return f'"{text}"'


def _table_facts(chunk: Chunk, skips: Counter[str]) -> tuple[list[UsedClaim], list[CellFact]]:
    table = chunk.table
    facts: list[UsedClaim] = []
    cells: list[CellFact] = []
    if table is None:
        return facts, cells
    if table.key_value:
        # An infobox's first row is data read as headers: "the Industry of Founded" is nonsense.
        skips["table: a label/value box (infobox) gives no header-of-row facts"] += 1
        return facts, cells
    name = f"the table {_quote(table.title)}" if table.title else "the table"
    for r, row in enumerate(table.rows):
        label = row[0].rstrip(". ") if row else ""
        for c in range(1, len(row)):
            cell, header = row[c], table.headers[c] if c < len(table.headers) else ""
            if not cell or not header or not label:
                continue
            said = REFERENCE_MARKER_RX.sub("", cell).strip().rstrip(".")
            text = f"In {name}, the {header} of {label} is {said}."
            start = chunk.text.find(cell)
            fact = make_fact(chunk, len(facts) + 1, text, cell, start if start >= 0 else None,
                             "quantitative_qualitative")  # fmt: skip
            facts.append(fact)
            cells.append(CellFact(fact, chunk, r, c, label, header, cell))
    for note in table.footnotes:
        start = chunk.text.find(note)
        facts.append(make_fact(chunk, len(facts) + 1, f"A note to {name} says: {note}", note,
                               start if start >= 0 else None))  # fmt: skip
    return facts, cells


def _graphic_facts(chunk: Chunk) -> list[UsedClaim]:
    block = chunk.blocks[0] if chunk.blocks else None
    if block is None or not (block.caption or block.embedded_text):
        return []
    facts: list[UsedClaim] = []
    what = "chart" if chunk.kind == "chart" else "figure"
    if block.caption:
        start = chunk.text.find(block.caption)
        facts.append(make_fact(chunk, 1, f"The {what} captioned {_quote(block.caption)} is on "
                               f"page {chunk.pages[0]}.", block.caption, start,
                               "declarative"))  # fmt: skip
    for m in _PAIR.finditer(block.embedded_text):
        label, value = m.group("label").strip(), m.group("value").strip().rstrip(".,")
        shown = f"the {what} {_quote(block.caption)}" if block.caption else f"the {what}"
        start = chunk.text.find(m.group(0))
        facts.append(make_fact(chunk, len(facts) + 1, f"In {shown}, {label} is {value}.",
                               m.group(0), start if start >= 0 else None,
                               "quantitative_qualitative"))  # fmt: skip
    return facts


def statement_facts(chunk: Chunk) -> list[UsedClaim]:
    """The chunk's sentences that pass the factuality screen and state one figure (or no
    figure and one date), each its own verbatim fact (numbered from 7000, apart from the claims)."""
    clean = strip_references(chunk.text)
    out: list[UsedClaim] = []
    for sentence in split_sentences(clean.text):
        text = " ".join(sentence.text.split())
        figures, dates = len(find_quantities(text)), len(real_dates(text))
        if screen(text) is not None or not (figures == 1 or (figures == 0 and dates == 1)):
            continue
        start, end = clean.original_span(sentence.start, sentence.end)
        out.append(make_fact(chunk, 7000 + len(out), text, chunk.text[start:end], start))
    return out


def extract_facts(
    doc: LongDocument, *, max_per_chunk: int = 40, progress: Callable[[int], None] | None = None
) -> DocFacts:
    """Facts of every chunk of ``doc`` (see the module docstring)."""
    out = DocFacts(doc)
    extractor = RuleClaimExtractor(max_claims=max_per_chunk)
    published = document_date(doc)
    anchors = anchor_context(published)
    body = "\n".join(c.text for c in doc.chunks if c.kind == "text")
    resolver = story_resolver(body)
    for chunk in doc.chunks:
        if chunk.kind == "table":
            widget = None if chunk.table is None else widget_problem(chunk.table, doc.published)
            if widget is not None:
                # a player's controls or a live tracker: no article table, nothing asked
                out.skips[f"table: a page widget, not an article table: {widget}"] += 1
                out.widgets.add(chunk.chunk_id)
                facts, cells = list[UsedClaim](), list[CellFact]()
            else:
                facts, cells = _table_facts(chunk, out.skips)
            out.cells[chunk.chunk_id] = cells
        elif chunk.kind in ("figure", "chart"):
            facts = _graphic_facts(chunk)
        else:
            drafts = extractor.extraction(chunk.text, title=doc.title, published=published).drafts
            verified = verify_drafts(drafts, DocumentAligner(chunk.text), doc_id=0, threshold=90.0,
                                     title=doc.title, published=published)
            context = f"{doc.title}\n{' '.join(chunk.section)}\n{chunk.text}{anchors}"
            facts = []
            for k, claim in enumerate(verified.claims, 1):
                wrong = rewrite_problems(claim.text, claim.span, context) + (
                    unsupported_mentions(claim.text, context)
                )
                if wrong:
                    out.dropped[f"rewrite not in context: {wrong[0]}"] += 1
                    continue
                if ambiguous_resolution(claim.text, claim.span):
                    out.dropped["a pronoun after 'and' resolved (the subject or the object?)"] += 1
                    continue
                facts.append(make_fact(chunk, k, claim.text, claim.span, claim.span_start))
            out.statements.extend((chunk, fact) for fact in statement_facts(chunk))
            known = {claim.span for claim in verified.claims}
            k = len(verified.claims)
            for found in sentence_facts(chunk.text, known, out.skips, published,
                                        names=body, resolver=resolver):
                # a resolved "He" is written as the person's full name, which another
                # paragraph of the document gives
                wrong = rewrite_problems(found.text, found.span, f"{context}\n{body}")
                if wrong:
                    out.dropped[f"rewrite not in context: {wrong[0]}"] += 1
                    continue
                k += 1
                facts.append(make_fact(chunk, k, found.text, found.span, found.start))
        out.by_chunk[chunk.chunk_id] = facts
        if progress is not None:
            progress(1)
    return out
