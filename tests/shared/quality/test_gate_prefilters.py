"""The cheap tests that let the judge's gates skip a regex scan change no verdict."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from shared.quality.gates import _FICTIONAL, _MODIFIER_END, _dangling_modifier, _fictional
from shared.quality.named_evidence import _names

_WORDS = st.sampled_from(
    ["first", "later", "Margaret", "Wilson", "novel", "published", "finally", "character",
     "fictional", "in", "a", "the", "J.", "B.", "John", "Bernard", "Handelsman", "co-",
     "1936", "mostly", "by", "Fictitious", "In-universe", "of", "is", "was", "from"]
)  # fmt: skip
_TEXT = st.lists(_WORDS, min_size=0, max_size=12).map(" ".join)


def _dangling_modifier_unfiltered(claim: str, span: str) -> str | None:
    """The gate as it read before the last-token test: the whole claim searched."""
    end = _MODIFIER_END.search(claim)
    if end is None or not span:
        return None
    tail = (end.group("before") + end.group("word")).split()
    pattern = r"\s+".join(map(re.escape, tail)) + r"\s+[a-z]"
    return end.group("word") if re.search(pattern, span) else None


@settings(max_examples=300)
@given(_TEXT, _TEXT, st.sampled_from(["", ".", " ."]))
def test_dangling_modifier_same_as_full_search(claim: str, span: str, end: str) -> None:
    """Searching only the claim's last token finds every adverb the whole-claim search does."""
    text = claim + end
    assert _dangling_modifier(text, span) == _dangling_modifier_unfiltered(text, span)


def test_dangling_modifier_still_fires() -> None:
    """The filtered check still catches ``... by Margaret Wilson first.`` of ``first published``."""
    claim = "The Able McLaughlins is a 1923 novel by Margaret Wilson first."
    span = "The Able McLaughlins is a 1923 novel by Margaret Wilson first published in 1923."
    assert _dangling_modifier(claim, span) == "first"


@settings(max_examples=300)
@given(_TEXT)
def test_fictional_same_as_full_search(text: str) -> None:
    """The word test before ``_FICTIONAL`` drops no match."""
    want = _FICTIONAL.search(text)
    got = _fictional(text)
    assert (got.group() if got else None) == (want.group() if want else None)


def _names_unfiltered(text: str, name: str) -> bool:
    """``_names`` without its test that every needed word is in the text."""
    from shared.quality.named_evidence import _GAP, _fold, _same_word

    asked, words = _fold(name), _fold(text)
    if not asked:
        return False
    for start, word in enumerate(words):
        if not _same_word(asked[0], word):
            continue
        at, ok = start, True
        for part in asked[1:]:
            nxt = next((j for j in range(at + 1, min(at + 2 + _GAP, len(words)))
                        if _same_word(part, words[j])), None)  # fmt: skip
            if nxt is None:
                ok = False
                break
            at = nxt
        if ok and words[at] == asked[-1]:
            return True
    return False


@settings(max_examples=400)
@given(_TEXT, st.lists(_WORDS, min_size=1, max_size=4).map(" ".join))
def test_names_same_as_unfiltered(text: str, name: str) -> None:
    """The word-set test in ``_names`` changes no answer (initials still match first names)."""
    assert _names(text, name) == _names_unfiltered(text, name)


def test_names_initials() -> None:
    """``J. B. Handelsman`` is still named by ``John Bernard Handelsman``."""
    assert _names("John Bernard Handelsman was born in 1922.", "J. B. Handelsman")
    assert not _names("John Bernard was born in 1922.", "J. B. Handelsman")
