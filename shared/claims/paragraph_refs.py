"""A pronoun inside an encyclopedic sentence whose claim does not name the paragraph's subject.

An encyclopedic paragraph (a Wikipedia page, a HotpotQA paragraph) is about one subject,
and a ``he``/``she``/``his``/``her`` in its later sentences usually means that subject: in
``At the age of twelve Henry Theodore Tuckerman wrote about one of his paintings`` (the
*Joseph Alexander Ames* paragraph) ``his`` is Ames's, and ``In 2010 the band Snow Patrol
invited her ...`` (*Rita Redshoes*) is about the singer. Copied whole, the sentence reads
alone as if the pronoun meant a person it names (``his`` = Tuckerman's own paintings) or
no one at all. The decontextualiser writes out only a pronoun that opens the sentence; a
pronoun further in is kept when the claim names the paragraph's subject (``Erich Zoddel was
sentenced ... for his actions``), and otherwise the claim is dropped
(``paragraph_pronoun``): ``Ty Hunter replaced Spencer when he left`` on *The Originals*
(who left, and from what group?) tells nothing a reader holding only the claim can check.
On a paragraph whose subject is no person (no first name opens it: a band, a school), a
``his``/``her`` agreeing with the person the claim opens with is that person's and is
kept (``Gary Lightbody wrote most of his lyrics ...`` on *Snow Patrol*).

Read only for pages that state no publication date (news has its own tests of pronouns).
"""

from __future__ import annotations

import re

from shared.claims.persons import given_name, name_gender

__all__ = ["paragraph_pronoun"]

_PERSON_PRONOUN_RX = re.compile(r"\b(?:he|she|him|his|her|hers|himself|herself)\b")
"""A third-person personal pronoun in lower case (inside the sentence, not opening it)."""
_QUOTED_RX = re.compile(r"\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d")


def paragraph_pronoun(claim: str, entity: str | None) -> bool:
    """``claim`` holds a personal pronoun and does not name the paragraph's subject
    ``entity`` (module docstring); ``False`` when the subject is unknown."""
    if not entity:
        return False
    pronouns = set(_PERSON_PRONOUN_RX.findall(_QUOTED_RX.sub(" ", claim)))
    if not pronouns:
        return False
    return not _names(claim, entity) and not _own_person(claim, entity, pronouns)


_OPENING_NAME_RX = re.compile(r"(?:[A-Z][\w'\u2019.-]*\s+){0,3}[A-Z][\w'\u2019.-]*")
_AGREEING = {"male": {"his", "himself"}, "female": {"her", "hers", "herself"}}
"""The possessive and reflexive pronouns of each gender: a ``he``/``she``/``him`` may be
anyone's (``Ty Hunter replaced Spencer when he left``), so none of them is counted."""


def _own_person(claim: str, entity: str, pronouns: set[str]) -> bool:
    """The paragraph's subject is no person (no first name opens it: ``Snow Patrol``,
    ``Eton College``), and the claim opens with a person's name whose gender its every
    pronoun agrees with (``Gary Lightbody wrote most of his lyrics ...``): the pronoun is
    that person's, and the claim reads alone."""
    words = entity.removeprefix("The ").split()
    if not words or given_name(words[0]):
        return False
    opening = _OPENING_NAME_RX.match(claim)
    if opening is None:
        return False
    genders = {name_gender(w) for w in opening.group().split()} - {None}
    if len(genders) != 1:
        return False
    gender = genders.pop()
    return gender is not None and pronouns <= _AGREEING[gender]


def _names(claim: str, entity: str) -> bool:
    """``claim`` names ``entity``: its first and last words (``Harold Edward Ensley`` for
    ``Harold Ensley``), quotes aside (``HMS "Illustrious"``), or all its capitalised words
    (``Michigan State Spartans`` of ``1993 Michigan State Spartans football team``), or the
    name before an ``of`` that places it (``Gothabhaya`` for ``Gothabhaya of Anuradhapura``)."""
    words = {w.strip(".") for w in re.findall(r"[\w'\u2019.&-]+", _bare(claim))}
    name = _bare(re.sub(r"\s*\([^()]*\)", "", entity)).removeprefix("The ").strip()
    own = name.split(" of ")[0].split()
    parts = [w.strip(".") for w in name.split()]
    capitalised = {w for w in parts if w[:1].isupper()}
    if not parts:
        return True
    return ({parts[0], parts[-1]} <= words or (bool(capitalised) and capitalised <= words)
            or (len(own) < len(parts) and set(own) <= words))


def _bare(text: str) -> str:
    """``text`` with its possessive endings cut (``The Kid's No Good`` -> ``The Kid No
    Good``), alike in the claim and the subject's name."""
    return re.sub(r"['\u2019]s\b", "", text)
