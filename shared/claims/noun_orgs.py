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
from datetime import date

from shared.claims.localities import demonym
from shared.claims.nicknames import plural_noun
from shared.claims.noun_kinds import kind_phrases
from shared.claims.org_names import (
    GENERIC,
    NAME,
    NAME_WORD,
    NOT_OWNERS,
    ORG_NOUNS,
    PLACE,
    PLACE_REGION,
    OrgFact,
    clean_name,
    cut_name,
    demonym_word,
    modifier,
    name_start,
    organisation,
    person_part,
    possessive_name,
    trim_lead,
    with_the,
)
from shared.claims.other_times import other_time
from shared.claims.places import place_name, the_place
from shared.claims.quoted import QUOTED_RX, open_single_quote
from shared.text.dates import MONTH_NAME, WEEKDAY_NAME, written_date

__all__ = ["OrgFact", "counted_units", "org_facts"]


_BASED_RX = re.compile(
    rf"(?P<the>\b[Tt]he\s+)?(?P<place>{PLACE})-(?P<how>based|headquartered)\s+"
    rf"(?P<desc>(?:[a-z][\w-]*\s+){{0,3}})(?P<name>{NAME})"
)
_OWNED_RX = re.compile(
    rf"(?P<the>\b[Tt]he\s+)?(?P<owner>{NAME_WORD}(?:\s+{NAME_WORD}){{0,2}})-owned\s+"
    rf"(?P<desc>(?:[a-z][\w-]*\s+){{0,3}})(?P<name>{NAME})"
)
_APPOSITIVES: tuple[tuple[str, str, bool], ...] = (
    (r"the\s+(?:maker|manufacturer|producer|owner|operator|publisher|parent(?:\s+company)?)\s+of",
     "is", False),
    (r"(?:a|an)\s+(?:wholly[\s-]owned\s+)?(?:subsidiary|unit|division)\s+of", "is", False),
    (r"(?:which|that)\s+is\s+owned\s+by|owned\s+by", "is", False),
    (r"(?:which|that)\s+owns", "", False),
    (r"(?:(?:which|that)\s+is\s+)?headquartered\s+in", "is", True),
    (r"(?:(?:which|that)\s+is\s+)?based\s+in", "is", True),
)
"""``Name, <appositive> <value>``: the appositive, the verb the claim writes before the
appositive's own words (``Coty Inc. is the maker of CoverGirl``: the span's words, so the
claim says no more than the span), and whether the value is a place (stable: no date)."""
_APPOSITIVE_RX = re.compile(
    rf"(?P<name>{NAME}),\s+(?P<rel>"
    + "|".join(f"(?:{rx})" for rx, _, _ in _APPOSITIVES)
    + rf")\s+(?P<value>(?:the\s+)?{NAME})(?P<region>,\s+{PLACE})?(?P<after>[\s\S]{{0,6}})"
)
_INSTITUTION_HEADS = (
    r"University|College|Hospital|Medical\s+Center|Medical\s+Centre|Museum|Institute|"
    r"Airport|Stadium|Arena|Zoo|Library|Academy|Cathedral|Prison|Penitentiary"
)
_INSTITUTION_RX = re.compile(
    rf"(?P<name>{NAME_WORD}(?:\s+(?:(?:of|&|for|de)\s+)?{NAME_WORD}){{0,5}}\s+"
    rf"(?:{_INSTITUTION_HEADS})"
    rf"(?:\s+of(?:\s+{NAME_WORD}){{1,3}})?)\s+in\s+(?P<place>{PLACE_REGION})(?P<after>[\s\S]{{0,3}})"
)
_SIZE_RX = re.compile(
    rf"\b[Tt]he\s+(?P<n>\d{{1,3}}(?:,\d{{3}})*)-(?P<unit>bed|seat|room|acre|store|member)\s+"
    rf"(?P<name>{NAME})"
)
_UNITS = {"bed": "beds", "seat": "seats", "room": "rooms", "acre": "acres",
          "store": "stores", "member": "members"}  # fmt: skip
_HYPOTHETICAL_RX = re.compile(
    r"\b(?:if|unless|whether|suppose|supposing|imagine|hypothetical\w*)\b", re.IGNORECASE)
