"""A bare month told as planned rolls forward to the next one of that name (issue 19)."""

from __future__ import annotations

import pytest

from services.gold.facts import anchor_context
from shared.claims.anchoring import anchor_dates


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("SpaceX said it hopes to return to flight in January.",
         "SpaceX said it hopes to return to flight in January 2017."),
        ("The company said it expects the rocket to fly in February.",
         "The company said it expects the rocket to fly in February 2017."),
        ("The firm, which plans to reopen the plant in December, said nothing.",
         "The firm, which plans to reopen the plant in December 2016, said nothing."),
        ("SpaceX returned to flight in January.", "SpaceX returned to flight in January 2016."),
        ("The trial began in October.", "The trial began in October 2016."),
        ("He was due to be released in September.",
         "He was due to be released in September 2016."),
        ("The plan matches one announced in March.",
         "The plan matches one announced in March 2016."),
    ],
)
def test_planned_month_is_the_next_one(claim: str, expected: str) -> None:
    """A plan clause's month before the page month is next year's; a past one stays this year's."""
    assert anchor_dates(claim, "2016-12-13") == expected


def test_anchor_context_lists_the_coming_month() -> None:
    """The entailment context of a December page lists next January as well as this one."""
    context = anchor_context("2016-12-13")
    assert "January 2017" in context
    assert "January 2016" in context
