"""Roles written with an organisation's possessive or as a title before the name (issue 19)."""

from __future__ import annotations

from pathlib import Path

from services.gold.facts import extract_facts
from services.gold.roles import role_items
from shared.longdoc import load_document

STORY = (
    "# Rocket trial\n\n"
    "The launch slipped again on Monday. Jim Cantrell, Vector Space Systems' CEO, said the "
    "rocket would fly soon. The jury heard the case for six days. \"The evidence is thin,\" "
    "said defense attorney David Bruck. Wild coach Bruce Boudreau said the team was "
    "tired. The game is by indie developer Tequila Works' Gylt team. "
    "The book was written by the late science fiction and fantasy author John M. "
    "Ford. The plan was backed by "
    "chief executive Tim Cook. "
    "The court then heard from suspected shooter Dylann Roof. Anna Berg, the firm's "
    "president, said the firm was ready.\n"
)


def _items(tmp_path: Path) -> dict[str, str]:
    path = tmp_path / "story.md"
    path.write_text(STORY, encoding="utf-8")
    facts = extract_facts(load_document(path))
    return {it.question: it.answers[0] for it in role_items(facts, set())}


def test_possessive_and_title_roles_are_asked(tmp_path: Path) -> None:
    """'Jim Cantrell, Vector Space Systems' CEO, said' and 'said defense attorney David Bruck'
    each ask what the person does, answered as written."""
    items = _items(tmp_path)
    assert items["What does Jim Cantrell do?"] == "Vector Space Systems' CEO"
    assert items["What does David Bruck do?"] == "defense attorney"
    assert items["What does Bruce Boudreau do?"] == "Wild coach"  # a team's name kept


def test_positions_and_descriptions_before_a_name_are_not_roles(tmp_path: Path) -> None:
    """'chief executive Tim Cook' (of what?) and 'suspected shooter Dylann Roof' (no
    occupation) are not asked; nor an unnamed possessive ('the firm's president')."""
    items = _items(tmp_path)
    assert "What does Tim Cook do?" not in items
    assert "What does Dylann Roof do?" not in items
    assert "What does Anna Berg do?" not in items
    assert not any("Tequila" in q for q in items)  # a possessive is no person's name
    assert "What does John M. Ford do?" not in items  # 'the late ... author': no title cut
