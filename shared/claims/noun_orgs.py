"""Facts a news sentence states about an organisation inside a noun phrase.

A news sentence seldom stands alone (``The company said it would ...``), yet its noun
phrases often state a fact that does, the evidence triples 2WikiMultiHopQA builds its
questions from (organisation -> headquarters, parent, product, place, size):

- ``Paris-based Airbus``, ``the Seattle-based retailer Amazon`` -> ``Airbus is based in
  Paris.`` (a named place: not ``cloud-based``, ``Windows-based``, ``NYC-based Ars``);
- ``Kroger-owned QFC`` -> ``QFC is owned by Kroger (as of <page date>).``;
- ``Coty Inc., the maker of CoverGirl,`` -> ``Coty Inc. makes CoverGirl (as of ...).``;
  ``Hulu, a subsidiary of Disney,``, ``Instagram, which is owned by Facebook,``,
  ``Alphabet, the parent company of Google,``, ``X, headquartered in Y,``;
- ``Eastern Michigan University in Ypsilanti`` -> ``Eastern Michigan University is in
  Ypsilanti.`` (a university, hospital, museum, airport ... and a named place);
- ``the 1,700-bed Albany Medical Center`` -> ``Albany Medical Center has 1,700 beds (as of
  ...).``

Headquarters and places are stable and written with no date; what changes (ownership, a
parent, products, sizes) is written ``(as of <page date>)`` and needs a page date. The
organisation is named by its proper name, never a description (``the company``) nor a
person; the relation is stated by the phrase, not inferred. An appositive must attach to
the name it follows: after a list (``Coty and Wella, the maker of ...``) it is ambiguous
and skipped. Nothing is read inside a quotation, from a hypothetical (``if``, ``unless``)
or from a line that does not end as a sentence (a headline). ``org_facts`` reads one
sentence: every phrase that looked like a fact gives a claim or the reason it gave none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

import lemminflect

from shared.claims.localities import _demonym
from shared.claims.names import ORG_WORDS, person_like
from shared.claims.persons import given_name
from shared.claims.places import place_name, the_place
from shared.claims.quoted import QUOTED_RX
from shared.text.dates import written_date

__all__ = ["OrgFact", "org_facts"]


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


_WORD = (r"(?<![\w&'\u2019.\u2013/-])(?:[A-Z]|[ie](?=[A-Z]))[\w&'\u2019.-]*"
         r"(?:[\u2013/][A-Z][\w.-]*)*")
"""One word of a name: capitalised (``Airbus``, ``AT&T``, ``Amazon.com``) or a brand with
an inner capital (``iPhone``, ``eBay``)."""
_JOIN = r"(?:of|for|and|&|de|du|la|on|the)"
_NAME = (rf"{_WORD}(?:\s+(?:{_JOIN}\s+)?{_WORD}){{0,6}}"
         r"(?:,?\s+(?:Inc|Corp|Co|Ltd|LLC|plc|SE|AG|SA|NV|Group)\b\.?)?")  # fmt: skip
"""A proper name: capitalised words, joined by ``of``/``and``/``for`` (``Bank of America``),
with a company's legal suffix (``Coty Inc.``, ``Apple, Inc.``)."""
_PLACE = r"[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){0,3}"
_PLACE_REGION = rf"{_PLACE}(?:,\s+{_PLACE})?"

