"""Relative times of news claims resolved on the page's date, or the claim refused (issue 15)."""

from __future__ import annotations

import re
from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.anchoring import anchor_dates, last_month_year
from shared.claims.present_now import without_now
from shared.claims.relative_days import relative_day, reliable_date
from shared.claims.rules import RuleClaimExtractor
from shared.text.dates import MONTH_NAMES, WEEKDAY_NAMES

PAGE_DAYS = st.dates(min_value=date(1990, 1, 1), max_value=date(2035, 12, 31))


@given(PAGE_DAYS, st.integers(min_value=0, max_value=6))
def test_a_past_bare_weekday_is_that_weekday_of_the_page_days_week(page: date, wanted: int) -> None:
    """'was found Sunday' is the named weekday, at most five days before the page's date or
    the day after it (a page filed the evening before), never a week away."""
    name = WEEKDAY_NAMES[wanted]
    out = anchor_dates(f"The body was found {name}.", page.isoformat())
    assert out is not None
    found = re.search(rf"on {name}, (\w+) (\d+), (\d{{4}})\.$", out)
    assert found is not None, out
    when = date(int(found.group(3)), MONTH_NAMES.index(found.group(1)) + 1, int(found.group(2)))
    assert when.weekday() == wanted
    assert -1 <= (page - when).days <= 5


@given(PAGE_DAYS, st.integers(min_value=0, max_value=6))
def test_last_weekday_when_sure_is_one_to_seven_days_before(page: date, wanted: int) -> None:
    """'last Tuesday', when its week is sure, is 1-7 days before the page's date."""
    name = WEEKDAY_NAMES[wanted]
    out = anchor_dates(f"Police arrested the man last {name}.", page.isoformat())
    if out is None:
        return  # "last Monday" on a Friday page: this week's or last week's
    found = re.search(rf"on {name}, (\w+) (\d+), (\d{{4}})\.$", out)
    assert found is not None, out
    when = date(int(found.group(3)), MONTH_NAMES.index(found.group(1)) + 1, int(found.group(2)))
    assert when.weekday() == wanted
    assert 1 <= (page - when).days <= 7


@given(PAGE_DAYS, st.integers(min_value=1, max_value=12))
def test_last_month_name_is_strictly_before_the_page_month_within_a_year(
    page: date, month: int
) -> None:
    """'last October' resolves to an October strictly before the page's month and at most
    twelve months back, or is refused when this year's and last year's are both past."""
    name = MONTH_NAMES[month - 1]
    out = anchor_dates(f"The council approved the plan last {name}.", page.isoformat())
    if month < page.month:
        assert out is None
        assert last_month_year(month, page) is None
        return
    assert out is not None
    found = re.search(rf"in {name} (\d{{4}})\.$", out)
    assert found is not None, out
    back = (page.year * 12 + page.month) - (int(found.group(1)) * 12 + month)
    assert 1 <= back <= 12


def test_last_month_name_of_the_page_year_is_refused_the_others_written() -> None:
    """Gothamist, November 8, 2023: 'changed her tune last October' meant October 2022 (the
    page says 'last year' further on), so an earlier month of the page's year is not sure;
    'Last October' on a March page is October of the year before."""
    plagues = ("After trashing the proposal for months, Marjorie Vel\u00e1zquez changed her tune "
               "last October.")
    assert anchor_dates(plagues, "2023-11-08") is None
    assert anchor_dates("Last October, the project released version 4.1.1.", "2015-03-25") == (
        "In October 2014, the project released version 4.1.1.")
    assert anchor_dates("The plant closed last November.", "2023-11-08") == (
        "The plant closed in November 2022.")


def test_a_future_clause_after_a_past_weekday_leaves_the_weekday_past() -> None:
    """KXAN, Wednesday November 8, 2023: the amendment 'that will grant' billions is its own
    clause; the vote was Tuesday. A weekday inside the future clause is a coming one."""
    voters = ("Texas voters approved an amendment to the state constitution on Tuesday that "
              "will grant billions of dollars to the Teacher Retirement System.")
    assert anchor_dates(voters, "2023-11-08") == (
        "Texas voters approved an amendment to the state constitution on Tuesday, November 7, "
        "2023, that will grant billions of dollars to the Teacher Retirement System.")
    assert anchor_dates("The council approved a plan that will take effect on Tuesday.",
                        "2023-11-08") is None  # fmt: skip
    assert anchor_dates("The council approved a plan on Monday that will take effect Tuesday.",
                        "2023-11-08") is None  # fmt: skip
    assert anchor_dates("The minister will speak on Tuesday.", "2023-11-08") is None


