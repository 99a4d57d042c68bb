"""A UTC publication stamp against the day a page prints: the page's own zone decides."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from shared.text.pubdate import date_text, page_date

# The real CNN Business page (scrapinghub benchmark, /work/tuning judge15 sx_cnn_asiamarkets):
# a URL dated the 18th (New York's day), a UTC stamp of the 19th and an update line printed
# in GMT and Hong Kong time on the 19th; the story tells of Asian markets "in early trading
# Tuesday" (the 19th)
CNN = (
    '<html><head><link rel="canonical" href="https://www.cnn.com/2019/11/18/investing/'
    'asia-markets-trade/index.html"><meta content="2019-11-19T02:34:30Z" '
    'property="og:pubdate"><meta itemprop="datePublished" content="2019-11-19T02:34:30Z">'
    '</head><body><p class="metadata__byline"><span class="metadata__byline__author">By '
    'Jill Disis, <a href="https://edition.cnn.com/business">CNN Business</a></span></p>'
    '<p class="update-time">Updated 0339 GMT (1139 HKT) November 19, 2019 <span '
    'class="video__source top_source"></span></p><p>The major Asian market indexes were '
    "mixed in early trading Tuesday.</p></body></html>"
)
# The real CBS News page (judge11 sx_cbsnews_impeachment): a UTC stamp of 06:07 on the 20th
# and the byline's own "November 20, 2019 / 1:07 AM" (Eastern)
CBS = (
    '<html><head><meta property="article:published_time" content="2019-11-20T06:07:01+0000">'
    '</head><body><p class="content__meta">First published on <time datetime="2019-11-20T01:07'
    ':00-0500">November 20, 2019 / 1:07 AM</time></p><p>Volker testified.</p></body></html>'
)


def test_a_page_printing_the_stamps_day_in_gmt_is_dated_by_the_stamp_not_its_url() -> None:
    """CNN's update printed in GMT on the 19th dates the page the 19th, over its URL's 18th;
    without that line the URL's day (the publisher's local day) still stands."""
    assert page_date(CNN) == "2019-11-19"
    without = CNN.replace("Updated 0339 GMT (1139 HKT) November 19, 2019", "")
    assert page_date(without) == "2019-11-18"
    local = CNN.replace("0339 GMT (1139 HKT)", "10:39 pm ET")  # printed in another zone
    assert page_date(local) == "2019-11-18"


def test_a_byline_printing_the_stamps_day_keeps_it() -> None:
    """A byline printing the UTC stamp's own day (1:07 AM on the 20th) dates the page the
    20th; a byline of the day before still gives that day (the publisher's)."""
    assert page_date(CBS) == "2019-11-20"
    assert page_date(CBS.replace("November 20, 2019 / 1:07 AM",
                                 "November 19, 2019 / 11:07 PM")) == "2019-11-19"


def test_a_four_digit_time_before_its_zone_is_read() -> None:
    """'0339 GMT (1139 HKT) November 19, 2019' is a printed date; a year is never a time."""
    assert date_text("0339 GMT (1139 HKT) November 19, 2019") == "2019-11-19"
    assert date_text("November 19, 2019 GMT") == "2019-11-19"
    assert date_text("2019 GMT") is None


@given(st.dates(min_value=date(1990, 1, 1), max_value=date(2099, 12, 30)),
       st.integers(min_value=0, max_value=23), st.integers(min_value=0, max_value=59),
       st.sampled_from(["GMT", "UTC", "HKT", "EST"]))
def test_any_military_time_with_its_zone_round_trips(day: date, hour: int, minute: int,
                                                     zone: str) -> None:
    """'HHMM ZONE (HHMM ZONE) <Month> <d>, <yyyy>' gives back its day, whatever the time."""
    text = f"{hour:02d}{minute:02d} {zone} ({(hour + 8) % 24:02d}{minute:02d} HKT) " + (
        datetime.combine(day, datetime.min.time()).strftime("%B ") + f"{day.day}, {day.year}")
    assert date_text(text) == day.isoformat()


@given(st.dates(min_value=date(1990, 1, 1), max_value=date(2099, 12, 30)),
       st.integers(min_value=0, max_value=23))
def test_a_gmt_update_on_the_stamps_day_outweighs_a_url_of_the_day_before(day: date,
                                                                         hour: int) -> None:
    """A UTC stamp, a URL one day before it and an update printed in GMT on the stamp's day:
    the stamp's day, whatever the day and hour."""
    before = day - timedelta(days=1)
    printed = day.strftime("%B ") + f"{day.day}, {day.year}"
    html = (f'<html><head><link rel="canonical" href="https://x.org/{before:%Y/%m/%d}/s/">'
            f'<meta name="datePublished" content="{day.isoformat()}T{hour:02d}:00:00Z"></head>'
            f'<body><p class="update-time">Updated {hour:02d}30 GMT {printed}</p></body></html>')
    assert page_date(html) == day.isoformat()
