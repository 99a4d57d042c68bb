"""No-information items about what a news story tells of its people and leaves out.

A story that reports an event in a person's life raises the questions a reader asks next:
a conviction raises when the sentence comes, an arrest or a death how old the person is,
a death its cause, a resignation or a dismissal its reason, an acquisition its price. Each
``Frame`` reads one such event about a person the document names in full (``person_names``:
a given name the lexicon knows, then a surname) or a named buyer and target, and asks its
question only when the document does not answer it:

- the words that could answer it (``Frame.words``: "sentenced", "penalty" ...; an age
  written as ", 22," or "21-year-old"; "cancer", "complications" ...) occur in no sentence
  naming the person (``scope="person"``), or in no sentence of the document at all
  (``scope="document"``: a sentencing date may be told without the name);
- those sentences are the evidence shown to the absence judge, whose rule judge finds the
  topic present when any of them holds a word of the aspect.

Each frame asks once per document, about the first person its event names; a frame whose
answer words occur is counted in ``skips`` by reason, never asked.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from lemminflect import getAllLemmas

from services.gold.absent import Aspect
from services.gold.drafts import candidate
from services.gold.lookups import text_sentences
from services.gold.record import NO_INFORMATION_ANSWER
from shared.claims.persons import given_name, person_names
from shared.longdoc.model import Chunk, LongDocument
from shared.messages.qa import QAItem
from shared.text.numbers import find_quantities

__all__ = ["FRAMES", "Frame", "gap_absent"]


@dataclass(frozen=True, slots=True)
class Frame:
    """An event told of a person and the question it raises that the story may leave out."""

    name: str
    """Short name, recorded as the item's aspect and in skip reasons."""

    event: str
    """Pattern of the event around the person (``{n}``: the full name or the surname)."""

    template: str
    """The question, ``{p}`` for the person's full name."""

    words: str
    """Pattern of what could answer the question: any match in the scope means present."""

    cues: tuple[str, ...]
    """Words of an answer the absence judge looks for in the evidence."""

    scope: str = "person"
    """``person``: the sentences naming the person; ``document``: every sentence."""


_SUBJECT = r"(?<![\w’'-])(?:{n})(?:, [^,;.]{1,80},)? (?:[a-z]+ly )?"
"""The person as the subject of the event's verb, an appositive between commas allowed
("Roof, 22, was arrested"; "Lorenz, who ..., died")."""

_AGE = (r"\b\d{1,3}-year-old\b|\b(?:age[sd]?|born|teen(?:ager)?s?|boy|girl|child|"
        r"years? old)\b|,\s*\d{1,3},|\b(?:was|is|at)\s+\d{1,3}\b|\(\d{1,3}\)")
"""How an age is told in news prose: ", 22," after a name, "21-year-old", "who was 21",
"aged 40", a teenager."""
_AGE_CUES = ("age", "aged", "born", "old", "teenager", "year-old")
"""The words of an age the absence judge looks for."""

FRAMES: tuple[Frame, ...] = (
    Frame("sentencing",
          rf"{_SUBJECT}(?:was |were |has been |had been )?(?:convicted|"
          r"found guilty|pleaded guilty|pleads guilty)\b|\bfound (?:{n}) guilty\b|"
          r"\bconvicted (?:{n})\b",
          "When will {p} be sentenced?",
          r"\bsentenc\w*|\bpenalty\b|\bpunishment\b|\bprison\b|\bjail\b|\bfaces?\b|"
          r"\bhearing\b|\bscheduled\b",
          ("sentence", "sentenced", "sentencing", "penalty", "prison", "jail", "hearing"),
          "document"),
    Frame("age",
          rf"{_SUBJECT}(?:was |were |has been |had been )?(?:arrested|charged|"
          r"convicted|found guilty|indicted|accused|detained)\b|\b(?:arrested|charged|"
          r"convicted|indicted) (?:{n})\b",
          "How old is {p}?", _AGE, _AGE_CUES),
    Frame("death_age",
          rf"{_SUBJECT}(?:died|has died|passed away|was killed)\b",
          "At what age did {p} die?", _AGE, _AGE_CUES),
    Frame("death_cause",
          rf"{_SUBJECT}(?:died|has died|passed away)\b",
          "What was the cause of {p}'s death?",
          r"\b(?:died|dies|death) (?:of|from|after|following|in|at)\b|\b(?:cancer|illness|"
          r"disease|heart|stroke|complications|"
          r"crash|accident|killed|shot|suicide|overdose|cause[sd]?|injur\w+|natural|"
          r"battle|infection|covid|virus)\b",
          ("cause", "cancer", "illness", "disease", "heart", "stroke", "complications",
           "accident", "crash", "suicide", "overdose", "infection")),
    Frame("resignation",
          rf"{_SUBJECT}(?:resigned|has resigned|stepped down|quit)\b",
          "Why did {p} resign?",
          r"\b(?:because|due|after|amid|over|following|citing|cited|reasons?|since|as|"
          r"allegations?|scandal|pressure|health|personal|family|to)\b",
          ("because", "reason", "reasons", "citing", "amid", "allegations", "scandal")),
    Frame("dismissal",
          rf"{_SUBJECT}(?:was|has been|had been) (?:fired|ousted|dismissed|"
          r"sacked)\b|\b(?:fired|ousted|dismissed|sacked) (?:{n})\b",
          "Why was {p} fired?",
          r"\b(?:because|due|after|amid|over|following|citing|cited|reasons?|since|as|"
          r"allegations?|scandal|for|performance|misconduct)\b",
          ("because", "reason", "reasons", "citing", "amid", "allegations", "misconduct")),
)
"""Events of a person's life a story reports, and the question each raises."""