def test_a_capital_today_inside_a_sentence_is_a_name_not_a_day() -> None:
    """BBC, April 10, 2020: 'told NBC News' Today show' tells no day; USA TODAY is a paper."""
    fauci = ("Dr Anthony Fauci told NBC News' Today show the final number of Americans who would "
             "die looks more like 60,000.")
    assert not relative_day(fauci)
    assert anchor_dates(fauci, "2020-04-10") == fauci
    assert not relative_day("Experts on jail suicide told USA TODAY that an inmate can be moved.")
    assert relative_day("Today, plague infections are rare.")
    assert relative_day("\u201cToday we rise,\u201d she said.")
    assert anchor_dates("The minister said today that the bridge had reopened.", "2020-04-10") == (
        "The minister said on April 10, 2020 that the bridge had reopened.")


def test_the_weekend_just_gone_is_written_from_a_weekday_page() -> None:
    """Guardian (Trinidad), Thursday April 28, 2022: 'confirmed the breach last weekend' was
    the weekend of Saturday April 23; on a Sunday's page the weekend may be its own."""
    breach = "Aeropost confirmed the breach last weekend and advised customers to call banks."
    assert anchor_dates(breach, "2022-04-28") == (
        "Aeropost confirmed the breach over the weekend of April 23, 2022 and advised "
        "customers to call banks.")
    assert anchor_dates("Police arrested two men over the weekend.", "2022-04-25") == (
        "Police arrested two men over the weekend of April 23, 2022.")
    assert anchor_dates("Police arrested two men over the weekend.", "2022-04-24") is None
    assert anchor_dates("Police will patrol over the weekend.", "2022-04-25") is None
    assert anchor_dates("Police arrested two men over the weekend.", None) is None


@given(PAGE_DAYS.filter(lambda day: day.weekday() < 5))
def test_the_weekend_just_gone_is_the_saturday_before_the_page_week(page: date) -> None:
    """'last weekend' on a weekday's page is the Saturday 2-6 days before it."""
    out = anchor_dates("The club signed the striker last weekend.", page.isoformat())
    assert out is not None
    saturday = page - timedelta(days=page.weekday() + 2)
    assert out == (f"The club signed the striker over the weekend of "
                   f"{MONTH_NAMES[saturday.month - 1]} {saturday.day}, {saturday.year}.")


def test_a_deadline_month_of_a_forecast_is_the_coming_one() -> None:
    """CorkBeo, October 6, 2020: 'could see up to 2,300 new cases per day by November' is
    November 2020, not the last November; a past deadline stays past."""
    cork = ("Ireland could see up to 2,300 new cases of coronavirus per day by November.")
    assert anchor_dates(cork, "2020-10-06") == (
        "Ireland could see up to 2,300 new cases of coronavirus per day by November 2020.")
    assert anchor_dates("The bridge had been repaired by November.", "2020-10-06") == (
        "The bridge had been repaired by November 2019.")


def test_a_day_before_a_noun_in_a_past_claim_has_no_sure_year() -> None:
    """Miami Today, November 7, 2023: 'well ahead of a Nov. 29 meeting' is the coming meeting
    though 'asked' is past: neither year is sure. 'met on Nov. 2' is the past day."""
    trust = ("Trust members asked to get the written documents well ahead of a Nov. 29 meeting "
             "so staff could review them.")
    assert anchor_dates(trust, "2023-11-07") is None
    assert anchor_dates("The trust members met on Nov. 2 to review the plan.", "2023-11-07") == (
        "The trust members met on Nov. 2, 2023 to review the plan.")


def test_a_weekday_after_as_of_takes_no_second_on() -> None:
    """'detected in Amazonas as of Monday' is written 'as of Monday, August 19, 2019', never
    'as of on Monday'."""
    fires = "8,668 fires have been detected in Amazonas as of Monday."
    assert anchor_dates(fires, "2019-08-20") == (
        "8,668 fires have been detected in Amazonas as of Monday, August 19, 2019.")


