"""The spec's STEP-TYPE rules and citation stance, as word lists and one precedence.

Precedence is the order the spec lists the types in, first match wins:

1. ``conclude``   the thought comes from the last segment before the answer (all of its
   per-citation copies, so copies of one bullet never disagree), or it opens with
   *overall*, *in summary*, *in conclusion*, *therefore*, *thus*, *hence*, *to sum up* ...
2. ``evidence``   it carries one citation and no reasoning word (``REASONING_WORDS``:
   the causal and inferential words, plus every comparison and hypothesis cue, since a
   compared or conjectured fact is not a plain extract).
3. ``retrieve``   it issues a search or a URL visit ("searching for", "let me look up",
   "visit https://...", "Search: ...").
4. ``comparison`` compared, versus, "higher than" and other "<comparative> than".
5. ``hypothesis`` maybe, might, could, perhaps, possibly, presumably, suppose, assume.
6. ``reason``     anything else.

Stance (``supports`` / ``contradicts`` / ``neutral``) is a surface heuristic over the
words a citation qualifies (its clause, see ``splitter.Piece.context``): a clause that says
the source is silent or off-topic ("does not mention", "no information", "unrelated")
is ``neutral``; one with a negation, denial or contrast cue ("not", "n't", "never",
"denied", "contrary", "however", "refuted", "disputed", "false") is ``contradicts``:
the source is cited against the claim the sentence argues with, typically the
question's premise (Meta did *not* move to Austin [8]); every other citation
``supports`` its thought.
"""

from __future__ import annotations

import re
from typing import Final

from shared.messages.graphs import Stance, StepType

__all__ = [
    "COMPARATIVES",
    "COMPARISON_WORDS",
    "CONCLUDE_OPENER_RX",
    "CONTRADICTS_WORDS",
    "HYPOTHESIS_WORDS",
    "REASONING_PHRASES",
    "REASONING_WORDS",
    "RETRIEVE_RX",
    "RULES_VERSION",
    "classify",
    "stance_of",
]

RULES_VERSION: Final = "graph-rules-1"
"""Version of these rules (and the splitter's); recorded in the generation config θ."""

CONCLUDE_OPENER_RX = re.compile(
    r"^\W*(?:overall|in\s+summary|in\s+conclusion|to\s+conclude|to\s+summari[sz]e|"
    r"to\s+sum\s+up|in\s+short|therefore|thus|hence)\b",
    re.IGNORECASE,
)
"""Openers that make any thought a conclusion."""

_WORD_RX = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")

REASONING_WORDS: Final = frozenset(
    {"because", "implies", "imply", "implied", "implying", "therefore", "thus", "hence",
     "consequently", "suggest", "suggests", "suggesting", "indicate", "indicates",
     "indicating"}
)  # fmt: skip
"""Causal and inferential words; with the comparison and hypothesis cues they bar evidence."""

REASONING_PHRASES: Final = frozenset(
    {("as", "a", "result"), ("which", "means"), ("this", "means"), ("meaning", "that"),
     ("due", "to"), ("given", "that"), ("so", "that"), ("it", "follows")}
)  # fmt: skip
"""Multi-word reasoning cues."""

COMPARISON_WORDS: Final = frozenset(
    {"compared", "compare", "compares", "comparing", "comparison", "versus", "vs", "whereas",
     "outnumber", "outnumbers", "outnumbered", "exceed", "exceeds", "exceeded"}
)  # fmt: skip
"""Cues of a comparison between facts."""

COMPARATIVES: Final = frozenset(
    {"more", "less", "higher", "lower", "greater", "fewer", "larger", "smaller", "older",
     "younger", "earlier", "later", "bigger", "longer", "shorter", "faster", "slower",
     "taller", "cheaper", "richer", "better", "worse"}
)  # fmt: skip
"""Words that make a comparison when ``than`` follows ("higher than"); not rather/other."""

HYPOTHESIS_WORDS: Final = frozenset(
    {"maybe", "might", "could", "perhaps", "possibly", "presumably", "suppose", "supposing",
     "assume", "assumes", "assumed", "assuming", "hypothesise", "hypothesize"}
)  # fmt: skip
"""Cues of a speculative statement."""

