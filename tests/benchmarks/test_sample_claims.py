"""The claims sampler labels each saved page by the kind the page itself declares."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.sample_claims import page_kind, print_stats

_BLOG = """<html><head><script type="application/ld+json">
{"@context": "https://schema.org", "@type": "BlogPosting", "datePublished": "2016-05-08"}
</script></head><body><article><p>Notes on a chip.</p></article></body></html>"""
_NEWS_GRAPH = """<html><head><script type="application/ld+json">
{"@graph": [{"@type": "WebSite"}, {"@type": ["NewsArticle"], "datePublished": "2024-12-07"}]}
</script></head><body><p>Story.</p></body></html>"""
_UNDATED_ARTICLE = """<html><head><meta property="og:type" content="article"></head>
<body><p>An essay with no date.</p></body></html>"""
_LANDING = "<html><head><title>Firefox Developer Edition</title></head><body>Menu</body></html>"


def test_declared_kinds_are_read_from_json_ld_and_og_type() -> None:
    """A BlogPosting is a blog, a NewsArticle in a graph is news, an undated article a blog."""
    assert page_kind(_BLOG) == "blog"
    assert page_kind(_NEWS_GRAPH) == "news"
    assert page_kind(_UNDATED_ARTICLE) == "blog"
    assert page_kind(_LANDING) == "other"
    assert page_kind("") == "other"


def test_saved_pages_are_not_all_news(shared_data: Path) -> None:
    """The saved Wikipedia pages are labelled wikipedia, the Reuters story news."""
    html = {p.stem: p.read_text("utf-8", errors="replace")
            for p in (shared_data / "html").glob("*.html")}  # fmt: skip
    assert page_kind(html["readability_wikipedia"]) == "wikipedia"
    assert page_kind(html["trafilatura_en.wikipedia.org.tsne"]) == "wikipedia"
    assert page_kind(html["trafilatura_reuters.com.parasite"]) == "news"


def test_stats_of_pages_that_kept_no_claim_print_zero(capsys: pytest.CaptureFixture[str]) -> None:
    """``--stats`` over pages that kept nothing prints "kept 0" instead of failing."""
    print_stats([])
    assert "(kept 0)" in capsys.readouterr().out
