"""Defects a reviewer found in gold sets: summaries, table read-backs, cut facts, overviews."""

from __future__ import annotations

import random
import re
import tempfile
from pathlib import Path

from services.gold.absent import absent_candidates
from services.gold.checks import structural_problems
from services.gold.crossdomain import crossdomain_items
from services.gold.drafts import candidate, row_name
from services.gold.facts import ambiguous_resolution, extract_facts, make_fact
from services.gold.generators import generate_candidates
from services.gold.pinpoint import MAX_CELLS, pinpoint_items, row_phrase
from services.gold.roles import role_items
from services.gold.synthesis import synthesis_items, usable_heading
from shared.longdoc import LongDocument, load_document
from shared.longdoc.search import ChunkIndex

FILMS = """# Films with time loops

## Films

| Title | Year | Description |
| --- | --- | --- |
| Groundhog Day | 1993 | A weatherman is forced to relive the same day over and over.[15] |
| Run Lola Run | 1998 | A woman needs a large sum of money in minutes to save her boyfriend.[21] |
| Source Code | 2011 | A soldier wakes up again and again on a train about to explode.[30] |
"""

SECTIONS = """# Harbor Works Notice

## Emergency Closure

On March 13, 2019, the port authority closed the north pier. The authority plans to reopen
the pier after repairs. The reopening will follow an inspection by the city engineer.

## Background

The north pier was built in 1931. It carried freight until 1975. A storm damaged its deck
in 2018. Engineers found corroded piles in 2019. The city set aside $4 million for repairs.
Work is expected to start in the spring.
"""


def load_document_text(text: str) -> LongDocument:
    """A Markdown text loaded as a document."""
    with tempfile.TemporaryDirectory() as folder:
        return load_document(_doc(Path(folder), "doc.md", text))


