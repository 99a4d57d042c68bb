"""Citation markers: which brackets are citations and how one is kept while others go."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from services.graph.citations import MAX_RANGE, citation_ids, find_marks, groups, render_with


def test_adjacent_list_and_range_forms_are_citations() -> None:
    """[4][9], [4, 9], [4-6] and an en-dash range all name their sources in order."""
    assert citation_ids("a [4][9] b") == [4, 9]
    assert citation_ids("a [4, 9] b") == [4, 9]
    assert citation_ids("a [4-6] b") == [4, 5, 6]
    assert citation_ids("a [2\u20134, 7] b") == [2, 3, 4, 7]


def test_brackets_that_are_not_citations_stay_text() -> None:
    """A descending range, an oversized range, words or inner spaces are not citations."""
    too_wide = f"[1-{MAX_RANGE + 2}]"
    assert citation_ids(f"[6-4] {too_wide} [a] [ 3] [citation needed] [^1]") == []


def test_touching_marks_form_one_group() -> None:
    """Marks with only whitespace between them are one group; text splits groups."""
    text = "x [8][10] y [8] [2]"
    assert groups(text, find_marks(text)) == [[0, 1], [2, 3]]


def test_render_keeps_one_citation_and_tidies_punctuation() -> None:
    """Removing [8][10] before a comma leaves no space before the comma."""
    text = "Texas [8][10], a spokesperson said no [8]."
    marks = find_marks(text)
    assert render_with(text, marks, 0, 8) == "Texas [8], a spokesperson said no."
    assert render_with(text, marks, 1, 10) == "Texas [10], a spokesperson said no."
    assert render_with(text, marks, 2, 8) == "Texas, a spokesperson said no [8]."
    assert render_with(text, marks, None, None) == "Texas, a spokesperson said no."


def test_render_defuses_brackets_made_by_removal() -> None:
    """"[[1]2]" without [1] would read "[2]"; it is turned into "(2)" instead."""
    text = "x [[1]2] y [5]"
    marks = find_marks(text)
    assert render_with(text, marks, 1, 5) == "x (2) y [5]"


citation_texts = st.lists(
    st.one_of(
        st.text(max_size=8),
        st.sampled_from(["[", "]", "[1]", "[2, 3]", "[4-6]", "[7][8]", ",", "-", " ", "\n", "[9"]),
    ),
    max_size=12,
).map("".join)


@given(citation_texts)
def test_render_leaves_exactly_the_kept_citation(text: str) -> None:
    """For every mark and number, the rendered text cites exactly that number once."""
    marks = find_marks(text)
    for index, mark in enumerate(marks):
        for number in mark.ids:
            assert citation_ids(render_with(text, marks, index, number)) == [number]
    assert citation_ids(render_with(text, marks, None, None)) == []