_SENTENCE_END_RX = re.compile(r"[.!?][\"'\u201d\u2019)]*\s*$")
_LIST_BEFORE_RX = re.compile(r"(?:\band|\bor|,|&)\s*$")


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
            if (odd_quote or any(a <= at < b for a, b in quoted)
                    or open_single_quote(sentence[:at])):  # fmt: skip
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
        fact = _appositive(match, sentence, published, persons)
        out.extend([] if fact is None else [(fact, match.start())])
    for match in _INSTITUTION_RX.finditer(sentence):
        out.append((_institution(match, sentence), match.start()))
    for match in _SIZE_RX.finditer(sentence):
        out.append((_size(match, sentence, published, persons), match.start()))
    out.extend(kind_phrases(sentence, persons))  # "D-Wave Systems, a Canadian company,"
    return out


def _based(match: re.Match[str], sentence: str, persons: frozenset[str]) -> OrgFact:
    place = trim_lead(match.group("place"), sentence, match.start("place"))
    name = clean_name(match.group("name"))
    key = (name, f"based:{place}")
    if place is None or not place_name(place):
        return OrgFact(key, None, "noun_org_no_place")  # "cloud-based", "Windows-based"
    named = organisation(name, match.group("desc"), persons, the=bool(match.group("the")))
    if named is None or modifier(sentence, match.end("name")) or (
            len(name.split()) == 1 and plural_noun(name)):  # fmt: skip
        return OrgFact(key, None, "noun_org_not_organisation")  # "London-based artist Jane
        # Doe"; "the Toronto-based Raptors": a team's nickname, no organisation's name
    if cut_name(sentence, match.end("name")):
        return OrgFact(key, None, "noun_org_cut_name")  # "label Now or Never Records"
    verb = "headquartered" if match.group("how") == "headquartered" else "based"
    return OrgFact(key, f"{named} is {verb} in {the_place(place)}.")


def _owned(match: re.Match[str], sentence: str, published: date | None,
           persons: frozenset[str]) -> OrgFact:
    owner = trim_lead(match.group("owner"), sentence, match.start("owner"))
    name = clean_name(match.group("name"))
    key = (name, f"owned_by:{owner}")
    if (owner is None or owner in NOT_OWNERS or demonym(owner) or place_name(owner)
            or person_part(owner, persons)):  # fmt: skip
        return OrgFact(key, None, "noun_org_unnamed_owner")  # "state-owned", "Saudi-owned"
    named = organisation(name, match.group("desc"), persons, the=bool(match.group("the")))
    if named is None or modifier(sentence, match.end("name")):
        return OrgFact(key, None, "noun_org_not_organisation")
    if cut_name(sentence, match.end("name")):
        return OrgFact(key, None, "noun_org_cut_name")
    return _dated(key, f"{named} is owned by {owner}.", sentence[: match.start()], sentence,
                  published)


def _appositive(match: re.Match[str], sentence: str, published: date | None,
                persons: frozenset[str]) -> OrgFact | None:
    rel = match.group("rel")
    verb, place = next((v, p) for rx, v, p in _APPOSITIVES if re.fullmatch(rx, rel))
    words = re.sub(r"^(?:which|that)\s+(?:is\s+)?", "", " ".join(rel.split()))
    verb = f"{verb} {words}".strip()  # "is the maker of", "is owned by", "owns"
    cleaned = clean_name(match.group("name"))
    at = name_start(sentence, cleaned, match.end("name"))
    name = trim_lead(cleaned, sentence, at)
    value = clean_name(match.group("value"))
    key = (name or match.group("name"), f"{verb}:{value}")
    if possessive_name(match.group("name")):
        return OrgFact(key, None, "noun_org_possessive_name")  # "Shangy's, a distributor"
    if name is None:
        return OrgFact(key, None, "noun_org_not_organisation")  # "Shares of Coty Inc., ..."
    if person_part(name, persons):
        return None  # "George DiCaprio, the owner of ...": a person's, no organisation phrase
    if _LIST_BEFORE_RX.search(sentence[:at]) or " and " in name or re.search(r"\d\s*$",
                                                                           sentence[:at]):
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
    named = organisation(name, "", persons, the=False)
    if named is not None:
        named = with_the(named, sentence, at)
    if named is None or person_part(value, persons):
        return OrgFact(key, None, "noun_org_not_organisation")
    if re.search(rf"\b{re.escape(name)}\b", value):
        return OrgFact(key, None, "noun_org_short_name")  # "Tribune, the owner of the
        # Chicago Tribune": a short form of a longer name
    if cut_name(sentence, match.end("value")):
        return OrgFact(key, None, "noun_org_cut_name")  # "the maker of Now or Never Records"
    if place and not _heads_phrase(sentence[:at]):
        return OrgFact(key, None, "noun_org_ambiguous")  # "a club representing Loughborough
        # University, based in Loughborough": the club is based there
    if place:
        if not place_name(value):
            return OrgFact(key, None, "noun_org_no_place")
        return OrgFact(key, f"{named} {verb} {the_place(value)}.")
    return _dated(key, f"{named} {verb} {value}.", sentence[:at], sentence, published)


