"""How two names of one graph compare: folded keys, one entity under two spellings, and one
name inside another's title (``The Room`` in ``Inside the Room``)."""

from __future__ import annotations

import re
from functools import lru_cache

from lemminflect import getAllLemmas

from shared.claims.persons import given_name

__all__ = ["common_phrase", "name_inside", "name_key", "same_entity"]

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
