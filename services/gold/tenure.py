"""No-information items about the document's own people: since when have they held the role?

A story introduces a person by the role it gives them ("Wild coach Bruce Boudreau",
"Jeffrey Halley, a market analyst with the research firm Oanda"; the ``title`` and
``apposition`` items). ``When did Bruce Boudreau become the Wild coach?`` is then a question
a reader plausibly asks about the document's real people and theme, and a news story rarely
answers it.

It is asked only when no sentence of the document that names the person (their surname)
holds a date, a year, a number or a word of how or when someone takes up a post
(``TENURE_WORDS``: "since", "named", "hired", "joined" ...): those sentences are the
evidence shown to the absence judge, whose rule judge finds the topic present when any of
them holds a word of the aspect. A role that is no post one becomes ("former", "retired",
"veteran", a possessive "Carlineo's attorney" that names a relation) is not asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from services.gold.absent import Aspect
from services.gold.drafts import candidate
from services.gold.lookups import text_sentences
from services.gold.record import NO_INFORMATION_ANSWER
from shared.longdoc.model import Chunk, LongDocument
from shared.messages.qa import QAItem
from shared.text.dates import find_dates

__all__ = ["MAX_PER_DOCUMENT", "TENURE_WORDS", "tenure_absent"]

MAX_PER_DOCUMENT = 3
"""Tenure questions per document at most: more would be one template repeated."""

TENURE_WORDS = (
    "since", "became", "become", "becoming", "named", "appointed", "hired", "joined", "joining",
    "elected", "sworn", "promoted", "took", "tenure", "served", "serving", "years", "year",
    "former", "ago", "started", "first", "new", "newly", "nominated", "confirmed", "replaced",
    "succeeded", "successor", "predecessor", "previously", "age", "aged", "old", "born",
)
"""Words that may say when or how someone came to a post."""

_NOT_A_POST = re.compile(r"\b(?:former|retired|ex|late|veteran|then|acting|interim)\b|[’']s\b",
                         re.I)


_ONE_OF_MANY = frozenset({
    "official", "member", "adviser", "advisor", "analyst", "spokesperson", "spokesman",
    "spokeswoman", "lawyer", "attorney", "researcher", "scientist", "professor", "doctor",
    "reporter", "writer", "engineer", "executive", "officer", "partner", "fellow",
    "consultant", "strategist", "economist", "physician", "teacher", "player",
})
"""Role nouns many people hold at once ("a State Department official"); other posts are one
person's ("the Wild coach", "the Jordanian Foreign Minister")."""


def _role_phrase(role: str) -> str:
    """The role as the complement of "become": as written when it has its article; "president"
    for a bare capitalised office, "a State Department official" for a role many hold, "the
    Wild coach" for a post."""
    if re.match(r"^(?:a|an|the)\s", role):
        return role
    if len(role.split()) == 1:
        return role.lower()
    if role.split()[-1].lower() in _ONE_OF_MANY:
        return f"{'an' if role[:1].lower() in 'aeiou' else 'a'} {role}"
    return f"the {role}"


def tenure_absent(items: Sequence[QAItem], doc: LongDocument
                  ) -> Iterator[tuple[QAItem, Aspect, list[Chunk]]]:  # fmt: skip
    """No-information items ``When did <person> become <role>?`` for the people the
    answerable ``items`` introduce by a role (see the module), with the sentences naming the
    person as the absence judge's evidence."""
    sentences = [(chunk, sentence) for chunk, sentence, _ in text_sentences(doc)]
    aspect = Aspect("When did {s} take up the role?", TENURE_WORDS, ("person",))
    words = re.compile(r"\b(?:" + "|".join(TENURE_WORDS) + r")\b", re.I)
    asked = 0
    for item in items:
        person, role = item.computed.get("person"), item.computed.get("role")
        if not person or not role or _NOT_A_POST.search(role):
            continue
        surname = person.split()[-1]
        about = [(c, s) for c, s in sentences if re.search(rf"\b{re.escape(surname)}\b", s)]
        if not about or any(words.search(s) or find_dates(s) or re.search(r"\d", s)
                            for _, s in about):
            continue  # a sentence about the person may say when they took the post
        question = f"When did {person} become {_role_phrase(role)}?"
        if len(question.split()) > 20:
            continue
        evidence = about[0][0].model_copy(update={"text": "\n".join(s for _, s in about)})
        yield candidate(question=question, answer=NO_INFORMATION_ANSWER,
                        answer_type="no_information", tier=1, facts=[], template="absent_tenure",
                        computed={"aspect": "tenure", "subject": person}), aspect, [evidence]
        asked += 1
        if asked >= MAX_PER_DOCUMENT:
            return