_ORG_NOUNS = frozenset(
    """company firm retailer carrier airline bank maker manufacturer automaker carmaker
    plane-maker planemaker chipmaker drugmaker startup start-up publisher chain group giant
    developer studio network agency nonprofit non-profit organization organisation charity
    broadcaster newspaper insurer lender brewer distributor supplier operator provider
    producer label university hospital utility conglomerate fund investor commission council
    institute foundation think-tank tank club team brand outlet platform app service website
    site marketplace exchange association union league corporation business multinational
    restaurant grocer supermarket store conglomerate consultancy subsidiary unit""".split()  # noqa: SIM905
)
_ORG_HEADS = ORG_WORDS | _ORG_NOUNS | frozenset(
    """market foods holdings partners capital systems technologies pharmaceuticals
    commission council research""".split()  # noqa: SIM905
)
"""The descriptor between ``X-based`` and the name when the name is an organisation's
(``the Seattle-based retailer Amazon``); a person's (``designer``, ``artist``) gives none."""
_BASED_RX = re.compile(
    rf"(?P<the>\b[Tt]he\s+)?(?P<place>{_PLACE})-(?P<how>based|headquartered)\s+"
    rf"(?P<desc>(?:[a-z][\w-]*\s+){{0,3}})(?P<name>{_NAME})"
)
_OWNED_RX = re.compile(
    rf"(?P<the>\b[Tt]he\s+)?(?P<owner>{_WORD}(?:\s+{_WORD}){{0,2}})-owned\s+"
    rf"(?P<desc>(?:[a-z][\w-]*\s+){{0,3}})(?P<name>{_NAME})"
)
_APPOSITIVES: tuple[tuple[str, str, bool], ...] = (
    (r"the\s+(?:maker|manufacturer|producer)\s+of", "makes", False),
    (r"the\s+(?:owner)\s+of", "owns", False),
    (r"the\s+(?:parent(?:\s+company)?|parent\s+firm)\s+of", "is the parent company of", False),
    (r"(?:a|an)\s+(?:wholly[\s-]owned\s+)?subsidiary\s+of", "is a subsidiary of", False),
    (r"(?:a|an)\s+(?:unit|division)\s+of", "is a unit of", False),
    (r"(?:which|that)\s+is\s+(?:now\s+)?owned\s+by|owned\s+by", "is owned by", False),
    (r"(?:which|that)\s+owns", "owns", False),
    (r"(?:which|that\s+is\s+)?headquartered\s+in", "is headquartered in", True),
    (r"(?:which\s+is\s+)?based\s+in", "is based in", True),
)
"""``Name, <appositive> <value>``: the appositive, the claim's verb, and whether the value
is a place (stable: no date)."""
_APPOSITIVE_RX = re.compile(
    rf"(?P<name>{_NAME}),\s+(?P<rel>"
    + "|".join(f"(?:{rx})" for rx, _, _ in _APPOSITIVES)
    + rf")\s+(?P<value>(?:the\s+)?{_NAME})(?P<region>,\s+{_PLACE})?(?P<after>[\s\S]{{0,6}})"
)
_INSTITUTION_HEADS = (
    r"University|College|Hospital|Medical\s+Center|Medical\s+Centre|Museum|Institute|"
    r"Airport|Stadium|Arena|Zoo|Library|Academy|Cathedral|Prison|Penitentiary"
)
_INSTITUTION_RX = re.compile(
    rf"(?P<name>{_WORD}(?:\s+{_WORD}){{0,4}}\s+(?:{_INSTITUTION_HEADS})"
    rf"(?:\s+of(?:\s+{_WORD}){{1,3}})?)\s+in\s+(?P<place>{_PLACE_REGION})(?P<after>[\s\S]{{0,3}})"
)
_SIZE_RX = re.compile(
    rf"\b[Tt]he\s+(?P<n>\d{{1,3}}(?:,\d{{3}})*)-(?P<unit>bed|seat|room|acre|store|member)\s+"
    rf"(?P<name>{_NAME})"
)
_UNITS = {"bed": "beds", "seat": "seats", "room": "rooms", "acre": "acres",
          "store": "stores", "member": "members"}  # fmt: skip
_GENERIC = frozenset(
    """The A An This That These Those Its Their His Her Our Memorial General Regional
    Community State National City County Central Public High Middle Elementary Medical New
    North South East West Northern Southern Eastern Western University College Hospital
    Museum Institute Airport Stadium Arena Zoo Library Academy Cathedral Prison Center
    Centre International Children's Children\u2019s Technical Catholic Christian Polytechnic
    Open Technological Normal Agricultural Art Arts Science Sciences""".split()  # noqa: SIM905
)
"""Words that name no one institution alone (``Memorial Hospital``, ``State University``)."""
_LEAD = frozenset(
    """The A An In On At For But And As After Before While When Since Under With By From
    Its Their His Her Our This That Meanwhile Also Now Then Last Next Earlier Later If
    Unless Although Though Because Whether Once Until Like Unlike Despite Including Among
    Both Even Only Yet So Or Nor Today Yesterday Instead""".split()  # noqa: SIM905
)
"""Capitalised words that open a sentence before a name (``In Paris-based ...``)."""
_NOT_OWNERS = frozenset(
    """State Family Black Employee Employees Government Privately Publicly Foreign Locally
    Independently Minority Majority Woman Women Veteran Jointly Wholly Partly City County
    Taxpayer Tribal Community Worker Player Fan Locally Public Private Federal""".split()  # noqa: SIM905
)
_PEOPLE_WORDS = frozenset(
    """Asian European African Latino Latina Hispanic Arab Jewish Muslim Christian Catholic
    Black White Indigenous Native""".split()  # noqa: SIM905
)
"""People words that open no organisation's name (``Bloomington, Minnesota-based Asian
quick service restaurant chain``)."""
_HYPOTHETICAL_RX = re.compile(
    r"\b(?:if|unless|whether|suppose|supposing|imagine|hypothetical\w*)\b", re.IGNORECASE)