_BUYER = r"(?P<buyer>(?:[A-Z][\w&.’'-]*)(?: [A-Z][\w&.’'-]*){0,2})"
_DEAL = re.compile(
    rf"{_BUYER} (?:acquired|bought|purchased|(?:has )?agreed to (?:buy|acquire|purchase)) "
    r"(?P<target>(?:[A-Z][\w&.’'-]*)(?: [A-Z][\w&.’'-]*){0,2})(?=[ ,.;])"
)
"""A named company buying another: "Facebook acquired Instagram"."""
_DEAL_ANSWERS = re.compile(r"\b(?:undisclosed|terms|price|paid|pays?|worth|valued|value|"
                           r"sum|amount|cost)\b", re.I)
_NOT_A_NAME = frozenset({"The", "A", "An", "It", "He", "She", "They", "This", "That", "In",
                         "On", "Last", "When", "After", "Before"})


_LEDE = 5
"""Sentences that tell the story's own event (with its title): an event told later is an
aside of the story ("Lorenz, who died in 2008"), and what it leaves out is no question a
reader of this story asks."""
_RUN = re.compile(r"(?<![\w’'-])[A-Z][a-z]+(?: [A-Z]\.)?(?: [A-Z][a-z’'-]+)+")


def _referred_names(body: str) -> set[str]:
    """Names of two or three capitalised words whose last word the text then uses alone
    twice or more, as news prose refers to a person after naming them in full ("Dylann
    Roof" ... "Roof said"): a given name the lexicon lacks still names a person."""
    out = set()
    for found in _RUN.finditer(body):
        words = found.group(0).split()
        if not 2 <= len(words) <= 3 or words[-1].endswith(("’s", "'s")) or (
                not given_name(words[0]) and getAllLemmas(words[0].lower())):
            continue  # "South Sudan", "Whole Foods": a word of the lexicon opens no name
        last = words[-1]
        alone = 0
        for use in re.finditer(rf"\b{re.escape(last)}\b", body):
            before = body[: use.start()].rstrip().rsplit(" ", 1)[-1]
            after = body[use.end():].lstrip().split(" ", 1)[0]
            sentence_start = before.endswith((".", "”", '"'))
            if sentence_start or not (before[:1].isupper() or after[:1].isupper()):
                alone += 1
        if alone >= 2:
            out.add(found.group(0))
    return out


def _surname_pattern(name: str) -> str:
    """The full name or its surname, as whole words."""
    return "|".join(re.escape(n) for n in (name, name.split()[-1]))


def gap_absent(doc: LongDocument, skips: Counter[str] | None = None,
               ) -> Iterator[tuple[QAItem, Aspect, list[Chunk]]]:  # fmt: skip
    """No-information items for the events ``FRAMES`` read and acquisitions whose price
    the document never gives, with the sentences that could have answered each as the
    absence judge's evidence (see the module docstring)."""
    skips = Counter() if skips is None else skips
    sentences = [(chunk, sentence) for chunk, sentence, _ in text_sentences(doc)]
    body = "\n".join(s for _, s in sentences)
    people = sorted(person_names(body) | _referred_names(body), key=body.find)
    lede = "\n".join([doc.title, *(s for _, s in sentences[:_LEDE])])
    for frame in FRAMES:
        answers = re.compile(frame.words, re.I)
        for person in people:
            event = re.compile(frame.event.replace("{n}", _surname_pattern(person)))
            if not event.search(lede):
                continue  # an aside ("Lorenz, who died in 2008") is not the story's event
            surname = re.compile(rf"\b{_surname_pattern(person)}\b")
            about = [(c, s) for c, s in sentences
                     if frame.scope == "document" or surname.search(s)]
            if any(answers.search(s) for _, s in about):
                skips[f"absent {frame.name}: the document may answer it"] += 1
                break
            yield _item(frame.template.replace("{p}", person), frame.name, person, about,
                        frame.cues)
            break
    yield from _deal_gaps(sentences, skips)


def _deal_gaps(sentences: list[tuple[Chunk, str]], skips: Counter[str],
               ) -> Iterator[tuple[QAItem, Aspect, list[Chunk]]]:  # fmt: skip
    """``How much did <buyer> pay for <target>?`` for the first acquisition whose sentences
    (those naming the target) hold no sum of money and no word of a price or its terms."""
    for _, sentence in sentences:
        deal = _DEAL.search(sentence)
        if deal is None or deal.group("buyer").split()[0] in _NOT_A_NAME:
            continue
        target = deal.group("target")
        about = [(c, s) for c, s in sentences if target in s]
        if any(_DEAL_ANSWERS.search(s) or any(q.kind == "money" for q in find_quantities(s))
               for _, s in about):
            skips["absent deal price: the document may answer it"] += 1
            return
        yield _item(f"How much did {deal.group('buyer')} pay for {target}?", "deal_price",
                    target, about, ("price", "paid", "worth", "valued", "undisclosed"))
        return


def _item(question: str, aspect: str, subject: str, about: list[tuple[Chunk, str]],
          words: tuple[str, ...]) -> tuple[QAItem, Aspect, list[Chunk]]:  # fmt: skip
    evidence = about[0][0].model_copy(update={"text": "\n".join(s for _, s in about)})
    item = candidate(question=question, answer=NO_INFORMATION_ANSWER,
                     answer_type="no_information", tier=1, facts=[], template="absent_gap",
                     computed={"aspect": aspect, "subject": subject})
    return item, Aspect(question, words, ("person",)), [evidence]
