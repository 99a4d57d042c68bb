"""A page's reader-comment section is cut from the article text at its heading."""

from __future__ import annotations

from collections import Counter

import lxml.html  # type: ignore[import-untyped]
import pytest
from prometheus_client import REGISTRY

from shared.text.clutter import prune_clutter
from shared.web import extract_html

_ARTICLE = (
    "<p>The Riverside council approved a new library budget of $4 million on Tuesday, "
    "after a two-hour public hearing at the town hall on Main Street.</p>"
    "<p>Construction of the library is set to begin in the spring, and the building is "
    "expected to open to readers in the autumn of the following year.</p>"
    "<p>The mayor said the new building would replace a branch closed in 1998 because "
    "of flooding, and that it would hold twice as many books as the old one.</p>"
)
_COMMENTS = (
    "<p>John Smith, posted 3 days ago: The council wasted money on this library, "
    "everyone reads on their phones now and nobody will ever go there.</p>"
    "<p>Mary Jones, posted 2 days ago: The old branch was the best in the county "
    "and the new one will never match it for its reading rooms.</p>"
)


def _page(heading: str) -> str:
    return (
        "<html><head><title>Library approved</title></head><body><article>"
        f"<h1>Library approved</h1>{_ARTICLE}{heading}{_COMMENTS}"
        "</article></body></html>"
    )


def _cut() -> float:
    value = REGISTRY.get_sample_value(
        "dyneval_extract_pruned_total", {"reason": "comments_section"}
    )
    return value or 0.0


@pytest.mark.parametrize(
    "heading",
    [
        "<h2>Visitor comments</h2>",
        "<h3>Reader Comments (2)</h3>",
        "<h2>2 Comments</h2>",
        "<p><strong>Add your comment</strong></p>",
        "<h4>Comments:</h4>",
    ],
)
def test_comments_heading_cuts_the_rest(heading: str) -> None:
    """Text from a comments heading on (commenters' posts) is no article text, and counted."""
    before = _cut()
    text = extract_html(_page(heading)).text
    assert "Riverside council approved" in text
    assert "flooding" in text
    assert "wasted money" not in text
    assert "best in the county" not in text
    assert _cut() == before + 1


@pytest.mark.parametrize(
    "heading",
    [
        "<h2>Comments on the plan</h2>",
        "<h2>Public comments to the council</h2>",
        "<p>Comments were taken from residents until May.</p>",
    ],
)
def test_heading_that_is_about_comments_is_kept(heading: str) -> None:
    """A heading or sentence about comments in the story (not the readers' section) cuts nothing."""
    text = extract_html(_page(heading)).text
    assert "wasted money" in text
    assert "best in the county" in text



def _pruned(body: str) -> tuple[Counter[str], str]:
    tree = lxml.html.fromstring(f"<html><head><title>L</title></head><body>{body}</body></html>")
    removed = prune_clutter(tree)
    return removed, tree.text_content()


def test_a_comment_block_named_by_its_class_is_pruned() -> None:
    """Reader comments in a block whose class names them ('xenforo-comment-widget', no
    heading left in the text: a postlight page kept 'Or the Moto C that people have been
    calling the Moto X.' from one, which trafilatura let through) are pruned before
    extraction and counted as comments; the article stays."""
    removed, text = _pruned(
        f"<article><h1>Library approved</h1>{_ARTICLE}</article>"
        '<div class="xenforo-comment-widget"><ul class="xenforo-comments-list">'
        f'<li class="xenforo-comment">{_COMMENTS}</li></ul></div>'
    )
    assert removed["comments"] == 1
    assert "Construction of the library" in text
    assert "John Smith" not in text and "Mary Jones" not in text


def test_code_comments_and_an_article_with_comments_stay() -> None:
    """Near misses: a code listing's comment highlighted with a 'comment' class stays with
    its code, and a block holding the article keeps its text whatever its class says."""
    removed, text = _pruned(
        f'<div class="story has-comments"><h1>Library approved</h1>{_ARTICLE}'
        '<pre><code><span class="token comment">// count the books of the new library'
        "</span>\nlet books = 40000;</code></pre></div>"
    )
    assert removed["comments"] == 0
    assert "// count the books" in text and "Construction of the library" in text
