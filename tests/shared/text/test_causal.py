"""Causal connectives: cues, inflections, direction and offsets."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.text.causal import find_causal, has_causal


def cues(text: str) -> list[tuple[str, str]]:
    return [(m.cue, m.direction) for m in find_causal(text)]


def test_spec_naming_claim_is_backward_because() -> None:
    """The spec's DiCaprio naming claim gives the cause after "because"."""
    claim = (
        "Leonardo DiCaprio received his name because his pregnant mother was looking at a "
        "Leonardo da Vinci painting in an Italian museum when he first kicked."
    )
    assert cues(claim) == [("because", "backward")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The storm led to delays.", [("lead to", "forward")]),
        ("Remote work is leading to vacancies.", [("lead to", "forward")]),
        ("The merger resulted in layoffs.", [("result in", "forward")]),
        ("Flights were cancelled due to fog.", [("due to", "backward")]),
        ("Because of the fire, the plant closed.", [("because of", "backward")]),
        ("As a result, prices rose.", [("as a result", "forward")]),
        ("Prices rose as a result of the drought.", [("as a result of", "backward")]),
        ("The outage was caused by a bad update.", [("caused by", "backward")]),
        ("A bad update caused the outage.", [("cause", "forward")]),
        ("High rates have played havoc, triggering exits.", [("trigger", "forward")]),
        ("It speaks German fluently due to spending his childhood in Germany.",
         [("due to", "backward")]),
    ],
)  # fmt: skip
def test_cues(text: str, expected: list[tuple[str, str]]) -> None:
    """Every inflection maps to its canonical cue and direction."""
    assert cues(text) == expected


def test_non_causal_text() -> None:
    """A plain factual sentence has no causal cue; a tie result is not causal."""
    assert not has_causal("Leonardo DiCaprio was born on November 11, 1974.")
    assert not has_causal("The match resulted in a draw.")


@given(st.text())
def test_offsets_slice_to_the_cue(text: str) -> None:
    """On any text: no crash and each mention slices back to its text."""
    for mention in find_causal(text):
        assert text[mention.start : mention.end] == mention.text
