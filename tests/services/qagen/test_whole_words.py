"""The whole-word lookups answer exactly what the regular expressions they replace answer."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from services.qagen.whole_words import (
    holds_bounded,
    holds_name,
    holds_number,
    holds_word,
    word_then,
)

# letters, digits of several scripts, the joiners the patterns care about, and spaces
_ALPHABET = st.sampled_from(list("ab1-_.,' é٣²Ⅻ\n"))
_TEXT = st.text(_ALPHABET, max_size=30)
_KEY = st.text(_ALPHABET, min_size=1, max_size=4)


@given(_TEXT, _KEY)
def test_holds_word_is_the_word_boundary_search(text: str, key: str) -> None:
    """``holds_word`` agrees with ``(?<!\\w)key(?!\\w)`` on any text and key."""
    expected = re.search(rf"(?<!\w){re.escape(key)}(?!\w)", text) is not None
    assert holds_word(text, key) is expected


@given(_TEXT, _KEY)
def test_holds_name_is_the_hyphen_aware_boundary_search(text: str, key: str) -> None:
    """``holds_name`` agrees with ``(?<![\\w-])key(?![\\w-])`` on any text and key."""
    expected = re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", text) is not None
    assert holds_name(text, key) is expected


@given(_TEXT, st.integers(min_value=0, max_value=2100))
def test_holds_number_is_the_digit_boundary_search(text: str, number: int) -> None:
    """``holds_number`` agrees with ``(?<!\\d)N(?!\\d)``, also with a leading zero."""
    for key in (str(number), f"0{number}"):
        expected = re.search(rf"(?<!\d){key}(?!\d)", text) is not None
        assert holds_number(text, key) is expected


@given(_TEXT, _KEY)
def test_holds_bounded_takes_any_stop_rule(text: str, key: str) -> None:
    """A figure's lookup (``(?<![\\d.,])key(?!\\d)``) agrees with its pattern."""
    expected = re.search(rf"(?<![\d.,]){re.escape(key)}(?!\d)", text) is not None
    found = holds_bounded(text, key, lambda ch: ch in ".," or ch.isdecimal(), str.isdecimal)
    assert found is expected


_TAIL = re.compile(r" (?:ab|b|a1|é)(?!\w)")


@given(_TEXT, _KEY)
def test_word_then_finds_what_the_pattern_finds(text: str, key: str) -> None:
    """``word_then`` finds the hits ``(?<!\\w)key<tail>`` finds with ``findall``, in order and
    not overlapping (a key that overlaps its own hit, ``a a ab``, is found once)."""
    expected = re.findall(rf"(?<!\w){re.escape(key)}{_TAIL.pattern}", text)
    assert word_then(text, key, _TAIL) == expected


def test_word_then_reads_the_award_named_for_a_person() -> None:
    """``robert holdstock award`` is found after the whole name, not inside a longer word
    (``xrobert holdstock prize``) nor before a longer noun (``awards``)."""
    tail = re.compile(r" (?:award|prize)(?!\w)")
    text = "the robert holdstock award, xrobert holdstock prize, robert holdstock awards"
    assert word_then(text, "robert holdstock", tail) == ["robert holdstock award"]


def test_a_name_inside_a_longer_word_is_not_held() -> None:
    """``Ford`` is not held by ``Fordham`` nor by ``Ford-Smith``, but is by ``Ford's``."""
    assert not holds_word("fordham university", "ford")
    assert holds_word("ford-smith", "ford") and not holds_name("ford-smith", "ford")
    assert holds_name("ford's car", "ford")
