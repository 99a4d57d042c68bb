"""The page's people: multi-word person names and whether a word is a given name.

``person_names(text)`` gives the page's multi-word person names (a run of capitalised words
from a known given name on, or a given name, a lower-case particle and a surname);
``given_name(word)`` asks ``gender_guesser``'s first-name lexicon. ``standalone`` uses both to
find a person named by one word of a fuller name (``partial_name``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import gender_guesser.detector as gender_detector  # type: ignore[import-untyped]

__all__ = ["NAME_OPENERS", "PARTICLE_NAME_RX", "given_name", "name_gender", "person_names"]


def person_names(text: str, *, known: str | None = None) -> frozenset[str]:
    """Multi-word person names of ``text``: a run of two or three capitalised words from a
    known given name on (``gender_guesser``'s first-name lexicon: ``President Bill Clinton``
    gives ``Bill Clinton``). A name holding the page's own one-word entity ``known`` is left
    out: ``Gyldendal`` on the Gyldendal page is the publisher, not part of a person."""
    names = set()
    for match in _RUN_RX.finditer(text):
        words = match.group(0).split(" ")
        owner = next((i for i, w in enumerate(words) if w.endswith(("'s", "\u2019s"))), None)
        if owner is not None:  # "James Gleick's Chaos": the name ends at the possessive
            words = [*words[:owner], words[owner][:-2]]
        first = next((i for i, w in enumerate(words) if given_name(w)), None)
        if (first is not None and 2 <= len(words) - first <= 3 and known not in words
                and words[-1] not in _PLACE_HEADS):  # fmt: skip
            names.add(" ".join(words[first:]))
    for match in PARTICLE_NAME_RX.finditer(text):
        given, particle = match.group(1), match.group(2)
        surname = match.group(3).removesuffix("'s").removesuffix("\u2019s")
        if (given_name(given) and given != known and surname
                and not _PARTICLE_RX.fullmatch(given.lower())):  # fmt: skip
            names.add(f"{given} {particle} {surname}")  # "Luis de Miranda", not "Van der Maaten"
    return frozenset(names)


_PARTICLE_RX = re.compile(r"de|da|di|do|du|dos|das|del|della|van|von|der|den|ter|le|la|bin|ibn|al")
PARTICLE_NAME_RX = re.compile(
    r"(?<![\w.'\u2019-])([A-Z][a-z\u00c0-\u017f'\u2019-]+) "
    r"((?:de|da|di|do|du|dos|das|del|della|van|von|der|den|ter|le|la|bin|ibn|al)"
    r"(?: (?:la|der|den|de))?) ([A-Z][a-z\u00c0-\u017f'\u2019-]+)(?![\w-])"
)
"""A person name with a lowercase particle before the surname: ``Luis de Miranda``."""


_NOT_NAME_START = frozenset(
    {
        "The",
        "A",
        "An",
        "In",
        "On",
        "At",
        "But",
        "And",
        "When",
        "After",
        "This",
        "That",
        "For",
        "From",
        "With",
        "As",
        "If",
        "Its",
        "Then",
        "Once",
        "To",
        "So",
        "Now",
        "Also",
        "Yet",
        "While",
        "By",
        "Because",
        "Before",
        "Over",
        "Under",
        "Of",
        "Or",
    }
)
NAME_OPENERS = _NOT_NAME_START | {
    "First",
    "Second",
    "Third",
    "Later",
    "Finally",
    "Still",
    "Even",
    "Only",
    "Soon",
    "Eventually",
    "Initially",
    "Instead",
}
"""Claim-initial words that are no given name before a surname (``First Lorenz's team``)."""
_PLACE_HEADS = frozenset(
    """Bank Corporation Company Church University College School Hospital Museum Center
    Centre Park Street Avenue Road River Lake Mountain County City State Airport Station
    Group Inc Ltd Records Studios Press House Foundation Institute Association Society
    Club Party Hall Tower Bridge Department Council Police Award Prize Festival Stadium
    Arena Heels
    Army Navy Times Post News Airlines Motors Team""".split()  # noqa: SIM905
)
"""Head nouns of organisations and places: ``Chase Manhattan Bank`` is no person."""
_RUN_RX = re.compile(
    r"(?<![\w.'\u2019-])(?:[A-Z][a-z\u00c0-\u017f'\u2019-]+ )+"
    r"[A-Z][a-z\u00c0-\u017f'\u2019-]+(?![\w-])"
)


@lru_cache(maxsize=1)
def _detector() -> Any:
    return gender_detector.Detector(case_sensitive=True)


@lru_cache(maxsize=65536)
def given_name(word: str) -> bool:
    """``word`` is a first name in ``gender_guesser``'s lexicon (``Marco``, ``Ellen``)."""
    if len(word) < 3 or not word[:1].isupper() or word in _NOT_NAME_START:
        return False
    return bool(_detector().get_gender(word) != "unknown")


def name_gender(word: str) -> str | None:
    """``"male"`` or ``"female"`` for a first name ``gender_guesser`` gives (mostly) one
    gender (``Gary``, ``Victoria``); ``None`` otherwise (``Lightbody``, ``Andy``-like names
    of both)."""
    if not given_name(word):
        return None
    gender = str(_detector().get_gender(word)).removeprefix("mostly_")
    return gender if gender in ("male", "female") else None
