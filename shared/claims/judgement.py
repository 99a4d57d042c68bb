"""Analysis and verdicts written as fact, found in a finished claim (after splits and cuts).

``factual.nonfactual_reason`` reads the source sentence; a news sentence, though, often
frames a fact with the writer's or an unnamed observer's judgement, and what survives the
splits must not state that judgement as a bare fact. ``judgement_reason(claim)`` names it:

- ``hedged``: speculation (``could have been part of``, ``could be``, ``appears to have
  boosted``, ``seemed to``, ``expected to``, ``likely to``; not a purpose clause's ``so X
  could``) or a belief held by nobody named
  (``a "lost city" they believe dates back to ...``, ``what analysts expect``, ``experts
  say``): what someone supposes, not what happened;
- ``opinion``: a verdict word (``the notoriously creaky system``, ``a major blow to``,
  ``an ambitious timeline``, ``a dismal quarter``, ``'s terrifying performance``: the
  lexicon, ``opinion.py``) or a mind read in the writer's voice (``Schiff knows that
  ...``): the writer's evaluation; not the word as the noun of its phrase (``a nighttime
  spectacular at Disneyland Park``: a kind of show);
  or an essay's evaluation by its form (``it is fanciful to imagine``, ``as bewitched by X
  as``, ``so closely aligned with Y that``, ``lionised``, ``sees despair``: ``essay.py``);
  an argument framed as a measure (``By every relevant metric, ...``, ``By any standard,
  ...``) or a person praised for a virtue (``Lynn Kessler is dedicated public servant``,
  ``is a tireless advocate``): the writer's case or a tribute, not a checkable fact;
- ``hedged`` too: a fact told ``By most accounts`` / ``By some estimates`` (whose?).

A claim that keeps its named source (``Yellen said ...``, ``..., Kingma says``, ``according
to the Fed``) is reported speech with its attribution, not a bare fact, and is left to the
gates after it. Only what the claim still says is read: a belief in a relative clause cut
away (``The company, which analysts believe is worth $2 billion, opened a plant``) costs
nothing.
"""

from __future__ import annotations

import re
from typing import Literal

from shared.claims.essay import essay_opinion
from shared.claims.names import SUBJECT_ADVERBS, person_like
from shared.claims.opinion import attributive_word, opinion_word
from shared.claims.quoted import QUOTED_RX
from shared.claims.referents import PERSON_ROLES
from shared.claims.verbs import is_finite_verb

__all__ = ["Judgement", "judgement_reason"]

Judgement = Literal["hedged", "opinion"]

