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
them holds a word of the aspect. A public office with no organisation after it ("the
Australian Prime Minister", "the Energy Secretary") is not asked either: when its holder took
it up is public record, answered from common knowledge (counted). A role that is no post one
becomes ("former", "retired", "veteran", a possessive "Carlineo's attorney" that names a
relation, a description such as "French director" that is no office and names no
organisation: ``_POST``) is not asked.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence

from services.gold.absent import Aspect
from services.gold.appositions import role_phrase
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


_AT_ORGANISATION = re.compile(r"\b(?:of|at|for|with)\s+(?:the\s+)?(?:[a-z]+\s+){0,2}[A-Z]")
"""A role at a named organisation ("the chief economist at Flexport", "a market analyst with
the research firm Oanda"): who holds it since when is the document's detail, not public
record."""
_POST = re.compile(r"(?:^|\s)(?:[A-Z][a-z]+)$|\b(?:of|at|for|with)\s+(?:the\s+)?[A-Z]")
"""A post one takes up: an office written capitalised ("Interior Minister", "Press
Secretary") or a role at a named organisation ("the chief economist at Flexport"); "French
director" or "Wild coach" describes rather than names a post, and is not asked."""
_HEAD = (r"(?i:president|chairman|chairwoman|chair|director|chief|ceo|coach|manager|"
         r"editor|treasurer|secretary|head|dean|chancellor|superintendent|commissioner)")
"""Posts: a title one person holds at an organisation and takes up on a day (no founder,
spokesperson or occupation)."""
_A_POST = re.compile(rf"\b(?:{_HEAD[4:-1]}|executive officer|vice president)\b", re.I)
"""A role naming a post ("the chief economist at Flexport", "director of athletics"); an
occupation held at an organisation ("a market analyst with Oanda", "an astronomer at Harvard
University", "a senior fellow at the Council on Foreign Relations") is one of many jobs
there: when its holder took it is no question a reader of the story asks."""
_ORGANISATION_FIRST = re.compile(
    rf"^(?P<org>[A-Z]{{2,6}}|[A-Z][a-z]+\s+(?:campaign|union|chapter|team|foundation|"
    rf"company|club|board))\s+(?:[a-z]+\s+)?{_HEAD}$")
"""A post named with its organisation before the title ("NTEU President", "SDSU athletic
director", "Clinton campaign chairman"): an acronym, or a name with the kind of body it
leads; a title of one word before it ("Vice President", "Committee Chairman") is no
organisation."""
_TAIL = re.compile(r"\s+(?:and (?:an?|the)|whose|who|which|where|while)\s.*$|,.*$")
"""What follows the post in an appositive: a second role ("an astronomer at Harvard
University and an expert in computing") or a relative clause ("a professor at Purdue
University whose research includes ..."): one becomes the post, not the rest."""
_ACRONYM_OWNER = re.compile(
    rf"^(?P<org>[A-Z]{{2,6}})[’']s (?:[a-z-]+ ){{0,2}}{_HEAD}(?: of [a-z]+)?$")
"""A post written with its organisation's possessive, the organisation an acronym ("SDSU’s
director of athletics"): asked as written. A person's possessive ("Carlineo's attorney")
names a relation, no post."""
_PUBLIC_BODIES = frozenset({
    "FBI", "CIA", "NSA", "EPA", "FAA", "NASA", "IRS", "FDA", "SEC", "DOJ", "DHS", "FCC",
    "FEMA", "NATO", "UN", "EU", "WHO", "IMF", "NIH", "CDC", "ICE", "ATF", "DEA", "FTC",
})
"""Public bodies written as acronyms: who leads them since when is public record."""


def tenure_absent(items: Sequence[QAItem], doc: LongDocument, skips: Counter[str] | None = None,
                  ) -> Iterator[tuple[QAItem, Aspect, list[Chunk]]]:  # fmt: skip
    """No-information items ``When did <person> become <role>?`` for the people the
    answerable ``items`` introduce by a role at a named organisation (see the module), with
    the sentences naming the person as the absence judge's evidence; a public office is
    counted in ``skips``."""
    skips = Counter() if skips is None else skips
    sentences = [(chunk, sentence) for chunk, sentence, _ in text_sentences(doc)]
    aspect = Aspect("When did {s} take up the role?", TENURE_WORDS, ("person",))
    words = re.compile(r"\b(?:" + "|".join(TENURE_WORDS) + r")\b", re.I)
    asked = 0
    seen: set[str] = set()
    for item in items:
        person, role = item.computed.get("person"), item.computed.get("role")
        if not person or not role or person in seen:
            continue  # a person read twice (an item and the role readers' list) asked once
        seen.add(person)
        owned = _ACRONYM_OWNER.match(role)
        if _NOT_A_POST.search(role if owned is None else role.replace("’s", "").replace("'s", "")):
            continue
        first = _ORGANISATION_FIRST.match(role) or owned
        if first is not None and first.group("org").split()[0] in _PUBLIC_BODIES:
            skips["absent tenure: a public office (its start is common knowledge)"] += 1
            continue
        if first is None and not _POST.search(role):
            continue
        if first is None and not _AT_ORGANISATION.search(role):
            # "the Australian Prime Minister", "the Energy Secretary": when a public office
            # was taken up is public record, answered from common knowledge, not refused
            skips["absent tenure: a public office (its start is common knowledge)"] += 1
            continue
        if not _A_POST.search(_TAIL.sub("", role)):
            skips["absent tenure: an occupation, not a post (when they took it up: not asked)"] += 1
            continue
        surname = person.split()[-1]
        about = [(c, s) for c, s in sentences if re.search(rf"\b{re.escape(surname)}\b", s)]
        if not about or any(words.search(s) or find_dates(s) or re.search(r"\d", s)
                            for _, s in about):
            continue  # a sentence about the person may say when they took the post
        post = _TAIL.sub("", role)
        if not _AT_ORGANISATION.search(post) and first is None:
            post = role  # the tail held the organisation: asked whole, or too long below
        question = f"When did {person} become {post if owned else role_phrase(post)}?"
        if len(question.split()) > 20:
            continue
        evidence = about[0][0].model_copy(update={"text": "\n".join(s for _, s in about)})
        yield candidate(question=question, answer=NO_INFORMATION_ANSWER,
                        answer_type="no_information", tier=1, facts=[], template="absent_tenure",
                        computed={"aspect": "tenure", "subject": person}), aspect, [evidence]
        asked += 1
        if asked >= MAX_PER_DOCUMENT:
            return