def _doc(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_synopsis_cell_is_asked_what_the_row_is_about_without_markers(tmp_path: Path) -> None:
    """A prose cell asks "What is X about ...?" (never "the description of X") and drops [21]."""
    facts = extract_facts(load_document(_doc(tmp_path, "films.md", FILMS)))
    cells = [it for it in pinpoint_items(facts) if it.computed.get("template") == "table_cell"]
    about = [it for it in cells if it.question.startswith("What is Run Lola Run about")]
    assert len(about) == 1 and about[0].answers[0].endswith("boyfriend.")
    assert not any("description of" in it.question or "[" in it.answers[0] for it in cells)
    assert any(it.question.startswith("What is the year of Groundhog Day") for it in cells)


def test_a_common_noun_row_takes_the_article_and_a_title_does_not() -> None:
    """"the AOA sensor system test", but "Run Lola Run", "Naked" and "12:01 PM" stay bare."""
    assert row_phrase("AOA sensor system test") == "the AOA sensor system test"
    assert row_phrase("Stabilizer wiring change") == "the stabilizer wiring change"
    assert [row_phrase(x) for x in ("Run Lola Run", "Naked", "12:01 PM")] == [
        "Run Lola Run", "Naked", "12:01 PM"]


def test_a_short_section_is_summarized_by_its_own_sentences_and_a_long_one_skipped(
        tmp_path: Path) -> None:
    """A 3-sentence section's summary is its key sentences in order; a 6-sentence one is skipped."""
    facts = extract_facts(load_document(_doc(tmp_path, "pier.md", SECTIONS)))
    summaries = [it for it in synthesis_items(facts, random.Random(0))
                 if it.answer_type == "summary"]
    assert [it.question for it in summaries] == ['Summarize the section "Emergency Closure".']
    assert summaries[0].answers[0].startswith("On March 13, 2019, the port authority closed")
    section = ("On March 13, 2019, the port authority closed the north pier. The authority plans "
               "to reopen the pier after repairs. The reopening will follow an inspection by the "
               "city engineer.")
    assert len(summaries[0].answers[0]) <= 0.8 * len(section)
    assert facts.skips["summary: more than 4 sentences: its lead would leave main points out"] == 1


def test_pdf_summaries_carry_no_footnote_or_cut_sentence(fr_doc: LongDocument) -> None:
    """On the real PDF, no summary sentence dangles ("..., and.") and none is Background's."""
    doc = fr_doc
    items = generate_candidates(extract_facts(doc), 0)
    summaries = [it for it in items if it.answer_type == "summary"]
    assert summaries
    assert not any(", and." in it.answers[0] or "Background" in it.question for it in summaries)
    # "(P/N)" is an abbreviation in brackets, not where a clause ends; a "Note 1 to
    # paragraph (g):" label is no sentence of its own
    assert not any("part number." in it.answers[0] or "Note 1" in it.answers[0]
                   for it in summaries)


def test_a_fact_cut_at_its_conjunction_is_refused(tmp_path: Path) -> None:
    """"The AFM is a document ..., and." loses its second half: the item is rejected."""
    doc = load_document(_doc(tmp_path, "pier.md", SECTIONS))
    chunk = doc.chunks[0]
    cut = "The AFM is a document that owners receive upon delivery of the airplane, and."
    item = candidate(question="What is the AFM?", answer="a document that owners receive",
                     answer_type="definitive", tier=1,
                     facts=[make_fact(chunk, 1, cut, cut, None)], template="identity")
    assert any("cut at a conjunction" in p for p in structural_problems(item))


def test_no_entity_overview_is_asked_and_the_skip_is_counted(tmp_path: Path) -> None:
    """"Give an overview of the FAA" strung unrelated sentences: tier 3 asks none, and says so."""
    facts = extract_facts(load_document(_doc(tmp_path, "pier.md", SECTIONS)))
    assert list(crossdomain_items(facts, random.Random(0))) == []
    assert sum(n for why, n in facts.skips.items() if why.startswith("overview:")) == 1


def test_a_film_list_asks_a_director_the_row_and_its_sentences_never_give() -> None:
    """A film row is asked "Who directed X?"; a row saying "Directed by" or "a film by X" is not."""
    text = FILMS.replace("A soldier wakes up", "Directed by Duncan Jones, a soldier wakes up")
    text = text.replace("A woman needs", "A German film by Tom Tykwer. A woman needs")
    doc = load_document_text(text)
    found = list(absent_candidates(doc, ChunkIndex(doc.chunks), random.Random(0)))
    questions = {item.question for item, _, _ in found}
    assert "Who directed Groundhog Day?" in questions
    assert "Who directed Source Code?" not in questions
    assert "Who directed Run Lola Run?" not in questions  # "a film by Tom Tykwer" credits it
    assert all(not ({"directed", "director"} & set(hits[0].text.lower().split()))
               for _, _, hits in found)


def test_an_agency_is_never_asked_its_budget_or_headcount(fr_doc: LongDocument) -> None:
    """On the real PDF no no-information question asks the FAA's or DOT's budget or staff."""
    doc = fr_doc
    found = list(absent_candidates(doc, ChunkIndex(doc.chunks), random.Random(0)))
    assert not any(re.search(r"budget|employees", item.question) for item, _, _ in found)


def test_a_pronoun_opening_a_coordinated_clause_is_not_resolved_to_the_subject() -> None:
    """"X filed the trademark in 2009, and it was granted in 2011" gives no "X was granted"."""
    span = ("Arduino LLC filed to register the US trademark in April 2009, and it was granted "
            "in 2011.")
    assert ambiguous_resolution("Arduino LLC was granted in 2011.", span)
    assert not ambiguous_resolution(
        "Arduino LLC filed to register the US trademark in April 2009.", span)
    assert not ambiguous_resolution("The bridge opened in 1931.", "The bridge opened in 1931.")


def test_a_row_label_shared_by_two_rows_is_never_asked(tmp_path: Path) -> None:
    """Two rows named "Groundhog Day" make "What is the year of Groundhog Day ...?" ambiguous."""
    text = FILMS.replace("| Source Code | 2011 |", "| Groundhog Day | 2011 |")
    facts = extract_facts(load_document(_doc(tmp_path, "films.md", text)))
    questions = [it.question for it in pinpoint_items(facts)]
    assert questions and not any("Groundhog Day" in q for q in questions)
    assert facts.skips["table cell: the row label names more than one row"] == 4


def test_a_headline_heading_names_no_section_to_summarize() -> None:
    """"Meta outage sparks surge ..." and "..., but I’m not buying it" are headlines, not topics."""
    assert usable_heading("Meta outage sparks surge in Downdetector reports") is not None
    assert usable_heading("Ikea challenge good for some, but I’m not buying it") is not None
    assert usable_heading("Proposed Design Changes") is None
    assert usable_heading("Choosing an appropriate resolution for measurements") is None


def test_page_controls_and_bylines_give_no_list_or_summary(tmp_path: Path) -> None:
    """A "Share on Twitter / Close / 1 of 5" list and a "TOM ELLIOTT IT’S ..." section: skipped."""
    text = ("# Page\n\n## Featured Slide Shows\n\n- Share on Twitter\n- Share on Facebook\n"
            "- 1 of 5\n- Close\n\n## Local issues\n\nTOM ELLIOTT IT’S nice to think so. It is not."
            " Voters know it.\n")
    facts = extract_facts(load_document(_doc(tmp_path, "page.md", text)))
    items = list(synthesis_items(facts, random.Random(0)))
    assert not [it for it in items if it.answer_type in ("list", "summary")]
    assert facts.skips["list: the items are page controls (share, close, 1 of 5)"] == 1
    assert facts.skips["summary: a paragraph opens with a byline or kicker in capitals"] == 1


def test_a_first_person_row_label_is_no_name() -> None:
    """"I’m serving HTTP 500s" is a quoted symptom, not a row a question can name."""
    assert row_name("I’m serving HTTP 500s or 404s") is None
    assert row_name("AOA sensor system test") == "AOA sensor system test"


def test_a_section_that_announces_what_follows_is_not_summarized(tmp_path: Path) -> None:
    """"Following are some examples ..." puts the section's points below it: no summary."""
    text = ("# Post\n\n## Extending ATF\n\nATF schedules tasks. It can be extended. Following are "
            "some examples of what could be built as an extension.\n")
    facts = extract_facts(load_document(_doc(tmp_path, "post.md", text)))
    assert not [it for it in synthesis_items(facts, random.Random(0))
                if it.answer_type == "summary"]
    assert facts.skips["summary: a sentence announces what follows (its main points lie below it)"]


def test_a_quoted_sources_role_is_asked_once_from_its_appositive(tmp_path: Path) -> None:
    """'said Mar Hicks, a historian at ...' asks 'What does Mar Hicks do?' once, nothing more."""
    text = ("# Story\n\n“It was seen as rote,” said Mar Hicks, a historian at the Illinois "
            "Institute of Technology. “It was hard,” said Mar Hicks, a historian at the Illinois "
            "Institute of Technology. “Fine,” wrote Jennifer Light, the department head for "
            "MIT’s Science, Technology and Society program.\n")
    facts = extract_facts(load_document(_doc(tmp_path, "story.md", text)))
    items = list(role_items(facts))
    assert [(it.question, it.answers[0]) for it in items] == [
        ("What does Mar Hicks do?", "a historian at the Illinois Institute of Technology")]
    assert items[0].used_claims[0].span.startswith("“It was seen as rote,” said Mar Hicks")


def test_a_summary_keeps_the_clause_that_says_what_the_sections_topic_is(
    fr_doc: LongDocument,
) -> None:
    """The PDF's "Emergency Order of Prohibition" summary says what the order prohibits."""
    doc = fr_doc
    items = generate_candidates(extract_facts(doc), 0)
    summary = next(it for it in items
                   if it.question == 'Summarize the section "Emergency Order of Prohibition".')
    assert "which prohibits the operation of Boeing Model 737–8 and 737–9 airplanes" in (
        summary.answers[0])
    assert "the affected airplanes" not in summary.answers[0]


def test_a_table_gives_at_most_max_cells_questions_spread_over_its_rows(
    fr_doc: LongDocument,
) -> None:
    """The PDF's five-row cost table gives MAX_CELLS cell questions, one per row, no value
    twice in a column; the rest are counted skips."""
    doc = fr_doc
    facts = extract_facts(doc)
    cells = [it for it in pinpoint_items(facts) if it.computed.get("template") == "table_cell"]
    assert len(cells) == MAX_CELLS
    rows = {q.question.split(" of ", 1)[1].split(" in the table")[0] for q in cells}
    assert len(rows) == MAX_CELLS
    assert facts.skips["table cell: more than the cap per table (the rest are one lookup "
                       "repeated)"] > 0
