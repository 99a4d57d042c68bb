"""A web page's declared publication date, read from its own markup."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import lxml.html  # type: ignore[import-untyped]
from hypothesis import given
from hypothesis import strategies as st

from shared.longdoc import load_document
from shared.longdoc.pubdate import page_date, stated_date


def test_a_real_page_declares_its_date_and_the_document_keeps_it(shared_data: Path) -> None:
    """CNET's article:published_time becomes LongDocument.published; Quanta's printed byline
    date is read; a living Wikipedia article (no publication date): None."""
    doc = load_document(shared_data / "html" / "readability_cnet.html")
    assert doc.published == "2017-01-18"
    printed = load_document(shared_data / "html" / "readability_quanta-1.html")
    assert printed.published == "2019-05-20"
    undated = load_document(shared_data / "html" / "readability_wikipedia.html")
    assert undated.published is None


def test_json_ld_and_article_time_are_read_and_a_bare_text_date_is_not() -> None:
    """JSON-LD datePublished and <article><time datetime> count; a date in the text does not."""
    ld = ('<html><head><script type="application/ld+json">{"@graph": [{"@type": "NewsArticle",'
          ' "datePublished": "2019-04-28T10:00:00Z"}]}</script></head><body><p>x</p></body></html>')
    assert page_date(ld) == "2019-04-28"
    timed = ('<html><body><article><time datetime="2015-03-25">March 25</time></article>'
             '</body></html>')
    assert page_date(timed) == "2015-03-25"
    assert page_date("<html><body><p>Published March 25, 2015.</p></body></html>") is None
    assert page_date("") is None


@given(st.dates(min_value=date(1990, 1, 1), max_value=date(2100, 12, 31)),
       st.sampled_from(["article:published_time", "og:published_time", "datePublished"]))
def test_any_declared_meta_date_round_trips(day: date, name: str) -> None:
    """Whatever valid date a publication meta tag states is returned as that ISO day."""
    content = f"{day.isoformat()}T08:00:00+00:00"
    html = f'<html><head><meta property="{name}" content="{content}"></head></html>'
    assert stated_date(lxml.html.fromstring(html)) == day.isoformat()


@given(st.text(alphabet="0123456789-T:+Z ab", max_size=30))
def test_a_meta_date_that_is_no_iso_date_is_never_returned(content: str) -> None:
    """Free text in the meta tag gives None or a well-formed ISO date, never the raw text."""
    tree = lxml.html.fromstring('<html><head><meta name="date" content=""></head></html>')
    tree.find(".//meta").set("content", content or " ")
    found = stated_date(tree)
    assert found is None or date.fromisoformat(found).isoformat() == found


def test_a_dated_canonical_url_dates_the_page_and_an_undated_one_does_not() -> None:
    """A /2015/03/18/ path in rel=canonical or og:url is the date; a bare path is no date."""
    dated = ('<html><head><link rel="canonical" href="https://example.org/world/2015/03/18/'
             'gunmen-storm-museum/"></head></html>')
    assert page_date(dated) == "2015-03-18"
    og = '<html><head><meta property="og:url" content="https://x.org/2015/02/01/a/"></head></html>'
    assert page_date(og) == "2015-02-01"
    assert page_date('<html><head><link rel="canonical" href="https://x.org/a/b"></head></html>') \
        is None


def test_an_update_time_is_never_the_publication_date() -> None:
    """A "Last updated" or class="updated" <time> is skipped; a pubdate <time> is read first."""
    updated = ('<html><body><article><p>Last updated <time datetime="2025-06-02">June 2</time>'
               '</p></article></body></html>')
    assert page_date(updated) is None
    marked = ('<html><body><article><time class="updated" datetime="2025-06-02">x</time>'
              '<time datetime="2020-03-06">y</time></article></body></html>')
    assert page_date(marked) == "2020-03-06"
    roles = ('<html><body><article><time datetime="2025-06-02">x</time></article>'
             '<time pubdate datetime="2020-03-06">y</time></body></html>')
    assert page_date(roles) == "2020-03-06"
    modified = ('<html><head><meta property="article:modified_time" content="2025-06-02">'
                '</head></html>')
    assert page_date(modified) is None


def test_a_marked_byline_and_a_cdata_json_ld_give_the_date() -> None:
    """A date-classed 'posted on April 21, 2015' byline and CDATA-wrapped JSON-LD are read."""
    byline = ('<html><body><span class="buzz_datetime">posted on  April 21, 2015, at 11:29 a.m.'
              '</span><p>x</p></body></html>')
    assert page_date(byline) == "2015-04-21"
    updated = '<html><body><span class="date">Updated on April 21, 2015</span></body></html>'
    assert page_date(updated) is None
    cdata = ('<html><head><script type="application/ld+json">\n  <![CDATA[\n  {"@type": '
             '"Article", "datePublished": "2018-04-05T06:00"}\n  ]]>\n</script></head></html>')
    assert page_date(cdata) == "2018-04-05"


def test_a_living_page_is_not_dated_by_its_creation() -> None:
    """JSON-LD datePublished 2001 with dateModified 2019 (a wiki article) gives no page date."""
    wiki = ('<html><head><script type="application/ld+json">{"@type": "Article", '
            '"datePublished": "2001-10-29T01:59:14Z", "dateModified": "2019-09-26T11:35:37Z"}'
            '</script></head></html>')
    assert page_date(wiki) is None


def test_an_element_marked_as_a_date_whose_text_is_one_date_dates_the_page() -> None:
    """A Blogger date header, a "06 December 2016" publishdate and a <time class=date> count."""
    blogger = ('<html><body><h2 class="date-header"><span>Sunday, May 8, 2016</span></h2>'
               '<p>Text.</p></body></html>')
    assert page_date(blogger) == "2016-05-08"
    dmy = '<html><body><div class="publishdate">06 December 2016</div></body></html>'
    assert page_date(dmy) == "2016-12-06"
    printed = ('<html><body><span itemprop="datePublished">Tuesday, December 06, 2016</span>'
               '</body></html>')
    assert page_date(printed) == "2016-12-06"
    timed = ('<html><body><time class="date" datetime="2016-12-01T23:29:49Z">December 2</time>'
             '</body></html>')
    assert page_date(timed) == "2016-12-01"


def test_a_comment_an_update_or_a_longer_text_is_not_the_page_date() -> None:
    """A comment's or update's dated element, or a marked element with more than a date: None."""
    for html in ('<html><body><span class="comment-date">May 8, 2016</span></body></html>',
                 '<html><body><span class="updated-date">May 8, 2016</span></body></html>',
                 '<html><body><div class="date">Report of May 8, 2016 on the vote</div></body>'
                 '</html>',
                 '<html><body><p>It rained on May 8, 2016.</p></body></html>'):
        assert page_date(html) is None, html


@given(st.dates(min_value=date(1990, 1, 1), max_value=date(2100, 12, 31)), st.booleans())
def test_any_full_date_in_a_date_header_round_trips(day: date, day_first: bool) -> None:
    """Whatever valid day a date header prints, "Month D, YYYY" or "D Month YYYY", is read."""
    text = (day.strftime("%d %B %Y") if day_first
            else day.strftime("%A, %B ") + f"{day.day}, {day.year}")
    html = f'<html><body><h2 class="date-header"><span>{text}</span></h2></body></html>'
    assert page_date(html) == day.isoformat()
