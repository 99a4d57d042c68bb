"""A person's name ends at a possessive: a title before "<Name>'s <Thing>" is the name's."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from services.gold.appositions import apposition_items, title_items
from services.gold.facts import extract_facts
from services.gold.roles import role_items
from shared.longdoc import load_document

STORY = (
    "# Rockets\n\n"
    "The launch was delayed on Monday. Amazon founder Jeff Bezos's Blue Origin flew its New "
    "Shepard rocket again in Texas. Gwynne Shotwell, president and chief operating officer "
    "of SpaceX, said that Starship could carry 100 tons. Tesla chief Elon Musk’s Starlink "
    "Network grew again. Mary Ann Smith’s Rocket Works, the Texas engine developer, said it was "
    "ready.\n"
)


def _build(tmp_path: Path) -> tuple[list[tuple[str, str]], Counter[str]]:
    path = tmp_path / "story.md"
    path.write_text(STORY, encoding="utf-8")
    facts = extract_facts(load_document(path))
    asked: set[str] = set()
    items = [
        *role_items(facts, asked),
        *apposition_items(facts, asked),
        *title_items(facts, asked),
    ]
    return [(it.question, it.answers[0]) for it in items], facts.skips


def test_a_title_before_a_possessive_is_asked_of_the_name_before_it(tmp_path: Path) -> None:
    """'Amazon founder Jeff Bezos's Blue Origin' asks of 'Jeff Bezos', never 'Jeff Bezos's Blue'."""
    items, _ = _build(tmp_path)
    asked = {q for q, _ in items}
    assert not any("Bezos's" in q or "Bezos’s" in q for q in asked)
    assert ("What does Jeff Bezos do?", "Amazon founder") in items


def test_a_curly_possessive_ends_the_name_too(tmp_path: Path) -> None:
    """'Tesla chief Elon Musk’s Starlink Network' names 'Elon Musk', not 'Elon Musk’s Starlink'."""
    items, _ = _build(tmp_path)
    assert not any("Musk’s" in q for q, _ in items)
    assert ("What does Elon Musk do?", "Tesla chief") in items


def test_an_appositive_after_a_possessive_is_no_persons_role(tmp_path: Path) -> None:
    """'Mary Ann Smith’s Rocket Works, the Texas engine developer,' is asked as a kind, no role."""
    items, _ = _build(tmp_path)
    assert not any(q.startswith("What does Mary Ann Smith") for q, _ in items)
    assert (
        "What kind of developer is Mary Ann Smith’s Rocket Works?",
        "the Texas engine developer",
    ) in items


def test_a_role_appositive_without_a_possessive_is_still_asked(tmp_path: Path) -> None:
    """'Gwynne Shotwell, president and chief operating officer of SpaceX, said' still asks."""
    items, _ = _build(tmp_path)
    assert (
        "What does Gwynne Shotwell do?",
        "president and chief operating officer of SpaceX",
    ) in items
