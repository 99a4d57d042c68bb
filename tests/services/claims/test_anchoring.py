"""Relative days written out from the publication date, or the claim dropped."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.anchoring import anchor_dates
from shared.claims.entailment import rewrite_problem
from shared.claims.relative_days import anchor_words, relative_day, reliable_date
from shared.claims.rules import RuleClaimExtractor
from shared.claims.timed_states import anchor_state

FRIDAY = "2017-01-13"


def test_weekdays_and_yesterday_become_dates_before_publication() -> None:
    """'on Tuesday' and 'yesterday' become the dates before publication, in the page's year."""
    said = "The ministry said on Tuesday that it had lifted the ban."
    assert anchor_dates(said, FRIDAY) == (
        "The ministry said on Tuesday, January 10, 2017, that it had lifted the ban."
    )
    assert anchor_dates("Officials divulged Thursday morning that talks began.", FRIDAY) == (
        "Officials divulged on Thursday morning, January 12, 2017, that talks began."
    )
    assert anchor_dates("Police said yesterday that two men were held.", FRIDAY) == (
        "Police said on January 12, 2017 that two men were held."
    )
    assert anchor_dates("She was taken to hospital on 12 April.", "2015-04-21") == (
        "She was taken to hospital on 12 April 2015."
    )
    assert anchor_dates("The deal closed on December 20.", "2015-04-21") == (
        "The deal closed on December 20, 2014."
    )


def test_what_cannot_be_anchored_is_refused() -> None:
    """No publication date, a future event, or a week to come cannot be anchored."""
    assert anchor_dates("The ministry said on Tuesday that it acted.", None) is None
    assert anchor_dates("The minister will speak on Tuesday.", FRIDAY) is None
    assert anchor_dates("Shares fell sharply last week.", None) is None
    assert anchor_dates("The firm said it would report later this week.", FRIDAY) is None


def test_a_weekday_is_anchored_back_only_with_a_past_verb() -> None:
    """A present verb with a bare weekday may tell of the coming day: refused, not dated back."""
    assert anchor_dates("The Gophers play Saturday against the Wildcats.", FRIDAY) is None
    assert anchor_dates("The Gophers played Thursday against the Wildcats.", FRIDAY) == (
        "The Gophers played on Thursday, January 12, 2017, against the Wildcats."
    )


def test_names_and_dated_days_are_left_alone() -> None:
    """"Black Friday" is a name; "Tuesday, March 3, 2015" and "May 27, 1937" are dated."""
    for claim in ("Sales rose on Black Friday in 2016.", "It opened on May 27, 1937.",
                  "The vote was held on Tuesday, March 3, 2015."):  # fmt: skip
        assert not relative_day(claim)
        assert anchor_dates(claim, None) == claim


def test_an_anchored_claim_is_entailed_by_its_span_with_the_date() -> None:
    """The written-out date passes the rewrite check only with the page's date words."""
    span = "The ministry said on Tuesday that it had lifted the ban."
    claim = anchor_dates(span, FRIDAY)
    assert claim is not None
    problem = rewrite_problem(claim, span, before="", document=span, implied=anchor_words(FRIDAY))
    assert problem is None
    assert rewrite_problem(claim, span, before="", document=span) is not None


def test_a_page_dated_before_what_it_tells_has_no_usable_date() -> None:
    """A Wikipedia page "dated" 1998 that tells of 2015 cannot anchor "on 12 April"."""
    assert reliable_date("1998-02-28", "Firefox had 10% in 2015.") is None
    assert reliable_date(FRIDAY, "In 1997, Clinton imposed an embargo.") == FRIDAY


def test_extractor_anchors_or_drops_counted() -> None:
    """The extractor writes a relative day as a date when the page has one, else drops it."""
    text = "Sudan's foreign ministry said on Tuesday that the US embargo had ended in 1997."
    dated = RuleClaimExtractor().extraction(text, title="Sudan", published=FRIDAY)
    assert [d.claim for d in dated.drafts] == [
        "Sudan's foreign ministry said on Tuesday, January 10, 2017, that the US embargo had "
        "ended in 1997."
    ]
    undated = RuleClaimExtractor().extraction(text, title="Sudan")
    assert undated.drafts == () and dict(undated.dropped) == {"weekday_unresolved": 1}


@given(st.text(max_size=120), st.dates().map(lambda d: d.isoformat()) | st.none())
def test_never_raises(claim: str, published: str | None) -> None:
    """Any text and date give the claim, an anchored claim, or None, without error."""
    out = anchor_dates(claim, published)
    assert out is None or isinstance(out, str)


def test_an_event_named_by_a_description_needs_a_year() -> None:
    """An event named by a description ('the military takeover') stands alone only with a year."""
    from shared.claims.timed_states import undated_event

    assert undated_event("Mr Mugabe is resisting mediation after the military takeover.")
    assert undated_event("The tweet from Vulture magazine reads that the show was interrupted.")
    assert not undated_event("The Meta outage of June 12, 2026 locked users out of Facebook.")
    assert not undated_event("Mozilla promoted Brendan Eich to CEO on March 24, 2014.")


