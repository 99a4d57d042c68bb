"""Span verification: exact, normalised and fuzzy alignment with offsets into the original."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from shared.text.normalize import normalize, normalize_with_map
from shared.text.span_align import DifflibAligner, DocumentAligner, align_span

DOC = (
    "Leonardo DiCaprio was born on November 11,1974, in Los Angeles, California.\n"
    "DiCaprio was named after the famous painter Leonardo da Vinci, as his mother felt him "
    "kick while looking at one of da Vinci\u2019s paintings.\n"
    "In 2004, Leonardo DiCaprio founded the production company Appian Way Productions, a "
    "namesake of the Italian road."
)


def test_exact_match() -> None:
    """A verbatim span is found at its offsets with score 100."""
    span = "In 2004, Leonardo DiCaprio founded the production company Appian Way Productions"
    match = align_span(span, DOC)
    assert match is not None and match.method == "exact" and match.score == 100
    assert DOC[match.start : match.end] == span


def test_quotes_and_whitespace_are_folded() -> None:
    """Straight quotes, a line break and case differences still match with score 100."""
    span = "ONE OF DA VINCI'S  paintings."
    match = align_span(span, DOC)
    assert match is not None and match.method == "normalized" and match.score == 100
    assert match.text == "one of da Vinci\u2019s paintings."


def test_fuzzy_match_returns_window_offsets() -> None:
    """A span with a small change aligns to the right window of the original."""
    span = "Leonardo DiCaprio was born on November 11, 1974 in Los Angeles, California."
    match = align_span(span, DOC)
    assert match is not None and match.method == "fuzzy"
    assert 90 <= match.score < 100
    assert match.text.startswith("Leonardo DiCaprio was born") and match.text.endswith("nia.")
    assert DOC[match.start : match.end] == match.text


def test_hallucinated_span_is_rejected() -> None:
    """A span that is not in the document returns ``None``."""
    assert align_span("Leonardo DiCaprio has three children and lives in Paris.", DOC) is None
    assert align_span("   ", DOC) is None


def test_threshold_is_respected() -> None:
    """A lower threshold accepts a looser paraphrase that the default rejects."""
    span = "DiCaprio was named after the painter Leonardo da Vinci since his mother felt him kick"
    strict = align_span(span, DOC)
    assert strict is None or strict.score >= 90
    loose = align_span(span, DOC, threshold=70)
    assert loose is not None and "named after" in loose.text


def test_difflib_baseline_agrees_on_window() -> None:
    """The difflib baseline finds the same window as rapidfuzz for a near-verbatim span."""
    span = "DiCaprio was named after the famous painter Leonardo Da Vinci as his mother felt him"
    fast = DocumentAligner(DOC).align(span)
    slow = DifflibAligner(DOC).align(span)
    assert fast is not None and slow is not None
    assert abs(fast.start - slow.start) <= 3 and abs(fast.end - slow.end) <= 3


def test_normalize_map_points_back() -> None:
    """Every folded character maps to an original character that folds to it."""
    folded = normalize_with_map("A\u00a0\u201cQuote\u201d \u2014  dash\u00ad ok\n")
    assert folded.text == 'a "quote" - dash ok'
    for i, ch in enumerate(folded.text):
        assert normalize(folded.original[folded.offsets[i]]) in {ch, ""}


@given(st.text(min_size=1), st.data())
def test_substring_aligns_exactly(document: str, data: st.DataObject) -> None:
    """Any substring aligns exactly, score 100, to the whole words it falls inside."""
    start = data.draw(st.integers(0, len(document) - 1))
    end = data.draw(st.integers(start + 1, len(document)))
    span = document[start:end]
    assume(span.strip())
    match = align_span(span, document)
    assert match is not None
    assert match.score == 100 and match.method == "exact"
    assert span in document[match.start : match.end] == match.text
    cut = document[match.start - 1 : match.start + 1] if match.start else ""
    assert not (len(cut) == 2 and cut.isalnum() and cut[0].isalnum())
    tail = document[match.end - 1 : match.end + 1]
    assert not (len(tail) == 2 and tail[0].isalnum() and tail[1].isalnum())
    if document.find(span) == start:
        assert match.start <= start and match.end >= end


@pytest.mark.parametrize(("span", "whole"), [
    ("the engineers evaluated the pr", "the engineers evaluated the prototype"),
    ("below the 1,075-foot thres", "below the 1,075-foot threshold"),
    ("engineers evalated the prototype under lo", "engineers evaluated the prototype under load"),
])
def test_span_cut_mid_word_is_realigned_to_whole_words(span: str, whole: str) -> None:
    """A model's span cut mid-word (exact or fuzzy) is the document's whole words."""
    document = ("In tests last year the engineers evaluated the prototype under load. Heights "
                "stay below the 1,075-foot threshold in every district.")
    match = align_span(span, document)
    assert match is not None and match.text == whole


@given(st.text())
def test_normalize_offsets_are_valid(text: str) -> None:
    """On any text: offsets are increasing indexes into the original."""
    folded = normalize_with_map(text)
    assert len(folded.offsets) == len(folded.text)
    assert list(folded.offsets) == sorted(set(folded.offsets))
    assert all(0 <= off < len(text) for off in folded.offsets)


@given(st.text(alphabet=st.characters(codec="utf-8"), min_size=1), st.text(min_size=1))
def test_fuzzy_never_crashes(document: str, span: str) -> None:
    """On any document and span: no crash, and a match slices back to its text."""
    match = align_span(span, document, threshold=50)
    if match is not None:
        assert document[match.start : match.end] == match.text
        assert 50 <= match.score <= 100


@given(st.text())
def test_normalize_equals_mapped_text(text: str) -> None:
    """The fast ``normalize`` gives exactly the text ``normalize_with_map`` gives."""
    assert normalize(text) == normalize_with_map(text).text
    assert normalize(text, lower=False) == normalize_with_map(text, lower=False).text
