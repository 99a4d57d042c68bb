"""Pairs nobody asks: a kin's birth to another person's event, lives a lifetime apart."""

from __future__ import annotations

import random

from services.qagen.comparison import comparisons
from services.qagen.fact_index import FactIndex
from services.qagen.temporal import intervals
from services.qagen.threeway import three_way
from tests.services.qagen.films import bucket, director_and_film


def test_a_mother_in_laws_birth_to_an_appointment_gives_no_interval() -> None:
    """One person's birth to another person's own appointment is skipped and counted."""
    index = FactIndex.build([
        bucket(1, "Princess Majda Ra'ad", ["Princess Majda Ra'ad was born on 5 September 1942.",
                                           "Princess Majda Ra'ad is the mother-in-law of "
                                           "Princess Dana Firas."]),
        bucket(2, "Princess Dana Firas", ["Princess Dana Firas was born on 27 March 1970.",
                                          "Princess Dana Firas was appointed a UNESCO Goodwill "
                                          "Ambassador in June 2017."]),
    ])  # fmt: skip
    made = list(intervals(index, random.Random(0)))
    assert made and not any("ambassador" in d.question.lower() for d in made)
    assert index.skips["temporal: one person's birth or death to another person's own event"] > 0


def test_a_directors_birth_to_his_films_release_is_still_asked() -> None:
    """A work's release after its maker's birth is no person's own event: the interval stays."""
    index = FactIndex.build(director_and_film())
    made = list(intervals(index, random.Random(0)))
    assert any(d.question.startswith("How many full years after the birth of Harmon Jones was "
                                     "Target Zero released") for d in made)  # fmt: skip


def _lives() -> FactIndex:
    return FactIndex.build([
        bucket(1, "John I, Marquis of Namur", ["John I, Marquis of Namur was born in 1267."]),
        bucket(2, "Edgar Sinco Romero", ["Edgar Sinco Romero was born on 20 January 1924."]),
        bucket(3, "Sergio Gobbi", ["Sergio Gobbi was born on 1 May 1938."]),
    ])  # fmt: skip


def test_births_a_lifetime_apart_are_not_compared() -> None:
    """A marquis of 1267 against a man of 1924 is told by era: only the close pair is asked."""
    index = _lives()
    made = list(comparisons(index, random.Random(0)))
    assert [sorted((d.computed["a"], d.computed["b"])) for d in made] == [
        ["Edgar Sinco Romero", "Sergio Gobbi"]]
    assert index.skips["comparison: life dates a lifetime apart (told by era alone)"] == 2


def test_a_three_way_won_by_a_lifetime_is_not_asked() -> None:
    """Who was born first of the marquis and two men of the 1920s-30s: no three-way item."""
    index = _lives()
    assert list(three_way(index, random.Random(0))) == []


def test_one_name_for_a_pledge_and_a_film_is_two_things() -> None:
    """'The Pledge' founded (a graduation pledge) and released (a film) on two pages: two."""
    import dataclasses

    from services.qagen.temporal import _two_things_one_name

    index = FactIndex.build([
        bucket(1, "Graduation Pledge", ["The Pledge was established in 1987."]),
        bucket(2, "The Pledge (film)", ["The Pledge is a 2001 American mystery drama film."]),
    ])  # fmt: skip
    founded = next(f for f in index.facts if f.relation == "founded")
    released = next(f for f in index.facts if f.relation == "released" and f.doc_id == 2)
    pledge = dataclasses.replace(founded, subject="The Pledge")  # as a page may name it
    assert _two_things_one_name(pledge, released)
    assert not _two_things_one_name(founded, released)  # two names
    on_page_one = dataclasses.replace(released, bucket=founded.bucket, claim=founded.claim)
    assert not _two_things_one_name(pledge, on_page_one)  # one page: its own reading


def test_two_births_centuries_apart_give_no_interval() -> None:
    """A colonial administrator of 1647 and a ballplayer of 1977 named after him: no item."""
    index = FactIndex.build([
        bucket(1, "Joseph Dudley", ["Joseph Dudley (September 23, 1647 – April 2, 1720) was a "
                                    "colonial administrator."]),
        bucket(2, "Joe Lawrence", ['Joseph Dudley "Joe" Lawrence (born February 13, 1977) is '
                                   "an American former baseball player."]),
    ])  # fmt: skip
    assert list(intervals(index, random.Random(0))) == []
    assert index.skips["temporal: two people's births or deaths a lifetime apart"] == 1


def test_a_page_giving_the_others_year_beside_its_own_answers_full_years_alone() -> None:
    """Lennard's page gives his wife's '(1541 – 1612)' and his 1615 death: no interval."""
    docs = [
        bucket(1, "Margaret Fiennes, 11th Baroness Dacre", [
            "Margaret Fiennes, 11th Baroness Dacre (1541 – 16 March 1612) was a peeress.",
            "Baroness Margaret's husband was Sampson Lennard MP."]),
        bucket(2, "Sampson Lennard", ["Sampson Lennard (died 20 September 1615) was an English "
                                      "Member of Parliament."]),
    ]  # fmt: skip
    alone = FactIndex.build(docs)
    assert [d.answer for d in intervals(alone, random.Random(0))] == ["3 years"]
    page = ("Sampson Lennard (died 20 September 1615) was an English Member of Parliament. "
            "Lennard married Margaret Fiennes (1541 – 1612), daughter of Thomas Fiennes.")
    index = FactIndex.build(docs, {"hash-2": page}.get)
    assert list(intervals(index, random.Random(0))) == []
    assert index.skips["temporal: one document names the subjects and states the values"] == 1
