"""Groups of the per-claim gates of the rule extractor (``rules``), each checked in a fixed
order; ``rules`` decides where each group runs.

``shape_reason``: the claim is no single well-formed fact (two facts, several results, a
garbled or broken phrase, a judgement, a bare demonstrative or quotation, an unsourced
share, a dangling pronoun, a residue). ``reference_reason``: the claim leans on the page
for what it is about (a description of an earlier line, an epithet, a subject or speaker named by an
indefinite role only, an unnamed subject, an event with no year, a pronoun of the other
gender).
"""

from __future__ import annotations

import re

from shared.claims.anaphora import Mentions, epithet, pointing_back
from shared.claims.atomic import life_bundle
from shared.claims.compound import compound
from shared.claims.dangling import claim_defect
from shared.claims.fragments import broken_fragment
from shared.claims.frames import garbled
from shared.claims.judgement import judgement_reason
from shared.claims.page_reliant import bare_quotation, demonstrative_subject, unsourced_share
from shared.claims.residue import residue_reason
from shared.claims.role_only import ROLE_ONLY, role_only
from shared.claims.roles import several_results
from shared.claims.subjects import POINTING_CAPS_RX, described_subject, unnamed_subject
from shared.claims.timed_states import undated_event

__all__ = ["OTHER_GENDER", "reference_reason", "shape_reason"]


def shape_reason(claim: str, label: str | None = None) -> str | None:
    """Why ``claim`` is no single well-formed fact, checked in this order, or ``None``;
    ``label`` is the work a table row's claim is told of (named like a time: ``12:01``)."""
    if compound(claim) or life_bundle(claim):
        return "compound"  # two facts the splitter could not part
    if several_results(claim):
        return "multi_result"  # "A beat B behind C's 6-4 win and D's ..."
    if garbled(claim):
        return "garbled"  # "scored just three four times": which number?
    if broken_fragment(claim):
        return "broken_fragment"  # "BlackJack and Chess, there was ..."
    judged = judgement_reason(claim)
    if judged is not None:
        return judged  # "could have been part of", "the notoriously creaky"
    if demonstrative_subject(claim):
        return "demonstrative"  # "estimates that could be ...": that what?
    if bare_quotation(claim):
        return "bare_quotation"  # 'warned that there is "no room ..."': on what?
    if unsourced_share(claim):
        return "unsourced_statistic"  # "78 percent of Americans ...": says who?
    defect = claim_defect(claim)
    if defect is not None:
        return defect  # an emptied title, or a pronoun it does not name
    # a row's work may be named like a time ("12:01 PM"): not a clock time
    return residue_reason(claim if label is None else claim.replace(label, "X"))


def reference_reason(
    claim: str,
    *,
    body: str,
    seen: Mentions,
    entity: str | None,
    proper: frozenset[str],
    other: re.Pattern[str] | None,
) -> str | None:
    """Why ``claim`` (written from the sentence ``body``) leans on the page for what it is
    about, checked in this order, or ``None``: ``seen`` holds the page's words before the
    sentence, ``other`` the pronouns of the gender the sentence's subject is not."""
    if pointing_back(claim, seen) is not None:
        return "definite_description"  # "the tablets" of an earlier line
    if epithet(claim) is not None:
        return "epithet"  # "the French plane-maker": named before, not here
    if role_only(claim):
        return ROLE_ONLY  # "A California transit chief says ...", "..., a spokesman said"
    if unnamed_subject(claim, entity, proper):
        return "unnamed_subject"  # "Many users reported ...": who, where?
    continued = _CONTINUED_RX.match(body) and claim.startswith("The ")
    if described_subject(claim) or POINTING_CAPS_RX.search(claim) or continued:
        return "definite_description"  # "The response MUST contain ..."
    if undated_event(claim):
        return "undated_event"  # "... after the military takeover."
    if other is not None and other.search(claim):
        return "dangling_reference"  # "[She] didn't realize how famous he"
    return None


OTHER_GENDER = {
    "she": re.compile(r"\b(?:he|him|his)\b"), "her": re.compile(r"\b(?:he|him|his)\b"),
    "he": re.compile(r"\b(?:she|her|hers)\b"), "his": re.compile(r"\b(?:she|her|hers)\b"),
}  # fmt: skip
"""After a sentence's ``she`` is written as a name, a ``he`` in it is someone else."""


_CONTINUED_RX = re.compile(
    r"^(?:Additionally|Moreover|Furthermore|In addition|Also|Similarly|Likewise|Still|Yet|But|"
    r"And),?\s+the\s+[a-z]"
)
"""``Additionally, the levels of assistance ...``: a description that carries the sentence
before it on (its subject, the report's finding) even when a name follows in it."""
