"""No-information items: plausible questions about topics the document does not cover.

Questions come from templates of aspects a reader often asks about a subject, chosen by the
kind of subject (a company's revenue, a bridge's service life, a person's birthplace), about
the document's main subject and its names that occur in two chunks or more (one of them in
its first two thirds) (a masthead in
capitals is no subject). An aspect counts as absent only when:

1. no chunk of the document contains every content word of the aspect's key phrase and of
   each of its synonyms (the strict test over *all* chunks, ``ChunkIndex.mentions``), and
2. an absence judge, shown the question and the top-k chunks retrieved for it by BM25,
   finds no answer there: ``RuleAbsenceJudge`` (none of the aspect's words occur in the
   retrieved chunks) or the LLM judge of ``services.gold.llm``.

A typed list (a table of films) also gives row questions (``ROW_ASPECTS``: "Who directed
The Fare?"), asked only when neither the row nor any sentence naming it holds a word of the
aspect; that row and those sentences are the evidence shown to the absence judge.

The answer is ``NO_INFORMATION_ANSWER``; facts and steps are empty.

A generator's own no-information questions (the LLM generator's) are tested the same way
by ``proposed_absent``: their aspect is the question's content words that no chunk of the
document contains (a question without such a word cannot be shown absent and is refused),
and the absence judge then reads the chunks retrieved for the question.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from services.gold.drafts import candidate, row_name, with_article
from services.gold.record import NO_INFORMATION_ANSWER
from shared.longdoc.model import Chunk, LongDocument
from shared.longdoc.search import ChunkIndex, content_tokens
from shared.messages.qa import QAItem
from shared.text.entities import find_entities, main_entity
from shared.text.sentences import split_sentences

__all__ = ["ASPECTS", "AbsenceJudge", "Aspect", "RuleAbsenceJudge", "absent_candidates",
           "proposed_absent"]  # fmt: skip


@dataclass(frozen=True, slots=True)
class Aspect:
    """A question template and the phrases whose absence makes it unanswerable."""

    template: str
    """Question with ``{s}`` for the subject."""

    phrases: tuple[str, ...]
    """Key phrase and synonyms; any of them in the document means the topic is present."""

    kinds: tuple[str, ...] = ("company",)
    """Kinds of subject the question is plausible for: ``company``, ``public`` (an agency,
    foundation, university: asked about its head and budget, never its revenue or rivals),
    ``thing``, ``project`` (a renovation or construction: asked its contractor), ``person``."""


ASPECTS: tuple[Aspect, ...] = (
    Aspect("Who is the chief executive of {s}?",
           ("chief executive", "ceo", "president", "chairman", "chair", "led by", "head of",
            "executive", "boss", "founder", "run by"), ("company",)),
    Aspect("Where is {s} headquartered?",
           ("headquarters", "headquartered", "based in", "located in", "offices", "based"),
           ("company",)),
    Aspect("Which company is the main contractor for {s}?",
           ("contractor", "contractors", "contracted", "firm", "company", "companies",
            "awarded", "builder"), ("project",)),
    Aspect("What is the expected service life of {s}?", ("service life", "lifespan", "lifetime",
                                                         "years of service", "life"), ("thing",)),
    Aspect("Who designed {s}?", ("designed", "designer", "designers", "design", "architect",
                                 "architects", "engineered"), ("thing",)),
    Aspect("When was {s} originally built?",
           ("built", "opened", "constructed", "construction", "completed", "erected", "dates",
            "dating", "original", "originally", "old", "age", "inaugurated"), ("thing",)),
    Aspect("How much did {s} cost to build?", ("cost", "costs", "price", "budget", "paid",
                                               "spent", "million", "billion"), ("thing",)),
)
"""Aspects asked about; an aspect whose phrases occur in the document is never used.

