"""What kind of organisation a news noun phrase says a name is, and where it is based.

``D-Wave Systems, a Canadian company,`` -> ``D-Wave Systems is a Canadian company.``;
``Japanese technology investment company SoftBank Group Corp`` -> ``SoftBank Group Corp is a
Japanese technology investment company.``; ``Edmunds.com, a California-based automobile
data firm,`` -> ``Edmunds.com is based in California.`` and ``Edmunds.com is an automobile
data firm.``

The kind is a classification, as an encyclopedia's first sentence gives one: a head noun
of an organisation (``company``, ``firm``, ``airline``, ``think tank``) with at least one
word before it, every such word a people word (``Canadian``), a noun (``technology``,
``equity``) or a plain factual adjective (``private``, ``online``): never a judgement
(``the embattled Chinese tech company``, ``the popular work messaging app``, ``a famous
violin maker``), never ``giant`` or a superlative. Only an indefinite appositive (``a``/
``an``: a kind) or a people word before the name is read; ``the`` (``Slack, the ...``)
singles out and is left alone. A kind is stable and written with no date.
"""

from __future__ import annotations

import re

import lemminflect

from shared.claims.org_names import (
    NAME,
    OrgFact,
    clean_name,
    cut_name,
    demonym_word,
    name_start,
    organisation,
    person_part,
    possessive_name,
    trim_lead,
    with_the,
)
from shared.claims.places import place_name, the_place
from shared.text.dates import MONTH_NAME, WEEKDAY_NAME

__all__ = ["kind_phrases"]

_HEADS = (
    r"company|firm|retailer|carrier|airline|bank|automaker|carmaker|chipmaker|drugmaker|"
    r"planemaker|plane-maker|startup|start-up|publisher|developer|studio|broadcaster|"
    r"newspaper|insurer|lender|brewer|distributor|supplier|manufacturer|conglomerate|"
    r"nonprofit|non-profit|organization|organisation|charity|think\s+tank|agency|"
    r"consultancy|exchange|marketplace|utility|fund|network|chain|label|group"
)
"""Head nouns that make the phrase an organisation's kind."""
_FACTUAL = frozenset(
    """private public nonprofit non-profit online digital financial pharmaceutical
    electronic electric biotech medical commercial industrial chemical nuclear mobile
    social environmental legal military agricultural automotive regional national
    international statistical economic nonpartisan independent state-owned family-owned
    publicly-traded publicly privately held listed""".split()  # noqa: SIM905
)
"""Adjectives that classify and do not judge (``a private equity firm``)."""
_DESC = r"(?:[\w.&'\u2019-]+\s+){1,4}?"
_APPOSITIVE_RX = re.compile(
    rf"(?P<name>{NAME}),\s+(?P<art>an?)\s+(?P<desc>{_DESC})(?P<head>{_HEADS})"
    r"(?P<after>\s*[,;.)]|\s+(?:that|which|based|founded|headquartered|with|in)\b)"
)
_BEFORE_RX = re.compile(
    rf"(?P<the>\b[Tt]he\s+)?(?P<desc>[A-Z][a-z]+\s+(?:[\w.&-]+\s+){{0,3}}?)(?P<head>{_HEADS})"
    rf"\s+(?P<name>{NAME})"
)
_BASED_WORD_RX = re.compile(r"^(?P<place>.+)-(?:based|headquartered)$")


def kind_phrases(sentence: str, persons: frozenset[str]) -> list[tuple[OrgFact, int]]:
    """The kinds (and bases) ``sentence``'s appositives and pre-name phrases state, with
    where each phrase starts; a phrase that gives no claim gives its reason."""
    out: list[tuple[OrgFact, int]] = []
    for match in _APPOSITIVE_RX.finditer(sentence):
        cleaned = clean_name(match.group("name"))
        at = name_start(sentence, cleaned, match.end("name"))
        name = trim_lead(cleaned, sentence, at)
        if possessive_name(match.group("name")):
            out.append((OrgFact((cleaned, "kind"), None, "noun_org_possessive_name"),
                        match.start()))  # "Shangy's, a beer distributor": the name's 's
            continue
        out.extend((fact, match.start()) for fact in _facts(
            name, match.group("desc"), match.group("head"), sentence, at, persons))
    for match in _BEFORE_RX.finditer(sentence):
        first = match.group("desc").split()[0]
        if not demonym_word(first):
            continue  # only a people word opens a kind before the name ("Japanese ...")
        name = clean_name(match.group("name"))
        if cut_name(sentence, match.end("name")):
            out.append((OrgFact((name, "kind"), None, "noun_org_cut_name"), match.start()))
            continue  # "New Jersey independent label Now or Never Records"
        out.extend((fact, match.start()) for fact in _facts(
            name, match.group("desc"), match.group("head"), sentence, -1, persons))
    return out


def _facts(name: str | None, desc: str, head: str, sentence: str, at: int,
           persons: frozenset[str]) -> list[OrgFact]:
    head = " ".join(head.split())
    key = (name or "", f"kind:{head}")
    if name is None or place_name(name) or _MONTH_DAY_RX.fullmatch(name):
        return [OrgFact(key, None, "noun_org_not_organisation")]  # "In December, the firm"
    if person_part(name, persons):
        return []  # "George DiCaprio, an underground comix artist and distributor": a person
    if at >= 0 and re.search(r"(?:\band|\bor|,|&|\d)\s*$", sentence[:at]):
        return [OrgFact(key, None, "noun_org_ambiguous")]  # "A and B, a Canadian company"
    named = organisation(name, "", persons, the=False)
    if named is None:
        return [OrgFact(key, None, "noun_org_not_organisation")]
    named = with_the(named, sentence, at) if at >= 0 else named
    words = desc.split()
    facts: list[OrgFact] = []
    kept: list[str] = []
    for word in words:
        based = _BASED_WORD_RX.match(word)
        if based is not None and place_name(based.group("place")):
            place = based.group("place")
            facts.append(OrgFact((name, f"based:{place}"), f"{named} is based in "
                                 f"{the_place(place)}."))  # fmt: skip
        elif _classifying(word):
            kept.append(word)
        else:
            return [*facts, OrgFact(key, None, "noun_org_judging_kind")]  # "embattled"
    if not kept:
        return facts or [OrgFact(key, None, "noun_org_bare_kind")]  # "a group that ..."
    kind = " ".join([*kept, head])
    lower = kind.lower()
    article = "an" if lower[:1] in "aeiou" and not lower.startswith(
        ("eu", "one", "uni", "uk", "us", "ur", "ug", "u.")) else "a"  # "a Ukrainian", "an Indian"
    return [*facts, OrgFact(key, f"{named} is {article} {kind}.")]


_MONTH_DAY_RX = re.compile(rf"(?:{MONTH_NAME}|{WEEKDAY_NAME}|However|Meanwhile)")


def _classifying(word: str) -> bool:
    """``word`` classifies without judging: a people word, a factual adjective or a noun
    that is no adjective (``technology``, ``equity``, ``data``; not ``popular``)."""
    if demonym_word(word) or word.lower() in _FACTUAL:
        return True
    if not word.islower() or not word.replace("-", "").isalpha():
        return False
    lemmas = lemminflect.getAllLemmas(word)
    if "ADJ" in lemmas or "ADV" in lemmas or ("VERB" in lemmas and "NOUN" not in lemmas):
        return False
    if not lemmas:  # not in the lexicon: a compound (e-commerce) or a coined word
        return "-" in word and not word.endswith(("-known", "-focused", "-leaning", "-wing"))
    return "NOUN" in lemmas
