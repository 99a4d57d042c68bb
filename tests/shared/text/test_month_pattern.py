"""The one month pattern of the rules (``shared.text.dates``) and its parser, ``month_number``."""

from __future__ import annotations

import re
from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from shared.text.dates import (
    MONTH_ABBREVIATIONS,
    MONTH_ANY,
    MONTH_NAME,
    MONTH_NAMES,
    MONTH_WRITTEN,
    month_number,
    written_date,
)

_ANY_RX = re.compile(rf"\b{MONTH_ANY}")
_WRITTEN_RX = re.compile(rf"\b{MONTH_WRITTEN}")


def test_every_month_form_is_read_and_numbered() -> None:
    """Each month's name, and each abbreviation with or without its full stop, is a month in
    ``MONTH_ANY`` and numbered by ``month_number`` (a stop after a name is the sentence's);
    ``MONTH_WRITTEN`` takes an abbreviation only with its stop and ``MONTH_NAME`` none."""
    for number, name in enumerate(MONTH_NAMES, 1):
        assert re.fullmatch(MONTH_NAME, name) and re.fullmatch(MONTH_ANY, name)
        assert not re.fullmatch(MONTH_ANY, f"{name}.")
        assert month_number(f"on 12 {name}") == number
    for short in MONTH_ABBREVIATIONS:
        assert re.fullmatch(MONTH_ANY, short) and re.fullmatch(MONTH_ANY, f"{short}.")
        assert re.fullmatch(MONTH_WRITTEN, f"{short}.") and not re.fullmatch(MONTH_WRITTEN, short)
        assert not re.fullmatch(MONTH_NAME, short)
        assert month_number(f"{short}. 9") == MONTH_NAMES.index(
            next(n for n in MONTH_NAMES if n.startswith(short[:3]))) + 1
    assert month_number("in early spring") is None
    assert month_number("it may rain in march") is None  # lower case: words, no months


@given(st.dates(min_value=date(1000, 1, 1), max_value=date(2199, 12, 31)))
def test_a_written_day_is_numbered_by_its_month(day: date) -> None:
    """``month_number`` reads back the month of every day ``written_date`` writes."""
    assert month_number(written_date(day)) == day.month


@given(st.sampled_from(MONTH_NAMES + MONTH_ABBREVIATIONS),
       st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=6))
def test_no_month_is_read_inside_a_longer_word(month: str, tail: str) -> None:
    """A month form never matches as the start of a longer word (``Nov`` of ``Novelty``,
    ``Mar`` of ``Marvel``), unless the longer word is itself a month's name."""
    word = f"{month}{tail}"
    found = _ANY_RX.match(word)
    assert found is None or (found.end() == len(word)
                             and word in MONTH_NAMES + MONTH_ABBREVIATIONS), word
    assert _WRITTEN_RX.match(word) is None or word in MONTH_NAMES, word
