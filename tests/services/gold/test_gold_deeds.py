"""Who did a reported deed: asked of undated deeds only when the predicate is one short clause."""

from __future__ import annotations

from pathlib import Path

from services.gold.asking import who_question
from services.gold.facts import extract_facts
from services.gold.pinpoint import pinpoint_items
from services.gold.sentence_facts import deed_sentence
from shared.longdoc import load_document

BODY = "The hearing went on, and Aderholt spoke. Then Aderholt returned. Bridenstine spoke."


def test_an_undated_short_deed_asks_who_did_it() -> None:
    """'Aderholt returned to the issue later in the hearing' asks who returned to the issue."""
    fact = deed_sentence("Aderholt returned to the issue later in the hearing.", BODY)
    assert fact == "Aderholt returned to the issue later in the hearing."
    assert who_question(fact, undated=True) == (
        "Who returned to the issue later in the hearing?", "Aderholt")


def test_reported_speech_a_second_clause_or_a_long_predicate_is_not_asked() -> None:
    """'responded that ...', 'started in the red, but ...' and a ten-word predicate ask nothing."""
    assert who_question("Bridenstine responded that SLS is the only vehicle", undated=True) is None
    assert who_question("Hang Seng started in the red, but was last trading up",
                        undated=True) is None
    assert who_question("Parise blocked a shot in the waning seconds of the third period",
                        undated=True) is None
    assert deed_sentence("“We won,” Aderholt said.", BODY) is None


def test_a_dated_deed_is_not_cut_inside_its_object() -> None:
    """'four rounds of planned outages in October 2019' is not cut to 'four rounds in ...', nor
    'the first player in NBA history to ...' to 'the first player on <date>'."""
    asked = who_question("PG&E initiated four rounds of planned outages in October 2019")
    assert asked is None or "four rounds of planned outages" in asked[0]
    asked = who_question("James became the first player in NBA history to record a triple-double "
                         "against every team on November 19, 2019")
    assert asked is None or "NBA history" in asked[0]


def test_a_who_question_whose_figure_another_sentence_states_is_not_asked(tmp_path: Path) -> None:
    """'Who stopped 35 shots?' is ambiguous when 'Anders Nilsson made 35 saves' too."""
    path = tmp_path / "game.md"
    path.write_text("# Game\n\nSergei Bobrovsky stopped 35 shots on November 19, 2019. Anders "
                    "Nilsson made 35 saves for the Senators on November 19, 2019.\n",
                    encoding="utf-8")
    facts = extract_facts(load_document(path))
    asked = [it.question for it in pinpoint_items(facts) if it.question.startswith("Who")]
    assert asked == []
