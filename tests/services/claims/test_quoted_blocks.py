"""A page's blockquotes (another outlet's paragraph, an embedded post) give no claims of
the page's own; the same sentence in its own paragraphs does (open-data sentences: NBC
News's SpaceX story and Gothamist's fallout-shelter story, postlight/parser fixtures)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from services.claims.buckets import ClaimsBuilder
from shared.claims.embedded import QUOTED_BLOCK, only_quoted, strip_source
from shared.claims.rules import RuleClaimExtractor
from shared.messages.claims import ClaimBuckets
from shared.web.extract import extract_html
from shared.web.resolve import DocumentResolver
from shared.web.store import DocumentStore
from tests.services.claims.texts import graph_of

OWN = ("Orbital Sciences took a year to return to flight after its Antares rocket exploded in "
       "October 2014.")  # fmt: skip
QUOTED = "John F. Kennedy created a nationwide shelter program as president in 1961."
TWEET = ("Anis Amri, the suspect in the Berlin attack, was killed by the police in a shootout "
         "outside Milan, officials said https://t.co/mlM6jwiTyh\u2014 The New York Times "
         "(@nytimes) December 23, 2016")  # fmt: skip


def _page(body: str) -> str:
    return (
        "<html><head><title>SpaceX delays its first crewed flight</title>"
        '<meta property="article:published_time" content="2016-12-13T10:00:00Z"></head>'
        f"<body><article><h1>SpaceX delays its first crewed flight</h1>{body}</article>"
        "</body></html>"
    )


async def _build(body: str) -> ClaimBuckets:
    builder = ClaimsBuilder(DocumentResolver(DocumentStore(":memory:")), RuleClaimExtractor())
    graph = graph_of([(1, "https://example.org/spacex", "SpaceX", _page(body))])
    return await builder.build(graph)


def test_extraction_keeps_where_each_blockquote_sits() -> None:
    """Each <blockquote> (a paragraph quoted, an embedded post) is a range of the text."""
    html = _page(f"<p>{OWN}</p><blockquote><p>{QUOTED}</p></blockquote>"
                 f'<blockquote class="twitter-tweet"><p>{TWEET}</p></blockquote>')
    document = extract_html(html)
    assert [document.text[a:b] for a, b in document.quoted] == [QUOTED, TWEET]


async def test_a_sentence_of_the_page_is_a_claim() -> None:
    """In the page's own paragraph the quoted test sentence is a claim (the control)."""
    result = await _build(f"<p>{OWN}</p><p>{QUOTED}</p>")
    (bucket,) = result.buckets
    assert QUOTED in [claim.text for claim in bucket.claims]


async def test_a_blockquoted_sentence_is_no_claim_and_is_counted() -> None:
    """The same sentence inside a blockquote is dropped as ``quoted_block``, counted."""
    result = await _build(f"<p>{OWN}</p><blockquote><p>{QUOTED}</p></blockquote>")
    (bucket,) = result.buckets
    assert [claim.text for claim in bucket.claims] == [OWN]
    assert {d.reason: d.count for d in bucket.dropped}[QUOTED_BLOCK] == 1


async def test_a_pull_quote_of_the_pages_own_sentence_keeps_its_claim() -> None:
    """A pull quote repeating a body sentence leaves the body's claim standing."""
    result = await _build(f"<blockquote><p>{OWN}</p></blockquote><p>{QUOTED}</p><p>{OWN}</p>")
    (bucket,) = result.buckets
    assert OWN in [claim.text for claim in bucket.claims]


async def test_a_page_with_only_quoted_claims_is_skipped_with_the_reason() -> None:
    """When every claim is quoted, the document is skipped and the reason names the drop."""
    result = await _build(f"<blockquote><p>{QUOTED}</p></blockquote><p>Read on.</p>")
    assert result.buckets == ()
    (skipped,) = result.skipped
    assert f"1 {QUOTED_BLOCK}" in skipped.reason


@given(st.text(alphabet="ab .", min_size=1, max_size=40), st.data())
def test_only_quoted_means_no_occurrence_outside_the_ranges(text: str, data: st.DataObject) -> None:
    """``only_quoted`` is true exactly when every occurrence of the span is inside a range."""
    start = data.draw(st.integers(0, len(text) - 1))
    end = data.draw(st.integers(start + 1, len(text)))
    span = text[start:end]
    a = data.draw(st.integers(0, len(text)))
    ranges = ((a, data.draw(st.integers(a, len(text)))),)
    hits = [i for i in range(len(text)) if text.startswith(span, i)]
    inside = all(any(x <= i and i + len(span) <= y for x, y in ranges) for i in hits)
    assert only_quoted(span, text, ranges) == inside


CAPTION = ("As governor of New York, Nelson A. Rockefeller was big on fallout shelters. "
           "(Harry Benson/Getty)")  # fmt: skip
"""A photo caption of Gothamist's fallout-shelter story (postlight/parser fixture)."""


def test_a_line_ending_in_a_photo_credit_gives_no_claim() -> None:
    """A caption line ('... (Harry Benson/Getty)') is dropped as ``caption``; the same
    sentence as a line of prose is read."""
    title = "New York's Fallout Shelters"
    prose = RuleClaimExtractor().extraction(CAPTION.rsplit(" (", 1)[0], title=title)
    caption = RuleClaimExtractor().extraction(CAPTION, title=title)
    assert [d.claim for d in prose.drafts] == [
        "As governor of New York, Nelson A. Rockefeller was big on fallout shelters."
    ]
    assert caption.drafts == ()
    assert dict(caption.dropped)["caption"] == 1  # the credit itself: a "length" piece


def test_a_bare_source_address_is_cut_from_the_claim_not_the_span() -> None:
    """'(equilar.com)' ending CBS Sports's sentence is no part of the claim; the span keeps it."""
    sentence = "Tim Cook of Apple makes $37 million (equilar.com)."
    (draft,) = RuleClaimExtractor().extraction(sentence, title="CEO pay").drafts
    assert draft.claim == "Tim Cook of Apple makes $37 million."
    assert draft.span == sentence
    assert strip_source("It rose 5% (Source: www.bls.gov).") == "It rose 5%."
    assert strip_source("It is sold by Amazon (Amazon.com).") == "It is sold by Amazon."
    assert strip_source("He founded Example.com (the site) in 1999.") == (
        "He founded Example.com (the site) in 1999.")
