"""``How old is <person>?`` for a person a news story gives an age in apposition.

News prose gives a person's age between commas after the name: "Patrick W. Carlineo Jr., 55,
of Addison, pleaded guilty ...", "The US wants the UK to extradite Assange, 47, over ...".
The question asks it of the person by the fullest name the story gives
(the claims resolver's ``whole_person``: "Assange" -> "Julian Assange"); the answer is the
age as written.

Only a person counts: a full name (a known first name and a surname) or a surname the story
also gives in full. A name given two different ages (two people, or an age then and now) is
skipped and counted, and so is a name found only as a one-word name the story never gives in
full.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from services.gold.drafts import candidate
from services.gold.facts import DocFacts, make_fact
from services.gold.lookups import text_sentences
from services.gold.referents import story_resolver
from shared.claims.names import person_like
from shared.claims.persons import given_name
from shared.messages.qa import QAItem, UsedClaim

__all__ = ["age_items"]

_AGED = re.compile(
    r"(?P<name>(?<![\w’'.-])[A-Z][a-z][\w’'-]*(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z][\w’'-]*){0,2}"
    r"(?:,?\s+(?:Jr|Sr)\.)?),\s+(?P<age>\d{1,3}),\s"
)


def age_items(facts: DocFacts) -> Iterator[QAItem]:
    """One ``How old is ...?`` item per person given one age (see the module docstring)."""
    body = "\n".join(c.text for c in facts.doc.chunks if c.kind == "text")
    resolver = story_resolver(body)
    found: dict[str, list[tuple[str, UsedClaim]]] = {}
    for chunk, sentence, start in text_sentences(facts.doc):
        for m in _AGED.finditer(sentence):
            name, age = " ".join(m.group("name").split()), m.group("age")
            if not 1 <= int(age) <= 110:
                continue
            whole = resolver.whole_person(name) if " " not in name else None
            if whole is not None:
                name = whole
            elif not (person_like(name) and given_name(name.split()[0])):
                facts.skips["age: the name is no person the story names in full"] += 1
                continue
            text = " ".join(sentence.split())
            fact = make_fact(chunk, 8700 + len(found), text if text.endswith(".") else
                             f"{text}.", sentence, start, "quantitative_qualitative")
            found.setdefault(name, []).append((age, fact))
    for name, said in found.items():
        if len({age for age, _ in said}) > 1:
            facts.skips["age: a person given two different ages"] += 1
            continue
        age, fact = said[0]
        yield candidate(question=f"How old is {name}?", answer=age, answer_type="definitive",
                        tier=1, facts=[fact], template="age",
                        steps=[f"The story gives {name}'s age after the name: {age}."])
