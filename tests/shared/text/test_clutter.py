"""Page clutter (sidebar teasers, related links, gallery captions) kept out of the text."""

from __future__ import annotations

import lxml.html  # type: ignore[import-untyped]
from hypothesis import given
from hypothesis import strategies as st

from shared.text.clutter import prune_clutter, slideshow_counter


def test_aside_related_teaser_and_gallery_blocks_are_removed_and_counted() -> None:
    """Each clutter block goes, counted by reason; the article and the text after a block stay."""
    tree = lxml.html.fromstring(
        "<html><body><div class='page-with-gallery'><article><h1>Title</h1>"
        "<p>Body one.</p><div class='photo-gallery'><p>9/50 A caption.</p></div>tail text"
        "<p>Body two.</p></article>"
        "<aside><a href='/x'>Teaser in the sidebar</a></aside>"
        "<div id='related-articles'><a href='/y'>A related story</a></div>"
        "<ul class='story-teaser'><li>Read more of this</li></ul></div></body></html>"
    )
    removed = prune_clutter(tree)
    assert dict(removed) == {"gallery": 1, "aside": 1, "related": 1, "teaser": 1}
    text = tree.text_content()
    assert "Body one." in text and "Body two." in text and "tail text" in text
    assert "caption" not in text and "sidebar" not in text and "related story" not in text
    assert "Read more" not in text


def test_a_layout_block_named_for_its_sidebar_around_the_story_is_kept() -> None:
    """A "l-sidebar-fixed" / "content-with-sidebar" wrapper holding most of the page's
    paragraph text is the story's column, not a sidebar; the real sidebar still goes."""
    story = "".join(f"<p>Story paragraph {n} tells one more fact about the harbour.</p>"
                    for n in range(6))  # fmt: skip
    scripts = "<script>" + "var x = 1;" * 400 + "</script>"  # most of the page's raw text
    tree = lxml.html.fromstring(
        f"<html><body>{scripts}<div class='l-sidebar-fixed l-article-body-segment'>{story}"
        "</div><div class='sidebar'><p>Most popular: something else</p></div></body></html>"
    )
    removed = prune_clutter(tree)
    text = tree.text_content()
    assert "Story paragraph 5" in text and "Most popular" not in text
    assert dict(removed) == {"aside": 1}


def test_slideshow_counters_are_found_and_words_and_fractions_are_not() -> None:
    """"9/50 Thousands ..." is a counter; 24/7, 9/11, 1/2 Cup, a date-like 12/5 are not."""
    assert slideshow_counter("9/50 Thousands more take a look at the lights.") == "9/50"
    assert slideshow_counter("The parade ended. 3/12 Crowds lined the street.") == "3/12"
    for text in ("24/7 Wall St. reported it.", "After 9/11 Congress acted.",
                 "Stir in 1/2 Cup of milk.", "He scored 12/5 Goals.", "In 2015/16 Arsenal won.",
                 "9/50 thousands more."):  # fmt: skip
        assert slideshow_counter(text) is None, text


@given(st.integers(1, 999), st.integers(1, 999), st.sampled_from(["Crowds", "The", "\u201cA"]))
def test_a_leading_counter_is_found_exactly_when_it_counts_up_to_its_total(
    shown: int, total: int, word: str
) -> None:
    """A leading "N/M Word" is a counter iff 1 <= N <= M, M >= 2, and N/M is no word."""
    found = slideshow_counter(f"{shown}/{total} {word} gathered.")
    counts = shown <= total and total >= 2 and (shown, total) not in {(9, 11), (24, 7), (7, 7)}
    assert (found == f"{shown}/{total}") is counts


def test_newsletter_sign_up_and_author_bio_blocks_are_removed_and_counted() -> None:
    """A sign-up box (PC Gamer's 'newsletter-signup', Mailchimp's 'mc_embed_signup') and an
    author's bio box go, counted as promo and author_bio; the story stays."""
    tree = lxml.html.fromstring(
        "<html><body><article><h1>Title</h1><p>Body one. The council approved the budget for "
        "the new library on Tuesday after a debate of four hours, the longest of its year.</p>"
        "<div class='newsletter-signup'><h3>PC Gamer Newsletter</h3><p>Sign up to get the best "
        "content of the week.</p></div><div id='mc_embed_signup'><form><input type='email'>"
        "</form></div><p>Body two.</p><div class='author-bio'><p>Nothing special. We cover "
        "news items.</p></div></article></body></html>"
    )
    assert dict(prune_clutter(tree)) == {"promo": 2, "author_bio": 1}
    text = tree.text_content()
    assert "Body one." in text and "Body two." in text
    assert "Sign up" not in text and "Nothing special" not in text
