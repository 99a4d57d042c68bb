"""Chunking long documents for the LLM extractor."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.claims.chunks import chunk_text


def test_paragraphs_are_packed_under_the_limit() -> None:
    """Paragraphs are packed greedily, none split when each fits."""
    paragraphs = [f"Paragraph {i} says something about Meta in 20{i:02d}." for i in range(10)]
    chunks = chunk_text("\n\n".join(paragraphs), 120)
    assert all(len(chunk) <= 120 for chunk in chunks)
    assert "\n\n".join(chunks).split("\n\n") == paragraphs


def test_long_paragraph_is_cut_at_sentences() -> None:
    """A paragraph longer than the limit is cut at sentence boundaries."""
    text = " ".join(f"Sentence number {i} is here." for i in range(20))
    chunks = chunk_text(text, 100)
    assert len(chunks) > 1
    assert all(len(chunk) <= 100 for chunk in chunks)
    assert all(chunk.endswith(".") for chunk in chunks)


def test_bad_limit() -> None:
    """A non-positive limit is refused."""
    with pytest.raises(ValueError, match="positive"):
        chunk_text("text", 0)


@given(st.text(), st.integers(min_value=1, max_value=200))
def test_chunks_fit_and_keep_every_word(text: str, limit: int) -> None:
    """On any text: every chunk fits the limit and no non-space character is lost."""
    chunks = chunk_text(text, limit)
    assert all(len(chunk) <= limit for chunk in chunks)

    def squeeze(s: str) -> str:
        return "".join(s.split())

    assert squeeze("".join(chunks)) == squeeze(text)
