"""An acronym's 'What is X?' answer writes the acronym out and keeps the defining phrase whole."""

from __future__ import annotations

from pathlib import Path

from services.gold.facts import extract_facts
from services.gold.pinpoint import pinpoint_items
from shared.longdoc import load_document

PAGE = """# Checklists

## Flightcrew procedures

The checklists are already part of Boeing’s Quick Reference Handbook, or QRH, for the
airplane. The QRH is a nonregulatory tool used by flightcrews that includes information for
non-normal and emergency conditions, including AFM procedures.

## Software

The MCAS is a flight control law that moves the stabilizer.
"""


def test_an_acronym_definition_gives_the_expansion_and_the_whole_phrase(
        tmp_path: Path) -> None:
    """'What is the QRH?' gets the whole phrase; an acronym never spelt out is skipped, counted."""
    path = tmp_path / "qrh.md"
    path.write_text(PAGE, encoding="utf-8")
    facts = extract_facts(load_document(path))
    items = {it.question: it for it in pinpoint_items(facts) if it.question.startswith("What is")}
    answer = items["What is the QRH?"].answers[0]
    assert answer.startswith("Boeing’s Quick Reference Handbook, a nonregulatory tool used by "
                             "flightcrews that includes information")
    assert answer.endswith("including AFM procedures")
    assert "What is the MCAS?" not in items
    assert facts.skips["identity: an acronym the document does not write out"] == 1
