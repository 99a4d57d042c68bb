"""Whether a capitalised run reads as a person's name, and whether a page's entity is a
whole name where the page first writes it.

``person_like`` (``Mark Zuckerberg``, not ``Apple Music``); ``part_of_a_name``: the entity
is only the start or a piece of a longer name (``United States`` in ``The United States
presidential election of 1964``), so no pronoun may be written as it.
"""

from __future__ import annotations

import re

from shared.claims.lead import LIFE_RX
from shared.claims.verbs import is_finite_verb

__all__ = ["ORG_WORDS", "SUBJECT_ADVERBS", "part_of_a_name", "person_like"]

ORG_WORDS = frozenset(
    """inc corp corporation company co ltd llc plc group university college school institute
    bank foundation party council committee association society museum records studios
    airlines airways games run bridge river street city county state republic kingdom
    united union league club fc f.c. team band news times post journal network media
    service services agency ministry department court church hospital station airport
    park hall center centre house festival award awards prize cup championship series
    film show album game system project program programme act""".split()  # noqa: SIM905
)
"""Words that make a capitalised name an organisation or thing rather than a person."""
SUBJECT_ADVERBS = frozenset(
    """also still now later then only first already recently subsequently eventually
    initially originally currently previously formerly officially reportedly soon often
    usually again thus once never ever""".split()  # noqa: SIM905
)


def person_like(name: str) -> bool:
    """A name of 2-4 title-case words, none an organisation word, not an acronym."""
    words = name.split()
    if not 2 <= len(words) <= 4 or any(w.lower().strip(".") in ORG_WORDS for w in words):
        return False
    if any(re.search(r"-[a-z]", w) for w in words):
        return False  # "Just-released Minecraft": a hyphened adjective, not "Jean-Luc"
    return all((w[:1].isupper() and w[1:2].islower()) or re.fullmatch(r"[A-Z]\.", w) is not None
               for w in words if w.lower() not in
               ("de", "da", "van", "von", "der", "di", "du", "la", "le", "bin"))  # fmt: skip


def _opens_with_another(entity: str, body: str) -> bool:
    """A text that never writes ``entity`` and opens with another name (``Mary Jones (1890
    – 1960) was ...`` under "Frank Sinatra"): not by its last word, and not by its first
    (``Eleni Zaude Gabre- Madhin`` for Eleni Gabre-Madhin). A text opening ``He was ...``
    or ``The film ...`` has only its title to refer to."""
    lowered = body.lower()
    if entity.lower() in lowered or entity.split()[-1].lower() in lowered:
        return False
    start = body.lstrip("\"'\u201c ")
    opening = re.match(r"(?:The\s+)?([A-Z][\w'\u2019-]*)", start)
    if opening is None or opening.group(1) in _PRONOUN_OPENERS or re.match(r"The [a-z]", start):
        return False
    return opening.group(1) != entity.split()[0]


_PRONOUN_OPENERS = frozenset({"He", "She", "It", "His", "Her", "Its", "They", "Their", "This"})


def part_of_a_name(entity: str, body: str) -> bool:
    """``body`` opens with another name and never names ``entity``, or where it first
    writes it a longer name goes on (``United States presidential election``, ``Tibetan
    language``, ``St James' and St Paul's Church``) rather than a verb, a comma or a
    parenthesis."""
    at = body.find(entity, 0, 3000)
    if at < 0:
        return _opens_with_another(entity, body)
    following = re.match(r"\s*([\w'\u2019\"&]+)", body[at + len(entity) : at + len(entity) + 40])
    if following is None:
        return False
    word = following.group(1)
    if LIFE_RX.search(body, at, at + len(entity) + 120):
        return False  # "Albert III the Pious of Bavaria-Munich (27 March 1401 – ...)": a person
    before = body[max(0, at - 20) : at]
    preceding = re.search(r"(\bof|[A-Z][\w'\u2019.-]*)\s$", before)
    if not person_like(entity) and preceding is not None and preceding.group(1) != "The":
        return True  # "The Church of St James", "Bible translations into Tibetan" is not
    after = body[at + len(entity) : at + len(entity) + 10]
    if word == "and" and re.match(r"\s*and\s+[A-Z]", after):
        return True  # "St James and St Paul"
    if word in ("'s", "\u2019s") or word.lower() in ("or", "and", "is", "was", "are", "were"):
        return False
    if word == "of" and re.match(r"\s*of\s+[A-Z]", after):
        return False  # "Maurice of Nassau": the same one, qualified
    if word[:1].isupper():
        return False  # "Juan Pablo Arenas Núñez", "Gyldendal Norsk Forlag": its whole name
    if word[:1] in "'\u2019\"&":
        return body[at + len(entity) : at + len(entity) + 1].isspace()  # Eddie "The Eagle"
    if word.lower() in _NO_NAME_GOES_ON:
        return False  # "co-founder Julian Assange after a review ...": a name ends there
    return not (is_finite_verb(word) or word.lower() in SUBJECT_ADVERBS)


_NO_NAME_GOES_ON = frozenset({
    "after", "before", "on", "in", "at", "for", "over", "to", "with", "from", "by", "into",
    "against", "during", "since", "amid", "about", "as", "who", "whom", "whose", "which",
    "that", "when", "while", "where", "than", "but", "or", "nor", "if", "because", "until",
})
"""A preposition, conjunction or relative word after a name: the name has ended (a longer
name goes on with a noun or an adjective: ``United States presidential election``)."""
