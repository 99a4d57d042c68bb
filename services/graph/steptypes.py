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
    "COMPARISON_RX",
    "CONCLUDE_OPENER_RX",
    "HYPOTHESIS_RX",
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

_CAUSAL = (
    r"because|implies|imply|implied|implying|therefore|thus|hence|consequently|"
    r"as\s+a\s+result|which\s+means|this\s+means|meaning\s+that|due\s+to|given\s+that|"
    r"suggests?|suggesting|indicates?|indicating|so\s+that|it\s+follows"
)
COMPARISON_RX = re.compile(
    r"\b(?:compared|compare[sd]?|comparing|comparison|versus|vs\.?|whereas|"
    r"(?:more|less|higher|lower|greater|fewer|larger|smaller|older|younger|earlier|later|"
    r"bigger|longer|shorter|faster|slower|taller|cheaper|richer|better|worse)\s+than|"
    r"outnumber(?:s|ed)?|exceed(?:s|ed)?)\b",
    re.IGNORECASE,
)
"""Cues of a comparison between facts."""

HYPOTHESIS_RX = re.compile(
    r"\b(?:maybe|might|could|perhaps|possibly|presumably|suppose|supposing|"
    r"assume[sd]?|assuming|hypothesi[sz]e)\b",
    re.IGNORECASE,
)
"""Cues of a speculative statement."""

REASONING_WORDS = re.compile(rf"\b(?:{_CAUSAL})\b", re.IGNORECASE)
"""Causal and inferential words; with the comparison and hypothesis cues they bar evidence."""

RETRIEVE_RX = re.compile(
    r"^\W*(?:search|query|action|visit|open|fetch|browse)\s*:|"
    r"\b(?:search(?:ed|ing)?|look(?:ed|ing)?\s+up|query(?:ing)?|googl(?:e|ed|ing)|"
    r"bing(?:ed)?)\s+(?:for|on|online|the\s+web|the\s+internet|google|bing)\b|"
    r"\b(?:let\s+me|i\s*(?:'ll|will|need\s+to|should|must|am\s+going\s+to))\s+"
    r"(?:search|look\s+up|visit|open|browse|query|fetch|check\s+the\s+(?:page|site|website|url))\b|"
    r"\b(?:visit(?:ed|ing)?|open(?:ed|ing)?|fetch(?:ed|ing)?|brows(?:e|ed|ing)|"
    r"navigat(?:e|ed|ing)\s+to|go(?:ing)?\s+to)\s+<?https?://",
    re.IGNORECASE,
)
"""Cues of a thought that issues a search or visits a URL."""

_NEUTRAL_RX = re.compile(
    r"\b(?:(?:does|do|did)\s*(?:not|n't)\s+(?:mention|say|address|discuss|cover|specify)|"
    r"no\s+(?:information|mention|details?|data)|not\s+mentioned|unrelated|irrelevant|"
    r"unclear|see\s+also|silent\s+on)\b",
    re.IGNORECASE,
)
_CONTRADICTS_RX = re.compile(
    r"(?:\b(?:not|never|no\s+longer|neither|nor|den(?:y|ies|ied)|contrary|contradict\w*|"
    r"refut\w*|disput\w*|however|false|incorrect|untrue|debunk\w*|reject\w*)\b|n't\b)",
    re.IGNORECASE,
)


def stance_of(context: str) -> Stance:
    """The stance of a citation given the words it qualifies (see the module docstring)."""
    if _NEUTRAL_RX.search(context):
        return "neutral"
    if _CONTRADICTS_RX.search(context):
        return "contradicts"
    return "supports"


def classify(text: str, *, cited: bool, last: bool) -> StepType:
    """The step type of one thought; ``last`` marks the final segment before the answer."""
    if last or CONCLUDE_OPENER_RX.search(text):
        return "conclude"
    comparison = COMPARISON_RX.search(text) is not None
    hypothesis = HYPOTHESIS_RX.search(text) is not None
    if cited and not (comparison or hypothesis or REASONING_WORDS.search(text)):
        return "evidence"
    if RETRIEVE_RX.search(text):
        return "retrieve"
    if comparison:
        return "comparison"
    if hypothesis:
        return "hypothesis"
    return "reason"
