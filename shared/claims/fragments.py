"""Claims that are pieces of a sentence, not a sentence: the source, or a cut, broke it.

HotpotQA's pre-split sentences and news text extraction sometimes start a sentence in the
middle of another, and a cut of a fronted clause at its first comma can leave the tail of
the clause's own list (``Although it was mostly a Game machine with games such as
Showdown, BlackJack and Chess, there was also BASIC programming ...`` read as ``BlackJack
and Chess, there was BASIC programming ...``). ``broken_fragment(claim)`` tells such a
piece by its shape, never by its words:

- a leading list remnant: a bare noun list (``A and B``, ``A, B or C``: no determiner, no
  preposition, no verb) before a comma and a clause of its own (``there was``, ``it is``,
  ``he said``): the list belongs to a sentence that is not here;
- no subject before the main verb: the claim opens on a finite auxiliary or copula
  (``Was born in ...``, ``Is a member of ...``) and asks nothing (no ``?``);
- an ordinal or superlative whose noun is cut off at the end (``Cher directed the third.``,
  ``Gumbo is the fourth.``, ``It was the largest.``): the noun it counts (segment, studio
  album) is in the sentence before or after, so the claim says nothing alone.

A list fronted with a preposition (``In Paris and London, the company opened stores``), a
fronted appositive (``The son of Montague and his wife, Romeo ...``) or a named subject
with an appositive after it (``Smith and Jones, the two founders, said ...``) is whole.
"""

from __future__ import annotations

import re

from shared.claims.verbs import is_finite_verb
from shared.text.ordinals import ordinal_alternation

__all__ = ["broken_fragment"]

_OPENERS = (
    r"In|On|At|By|For|From|With|Without|During|After|Before|Between|Among|Across|Under|"
    r"Over|Through|Since|Until|Of|To|Into|Near|Along|Around|Against|Beyond|Despite|Like|"
    r"Unlike|Besides|Both|Either|Neither|The|A|An|This|That|These|Those|Its|His|Her|Their|"
    r"Although|Though|While|When|Whereas|Because|As|If|Once|Whether"
)
"""Words that open a fronted phrase or a noun phrase of its own, not a bare list's item."""
_LIST_REMNANT_RX = re.compile(
    rf"^(?!(?:{_OPENERS})\b)(?P<items>[A-Z][\w'\u2019.-]*(?:\s+[A-Z0-9][\w'\u2019.-]*)*"
    r"(?:,\s+[A-Z0-9][\w'\u2019.-]*(?:\s+[A-Z0-9][\w'\u2019.-]*)*)*"
    r"\s+(?:and|or)\s+[A-Z0-9][\w'\u2019.-]*(?:\s+[A-Z0-9][\w'\u2019.-]*)*),\s+"
    r"(?P<clause>(?:there|it|he|she|they|this|these|those)\s+(?P<verb>[a-z][\w'\u2019]*))"
)
"""A list of bare names (each item capitalised: no article, no preposition, no verb) before
a comma and a clause opened by ``there`` or a pronoun and its verb."""
_NO_SUBJECT_RX = re.compile(
    r"^(?:Is|Was|Are|Were|Has|Had|Have|Does|Did)\s+(?:a|an|the|also|born|known|located|"
    r"based|used|one|not|[a-z]+ed)\b"
)
"""A sentence that opens on its finite auxiliary or copula, then a predicate (``Was born
in 1950``, ``Is a member of``): its subject is in the sentence before."""

_RANKS = (
    rf"{ordinal_alternation(12)}|"
    r"last|latest|largest|biggest|smallest|oldest|youngest|highest|lowest|longest|shortest|"
    r"tallest|earliest|greatest"
)
_CUT_ORDINAL_RX = re.compile(rf"\b(?:the|its|his|her|their|our)\s+(?:{_RANKS})[.!]?$")
"""A claim ending on a determiner and a bare ordinal or superlative: its noun was cut off."""
_RANK_RX = re.compile(rf"\b(?:{_RANKS})\b", re.IGNORECASE)
"""Any ordinal or superlative: an earlier one before its noun (``directed the first
segment while Cher directed the third``) names the noun the last one leaves out."""


def broken_fragment(claim: str) -> bool:
    """``claim`` is a piece of a sentence whose start is elsewhere (module docstring)."""
    if claim.rstrip().endswith("?"):
        return False
    found = _LIST_REMNANT_RX.match(claim)
    if found is not None and is_finite_verb(found.group("verb")):
        return True
    if (_CUT_ORDINAL_RX.search(claim.rstrip()) is not None
            and len(_RANK_RX.findall(claim)) == 1):
        return True
    return _NO_SUBJECT_RX.match(claim) is not None
