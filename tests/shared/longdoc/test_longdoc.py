"""Long-document parsing and chunking on the real PDF, a real HTML page and Markdown."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.longdoc import Block, chunk_blocks, load_document
from shared.longdoc.model import LongDocument, TableData
from shared.longdoc.search import ChunkIndex

MARKDOWN = """# Annual Report

## Costs

The budget was $10 million in 2023. Costs rose because fuel prices increased.

Table 1: Costs by unit

| Unit | Cost |
| --- | --- |
| Alpha | $5 |
| Beta | $7 |

Note: costs in USD.

![Bar chart of revenue by year](rev.png)

Chart 1: Revenue by year. 2022: 4; 2023: 6.

<!-- page -->

## Steps

1. Open the valve.
2. Close the door.

- first point here
- second point here
"""


@pytest.fixture
def fr_pdf(shared_data: Path) -> Path:
    """The real Federal Register PDF."""
    path = shared_data / "pdf" / "federal-register-2020-17221.pdf"
    if not path.is_file():
        pytest.skip(f"{path} not present")
    return path


def test_pdf_estimated_costs_table_is_one_chunk_on_pages_5_and_6(fr_doc: LongDocument) -> None:
    """The ESTIMATED COSTS table spanning pages 5-6 comes out as one table chunk."""
    doc = fr_doc
    tables = [c for c in doc.chunks if c.kind == "table"]
    assert len(tables) == 1
    table = tables[0].table
    assert tables[0].pages == (5, 6)
    assert table is not None and table.title == "ESTIMATED COSTS"
    assert table.headers[1:4] == ("Labor cost", "Parts cost", "Cost per product")
    labels = [row[0] for row in table.rows]
    assert "AFM revisions" in labels and "AOA sensor system test" in labels
    assert len(table.rows) == 5


def test_pdf_reads_columns_in_order_and_drops_running_heads(fr_doc: LongDocument) -> None:
    """Column text is not interleaved and page furniture is gone."""
    doc = fr_doc
    text = "\n".join(c.text for c in doc.chunks)
    assert "VerDate" not in text
    assert "The FAA estimates that this proposed AD affects 73 airplanes of U.S. registry." in text
    figures = [c for c in doc.chunks if c.kind == "figure"]
    assert figures and all(c.pages[0] >= 7 for c in figures)
    assert len({c.chunk_id for c in doc.chunks}) == len(doc.chunks)


def test_pdf_chunk_ids_are_stable(fr_pdf: Path, fr_doc: LongDocument) -> None:
    """Parsing twice gives the same chunk ids."""
    assert [c.chunk_id for c in load_document(fr_pdf).chunks] == [
        c.chunk_id for c in fr_doc.chunks
    ]


def test_html_page_has_headings_and_table(shared_data: Path) -> None:
    """A real HTML page yields sections from its headings and its infobox as a table."""
    path = shared_data / "html" / "readability_wikipedia.html"
    doc = load_document(path)
    assert doc.format == "html" and doc.title == "Mozilla"
    assert any(len(c.section) >= 2 and "History" in c.section[1] for c in doc.chunks)
    assert any(c.kind == "table" for c in doc.chunks)
    assert doc.n_pages >= 2


def test_markdown_blocks_table_chart_steps_and_pages(tmp_path: Path) -> None:
    """Markdown tables keep caption and footnotes, charts are recognised, pages break."""
    path = tmp_path / "report.md"
    path.write_text(MARKDOWN, encoding="utf-8")
    doc = load_document(path)
    kinds = [c.kind for c in doc.chunks]
    assert "table" in kinds and "chart" in kinds
    table = next(c for c in doc.chunks if c.kind == "table").table
    assert table is not None
    assert table.title == "Table 1: Costs by unit" and table.footnotes == ("Note: costs in USD.",)
    steps = next(c for c in doc.chunks if c.section[-1:] == ("Steps",))
    assert steps.pages == (2,)
    assert any(b.ordered for b in steps.blocks)


def test_chunk_index_finds_and_rules_out_topics(tmp_path: Path) -> None:
    """BM25 ranks the matching chunk first; ``mentions`` is empty for an absent topic."""
    path = tmp_path / "report.md"
    path.write_text(MARKDOWN, encoding="utf-8")
    index = ChunkIndex(load_document(path).chunks)
    assert "fuel" in index.search("fuel prices")[0].chunk.text
    assert index.mentions("carbon emissions") == []


_words = st.text(alphabet="abcdefgh ", min_size=1, max_size=60).filter(str.strip)
_block = st.one_of(
    st.builds(lambda t, p: Block(kind="paragraph", text=t + ".", pages=(p,)), _words,
              st.integers(1, 5)),
    st.builds(lambda t, p: Block(kind="heading", text=t, pages=(p,), level=2), _words,
              st.integers(1, 5)),
    st.builds(lambda t, p: Block(kind="list_item", text=t, pages=(p,)), _words, st.integers(1, 5)),
    st.builds(lambda t, p: Block(kind="table", text=t, pages=(p,),
                                 table=TableData(headers=("a",), rows=((t,),))), _words,
              st.integers(1, 5)),
)  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(st.lists(_block, max_size=25), st.integers(20, 200))
def test_chunker_keeps_all_text_in_bounds_with_unique_ids(blocks: list[Block], limit: int) -> None:
    """Chunks keep every character in order, respect the size limit, never split tables."""
    chunks = chunk_blocks(blocks, max_chars=limit)
    body = [b for b in blocks if b.kind != "heading" and b.text.strip()]
    # Every character survives in order (a word longer than the limit is cut, so word
    # boundaries may move, but nothing is lost or reordered).
    assert "".join("".join(c.text.split()) for c in chunks) == "".join(
        "".join(b.text.split()) for b in body
    )
    assert len({c.chunk_id for c in chunks}) == len(chunks)
    for c in chunks:
        if c.kind == "text":
            assert len(c.text) <= limit
        else:
            assert len(c.blocks) == 1
        assert list(c.pages) == sorted(set(c.pages))
    assert [c.chunk_id for c in chunk_blocks(blocks, max_chars=limit)] == [
        c.chunk_id for c in chunks
    ]


def test_pdf_joins_sentences_cut_by_a_page_break_or_footnote(fr_doc: LongDocument) -> None:
    """A word hyphenated over a column break and a sentence interrupted by a footnote read whole."""
    text = "\n".join(c.text for c in fr_doc.chunks)
    assert "takeoff from Soekarno-Hatta International Airport in Jakarta" in text
    assert "airspeed disagree alert, and altitude disagree alert" in text


def test_pdf_drops_raised_footnote_marks_inside_sentences(fr_doc: LongDocument) -> None:
    """A small raised footnote number after a word is not read into the sentence."""
    text = "\n".join(c.text for c in fr_doc.chunks)
    assert "Reports from the accident investigation indicate" in text
    assert "Reports 1 from" not in text


def test_pdf_title_is_the_printed_title_not_a_running_header(fr_doc: LongDocument) -> None:
    """The Federal Register PDF has no metadata title: its title is the heading over its text
    ("Airworthiness Directives; ..."), not the running header "47698 Proposed Rules" nor the
    masthead lines stacked above the title ("DEPARTMENT OF TRANSPORTATION", "RIN ...")."""
    assert fr_doc.title == "Airworthiness Directives; The Boeing Company Airplanes"
