"""A comparison the graph's own source question already asks, in other words.

A HotpotQA record is public with its answer: ``Who is the oldest, Sid Haig or Vic
Darchinyan?`` (HotpotQA sample) answers ``Who was born first, Vic Darchinyan or Sid Haig?``,
and ``who is older, Maria Sharapova or Chanda Rubin?`` (judge10 hotpot_D) answers ``Who was
born first, Chanda Rubin or Maria Sharapova?`` (a reviewer's note on items_base #35). The
word-for-word check misses both: the subjects and the relation are the same, the words are
not. A draft ordering subjects (``first``, ``more``, ``lived``) is such a repeat when the
source question names every option and asks an order (a comparative or ``first``) in words
of the draft's relation (``older`` for births, ``larger`` for populations; any ordering
word for the dates of works and bodies). A source asking something else of the same two
(``Both Never Cry Wolf and Big Hero 6 films were released by what label?``) is not.
"""

from __future__ import annotations

import re

from services.qagen.whole_words import holds_word
from shared.llm.replies import QADraft
from shared.metrics.normalize import normalize_answer

__all__ = ["SOURCE_FACTS", "asks_the_source"]

SOURCE_FACTS = "qagen: the graph's source question asks the same subjects by the same relation"
"""Skip reason of a draft the source question asks in other words."""

_ORDER = re.compile(
    r"\b(?:first|earlier|earliest|before|after|older|oldest|younger|youngest|elder|eldest|"
    r"later|latest|newer|newest|more|most|larger|largest|bigger|biggest|longer|longest|"
    r"less|fewer|smaller|smallest)\b"
)
"""An order asked (normalised text: lower case, no punctuation)."""

_DATED = r"\b(?:first|earlier|earliest|before|after|older|oldest|later|latest|newer|newest)\b"
_RELATION_WORDS: dict[str, re.Pattern[str]] = {
    "born": re.compile(r"\b(?:born|birth|older|oldest|younger|youngest|elder|eldest|age)\b"),
    "died": re.compile(r"\b(?:died|die|dies|death)\b"),
    "lifespan": re.compile(r"\b(?:lived|live|life|longer)\b"),
    "population": re.compile(r"\b(?:population|populous|people|residents|inhabitants)\b"),
    "records_sold": re.compile(r"\b(?:sold|sales|records)\b"),
}
"""Words of a relation in a question; a relation not listed (the date a work came out, a
body was founded, a term began) is asked by any ordering word of dates (``_DATED``)."""


def asks_the_source(source: str, draft: QADraft) -> bool:
    """Whether ``source`` (the graph's log question) asks ``draft``'s subjects by its
    relation: every option named and an order asked in the relation's words."""
    computed = draft.computed
    if computed.get("op") not in ("first", "more", "lived"):
        return False
    options = [normalize_answer(computed[k]) for k in ("a", "b", "c") if computed.get(k)]
    asked = normalize_answer(source)
    if len(options) < 2 or not all(
        o and holds_word(asked, o) for o in options
    ):
        return False
    if _ORDER.search(asked) is None:
        return False
    words = _RELATION_WORDS.get(computed.get("relation", ""))
    return (words or re.compile(_DATED)).search(asked) is not None
