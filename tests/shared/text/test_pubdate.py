"""Page publication dates as real pages print them: non-ISO values, bylines, UTC days."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from pathlib import Path

import lxml.html  # type: ignore[import-untyped]
import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.text.pubdate import date_text, page_date, read_date


@pytest.mark.parametrize(
    ("printed", "day"),
    [
        ("20 Nov 2019 08:02 GMT", "2019-11-20"),
        ("01:38:07 PM IST Nov 20, 2019", "2019-11-20"),
        ("2019-11-20 12:32:13+08:00", "2019-11-20"),
        ("November 20, 2019 12:32", "2019-11-20"),
        ("Monday, November 18th, 2019", "2019-11-18"),
        ("on Monday, November 18th, 2019 at 11:08 a.m.", "2019-11-18"),
        ("November 20 15:23 2019", "2019-11-20"),
        ("18 NOV 2019", "2019-11-18"),
        ("Published 7:07 PM EST Nov 19, 2019", "2019-11-19"),
        ("Tue Nov 19 2019 03:05:46 GMT+0000", "2019-11-19"),
        ("13/09/2015", "2015-09-13"),
        ("2019/11/19", "2019-11-19"),
    ],
)
def test_a_printed_full_date_is_read(printed: str, day: str) -> None:
    """Weekday, ordinal, time, zone and label around a full date do not hide it."""
    assert date_text(printed) == day


@pytest.mark.parametrize(
    "text",
    ["1 day ago", "May 2019", "2019", "Monday", "Updated 3 hours ago", "2019-02-31",
     "November 31, 2019", "Report of May 8, 2016 on the vote", "Updated May 8, 2016",
     "By John Smith and 3 others", "sexta-feira, 22 de outubro de 2010", "", "   ", "TBA"],
)  # fmt: skip
def test_a_partial_impossible_or_worded_date_is_none(text: str) -> None:
    """A date missing a part, an impossible day, or text with other words gives None."""
    assert date_text(text) is None


def test_an_ambiguous_numeric_date_follows_the_declared_language() -> None:
    """3/09/15 is March 9 for en-US, 3 September elsewhere, unknown without a language."""
    assert date_text("3/09/15 8:00am", month_first=True) == "2015-03-09"
    assert date_text("3/09/15 8:00am", month_first=False) == "2015-09-03"
    assert date_text("3/09/15 8:00am") is None
    us = (
        '<html lang="en-US"><body><span class="publish-time"><a><span>3/09/15 8:00am</span>'
        "<span>3/09/15 8:00am</span></a></span></body></html>"
    )
    assert page_date(us) == "2015-03-09"
    assert page_date(us.replace("en-US", "en-GB")) == "2015-09-03"


def test_non_iso_json_ld_and_a_raw_newline_inside_it_are_read() -> None:
    """JSON-LD "20 Nov 2019 08:02 GMT" and a script with a raw newline in a string count."""
    ld = (
        '<html><head><script type="application/ld+json">{"@type": "NewsArticle", '
        '"datePublished": "20 Nov 2019 08:02 GMT"}</script></head></html>'
    )
    assert page_date(ld) == "2019-11-20"
    raw = (
        '<html><head><script type="application/ld+json">{"@type": "NewsArticle", '
        '"description": "two\nlines", "datePublished": "2019-11-20 12:32:13+08:00"}'
        "</script></head></html>"
    )
    assert page_date(raw) == "2019-11-20"


def test_printed_bylines_date_the_page() -> None:
    """A "Published:" label, a byline's tail text, a date child, a hidden input all count."""
    label = "<html><body><p>Published: Monday, November 18th, 2019 at 11:08 a.m.</p></body></html>"
    assert page_date(label) == "2019-11-18"
    tail = (
        '<html><body><p class="article__meta">By <a href="/s">L. Jacobson</a> on Monday, '
        "November 18th, 2019 at 11:04 a.m.</p></body></html>"
    )
    assert page_date(tail) == "2019-11-18"
    child = (
        '<html><body><div class="post-author-date">By J. Sokol <p><em>May 20, 2019</em>'
        "</p></div></body></html>"
    )
    assert page_date(child) == "2019-05-20"
    hidden = '<html><body><input class="published_date" type="hidden" value="2019-11-18 23:41:18">'
    assert page_date(hidden + "</body></html>") == "2019-11-18"
    wrapped = (
        '<html><body><div class="timeinfo-txt"><time datetime="2019-11-19T10:36:00Z">'
        "1 day ago</time></div></body></html>"
    )
    assert page_date(wrapped) == "2019-11-19"


