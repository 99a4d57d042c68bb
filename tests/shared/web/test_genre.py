"""The genre a page declares in its markup: opinion, review, or none."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import trafilatura
from hypothesis import given
from hypothesis import strategies as st

from shared.web import DocumentStore, DocumentText
from shared.web.extract import extract_html
from shared.web.genre import page_genre

BODY = "<p>" + "The council voted on the budget after a long debate in the chamber. " * 6 + "</p>"


def _page(head: str, body: str = BODY) -> str:
    return f"<html><head><title>T</title>{head}</head><body><article>{body}</article></body></html>"


def _genre(head: str, url: str | None = None) -> str | None:
    return page_genre(trafilatura.load_html(_page(head)), url)


def test_json_ld_types_declare_opinion_and_review() -> None:
    """An OpinionNewsArticle is opinion, a Review (top level or in @graph) a review."""
    opinion = '<script type="application/ld+json">{"@type": "OpinionNewsArticle"}</script>'
    review = ('<script type="application/ld+json">{"@graph": [{"@type": "WebPage"}, '
              '{"@type": "Review", "name": "Xbox One X review"}]}</script>')
    assert _genre(opinion) == "opinion"
    assert _genre(review) == "review"


def test_a_nested_review_list_is_no_review_page() -> None:
    """A product's or recipe's 'review' property does not make the page a review."""
    head = ('<script type="application/ld+json">{"@type": "Recipe", "review": '
            '[{"@type": "Review", "reviewBody": "Tasty"}]}</script>')
    assert _genre(head) is None


def test_sections_and_paths_declare_opinion() -> None:
    """article:section Opinion, a JSON-LD articleSection and an /opinion/ path are opinion."""
    assert _genre('<meta property="article:section" content="Opinion">') == "opinion"
    ld = '<script type="application/ld+json">{"@type": "NewsArticle", "articleSection": ' \
         '["Commentary"]}</script>'
    assert _genre(ld) == "opinion"
    canonical = '<link rel="canonical" href="https://news.example/opinion/2019/11/a-view.html">'
    assert _genre(canonical) == "opinion"
    assert _genre("", url="https://mag.example/reviews/phone-x") == "review"
    assert _genre("", url="https://paper.example/commentisfree/2019/nov/18/a-view") == "opinion"
    assert _genre('<meta property="article:section" content="Ideas">') == "opinion"


def test_the_open_graph_opinion_flag_declares_opinion() -> None:
    """``article:opinion`` true (a column filed under a plain section) is opinion; false
    leaves the page to its other marks."""
    assert _genre('<meta property="article:opinion" content="true">') == "opinion"
    assert _genre('<meta property="article:opinion" content=" TRUE ">') == "opinion"
    assert _genre('<meta property="article:opinion" content="false">') is None
    both = (
        '<meta property="article:opinion" content="false">'
        '<meta property="article:section" content="Ideas">'
    )
    assert _genre(both) == "opinion"


def test_a_review_tag_with_a_review_title_declares_review() -> None:
    """The tag and a title opening on '… review' agree: a review; either alone does not."""
    tag = '<meta property="article:tag" content="review">'
    og = '<meta property="og:title" content="{}">'.format
    review = og("Star Wars Jedi: Fallen Order review - shoots for the moon - VG247")
    assert _genre(tag + review) == "review"
    assert _genre(tag + og("Xbox One X review: A console that keeps up")) == "review"
    assert _genre(tag + og("Senate opens budget talks - Daily")) is None
    assert _genre(og("Pentagon orders review - Daily")) is None


def _titled(title: str, url: str | None = None) -> str | None:
    page = f"<html><head><title>{title}</title></head><body><article>{BODY}</article></body></html>"
    return page_genre(trafilatura.load_html(page), url)


def test_a_title_opening_on_its_genre_label_declares_it() -> None:
    """'Column: …', 'Opinion | …', 'Review: …' open a column's or review's title; a label
    inside the headline ('… in a column …') or a word alone says nothing."""
    assert _titled("Column: Gannett/GateHouse merger bodes ill for local news - LA Times") == (
        "opinion")
    assert _titled("Opinion | The case against the merger") == "opinion"
    assert _titled("Editorial: Fix the roads first") == "opinion"
    assert _titled("Review: A quiet film about a loud family") == "review"
    assert _titled("Mayor defends budget in column for local paper") is None
    assert _titled("Columnist wins award - Daily") is None


def test_a_work_before_review_with_a_review_slug_declares_review() -> None:
    """'<work> review: <verdict>' with 'review' in the address slug is a review; a lower-case
    verb before 'review' or no review slug says nothing."""
    slug = "https://appleinsider.example/articles/19/11/18/16-inch-macbook-pro-review-the-keyboard"
    title = "16-inch MacBook Pro review: The keyboard is probably enough - AppleInsider"
    assert _titled(title, slug) == "review"
    assert _titled(title, "https://appleinsider.example/articles/19/11/18/new-macbook") is None
    assert _titled("Pentagon orders review: what it covers",
                   "https://news.example/2019/pentagon-orders-review") is None


def test_news_sections_and_slugs_declare_nothing() -> None:
    """A news section, or 'opinion' only in the story's own slug, is no declared genre."""
    assert _genre('<meta property="article:section" content="Politics">') is None
    assert _genre("", url="https://news.example/2019/11/poll-opinion-shifts") is None
    ld = '<script type="application/ld+json">{"@type": "NewsArticle"}</script>'
    assert _genre(ld) is None


@given(st.text(max_size=60))
def test_any_section_text_reads_without_error(section: str) -> None:
    """Whatever a page writes as its section, the genre is opinion, review or None."""
    escaped = section.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
    head = f'<meta property="article:section" content="{escaped}">'
    assert _genre(head) in (None, "opinion", "review")


def test_extract_carries_the_genre_and_the_store_keeps_it(tmp_path: Path) -> None:
    """extract_html reads the genre; the store returns it with the snapshot."""
    html = _page('<meta property="article:section" content="Opinion">')
    document = extract_html(html, url="https://news.example/a")
    assert document.genre == "opinion"
    with DocumentStore(tmp_path / "docs.db") as store:
        stored = store.put(document, url="https://news.example/a", origin="saved")
        assert stored.genre == "opinion"
        assert store.snapshot(stored.snapshot_id).as_document().genre == "opinion"


def test_a_store_from_before_genres_opens_and_reads_none(tmp_path: Path) -> None:
    """A store file without the genre column gains it; its old snapshots read None."""
    path = tmp_path / "old.db"
    with DocumentStore(path) as store:
        old = store.put(DocumentText("https://a.example/x", "X", "Some text."), url="u",
                        origin="live")
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE snapshots DROP COLUMN genre")
    db.commit()
    db.close()
    with DocumentStore(path) as store:
        assert store.snapshot(old.snapshot_id).genre is None
        new = store.put(DocumentText("https://a.example/y", "Y", "Other text.", genre="review"),
                        url="v", origin="live")
        assert store.snapshot(new.snapshot_id).genre == "review"
