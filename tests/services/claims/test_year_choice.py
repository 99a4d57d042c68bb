"""A past event's yearless day is never dated a year ahead; a bare month beside another
year, or on a page about past records, is refused (ambiguous_year)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.anchoring import anchor_dates
from shared.claims.rules import RuleClaimExtractor
from shared.claims.year_choice import ambiguous_year, past_day
from shared.text.dates import MONTH_NAMES

LATE = "2019-12-20"


def test_a_past_verb_the_lexicon_lacks_takes_the_last_day() -> None:
    """The reviewer's class: 'capsized' is no lexicon word, the claim read as present and
    the coming April 3 (2020) was taken on a December 2019 page; now April 3, 2019."""
    assert anchor_dates("The ferry capsized on April 3.", LATE) == (
        "The ferry capsized on April 3, 2019.")


def test_a_present_relative_clause_does_not_make_the_day_a_schedule() -> None:
    """'A cargo ship that is registered in Panama sank on April 3': the 'is' of the relative
    clause read as a schedule's present gave 2020; the verb before the day is 'sank'."""
    assert anchor_dates("A cargo ship that is registered in Panama sank on April 3.", LATE) == (
        "A cargo ship that is registered in Panama sank on April 3, 2019.")


def test_days_to_come_keep_the_next_year() -> None:
    """Near misses: a schedule ('opens on', 'stops at ... on') keeps the coming day; 'will'
    still has no year to write."""
    assert anchor_dates("The exhibition, which opens on April 3, features 40 paintings.",
                        LATE) == ("The exhibition, which opens on April 3, 2020, features 40 "
                                  "paintings.")  # fmt: skip
    assert not past_day("The tour that stops at Blossom on July 22 was announced.", 34)
    assert anchor_dates("He will speak on April 3.", LATE) is None


@given(st.sampled_from(["sank", "capsized", "was arrested", "livestreamed", "torched",
                        "died", "ran aground"]),
       st.integers(min_value=1, max_value=12), st.integers(min_value=1, max_value=28))
def test_a_past_verb_never_gets_a_day_after_the_page(verb: str, month: int, day: int) -> None:
    """Any past verb, any day: the year written puts the day on or before the page's date
    (a day refused as unsure, None, writes no year at all; a verb right before it never is)."""
    name = MONTH_NAMES[month - 1]
    out = anchor_dates(f"The Harbor Queen {verb} on {name} {day}.", LATE)
    if out is None:
        assert verb == "ran aground"  # "aground on Jan. 1": a noun-like word before the day
        return
    year = int(out.rstrip(".").rsplit(" ", 1)[-1])
    assert (year, month, day) <= (2019, 12, 20)


ARCHIVE = (
    "Files released by the National Archives on Friday show the 1987 plan was disputed.\n"
    "An adviser to the prime minister, Sir John Hoskyns, wrote in 1986 that the plan was too "
    "costly. The Treasury delayed the scheme in May, according to the papers."
)


def test_a_bare_month_beside_another_year_is_refused() -> None:
    """The reviewer's class: 'in May' in a paragraph that names 1986 on a page about released
    files was written 'in May 2019'; it is refused as ambiguous_year."""
    extraction = RuleClaimExtractor().extraction(ARCHIVE, title="Archive files released",
                                                 published="2019-12-28")
    assert not any("May 2019" in d.claim for d in extraction.drafts)
    assert dict(extraction.dropped).get("ambiguous_year", 0) >= 1


def test_a_bare_month_of_the_page_s_own_news_is_kept() -> None:
    """Near misses: a month in a paragraph whose earlier years are background on a page of
    current news ('sought refuge in 2012. ... sentenced in May') is the page's; a month with
    its own year is no concern. A claim naming an earlier year itself, or the same paragraph
    on a page about released files, is refused."""
    paragraph = "In 1986 the council met twice. It approved the budget in May."
    claim = "The council approved the budget in May."
    assert not ambiguous_year(claim, paragraph, "The council met.", "2019-12-28")
    assert not ambiguous_year("The council approved the budget in May 1986.",
                              "The council approved the budget in May 1986.", "", "2019-12-28")
    assert ambiguous_year("In 1986, the council approved the budget in May.", paragraph, "",
                          "2019-12-28")
    assert ambiguous_year(claim, paragraph, "Cabinet papers released on Friday show ...",
                          "2019-12-28")
