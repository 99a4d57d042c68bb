"""No-information items about a document's own themes: an accident, a proposed rule, a model.

``gaps.py`` asks what a news story leaves out about its people; a report or a notice has
other subjects, and a reader of it asks other things. Each ``Theme`` finds one such subject
the document names at least twice (in its first two thirds: a name only the tail mentions is
not its subject) and asks what a reader plausibly wants next:

- a named flight's accident ("Lion Air Flight 610 ... was involved in an accident"): how
  many passengers were on board, and how long after takeoff it happened (of each of the
  first two flights told);
- an agency's proposed rule ("the FAA proposes to ..."): how many operators it affects;
- a product model counted in its units ("Boeing Model 737 MAX airplanes"): how many there
  are worldwide (not "in service": of a grounded fleet that is a trick question).

A question is asked only when the words that could answer it (``Theme.answers``: a count of
passengers, "aboard", "minutes after takeoff", a count of operators, "worldwide" ...) occur
in no chunk of the document at all, tables included; the retrieved chunks and the sentences
naming the subject are then the absence judge's evidence (its rule judge finds the topic
present when any of them holds a word of ``Theme.cues`` that the document nowhere uses: a
theme whose every cue word the document uses elsewhere gives the judge nothing to test and
is not asked, counted).
A theme whose answer words occur is counted in ``skips``, never asked; each theme asks once
per document (a flight theme once per flight).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from services.gold.absent import Aspect
from services.gold.drafts import candidate
from services.gold.lookups import text_sentences
from services.gold.record import NO_INFORMATION_ANSWER
from shared.longdoc.model import Chunk, LongDocument
from shared.longdoc.search import ChunkIndex, content_tokens
from shared.messages.qa import QAItem

__all__ = ["THEMES", "Theme", "theme_absent"]


@dataclass(frozen=True, slots=True)
class Theme:
    """A kind of subject a document has, and a question about it the document may not answer."""

    name: str
    """Short name, recorded as the item's aspect and in skip reasons."""

    find: Callable[[str], list[str]]
    """The subjects as the question names them, read from the document's prose."""

    template: str
    """The question, ``{s}`` for the subject."""

    answers: str
    """Pattern of what could answer the question anywhere in the document."""

    cues: tuple[str, ...]
    """Words of an answer the absence judge looks for in the evidence."""


_PER_THEME = 2
"""Subjects asked per theme and document at most: more would be one template repeated."""
_FLIGHT = re.compile(r"\b(?:[A-Z][a-z]+ ){1,3}Flight \d{1,5}\b")
_ACCIDENT = re.compile(r"\b(?:accident|crash(?:ed)?|crash-landed|disaster)\b")


def _flight(text: str) -> list[str]:
    """The named flights the text tells had an accident ("(Lion Air Flight 610) was involved
    in an accident", "the crash of ...") and names twice or more, first told first (a report
    on two crashes asks of each)."""
    counts = Counter(m.group(0) for m in _FLIGHT.finditer(text))
    out: list[str] = []
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        for m in _FLIGHT.finditer(sentence):
            name = re.escape(m.group(0))
            if counts[m.group(0)] >= 2 and re.search(
                    rf"{name}\)?\s+(?:\w+\s+){{0,4}}{_ACCIDENT.pattern}|"
                    rf"{_ACCIDENT.pattern}\s+of\s+{name}", sentence):
                out.append(m.group(0))  # "Flight 043" beside "the accident flight" is not
    return list(dict.fromkeys(out))[:_PER_THEME]


_PROPOSER = re.compile(r"\b[Tt]he (?P<agency>[A-Z]{2,6}) (?:proposes|is proposing)\b")


def _rulemaker(text: str) -> list[str]:
    """The agency that proposes the document's rule ("The FAA proposes to ..."), told twice."""
    counts = Counter(m.group("agency") for m in _PROPOSER.finditer(text))
    agency = next((a for a, n in counts.most_common() if n >= 2), None)
    return [] if agency is None else [f"the {agency}'s"]


_UNITS = r"airplanes|aircraft|jets|helicopters|vehicles|cars|trucks|locomotives|ships|vessels"
_MODEL = re.compile(
    rf"\b(?P<maker>[A-Z][a-z]+ )?(?:Model )?(?P<model>\d{{2,4}}[\w–-]*(?: [A-Z]{{2,5}})?) "
    rf"(?P<unit>{_UNITS})\b")


