"""Answer extraction: citation markers are citations, long answers reduce to their span."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.metrics.extraction import (
    answer_shape,
    citation_markers,
    extract_answer,
    split_citations,
)
from shared.metrics.normalize import normalize_answer

SOME = settings(max_examples=300, deadline=None)

numbers_lists = st.lists(st.integers(min_value=1, max_value=40), min_size=1, max_size=4)


def _marker(numbers: list[int], style: str) -> str:
    if style == "adjacent":
        return "".join(f"[{n}]" for n in numbers)
    if style == "comma":
        return "[" + ", ".join(str(n) for n in numbers) + "]"
    return "[" + ",".join(str(n) for n in numbers) + "]"


@SOME
@given(numbers_lists, st.sampled_from(["adjacent", "comma", "tight"]), st.sampled_from(["", "."]))
def test_markers_in_any_style_become_citations(numbers: list[int], style: str, end: str) -> None:
    """``[1][2]``, ``[1, 2]`` and ``[1,2]`` give the cited numbers, in order, once each."""
    text = f"1 year {_marker(numbers, style)}{end}"
    cleaned, cited = split_citations(text)
    assert cited == tuple(dict.fromkeys(numbers))
    assert "[" not in cleaned and cleaned.rstrip(".") == "1 year"


def test_ranges_and_text_brackets() -> None:
    """``[1-3]`` cites 1 to 3; a bracket holding words is not a marker."""
    assert citation_markers("see [1-3] and [5]") == (1, 2, 3, 5)
    assert citation_markers("the word [sic] and [a]") == ()
    assert split_citations("It was 5 years [2].") == ("It was 5 years.", (2,))


NAME_WORDS = st.sampled_from(
    ["Arthur's", "Magazine", "F.C.", "Barcelona", "St.", "Louis", "Blind", "Shaft", "Dr.", "No"]
)
names = st.lists(NAME_WORDS, min_size=1, max_size=4).map(" ".join)
units = st.sampled_from(["year", "years", "km", "people", "percent", "metres"])
golds = st.one_of(
    names,
    st.tuples(st.integers(min_value=2, max_value=5000), units).map(lambda p: f"{p[0]} {p[1]}"),
    st.sampled_from(["March 10, 2019", "1990", "April 2009", "2021-06-01"]),
)


@SOME
@given(golds, numbers_lists, st.sampled_from(["adjacent", "comma"]))
def test_gold_followed_by_markers_extracts_the_gold(
    gold: str, numbers: list[int], style: str
) -> None:
    """The gold answer followed by citation markers extracts to the gold."""
    extracted = extract_answer(f"{gold} {_marker(numbers, style)}", gold)
    assert normalize_answer(extracted.text) == normalize_answer(gold)
    assert extracted.cited == tuple(dict.fromkeys(numbers))


@SOME
@given(st.integers(min_value=2, max_value=900), st.integers(min_value=2, max_value=900))
def test_two_different_numbers_are_never_resolved(a: int, b: int) -> None:
    """A hedge between two values of the asked unit is not reduced to either."""
    if a == b:
        return
    extracted = extract_answer(f"Either {a} years or {b} years.", f"{a} years")
    assert not extracted.reduced
    assert normalize_answer(extracted.text) != normalize_answer(f"{a} years")


@pytest.mark.parametrize(
    ("answer", "gold", "question", "expected"),
    [
        ("About 9 years (1991 → 2000) [1, 2].", "9 years", "", "9 years"),
        ("The launch was on April 24, 1990 [3].", "April 24, 1990", "", "April 24, 1990"),
        ("Arthur's Magazine was started first [1][2].", "Arthur's Magazine",
         "Which magazine was started first, Arthur's Magazine or First for Women?",
         "Arthur's Magazine"),
        ("Beams came back first [1].", "Beams circulated again",
         "Which happened first: “Beams circulated again” or “The Higgs was found”?",
         "Beams came back first."),
        ("Yes, both are in France.", "yes", "Are both X and Y in France?", "Yes"),
        ("Reasoning first.\nAnswer: Barack Obama", "Barack Obama", "", "Barack Obama"),
        ("The answer is Barack Obama. He was the 44th president of the United States.",
         "Barack Obama", "", "Barack Obama"),
    ],
)  # fmt: skip
def test_long_form_answers_reduce_to_the_span_of_the_type(
    answer: str, gold: str, question: str, expected: str
) -> None:
    """Each answer type keeps its span: number with unit, date, compared entity, yes/no, name."""
    assert extract_answer(answer, gold, question).text == expected


def test_both_compared_entities_named_resolve_by_the_comparison() -> None:
    """Naming both compared entities, the one the comparison follows is the answer."""
    question = "Which magazine was started first, Arthur's Magazine or First for Women?"
    before = extract_answer("Arthur's Magazine was started before First for Women.",
                            "Arthur's Magazine", question)  # fmt: skip
    assert before.text == "Arthur's Magazine"
    text = "First for Women was started after Arthur's Magazine."
    after = extract_answer(text, "Arthur's Magazine", question)
    assert after.text == text and not after.reduced


def test_answer_shape_reads_the_gold_form() -> None:
    """The type comes from the gold's form: number with its unit, date precision, choices."""
    assert answer_shape("10,000 kilometres").kind == "number"
    assert answer_shape("10,000 kilometres").unit == "km"
    assert answer_shape("March 2019").precision == "month"
    assert answer_shape("no").kind == "yes_no"
    assert answer_shape("Paris").kind == "name"
    shape = answer_shape("B", "Which came first, A or B?")
    assert shape.kind == "choice" and shape.choices == ("A", "B")


def test_long_gold_keeps_the_whole_answer() -> None:
    """A summary gold is free text: only the markers go, no sentence is cut."""
    gold = "The bridge opened in 1932. It carries rail, road and foot traffic across the harbour."
    extracted = extract_answer(gold + " [1][2]", gold)
    assert extracted.kind == "free" and extracted.text == gold


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("Jeff Bezos", "Jeff Bezos"),
        ("Jeff Bezos [1][2]", "Jeff Bezos"),
        ("Jeff Bezos was born first, in 1964, while Elon Musk was born in 1971 [1].",
         "Jeff Bezos"),
        ("Jeff Bezos is older than Elon Musk.", "Jeff Bezos"),
        ("Amazon was founded by Jeff Bezos in Bellevue, Washington.", None),
        ("Elon Musk was born after Jeff Bezos.", None),
    ],
)  # fmt: skip
def test_a_long_answer_must_assert_the_comparison(answer: str, expected: str | None) -> None:
    """A long answer counts a compared entity only when it states the comparison after it."""
    question = "Who was born first, Jeff Bezos or Elon Musk?"
    extracted = extract_answer(answer, "Jeff Bezos", question)
    if expected is None:
        assert not extracted.reduced
    else:
        assert extracted.text == expected
