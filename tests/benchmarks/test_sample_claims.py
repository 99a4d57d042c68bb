"""The claims sampler labels each saved page by the kind the page itself declares."""

from __future__ import annotations

import os
import subprocess
import sys
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


_UNDATED_NEWS = """<html><head><meta property="og:type" content="website"></head><body>
<article class="article_box"><h1>Markets on a high</h1>
<div class="byline"><a href="/author/jane-doe/">Jane Doe</a></div><p>Stocks rose.</p>
</article></body></html>"""
_UNDATED_BLOG_POST = """<html><head></head><body>
<article class="post blog-post-loop"><span class="byline">admin</span><p>About bugs.</p>
</article></body></html>"""


def test_undated_signed_article_is_news_unless_marked_a_blog_post() -> None:
    """An article element signed by a byline is news with no parsable date; a blog post not."""
    assert page_kind(_UNDATED_NEWS) == "news"
    assert page_kind(_UNDATED_BLOG_POST) == "blog"


def test_sampler_runs_as_a_plain_file_without_pythonpath(tmp_path: Path) -> None:
    """``python benchmarks/sample_claims.py --help`` runs from any directory, no PYTHONPATH."""
    script = Path(__file__).resolve().parents[2] / "benchmarks" / "sample_claims.py"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, str(script), "--help"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "--news-min" in done.stdout
