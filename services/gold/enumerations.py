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

A list written as prose ("The charges against Roof included murder, attempted murder and
weapons offences.") asks ``What did the charges against Roof include?``, answered by its
items, when the subject before "include(s/d)" names something (``_names``, no pronoun, no
clause) and the three to eight items are short noun phrases; else skipped, counted.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from lemminflect import getAllLemmas

from services.gold.asking import base_form
from services.gold.drafts import candidate
from services.gold.facts import DocFacts, make_fact
from services.gold.lookups import clean_sentences
from shared.messages.qa import QAItem

__all__ = ["enumeration_items", "prose_list_items"]

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


_PROSE = re.compile(
    r"^(?P<subject>(?:The |the )?[A-Za-z][\w’'.&-]*(?: [\w’'.&-]+){0,8}?) "
    r"(?P<verb>include|includes|included) (?P<items>[^;:()“”\"]+?)\.$"
)
_PRONOUN = re.compile(r"\b(?:it|its|they|their|them|he|his|she|her|this|these|those|that)\b",
                      re.IGNORECASE)  # fmt: skip
_CLAUSE = re.compile(r"\b(?:said|says|told|is|are|was|were|has|have|had|will|would|who|which|"
                     r"when|if|as|also)\b")
"""A subject that holds a clause ("Officials said the charges"): no noun phrase to ask of."""
_AUX = {"include": "do", "includes": "does", "included": "did"}


def _prose_items(text: str) -> list[str] | None:
    """``A, B and C`` (or ``A, B, and C``) as its items; ``None`` unless three to eight short
    noun phrases (at most six words, no "and" left inside, no verb of saying)."""
    head, sep, last = text.rpartition(" and ")
    if not sep:
        return None
    items = [i.strip() for i in head.rstrip(",").split(",")] + [last.strip()]
    if not 3 <= len(items) <= 8:
        return None
    for item in items:
        words = item.split()
        if not words or len(words) > 6 or " and " in f" {item} " or words[0] in ("which", "who"):
            return None
        if re.search(r"\b(?:said|says|was|were|is|are|has|have|had)\b", item):
            return None
    return items


def _names(subject: str) -> bool:
    """The subject names what it lists of: a capitalised word past its first ("The charges
    against Roof"), or four words or more that do not open on a pointing word ("Other types
    of therapy used to treat binge eating"; "The charges": against whom?)."""
    words = subject.split()
    if any(w[:1].isupper() for w in words[1:]):
        return True
    return len(words) >= 4 and words[0].lower() not in ("the", "this", "these", "those", "such")


def prose_list_items(facts: DocFacts) -> Iterator[QAItem]:
    """``What did the charges against Roof include?`` for each sentence that lists its items
    as prose after "include(s/d)" (see the module docstring)."""
    for chunk, sentence, start, end in clean_sentences(facts.doc):
        found = _PROSE.match(re.sub(r"\s*\(\d{1,3}\)(?=\.$)", "", sentence.strip()))
        if found is None:
            continue
        subject = found.group("subject")
        if _PRONOUN.search(subject) or _CLAUSE.search(subject) or not _names(subject):
            facts.skips["prose list: the subject names nothing (a pronoun, a clause or a "
                        "short description)"] += 1
            continue
        items = _prose_items(found.group("items"))
        if items is None:
            facts.skips["prose list: not three to eight short items"] += 1
            continue
        first = subject.split()[0]
        lemmas = getAllLemmas(first.lower())
        if first in ("The", "Other", "Some", "Many", "Most", "Several", "Both", "All") or (
            "ADJ" in lemmas and "NOUN" not in lemmas
        ):
            subject = subject[:1].lower() + subject[1:]  # a determiner or adjective, no name
        verb = found.group("verb")
        question = f"What {_AUX[verb]} {subject} include?"
        span = chunk.text[start:end]
        fact = make_fact(chunk, 8750, " ".join(span.split()), span, start)
        yield candidate(
            question=question, answer="\n".join(f"- {i}" for i in items), answer_type="list",
            tier=2, facts=[fact], template="prose_list",
            steps=[f"The sentence lists what {subject} {verb}.", "List the items in order."],
        )  # fmt: skip
