"""Organisation names in news noun phrases, for the organisation fact sources
(``noun_orgs``, ``noun_kinds``): the name pattern, the words that open or describe one, and
the tests that a name is an organisation's (not a person's, a people word or a bare common
word), that a sentence's opening word is cut from it, and that it goes on as a modifier.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import lemminflect

from shared.claims.localities import demonym
from shared.claims.names import ORG_WORDS, person_like
from shared.claims.openers import OPENERS
from shared.claims.persons import given_name
from shared.text.dates import MONTH_NAME, WEEKDAY_NAME

__all__ = [
    "GENERIC",
    "LEAD",
    "NAME",
    "NAME_WORD",
    "NOT_OWNERS",
    "ORG_HEADS",
    "ORG_NOUNS",
    "PLACE",
    "PLACE_REGION",
    "OrgFact",
    "clean_name",
    "common_word",
    "cut_name",
    "demonym_word",
    "modifier",
    "name_start",
    "organisation",
    "person_part",
    "possessive_name",
    "trim_lead",
    "with_the",
]  # fmt: skip


@dataclass(frozen=True, slots=True)
class OrgFact:
    """One organisation fact of a sentence, or why a phrase like one gave none."""

    key: tuple[str, str]
    """The organisation and the relation with its value (``("Airbus", "based:Paris")``):
    one claim per key on a page."""

    claim: str | None
    """The fact as a sentence of its own; ``None`` when the phrase gave no claim."""

    reason: str = ""
    """Why no claim (``noun_org_person``, ``noun_org_no_place`` ...); empty for a claim."""


NAME_WORD = (r"(?<![\w&'\u2019.\u2013/-])(?:[A-Z]|[ie](?=[A-Z]))[\w&'\u2019.-]*"
         r"(?:[\u2013/][A-Z][\w.-]*)*")
"""One word of a name: capitalised (``Airbus``, ``AT&T``, ``Amazon.com``) or a brand with
an inner capital (``iPhone``, ``eBay``)."""
_JOIN = r"(?:of|for|and|&|de|du|la|on|the)"
_NOT_NEXT = rf"(?!(?:{WEEKDAY_NAME}|{MONTH_NAME})\b)"
"""A day or a month goes on no name (``Albany Medical Center on Monday``)."""
_FOREIGN = r"(?:pour|les|des|de|du|la|le|et|f\u00fcr|und|van|von|di|da|do|dos|y|del)"
"""Connector words of a name in its own language (``Action pour les Enfants``, ``Verein f\u00fcr
Kunst und Kultur``): between capitalised words they go on the name."""
_JOINS = rf"(?:{_JOIN}\s+|(?:{_FOREIGN}\s+){{1,2}})"
NAME = (rf"{NAME_WORD}(?:\s+{_JOINS}?{_NOT_NEXT}{NAME_WORD}){{0,6}}"
         r"(?:,?\s+(?:Inc|Corp|Co|Ltd|LLC|plc|SE|AG|SA|NV|Group)\b\.?)?")  # fmt: skip
"""A proper name: capitalised words, joined by ``of``/``and``/``for`` (``Bank of America``),
with a company's legal suffix (``Coty Inc.``, ``Apple, Inc.``)."""
PLACE = r"[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){0,3}"
PLACE_REGION = rf"{PLACE}(?:,\s+{PLACE})?"

ORG_NOUNS = frozenset(
    """company firm retailer carrier airline bank maker manufacturer automaker carmaker
    plane-maker planemaker chipmaker drugmaker startup start-up publisher chain group giant
    developer studio network agency nonprofit non-profit organization organisation charity
    broadcaster newspaper insurer lender brewer distributor supplier operator provider
    producer label university hospital utility conglomerate fund investor commission council
    institute foundation think-tank tank club team brand outlet platform app service website
    site marketplace exchange association union league corporation business multinational
    restaurant grocer supermarket store conglomerate consultancy subsidiary unit""".split()  # noqa: SIM905
)
ORG_HEADS = ORG_WORDS | ORG_NOUNS | frozenset(
    """market foods holdings partners capital systems technologies pharmaceuticals
    commission council research academy coalition alliance federation confederation
    museum hospital stadium arena airport institute library zoo cathedral centre center
    trust authority bureau administration corps force forces""".split()  # noqa: SIM905
)
"""The descriptor between ``X-based`` and the name when the name is an organisation's
(``the Seattle-based retailer Amazon``); a person's (``designer``, ``artist``) gives none."""
GENERIC = frozenset(
    """The A An This That These Those Its Their His Her Our Memorial General Regional
    Community State National City County Central Public High Middle Elementary Medical New
    North South East West Northern Southern Eastern Western University College Hospital
    Museum Institute Airport Stadium Arena Zoo Library Academy Cathedral Prison Center
    Centre International Children's Children\u2019s Technical Catholic Christian Polytechnic
    Open Technological Normal Agricultural Art Arts Science Sciences""".split()  # noqa: SIM905
)
"""Words that name no one institution alone (``Memorial Hospital``, ``State University``)."""
LEAD = OPENERS | frozenset(
    """Meanwhile Also Now Then Last Next Earlier Later If Unless Although Though Because
    Whether Once Until Like Unlike Despite Including Among Both Even Only Yet So Or Nor
    Today Yesterday Instead""".split()  # noqa: SIM905
)
"""Capitalised words that open a sentence before a name (``In Paris-based ...``)."""
NOT_OWNERS = frozenset(
    """State Family Black Employee Employees Government Privately Publicly Foreign Locally
    Independently Minority Majority Woman Women Veteran Jointly Wholly Partly City County
    Taxpayer Tribal Community Worker Player Fan Locally Public Private Federal""".split()  # noqa: SIM905
)
PEOPLE_WORDS = frozenset(
    """Asian European African Latino Latina Hispanic Arab Jewish Muslim Christian Catholic
    Black White Indigenous Native""".split()  # noqa: SIM905
)
"""People words that open no organisation's name (``Bloomington, Minnesota-based Asian
quick service restaurant chain``)."""
_POSSESSIVE_RX = re.compile(r"(?:'s|\u2019s|'|\u2019)$")


