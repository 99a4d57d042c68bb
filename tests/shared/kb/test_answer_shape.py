"""Last gates of a direct query: a question that reads alone, an answer that is finished."""

from __future__ import annotations

from collections import Counter

from shared.kb.answer_shape import gated, why_rejected
from shared.kb.candidates import Candidate


def _c(query: str, answer: str) -> Candidate:
    return Candidate(query=query, ground_truth=answer, refs=("a.md",), subtype="simple_fact",
                     category="docs", key=query)


def test_answer_cut_before_a_code_block_is_rejected() -> None:
    """'The token can be set using.' stops where the page's code block began."""
    assert why_rejected(_c("How do I set the token?", "The token can be set using.")) == (
        "answer stops where a code block followed")
    assert why_rejected(_c("What is the support email?", "Help@shop.example.")) is None


def test_answer_pointing_at_an_unnamed_setting_is_rejected() -> None:
    """'this setting' with no setting in the question has no referent; named, it passes."""
    answer = "Use project.classifiers instead of this setting."
    assert why_rejected(_c("What if I do not want automatic classifiers?", answer)) == (
        "answer points at a thing the question does not name")
    assert why_rejected(_c("What replaces the classifiers setting?", answer)) is None


def test_question_naming_a_page_or_quoting_a_clause_is_rejected() -> None:
    """'According to the Configuration page' and a quoted step are not how people ask."""
    assert why_rejected(_c("According to the Configuration page, what is the cache dir?",
                           "A path.")) == "question names a page"
    assert why_rejected(_c("What does the International Shipping page say about customs?",
                           "Forms are printed.")) == "question names a page"
    quoted = 'What comes right after "Exclude your build inputs from your wheel"?'
    assert why_rejected(_c(quoted, "Include them.")) == "question quotes a clause"


def test_pasted_section_is_rejected_and_counted() -> None:
    """A 61-word answer is a passage: gated() drops it and counts the reason by subtype."""
    skipped: Counter[str] = Counter()
    long = _c("Why use a client?", " ".join(["word"] * 61) + ".")
    short = _c("Why use a client?", "It reuses connections.")
    kept = gated({"simple_fact": [long, short]}, skipped)
    assert kept["simple_fact"] == [short]
    assert skipped == Counter({"simple_fact:answer pastes a passage": 1})