def test_a_comment_or_processing_instruction_beside_a_time_is_no_element() -> None:
    """An HTML comment before a published ``<time>`` is skipped, not read as an element."""
    page = (
        '<html><body><article><div class="byline"><!-- author box --><span>By A. Writer</span>'
        '<?php echo 1; ?><time class="published" datetime="2019-11-19T10:36:00">Nov 19</time>'
        "</div><p>Text.</p></article></body></html>"
    )
    assert page_date(page) == "2019-11-19"
    marked_update = page.replace("<!-- author box -->", "<!-- box -->Updated")
    assert page_date(marked_update) is None  # the text before the <time> still counts


def test_a_citation_or_statement_date_is_not_the_page_date() -> None:
    """A reference's access date and a quoted statement's date line are never read."""
    cite = (
        '<html><body><span class="reference-accessdate">. Retrieved <span>1 May 2016'
        "</span></span></body></html>"
    )
    assert page_date(cite) is None
    statement = (
        '<html><body><p class="statement__meta">— <a>D. McKinley</a> on Sunday, '
        "October 13th, 2019 in an article in a local newspaper</p></body></html>"
    )
    assert page_date(statement) is None


def test_a_utc_instant_gives_the_day_the_page_prints_one_day_earlier() -> None:
    """04:26 UTC on the 20th printed as 11:26 pm EST on the 19th dates the page the 19th;
    an explicit local offset or a printed day two days off leaves the timestamp's day."""

    def page(stamp: str, printed: str) -> str:
        return (
            f'<html><head><meta property="article:published_time" content="{stamp}">'
            f'</head><body><span class="timestamp">{printed}</span></body></html>'
        )

    assert (
        page_date(page("2019-11-20T04:26:47Z", "11:26 pm EST, Tuesday, November 19, 2019"))
        == "2019-11-19"
    )
    assert page_date(page("2019-11-20T04:26:47Z", "Posted Nov 19, 8:19 PM")) == "2019-11-19"
    assert page_date(page("2019-11-20T04:26:47+08:00", "November 19, 2019")) == "2019-11-20"
    assert page_date(page("2019-11-20T04:26:47Z", "November 18, 2019")) == "2019-11-20"
    dated_url = (
        '<html><head><link rel="canonical" href="https://x.org/2019/11/18/story/">'
        '<meta name="datePublished" content="2019-11-19T02:34:30Z"></head></html>'
    )
    assert page_date(dated_url) == "2019-11-18"


def test_unreadable_publication_values_are_returned_for_counting() -> None:
    """A meta or JSON-LD publication value that is no date is listed, not guessed."""
    html = (
        '<html><head><meta property="article:published_time" content="TBA">'
        '<script type="application/ld+json">{"datePublished": "2019-02-31"}</script>'
        "</head><body><p>x</p></body></html>"
    )
    found = read_date(lxml.html.fromstring(html))
    assert found.day is None
    assert found.unreadable == ("TBA", "2019-02-31")


_DAYS = st.dates(min_value=date(1990, 1, 1), max_value=date(2099, 12, 31))
_FORMATS = ("%A, %B {d}{th}, %Y at %I:%M %p", "%d %b %Y %H:%M GMT", "%I:%M:%S %p IST %b {d}, %Y",
            "%B {d} %H:%M %Y", "Published %I:%M %p EST %b {d}, %Y", "%a %b %d %Y %H:%M:%S GMT+0000",
            "%d %B %Y", "%Y-%m-%dT%H:%M:%S%z")  # fmt: skip


def _ordinal(day: int) -> str:
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