def clean_name(name: str) -> str:
    """``name`` without a trailing possessive or stop (``Airbus's`` -> ``Airbus``); a
    legal suffix keeps its stop (``Coty Inc.``)."""
    name = _POSSESSIVE_RX.sub("", name.strip())
    name = re.sub(r"^\S+-(?:based|owned|headquartered)\s+", "", name)  # "Detroit-based X"
    words = name.split()
    for i, word in enumerate(words[:-1]):  # "The Radio Dept. It ...": a stop ends a name
        if (word.endswith(".") and len(word) > 2 and word not in _ABBREVIATED
                and not re.fullmatch(r"(?:[A-Z]\.)+", word)):  # "J.M. Smucker" goes on
            name = " ".join(words[: i + 1])
            break
    owner = re.match(r"(?P<head>.+?)\s+(?:of|for|on)\s+(?P<rest>.+)$", name)
    if owner is not None and not any(w.lower().rstrip(".") in ORG_HEADS
                                     for w in owner.group("head").split()):
        name = owner.group("rest")  # "Executive Chairman of Jonah Capital": Jonah Capital
    if name.endswith(".") and not re.search(r"\b(?:Inc|Corp|Co|Ltd|[A-Z])\.$", name):
        name = name[:-1]
    return name


_ABBREVIATED = frozenset({"St.", "Mt.", "Ft.", "Inc.", "Corp.", "Co.", "Ltd.", "Bros.",
                          "Dr.", "Jr.", "Sr.", "U.S.", "U.K.", "D.C."})  # fmt: skip
"""Abbreviations a name goes on after (``St. Louis``, ``Warner Bros. Discovery``)."""


def cut_name(sentence: str, end: int) -> bool:
    """The name ending at ``end`` goes on past a lower-case joiner the name pattern does not
    take (``Now or Never Records``, ``Cats in the Cradle Inc.``): read, it would be cut."""
    return re.match(rf"\s+(?:(?:or|in|at|to|by|with|a|an)|(?:{_FOREIGN}\s+)*{_FOREIGN})\s+[A-Z]",
                    sentence[end:]) is not None  # or a foreign run the pattern did not take


def possessive_name(name: str) -> bool:
    """``name`` ends in a possessive or an apostrophe right before an appositive's comma
    (``Shangy's, a beer distributor``, ``Luv', a Dutch girl group``): the mark is the
    name's own, and the name without it is no name."""
    return _POSSESSIVE_RX.search(name.strip()) is not None


def name_start(sentence: str, name: str, end: int) -> int:
    """Where ``name`` (a cleaned name ending by ``end``) starts in ``sentence``."""
    at = sentence.rfind(name, 0, end + 1)
    return at if at >= 0 else end


def trim_lead(name: str | None, sentence: str, at: int) -> str | None:
    """``name`` with a sentence's opening word cut (``In Paris`` -> ``Paris``); ``None``
    when the opening word is a common word before ``of`` (``Shares of Coty Inc.``: the
    name's start cannot be told)."""
    if name is None:
        return None
    if sentence[:at].strip(" \"'\u201c\u2018(") != "":
        return name  # not the sentence's first word: its capital is the name's
    words = name.split()
    while words and words[0] in LEAD:
        words = words[1:]
    if len(words) > 2 and words[1] == "of" and _plural(words[0]):
        words = words[2:]  # "Shares of Coty Inc.": Coty Inc.
    if not words or words[0] in ("of", "for", "and", "on", "the", "&"):
        return None
    if len(words) > 1 and words[1] in ("of", "for", "on") and common_word(words[0]):
        return None  # "Chairman of Coty Inc." or "Bank of America": not told apart
    return " ".join(words)