def test_an_event_description_opening_the_claim_needs_a_year_too() -> None:
    """An event's description opening a claim needs a year too; a named event does not."""
    from shared.claims.timed_states import undated_event

    assert undated_event("The Yahoo sale is being done in two steps.")
    assert not undated_event("The Brooklyn Bridge opened in 1883.")


_PAGE = """<html><head><title>Bridge closes</title>{meta}</head><body><article>
<h1>Bridge to close for repairs</h1>
<p>Last updated <time datetime="2025-06-02T09:00:00Z">June 2, 2025</time></p>
<p>Springfield City Council said yesterday that the Elm Street Bridge would close for two months of
repairs. Engineers found cracks in two of its supports during an inspection last month.</p>
<p>The bridge carries about 12,000 cars a day across the river, according to the council.</p>
</article></body></html>"""


def test_a_relative_day_is_anchored_on_the_publication_date_never_the_update() -> None:
    """'yesterday' is anchored on the publication date, never an update; with neither, dropped."""
    from shared.web.extract import extract_html

    meta = ('<meta property="article:modified_time" content="2025-06-02T09:00:00Z">'
            '<meta property="article:published_time" content="2020-03-06T10:00:00Z">')
    page = extract_html(_PAGE.format(meta=meta))
    assert page.date == "2020-03-06"
    got = RuleClaimExtractor().extraction(page.text, title=page.title, published=page.date)
    said = [d.claim for d in got.drafts if "Council said" in d.claim]
    assert said and "March 5, 2020" in said[0] and "2025" not in said[0]
    modified_only = extract_html(_PAGE.format(meta=meta.split("><")[0] + ">"))
    assert modified_only.date is None
    dropped = RuleClaimExtractor().extraction(modified_only.text, title=modified_only.title,
                                              published=modified_only.date)
    assert not [d for d in dropped.drafts if "Council said" in d.claim]
    assert dict(dropped.dropped).get("relative_date") == 2  # "yesterday", "last month"


def test_a_claim_with_its_own_time_or_a_historical_past_gets_no_page_date() -> None:
    """A century, decade or year of its own, or a past told with no recent marker: unchanged."""
    day = "2015-07-10"
    own = "In 19th century England interest verging on a mania raged for all things occult."
    assert anchor_state(own, day, own) == own
    sixties = "In the 1960s Stuart R. Kaplan targeted large bookstores."
    assert anchor_state(sixties, day, sixties) == sixties
    lore = "With her new armaments, Samus cleansed the Space Pirate presence from Zebes."
    paragraph = lore + " The Chozo had left the planet long before."
    assert anchor_state(lore, day, paragraph) == lore


def test_a_past_event_in_a_recent_paragraph_is_reported_and_a_price_is_as_of() -> None:
    """News past ("on Saturday") gets "(reported …)"; a price or a host gets "(as of …)"."""
    day = "2024-12-07"
    news = "Han Dong-hoon urged President Yoon Suk Yeol to step down."
    assert anchor_state(news, day, news + " He spoke to reporters on Saturday.") == (
        "Han Dong-hoon urged President Yoon Suk Yeol to step down (reported December 7, 2024).")
    price = "U.S. Games sells new decks for $20."
    assert anchor_state(price, day, price) == (
        "U.S. Games sells new decks for $20 (as of December 7, 2024).")
    host = "The Daring Fireball website is hosted by Joyent."
    assert anchor_state(host, day, host) == (
        "The Daring Fireball website is hosted by Joyent (as of December 7, 2024).")
    assert anchor_state(host, None, host) == host


def test_a_past_month_is_the_last_one_begun_by_the_page_date_not_the_nearest() -> None:
    """'was evicted in April' on a November 2019 page is April 2019, not April 2020; a
    present-tense month keeps the nearest year."""
    assert anchor_dates("Julian Assange was evicted in April.", "2019-11-19") == (
        "Julian Assange was evicted in April 2019."
    )
    assert anchor_dates("The vote was held on 20 December.", "2019-11-19") == (
        "The vote was held on 20 December 2018."
    )
    assert anchor_dates("The vote is on 20 December.", "2019-11-19") == (
        "The vote is on 20 December 2019."
    )


def test_a_month_of_this_or_last_year_is_written_once() -> None:
    """'May this year' is 'May 2019', 'March last year' 'March 2018', never 'May 2019 in 2019'."""
    page = "2019-11-20"
    closed = anchor_dates("The plant closed in May this year.", page)
    assert closed == "The plant closed in May 2019."
    assert anchor_dates("Sales fell in March last year.", page) == "Sales fell in March 2018."
    assert anchor_dates("The vote was held on October 27 this year.", page) == (
        "The vote was held on October 27, 2019."
    )


