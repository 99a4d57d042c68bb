"""How two names of one graph compare: folded keys, one entity under two spellings, and one
name inside another's title (``The Room`` in ``Inside the Room``)."""

from __future__ import annotations

import re
from functools import lru_cache

from lemminflect import getAllLemmas

from shared.claims.persons import given_name
from shared.facts.relations import DEMONYMS

__all__ = ["common_phrase", "name_inside", "name_key", "numbered_line", "opening_description",
           "same_entity", "sequel_pair"]

_SMALL = {"the", "of", "a", "an", "and", "&", "de", "da", "von", "van"}


@lru_cache(maxsize=65536)
def name_key(name: str) -> str:
    """A name folded for comparison: lower case, no articles or punctuation."""
    words = re.findall(r"[\w']+", name.lower())
    return " ".join(w for w in words if w not in _SMALL)


@lru_cache(maxsize=65536)
def same_entity(a: str, b: str) -> bool:
    """``Christopher Nolan`` and ``Christopher Edward Nolan`` (all of one name's words in
    the other, at least two of them, the first and last words the same: ``Scott Howell``
    is not ``Lida Scott Howell``) or equal folded names."""
    ka, kb = name_key(a), name_key(b)
    if not ka or not kb:
        return False
    if ka == kb:
        return True
    la, lb = ka.split(), kb.split()
    small, big = (la, lb) if len(la) <= len(lb) else (lb, la)
    return (len(small) >= 2 and set(small) <= set(big) and small[0] == big[0]
            and small[-1] == big[-1])  # fmt: skip


_SEQUEL = re.compile(r"^(?:\s*:|\s+(?:ii|iii|iv|2|3|4|part\b))", re.I)


def name_inside(a: str, b: str) -> bool:
    """Whether one name holds the other (``The Room`` in ``Inside the Room``): the longer
    page "mentions" the shorter by its own title, which links nothing. A sequel's title
    (``X II``, ``X: Part 2``) does name its original."""
    ka, kb = name_key(a), name_key(b)
    short, long = sorted((ka, kb), key=len)
    if not short or short == long or short not in long:
        return False
    return not (long.startswith(short) and _SEQUEL.match(long[len(short):]))


def sequel_pair(a: str, b: str) -> bool:
    """Whether one title is the other's sequel by its name (``The Hunger Games`` and ``The
    Hunger Games: Mockingjay – Part 2``, ``X`` and ``X II``): the title gives the order of
    their releases, so no document is needed to say which came first. A kind in brackets
    (``The Hunger Games (film)``) is no part of the name."""
    ka, kb = (re.sub(r"\s*\([^()]*\)$", "", name).strip().casefold() for name in (a, b))
    short, long = sorted((ka, kb), key=len)
    return bool(short) and short != long and long.startswith(short) and bool(
        _SEQUEL.match(long[len(short) :])
    )


_FUNCTION = _SMALL | {"in", "on", "at", "for", "to", "with", "from", "by", "or"}


@lru_cache(maxsize=65536)
def common_phrase(name: str) -> bool:
    """Whether a name is made only of common English words (``Navy Nurse``, ``The Dark
    Knight``): a page may write them as words, not as the name (``she served as a Navy
    Nurse``). A given name (``Jack Spring``) or a word outside the lexicon (``Boeing``)
    makes it a proper name."""
    words = [w for w in re.findall(r"[\w']+", name) if w.lower() not in _FUNCTION]
    return bool(words) and all(
        w.isalpha() and not given_name(w) and bool(getAllLemmas(w.lower())) for w in words
    )


def _common(word: str) -> bool:
    return word.isalpha() and bool(getAllLemmas(word.lower()))


@lru_cache(maxsize=65536)
def opening_description(name: str) -> bool:
    """Whether a claim's leading "name" is a description its sentence's start capitalised
    (``First German language edition``: an ordinal, a nationality and a kind noun): its first
    word a common English word and no given name, and every later word a small word, a
    nationality or a lower-case common word; or its head (last word) a lower-case common
    word. A later capitalised word (``The Golden Hour``, ``Early Bird Records``), a word
    outside the lexicon (``Le Nouveau monde``), a number (``Route 66``) or a name's possessive
    (``Strange Mercy's cover art``) makes it a name, or a phrase a name anchors."""
    words = re.findall(r"[\w'’-]+", name)
    if len(words) < 2 or not _common(words[0]) or given_name(words[0]) or words[0].isupper():
        return False
    if any(w[:1].isupper() and w.endswith(("'s", "’s")) for w in words):
        return False  # "Strange Mercy's cover art": a description of what a name holds
    if words[-1][:1].islower() and _common(words[-1]):
        return True  # "... language edition", "... stadium": a kind noun heads it
    return all(w.lower() in _FUNCTION or w in DEMONYMS or (w[:1].islower() and _common(w))
               for w in words[1:])  # fmt: skip


_ORDINAL_TITLE = re.compile(r"(?:,\s*|\s+)(?:the\s+)?\d+(?:st|nd|rd|th)\s+(.+)$", re.I)
"""A title held in a numbered line: ``Michael Addison, 3rd Viscount Addison``."""
_REGNAL = re.compile(r"^(.+?)\s+[IVXL]+\b(.*)$")
"""A regnal number: ``Louis XIV of France``, ``Pope Pius IX``."""


@lru_cache(maxsize=65536)
def _line(name: str) -> str:
    found = _ORDINAL_TITLE.search(name)
    if found is not None:
        return "title:" + name_key(found.group(1))
    found = _REGNAL.match(name.strip())
    if found is not None:
        return "regnal:" + name_key(found.group(1) + found.group(2))
    return ""


def numbered_line(a: str, b: str) -> bool:
    """Whether two names are numbered holders of one line (``2nd Viscount Addison`` and
    ``3rd Viscount Addison``; ``Louis XIV of France`` and ``Louis XV of France``): the
    numbers order their births, deaths and terms, so no document is needed to answer."""
    line = _line(a)
    return bool(line) and line == _line(b)