def _model(text: str) -> list[str]:
    """The product model the document counts in units most ("737 MAX airplanes", six
    times), with its maker when the document writes one before it ("Boeing Model 737 MAX")."""
    counts: Counter[tuple[str, str]] = Counter()
    makers: dict[tuple[str, str], str] = {}
    for m in _MODEL.finditer(text):
        key = (m.group("model"), m.group("unit"))
        counts[key] += 1
        if m.group("maker") and m.group("maker").strip() not in ("The", "All", "Each", "On"):
            makers.setdefault(key, m.group("maker"))
    if not counts:
        return []
    (model, unit), n = counts.most_common(1)[0]
    if n < 3:
        return []
    return [f"{makers.get((model, unit), '')}{model} {unit}"]


_COUNT = r"(?<!Flight )\b\d[\d,]*(?:\.\d+)?\s+(?:[\w-]+\s+){0,2}"
THEMES: tuple[Theme, ...] = (
    Theme("passengers", _flight, "How many passengers were on board {s}?",
          rf"{_COUNT}(?:passengers|people|persons|occupants|crew|souls)\b|\b(?:aboard|on "
          r"board|passengers?|occupants|manifest)\b",
          ("passengers", "aboard", "occupants")),
    Theme("after_takeoff", _flight, "How long after takeoff did the {s} accident happen?",
          r"\b\d+\s+(?:minutes?|seconds?|hours?)\s+(?:after|into)\b|\b(?:minutes?|hours?)\s+"
          r"(?:after|into) (?:takeoff|the flight)\b|\bshortly after (?:takeoff|departure)\b",
          ("minutes", "minute", "hours", "shortly")),
    Theme("operators", _rulemaker, "How many operators does {s} proposed rule affect?",
          rf"{_COUNT}(?:operators|airlines|carriers|owners)\b",
          ("airlines", "carriers", "number of operators")),
    Theme("fleet", _model, "How many {s} are there worldwide?",
          r"\b(?:worldwide|world-wide|global(?:ly)?|world's|in service around|around the "
          r"world|international fleet|total fleet|in the world)\b",
          ("worldwide", "global", "world")),
)
"""The themes asked about, in order."""


def theme_absent(doc: LongDocument, index: ChunkIndex, skips: Counter[str] | None = None,
                 ) -> Iterator[tuple[QAItem, Aspect, list[Chunk]]]:  # fmt: skip
    """No-information items for the themes the document has and never answers (see the
    module docstring), each with its evidence for the absence judge."""
    skips = Counter() if skips is None else skips
    sentences = [(chunk, sentence) for chunk, sentence, _ in text_sentences(doc)]
    early = "\n".join(s for _, s in sentences[: max(1, len(sentences) * 2 // 3)])
    whole = "\n".join(c.text for c in doc.chunks)
    words = set(content_tokens(whole))
    for theme in THEMES:
        subjects = theme.find(early)
        if not subjects:
            continue
        if re.search(theme.answers, whole, re.IGNORECASE):
            skips[f"absent {theme.name}: the document may answer it"] += 1
            continue
        cues = tuple(c for c in theme.cues if not set(content_tokens(c)) & words)
        if not cues:
            skips[f"absent {theme.name}: no answer word left for the absence judge"] += 1
            continue
        for subject in subjects:
            yield _item(theme, subject, cues, sentences, index)


def _item(theme: Theme, subject: str, cues: tuple[str, ...],
          sentences: list[tuple[Chunk, str]], index: ChunkIndex,
          ) -> tuple[QAItem, Aspect, list[Chunk]]:  # fmt: skip
    """The theme's question about ``subject``, its aspect and its evidence."""
    question = theme.template.format(s=subject)
    question = question[:1].upper() + question[1:]
    naming = subject.split("'")[0].removeprefix("the ").strip()
    about = [c.model_copy(update={"text": s}) for c, s in sentences if naming in s]
    hits = [hit.chunk for hit in index.search(question, k=5)]
    item = candidate(question=question, answer=NO_INFORMATION_ANSWER,
                     answer_type="no_information", tier=1, facts=[], template="absent_theme",
                     computed={"aspect": theme.name, "subject": subject})  # fmt: skip
    return item, Aspect(question, cues, ("thing",)), [*hits, *about[:5]]
