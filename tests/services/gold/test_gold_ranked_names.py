"""A rank or honorific before a name is the title's, and the name is asked whole, never cut."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from services.gold.appositions import apposition_items, title_items
from services.gold.facts import extract_facts
from services.gold.roles import strip_rank
from shared.longdoc import load_document

RANKED = (
    "# Talks in Islamabad\n\n"
    "Pakistan army chief Gen Qamar Javed Bajwa met the visiting delegation in Islamabad. "
    "The talks lasted three hours. Attorney General William Barr did not attend the meeting. "
    "Marcus Ortega Silva, a spokesman for the Pentagon, said the talks went well.\n"
)


def _asked(tmp_path: Path, text: str) -> dict[str, str]:
    path = tmp_path / "story.md"
    path.write_text(text, encoding="utf-8")
    facts = extract_facts(load_document(path))
    asked: set[str] = set()
    items = [*title_items(facts, asked), *apposition_items(facts, asked)]
    return {it.question: it.answers[0] for it in items}


def test_a_rank_between_title_and_name_is_not_part_of_the_name(tmp_path: Path) -> None:
    """'army chief Gen Qamar Javed Bajwa' asks about Qamar Javed Bajwa, never 'Gen Qamar Javed'."""
    asked = _asked(tmp_path, RANKED)
    assert asked["What does Qamar Javed Bajwa do?"] == "Pakistan army chief"
    assert not any("Gen " in q or q == "What does Qamar Javed do?" for q in asked)
    assert asked["What does William Barr do?"] == "Attorney General"


def test_a_name_that_goes_on_past_four_words_is_not_asked_cut(tmp_path: Path) -> None:
    """A title before a five-word name asks nothing rather than a name cut short."""
    text = ("# Visit\n\nPakistan army chief Gen Qamar Javed Bajwa Khan Niazi met the visiting "
            "delegation in Islamabad on a working visit.\n")
    assert not any("Qamar" in q for q in _asked(tmp_path, text))


@given(st.sampled_from(("Gen", "Gen.", "Lt. Col.", "Sgt", "Dr", "Rep.", "Sen.", "Maj. Gen.",
                        "Staff Sgt.", "Prof.")),
       st.lists(st.sampled_from(("Qamar", "Javed", "Bajwa", "Maria", "Lopez", "Anne")),
                min_size=2, max_size=4))  # fmt: skip
def test_strip_rank_keeps_every_part_of_the_name(rank: str, parts: list[str]) -> None:
    """A rank before a name of two or more parts goes; every part of the name stays."""
    name = " ".join(parts)
    assert strip_rank(f"{rank} {name}") == name
    assert strip_rank(name) == name
