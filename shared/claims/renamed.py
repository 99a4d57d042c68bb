"""A named description the rewrite renamed: ``the Acme group`` written ``the Acme Norway group``.

A definite description whose head already carries a name (``The Acme group, including
affiliates in ...``, ``The Brigade motto``) names its thing by that name. A rewrite that
puts a longer page name in its place (``The Acme Norway group``, the page's topic) or a
shorter one names another thing: the group is not its Norwegian arm. ``renamed_description
(claim, span)`` tells that a ``the <Name> <noun>`` of the span comes back in the claim with
the same noun and a name that holds the span's name and more words after or inside it, or
fewer of them. A name completed in front, as a short name is written whole (``the Force's
home games`` -> ``the Wichita Force's home games`` on the Wichita Force page: the same
team), and a name completed elsewhere (``Falteisek was drafted`` -> ``Steve Falteisek was
drafted``: no description) are no concern of this check.
"""

from __future__ import annotations

import re

from shared.claims.verbs import is_finite_verb

__all__ = ["renamed_description"]

_NAME = r"[A-Z][\w&.'\u2019-]*(?:\s+[A-Z][\w&.'\u2019-]*){0,3}"
_DESCRIPTION_RX = re.compile(
    rf"(?<![\w-])[Tt]he\s+(?P<name>{_NAME})\s+(?P<noun>[a-z][a-z-]{{2,}})\b")
_NOT_NOUNS = frozenset({
    "and", "or", "but", "nor", "of", "in", "on", "at", "to", "for", "from", "with", "by", "as",
    "that", "which", "who", "whose", "has", "had", "have", "is", "was", "are", "were", "will",
    "would", "can", "could", "may", "might", "should", "must", "did", "does", "not", "also",
    "been", "into", "than", "then", "after", "before", "since", "when", "while",
})  # fmt: skip


def _descriptions(span: str) -> list[tuple[str, str]]:
    """The ``the <Name> <noun>`` descriptions of ``span`` as (name, noun)."""
    out = []
    for found in _DESCRIPTION_RX.finditer(span):
        noun = found.group("noun")
        if noun in _NOT_NOUNS or is_finite_verb(noun):
            continue  # "The Breakers were dissolved": a name, then its verb
        out.append((found.group("name"), noun))
    return out


def renamed_description(claim: str, span: str) -> bool:
    """A ``the <Name> <noun>`` of ``span`` is written in ``claim`` with the same noun and a
    longer name holding its words, not as its end (``the Acme group`` -> ``the Acme Norway
    group``), or a shorter one (``the Acme Norway group`` -> ``the Acme group``)."""
    for name, noun in _descriptions(span):
        if re.search(rf"(?<![\w-])[Tt]he\s+{re.escape(name)}\s+{re.escape(noun)}\b", claim):
            continue  # written as the span writes it
        words = name.split()
        for found in re.finditer(rf"(?<![\w-])[Tt]he\s+(?P<other>{_NAME})\s+{re.escape(noun)}\b",
                                 claim):
            other = found.group("other").split()
            if other == words:
                continue
            longer = all(w in other for w in words) and other[-len(words) :] != words
            shorter = all(w in words for w in other)
            if longer or shorter:
                return True
    return False
