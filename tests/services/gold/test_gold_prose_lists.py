"""A list written as prose after 'include(d)' is asked as a list item (issue 19)."""

from __future__ import annotations

from pathlib import Path

from services.gold.enumerations import prose_list_items
from services.gold.facts import extract_facts
from shared.longdoc import load_document

STORY = (
    "# Church shooting trial\n\n"
    "The trial opened in Charleston on Monday. The federal charges against Dylann Roof "
    "included hate crimes, obstruction of religion and firearms offences. Officials said the "
    "charges included murder, arson and theft. Its features include a screen, a camera and "
    "a battery. The menu includes soup and bread. Other types of therapy used to treat "
    "binge eating include dialectical behavioral therapy, interpersonal psychotherapy, and "
    "behavioral weight loss therapy (37). Early members of the Golden Dawn included "
    "William Butler Yeats, Aleister Crowley and Arthur Edward Waite.\n"
)


def _items(tmp_path: Path) -> dict[str, str]:
    path = tmp_path / "story.md"
    path.write_text(STORY, encoding="utf-8")
    facts = extract_facts(load_document(path))
    return {it.question: it.answers[0] for it in prose_list_items(facts)}


def test_a_prose_list_is_asked_with_its_items(tmp_path: Path) -> None:
    """'The federal charges against Dylann Roof included A, B and C' asks what they included,
    answered by the three items."""
    items = _items(tmp_path)
    assert items["What did the federal charges against Dylann Roof include?"] == (
        "- hate crimes\n- obstruction of religion\n- firearms offences"
    )


def test_a_long_subject_without_a_name_is_asked(tmp_path: Path) -> None:
    """A subject of four words or more ('Other types of therapy used to treat binge eating')
    names what it lists; the reference marker '(37)' is not part of the last item."""
    items = _items(tmp_path)
    assert items["What do other types of therapy used to treat binge eating include?"] == (
        "- dialectical behavioral therapy\n- interpersonal psychotherapy\n"
        "- behavioral weight loss therapy"
    )
    assert "What did early members of the Golden Dawn include?" in items  # an adjective


def test_clause_pronoun_and_short_subjects_are_not_asked(tmp_path: Path) -> None:
    """A subject holding a clause ('Officials said the charges'), a pronoun ('Its features')
    or no name ('The menu', two items) gives no prose-list item."""
    assert len(_items(tmp_path)) == 3
