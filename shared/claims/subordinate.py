"""A subordinate clause still open at a coordinating ``and``: its verbs are its own subject's.

``The theft took place at noon on May 2 when a woman entered Harbor Museum and took a
painting`` was split at ``and`` and the second verb given to the main clause's subject:
``The theft took a painting``. A verb phrase after ``and`` continues the nearest open clause:
here the ``when`` clause, whose subject is ``a woman``. ``open_subordinate(left)`` tells that
the text before the ``and`` ends inside such a clause: a subordinator (``when``, ``after``,
``as``, ``because``, ``while`` ...) at the top level, followed by a subject of its own and a
finite verb, with no comma closing it. The splitter then does not give the conjunct to the
main subject (the sentence stays whole; the later gates judge it as one).

The other way round: ``When she arrived in 2010, the company employed 30 people and sold
its products ...`` took ``When she`` for the subject (the words before the first verb) and
wrote ``When she sold its products ...``. ``subordinate_subject(subject)`` tells that a
subject so read opens with a subordinator: it is no subject, and the splitter leaves the
sentence whole.
"""

from __future__ import annotations

import re

from shared.claims.clauses import top_level
from shared.claims.verbs import is_finite_verb, is_verb, opens_verb_phrase, past_verb

__all__ = ["open_subordinate", "subordinate_subject"]

_SUBORDINATOR_RX = re.compile(
    r"(?:^|(?<=\s))(?:[Ww]hen|[Ww]henever|[Aa]fter|[Aa]s|[Bb]ecause|[Ww]hile|[Bb]efore|[Ss]ince|"
    r"[Uu]ntil|[Oo]nce|[Aa]lthough|[Tt]hough|[Ww]hereas|[Ii]f|[Uu]nless)\s+"
)
_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")


def open_subordinate(left: str) -> bool:
    """``left`` ends inside a subordinate clause with a subject of its own (``... when a
    woman entered Harbor Museum``): the clause's first word is no verb (not ``after
    entering``), a finite verb follows it, and no comma or semicolon closes the clause."""
    found = [m for m in _SUBORDINATOR_RX.finditer(left) if top_level(left, m.start())]
    if not found:
        return False
    clause = left[found[-1].end() :]
    if "," in clause or ";" in clause:
        return False  # "When she arrived, the CEO met staff and ...": the main clause's
    words = _WORD_RX.findall(clause)
    if len(words) < 2 or (words[0].islower() and is_verb(words[0])):
        return False  # "after entering the museum and ...": no subject of its own
    return any(w.islower() and (is_finite_verb(w) or opens_verb_phrase(w) or past_verb(w))
               for w in words[1:])  # fmt: skip


def subordinate_subject(subject: str) -> bool:
    """``subject`` (the words before a clause's first verb) opens with a subordinator
    (``When she``, ``After the war``): the subordinate clause's, not the main clause's."""
    found = _SUBORDINATOR_RX.match(subject)
    return found is not None and found.start() == 0
