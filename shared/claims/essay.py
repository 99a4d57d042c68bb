"""An essay's or analysis's evaluation written as fact, by its form rather than its words.

``judgement.py`` and ``opinion.py`` find a verdict word; an essay argues in constructions
whose words alone are neutral (issue 15, found on analysis pages nobody tuned on).
``essay_opinion(claim)`` is true for one of these forms outside quotes:

- the writer weighing a thought: ``it is fanciful / absurd / naive / hard / tempting to
  imagine / believe / overstate ...``;
- a comparison of attitude: ``X are as bewitched by Y as ...``, ``as wary of ... as``
  (an attitude word between ``as`` and ``as``; ``as tall as`` is a measure and stays);
- a degree and its result: ``X is so closely aligned with Y that ...``, ``paranoia ran so
  attractive that ...`` (not ``so that``, a purpose; not ``so far``, ``so many``,
  ``so-called``; not a measure's degree, ``so late that``: ``LEANING``);
- the writer's evaluative verb or manner: ``lionised``, ``derided``, ``blithely``,
  ``vilified``, ``much-vaunted``;
- a perception or feeling with a bare abstract object and no speaker of that word:
  ``Michelle Obama sees despair in ...`` (the reporter's word for what she sees; not ``the
  Fed sees unemployment falling``, a forecast, nor ``sees the Barry family join``, nor
  ``Homer feels guilty``, an adjective: a state the story tells).
"""

from __future__ import annotations

import re

from shared.claims.opinion import word_score
from shared.claims.quoted import QUOTED_RX

__all__ = ["LEANING", "essay_opinion"]

_WEIGHING_RX = re.compile(
    r"\b(?:fanciful|absurd|naive|na\u00efve|hard|difficult|impossible|tempting|foolish|"
    r"silly|easy|wrong|mistaken|fair)\s+to\s+(?:imagine|believe|overstate|overestimate|"
    r"exaggerate|understate|underestimate|conceive|picture|fathom|think|suppose|assume)\b",
    re.IGNORECASE,
)
_ATTITUDE_RX = re.compile(
    r"\bas\s+(?:\w+ly\s+)?(?:bewitched|enamou?red|obsessed|besotted|smitten|enthralled|"
    r"captivated|infatuated|beholden|hostile|suspicious|wary|fond|dismissive|contemptuous|"
    r"deluded|blind|hypnoti[sz]ed|mesmeri[sz]ed|spellbound|addicted|devoted|in thrall)\b"
    r"(?:\s+[\w'\u2019-]+){0,8}?\s+as\b",
    re.IGNORECASE,
)
_DEGREE_RX = re.compile(
    r"\bso\s+(?!(?:far|long|much|many|few|little|called|named|that|as|on|forth|to|too|"
    r"the|a|an)\b)(?:([a-z]+ly)\s+)?([a-z]+)(?:\s+[\w'\u2019-]+){0,6}?\s+that\b"
)
"""``so closely aligned with Y that``: a degree (an adverb, or a word leaning for or
against) and its result; ``so late that``, ``so high that`` measure and stay."""
LEANING = 0.3
"""Least lexicon polarity, strictly exceeded, of a degree's word without an adverb
(``attractive`` 0.8, ``expensive`` 0.5; ``late`` 0.3, ``high`` 0.16, ``loud`` 0.1)."""
_WRITER_RX = re.compile(
    r"\b(?:lioni[sz]ed|lioni[sz]es?|blithely|derided|derides?|much-vaunted|vaunted|fabled|"
    r"mythologi[sz]ed|romanti[cs]i[sz]ed|demoni[sz]ed|vilified|glorified|naively|"
    r"na\u00efvely|wil?fully|breezily|cavalierly|smugly|shamelessly|foolishly|"
    r"cynically)\b",
    re.IGNORECASE,
)
_PERCEPTION_RX = re.compile(
    r"\b[A-Z][\w.'\u2019-]*\s+(?:sees|saw|feels|felt|senses|sensed|perceives|perceived|"
    r"fears?|feared|feel|sense|perceive)\s+"
    r"(?!(?:that|it|him|her|them|this|us|me|you|no|nothing)\b)([a-z]+)"
    r"(?=\s*(?:[.,;:!?]|$|\b(?:in|among|across|at|for|after|since|over|about|ahead|from|"
    r"on|everywhere|around)\b))"
)
"""``sees despair in ...``: a bare lower-case object (no article, no number) of a
perception, not followed by a verb of its own (``sees unemployment falling``)."""


def essay_opinion(claim: str) -> bool:
    """True when ``claim`` states an essay's evaluation in one of the module's forms."""
    text = QUOTED_RX.sub(" ", claim)
    perceived = _PERCEPTION_RX.search(text)
    if (perceived is not None and not perceived.group(1).endswith("ing")
            and word_score(perceived.group(1)) == (0.0, 0.0)):  # fmt: skip
        return True  # "sees despair"; "feels guilty" (an adjective) is a state told
    for degree in _DEGREE_RX.finditer(text):
        if degree.group(1) or word_score(degree.group(2))[1] > LEANING:
            return True
    return any(rx.search(text) for rx in (_WEIGHING_RX, _ATTITUDE_RX, _WRITER_RX))
