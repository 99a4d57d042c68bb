"""Durations as people write them: parsing, errors and the round trip through formatting."""

from __future__ import annotations

from datetime import timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.controller.durations import format_duration, parse_duration
from shared.errors import InputError


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("30s", 30), ("10m", 600), ("24h", 86400), ("1d", 86400), ("1h30m", 5400),
     ("500ms", 0.5), ("1.5h", 5400), ("45", 45), ("0", 0), (" 2W ", 1209600)],
)  # fmt: skip
def test_parses_the_usual_spellings(text: str, seconds: float) -> None:
    """Units s, m, h, d, w and ms, combined largest first; a bare number is seconds."""
    assert parse_duration(text) == timedelta(seconds=seconds)


@pytest.mark.parametrize("text", ["", "h", "10x", "1m1h", "1h 30m", "-5s", "10s10s", "3 days"])
def test_rejects_what_is_not_a_duration(text: str) -> None:
    """Unknown units, wrong order, repeats and blanks fail naming the field and the text."""
    with pytest.raises(InputError, match="not a duration") as caught:
        parse_duration(text, field="--every")
    assert caught.value.field == "--every" and caught.value.hint


@given(st.integers(min_value=0, max_value=10 * 365 * 86400 * 1000))
def test_formatting_round_trips_whole_milliseconds(millis: int) -> None:
    """format_duration writes any whole-millisecond duration so that it parses back exactly."""
    value = timedelta(milliseconds=millis)
    text = format_duration(value)
    assert parse_duration(text) == value
    assert text == format_duration(parse_duration(text))
