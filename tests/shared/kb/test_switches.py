"""A 0/1 default that switches a behaviour is no quantity to bound (no 'largest value')."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.kb.switches import on_off_default


@pytest.mark.parametrize(
    ("name", "default", "text", "switch"),
    [
        ("PIPENV_YES", "0", "Auto-answer yes to prompts", True),
        ("PIPENV_VENV_IN_PROJECT", "`0`", "Create virtualenv in project directory", True),
        ("--reload", "1", "Enable auto-reload.", True),
        ("--workers", "1", "Number of worker processes.", False),
        ("PIP_RETRIES", "1", "How many times pip retries a download", False),
        ("max_age", "1", "", False),
        ("timeout_keep_alive", "5", "Close Keep-Alive connections if no new data", False),
        ("PIPENV_YES", None, "Auto-answer yes to prompts", False),
    ],
)
def test_a_zero_or_one_default_is_a_switch_unless_it_counts(
    name: str, default: str | None, text: str, switch: bool
) -> None:
    assert on_off_default(name, default, text) is switch


@given(st.integers(min_value=2, max_value=10**6), st.text(max_size=40))
def test_any_other_number_is_never_a_switch(value: int, text: str) -> None:
    assert not on_off_default("SOME_SETTING", str(value), text)
