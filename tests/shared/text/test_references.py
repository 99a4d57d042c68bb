"""Reference markers and sections cut from a text, offsets kept back to the original."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.text.references import strip_references


def test_markers_of_every_kind_are_cut() -> None:
    """``[12]``, ``[n 8]``, ``[update]`` and ``[citation needed]`` go; ``[deal]`` stays."""
    text = ("As of late 2015[update], Firefox had 10%.[43][44] A note[n 8] here. "
            "If this [deal] is going to happen.[citation needed]")  # fmt: skip
    clean = strip_references(text)
    assert clean.text == (
        "As of late 2015, Firefox had 10%. A note here. If this [deal] is going to happen."
    )
    assert clean.markers == 5


def test_template_residue_of_a_wikipedia_dump_is_cut() -> None:
    """HotpotQA's unexpanded template goes, with the comma before it; braces in prose stay."""
    text = ("Julia Eileen Gillard, {'1': \", '2': \", '3': \", '4': \"} (born 29 September 1961) "
            "is a former Australian politician. The set {a, b} is small.")  # fmt: skip
    clean = strip_references(text)
    assert clean.text == (
        "Julia Eileen Gillard (born 29 September 1961) is a former Australian politician. "
        "The set {a, b} is small."
    )
    a, b = clean.original_span(0, clean.text.index(")") + 1)
    assert text[a:b].startswith("Julia Eileen Gillard, {'1'")


def test_reference_section_in_the_second_half_is_cut() -> None:
    """A ``References`` heading late in the text ends it; one early on does not."""
    body = "Mozilla is a community. " * 20
    clean = strip_references(f"{body}\n\nReferences\n\n1. Smith, J. (2010). A book.\n")
    assert clean.text.rstrip() == body.rstrip() and clean.section_chars > 0
    early = strip_references(f"See also\n\n{body}")
    assert early.text.startswith("See also") and early.section_chars == 0


def test_original_span_maps_back_to_verbatim_text() -> None:
    """A sentence of the cleaned text maps to its verbatim span, markers included."""
    text = "It was free.[3] One day later, Zawinski registered mozilla.org.[4] Next."
    clean = strip_references(text)
    start = clean.text.index("One day")
    end = clean.text.index("org.") + 4
    a, b = clean.original_span(start, end)
    assert text[a:b] == "One day later, Zawinski registered mozilla.org."


@given(st.lists(st.sampled_from(["word ", "[12]", "[n 3]", "[update]", ". ", "x[a]", "é "]),
                max_size=40))  # fmt: skip
def test_every_kept_character_maps_to_itself(pieces: list[str]) -> None:
    """Each character of the cleaned text is the original character at its mapped offset."""
    text = "".join(pieces)
    clean = strip_references(text)
    for index, char in enumerate(clean.text):
        start, end = clean.original_span(index, index + 1)
        assert text[start:end] == char
