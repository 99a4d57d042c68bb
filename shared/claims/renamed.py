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

from shared.claims.openers import OPENERS_PLURAL
from shared.claims.persons import given_name
from shared.claims.verbs import is_finite_verb

__all__ = ["lengthened_name", "renamed_description"]

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


_RUN_RX = re.compile(r"(?<![\w&.'\u2019-])[A-Z][\w&.'\u2019-]*(?:\s[A-Z][\w&.'\u2019-]*)*")
"""A run of capitalised words one space apart (``Acme Norway``): one name as written."""
_OPENERS = OPENERS_PLURAL
"""Capitalised function words that open a sentence before a name (``In Europe``)."""


def _runs(text: str) -> list[tuple[tuple[str, ...], str, str]]:
    """The name runs of ``text`` as word tuples, a possessive and an opening function word
    cut (``In Acme's`` -> ``("Acme",)``), with the words before and after each (its place)."""
    out = []
    for found in _RUN_RX.finditer(text):
        words = [re.sub(r"(?:'s|\u2019s|'|\u2019|\.)$", "", w) for w in found.group().split()]
        while words and words[0] in _OPENERS:
            words = words[1:]
        if words:
            before = " ".join(text[: found.start()].split()[-2:])
            after = " ".join(re.sub(r"^(?:'s|\u2019s|'|\u2019)", "", text[found.end() :])
                             .split()[:2])
            out.append((tuple(words), before, after))
    return out


_SUFFIXES = frozenset({"Jr", "Sr", "II", "III", "IV"})
"""A person's generational suffix: a name completed with it is the same person's."""


def _inside(words: tuple[str, ...], other: tuple[str, ...]) -> bool:
    """``words`` are ``other``'s words in order with more after or among them (``Acme`` in
    ``Acme Norway``, ``Acme Airlines`` in ``Acme Norway Airlines``), not only in front
    (``Force`` in ``Wichita Force``: the short name written whole, ``Carlineo`` in
    ``Patrick W. Carlineo Jr.``), nor a given name completed (``Mark`` -> ``Mark Ciardi``)."""
    while len(other) > 1 and other[-1] in _SUFFIXES:
        other = other[:-1]
    if len(other) <= len(words) or other[-len(words) :] == words:
        return False
    if len(words) == 1 and other[0] == words[0] and given_name(words[0]):
        return False
    at = 0
    for word in other:
        if at < len(words) and word == words[at]:
            at += 1
    return at == len(words)


def _modified_noun(word: str) -> bool:
    """``word`` is a lower-case noun a name modifies (``group`` of ``Acme group``), not a
    verb or a function word (``Acme said``, ``Acme and``)."""
    return (re.fullmatch(r"[a-z][a-z-]{2,}", word) is not None and word not in _NOT_NOUNS
            and not is_finite_verb(word))


def lengthened_name(claim: str, span: str) -> bool:
    """A name modifying a noun in ``span`` (``Acme group``, ``Acme's fleet``) is gone from
    ``claim`` and written before the same noun with more words after or inside it (``In
    Europe, Acme Norway's fleet``, ``an Acme Norway group``): the rewrite named another
    thing, wherever the description sits and whatever opens it. A name the claim still
    writes as the span does (``The house was sold by Mann`` -> ``The Thomas Mann House was
    sold by Mann``) and a short name written whole (``Squire Creek has`` -> ``Squire Creek
    Country Club has``) are kept."""
    written = _runs(claim)
    kept = {words for words, _, _ in written}
    runs = _runs(span)
    own = {words for words, _, _ in runs}  # a run the span writes itself is no rewrite's
    for words, _, after in runs:
        noun = after.split()[0] if after else ""
        if words in kept or not _modified_noun(noun):
            continue  # "Squire Creek has ...": a short name written whole is the same thing
        for other, _, other_after in written:
            if (other not in own and other_after.split()[:1] == [noun]
                    and _inside(words, other)):
                return True
    return False