Only questions a reader of such a document plausibly asks: a reviewer found an agency's
headcount or budget, a web page's weight, a company's rivals and a person's spouse
implausible (0 of 5), so those templates are gone, and an agency or an institution is never
a subject (the document is usually its notice, not about it)."""

ROW_ASPECTS: tuple[tuple[re.Pattern[str], Aspect], ...] = (
    (re.compile(r"\b(?:films?|movies?)\b", re.I),
     Aspect("Who directed {s}?", ("directed", "director", "directors", "directing",
                                  "filmmaker", "helmed"), ("film",))),
    (re.compile(r"\b(?:books?|novels?)\b", re.I),
     Aspect("Who wrote {s}?", ("wrote", "written", "author", "authors", "writer", "by"),
            ("book",))),
    (re.compile(r"\b(?:video games?|games)\b", re.I),
     Aspect("Which studio developed {s}?", ("developed", "developer", "developers", "studio",
                                             "made by"), ("game",))),
)
"""A table whose title names its rows' kind (a list of films), and the aspect asked of a row
that neither the row nor any sentence naming it covers (a film's director)."""

_CENTRAL = 4
"""Mentions that make a name a subject of the document: a name met once or twice (the space
station in a news digest's cargo-ship story) is not what the reader expects it to cover."""

_CREDIT = re.compile(r"\bby [A-Z][\w’'.-]+")
"""A credit ("by Vladimir Khotinenko") in a row or a sentence naming it may answer who made
it, so the row is not asked."""

_ROW_ASKS = 2
"""Row questions per aspect and document: more would be one template repeated."""


class AbsenceJudge(Protocol):
    """Decides whether retrieved chunks answer a question."""

    @property
    def name(self) -> str:
        """``rules`` or ``llm:<model>``."""
        ...

    async def answers(self, question: str, aspect: Aspect, chunks: Sequence[Chunk]) -> bool:
        """True when the chunks contain an answer (the topic is present)."""
        ...


class RuleAbsenceJudge:
    """The rule judge: present when any aspect word occurs in a retrieved chunk."""

    @property
    def name(self) -> str:
        """Recorded in rejection reasons."""
        return "rules"

    async def answers(self, question: str, aspect: Aspect, chunks: Sequence[Chunk]) -> bool:
        """Whether any retrieved chunk mentions a word of the aspect's phrases."""
        words = {w for phrase in aspect.phrases for w in content_tokens(phrase)}
        return any(words & set(content_tokens(chunk.text)) for chunk in chunks)


_COMPANY_WORDS = frozenset({
    "company", "corporation", "corp", "corp.", "inc", "inc.", "ltd", "ltd.", "llc", "plc",
    "group", "bank", "airlines", "airways", "motors", "technologies", "holdings", "studios",
})
_PUBLIC_WORDS = frozenset({
    "office", "administration", "agency", "department", "ministry", "council", "authority",
    "university", "foundation", "association", "party", "committee", "commission", "board",
    "institute", "bureau", "service", "court", "parliament", "congress", "senate",
})
_PLACE_WORDS = frozenset({
    "room", "floor", "street", "avenue", "suite", "road", "building", "docket", "box", "lane",
    "drive", "boulevard", "page", "section", "part", "appendix", "ground", "flight",
})
_PROJECT_WORDS = frozenset({"renovation", "project", "construction", "expansion", "programme",
                            "extension", "upgrade", "refurbishment", "restoration"})
_THING_WORDS = frozenset({
    "bridge", "tunnel", "airplane", "aircraft", "model", "system", "project",
    "console", "device", "engine", "vessel", "ship", "building", "tower", "station", "headset",
    "phone", "car", "plant", "dam", "road", "railway", "satellite", "software",
})


_PERSON_CUES = r"(?:said|says|told|wrote|added|argued|announced|tweeted|explained|who)"


def subject_kind(name: str, text: str = "") -> str | None:
    """``company``, ``public``, ``thing`` or ``person`` by the words of a name; None when unsure.

    A person needs the text to treat the name (or its last word) as a speaker or agent:
    "Obama said", "Zuckerberg, who …", "Mr. Obama".
    """
    words = [w.strip(".,").lower() for w in name.split()]
    if set(words) & _PLACE_WORDS:
        return None  # an address or a locator ("West Building Ground Floor", "Room W12")
    if words[-1] in _PROJECT_WORDS:
        return "project"
    if set(words) & _COMPANY_WORDS:
        return "company"
    if set(words) & _PUBLIC_WORDS:
        return "public"
    if set(words) & _THING_WORDS:
        return "thing"
    last = re.escape(name.split()[-1])
    if 2 <= len(words) <= 3 and all(w[:1].isupper() and w[1:].islower() for w in name.split()) \
            and re.search(rf"(?:\b{last},?\s+{_PERSON_CUES}\b|\b(?:Mr|Mrs|Ms|Dr|President|"
                          rf"Senator|Professor)\.?\s+(?:\w+\s+)?{last}\b)", text):
        return "person"
    return None


def _subjects(doc: LongDocument, limit: int = 3) -> list[tuple[str, str]]:
    """The document's most frequent names of a known kind that occur in two chunks or more."""
    counts: Counter[str] = Counter()
    # a name only the document's tail mentions (the next notice on a register's last page)
    # is not one of its subjects
    early = "\n".join(c.text for c in doc.chunks[: max(1, len(doc.chunks) * 2 // 3)])
    for chunk in doc.chunks:
        if chunk.kind == "text":
            counts.update({m.text for m in find_entities(chunk.text)
                           if 2 <= len(m.text.split()) <= 4 and not m.text.isupper()})
    text = "\n".join(c.text for c in doc.chunks[:40])
    main = main_entity(doc.title, text)
    ranked = ([main] if main and not main.isupper() else []) + [
        name for name, n in counts.most_common() if n >= 2 and name in early]
    out: list[tuple[str, str]] = []
    body = "\n".join(c.text for c in doc.chunks if c.kind == "text")
    for name in dict.fromkeys(ranked):
        if name.split()[-1] in ("Model", "Models", "No", "Nos"):
            continue
        kind = subject_kind(name, body)
        if kind is not None and kind != "public" and kind != "person" and (
                name == main or body.count(name) >= _CENTRAL):
            out.append((name, kind))
        if len(out) >= limit:
            break
    return out


def absent_candidates(
    doc: LongDocument, index: ChunkIndex, rand: random.Random
) -> Iterator[tuple[QAItem, Aspect, list[Chunk]]]:
    """(item, aspect, top-5 retrieved chunks) for aspects absent from every chunk."""
    aspects = [a for a in ASPECTS if not any(index.mentions(p) for p in a.phrases)]
    rand.shuffle(aspects)
    yield from _row_candidates(doc, rand)
    body = "\n".join(c.text for c in doc.chunks if c.kind == "text")
    for subject, kind in _subjects(doc):
        for aspect in aspects:
            if kind not in aspect.kinds:
                continue
            question = aspect.template.format(s=with_article(subject, body))
            hits = [hit.chunk for hit in index.search(question, k=5)]
            item = candidate(
                question=question, answer=NO_INFORMATION_ANSWER, answer_type="no_information",
                tier=1, facts=[], template="absent",
                computed={"aspect": aspect.phrases[0], "subject": subject},
            )  # fmt: skip
            yield item, aspect, hits


def _row_candidates(doc: LongDocument, rand: random.Random
                    ) -> Iterator[tuple[QAItem, Aspect, list[Chunk]]]:  # fmt: skip
    """Row aspects (``ROW_ASPECTS``): the evidence of absence is the row itself and every
    sentence of the document that names the row; none holds a word of the aspect."""
    sentences = [s.text for c in doc.chunks if c.kind == "text" for s in split_sentences(c.text)]
    for chunk in doc.chunks:
        table = chunk.table
        if table is None or table.key_value:
            continue
        for kind, aspect in ROW_ASPECTS:
            if not kind.search(f"{table.title} {' '.join(table.headers)} "
                               f"{' '.join(chunk.section)}"):
                continue
            rows = [r for r in table.rows if r and row_name(r[0]) and len(r[0].split()) >= 2]
            rand.shuffle(rows)
            words = {w for phrase in aspect.phrases for w in content_tokens(phrase)}
            asked = 0
            for row in rows:
                name = row[0].strip()
                about = [" | ".join(row), *(t for t in sentences if name in t)]
                if any(words & set(content_tokens(t)) or _CREDIT.search(t) for t in about):
                    continue  # "a Soviet Union film by Vladimir Khotinenko" names its maker
                evidence = chunk.model_copy(update={"text": "\n".join(about)})
                yield candidate(
                    question=aspect.template.format(s=name), answer=NO_INFORMATION_ANSWER,
                    answer_type="no_information", tier=1, facts=[], template="absent_row",
                    computed={"aspect": aspect.phrases[0], "subject": name},
                ), aspect, [evidence]  # fmt: skip
                asked += 1
                if asked >= _ROW_ASKS:
                    break


def proposed_absent(
    item: QAItem, index: ChunkIndex
) -> tuple[QAItem, Aspect, list[Chunk]] | str:
    """(item, aspect, top-5 chunks) of a generated no-information item, or why it is refused."""
    words = [w for w in dict.fromkeys(content_tokens(item.question))
             if not w.isdigit() and not index.mentions(w)]  # fmt: skip
    if not words:
        return ("every content word of the question occurs in the document, so its topic "
                "cannot be shown to be absent")  # fmt: skip
    hits = [hit.chunk for hit in index.search(item.question, k=5)]
    return item, Aspect(item.question, tuple(words)), hits
