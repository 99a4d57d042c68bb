"""Finding similar claim pairs with a bound gives exactly the pairs of both full matrices."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from rapidfuzz import fuzz, process

from services.claims.similarity import _plain, similar_pairs
from shared.text.normalize import normalize

WORDS = ("leonardo", "dicaprio", "was", "born", "on", "november", "11,", "1974", "1975", "in",
         "los", "angeles", "the", "a", "film", "won", "an", "oscar", "for", "best", "actor",
         "2016.", "meta", "moved", "to", "austin", "texas", "and", "opened", "offices", "x",
         "\u00e9t\u00e9", "\u4e2d", "na\u00efve", "")  # fmt: skip

claim_texts = st.lists(st.sampled_from(WORDS), min_size=1, max_size=14).map(" ".join)


@st.composite
def graphs(draw: st.DrawFn) -> tuple[list[str], list[int]]:
    """Claim texts of up to four documents, some repeated or lightly edited across them."""
    texts: list[str] = []
    docs: list[int] = []
    for _ in range(draw(st.integers(0, 14))):
        repeat: bool = draw(st.booleans())
        if texts and repeat:
            base = draw(st.sampled_from(texts)).split()
            shorten: bool = draw(st.booleans())
            if base and shorten:
                del base[draw(st.integers(0, len(base) - 1))]
            text = " ".join(base + draw(st.lists(st.sampled_from(WORDS), max_size=2)))
        else:
            text = draw(claim_texts)
        texts.append(text if draw(st.integers(0, 9)) else f" {text}  x")  # some not folded
        docs.append(draw(st.integers(1, 4)))
    return texts, docs


@given(graphs(), st.sampled_from([0.0, 50.0, 70.0, 80.0, 88.0, 90.5, 95.0, 100.0]))
def test_similar_pairs_equal_the_full_matrices(
    graph: tuple[list[str], list[int]], threshold: float
) -> None:
    """Folded or not, the bound never drops a pair the two full score matrices keep."""
    texts, docs = graph
    folded = [normalize(text) for text in texts]
    assert similar_pairs(folded, docs, threshold) == _plain(folded, docs, threshold)
    assert similar_pairs(texts, docs, threshold) == _plain(texts, docs, threshold)


@given(st.lists(claim_texts.map(normalize), min_size=1, max_size=12))
def test_token_sort_ratio_is_ratio_of_sorted_words(texts: list[str]) -> None:
    """On folded text, token_sort_ratio equals ratio of the words sorted, bit for bit."""
    ordered = [" ".join(sorted(text.split(" "))) for text in texts]
    expected = process.cdist(texts, texts, scorer=fuzz.token_sort_ratio, workers=1)
    assert (process.cdist(ordered, ordered, scorer=fuzz.ratio, workers=1) == expected).all()


def test_rapidfuzz_splits_words_only_on_python_whitespace() -> None:
    """Every character rapidfuzz splits words on is whitespace to ``str.split`` too."""
    splitters = [
        cp for cp in range(0x10000)
        if not 0xD800 <= cp <= 0xDFFF and fuzz.token_sort_ratio(f"b{chr(cp)}a", "a b") == 100
    ]  # fmt: skip
    assert " " in map(chr, splitters)
    assert all(chr(cp).isspace() for cp in splitters)


def test_linked_pairs_of_the_spec_example() -> None:
    """The spec's two birth-date claims of different documents are one pair; same doc is not."""
    texts = [
        normalize("Leonardo DiCaprio was born on November 11, 1974, in Los Angeles, California."),
        normalize("Leonardo DiCaprio established Appian Way in 2004."),
        normalize("Leonardo DiCaprio was born on November 11, 1974 in Los Angeles, California."),
    ]
    assert similar_pairs(texts, [4, 4, 11], 88.0) == [(0, 2)]
    assert similar_pairs(texts, [4, 4, 4], 88.0) == []
