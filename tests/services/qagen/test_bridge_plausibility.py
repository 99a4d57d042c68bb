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
