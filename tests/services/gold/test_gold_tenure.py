"""No-information questions about the document's people: when they took up the role it gives."""

from __future__ import annotations

from pathlib import Path

from services.gold.facts import extract_facts
from services.gold.generators import generate_candidates
from services.gold.tenure import tenure_absent
from shared.longdoc import load_document

STORY = (
    "# Markets\n\n"
    "Stocks were mixed, said Phil Levy, the chief economist at Flexport. Wild coach Bruce "
    "Boudreau praised the team. Boudreau was hired in 2016. Jordanian Foreign Minister Ayman "
    "Safadi warned of consequences. Asian shares fell, said Jeffrey Halley, a market analyst "
    "with the research firm Oanda.\n"
)
OFFICES = (
    "# Transition\n\n"
    "Clinton campaign chairman John Podesta wrote an op-ed in the Washington Post. The "
    "union objects, said NTEU President Tony Reardon. FBI Director James Comey declined "
    "to comment. The venue will host games, said John David Wicker, who is SDSU’s director "
    "of athletics. The case is weak, said Carl Weber, who is Anna's attorney.\n"
)


def _questions(tmp_path: Path, story: str = STORY) -> list[str]:
    path = tmp_path / "story.md"
    path.write_text(story, encoding="utf-8")
    doc = load_document(path)
    facts = extract_facts(doc)
    items = generate_candidates(facts, 0)
    # as build_gold reads them: the items, then every person the role readers introduced
    return [item.question for item, _, _ in tenure_absent([*items, *facts.people], doc)]


def test_a_person_introduced_by_a_role_is_asked_when_they_took_it_up(tmp_path: Path) -> None:
    """Phil Levy's post at Flexport is stated and never dated: asked; Jeffrey Halley's job at
    Oanda (a market analyst, one of many: an occupation, no post) and Ayman Safadi's public
    office (its start is common knowledge) are not."""
    asked = _questions(tmp_path)
    assert "When did Phil Levy become the chief economist at Flexport?" in asked
    assert not [q for q in asked if "Halley" in q or "Safadi" in q]


def test_a_person_whose_sentences_date_anything_is_not_asked(tmp_path: Path) -> None:
    """'Boudreau was hired in 2016' may answer when he became coach: he is not asked."""
    assert not [q for q in _questions(tmp_path) if "Boudreau" in q]


def test_an_organisation_written_before_the_title_makes_a_post(tmp_path: Path) -> None:
    """'Clinton campaign chairman' and 'NTEU President' name their organisation before the
    title (or its acronym's possessive, 'SDSU’s director of athletics'): asked when the
    person took up the post, also past the cap of 'What does X do?' items (five people
    here, three asked what they do); 'FBI Director' leads a public body (its
    holder's start is public record): not asked."""
    asked = _questions(tmp_path, OFFICES)
    assert "When did John Podesta become the Clinton campaign chairman?" in asked
    assert "When did Tony Reardon become the NTEU President?" in asked
    assert "When did John David Wicker become SDSU’s director of athletics?" in asked
    assert not [q for q in asked if "Weber" in q]  # a person's possessive: a relation
    assert not [q for q in asked if "Comey" in q]


def test_the_post_is_asked_without_a_second_role_or_a_relative_clause(tmp_path: Path) -> None:
    """'the director of the Harvard Data Lab and an expert in computing' and 'the president of
    Purdue University whose research includes supply chains' ask the post alone; 'an
    astronomer at Harvard University' is an occupation there, not asked."""
    asked = _questions(tmp_path, (
        "# Coding\n\n"
        "Coding pays better, said Alyssa Goodman, the director of the Harvard Data Lab and an "
        "expert in computing. \"It squeezes producers,\" said Ananth Iyer, the president of "
        "Purdue University whose research includes supply chains. Data grows, said Mark "
        "Stone, an astronomer at Harvard University.\n"))
    assert "When did Alyssa Goodman become the director of the Harvard Data Lab?" in asked
    assert "When did Ananth Iyer become the president of Purdue University?" in asked
    assert not [q for q in asked if "Stone" in q]
