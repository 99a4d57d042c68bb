"""Markdown table parsing and numeric cells."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from shared.kb.knowledge_base import KnowledgeBase
from shared.kb.markdown import parse_markdown
from shared.kb.table_questions import cell_answer
from shared.kb.tables import (
    cell_number,
    cell_range,
    is_delimiter_row,
    parse_table,
    split_row,
    unescape_entities,
)


def test_parse_table_reads_headers_rows_and_pads_short_rows() -> None:
    """A pipe table gives headers and rows with one cell per column."""
    table = parse_table(
        ["| Zone | Rate | Days |", "| --- | :-: | ---: |", "| A | $4.99 |", "| B | $5 | 3 |"]
    )
    assert table is not None
    assert table.headers == ("Zone", "Rate", "Days")
    assert table.rows == (("A", "$4.99", ""), ("B", "$5", "3"))
    assert table.row("b") == ("B", "$5", "3")
    assert table.column("rate") == 1


def test_parse_table_needs_a_delimiter_row() -> None:
    """Two pipe lines without a --- row are not a table."""
    assert parse_table(["| a | b |", "| c | d |"]) is None
    assert not is_delimiter_row("| a | b |")


def test_escaped_pipe_stays_in_the_cell() -> None:
    """``\\|`` inside a cell is a literal pipe, not a column break."""
    assert split_row(r"| a \| b | c |") == ["a | b", "c"]


def test_cell_range_understands_bands_up_to_and_above() -> None:
    """Weight bands, money bands, 'Up to' and 'and above' become intervals."""
    assert cell_range("1.01–5 lb") == (1.01, 5.0)
    assert cell_range("$100–$499.99") == (100.0, 499.99)
    assert cell_range("Up to 1 lb") == (0.0, 1.0)
    low, high = cell_range("$750 and above") or (0.0, 0.0)
    assert low == 750.0 and math.isinf(high)
    assert cell_range("Instant") is None


def test_cell_number_reads_money_with_thousands() -> None:
    """The first number of a cell, thousands separators removed."""
    assert cell_number("$1,299.50 per order") == 1299.5
    assert cell_number("none") is None


_CELL = st.text(
    alphabet=st.characters(blacklist_characters="|\\\n\r", blacklist_categories=["Cs"]),
    max_size=12,
).map(str.strip)


@given(st.lists(st.lists(_CELL, min_size=2, max_size=2), min_size=1, max_size=5),
       st.lists(_CELL.filter(bool), min_size=2, max_size=2))
def test_rendered_tables_parse_back(rows: list[list[str]], headers: list[str]) -> None:
    """Any table rendered as markdown parses back to the same headers and (non-empty) rows."""
    lines = ["| " + " | ".join(headers) + " |", "| --- | --- |"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    table = parse_table(lines)
    assert table is not None
    assert list(table.headers) == headers
    assert [list(r) for r in table.rows] == [row for row in rows if any(row)]


def test_an_entity_pipe_stays_inside_its_cell() -> None:
    """A cell's `&#124;` and `&gt;` render as `|` and `>` after the row is split, not before."""
    page = parse_markdown(
        "# Upgrading\n\n## Template variables\n\nOld | New\n--- | ---\n"
        "`include_nav` | `nav&#124;length&gt;1`\n`page_title` | `page.title`\n")
    (table,) = page.tables
    assert table.rows == (("include_nav", "nav|length>1"), ("page_title", "page.title"))


def test_code_like_cells_are_answered_as_written() -> None:
    """A lookup answer keeps a code-like cell's case and adds no full stop; prose cells get both."""
    assert cell_answer("page.title") == "page.title"
    assert cell_answer("foo/bar/index.html") == "foo/bar/index.html"
    assert cell_answer("nav|length>1") == "nav|length>1"
    assert cell_answer("indexes only the title of each page") == (
        "Indexes only the title of each page.")
    assert cell_answer("$12.49") == "$12.49."


def test_a_band_question_names_what_its_table_prices(example_kb: KnowledgeBase) -> None:
    """SplitPay's plan table is asked 'For an order total of $X with SplitPay Installments,
    how many payments are there?' (a count with its noun), never a bare 'the number of
    payments' with no referent."""
    from random import Random

    from shared.kb.candidates import KbContext
    from shared.kb.table_questions import aggregation_candidates

    page = example_kb.page("splitpay-installments.md")
    found = [c for c in aggregation_candidates(page, KbContext.build(example_kb), Random(0))
             if c.key.startswith("band:")]
    assert found and all("SplitPay" in c.query for c in found)
    counts = [c for c in found if c.query.endswith("how many payments are there?")]
    assert counts and all(c.ground_truth.split(" (")[0].endswith(" payments") for c in counts)


def test_only_entity_references_closed_by_a_semicolon_render() -> None:
    """``&gt;`` and ``&#124;`` render; ``&GT`` (a legacy name ``html.unescape`` would take),
    ``AT&T`` and ``&copy2024`` stay as written — the falsifying example of the round-trip
    property above was a cell ``&GT`` read back as ``>``."""
    assert unescape_entities("a &gt; b &#124; c &#x41;") == "a > b | c A"
    assert unescape_entities("&GT AT&T &copy2024 & more") == "&GT AT&T &copy2024 & more"
    table = parse_table(["| a | b |", "| --- | --- |", "| 0 | &GT |", "| 1 | &gt; |"])
    assert table is not None and [list(r) for r in table.rows] == [["0", "&GT"], ["1", ">"]]
