"""A past event told after a sentence that sets its own day, and a claim the next sentence
takes back, give no claim; counted (``scene_time``, ``retracted``)."""

from __future__ import annotations

from shared.claims.relative_days import scene_time
from shared.claims.rules import RuleClaimExtractor

_PAGE = "2019-11-19"


def _run(text: str) -> tuple[list[str], dict[str, int]]:
    extraction = RuleClaimExtractor().extraction(text, title="Euro 2020 qualifying",
                                                 published=_PAGE)  # fmt: skip
    return [d.claim for d in extraction.drafts], dict(extraction.dropped)


def test_a_weekday_earlier_in_the_paragraph_sets_the_day_of_a_past_event() -> None:
    """'On Friday, ... . Finland defeated Liechtenstein 3-0.' is not dated by the page's day."""
    claims, dropped = _run(
        "On Friday, Finland and Sweden played their last qualifiers in Helsinki and Bucharest. "
        "Finland defeated Liechtenstein 3-0 in Helsinki to reach the European Championship "
        "finals.\n\n"
    )
    assert not any("Liechtenstein" in claim for claim in claims)
    assert dropped.get("scene_time", 0) >= 1


def test_scene_time_reads_weekdays_and_counted_days_not_names() -> None:
    """'On Monday,' and 'The day before' set a day; 'Black Friday' sales do not."""
    assert scene_time("On Monday, Switzerland and Denmark qualified. ")
    assert scene_time("The day before, Portugal made it. ")
    assert not scene_time("Retailers expect record Black Friday sales. ")
    assert not scene_time("Switzerland won Group D in 2019. ")


def test_a_claim_taken_back_by_the_next_sentence_is_dropped() -> None:
    """'Euro 2020 qualifying is over. Well, sort of.' gives no claim that it is over."""
    claims, dropped = _run(
        "Euro 2020 qualifying ended in November 2019. Well, sort of. Four places are decided "
        "in the March 2020 play-offs.\n\n"
    )
    assert not any("ended" in claim for claim in claims)
    assert dropped.get("retracted") == 1
