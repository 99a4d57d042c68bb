"""Sentences in the rows of a list of works name the row's work."""

from __future__ import annotations

from shared.claims.rules import RuleClaimExtractor
from shared.claims.table_rows import table_row

LIST = (
    "Films featuring time loops are listed below by year of release.\n\n"
    "| Title | Year | Description |\n|---|---|---|\n"
    "| 12:01 PM | 1990 | This short film is the first film adaptation of a short story by "
    "Richard A. Lupoff. It was nominated for an Academy Award. |\n"
    "| 12:01 | 1993 | The second film adaptation of the short story. Office worker Barry Thomas "
    "is forced to relive the worst day of his life. |\n"
)


def test_row_label_and_year_are_found_for_a_cell_sentence() -> None:
    """A sentence in a description cell reads the row's first cell and its year cell."""
    start = LIST.index("Office worker")
    row = table_row(LIST, start, "Office worker Barry Thomas is forced to relive it. |")
    assert row is not None
    assert (row.label, row.year) == ("12:01", "1993")
    assert row.body == "Office worker Barry Thomas is forced to relive it."
    assert table_row(LIST, 0, "Films featuring time loops are listed below.") is None


def test_plot_sentence_names_its_work_and_it_is_the_work() -> None:
    """A plot sentence in a row is told of its film; a row's ``It`` is the film's name."""
    drafts = RuleClaimExtractor().extraction(LIST, title="Time loop films").drafts
    claims = [d.claim for d in drafts]
    assert ("In 12:01 (1993), office worker Barry Thomas is forced to relive the worst day of "
            "his life.") in claims  # fmt: skip
    assert "12:01 PM was nominated for an Academy Award." in claims
    assert not any(c.startswith(("Office worker", "It ")) for c in claims)


def test_an_article_opening_a_row_claim_goes_to_lower_case() -> None:
    """An article opening a row claim goes to lower case after the row's lead; an acronym stays."""
    # ``A popular senior ...`` becomes ``In Before I Fall (2017), a popular senior ...``.
    line = "| Before I Fall | 2017 | A senior relives a day. |"
    row = table_row(line, line.index("A senior"), "A senior relives a day.")
    assert row is not None
    never = lambda word: False  # noqa: E731
    assert row.about("A popular senior relives the same day.", never) == (
        "In Before I Fall (2017), a popular senior relives the same day.")
    assert row.about("NASA aired it on cable television.", never).startswith(
        "In Before I Fall (2017), NASA aired")