RETRIEVE_RX = re.compile(
    r"^\W*(?:search|query|action|visit|open|fetch|browse)\s*:|"
    r"\b(?:search(?:ed|ing)?|look(?:ed|ing)?\s+up|query(?:ing)?|googl(?:e|ed|ing)|"
    r"bing(?:ed)?)\s+(?:for|on|online|the\s+web|the\s+internet|google|bing)\b|"
    r"\b(?:let\s+me|i\s*(?:'ll|will|need\s+to|should|must|am\s+going\s+to))\s+"
    r"(?:search|look\s+up|visit|open|browse|query|fetch|check\s+the\s+(?:page|site|website|url))\b|"
    r"\b(?:visit(?:ed|ing)?|open(?:ed|ing)?|fetch(?:ed|ing)?|brows(?:e|ed|ing)|"
    r"navigat(?:e|ed|ing)\s+to|go(?:ing)?\s+to)\s+<?https?://"
)
"""Cues of a thought that issues a search or visits a URL (matched on lower-cased text)."""

_RETRIEVE_TRIGGERS = frozenset(
    {"search", "searched", "searching", "look", "looked", "looking", "query", "querying",
     "google", "googled", "googling", "bing", "binged", "visit", "visited", "visiting", "open",
     "opened", "opening", "fetch", "fetched", "fetching", "browse", "browsed", "browsing",
     "navigate", "navigated", "navigating", "go", "going", "action"}
)  # fmt: skip
"""Words without which ``RETRIEVE_RX`` cannot match (a cheap filter before the regex)."""

_NEUTRAL_RX = re.compile(
    r"\b(?:(?:does|do|did)\s*(?:not|n't)\s+(?:mention|say|address|discuss|cover|specify)|"
    r"no\s+(?:information|mention|details?|data)|not\s+mentioned|unrelated|irrelevant|"
    r"unclear|see\s+also|silent\s+on)\b"
)
_NEUTRAL_TRIGGERS = frozenset(
    {"mention", "mentioned", "say", "address", "discuss", "cover", "specify", "information",
     "details", "detail", "data", "unrelated", "irrelevant", "unclear", "also", "silent"}
)  # fmt: skip
CONTRADICTS_WORDS: Final = frozenset(
    {"not", "never", "neither", "nor", "deny", "denies", "denied", "contrary", "however",
     "false", "incorrect", "untrue"}
)  # fmt: skip
"""Negation, denial and contrast cues of a contradicting citation."""

_NO_LONGER: Final = frozenset({("no", "longer")})
_CONTRADICTS_PREFIXES = ("contradict", "refut", "disput", "debunk", "reject")


def _words(text: str) -> list[str]:
    return _WORD_RX.findall(text.lower().replace("\u2019", "'"))


def _has_phrase(words: list[str], phrases: frozenset[tuple[str, ...]]) -> bool:
    firsts = {phrase[0] for phrase in phrases}
    if firsts.isdisjoint(words):
        return False
    for i, word in enumerate(words):
        if word in firsts and any(
            tuple(words[i : i + len(phrase)]) == phrase for phrase in phrases if phrase[0] == word
        ):
            return True
    return False


def _is_comparison(words: list[str], vocab: set[str]) -> bool:
    if not vocab.isdisjoint(COMPARISON_WORDS):
        return True
    if "than" not in vocab:
        return False
    return any(w == "than" and words[i - 1] in COMPARATIVES for i, w in enumerate(words) if i)


def stance_of(context: str) -> Stance:
    """The stance of a citation given the words it qualifies (see the module docstring)."""
    words = _words(context)
    vocab = set(words)
    if not vocab.isdisjoint(_NEUTRAL_TRIGGERS) and _NEUTRAL_RX.search(" ".join(words)):
        return "neutral"
    if not vocab.isdisjoint(CONTRADICTS_WORDS) or _has_phrase(words, _NO_LONGER):
        return "contradicts"
    if any(w.endswith("n't") or w.startswith(_CONTRADICTS_PREFIXES) for w in vocab):
        return "contradicts"
    return "supports"


def classify(text: str, *, cited: bool, last: bool) -> StepType:
    """The step type of one thought; ``last`` marks the final segment before the answer."""
    if last or CONCLUDE_OPENER_RX.search(text):
        return "conclude"
    words = _words(text)
    vocab = set(words)
    comparison = _is_comparison(words, vocab)
    hypothesis = not vocab.isdisjoint(HYPOTHESIS_WORDS)
    reasoning = not vocab.isdisjoint(REASONING_WORDS) or _has_phrase(words, REASONING_PHRASES)
    if cited and not (comparison or hypothesis or reasoning):
        return "evidence"
    if not vocab.isdisjoint(_RETRIEVE_TRIGGERS) and RETRIEVE_RX.search(text.lower()):
        return "retrieve"
    if comparison:
        return "comparison"
    if hypothesis:
        return "hypothesis"
    return "reason"
