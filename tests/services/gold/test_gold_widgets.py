"""A news page's media player controls and live trackers are no article tables."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from services.gold.drafts import header_noun
from services.gold.facts import extract_facts
from services.gold.widgets import widget_problem
from shared.longdoc import load_document
from shared.longdoc.model import TableData

PAGE = """<html><head><title>Storm hits the coast</title></head><body><article>
<h1>Storm hits the coast</h1>
<p>A storm hit the coast on Monday, officials said. Thousands of homes lost power and the
state opened twelve shelters for families who had to leave their homes.</p>
<table><tr><th>Video</th><th>State</th></tr>
<tr><td>Progress</td><td>0%</td></tr><tr><td>Current Time</td><td>0:00</td></tr>
<tr><td>Duration</td><td>2:31</td></tr></table>
<p>The governor said the damage would take weeks to repair, and crews from three states
arrived to restore power to the homes that had lost it.</p>
<table><tr><th>Region</th><th>Cases</th><th>Deaths</th></tr>
<tr><td>DistrictCases Korba28 Raipur5 Durg3</td><td>20 2</td><td>1</td></tr>
<tr><td>Bilaspur</td><td>14 +1</td><td>0</td></tr></table>
<p>Schools will stay closed until Friday, the education department said in a statement
on its website, and buses will not run in the flooded districts.</p>
<table><tr><th>Shelter</th><th>Beds</th></tr><tr><td>Lincoln High</td><td>120</td></tr>
<tr><td>City Hall</td><td>80</td></tr><tr><td>Union Church</td><td>45</td></tr></table>
</article></body></html>"""


def _table(headers: tuple[str, ...], *rows: tuple[str, ...], title: str = "") -> TableData:
    return TableData(title=title, headers=headers, rows=rows)


def test_player_controls_and_trackers_are_refused_and_an_article_table_kept(
        tmp_path: Path) -> None:
    """On a page, a player's controls and a flattened tracker give no cell facts, each counted;
    the shelters table beside them still does."""
    path = tmp_path / "storm.html"
    path.write_text(PAGE, encoding="utf-8")
    facts = extract_facts(load_document(path))
    asked = {c.header for cells in facts.cells.values() for c in cells}
    assert asked == {"Beds"}
    widgets = {k: v for k, v in facts.skips.items() if k.startswith("table: a page widget")}
    assert sum(widgets.values()) == 2


def test_widget_problem_reads_each_form() -> None:
    """Controls, fused label-number cells, badges and a later 'as on' date are each refused."""
    assert widget_problem(_table(("Progress", "0%"), ("Duration", "2:31"))) is not None
    assert widget_problem(_table(("District", "Cases"), ("DistrictCases Korba28 Raipur5", "33")))
    assert widget_problem(_table(("District", "Cases"), ("Korba", "+2"), ("Raipur", "+5")))
    later = _table(("District", "Cases"), ("Korba", "28"), title="Data as on 12 May 2021")
    assert widget_problem(later, "2021-05-01") is not None
    assert widget_problem(later, "2021-05-20") is None
    assert widget_problem(_table(("Shelter", "Beds"), ("Lincoln High", "120"),
                                 ("City Hall", "80"))) is None


def test_an_adjective_header_is_no_noun_to_ask_for() -> None:
    """'What is the active of X?' is no question: an adjective header gives no noun."""
    assert header_noun("Active") is None
    assert header_noun("Critical") is None
    assert header_noun("Cases") == "cases"
    assert header_noun("Budget") == "budget"


@given(st.lists(st.tuples(st.from_regex(r"[A-Z][a-z]{2,8}( [A-Z][a-z]{2,8})?", fullmatch=True),
                          st.integers(0, 10**6).map(str)), min_size=1, max_size=6))
def test_a_plain_table_of_names_and_figures_is_never_a_widget(
        rows: list[tuple[str, str]]) -> None:
    """Rows of plain names and one figure each are an article table, whatever the values."""
    assert widget_problem(_table(("Name", "Count"), *rows)) is None


CONTAINED = """<html><head><title>Vaccines reach the district</title></head><body><article>
<h1>Vaccines reach the district</h1>
<p>The first vaccines reached the district hospital on Monday, health officials said, and
nurses began giving doses to doctors and elderly residents the same afternoon.</p>
<div id="live-tracker"><table><tr><th>District</th><th>Active</th><th>Cases</th></tr>
<tr><td>Korba</td><td>28</td><td>40</td></tr><tr><td>Raipur</td><td>5</td><td>9</td></tr>
</table></div>
<p>The hospital expects a second delivery next week, the district's chief medical officer
said, and will open two more clinics in the villages near the river.</p>
<table><tr><th>Clinic</th><th>Doses</th></tr><tr><td>North Clinic</td><td>300</td></tr>
<tr><td>River Clinic</td><td>150</td></tr></table>
</article></body></html>"""


def test_a_table_in_a_widget_container_is_marked_by_the_markup(tmp_path: Path) -> None:
    """A table inside a tracker widget's container is marked and refused; the article's own
    table on the same page is not."""
    path = tmp_path / "vaccines.html"
    path.write_text(CONTAINED, encoding="utf-8")
    doc = load_document(path)
    tables = [c.table for c in doc.chunks if c.table is not None]
    assert [(t.headers[0], t.widget) for t in tables] == [("District", True), ("Clinic", False)]
    facts = extract_facts(doc)
    assert {c.header for cells in facts.cells.values() for c in cells} == {"Doses"}