def test_a_qualified_weekday_is_refused_unless_its_week_is_sure() -> None:
    """'last Tuesday' on a Wednesday page names a week the claim does not pin down (this
    week's or the last?): refused, never 'last on ...'; 'this past Monday' is the most
    recent Monday (see own_dates.last_weekday)."""
    assert anchor_dates("The council met last Tuesday to vote.", "2019-11-20") is None
    assert anchor_dates("The ban took effect this past Monday.", "2019-11-20") == (
        "The ban took effect on Monday, November 18, 2019.")


def test_a_scheduled_day_in_the_present_tense_is_the_coming_one() -> None:
    """'the tour that stops at Blossom on July 22', reported in November 2019, is July 22,
    2020, though the main verb is past; a past event's day is the last one."""
    page = "2019-11-19"
    tour = anchor_dates("Rolling Stone reported details of the tour that stops at Blossom "
                        "Music Center on July 22.", page)  # fmt: skip
    assert tour is not None and tour.endswith("on July 22, 2020.")
    closed = anchor_dates("The company said the plant was closed on July 22.", page)
    assert closed is not None and closed.endswith("on July 22, 2019.")


def test_a_participle_adjective_does_not_make_a_coming_day_past() -> None:
    """'The respected author speaks on October 12' (page of Sep 28) is 2019; 'reported' is past."""
    assert anchor_dates("The highly respected author speaks on October 12.", "2019-09-28") == (
        "The highly respected author speaks on October 12, 2019."
    )
    assert anchor_dates("A renowned chef is invited on October 12.", "2019-09-28") == (
        "A renowned chef is invited on October 12, 2019."
    )
    assert anchor_dates("The plant that closed on October 12 reopened.", "2019-09-28") == (
        "The plant that closed on October 12, 2018 reopened."
    )


def test_a_standing_toward_someone_is_a_state_of_the_page_day_not_a_definition() -> None:
    """``is a hub for``/``a source of`` on a dated page gets its as-of date; a kind does not."""
    day = "2016-11-29"  # money.cnn, "Hundreds of Chicago O'Hare airport workers go on strike"
    hub = "O'Hare is a hub for American Airlines (AAL)."
    assert anchor_state(hub, day, hub) == (
        "O'Hare is a hub for American Airlines (AAL) (as of November 29, 2016).")
    investor = "Comcast\u2019s NBCUniversal is a minority investor in Vox Media."  # recode
    assert anchor_state(investor, "2016-12-15", investor) == (
        "Comcast\u2019s NBCUniversal is a minority investor in Vox Media"
        " (as of December 15, 2016).")
    for kind in ("Jiutai District is a district of Changchun.",
                 "Ascom is a Swiss provider of communication solutions.",
                 "Zigbee is a wireless standard for smart home devices."):
        assert anchor_state(kind, day, kind) == kind
    assert anchor_state(hub, None, hub) == hub  # an encyclopedia's present: as written


def test_this_year_is_a_time_to_write_out_not_a_pronoun() -> None:
    """'this year' is written out from the page date (it was refused as a demonstrative
    pronoun); 'this week' still has no date and is dropped as relative; 'these accords'
    still points at another sentence."""
    text = ("Sudan exported 4 million tonnes of sorghum this year, the ministry of agriculture "
            "said. Sudan will hold talks with Egypt this week. Sudan signed these accords in "
            "Cairo in 2018.")  # fmt: skip
    got = RuleClaimExtractor().extraction(text, title="Sudan", published="2019-11-19")
    assert [d.claim for d in got.drafts] == [
        "Sudan exported 4 million tonnes of sorghum in 2019, the ministry of agriculture said."
    ]
    assert dict(got.dropped) == {"relative_date": 1, "unresolved_pronoun": 1}


def test_a_forecast_or_attributive_later_year_leaves_a_news_page_dated() -> None:
    """'2021 and 2022 will see', 'The 2021 RAV4', 'WeWork's 2025 bond', 'By 2020': no event told."""
    day = "2019-11-19"
    for text in ('"I think 2021 and 2022 will begin to see more," Ward says.',
                 "The 2021 RAV4 Prime will be able to go 39 miles on electricity.",
                 "WeWork's 2025 bond has weakened sharply in recent weeks.",
                 '"By 2020, we will spend more on interest," he said.'):  # fmt: skip
        assert reliable_date(day, text) == day, text
    assert reliable_date(day, "In 2023 the rover landed on the Moon.") is None
    assert reliable_date(day, "The rover landed in 2023 after a long cruise.") is None


def test_a_sentence_opening_yesterday_is_written_with_a_capital() -> None:
    """'Yesterday, the Post reported ...' becomes 'On December 6, 2016, the Post reported ...'."""
    assert anchor_dates("Yesterday, the Post reported that Boeing moved.", "2016-12-07") == (
        "On December 6, 2016, the Post reported that Boeing moved."
    )
    assert anchor_dates("Police said he was arrested yesterday.", "2016-12-07") == (
        "Police said he was arrested on December 6, 2016."
    )