@given(_DAYS, st.sampled_from(_FORMATS), st.times())
def test_any_day_in_any_printed_form_round_trips(day: date, form: str, at: time) -> None:
    """Whatever day a page prints in a form real pages use, its ISO day comes back."""
    when = datetime.combine(day, at).astimezone() if "%z" in form else datetime.combine(day, at)
    text = when.strftime(form.replace("{d}", str(day.day)).replace("{th}", _ordinal(day.day)))
    assert date_text(text) == (when.date() if "%z" in form else day).isoformat()


@given(st.text(max_size=60), st.sampled_from([None, True, False]))
def test_any_text_gives_none_or_an_iso_day_and_never_raises(text: str, first: bool | None) -> None:
    """Free text never crashes the reader: None or a well-formed ISO day in range."""
    found = date_text(text, month_first=first)
    assert found is None or (
        date.fromisoformat(found).isoformat() == found and 1990 <= int(found[:4]) <= 2100
    )


@given(
    st.dates(min_value=date(1990, 1, 1), max_value=date(2060, 12, 31)),
    st.sampled_from(["%m/%d/%Y", "%m/%d/%y"]),
)
def test_a_us_numeric_date_round_trips_for_an_en_us_page(day: date, form: str) -> None:
    """On an en-US page any month-first numeric date (two-digit years up to 2060) is read."""
    assert date_text(day.strftime(form), month_first=True) == day.isoformat()


@given(_DAYS, st.integers(min_value=0, max_value=23))
def test_a_utc_stamp_just_after_midnight_keeps_the_printed_local_day(day: date, hour: int) -> None:
    """A UTC stamp one day after the printed day gives the printed day; the same day: itself."""
    printed = day.strftime("%B ") + f"{day.day}, {day.year}"
    for offset in (0, 1):
        stamp = f"{(day + timedelta(days=offset)).isoformat()}T{hour:02d}:00:00Z"
        html = (
            f'<html><head><meta name="pubdate" content="{stamp}"></head><body>'
            f'<div class="byline-date">{printed}</div></body></html>'
        )
        assert page_date(html) == day.isoformat()


def test_saved_pages_in_shared_data_each_read_without_error(shared_data: Path) -> None:
    """Every saved page gives a date or None, and the Quanta byline date is read."""
    found = {path.stem: page_date(path.read_text("utf-8", errors="replace"))
             for path in sorted((shared_data / "html").glob("*.html"))}  # fmt: skip
    assert found["readability_quanta-1"] == "2019-05-20"
    assert all(day is None or date.fromisoformat(day) for day in found.values())



def test_htmldate_dates_a_page_the_rules_miss_but_never_a_living_page() -> None:
    """A German "Montag, 09.12.2019" date block falls back to htmldate; a MediaWiki page or
    a JSON-LD living page gets no date from it."""
    german = ('<html lang="de"><body><div class="datum">Montag, 09.12.2019</div><p>Text.</p>'
              "</body></html>")
    found = read_date(lxml.html.fromstring(german))
    assert (found.day, found.source) == ("2019-12-09", "htmldate")
    wiki = ('<html><head><meta name="generator" content="MediaWiki 1.31"></head><body>'
            '<div class="datum">Montag, 09.12.2019</div></body></html>')
    assert read_date(lxml.html.fromstring(wiki)).day is None
    living = ('<html><head><script type="application/ld+json">{"datePublished": "2001-10-29",'
              ' "dateModified": "2019-09-26"}</script></head><body><div class="datum">Montag, '
              "09.12.2019</div></body></html>")
    assert read_date(lxml.html.fromstring(living)).day is None


def test_reuters_published_time_is_read_over_its_revision_date(shared_data: Path) -> None:
    """The saved Reuters page is dated by og:article:published_time (Jan 19), not by its
    sailthru.date / REVISION_DATE, which carry the Jan 20 revision."""
    html = (shared_data / "html" / "trafilatura_reuters.com.parasite.html").read_text("utf-8")
    assert page_date(html) == "2020-01-19"


