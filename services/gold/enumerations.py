"""Tier-2 list items from a sentence that counts and numbers its own points inline.

"To address the unsafe condition, the FAA proposes to require four design changes: (1)
Installing updated flight control software ..., (2) installing updated MDS ... software ...,
(3) revising certain AFM flightcrew operating procedures, and (4) changing the routing of
horizontal stabilizer trim wires." asks ``What four design changes does the FAA propose to
require?``, answered by the four points in order.

Asked only when the lead before the colon is ``<named subject> <verb> ... <count word>
<noun>`` (the subject holds a capitalised name, not a pronoun), the count word matches the
number of ``(1)``, ``(2)`` ... points and the verb has a base form; otherwise skipped and
counted.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from services.gold.asking import base_form
from services.gold.drafts import candidate
from services.gold.facts import DocFacts, make_fact
from services.gold.lookups import clean_sentences
from shared.messages.qa import QAItem

__all__ = ["enumeration_items"]

_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10}
_LEAD = re.compile(
    r"^(?:[^,]{0,80},\s+)?(?P<subject>(?:the\s+|The\s+)?[A-Z][\w’'.&-]*(?:\s+[A-Z][\w’'.&-]*)"
    r"{0,4})\s+(?P<verb>[a-z]+)\s+(?P<mid>(?:[a-z]+\s+){0,4}?)(?P<count>"
    + "|".join(_COUNT) + r")\s+(?P<noun>[a-z][a-z -]{2,40}?)\s*:\s*(?P<points>\(1\).+)$"
)
_POINT = re.compile(r"\((\d{1,2})\)\s*")


def _points(text: str) -> list[str] | None:
    """The ``(1) ... (2) ...`` points of ``text`` in order, their joining ``, and`` cut, or
    ``None`` when the numbers do not run 1, 2, 3 ..."""
    parts = _POINT.split(text)
    numbers = [int(n) for n in parts[1::2]]
    if numbers != list(range(1, len(numbers) + 1)):
        return None
    points = [re.sub(r"(?:,?\s+(?:and|or))?[,;]?\s*$", "", p.strip()).rstrip(".").strip()
              for p in parts[2::2]]
    if any(len(p.split()) < 2 for p in points):
        return None
    return [p[:1].upper() + p[1:] for p in points]


def enumeration_items(facts: DocFacts) -> Iterator[QAItem]:
    """``What four design changes does the FAA propose to require?`` for each sentence
    that counts and numbers its points inline (see the module docstring)."""
    for chunk, sentence, start, end in clean_sentences(facts.doc):
        if "(1)" not in sentence or "(2)" not in sentence:
            continue
        lead = _LEAD.match(sentence)
        if lead is None:
            facts.skips["enumeration: the lead is not '<named subject> <verb> ... <count> "
                        "<noun>:'"] += 1
            continue
        points = _points(lead.group("points"))
        if points is None or len(points) != _COUNT[lead.group("count")]:
            facts.skips["enumeration: the points do not match the count the sentence gives"] += 1
            continue
        verb = base_form(lead.group("verb"))
        if verb is None:
            facts.skips["enumeration: the verb has no base form"] += 1
            continue
        subject = lead.group("subject")
        subject = subject[:1].lower() + subject[1:] if subject.startswith("The ") else subject
        aux = "does" if lead.group("verb").endswith("s") else "did"
        mid = lead.group("mid").strip()
        question = " ".join(f"What {lead.group('count')} {lead.group('noun')} {aux} {subject} "
                            f"{verb} {mid}".split()) + "?"
        span = chunk.text[start:end]
        fact = make_fact(chunk, 8700, " ".join(span.split()), span, start)
        yield candidate(
            question=question, answer="\n".join(f"- {p}" for p in points), answer_type="list",
            tier=2, facts=[fact], template="enumeration",
            steps=[f"The sentence counts {lead.group('count')} {lead.group('noun')} and "
                   f"numbers them (1) to ({len(points)}).", "List them in order."],
        )  # fmt: skip
