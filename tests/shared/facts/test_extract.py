"""Facts read from claims: births, releases, makers, nationalities; forecasts give none."""

from __future__ import annotations

from shared.facts import DateValue, EntityValue, facts_of_bucket
from tests.services.qagen.films import bucket


def _facts(title: str, sentence: str) -> dict[str, object]:
    out: dict[str, object] = {}
    for fact in facts_of_bucket(bucket(1, title, [sentence])):
        value = fact.value
        shown: object = value
        if isinstance(value, DateValue):
            shown = value.value
        elif isinstance(value, EntityValue):
            shown = value.name
        out[fact.relation] = (fact.subject, shown)
    return out


def test_birth_and_death_from_the_parenthetical() -> None:
    """``X (28 October 1872 – 25 April 1930) was ...`` gives a birth and a death of X."""
    facts = _facts("David Smith (director)", "David Smith (28 October 1872 – 25 April 1930) "
                   "was an English film director of the silent era.")  # fmt: skip
    assert facts["born"] == ("David Smith", "1872-10-28")
    assert facts["died"] == ("David Smith", "1930-04-25")


def test_release_year_and_director_of_a_film() -> None:
    """``X is a 2006 ... film directed by Y``: released 2006, director Y (the title's name)."""
    facts = _facts("The Prestige (film)", "The Prestige is a 2006 British-American mystery "
                   "thriller film directed by Christopher Nolan.")  # fmt: skip
    assert facts["released"] == ("The Prestige", "2006")
    assert facts["director"] == ("The Prestige", "Christopher Nolan")


def test_two_directors_give_no_single_director() -> None:
    """``directed by A and B`` is no "the director of" fact."""
    facts = _facts("Blood Bath", "Blood Bath is a 1966 horror film directed by Jack Hill and "
                   "Stephanie Rothman.")  # fmt: skip
    assert "director" not in facts and facts["released"] == ("Blood Bath", "1966")


def test_nationality_of_a_person() -> None:
    """``an English musician`` gives the nationality English."""
    assert _facts("Mark King (musician)", "Mark King (born 20 October 1958) is an English "
                  "musician.")["nationality"] == ("Mark King", "English")  # fmt: skip


def test_targets_and_pronoun_subjects_give_no_fact() -> None:
    """A forecast ("expected to open in 2030") and a pronoun subject are not facts."""
    assert _facts("Some Bridge", "Some Bridge is expected to open in 2030.") == {}
    assert _facts("Some Bridge", "It was opened in 1937.") == {}
