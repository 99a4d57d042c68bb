"""Bridge persons must be plausible makers of the work: alive, old enough, of the role's kind."""

from __future__ import annotations

import random

from services.qagen.conjunction import bridges
from services.qagen.fact_index import FactIndex
from tests.services.qagen.films import bucket

_FILM = bucket(1, "Silent Harbour", ["Silent Harbour is a 2018 American drama film directed by "
                                     "Jack Spring."])  # fmt: skip
_OTHER = bucket(3, "Aisa Senda", ["Aisa Senda (born November 8, 1962) is a Japanese singer."])


def _questions(person: str) -> tuple[list[str], FactIndex]:
    index = FactIndex.build([_FILM, bucket(2, "Jack Spring", [person]), _OTHER])
    return [d.question for d in bridges(index, random.Random(0))], index


def test_a_director_whose_page_says_so_is_a_bridge() -> None:
    """A film director born decades before the film bridges to their page."""
    questions, _ = _questions("Jack Spring (born May 2, 1970) is an American film director.")
    assert questions and all("the director of Silent Harbour" in q for q in questions)


def test_a_namesake_who_died_before_the_film_is_no_bridge() -> None:
    """A person who died years before the film came out is not its director; the skip counts."""
    questions, index = _questions("Jack Russell Spring (March 11, 1933 – August 14, 2015) was "
                                  "an American baseball pitcher.")  # fmt: skip
    assert questions == []
    assert index.skips["bridge: the person died before the work came out"] >= 1


def test_a_person_born_after_the_film_is_no_bridge() -> None:
    """A person born a few years before the film is too young to have directed it."""
    questions, index = _questions("Jack Spring (born May 2, 2010) is an American film director.")
    assert questions == []
    assert index.skips["bridge: the person was younger than 15 when the work came out"] >= 1


def test_a_page_naming_another_occupation_is_no_bridge() -> None:
    """A living namesake whose page names another occupation and never directing is skipped."""
    questions, index = _questions("Jack Spring (born May 2, 1970) is an American baseball "
                                  "pitcher.")  # fmt: skip
    assert questions == []
    reason = "bridge: the person's page names an occupation outside the role's field"
    assert index.skips[reason] >= 1


def _work_graph(film_year: int, other: str) -> tuple[list[str], FactIndex]:
    """A film of ``film_year`` directed by Ralph Stark (1908-2001) and another person."""
    index = FactIndex.build([
        bucket(1, "Curtain Down", [f"Curtain Down is a {film_year} British film directed by "
                                   "Ralph Stark."]),
        bucket(2, "Ralph Stark", ["Ralph Stark (27 August 1908 – 12 February 2001) was a "
                                  "British film director."]),
        bucket(3, "Trey Pickett", [other]),
    ])  # fmt: skip
    return [d.question for d in bridges(index, random.Random(0))], index


def test_a_bridge_the_works_year_already_orders_is_skipped() -> None:
    """The director of a 1952 film was born by 1937, so against a person born in 1969 the
    director's own page is a hop nobody needs: no draft, the skip counted; against a person
    born in 1930 the director's birth is needed and the bridge is asked."""
    reason = "conjunction: the work's year orders the bridge entity"
    questions, index = _work_graph(1952, "Trey Pickett (born October 19, 1969) is an actor.")
    assert not any("born first" in q for q in questions), questions
    assert index.skips[reason] >= 1
    questions, index = _work_graph(1952, "Trey Pickett (born October 19, 1930) is an actor.")
    assert any("born first" in q for q in questions) and index.skips[reason] == 0


def test_a_death_the_works_year_already_orders_is_skipped() -> None:
    """A director alive when a 1990 film came out died after a person who died in 1950: no
    'died first' draft; against a person who died in 1995 the director's death is needed."""
    reason = "conjunction: the work's year orders the bridge entity"
    questions, index = _work_graph(1990, "Trey Pickett (March 1, 1900 – May 2, 1950) was an "
                                         "actor.")  # fmt: skip
    assert not any("died first" in q for q in questions), questions
    assert index.skips[reason] >= 1
    questions, _ = _work_graph(1990, "Trey Pickett (March 1, 1930 – May 2, 1995) was an actor.")
    assert any("died first" in q for q in questions), questions