_SENTENCE_END_RX = re.compile(r"[.!?][\"'\u201d\u2019)]*\s*$")
_LIST_BEFORE_RX = re.compile(r"(?:\band|\bor|,|&)\s*$")
_POSSESSIVE_RX = re.compile(r"(?:'s|\u2019s|'|\u2019)$")


def org_facts(sentence: str, *, published: date | None,
              persons: frozenset[str] = frozenset()) -> list[OrgFact]:
    """The organisation facts of ``sentence``'s noun phrases (module docstring), each a
    claim or the reason a phrase that looked like one gave none; ``published`` dates what
    changes, ``persons`` (the page's person names) keeps a person from being read as an
    organisation."""
    if not _SENTENCE_END_RX.search(sentence):
        return []  # a headline, a caption's fragment: no sentence to read
    found: list[OrgFact] = []
    quoted = [(m.start(), m.end()) for m in QUOTED_RX.finditer(sentence)]
    odd_quote = (sentence.count('"') % 2 == 1
                 or sentence.count("\u201c") != sentence.count("\u201d"))  # fmt: skip
    for fact, at in _phrases(sentence, published, persons):
        if fact.claim is not None:
            if odd_quote or any(a <= at < b for a, b in quoted):
                fact = OrgFact(fact.key, None, "noun_org_quoted")
            elif _HYPOTHETICAL_RX.search(sentence):
                fact = OrgFact(fact.key, None, "noun_org_hypothetical")
        found.append(fact)
    return found


def _phrases(sentence: str, published: date | None,
             persons: frozenset[str]) -> list[tuple[OrgFact, int]]:
    out: list[tuple[OrgFact, int]] = []
    for match in _BASED_RX.finditer(sentence):
        out.append((_based(match, sentence, persons), match.start()))
    for match in _OWNED_RX.finditer(sentence):
        out.append((_owned(match, sentence, published, persons), match.start()))
    for match in _APPOSITIVE_RX.finditer(sentence):
        out.append((_appositive(match, sentence, published, persons), match.start()))
    for match in _INSTITUTION_RX.finditer(sentence):
        out.append((_institution(match, sentence), match.start()))
    for match in _SIZE_RX.finditer(sentence):
        out.append((_size(match, sentence, published, persons), match.start()))
    return out


def _based(match: re.Match[str], sentence: str, persons: frozenset[str]) -> OrgFact:
    place = _trim_lead(match.group("place"), sentence, match.start("place"))
    name = _clean_name(match.group("name"))
    key = (name, f"based:{place}")
    if place is None or not place_name(place):
        return OrgFact(key, None, "noun_org_no_place")  # "cloud-based", "Windows-based"
    named = _organisation(name, match.group("desc"), persons, the=bool(match.group("the")))
    if named is None or _modifier(sentence, match.end("name")):
        return OrgFact(key, None, "noun_org_not_organisation")  # "London-based artist Jane Doe"
    verb = "headquartered" if match.group("how") == "headquartered" else "based"
    return OrgFact(key, f"{named} is {verb} in {the_place(place)}.")


def _owned(match: re.Match[str], sentence: str, published: date | None,
           persons: frozenset[str]) -> OrgFact:
    owner = _trim_lead(match.group("owner"), sentence, match.start("owner"))
    name = _clean_name(match.group("name"))
    key = (name, f"owned_by:{owner}")
    if (owner is None or owner in _NOT_OWNERS or _demonym(owner) or place_name(owner)
            or _person_part(owner, persons)):  # fmt: skip
        return OrgFact(key, None, "noun_org_unnamed_owner")  # "state-owned", "Saudi-owned"
    named = _organisation(name, match.group("desc"), persons, the=bool(match.group("the")))
    if named is None or _modifier(sentence, match.end("name")):
        return OrgFact(key, None, "noun_org_not_organisation")
    return _dated(key, f"{named} is owned by {owner}.", published)