_SPECULATION_RX = re.compile(
    r"\bcould\s+(?:also\s+|even\s+|well\s+|possibly\s+)?(?:have\s+(?:been|[a-z]+(?:ed|en|wn))|be)\b"
    r"|\b(?:appears?|appeared|seems?|seemed)\s+to\s+(?:be|have|[a-z]+)\b"
    r"|\b(?:expected|likely|unlikely|poised|tipped)\s+to\b"
    r"|\bis\s+thought\s+to\b|\b(?:reportedly|allegedly|purportedly|ostensibly)\b",
    re.IGNORECASE,
)
"""Speculation: a possibility, an appearance, an expectation."""
_PURPOSE_RX = re.compile(
    r"\b(?:so|so that|in order that)\s+(?:[\w'\u2019-]+\s+){1,4}could\b", re.IGNORECASE
)
"""A purpose clause (``so his gestures could be translated``): what the act was for, no
possibility the writer supposes."""
_HOLDERS = (
    r"they|observers|analysts|experts|critics|commentators|pundits|economists|investors|"
    r"traders|insiders|sources|skeptics|sceptics|supporters|opponents|many|some|others|"
    r"people|scientists|researchers|historians|scholars"
)
_BELIEF_RX = re.compile(
    rf"\b(?:(?:many|some|most|other)\s+)?(?:{_HOLDERS})\s+(?:also\s+|now\s+|still\s+)?"
    r"(?:believe|believed|think|thought|suspect|suspected|fear|feared|expect|expected|predict|"
    r"predicted|speculate|speculated|say|said|argue|argued|contend|contended|suggest|"
    r"suggested|reckon|estimate|estimated|worry|worried)\b",
    re.IGNORECASE,
)
"""A belief or a claim held by nobody named: ``they believe``, ``analysts expect``."""
_VERDICT_RX = re.compile(
    r"\b(?:notoriously|notorious|infamous|infamously|creaky|rickety|embattled|beleaguered|"
    r"ambitious|audacious|daring|dramatically|staggering|spectacular|"
    r"spectacularly|disastrous|dismal|lackluster|lacklustre|woeful|abysmal|dire|bleak|grim|"
    r"heartbreaking|shameful|outrageous|ridiculous|absurd|laughable|stellar|phenomenal|"
    r"remarkable|remarkably|astonishing|astonishingly|jaw-dropping|mind-boggling|"
    r"breathtaking|lavish|paltry|meager|meagre|hefty|whopping|mere|merely|sluggish|"
    r"scathing|blistering|crushing|humiliating|embarrassing|troubled|ailing|"
    r"long-suffering|hapless)\b"
    r"|\b(?:a|an|another)\s+(?:(?:major|big|huge|massive|severe|serious|significant|heavy|"
    r"crushing|fresh|further)\s+)?(?:blow|setback|boon|coup|snub|embarrassment|fiasco|debacle|"
    r"triumph|masterstroke)\s+(?:to|for)\b",
    re.IGNORECASE,
)
"""The writer's verdict: an evaluative adjective or adverb, ``a major blow to``."""
_NAMED_SOURCE_RX = re.compile(
    r"\b(?!(?:He|She|They|It|We|Some|Many|Most|Others|Analysts|Experts|Critics|Observers|"
    r"Economists|Sources|Officials|People|Investors|Researchers|Scientists)\b)"
    r"[A-Z][\w.'\u2019-]*\s+(?:also\s+|has\s+|had\s+)?(?:said|says|told|tells|wrote|writes|argued|argues|"
    r"believes|believed|thinks|thought|added|noted|admitted|admits|warned|predicted|predicts|expects|expected|"
    r"estimated|estimates|called|described|reported|reports|announced|stated|claimed)\b"
    r"|\b(?:[Aa]ccording to|[Ss]aid|[Ss]ays|[Tt]old)\s+(?:the\s+|a\s+)?[A-Z]"
)
"""A named source kept in the claim: ``Yellen said``, ``NASA announced``, ``according to the
Fed``, ``..., said Aaron Kohli``: the claim is reported speech, attributed."""


_FRAME_RX = re.compile(
    r"^(?:(?:And|But|Yet|So),?\s+)?(?:By|On|In|Under)\s+(?:(?:nearly|almost|virtually|just "
    r"about)\s+)?(?:every|any|all|most|many|some|several|whatever|each)\s+(?:[a-z-]+\s+){0,2}?"
    r"(?P<kind>metrics?|measures?|measurements?|standards?|yardsticks?|definitions?|"
    r"reckonings?|criteri(?:a|on)|benchmarks?|accounts?|estimates?)\b",
    re.IGNORECASE,
)
"""A fact framed by the yardstick it is judged by: ``By every relevant metric, Trump's totals
were some of the narrowest ...`` (an argument), ``By most accounts, ...`` (says who?)."""
_VIRTUE_RX = re.compile(
    r"^(?P<subject>(?!The\s)[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){1,3})\s+(?:is|was|has\s+been|"
    r"remains|remained)\s+(?:(?:a|an)\s+)?(?:(?:truly|deeply|highly|very|most|so)\s+)?"
    r"(?:dedicated|devoted|tireless|passionate|committed|selfless|visionary|inspiring|"
    r"inspirational|caring|compassionate|hard-?working|well-respected|respected|beloved|"
    r"admired|generous|humble|principled|fearless|courageous|heroic)\b"
    r"(?!\s+(?:to|by|for|with|in|as|at|on)\b)"
)
"""A person praised for a virtue (``Lynn Kessler is dedicated public servant``, ``... was a
tireless advocate for ...``): a tribute, not a fact to check; not the verb (``was dedicated
to Bertha Faber``, ``is respected by``)."""


_IMPUTED_RX = re.compile(
    r"\b(?:(?P<factive>knows|realizes|realises|understands)|suspects|senses|wants|hopes|"
    r"fears)\s+(?:(?:full\s+well|well|only\s+too\s+well)\s+)?that\b"
)
"""A mind read in the present (``Schiff also knows that voters have ...``): the writer's
account of what someone has in mind, a motive nobody stated. A hope, want or fear is one
only of a person (``_person_subject``): a company's or agency's (``Boeing hopes that``,
``The WHO fears that``) is its stated stance (code review 16, S2)."""
_SUBJECT_END_RX = re.compile(
    r"(?P<subject>(?:\b[Tt]he\s+|\b[Aa]n?\s+)?(?:[\w.'\u2019&-]+\s+){0,3}?[\w.'\u2019&-]+)\s+"
    r"(?:(?:[a-z]+ly|" + "|".join(SUBJECT_ADVERBS) + r")\s+)*$"
)
_PRONOUN_PERSONS = frozenset({"he", "she", "i", "we"})


