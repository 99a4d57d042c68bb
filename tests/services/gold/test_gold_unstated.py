"""Questions the document raises itself and answers by saying it does not know them."""

from __future__ import annotations

import asyncio
from collections import Counter
from pathlib import Path

from services.gold.build import build_gold
from services.gold.mix import load_mix
from services.gold.unstated import unstated_items, unstated_question
from shared.longdoc import load_document
from tests.conftest import shared_data_file

STORY = (
    "# Plant closure\n\n"
    "Acme Corp closed its Dayton plant after a fire damaged the main line. "
    "Chief executive Dana Reyes declined to say when Acme might reopen the Dayton plant. "
    "It is not clear how many workers Acme will keep on the payroll. "
    "Reyes said the company is insured. It is unclear whether the insurer will pay. "
    "Reyes did not say when the wagon will go on sale.\n"
)

ANSWERED = (
    "# Plant closure\n\n"
    "Acme Corp closed its Dayton plant after a fire damaged the main line. "
    "Chief executive Dana Reyes declined to say when Acme might reopen the Dayton plant. "
    "A union official later said Acme might reopen the Dayton plant on June 1, 2020.\n"
)


def _asked(tmp_path: Path, text: str) -> tuple[list[str], Counter[str]]:
    path = tmp_path / "story.md"
    path.write_text(text, encoding="utf-8")
    skips: Counter[str] = Counter()
    asked = [item.question for item in unstated_items(load_document(path), skips)]
    return asked, skips


def test_an_embedded_wh_clause_becomes_a_direct_question() -> None:
    """'when Disney might change ...' is inverted; a subject wh-clause stands as it is."""
    assert unstated_question("when Disney might change its sports strategy") == (
        "When might Disney change its sports strategy?")
    assert unstated_question("how many workers were laid off") == (
        "How many workers were laid off?")
    assert unstated_question("how much Yahoo paid for the startup") == (
        "How much did Yahoo pay for the startup?")


def test_what_a_story_says_it_does_not_know_is_asked(tmp_path: Path) -> None:
    """'declined to say when ...' and 'not clear how many ...' are asked; 'whether' is not,
    nor a question naming nothing the document names ('the wagon')."""
    asked, skips = _asked(tmp_path, STORY)
    assert asked == ["When might Acme reopen the Dayton plant?",
                     "How many workers will Acme keep on the payroll?"]
    assert skips["unstated: it names nothing the document names (a bare description: "
                 "'the wagon')"] == 1


def test_a_question_another_sentence_answers_is_not_asked(tmp_path: Path) -> None:
    """A later sentence dating the reopening answers it: skipped and counted."""
    asked, skips = _asked(tmp_path, ANSWERED)
    assert asked == []
    assert skips["unstated: another sentence of the document may answer it"] == 1


def test_the_answer_reports_what_the_document_says(tmp_path: Path) -> None:
    """Such an item is definitive, its answer and its one fact the sentence that says so."""
    path = tmp_path / "story.md"
    path.write_text(STORY, encoding="utf-8")
    item = next(unstated_items(load_document(path), Counter()))
    said = "Chief executive Dana Reyes declined to say when Acme might reopen the Dayton plant."
    assert item.answer_type == "definitive" and not item.insufficient
    assert item.answers[0] == said
    assert [f.claim for f in item.used_claims] == [said]


def test_the_pdf_answers_the_cost_it_says_it_cannot_estimate() -> None:
    """The PDF says it has no data to estimate the operational readiness flight's cost: the
    item asking that cost reports the statement, and no no-information item asks it."""
    path = shared_data_file("pdf", "federal-register-2020-17221.pdf")
    result = asyncio.run(build_gold(path, count=40, mix=load_mix(None)))
    asked = "What is the estimated cost of the operational readiness flight?"
    found = [it for it in result.items if it.question == asked]
    assert [it.answer_type for it in found] == ["definitive"]
    assert "received no definitive data" in found[0].answers[0]
