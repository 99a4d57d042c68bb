"""How two names of one graph compare: folded keys, one entity under two spellings, and one
name inside another's title (``The Room`` in ``Inside the Room``)."""

from __future__ import annotations

import re
from functools import lru_cache

from lemminflect import getAllLemmas

from shared.claims.persons import given_name

__all__ = ["common_phrase", "name_inside", "name_key", "numbered_line", "same_entity"]

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
