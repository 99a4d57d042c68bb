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


SOURCES = (
    "# Office temperatures\n\n"
    "\"You are misrepresenting women,\" says study co-author Boris Kingma, a biophysicist at "
    "Maastricht University Medical Center in the Netherlands. The venue will host games, "
    "said John David Wicker, who is SDSU’s director of athletics. The market is calm, said "
    "Ella Stone, a stolid socialist. The lawyer is busy, said Carl Weber, who is Anna's "
    "neighbour.\n"
)


def test_a_title_before_the_speaker_a_place_and_a_who_clause_are_read(tmp_path: Path) -> None:
    """A title between the speech verb and the name ('says study co-author Boris Kingma, a
    biophysicist at ... in the Netherlands') and a role in a 'who is' clause ('who is SDSU’s
    director of athletics') are asked; an -ist noun with no employer ('a stolid socialist')
    and a person's possessive that names no occupation ('Anna's neighbour') are not."""
    path = tmp_path / "sources.md"
    path.write_text(SOURCES, encoding="utf-8")
    items = {it.question: it.answers[0]
             for it in role_items(extract_facts(load_document(path)), set())}
    assert items["What does Boris Kingma do?"] == (
        "a biophysicist at Maastricht University Medical Center in the Netherlands")
    assert items["What does John David Wicker do?"] == "SDSU’s director of athletics"
    assert "What does Ella Stone do?" not in items
    assert "What does Carl Weber do?" not in items