_LIST_AFTER_RX = re.compile(r",\s+[A-Z][\w-]*\s+(?:and|&)\s+[A-Z]")
"""``, Environment and Water`` after a name: a name with a list in it, cut at its comma."""


def modifier(sentence: str, end: int) -> bool:
    """The name ending at ``end`` goes on as a modifier of a lower-case noun phrase
    (``Minnesota-based Asian quick service restaurant chain``, ``German architect``): the
    next word is a noun or an adjective and no verb."""
    if _LIST_AFTER_RX.match(sentence, end):
        return True  # "the Delhi-based Council on Energy, Environment and Water"
    following = re.match(r"\s+([a-z][a-z-]*)\b", sentence[end:])
    if following is None or following.group(1) in ("which", "that", "who", "whose"):
        return False
    lemmas = lemminflect.getAllLemmas(following.group(1))
    if not lemmas:  # no English word: the name goes on in its own language ("the
        return following.group(1) not in _FUNCTION  # Haarlem-based Kunst zij ons doel")
    return "VERB" not in lemmas and "AUX" not in lemmas and ("NOUN" in lemmas or "ADJ" in lemmas)


_FUNCTION = frozenset(
    """and or but nor of for to in on at by with from as than into onto upon about after
    before since until while when where whether if because though although so yet the a
    an its their his her our your my this these those such no not""".split()  # noqa: SIM905
)
"""Words a lexicon of nouns, verbs and adjectives lacks that go on a sentence, not a name."""


def _plural(word: str) -> bool:
    """``word`` is a plural noun (``Shares``, ``Customers``): it opens no name."""
    lemmas = lemminflect.getAllLemmas(word.lower()).get("NOUN", ())
    return bool(lemmas) and word.lower() not in lemmas


@lru_cache(maxsize=4096)
def common_word(word: str) -> bool:
    """``word`` is an English noun, verb or adjective (``Shares``), not only a name."""
    return bool(lemminflect.getAllLemmas(word.lower()))


def person_part(name: str, persons: frozenset[str]) -> bool:
    """``name`` is a person of the page, or part of one (``Trump`` of ``Donald Trump``), or
    reads as a person's name (a given name opens two or three words, none an organisation's:
    ``Jane Doe``, not ``Dana F. Besecker Company``)."""
    if any(name == p or p.endswith(f" {name}") or p.startswith(f"{name} ") for p in persons):
        return True
    words = name.split()
    return (2 <= len(words) <= 3 and given_name(words[0]) and person_like(name)
            and not any(w.lower().rstrip(".") in ORG_HEADS for w in words))


def organisation(name: str, desc: str, persons: frozenset[str], *, the: bool) -> str | None:
    """``name`` as a claim's subject when it names an organisation: a descriptor before it
    is an organisation's (``retailer``), and it is no person's name nor a bare common word
    (``Council``); ``The`` opens a many-word name after ``the`` (``the Seattle-based
    International Pacific Halibut Commission``). ``None`` otherwise."""
    words = desc.split()
    if words and words[-1] not in ORG_NOUNS:
        return None  # "London-based artist Jane Doe", "U.S.-based banks such as ..."
    if person_part(name, persons):
        return None
    parts = name.split()
    if demonym(parts[0]) or parts[0] in PEOPLE_WORDS:
        return None  # "New York-based German architect": a people word, no name
    if len(parts) == 1 and (name.lower() in ORG_WORDS or name.lower() in ORG_NOUNS
                            or name in GENERIC):  # fmt: skip
        return None  # "the Delhi-based Council"
    if " and " in name and not re.search(r"\b(?:of|for)\b.*\band\b", name):
        return None  # "Paris-based Airbus and Safran", "Barnes and Noble": whose is it?
    if the and not words and len(parts) > 1 and (parts[-1].lower().rstrip(".") in ORG_HEADS
                                                 or parts[0].lower() in ORG_HEADS):
        return f"The {name}"  # "the Seattle-based International Pacific Halibut Commission"
    return name


def demonym_word(word: str) -> bool:
    """``word`` is a people word (``Canadian``, ``Asian``): it opens no organisation's name."""
    return demonym(word) or word in PEOPLE_WORDS


def with_the(name: str, sentence: str, start: int) -> str:
    """``name`` with ``The`` when the sentence writes ``the`` before it and it is a
    many-word organisation's name (``the Centre for Economic Policy Research``, ``the
    Natural History Museum``), not a brand (``the Airbus A380``)."""
    words = name.split()
    if (len(words) > 1 and re.search(r"\b[Tt]he\s+$", sentence[:start]) is not None
            and any(w.lower().rstrip(".") in ORG_HEADS for w in words)):
        return f"The {name}"
    return name