def _appositive(match: re.Match[str], sentence: str, published: date | None,
                persons: frozenset[str]) -> OrgFact:
    rel = match.group("rel")
    verb, place = next((v, p) for rx, v, p in _APPOSITIVES if re.fullmatch(rx, rel))
    name = _trim_lead(_clean_name(match.group("name")), sentence, match.start("name"))
    value = _clean_name(match.group("value"))
    key = (name or match.group("name"), f"{verb}:{value}")
    if name is None:
        return OrgFact(key, None, "noun_org_not_organisation")  # "Shares of Coty Inc., ..."
    if _LIST_BEFORE_RX.search(sentence[: match.start("name")]) or " and " in name:
        return OrgFact(key, None, "noun_org_ambiguous")  # "Coty and Wella, the maker of X"
    after = match.group("after")
    region = match.group("region") or ""
    if place and region and place_name(f"{value}{region}"):
        value = f"{value}{region}"  # "headquartered in Roseville, California"
    else:
        after = region + after
    if (not re.match(r"\s*(?:[,.;:!?)]|\u2014|--|\s-\s|$)", after) or " and " in value
            or re.match(r",\s+(?:and|or)\b", after)):  # fmt: skip
        return OrgFact(key, None, "noun_org_long_value")  # "the maker of CoverGirl and ..."
    named = _organisation(name, "", persons, the=False)
    if named is None or _person_part(value, persons):
        return OrgFact(key, None, "noun_org_not_organisation")
    if re.search(rf"\b{re.escape(name)}\b", value):
        return OrgFact(key, None, "noun_org_short_name")  # "Tribune, the owner of the
        # Chicago Tribune": a short form of a longer name
    if place:
        if not place_name(value):
            return OrgFact(key, None, "noun_org_no_place")
        return OrgFact(key, f"{named} {verb} {the_place(value)}.")
    return _dated(key, f"{named} {verb} {value}.", published)


def _institution(match: re.Match[str], sentence: str) -> OrgFact:
    name = _trim_lead(match.group("name"), sentence, match.start("name"))
    place = match.group("place").rstrip(".")
    key = (name or match.group("name"), f"in:{place}")
    if name is None or all(w in _GENERIC or w in ("of", "the") for w in name.split()):
        return OrgFact(key, None, "noun_org_generic_name")  # "Memorial Hospital in Albany"
    if not place_name(place) or re.match(r"\s*\d", match.group("after")):
        return OrgFact(key, None, "noun_org_no_place")  # "in May", "in 2010"
    if _MONTHS_RX.match(place):
        return OrgFact(key, None, "noun_org_no_place")
    return OrgFact(key, f"{name} is in {the_place(place)}.")


_MONTHS_RX = re.compile(r"(?:January|February|March|April|May|June|July|August|September|"
                        r"October|November|December|Monday|Tuesday|Wednesday|Thursday|"
                        r"Friday|Saturday|Sunday)\b")


def _size(match: re.Match[str], sentence: str, published: date | None,
          persons: frozenset[str]) -> OrgFact:
    name = _clean_name(match.group("name"))
    unit = _UNITS[match.group("unit")]
    key = (name, f"size:{unit}")
    if len(name.split()) < 2 or all(w in _GENERIC for w in name.split()):
        return OrgFact(key, None, "noun_org_generic_name")  # "the 15-member Council"
    named = _organisation(name, "", persons, the=False)
    if named is None:
        return OrgFact(key, None, "noun_org_not_organisation")
    count = match.group("n")
    noun = unit[:-1] if count == "1" else unit
    return _dated(key, f"{named} has {count} {noun}.", published)


def _dated(key: tuple[str, str], claim: str, published: date | None) -> OrgFact:
    """A fact that changes, written ``(as of <page date>)``; none on an undated page."""
    if published is None:
        return OrgFact(key, None, "noun_org_undated")
    return OrgFact(key, f"{claim[:-1]} (as of {written_date(published)}).")


def _clean_name(name: str) -> str:
    """``name`` without a trailing possessive or stop (``Airbus's`` -> ``Airbus``); a
    legal suffix keeps its stop (``Coty Inc.``)."""
    name = _POSSESSIVE_RX.sub("", name.strip())
    if name.endswith(".") and not re.search(r"\b(?:Inc|Corp|Co|Ltd|[A-Z])\.$", name):
        name = name[:-1]
    return name


