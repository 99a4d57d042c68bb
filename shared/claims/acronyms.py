"""Acronyms a page defines, written out in the claims that use them.

A page introduces its own abbreviations once (``Async Task Framework (ATF)``, ``the Screen
Actors Guild (SAG)``, ``Named Binary Tag (NBT)``) and then writes the bare letters. A claim
read away from the page needs the definition: its first use of such an acronym is written
as the page defines it (``ATF uses AWS SQS`` -> ``Async Task Framework (ATF) uses AWS
SQS``). Acronyms the page does not define (``NASA``, ``FBI``) are left as written. A
house style writing an acronym read as a word in lower case (``Sars`` for the South African
Revenue Service, which a reader takes for the virus) is read the same way.
"""

from __future__ import annotations

import re

__all__ = ["acronym_definitions", "expand_acronyms"]

_DEFINED_RX = re.compile(
    r"((?:[\w\u00c0-\u024f'\u2019&-]+(?:,|(?<=Inc)\.|(?<=Ltd)\.|(?<=Co)\.|(?<=Corp)\.)?\s+){1,9})\(([A-Z]{2,6}|[A-Z][a-z]{2,5})\)"
)
"""Up to nine words before a parenthesised acronym: the definition is found within them
(a company's ``Inc.`` or ``Ltd.`` is one of its words: ``American Freedom Mortgage, Inc.
(AFM)``). The acronym is in capitals or, as some house styles write one read as a word, a
capital and lower case (``South African Revenue Service (Sars)``, ``(Nasa)``): its letters
must still be the definition's initials, one word each."""
_AFTER_RX = re.compile(
    r"(?<![\w-])([A-Z]{2,6}|[A-Z][a-z]{2,5}) \(((?:[A-Z][\w\u00c0-\u024f'\u2019&-]*,? ?){2,9})\)"
)
"""An acronym followed by its full name in parentheses (``NCT (Northern California
TRACON)``, ``AFM (American Freedom Mortgage)``): the whole parenthesised name defines it."""
_TITLE_TAIL_RX = re.compile(r"\s*\([^()]*\)\s*$")
"""A Wikipedia title's disambiguation (``Economic Development Board (South Australia)``)."""
_JOINERS = frozenset({"of", "and", "for", "the", "on", "in", "to", "&"})


def _definition(words: list[str], acronym: str) -> str | None:
    """The shortest tail of ``words`` whose initials spell ``acronym`` (joiners skipped
    where needed: ``Bureau of Alcohol, Tobacco, Firearms and Explosives`` for ``ATF`` keeps
    the whole name from its first capitalised word)."""
    letters = acronym.lower()
    for start in range(len(words) - 1, -1, -1):
        tail = words[start:]
        initials = [w[0].lower() for w in tail if w.lower().strip(",") not in _JOINERS]
        if len(initials) < len(letters) or tail[0].lower() in _JOINERS:
            continue
        if "".join(initials) == letters:
            return " ".join(tail).rstrip(",")
        spelled = iter(initials)  # letters in order among the initials, first letter first
        if initials[0] == letters[0] and all(c in spelled for c in letters) and all(
            w[:1].isupper() or w.lower().strip(",") in _JOINERS for w in tail
        ):
            while start > 0 and (words[start - 1][:1].isupper() or (
                    words[start - 1] in _JOINERS and start > 1 and words[start - 2][:1].isupper())):
                start -= 1  # "Bureau of Alcohol, ...": the name from its first word
            return " ".join(words[start:]).rstrip(",")
    return None


def acronym_definitions(text: str, title: str = "") -> dict[str, str]:
    """``{acronym: definition}`` for each acronym ``text`` first defines in parentheses,
    either way round (``Full Name (ABC)``, ``ABC (Full Name)``); and the ``title``'s own
    initials when the page uses them (``The EDB was formed`` under ``Economic Development
    Board (South Australia)``, ``The TS1000 was`` under ``Timex Sinclair 1000``)."""
    out: dict[str, str] = {}
    for found in _AFTER_RX.finditer(text):
        acronym, words = found.group(1), found.group(2).split()
        if _definition(words, acronym) == " ".join(words).rstrip(","):
            out.setdefault(acronym, " ".join(words).rstrip(","))
    name = _TITLE_TAIL_RX.sub("", title).strip()
    words = name.split()
    initials = "".join(w if w.isdigit() else w[0] for w in words
                       if w.lower() not in _JOINERS and (w[:1].isupper() or w.isdigit()))
    if len(words) >= 2 and len(initials) >= 2 and initials.isupper() and re.search(
            rf"(?<![\w-]){initials}(?![\w-])", text):
        out.setdefault(initials, name)
    for found in _DEFINED_RX.finditer(text):
        acronym = found.group(2)
        if acronym in out:
            continue
        definition = _definition(found.group(1).split(), acronym)
        if definition is not None and len(definition.split()) >= 2:
            out[acronym] = definition
    return out


def expand_acronyms(claim: str, definitions: dict[str, str]) -> str:
    """``claim`` with the first use of each acronym the page defines written as defined."""
    for acronym, definition in definitions.items():
        if f"({acronym})" in claim or definition.lower() in claim.lower():
            continue
        found = re.search(rf"(?<![\w-]){acronym}(?![\w-])", claim)
        if found is not None:
            claim = f"{claim[: found.start()]}{definition} ({acronym}){claim[found.end() :]}"
    return claim
