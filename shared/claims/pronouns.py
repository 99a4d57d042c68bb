"""Pronouns and openers: which words make a sentence lean on the one before it.

``leading_pronoun`` is the test both extractors' output must pass; ``EXPLETIVE_RX`` finds
an ``it`` that refers to nothing; ``entity_kind`` says which pronoun family a text uses for
its main entity. The rewriting itself is ``decontext.Decontextualizer``.
"""

from __future__ import annotations

import re
from typing import Literal

__all__ = [
    "DEMONSTRATIVE_RX",
    "EXPLETIVE_RX",
    "FIRST_WORD_RX",
    "OPENER_RX",
    "PERSONAL_RX",
    "PRONOUNS",
    "PRONOUN_KIND",
    "EntityKind",
    "entity_kind",
    "leading_pronoun",
]

EntityKind = Literal["male", "female", "thing", "plural"]

PRONOUNS: frozenset[str] = frozenset(
    {"he", "she", "it", "they", "we", "i", "you", "him", "her", "them", "us", "me", "his",
     "hers", "its", "their", "theirs", "our", "ours", "my", "your", "this", "that", "these",
     "those", "such", "there's", "it's", "he's", "she's", "they're", "that's", "here's",
     "this's", "they've", "we've", "i've", "you've", "we're", "you're", "i'm", "they'll",
     "he'll", "she'll", "it'll", "that'll"}
)  # fmt: skip
"""Words that make a claim depend on context when they start it."""

OPENER_RX = re.compile(
    r"^(?:(?:however|meanwhile|moreover|furthermore|in addition|additionally|still|indeed|"
    r"notably|then|later|instead|nevertheless|nonetheless|similarly|likewise|in fact|"
    r"as such|also|yet|so|anyway|after all|of course|in short|in other words|above all|"
    r"first|second|third|finally)\s*,\s+|(?:recall|note) that\s+|above all(?: else)?\s+|"
    r"(?:but|and|also|yet|so)\s+(?!far\b|much\b|many\b|long\b|that\b|on\b))",
    re.IGNORECASE,
)
FIRST_WORD_RX = re.compile(r"^[\"'\u2018\u201c(\[]*([A-Za-z\u2019']+)")
_BE = (r"(?:['\u2019]s|\s+(?:is|was|has been|had been|will be|would be|may be|might be|"
       r"could be|can be|should be|must be|isn['\u2019]t|wasn['\u2019]t))"
       r"(?:\s+(?:also|still|now|not|too|very|more|less|quite|so|already|equally|"
       r"increasingly|widely|generally|often|thus|therefore|however))*\s+")  # fmt: skip
_EXTRAPOSED = (
    r"(?:hard|difficult|easy|impossible|possible|important|necessary|clear|unclear|likely|"
    r"unlikely|obvious|true|worth|worthwhile|interesting|surprising|unknown|uncertain|"
    r"essential|crucial|vital|common|rare|natural|fair|safe|tough|tricky|evident|apparent|"
    r"odd|strange|notable|noteworthy|remarkable|ironic|time|a shame|no surprise|no secret|"
    r"no wonder|understood|believed|thought|said|reported|estimated|known|rumou?red|"
    r"claimed|alleged|suggested|argued|assumed|expected|feared|hoped|noted|announced|"
    r"confirmed|agreed|decided|revealed|stated|speculated|worth noting|inappropriate|"
    r"appropriate|advisable|inadvisable|recommended|permitted|forbidden|prohibited|"
    r"acceptable|unacceptable|customary|usual|unusual|useful|helpful|desirable|"
    r"preferable|sufficient|enough|normal|typical|legal|illegal|wise|unwise|good|bad|"
    r"best|better|easier|harder|necessary)"
)
EXPLETIVE_RX = re.compile(
    rf"^It{_BE}(?:{_EXTRAPOSED}\s+(?:\w+\s+)?(?:to|that|whether|why|how|what|when|where|who|"
    rf"if)\b|(?:when|because|not until|only when|only after|then that|there)\b)"
    r"|^It\s+(?:also\s+)?(?:pays\s+to|seems|seemed|appears\s+(?:that|as|like)|"
    r"appeared\s+(?:that|as|like)|turns out|turned out|remains to be|goes without|"
    r"happens that|happened that|follows that|emerged that|matters)\b"
)
"""An ``it`` that refers to nothing: ``It is hard to overestimate ...``, ``It was reported
that ...``, ``It was when ...``, ``It also pays to ...``."""
PRONOUN_KIND: dict[str, EntityKind] = {
    "he": "male", "his": "male", "him": "male", "she": "female", "her": "female",
    "hers": "female", "it": "thing", "its": "thing", "they": "plural", "their": "plural",
}  # fmt: skip
PERSONAL_RX = re.compile(r"\b(?:he|she|him|his|her|hers)\b", re.IGNORECASE)
DEMONSTRATIVE_RX = re.compile(
    r"(?<!^)\b(?:these|those|this)\b"
    r"(?!\s+(?:year|month|week|weekend|season|morning|afternoon|evening)\b)"
    r"|\b(?:none|all|some|much|most|any) of (?:that|it|them)\b"
    r"|\b(?:[Ww]hen|[Ii]f|[Bb]ecause|[Ss]ince|[Aa]lthough|[Ww]hile|[Uu]nless) that\b"
)
"""A demonstrative pointing at another sentence (``these cases``, ``none of that``); never
``this year``, ``this week``: a time of the page's, written out from its date or refused by
the time gates (``shared.claims.anchoring``)."""


def leading_pronoun(claim: str) -> str | None:
    """The pronoun a claim starts with (after quotes/brackets and an opener), if any."""
    stripped = OPENER_RX.sub("", claim.strip())
    match = FIRST_WORD_RX.match(stripped)
    if match is None:
        return None
    word = match.group(1).lower().replace("\u2019", "'")
    return word if word in PRONOUNS else None


def entity_kind(text: str, entity: str) -> EntityKind:
    """How ``text`` refers to ``entity``: the pronoun family it uses most."""
    lowered = f" {text.lower()} "
    counts: dict[EntityKind, int] = {
        "male": sum(lowered.count(f" {w} ") for w in ("he", "his", "him")),
        "female": sum(lowered.count(f" {w} ") for w in ("she", "her", "hers")),
        "thing": sum(lowered.count(f" {w} ") for w in ("it", "its")),
        "plural": sum(lowered.count(f" {w} ") for w in ("they", "their", "them")),
    }
    if len(entity.split()) == 1 and entity.isupper():
        return "thing"  # an acronym: IBM, NASA
    if counts["plural"] <= max(counts["male"], counts["female"], counts["thing"]) or not re.search(
        rf"{re.escape(entity)}\s+(?:were|are|have)\b", text
    ):
        del counts["plural"]  # "they" is the entity only when the text treats it as plural
    return max(counts, key=lambda kind: (counts[kind], kind == "thing"))

