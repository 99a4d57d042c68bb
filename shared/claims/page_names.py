"""What a page says about its own words, read once per document (``PageNames``): which
capitalised words it writes as names mid-sentence and which words end its persons' names.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from lemminflect import getAllLemmas

from shared.claims.persons import given_name

__all__ = ["FUNCTION_WORDS", "PageNames", "english"]

_PERSON_RX = re.compile(
    r"(?P<title>\b(?:President|Minister|Senator|Sen\.|Rep\.|Gov\.|Governor|Mayor|Judge|Justice|"
    r"Chancellor|CEO|[Cc]hief|[Cc]oach|[Qq]uarterback|[Dd]irector|"
    r"[Ss]pokes(?:man|woman|person)|Secretary|General|Gen\.|Col\.|Capt\.)\s+)?"
    r"\b(?P<first>[A-Z][a-z\u00c0-\u024f'\u2019-]+(?:[A-Z][a-z]+)?)\s+(?=(?:[A-Z]\.\s+)?"
    r"(?P<last>[A-Z][a-z\u00c0-\u024f-]+)\b)"
)
"""``Benjamin Netanyahu``, ``Prime Minister Narendra Modi``: a first name (or a title) and a
last name."""
_PLACE_RX = re.compile(
    r"\b(?:in|at|near|outside|across|throughout)\s+([A-Z][\w\u00c0-\u024f-]+)(?![\w'\u2019])"
)
"""A name after a locative preposition (``in London``): a place, never a surname."""

FUNCTION_WORDS = frozenset(
    """a an the of and or to in on at for with by from as vs but if when while after before
    this that these those it its he she his her they their we our you your i my there here
    some many most all each every no not one two three four five six seven eight nine ten
    what which who whom whose where how why mr mrs ms dr prof st""".split()  # noqa: SIM905
)

@dataclass(frozen=True, slots=True)
class PageNames:
    """What the page says about its own words, read once per document."""

    text: str
    """The page's text (reference markers cut)."""
    entity: str | None = None
    """The page's main entity (``main_entity``), a name by construction."""
    dated: bool = False
    """The page states a publication date: it tells of its own time, so its events need a
    time and its claims a value."""
    _capitalised: Counter[str] = field(default_factory=Counter)
    _lower: Counter[str] = field(default_factory=Counter)
    _surnames: set[str] = field(default_factory=set)

    @classmethod
    def read(cls, text: str, *, entity: str | None = None, dated: bool = False) -> PageNames:
        """The page's capitalised mid-sentence words and the last words of its persons (a
        word the page also writes after ``in``/``at`` is a place: ``Trinity College London``)."""
        capitalised = Counter(re.findall(r"(?<=[a-z,;] )([A-Z][\w\u00c0-\u024f'\u2019-]*)", text))
        lower = Counter(re.findall(r"(?<=[a-z,;] )([a-z][\w\u00c0-\u024f'\u2019-]*)", text))
        surnames: set[str] = set()
        for match in _PERSON_RX.finditer(text):
            first, last = match.group("first"), match.group("last")
            if first.lower() in FUNCTION_WORDS or last.lower() in FUNCTION_WORDS:
                continue
            if last.endswith("s") and english(last):
                continue  # "Charlotte Hornets": a team, not a person
            if given_name(first) or match.group("title") or not (english(first) or english(last)):
                surnames.add(last)  # "Benjamin Netanyahu", "coach Frank Vogel", "LeBron James"
        places = _PLACE_RX.findall(text)
        return cls(text, entity, dated, capitalised, lower, surnames - set(places))

    def proper(self, word: str, *, initial: bool) -> bool:
        """``word`` is (part of) a name: capitalised inside a claim, or, opening it, written
        capitalised mid-sentence on the page more often than not, or no English word."""
        if not word[:1].isupper() or word.lower() in FUNCTION_WORDS:
            return False
        if not initial or (word.isupper() and len(word) > 1):
            return True
        if not english(word):
            return True  # "Yersinia", "Netanyahu"
        return self._capitalised[word] > self._lower[word.lower()]  # "China", not "Health care"

    def surname(self, word: str) -> bool:
        """``word`` ends a person's name on the page (``Netanyahu``, ``Parise``)."""
        return word in self._surnames


@lru_cache(maxsize=65536)
def english(word: str) -> bool:
    """``word`` (any case) is in ``lemminflect``'s English lexicon."""
    return bool(getAllLemmas(word.lower().removesuffix("'s").removesuffix("\u2019s")))