def _heads_phrase(before: str) -> bool:
    """The name after ``before`` heads its own noun phrase, so a participle after it
    (``, based in Y``) is its: the sentence opens with it, or ``the`` or an organisation
    noun stands right before it (``the family-owned company Richardson-Vicks, Inc.``)."""
    words = before.split()
    return not words or words[-1].lower() in ORG_NOUNS or words[-1] in ("The", "the")


def _institution(match: re.Match[str], sentence: str) -> OrgFact:
    cleaned = clean_name(match.group("name"))  # "Professor at X College": X College
    at = name_start(sentence, cleaned, match.end("name"))
    name = trim_lead(cleaned, sentence, at)
    place = match.group("place").rstrip(".")
    key = (name or match.group("name"), f"in:{place}")
    if re.search(r"\b(?:and|or)\s+$", sentence[:at]):
        return OrgFact(key, None, "noun_org_ambiguous")  # "Indiana University and Purdue
        # University in Indianapolis": the place may be the pair's campus
    if _FORMER_RX.match(sentence, match.end("place")):
        return OrgFact(key, None, "noun_org_former_place")  # "in Lahore, India (now Pakistan)"
    if name is None or all(w in GENERIC or w in ("of", "the") or demonym_word(w)
                           for w in name.split()):  # "the American University in Cairo"
        return OrgFact(key, None, "noun_org_generic_name")  # "Memorial Hospital in Albany"
    if not place_name(place) or re.match(r"\s*\d", match.group("after")):
        return OrgFact(key, None, "noun_org_no_place")  # "in May", "in 2010"
    if _MONTHS_RX.match(place):
        return OrgFact(key, None, "noun_org_no_place")
    return OrgFact(key, f"{with_the(name, sentence, at)} is in "
                        f"{the_place(place)}.")


_FORMER_RX = re.compile(r"\s*\((?:now|then|today|present|modern|formerly|later)\b")
"""A place the sentence says has changed since (``Lahore, India (now Pakistan)``)."""
_MONTHS_RX = re.compile(rf"(?:{MONTH_NAME}|{WEEKDAY_NAME})\b")


def _size(match: re.Match[str], sentence: str, published: date | None,
          persons: frozenset[str]) -> OrgFact:
    name = clean_name(match.group("name"))
    unit = _UNITS[match.group("unit")]
    key = (name, f"size:{unit}")
    if len(name.split()) < 2 or all(w in GENERIC for w in name.split()):
        return OrgFact(key, None, "noun_org_generic_name")  # "the 15-member Council"
    named = organisation(name, "", persons, the=False)
    if named is None:
        return OrgFact(key, None, "noun_org_not_organisation")
    count = match.group("n")
    noun = unit[:-1] if count == "1" else unit
    return _dated(key, f"{named} has {count} {noun}.", sentence[: match.start()], sentence,
                  published)


def counted_units(span: str) -> frozenset[str]:
    """The plural units a size before a name counts (``the 1,700-bed Albany Medical Center``:
    ``beds``), words the span gives a claim that writes the size out (``has 1,700 beds``)."""
    return frozenset(_UNITS[m.group("unit")] for m in _SIZE_RX.finditer(span))


def _dated(key: tuple[str, str], claim: str, before: str, sentence: str,
           published: date | None) -> OrgFact:  # fmt: skip
    """A fact that changes, written ``(as of <page date>)``; none on an undated page, nor
    when the sentence tells it at a past time (``In 2005, Kroger-owned QFC ...``)."""
    if published is None:
        return OrgFact(key, None, "noun_org_undated")
    past = other_time(sentence, before, published)
    if past is not None:
        return OrgFact(key, None, f"noun_org_{past}")
    return OrgFact(key, f"{claim[:-1]} (as of {written_date(published)}).")
