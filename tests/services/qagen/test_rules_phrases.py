"""The date and cause phrases the rule templates cut out of claims."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("claim", "event"),
    [
        (
            "Zack Hexum (born April 28, 1978) is a Los Angeles based singer-songwriter.",
            "Zack Hexum was born",
        ),
        ("Simon Ammann ( ; born 25 June 1981) is a Swiss ski jumper.", "Simon Ammann was born"),
        (
            "The Devil's Rejects is a 2005 American horror film.",
            "The Devil's Rejects is an American horror film",
        ),
        ('Tere Naam is a remake of the Tamil blockbuster "Sethu" (1999).', None),
        ("Since the mid-1980s, Singapore has had two Deputy Prime Ministers.", None),
        ("The show aired on Channel 4 from 7 January to 11 March 2014.", None),
        ("It had sold 739 copies by 1995.", None),
        ('Unlike the 1933 film "The Flower of Hawaii", this film is not based on a life.', None),
    ],
)
def test_events_keep_their_meaning_or_are_refused(claim: str, event: str | None) -> None:
    """Dates are cut out cleanly; dates that belong to a name, decades and fragments are refused."""
    from shared.text.phrases import event_without_date, single_date

    mention = single_date(claim)
    assert (event_without_date(claim, mention) if mention else None) == event


def test_cause_and_effect_take_the_clauses_next_to_the_cue() -> None:
    """Clauses joined by "and" and appositive "caused by" phrases split at the right place."""
    from shared.text.phrases import cause_effect

    forward = cause_effect("Three people died, and the tsunami caused damage as far away as Peru.")
    assert forward is not None and forward.cause == "the tsunami"
    backward = cause_effect("Another death, caused by lightning from the storms, took place.")
    assert backward is not None
    assert (backward.cause, backward.effect) == ("lightning from the storms", "Another death")
