"""A market move is dated by the trading session its page names, never by the report day."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.sessions import market_move, market_paragraphs, session_dated, session_words

# The real CNN Business page (judge15 sx_cnn_asiamarkets, published 2019-11-19 by its GMT
# update line): the session is named in the paragraph's first sentence, not the move's
LEAD = ("The major Asian market indexes were mixed in early trading Tuesday after CNBC "
        "reported that the mood in Beijing was pessimistic.")
MOVE = "Japan's Nikkei 225 (N225) declined 0.3%, while South Korea's Kospi Index (KOSPI) fell 0.5%."
PARAGRAPH = f"{LEAD} {MOVE}"


def test_market_moves_are_told_from_other_rises_and_falls() -> None:
    """An index, a share, a yield or a commodity moving by a size is a market move; sales,
    a population or a count rising is not, nor a move with no size."""
    for claim in ("Japan's Nikkei 225 (N225) declined 0.3%.",
                  "The Dow Jones Industrial Average fell 102.2 points.",
                  "Germany's 10-year bond yield fell three basis points to 0.33 percent.",
                  "Spot gold added 0.1% to $1,472.19 an ounce.",
                  "Alibaba shares were up 2 percent."):  # fmt: skip
        assert market_move(claim), claim
    for claim in ("Problematic cannabis use rose by 37 percent.",
                  "New vehicle sales in the Houston area plunged 10 percent.",
                  "Danilo Gallinari added 25 points in his former home arena.",
                  "Japan's Nikkei 225 declined."):  # fmt: skip
        assert not market_move(claim), claim


def test_the_session_of_the_paragraph_dates_the_move() -> None:
    """The Nikkei's 0.3% fall is dated by the paragraph's 'in early trading Tuesday' (the
    19th), the page's own date; a session in the move's own sentence is preferred."""
    claim = "Japan's Nikkei 225 (N225) declined 0.3%."
    assert session_dated(claim, MOVE, (PARAGRAPH, ""), "2019-11-19") == (
        "Japan's Nikkei 225 (N225) declined 0.3% in early trading on Tuesday, November 19, 2019.")
    own = "Japan's Nikkei 225 declined 0.3% on Monday."
    out = session_dated("Japan's Nikkei 225 declined 0.3%.", own, (PARAGRAPH, ""), "2019-11-19")
    assert out == "Japan's Nikkei 225 declined 0.3% on Monday, November 18, 2019."


def test_the_market_paragraph_before_a_paragraph_of_moves_lends_its_session() -> None:
    """CNN writes the session in a lead paragraph and the moves in the next one: the lead
    is read when it speaks of markets; a paragraph of another subject is not."""
    text = f"Hong Kong (CNN Business) Trade talks weigh on investors.\n\n{LEAD}\n\n{MOVE}"
    paragraphs = market_paragraphs(text, text.index("Japan"))
    assert paragraphs == (MOVE, LEAD)
    assert session_dated("Japan's Nikkei 225 (N225) declined 0.3%.", MOVE, paragraphs,
                         "2019-11-19") == ("Japan's Nikkei 225 (N225) declined 0.3% in early "
                                           "trading on Tuesday, November 19, 2019.")
    other = text.replace(LEAD, "The prime minister spoke on Tuesday.")
    assert market_paragraphs(other, other.index("Japan")) == (MOVE, "")


def test_a_move_with_no_one_session_or_no_page_date_is_refused() -> None:
    """No session in the sentence or paragraph, two sessions, or no page date: None (the
    caller drops it as undated_session), never the report day."""
    claim = "Emerging market stocks rose 0.48%."
    assert session_dated(claim, claim, (claim, ""), "2019-11-19") is None
    two = "Stocks fell on Monday and rose on Tuesday. Emerging market stocks rose 0.48%."
    assert session_dated(claim, claim, (two, ""), "2019-11-19") is None
    assert session_dated(claim, MOVE, (PARAGRAPH, ""), None) is None


def test_a_move_that_dates_itself_is_left_as_written() -> None:
    """A claim already anchored (a written-out weekday, a month, a year) keeps its date."""
    dated = "Alibaba shares closed on Tuesday, November 19, 2019, at $185.25, up 0.35%."
    assert session_dated(dated, dated, (dated, ""), "2019-11-20") == dated
    assert session_dated("Home Depot shares are up 39 percent year-to-date.", "", ("", ""),
                         "2019-11-19") == "Home Depot shares are up 39 percent year-to-date."


def test_session_words_are_those_the_surroundings_give() -> None:
    """The words of the written-in session are allowed only when the span's surroundings
    name that session."""
    dated = ("Japan's Nikkei 225 (N225) declined 0.3% in early trading on Tuesday, "
             "November 19, 2019.")
    assert {"early", "trading", "tuesday"} <= session_words(dated, PARAGRAPH)
    assert session_words(dated, MOVE) == frozenset()


_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@given(st.dates(min_value=date(1995, 1, 1), max_value=date(2060, 12, 31)),
       st.sampled_from(_WEEKDAYS), st.booleans())
def test_a_written_session_is_its_weekday_from_five_days_before_to_the_day_after(
        published: date, weekday: str, early: bool) -> None:
    """Whatever the page date and the weekday named, the session written in falls on that
    weekday, from 5 days before the page's date to the day after it (a page dated by its
    publisher's day a zone behind the market's)."""
    lead = f"Stocks were mixed {'in early trading ' if early else 'on '}{weekday}."
    out = session_dated("The Hang Seng index fell 1.2%.", "", (lead, ""), published.isoformat())
    assert out is not None
    found = [published + timedelta(days=shift) for shift in range(-5, 2)
             if out.endswith(f" on {weekday}, {(published + timedelta(days=shift)):%B} "
                             f"{(published + timedelta(days=shift)).day}, "
                             f"{(published + timedelta(days=shift)).year}.")]
    assert len(found) == 1 and found[0].weekday() == _WEEKDAYS.index(weekday)
    assert ("in early trading" in out) == early
