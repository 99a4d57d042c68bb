"""What a quoted person does, read from an appositive role with or without an article."""

from __future__ import annotations

from pathlib import Path

from services.gold.roles import bare_role_problem, names_occupation, role_noun
from tests.services.gold.role_stories import role_questions

STORY = (
    "# Lunar landers\n\n"
    "NASA added two companies to its lunar program on Monday. Gwynne Shotwell, president and "
    "chief operating officer of SpaceX, said that Starship could carry 100 tons. Tyvak "
    "Nano-Satellite Systems also won a place. Marco Villa, the company’s chief operating "
    "officer, said Tyvak would use that experience. Michael Sims, chief executive of Ceres "
    "Robotics, said the award was a sign of trust. Anna Berg, president, said the firm was "
    "ready. The design is simple, says Richard Locksley, an immunologist at the University "
    "of California, San Francisco, who was not involved. Cells taste danger, says Jennifer "
    "Pluznick, a physiologist at Johns Hopkins University.\n"
)


def test_a_role_without_an_article_names_its_organisation(tmp_path: Path) -> None:
    """'Gwynne Shotwell, president and chief operating officer of SpaceX, said' asks what she
    does, answered with the organisation named; so does 'chief executive of Ceres Robotics'."""
    items, _ = role_questions(tmp_path, STORY)
    assert (
        "What does Gwynne Shotwell do?",
        "president and chief operating officer of SpaceX",
    ) in items
    assert ("What does Michael Sims do?", "chief executive of Ceres Robotics") in items


def test_an_unnamed_referent_or_a_role_of_nothing_is_refused_and_counted(tmp_path: Path) -> None:
    """'the company’s chief operating officer' (which company?) and a bare 'president' (of
    what?) ask nothing, and the refusal of the first is counted as a skip."""
    items, skips = role_questions(tmp_path, STORY)
    asked = {q for q, _ in items}
    assert "What does Marco Villa do?" not in asked
    assert "What does Anna Berg do?" not in asked
    assert any("unnamed referent" in why for why in skips)


def test_a_profession_by_suffix_counts_and_a_cut_name_does_not(tmp_path: Path) -> None:
    """'a physiologist at Johns Hopkins University' names an occupation (no listed word); 'an
    immunologist at the University of California, San Francisco' is cut mid-name, not asked."""
    items, _ = role_questions(tmp_path, STORY)
    assert (
        "What does Jennifer Pluznick do?",
        "a physiologist at Johns Hopkins University",
    ) in items
    assert "What does Richard Locksley do?" not in {q for q, _ in items}


def test_role_nouns_are_read_by_suffix_and_confirmed_by_the_lexicon() -> None:
    """-ist/-ologist and verb-made -er/-or nouns are roles; adjectives, compounds of 'list'
    and nouns of no verb are not."""
    for word in ("immunologist", "microbiologist", "strategist", "investor", "banker"):
        assert role_noun(word), word
    for word in ("racist", "checklist", "number", "water", "former", "table"):
        assert not role_noun(word), word


def test_a_bare_role_needs_a_title_a_role_noun_and_an_organisation() -> None:
    """A bare role is read only as title words ending on a role noun before a named
    organisation; a verb, 'former' or no organisation refuses it."""
    assert bare_role_problem("vice president of business development at SNC") is None
    assert bare_role_problem("managing director at Goldman Sachs") is None
    assert bare_role_problem("president") is not None
    assert bare_role_problem("joined the board of Apple") is not None
    assert bare_role_problem("former special envoy to Kyiv") is not None
    assert bare_role_problem("part of Homeland Security") is not None
    assert names_occupation("an immunologist at the University of Pennsylvania")
    assert not names_occupation("a stolid socialist")