def _trim_lead(name: str | None, sentence: str, at: int) -> str | None:
    """``name`` with a sentence's opening word cut (``In Paris`` -> ``Paris``); ``None``
    when the opening word is a common word before ``of`` (``Shares of Coty Inc.``: the
    name's start cannot be told)."""
    if name is None:
        return None
    if sentence[:at].strip(" \"'\u201c\u2018(") != "":
        return name  # not the sentence's first word: its capital is the name's
    words = name.split()
    while words and words[0] in _LEAD:
        words = words[1:]
    if len(words) > 2 and words[1] == "of" and _plural(words[0]):
        words = words[2:]  # "Shares of Coty Inc.": Coty Inc.
    if not words or words[0] in ("of", "for", "and", "on", "the", "&"):
        return None
    if len(words) > 1 and words[1] in ("of", "for", "on") and _common_word(words[0]):
        return None  # "Chairman of Coty Inc." or "Bank of America": not told apart
    return " ".join(words)


_LIST_AFTER_RX = re.compile(r",\s+[A-Z][\w-]*\s+(?:and|&)\s+[A-Z]")
"""``, Environment and Water`` after a name: a name with a list in it, cut at its comma."""


def _modifier(sentence: str, end: int) -> bool:
    """The name ending at ``end`` goes on as a modifier of a lower-case noun phrase
    (``Minnesota-based Asian quick service restaurant chain``, ``German architect``): the
    next word is a noun or an adjective and no verb."""
    if _LIST_AFTER_RX.match(sentence, end):
        return True  # "the Delhi-based Council on Energy, Environment and Water"
    following = re.match(r"\s+([a-z][a-z-]*)\b", sentence[end:])
    if following is None or following.group(1) in ("which", "that", "who", "whose"):
        return False
    lemmas = lemminflect.getAllLemmas(following.group(1))
    return bool(lemmas) and "VERB" not in lemmas and "AUX" not in lemmas and (
        "NOUN" in lemmas or "ADJ" in lemmas)


def _plural(word: str) -> bool:
    """``word`` is a plural noun (``Shares``, ``Customers``): it opens no name."""
    lemmas = lemminflect.getAllLemmas(word.lower()).get("NOUN", ())
    return bool(lemmas) and word.lower() not in lemmas


@lru_cache(maxsize=4096)
def _common_word(word: str) -> bool:
    """``word`` is an English noun, verb or adjective (``Shares``), not only a name."""
    return bool(lemminflect.getAllLemmas(word.lower()))


def _person_part(name: str, persons: frozenset[str]) -> bool:
    """``name`` is a person of the page, or part of one (``Trump`` of ``Donald Trump``), or
    reads as a person's name (a given name opens two or three words, none an organisation's:
    ``Jane Doe``, not ``Dana F. Besecker Company``)."""
    if any(name == p or p.endswith(f" {name}") or p.startswith(f"{name} ") for p in persons):
        return True
    words = name.split()
    return (2 <= len(words) <= 3 and given_name(words[0]) and person_like(name)
            and not any(w.lower().rstrip(".") in _ORG_HEADS for w in words))


def _organisation(name: str, desc: str, persons: frozenset[str], *, the: bool) -> str | None:
    """``name`` as a claim's subject when it names an organisation: a descriptor before it
    is an organisation's (``retailer``), and it is no person's name nor a bare common word
    (``Council``); ``The`` opens a many-word name after ``the`` (``the Seattle-based
    International Pacific Halibut Commission``). ``None`` otherwise."""
    words = desc.split()
    if words and words[-1] not in _ORG_NOUNS:
        return None  # "London-based artist Jane Doe", "U.S.-based banks such as ..."
    if _person_part(name, persons):
        return None
    parts = name.split()
    if _demonym(parts[0]) or parts[0] in _PEOPLE_WORDS:
        return None  # "New York-based German architect": a people word, no name
    if len(parts) == 1 and (name.lower() in ORG_WORDS or name.lower() in _ORG_NOUNS
                            or name in _GENERIC):  # fmt: skip
        return None  # "the Delhi-based Council"
    if " and " in name and not re.search(r"\b(?:of|for)\b.*\band\b", name):
        return None  # "Paris-based Airbus and Safran", "Barnes and Noble": whose is it?
    if the and not words and len(parts) > 1 and (parts[-1].lower().rstrip(".") in _ORG_HEADS
                                                 or parts[0].lower() in _ORG_HEADS):
        return f"The {name}"  # "the Seattle-based International Pacific Halibut Commission"
    return name
