"""A date printed beside a link to another article is never the page's own date."""

from __future__ import annotations

import pytest

from shared.text.pubdate import page_date

_ARTICLE = (
    "<article><h1>Council votes on the bridge</h1><p class='byline'>By Jane Doe</p>{own}"
    "<p>The council voted on the plan for the new bridge over the river.</p></article>"
)
_TEASERS = {
    "list item": "<ul><li><a href='/a'>Mayor opens the new bridge</a> "
    "<span class='date'>Nov. 20, 2014</span></li></ul>",
    "related line": "<p>Related: <a href='/a'>Mayor opens the new bridge</a> "
    "<time datetime='2014-11-20'>Nov. 20, 2014</time></p>",
    "story card": "<div class='story'><h3><a href='/a'>Mayor opens the new bridge</a></h3>"
    "<span class='timestamp'>November 20, 2014</span></div>",
}


def _page(teaser: str, own: str = "", head: str = "") -> str:
    body = f"{teaser}{_ARTICLE.format(own=own)}"
    return f"<html><head><title>T</title>{head}</head><body>{body}</body></html>"


@pytest.mark.parametrize("teaser", list(_TEASERS.values()), ids=list(_TEASERS))
def test_teaser_date_is_not_the_page_date(teaser: str) -> None:
    """A related article's date beside its headline link dates no page that prints none."""
    assert page_date(_page(teaser)) is None


@pytest.mark.parametrize("teaser", list(_TEASERS.values()), ids=list(_TEASERS))
@pytest.mark.parametrize(
    "own",
    [
        "<time datetime='2014-12-22'>December 22, 2014</time>",
        "<div>Published: December 22, 2014</div>",
        "<span class='date'>December 22, 2014</span>",
    ],
)
def test_page_own_date_wins_over_teaser(teaser: str, own: str) -> None:
    """The page's own printed date is read, not the teaser's a month earlier."""
    assert page_date(_page(teaser, own)) == "2014-12-22"


def test_meta_date_wins_over_teaser() -> None:
    """A declared article:published_time dates the page whatever teasers print."""
    head = "<meta property='article:published_time' content='2014-12-22T15:00:00Z'>"
    assert page_date(_page(_TEASERS["list item"], head=head)) == "2014-12-22"


@pytest.mark.parametrize(
    "byline",
    [
        "<div class='meta'><a href='/author/jane'>Jane Doe</a> "
        "<span class='date'>December 22, 2014</span></div>",
        "<header><h1><a href='/this-story'>Council votes on the new bridge</a></h1>"
        "<span class='date'>December 22, 2014</span></header>",
    ],
)
def test_date_beside_author_or_own_headline_is_kept(byline: str) -> None:
    """Near misses: an author's short name link and the page's own linked h1 keep the date."""
    html = f"<html><head><title>T</title></head><body>{byline}<p>Text.</p></body></html>"
    assert page_date(html) == "2014-12-22"