def _person_subject(before: str) -> bool:
    """The words before a mind verb end in a person: a pronoun (he, she), a person's
    2-4-word name (``Adam Schiff``), or ``the``/``a`` and a person's role (``The senator``);
    not a one-word name (``Boeing``), an acronym (``The WHO``) or an organisation noun."""
    found = _SUBJECT_END_RX.search(before)
    if found is None:
        return False
    words = found.group("subject").split()
    last = words[-1]
    if last.lower() in _PRONOUN_PERSONS:
        return True
    if words[0].lower() in ("the", "a", "an"):
        return last.lower() in PERSON_ROLES
    name = " ".join(w for w in words if w[:1].isupper())
    return bool(name) and person_like(name)
_REPORTED_RX = re.compile(
    r"\b(?:said|says|told|tells|wrote|writes|according to|added|stated|testified|"
    r"admitted|acknowledged|explained|argued|claimed)\b"
)
"""A reporting verb: the mind is the speaker's own account (``Smith said he knows that``)."""


def judgement_reason(claim: str) -> Judgement | None:
    """Why ``claim`` states a judgement as fact (see module), or ``None``."""
    outside = QUOTED_RX.sub(" ", claim)
    frame = _FRAME_RX.match(outside)
    if frame is not None:  # before the source test: "By every metric, Trump's totals ..."
        return "hedged" if frame.group("kind").lower().startswith(("account", "estimate")) \
            else "opinion"
    virtue = _VIRTUE_RX.match(outside)
    if virtue is not None and person_like(virtue.group("subject")):
        return "opinion"  # "Lynn Kessler is dedicated public servant": a tribute
    if not _REPORTED_RX.search(outside) and any(
            found.group("factive") or _person_subject(outside[: found.start()])
            for found in _IMPUTED_RX.finditer(outside)):  # fmt: skip
        return "opinion"  # "Adam Schiff knows that voters ...": the writer reads a mind
    if _NAMED_SOURCE_RX.search(outside):
        return None
    purpose = _PURPOSE_RX.sub(lambda m: m.group()[: -len("could")] + "would", outside)
    if _SPECULATION_RX.search(purpose) or _BELIEF_RX.search(outside):
        return "hedged"
    if any(not _named(outside, m) and not _noun_head(outside, m)
           for m in _VERDICT_RX.finditer(outside)):  # fmt: skip
        return "opinion"
    if opinion_word(outside) is not None or attributive_word(outside) is not None:
        return "opinion"  # "is a complicated beast": a lexicon-scored evaluation (opinion.py)
    if essay_opinion(outside):
        return "opinion"  # "it is fanciful to imagine", "so closely aligned ... that" (essay.py)
    return None


def _named(text: str, match: re.Match[str]) -> bool:
    """A verdict word inside a name (``Remarkable Pictures``, ``the Grim Fandango``): in
    capitals within the claim, or first with a capitalised word after it."""
    if not match.group()[0].isupper():
        return False
    following = text[match.end() :].split(maxsplit=1)
    return match.start() > 0 or bool(following and following[0][:1].isupper())


_ARTICLE_BEFORE_RX = re.compile(r"\b(?:a|an|the)\s+(?:[a-z][\w-]*\s+){0,2}$", re.IGNORECASE)
_PHRASE_AFTER_RX = re.compile(r"\s*(?:\.?$|(?:at|in|on|of|for|from|by|with|held|staged)\b)")


def _noun_head(text: str, match: re.Match[str]) -> bool:
    """A verdict word used as the noun of its phrase (``a nighttime spectacular at
    Disneyland Park``): an article before it and a preposition or the end after it, so it
    names a kind of show, not the writer's verdict on one (``a spectacular failure``)."""
    before = _ARTICLE_BEFORE_RX.search(text[: match.start()])
    return (before is not None and _PHRASE_AFTER_RX.match(text, match.end()) is not None
            and not any(is_finite_verb(w) for w in before.group().split()[1:]))  # fmt: skip
