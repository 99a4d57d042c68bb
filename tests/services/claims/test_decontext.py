"""Standalone check and decontextualisation of sentence openings."""

from __future__ import annotations

import pytest

from services.claims.decontext import Decontextualizer, entity_kind, leading_pronoun
from tests.services.claims.texts import DICAPRIO

PERSON = Decontextualizer("Leonardo DiCaprio", "male")
COMPANY = Decontextualizer("Meta", "thing")


@pytest.mark.parametrize(
    ("claim", "pronoun"),
    [
        ("They have no plans for League of Legends 2.", "they"),
        ("However, this was denied.", "this"),
        ('"It is over," he said.', "it"),
        ("Riot Games has no plans for League of Legends 2.", None),
        ("Theodore Roosevelt was president.", None),
    ],
)
def test_leading_pronoun(claim: str, pronoun: str | None) -> None:
    """The spec's non-standalone example is caught; names that start like pronouns are not."""
    assert leading_pronoun(claim) == pronoun


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("He started his acting career at the age of five.",
         "Leonardo DiCaprio started his acting career at the age of five."),
        ("His first major role was in Parenthood.",
         "Leonardo DiCaprio's first major role was in Parenthood."),
        ("DiCaprio was named after Leonardo da Vinci.",
         "Leonardo DiCaprio was named after Leonardo da Vinci."),
        ("DiCaprio's films have grossed $7.2 billion worldwide.",
         "Leonardo DiCaprio's films have grossed $7.2 billion worldwide."),
        ("However, the actor turned down the role.",
         "Leonardo DiCaprio turned down the role."),
        ("She won an award.", "She won an award."),
        ("They moved away.", "They moved away."),
    ],
)  # fmt: skip
def test_person_rewrites(sentence: str, expected: str) -> None:
    """Pronouns of the entity's kind, role nouns and surnames become the full name."""
    assert PERSON.rewrite(sentence) == expected


def test_company_rewrites() -> None:
    """A thing-entity takes "It"/"Its" and company role nouns, not "He"."""
    assert COMPANY.rewrite("Its revenue rose 15%.") == "Meta's revenue rose 15%."
    assert COMPANY.rewrite("The company laid off staff.") == "Meta laid off staff."
    assert COMPANY.rewrite("He resigned.") == "He resigned."


def test_entity_kind_from_pronoun_counts() -> None:
    """The DiCaprio passage says "he"/"his", so its entity is male."""
    assert entity_kind(DICAPRIO, "Leonardo DiCaprio") == "male"
    assert entity_kind("IBM grew. It hired staff.", "IBM") == "thing"


def test_without_entity_only_openers_go() -> None:
    """With no main entity, only the discourse opener is removed."""
    assert Decontextualizer(None).rewrite("But he left.") == "He left."
