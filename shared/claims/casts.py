"""A cast list cut into one claim per person: ``X stars A, B and C``.

Film, television and music pages name their casts in one sentence: ``The Prestige stars
Scarlett Johansson, Michael Caine, Piper Perabo, Andy Serkis, and Rebecca Hall.``, ``The
Legs of Dolores was directed by Géza von Cziffra and starring Germaine Damar, Claus
Biederstaedt and Ruth Stephan.``. Such a sentence bundles one fact per person (and the
one before ``and starring``). ``cast_claims(claim)`` returns them, each entailed by the
sentence: ``The Prestige stars Scarlett Johansson.``, ``The Legs of Dolores was directed
by Géza von Cziffra.``, ``The Legs of Dolores starred Germaine Damar.``.

Only when every listed item is a person's name (capitalised words, with name particles
such as ``von`` or ``de`` and initials): a role (``stars Taron Egerton as Eddie``), a
trailing phrase (``in the lead roles``, ``among others``) or an ``or`` leaves the claim
whole, for ``compound`` to judge.
"""

from __future__ import annotations

import re

from shared.claims.clauses import subject_of
from shared.claims.verbs import PARTICIPLES, is_finite_verb

__all__ = ["cast_claims", "is_person_name", "split_names"]

_CAST_RX = re.compile(
    r"^(?P<head>[A-Z\"\u201c].*?)(?P<join>,?\s+and)?\s+"
    r"(?P<verb>stars|starred|starring|co-stars|co-starred|co-starring|features|featured|"
    r"featuring)\s+(?P<items>[A-Z][^;:()]*?)\.?$"
)
_VERB = {"starring": "starred", "co-starring": "co-starred", "featuring": "features"}
"""A participle's finite form: ``starring`` is ``starred`` (its stem is the span's, which the
entailment check reads by: ``stars`` was never entailed by ``starring``), a work's cast
being told in the past as a film's page tells it (``Blood Bath starred Sid Haig.``)."""
_SPLIT_RX = re.compile(r",\s+(?:and\s+)?|\s+and\s+")
_PARTICLES = frozenset({"von", "van", "de", "der", "den", "da", "di", "du", "del", "della",
                        "la", "le", "bin", "al", "el", "dos", "das", "y", "ter", "zu"})  # fmt: skip
_NAME_WORD_RX = re.compile(r"^(?:[A-Z][\w'\u2019.-]*|[A-Z]\.|\"[A-Z][\w'.-]*\")$")


_PARENTHESES_RX = re.compile(r"\s*\([^()]*\)")
_COPULA_RX = re.compile(r"^\s+(?:is|was|are|were)\s")
_EMBEDDED_RX = re.compile(r"\b(?:who|which|that|whose|with|in|on|about|for|of)\s")
"""Words that open a phrase of another thing inside the head (``a film about a man``,
``an actor who appeared in``): the cast may be that thing's, not the subject's."""


def split_names(items: str) -> list[str]:
    """The items of a list of names (``A, B and C``, ``A, B, and C``), stripped."""
    return [i.strip() for i in _SPLIT_RX.split(items) if i.strip()]


def is_person_name(item: str) -> bool:
    """``item`` reads as a person's name: two to five words, capitalised or particles,
    the first and last capitalised (``Géza von Cziffra``, ``Richard X. Slattery``)."""
    words = item.split()
    if not 2 <= len(words) <= 5:
        return False
    if not (_NAME_WORD_RX.match(words[0]) and _NAME_WORD_RX.match(words[-1])):
        return False
    return all(_NAME_WORD_RX.match(w) or w in _PARTICLES for w in words)


def _subject(head: str) -> str | None:
    """What the cast belongs to: the subject of ``head`` when it has a verb (``The Legs of
    Dolores was directed by ...``), else ``head`` itself when it is a short title."""
    words = head.split()
    if any(is_finite_verb(w) for w in words[1:]):
        subject = subject_of(head)
        if subject is None:
            return None
        rest = head[len(subject) :]
        if not _COPULA_RX.match(rest) or _EMBEDDED_RX.search(rest):
            return None  # "Jacob appeared in a film starring ...": the cast is the film's
        return subject
    if len(words) <= 8 and not head.endswith((",", ":")):
        return head
    return None


def cast_claims(claim: str) -> list[str]:
    """One claim per listed person and one for the clause before ``and starring`` (see
    module); ``[claim]`` when the list is not all names."""
    found = _CAST_RX.match(claim.strip())
    if found is None:
        return [claim]
    head = found.group("head").strip()
    items = split_names(found.group("items"))
    if not items or not all(is_person_name(i) for i in items) or " or " in found.group("items"):
        return [claim]
    last = head.split()[-1].strip(",").lower()
    if last in PARTICIPLES or last.endswith("ed") or last in ("and", "or"):
        return [claim]  # "written, directed and starring Woody Allen": shared, malformed
    subject = _subject(head.rstrip(","))
    if subject is None or not subject[:1].isupper():
        return [claim]
    subject = _PARENTHESES_RX.sub("", subject)  # "Charley's Aunt (German: ...)"
    verb = _VERB.get(found.group("verb"), found.group("verb"))
    out = [f"{head.rstrip(',')}."] if subject != head.rstrip(",") else []
    out += [f"{subject} {verb} {item}." for item in items]
    return out
