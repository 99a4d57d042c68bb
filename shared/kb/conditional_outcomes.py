"""What the outcome of an ``If <condition>, <outcome>.`` sentence lets a question ask.

"What happens if …?" needs an outcome that states a consequence of its own; "What should I
do if …?" one that gives a remedy. Neither fits an outcome that is a rhetorical question,
a pointer at other text, a remark on how things feel, or the premise said again.
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas

from shared.kb.terms import content_terms

__all__ = ["instruction", "outcome_refusal", "rejoin"]

_ELSEWHERE = re.compile(r"\b(?:above|this (?:guide|page|section|tutorial|article)|"
                        r"the (?:next|previous) (?:section|page|step))\b", re.IGNORECASE)
_ASIDE = re.compile(r"^(?:it|this|that)(?: (?:might|may|could|can|will|would))? "
                    r"(?:feel|feels|seem|seems|look|looks|appear|appears|sound|sounds)\b|"
                    r"^you(?:'ll| will| might| may| can)? (?:realize|notice|see|find|discover) "
                    r"that\b|\bhas you covered\b", re.IGNORECASE)
_HYPOTHETICAL = re.compile(r"\bwould\b(?!\s+(?:like|prefer|rather)\b)", re.IGNORECASE)
"""A "would" of a hypothetical; not the wish of "you would like to" / "would prefer"."""
_NOT_A_VERB_NEXT = frozenset({"is", "are", "was", "were", "will", "can", "may", "must",
                              "should", "has", "have", "of", "and", "or"})


def outcome_refusal(condition: str, outcome: str) -> str | None:
    """Why a conditional's outcome answers no question (None when it does): a rhetorical
    question ("Why not check out the blog tutorials?"), a pointer at other text ("define all
    of the above"), a remark on how things feel ("It might feel redundant …"), or the
    premise said again (no two words of its own); or a hypothetical condition ("if it
    would …", not the wish "if you would like to …")."""
    said = outcome.strip()
    if said.endswith("?") or re.match(r"^(?:why not|how about|what about)\b", said, re.I):
        return "outcome_is_a_question"
    if _ELSEWHERE.search(said):
        return "outcome_points_elsewhere"
    if _ASIDE.search(said) and (_ASIDE.match(said) or "covered" in said.lower()):
        return "outcome_is_an_aside"
    if _HYPOTHETICAL.search(condition):
        return "hypothetical_condition"  # "If Material would bundle all font files": a
        # design's road not taken, no case a user is in
    if len(content_terms(said) - content_terms(condition)) < 2:
        return "outcome_repeats_condition"
    return None


def instruction(outcome: str) -> bool:
    """The outcome opens with a verb's base form and goes on with its object ("run
    cibuildwheel --clean-cache", "Delete the folder"): a remedy, asked with "What should I
    do if", never "What happens if". Not "output goes to …", "cache is …": a noun followed
    by its verb."""
    words = outcome.split()
    if len(words) < 2:
        return False
    first, second = words[0].lower(), words[1].lower()
    if first not in getAllLemmas(first).get("VERB", ()) or first.endswith(("ing", "ed")):
        return False
    if second in _NOT_A_VERB_NEXT:
        return False
    inflected = getAllLemmas(second).get("VERB", ())
    return not (inflected and second not in inflected and second.endswith("s"))


_CLAUSE_START = re.compile(r", (?=(?:you|we|I|it|this|that|the|a|an|your)\b)")


def rejoin(condition: str, outcome: str) -> tuple[str, str]:
    """Split an ``If …`` sentence at the comma that ends its condition: "If you want to
    align a column to the left, center or right, you can use …" was cut at the list's first
    comma (outcome "center or right, you can use …"); the condition takes the words up to
    the comma before the clause's subject. An outcome that opens with its own subject is
    kept as cut."""
    if re.match(r"^(?:you|we|I|it|this|that|the|a|an|your|[A-Z]\w*\s+(?:is|are|will|can|"
                r"may|must|should))\b", outcome) or not outcome[:1].islower():
        return condition, outcome
    found = _CLAUSE_START.search(outcome)
    if found is None or found.start() > 120 or instruction(outcome) or re.search(
            r"\b(?:for example|for instance|e\.g|such as)\b", outcome[:found.start()], re.I):
        return condition, outcome  # ", for example, you …": an aside, not the condition
    return f"{condition}, {outcome[:found.start()]}", outcome[found.end():]
