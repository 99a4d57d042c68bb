"""The dangling_reference gate: a bare description no document titles fails; a title passes."""

from __future__ import annotations

from shared.quality.gates import gate_failures
from tests.shared.quality.items import qa_item, titled_item


def test_a_title_that_reads_like_a_description_is_no_bare_description() -> None:
    """A capitalised title mid-question is no bare description; a lower-case description is."""
    # ``The Organization`` is a film's title; ``the company``, and a question opening with ``The
    # company``, still need a referent.
    titled = qa_item("Which film came out first, The Organization or Semi-Tough?", "Semi-Tough")
    assert "dangling_reference" not in gate_failures(titled)
    bridged = qa_item("Who was born first, the director of The Organization or Mark King?")
    assert "dangling_reference" not in gate_failures(bridged)
    for question in ("When did the company move its headquarters to Austin?",
                     "The Company moved its headquarters to Austin in which year?"):
        assert "dangling_reference" in gate_failures(qa_item(question, "2021"))


def test_a_generic_description_that_no_document_bears_as_its_title_is_bare() -> None:
    """A generic description no document bears as its title is bare; a page's own title is not."""
    # ``The EP`` from the page ``Another Me (Charlene Choi EP)`` names no work; ``The Organization``
    # on its own page is a title.
    bare = titled_item("Which came out first, Twins Language or The EP?", "Twins Language",
                       "Twins Language", "Another Me (Charlene Choi EP)")  # fmt: skip
    assert "dangling_reference" in gate_failures(bare)
    titled = titled_item("Which film came out first, The Organization or Semi-Tough?", "Semi-Tough",
                         "The Organization", "Semi-Tough (film)")  # fmt: skip
    assert "dangling_reference" not in gate_failures(titled)
