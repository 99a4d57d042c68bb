"""A sentence inside a quotation an earlier sentence or paragraph opened is speech, no fact."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.open_quotes import inside_quotation, open_quotation_spans
from shared.claims.rules import RuleClaimExtractor
from shared.text.sentences import split_sentences

STATEMENT = (
    "Iran has offered to help Iraq after the floods, Iranian ambassador Iraj Masjedi said on "
    "Tuesday.\n"
    "\u201cWe are ready to help our neighbours in every way. Iranian engineers rebuilt 40 "
    "bridges in Iraq between 2003 and 2010.\n"
    "\u201cIran has sent 20 rescue teams to the border region since Sunday. The teams carry "
    "boats,\u201d Masjedi said in a statement.\n"
    "Floods killed 70 people in Basra in April 2019. Iraq's prime minister Adel Abdul Mahdi "
    "thanked Tehran in a statement on Tuesday."
)


def _inside(page: str) -> list[str]:
    spans = open_quotation_spans(page)
    return [s.text for s in split_sentences(page) if inside_quotation(spans, s.start)]


def test_a_statement_quoted_over_paragraphs_gives_no_bare_fact() -> None:
    """The reviewer's class: a sentence in the middle of a diplomat's quoted statement (no
    mark of its own) was kept as the writer's fact; it is now dropped as open_quotation."""
    extraction = RuleClaimExtractor().extraction(STATEMENT, title="Iran offers flood help",
                                                 published="2019-04-10")
    claims = [d.claim for d in extraction.drafts]
    assert not any("40 bridges" in c for c in claims)
    assert dict(extraction.dropped).get("open_quotation", 0) == 2


def test_sentences_after_the_quotation_closes_are_outside() -> None:
    """Near miss: the sentences after the closing mark, and the one before the opening, are
    the writer's."""
    assert _inside(STATEMENT) == [
        "Iranian engineers rebuilt 40 bridges in Iraq between 2003 and 2010.",
        "The teams carry boats,\u201d Masjedi said in a statement.",
    ]


def test_a_stray_open_mark_does_not_run_into_the_next_paragraph() -> None:
    """A paragraph left open with no quoted paragraph after it closes at its end: the next
    paragraph's sentences are outside."""
    page = ("He wrote \u201cthe dam held. The river fell.\n"
            "Officials counted 70 deaths in Basra. The count rose on Monday.")  # fmt: skip
    assert _inside(page) == ["The river fell."]


def test_straight_quotes_open_and_close_in_turn() -> None:
    """Straight marks pair up in turn: inside the pair only."""
    page = 'Smith said "the dam held. The river fell." Officials agreed on Monday.'
    assert _inside(page) == ['The river fell."']


@given(st.lists(st.sampled_from(["The dam held.", "Rain fell in May.", "Roads closed."]),
                min_size=1, max_size=5))
def test_a_page_without_quotation_marks_has_nothing_inside(sentences: list[str]) -> None:
    """No quotation mark, no quoted stretch: every sentence is outside."""
    page = " ".join(sentences)
    assert open_quotation_spans(page) == []
    assert _inside(page) == []


@given(st.text(alphabet=st.sampled_from(['"', "\u201c", "\u201d", "a", " ", "\n", "."]),
               max_size=60))
def test_spans_are_ordered_and_within_the_page(page: str) -> None:
    """Any text: the quoted stretches are ordered, disjoint and inside the page."""
    spans = open_quotation_spans(page)
    assert all(0 <= a < b <= len(page) for a, b in spans)
    assert all(spans[i][1] <= spans[i + 1][0] for i in range(len(spans) - 1))


def test_an_inch_mark_and_a_stray_straight_mark_quote_nothing() -> None:
    """A HotpotQA paragraph's '6'0"' (an inch mark) opened a quotation to the paragraph's end
    and dropped Silas Daniels's later facts; an inch mark, or a straight mark never closed,
    quotes nothing."""
    page = ("Daniels is 6'0\", 190 lbs and runs a 4.40 second 40-meter dash. Daniels made the "
            "2009 All-AIFA All-pro team. Smith said \"the dam held. The river fell in May.")
    assert _inside(page) == []
