"""The spec's split rules: bullets, paragraphs, sentences, one piece per citation."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from services.graph.citations import citation_ids
from services.graph.splitter import split_segments, split_transcript
from tests.services.graph.conftest import spec_meta_log


def test_spec_example_splits_into_one_piece_per_citation() -> None:
    """The Meta log gives [8][10] -> two pieces, then [8], [4][9] -> two, and [6]."""
    pieces = split_transcript(spec_meta_log().thinking)
    assert [p.cite for p in pieces] == [None, 8, 10, 8, None, 4, 9, 6]
    assert pieces[5].text == "Leaving its lease at The Domain [4]"
    assert pieces[6].text == "Leaving its lease at The Domain [9]"
    assert pieces[7].text == "Subleasing 120,000 square feet of downtown space [6]"


def test_run_together_bullets_become_their_own_segments() -> None:
    """'by:- X [4][9]- Y [6]' (no newlines) yields two bullet segments after the lead-in."""
    segments = split_segments("reducing its presence by:- Leaving [4][9]- Subleasing [6]'")
    assert [(s.kind, s.text) for s in segments] == [
        ("paragraph", "reducing its presence by:"),
        ("bullet", "Leaving [4][9]"),
        ("bullet", "Subleasing [6]"),
    ]


def test_glued_period_after_citation_ends_a_sentence() -> None:
    """'... [8].fact, Meta ...' (a lost line break) is cut after the period."""
    texts = [s.text for s in split_segments('said "no" [8].fact, Meta left.')]
    assert texts == ['said "no" [8].', "fact, Meta left."]


def test_duplicated_pieces_share_the_claim_text() -> None:
    """Copies of one bullet differ only in the citation they keep."""
    pieces = split_transcript("- Revenue grew in 2023 [2, 5]")
    assert [p.text for p in pieces] == ["Revenue grew in 2023 [2]", "Revenue grew in 2023 [5]"]
    assert pieces[0].segment == pieces[1].segment


def test_blank_lines_bullets_and_headings_are_units() -> None:
    """Blank lines end paragraphs; '-', '*', '1.' lines and headings start units."""
    text = "## Findings\nFirst line\nwrapped on.\n\n* star [1]\n1. numbered [2]\n+ plus"
    segments = split_segments(text)
    assert [(s.kind, s.text) for s in segments] == [
        ("heading", "Findings"),
        ("paragraph", "First line wrapped on."),
        ("bullet", "star [1]"),
        ("bullet", "numbered [2]"),
        ("bullet", "plus"),
    ]


def test_leading_citation_belongs_to_the_sentence_before() -> None:
    """'Meta left. [3] It sold.' attaches [3] to 'Meta left.'."""
    pieces = split_transcript("Meta left. [3] It sold the lease.")
    assert [(p.text, p.cite) for p in pieces] == [
        ("Meta left. [3]", 3),
        ("It sold the lease.", None),
    ]


def test_paragraph_granularity_keeps_whole_paragraphs() -> None:
    """With granularity='paragraph' a multi-sentence paragraph stays one segment."""
    text = "One fact [1]. Another fact [2].\n\nNext."
    assert [s.text for s in split_segments(text, "paragraph")] == [
        "One fact [1]. Another fact [2].",
        "Next.",
    ]
    assert len(split_segments(text)) == 3


def test_ranges_expand_into_pieces() -> None:
    """[4-6] yields three pieces citing 4, 5 and 6."""
    assert [p.text for p in split_transcript("Sales rose [4-6].")] == [
        "Sales rose [4].",
        "Sales rose [5].",
        "Sales rose [6].",
    ]


def test_text_without_letters_or_digits_yields_nothing() -> None:
    """Rules, stray quotes and blank input give no pieces."""
    assert split_transcript("---\n\n'\n   \n") == []
    assert split_transcript("") == []


transcripts = st.lists(
    st.one_of(
        st.text(max_size=10),
        st.sampled_from(
            [
                "[1]", "[2][3]", "[4, 5]", "[6-8]", "[9", "]", "- ", "\n", "\n\n", "* ", "1. ",
                "# ", ". ", ".x", ":- ", "]- ", "'", "\u2022", "[[1]2]", "[3,\n4]", "\r\n",
                "Therefore ", "might ", "not ", "Mr. ", "e.g. ",
            ]
        ),
    ),
    max_size=25,
).map("".join)


@settings(max_examples=300)
@given(transcripts)
def test_every_citation_lands_in_exactly_one_piece(text: str) -> None:
    """Any text splits without error; pieces carry the input's citations once, in order."""
    pieces = split_transcript(text)
    normalised = text.replace("\r\n", "\n").replace("\r", "\n")
    assert [p.cite for p in pieces if p.cite is not None] == citation_ids(normalised)
    for piece in pieces:
        expected = [] if piece.cite is None else [piece.cite]
        assert citation_ids(piece.text) == expected


@given(st.text(max_size=300))
def test_arbitrary_unicode_never_crashes(text: str) -> None:
    """Arbitrary Unicode splits into pieces each citing at most one source."""
    for piece in split_transcript(text):
        assert len(citation_ids(piece.text)) <= 1
