"""Bad document text never fails a graph: binary, enormous, HTML-in-log, repeated text."""

from __future__ import annotations

from services.claims.buckets import ClaimsBuilder
from shared.claims.rules import RuleClaimExtractor
from shared.web.resolve import DocumentResolver
from shared.web.store import DocumentStore
from tests.services.claims.texts import DICAPRIO, graph_of


def _builder(max_document_chars: int = 200_000) -> ClaimsBuilder:
    return ClaimsBuilder(
        DocumentResolver(DocumentStore(":memory:")),
        RuleClaimExtractor(),
        max_document_chars=max_document_chars,
    )


async def test_binary_text_is_skipped_with_reason() -> None:
    """Control-character garbage yields no claims and a skipped entry, not an error."""
    garbage = "".join(chr(i % 32) + chr(0xFFFD) for i in range(4000))
    result = await _builder().build(graph_of([(1, "https://example.org/bin", "Bin", garbage)]))
    assert result.buckets == ()
    (skipped,) = result.skipped
    assert "no claim survived" in skipped.reason


async def test_enormous_repeated_text_is_capped_and_deduplicated() -> None:
    """A 1 MB log text is cut for extraction; repeated sentences give each claim once."""
    huge = "\n\n".join([DICAPRIO] * 800)
    result = await _builder(max_document_chars=50_000).build(
        graph_of([(2, "https://example.org/huge", "Leonardo DiCaprio", huge)])
    )
    (bucket,) = result.buckets
    texts = [claim.text for claim in bucket.claims]
    assert len(texts) == len(set(texts)) >= 8
    assert all(claim.span_end <= 50_000 for claim in bucket.claims)


async def test_html_carried_in_the_log_is_extracted() -> None:
    """Page HTML in the log's content is turned into main text before extraction."""
    html = f"<html><head><title>Leo</title></head><body><nav>Home | News</nav><p>{DICAPRIO}</p>" \
        "</body></html>"
    result = await _builder().build(graph_of([(3, "https://example.org/leo", "Leo", html)]))
    (bucket,) = result.buckets
    assert all("<" not in claim.span for claim in bucket.claims)
    assert any("November 11,1974" in claim.span for claim in bucket.claims)


async def test_a_page_declaring_itself_opinion_gives_no_claims() -> None:
    """An opinion column (article:section Opinion) is skipped with its reason, no claims."""
    head = '<meta property="article:section" content="Opinion">'
    html = f"<html><head><title>Leo</title>{head}</head><body><p>{DICAPRIO}</p></body></html>"
    result = await _builder().build(graph_of([(4, "https://example.org/leo", "Leo", html)]))
    assert result.buckets == ()
    (skipped,) = result.skipped
    assert "declares itself opinion" in skipped.reason