def test_a_plan_period_ending_later_leaves_a_news_page_dated() -> None:
    """Newsday, April 28, 2022, names 'a non-energy manufacturing export strategic plan
    2020-2025': a period's end, not a later event, so the page's date still anchors 'on
    Tuesday'; a later year the text tells as an event still outdates it."""
    text = ("The motion was defeated in the Senate on Tuesday. He identified a draft "
            "manufacturing policy 2021-2025 and a non-energy manufacturing export strategic "
            "plan 2020\u20132025, amongst other measures.")
    assert reliable_date("2022-04-28", text) == "2022-04-28"
    assert reliable_date("2022-04-28", "The plant opened in 2025.") is None


def test_the_extractor_keeps_a_resolved_claim_and_refuses_an_unsure_one() -> None:
    """On a dated page the resolved claim is kept with its date, the unsure 'last October'
    is counted as a relative date; with no page date both are refused."""
    text = ("Aeropost confirmed a data breach at its Miami warehouse last weekend. Marjorie "
            "Vel\u00e1zquez changed her position on the Bruckner Boulevard rezoning last October.")
    extraction = RuleClaimExtractor().extraction(text, title="Cyber attack at Aeropost",
                                                 published="2023-11-08")  # fmt: skip
    claims = [draft.claim for draft in extraction.drafts]
    assert claims == ["Aeropost confirmed a data breach at its Miami warehouse over the weekend "
                      "of November 4, 2023."]
    assert dict(extraction.dropped).get("relative_date", 0) == 1
    undated = RuleClaimExtractor().extraction(text, title="Cyber attack at Aeropost",
                                              published=None)  # fmt: skip
    assert not [draft.claim for draft in undated.drafts]


def test_now_and_currently_in_a_state_are_the_page_day() -> None:
    """BBC, November 19, 2019: 'Julian Assange is currently being held at Belmarsh' is that
    day's state, written '(as of November 19, 2019)' without 'currently'; with no page date,
    or with 'up until now', 'now that', 'by now', 'a now fiftysomething' or a quotation, the
    claim is refused as before."""
    day = "2019-11-19"
    assert anchor_dates("Julian Assange is currently being held at Belmarsh prison in London.",
                        day) == ("Julian Assange is being held at Belmarsh prison in London "
                                 "(as of November 19, 2019).")  # fmt: skip
    assert anchor_dates("WeWork now faces a radical restructuring.", day) == (
        "WeWork faces a radical restructuring (as of November 19, 2019).")
    assert anchor_dates("The country now generates half as much coal-fired electricity as it "
                        "did in 2009.", day) == (
        "The country generates half as much coal-fired electricity as it did in 2009 (as of "
        "November 19, 2019).")
    assert anchor_dates("Currently, 30 hospitals are closed in Gaza.", day) == (
        "30 hospitals are closed in Gaza (as of November 19, 2019).")
    for refused in (
        "Ring cameras are some of the best, but up until now, they had all been made for "
        "outdoor use.",
        "Now that his federal trial has ended, prosecutors released the body camera footage.",
        "A warming greater than 1.5C is by now geophysically unavoidable.",
        "In May 2019 a now fiftysomething Dion seemingly professed to being comfortable.",
        "Police will now patrol the park.",
        "Seoul wants to raise module efficiency from around 20% now to 24% by the end of the "
        "next decade.",
        "\u201cI now do recall,\u201d Gordon Sondland said.",
    ):
        assert anchor_dates(refused, day) is None, refused
    assert anchor_dates("Julian Assange is currently being held at Belmarsh.", None) is None


_WORDS = st.sampled_from(["Now,", "now", "currently", "right", "at", "present", "by", "until",
                          "WeWork", "faces", "is", "a", "the", "20%", "that", "on", "closed",
                          "Currently,", "plan", "held", "in", "London"])  # fmt: skip


@given(st.lists(_WORDS, min_size=1, max_size=12))
def test_without_now_only_takes_time_adverbs_out(words: list[str]) -> None:
    """What ``without_now`` takes out of a claim is only 'now', 'currently', 'right now' or
    'at present' (and a comma): every other word stays, in order."""
    claim = " ".join(words) + "."
    out = without_now(claim)
    kept = iter(re.findall(r"[\w%]+", claim.lower()))
    for word in re.findall(r"[\w%]+", out.lower()):
        assert any(word == other for other in kept), (claim, out)
    gone = re.findall(r"[\w%]+", claim.lower())
    for word in re.findall(r"[\w%]+", out.lower()):
        gone.remove(word)
    assert set(gone) <= {"now", "currently", "presently", "right", "at", "present", "just"}
