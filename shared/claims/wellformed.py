"""The grammar check on a claim as written: one sentence with a subject and a finite verb.

The gates before it judge the source sentence and the rewrite's words; this one reads the
finished claim, after every rewrite (splits, resolved names, an added ``(as of ...)``), and
refuses what no longer reads as a sentence:

- ``after_stop``: text after the full stop (``... with the Stars." (as of ...).``, ``...
  2019. . ``): the added words sit outside the sentence;
- ``two_sentences``: the claim reads as more than one sentence;
- ``unterminated``: it does not end as a sentence does (a cut: ``... building in``, or a
  conjunction before the stop: ``... an Italian film released in 1986 and.``);
- ``no_finite_verb``: its main clause has no finite verb (the tail of a list cut off its
  sentence: ``Kazakhstan's Air Astana and a third undisclosed buyer.``); a word the
  ``lemminflect`` lexicon knows only as an adjective or noun (``undisclosed``) is no verb;
- ``no_subject``: a fronted ``Regarding``/``According to`` phrase runs into the verb with no
  subject between (``Regarding MagSafe's introduction ... halved ...``).

``written_reason(claim)`` names the first defect, or ``None``.
"""

from __future__ import annotations

import re
from typing import Literal

from shared.claims.residue import verbless
from shared.claims.verbs import is_finite_verb
from shared.text.sentences import split_sentences

__all__ = ["WrittenReason", "written_reason"]

WrittenReason = Literal[
    "after_stop", "two_sentences", "unterminated", "no_finite_verb", "no_subject"
]

_AFTER_STOP_RX = re.compile(r"[.!?][\"'\u201d\u2019]*\s+(?:\(|[.!?]\s*$)")
"""A stop followed by a parenthesis or a second stop: words written after the sentence."""
_END_RX = re.compile(r"[.!?][\"'\u201d\u2019)]*$")
_OPEN_END_RX = re.compile(
    r"(?<![\w.])(?:and|or|but|nor|the|a|an|of|to|with|by|for|from|in|on|at|as|than|that|"
    r"along)[.!?]$"
)
"""A conjunction, article or preposition before the stop (or ``along``, left of ``along with
B``): the sentence was cut."""
_FRONTED_RX = re.compile(
    r"^(?:Regarding|Concerning|Considering|Including|Excluding|Following|According to|"
    r"As for|As to|As regards|With regard to|With respect to)\s+([^,]+)$"
)
"""A fronted phrase that cannot hold the subject; without a comma it swallows it."""
_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")


def _no_subject(claim: str) -> bool:
    """``claim`` opens with a ``_FRONTED_RX`` phrase whose words run into a finite verb
    before any comma: the phrase took the subject's place."""
    head = claim.split(",", 1)[0]
    found = _FRONTED_RX.match(head.rstrip(".!?"))
    if found is None:
        return False
    return any(is_finite_verb(word) for word in _WORD_RX.findall(found.group(1)))


def written_reason(claim: str) -> WrittenReason | None:
    """Why ``claim``, as written, is not one well-formed sentence (module docstring)."""
    text = claim.strip()
    if _AFTER_STOP_RX.search(text):
        return "after_stop"
    if not _END_RX.search(text) or _OPEN_END_RX.search(text):
        return "unterminated"
    if len(split_sentences(text)) > 1:
        return "two_sentences"
    if verbless(text):
        return "no_finite_verb"
    if _no_subject(text):
        return "no_subject"
    return None
