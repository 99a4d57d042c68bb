"""Which pronoun family a document itself uses for a named person, from its own text.

A possessive or subject pronoun (``His app``) may be rewritten with a person's name only
when the document supports that person's gender: a sentence opening with the name is
followed by one opening with ``He``/``His`` (or ``She``/``Her``), the name opens a sentence
that goes on with only that family (``Samantha Reyes said she ...``), or an honorific says
it (``Mr. Tully``). The sentence being resolved is never its own evidence. No first-name
guessing: a name the document gives no pronoun for supports neither.
"""

from __future__ import annotations

import re
from functools import lru_cache

from shared.claims.pronouns import OPENER_RX, EntityKind
from shared.text.sentences import split_sentences

__all__ = ["gender_evidence", "supports"]

_FAMILY_RX: dict[EntityKind, re.Pattern[str]] = {
    "male": re.compile(r"\b(?:he|his|him|himself)\b", re.IGNORECASE),
    "female": re.compile(r"\b(?:she|her|hers|herself)\b", re.IGNORECASE),
}
_LEAD_RX = re.compile(r"^[\"'\u201c(]*(he|his|she|her)\b", re.IGNORECASE)
_HONORIFIC: dict[EntityKind, tuple[str, ...]] = {
    "male": ("Mr", "Mr.", "Sir"),
    "female": ("Mrs", "Mrs.", "Ms", "Ms.", "Miss", "Dame"),
}


_PARTICLES = frozenset({"van", "von", "der", "den", "de", "da", "di", "du", "del", "la", "le"})


def _forms(name: str) -> tuple[str, ...]:
    """The ways the text may name the person: whole, or the surname alone (with its
    particles: ``Van Der Beek`` of ``James Van Der Beek``)."""
    parts = name.split()
    if len(parts) < 2 or len(parts[-1]) <= 2:
        return (name,)
    start = len(parts) - 1
    while start > 1 and parts[start - 1].lower() in _PARTICLES:
        start -= 1
    return (name, " ".join(parts[start:]))


def _opens_with(sentence: str, forms: tuple[str, ...]) -> bool:
    head = OPENER_RX.sub("", sentence).lstrip("\"'\u201c(")
    return any(re.match(rf"{re.escape(form)}(?:['\u2019]s)?\b", head) for form in forms)


@lru_cache(maxsize=256)
def gender_evidence(body: str, name: str) -> tuple[tuple[str, EntityKind], ...]:
    """Each sentence of ``body`` that shows the pronoun family used for ``name``, with it."""
    forms = _forms(name)
    found: list[tuple[str, EntityKind]] = []
    sentences = [s.text for s in split_sentences(body)]
    for index, sentence in enumerate(sentences):
        for family, titles in _HONORIFIC.items():
            if any(f"{title} {forms[-1]}" in sentence for title in titles):
                found.append((sentence, family))
        if not _opens_with(sentence, forms):
            continue
        rest = sentence.split(" ", len(name.split()))[-1]
        families = [f for f, rx in _FAMILY_RX.items() if rx.search(rest)]
        if len(families) == 1:
            found.append((sentence, families[0]))
        if index + 1 < len(sentences):
            lead = _LEAD_RX.match(OPENER_RX.sub("", sentences[index + 1]))
            if lead is not None:
                word = lead.group(1).lower()
                lead_kind: EntityKind = "male" if word in ("he", "his") else "female"
                found.append((sentences[index + 1], lead_kind))
    return tuple(found)


def supports(body: str, name: str, family: EntityKind, sentence: str) -> bool | None:
    """``True`` when ``body`` uses ``family`` for ``name`` (outside ``sentence``) and never
    the other gender, ``False`` when it uses only the other, ``None`` when it says nothing."""
    if family not in _FAMILY_RX:
        return None
    tail = " ".join(sentence.split()[1:])[-60:]
    seen = {kind for text, kind in gender_evidence(body, name) if not (tail and tail in text)}
    if not seen:
        return None
    return seen == {family}
