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

from services.gold.drafts import candidate, with_article
from services.gold.record import NO_INFORMATION_ANSWER
from shared.longdoc.model import Chunk, LongDocument
from shared.longdoc.search import ChunkIndex, content_tokens
from shared.messages.qa import QAItem
from shared.text.entities import find_entities, main_entity

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
    ``thing``, ``person`` (a birthplace is asked of a person)."""


ASPECTS: tuple[Aspect, ...] = (
    Aspect("What was the annual revenue of {s}?", ("revenue", "turnover", "sales", "earnings"),
           ("company",)),
    Aspect("How many employees does {s} have?",
           ("employees", "staff", "headcount", "workforce", "employs", "people work"),
           ("company", "public")),
    Aspect("Who is the chief executive of {s}?",
           ("chief executive", "ceo", "president", "chairman", "chair", "led by", "head of"),
           ("company",)),
    Aspect("Who heads {s}?", ("administrator", "director", "head", "chief", "secretary", "led by",
                              "chair", "president", "minister", "commissioner"), ("public",)),
    Aspect("Where is {s} headquartered?",
           ("headquarters", "headquartered", "based in", "located in", "offices"),
           ("company", "public")),
    Aspect("What is the annual budget of {s}?", ("budget", "funding", "funded", "appropriation"),
           ("public",)),
    Aspect("Which companies compete with {s}?", ("competitor", "competitors", "rival", "rivals",
                                                 "compete", "competes", "competing"),
           ("company",)),
    Aspect("When was {s} founded?",
           ("founded", "founding", "established", "created", "formed", "incorporated", "launched",
            "started"), ("company", "public")),
    Aspect("How much does {s} weigh?", ("weigh", "weight", "weighs", "tons", "kilograms",
                                       "pounds"), ("thing",)),
    Aspect("What is the expected service life of {s}?", ("service life", "lifespan", "lifetime",
                                                         "years of service"), ("thing",)),
    Aspect("How much did {s} cost to develop?", ("development cost", "cost to develop",
                                                 "develop", "developed", "development"),
           ("thing",)),
    Aspect("What warranty comes with {s}?", ("warranty", "guarantee"), ("thing",)),
    Aspect("Where was {s} born?", ("born", "birthplace", "native", "grew up"), ("person",)),
    Aspect("Where did {s} go to university?",
           ("studied", "university", "college", "degree", "graduated", "school"), ("person",)),
    Aspect("How old is {s}?", ("aged", "years old", "age", "born"), ("person",)),
    Aspect("Who is {s} married to?", ("wife", "husband", "married", "spouse", "partner"),
           ("person",)),
)
"""Aspects asked about; an aspect whose phrases occur in the document is never used."""


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
    if set(words) & _COMPANY_WORDS:
        return "company"
    if set(words) & _PUBLIC_WORDS:
        return "public"
    if set(words) & _THING_WORDS or any(ch.isdigit() for ch in name):
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
        if kind is not None:
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