@pytest.mark.parametrize(
    ("body", "day"),
    [
        ('<div class="x">This story is from October 9, 2019</div>', "2019-10-09"),
        ("<span>Published 4:17 PM ET Wed, 14 Dec 2016</span>", "2016-12-14"),
        ('<div class="meta-line">Published on Nov 18, 2019</div>', "2019-11-18"),
        ("<p>Published on Nov 18, 2019.</p>", None),
        ('<div class="related"><p>Published 14 Dec 2016</p></div>', None),
        ("<p>Published by Reuters on Monday, Dec 14, 2016</p>", None),
    ],
)
def test_a_printed_publication_label_without_a_colon_dates_the_page(
    body: str, day: str | None
) -> None:
    """'This story is from <date>' and 'Published <date>' labels date the page; the same label
    in a paragraph (running text), a related block, or with other words before the date,
    does not."""
    assert page_date(f"<html><body>{body}<p>Some text.</p></body></html>") == day


def test_an_updated_label_never_dates_the_page() -> None:
    """A printed 'Updated: <date>' is no publication date: alone it gives None, and beside a
    stated publication date the stated one is read."""
    updated = '<div class="x">Updated: Oct 9, 2019, 10:42 IST</div>'
    assert page_date(f"<html><body>{updated}<p>T.</p></body></html>") is None
    both = (f'<html><head><meta property="og:article:published_time" content="2019-10-07">'
            f"</head><body>{updated}<p>T.</p></body></html>")
    assert page_date(both) == "2019-10-07"


def test_a_printed_local_update_a_day_before_the_utc_stamp_gives_the_local_day() -> None:
    """A UTC stamp on the 20th with a printed 'Updated 10:01 pm PST, Tuesday, November 19'
    (published no later than the update) dates the page the 19th."""
    html = ('<html><head><meta name="dc.date" content="2019-11-20T05:57:50Z"></head><body>'
            '<span class="timestamp">Updated <time itemprop="datePublished" '
            'datetime="2019-11-20T06:01:19Z">10:01 pm PST, Tuesday, November 19, 2019</time>'
            "</span><p>T.</p></body></html>")
    assert page_date(html) == "2019-11-19"


_LABELS = ["", "Published ", "Updated: ", "This story is from "]


@given(st.text(max_size=200), st.sampled_from(_LABELS))
def test_any_page_text_gives_none_or_an_iso_day_and_never_raises(text: str, label: str) -> None:
    """Any text inside a page, behind any label, gives None or an ISO day in 1990-2100."""
    html = f"<html><body><div>{label}{text}</div><p>Body.</p></body></html>"
    found = page_date(html)
    assert found is None or 1990 <= date.fromisoformat(found).year <= 2100


# The head of the real NDTV page (postlight/parser fixtures/www.ndtv.com.html): every meta
# tag holds its value in a ``value`` attribute
NDTV_HEAD = (
    '<html><head><meta name="publish-date" itemprop="" value="Tue, 07 Apr 2020 07:36:07 +0530">'
    '<meta name="modified-date" itemprop="datePublished" value="Tue, 07 Apr 2020 15:49:34 '
    '+0530"></head><body><p>US President Donald Trump has said there may be retaliation.</p>'
    "</body></html>"
)
# The real Forward page (fixtures/forward.com.html): a UTC stamp of the 29th, the day the
# byline prints (the 28th) in a plain span of the author block
FORWARD = (
    '<html><head><meta value="2016-12-29T01:32:00+00:00" name="article:published_time">'
    '</head><body><article><div class="post-author single"><p>By <a href="/authors/x/">'
    "Laura E. Adkins</a> <span>December 28, 2016</span></p></div><p>Sometimes, if I am in "
    "the middle of editing, I do not notice Slack.</p></article></body></html>"
)


def test_a_meta_value_attribute_dates_the_page() -> None:
    """A meta tag writing its date in ``value`` (NDTV) dates the page like ``content``."""
    assert page_date(NDTV_HEAD) == "2020-04-07"
    assert page_date(NDTV_HEAD.replace("value=", "data-x=")) is None


def test_a_utc_stamp_a_day_after_the_printed_byline_gives_the_printed_day() -> None:
    """01:32Z on Dec 29 printed "December 28, 2016" in the byline: the publisher's day."""
    assert page_date(FORWARD) == "2016-12-28"
    assert page_date(FORWARD.replace("December 28, 2016", "")) == "2016-12-29"
