"""Citation precision/recall/F1, URL matching and the spec's empty-set conventions."""

from __future__ import annotations

import pytest

from shared.metrics.citations import (
    DocRef,
    GoldDocs,
    citation_prf,
    normalize_url,
    score_citations,
)


def test_spec_examples() -> None:
    """The spec's citation examples give its numbers."""
    assert score_citations([1, 3, 5], [1, 3]) == pytest.approx((2 / 3, 1.0, 0.8))
    assert score_citations([1, 3], [1, 3, 5]).recall == pytest.approx(2 / 3)
    assert tuple(score_citations([2, 5], [2, 4])) == (0.5, 0.5, 0.5)
    assert tuple(score_citations([2], [1, 3])) == (0.0, 0.0, 0.0)
    assert tuple(score_citations([1, 2], [1, 2])) == (1.0, 1.0, 1.0)


def test_harmonic_mean_example() -> None:
    """P=0.8 and R=0.6 give the spec's F1 of 0.686."""
    predicted = {f"c{i}" for i in range(12)} | {f"x{i}" for i in range(3)}
    gold = {f"c{i}" for i in range(12)} | {f"g{i}" for i in range(8)}
    score = citation_prf(predicted, gold)
    assert (score.precision, score.recall) == (0.8, 0.6)
    assert score.f1 == pytest.approx(0.686, abs=5e-4)


def test_empty_set_conventions() -> None:
    """Nothing cited and nothing to cite is 1.0; exactly one side empty is 0.0."""
    assert tuple(citation_prf([], [])) == (1.0, 1.0, 1.0)
    assert tuple(citation_prf(["d1"], [])) == (0.0, 0.0, 0.0)
    assert tuple(citation_prf([], ["d1"])) == (0.0, 0.0, 0.0)


def test_duplicates_count_once() -> None:
    """Citing a document twice is one citation (set semantics)."""
    assert tuple(score_citations(["d1", "d1", " d1"], ["d1", "d2"])) == pytest.approx(
        (1.0, 0.5, 2 / 3))  # fmt: skip


@pytest.mark.parametrize(
    "variant",
    [
        "https://example.com/a",
        "http://www.example.com/a/",
        "HTTPS://Example.COM:443/a#section",
        "https://example.com/a?utm_source=feed&utm_medium=rss",
        "www.example.com/a",
        "  https://example.com/a  ",
    ],
)
def test_url_variants_normalise_alike(variant: str) -> None:
    """Scheme, www., default port, fragment, trailing slash and tracking params are ignored."""
    assert normalize_url(variant) == "example.com/a"


def test_url_differences_that_matter() -> None:
    """Paths, real query parameters and non-default ports keep URLs apart; query order not."""
    assert normalize_url("https://example.com/a") != normalize_url("https://example.com/b")
    assert normalize_url("https://example.com/a?id=1") != normalize_url("https://example.com/a")
    assert normalize_url("http://example.com:8080/a") == "example.com:8080/a"
    assert normalize_url("https://x.org/p?b=2&a=1") == normalize_url("https://x.org/p?a=1&b=2")
    assert normalize_url("http://[::1") == "http://[::1"


def test_doc_refs_match_by_id_or_any_url() -> None:
    """A gold DocRef is matched by its id or by any of its URLs; unknown sources miss."""
    gold = [
        DocRef("doc-1", ("https://en.wikipedia.org/wiki/Paris", "https://fr.wikipedia.org/Paris")),
        DocRef("doc-2", ("https://example.org/page",)),
    ]
    cited = ["http://en.wikipedia.org/wiki/Paris/", "doc-2", "https://unknown.org/x"]
    score = score_citations(cited, gold)
    assert (score.precision, score.recall) == pytest.approx((2 / 3, 1.0))
    docs = GoldDocs(gold)
    assert docs.resolve("https://fr.wikipedia.org/Paris#top") == "doc-1"
    assert docs.resolve("doc-3") not in docs.ids
