"""Temporal questions name events grammatically and pair only topically linked subjects."""

from __future__ import annotations

import random

from services.qagen.fact_index import FactIndex
from services.qagen.temporal import intervals, plural_name
from tests.services.qagen.films import bucket


def test_a_plural_event_name_takes_were_and_a_lower_case_the() -> None:
    """``The 2002 Independent Spirit Awards`` mid-sentence is ``were the 2002 ... announced``."""
    index = FactIndex.build([
        bucket(1, "John Waters", ["John Waters (born April 22, 1946) is an American filmmaker. "
                                  "He hosted the 2002 Independent Spirit Awards."]),
        bucket(2, "2002 Independent Spirit Awards", [
            "The 2002 Independent Spirit Awards were announced on March 23, 2002."]),
    ])  # fmt: skip
    questions = [d.question for d in intervals(index, random.Random(0))]
    assert questions
    assert all(" The 2002" not in q for q in questions)
    assert any("were the 2002 Independent Spirit Awards announced" in q for q in questions)


def test_a_work_title_keeps_its_capital_the_and_a_singular_verb() -> None:
    """A title of a work is written as titled and takes ``was``, whatever its last word."""
    assert plural_name("The 2002 Independent Spirit Awards")
    assert not plural_name("The Prestige")
    index = FactIndex.build([
        bucket(1, "The Prestige (film)", ["The Prestige is a 2006 mystery film directed by "
                                          "Christopher Nolan."]),
        bucket(2, "The Dark Knight Rises", ["The Dark Knight Rises is a 2012 superhero film "
                                            "directed by Christopher Nolan."]),
    ])  # fmt: skip
    questions = [d.question for d in intervals(index, random.Random(0))]
    assert questions and all("was The " in q for q in questions)


def test_a_shared_common_phrase_links_no_birth_to_a_film() -> None:
    """A nurse's page writing ``Navy Nurse`` does not link her birth to a film of that name."""
    index = FactIndex.build([
        bucket(1, "Ann Shaw", ["Ann Shaw (born 1921) was an American Navy Nurse "
                               "during the Second World War."]),
        bucket(2, "Navy Nurse", ["Navy Nurse is a 1961 American drama film."]),
    ])  # fmt: skip
    assert list(intervals(index, random.Random(0))) == []
    assert index.skips["temporal: subjects not linked in the graph"] >= 1


def test_a_common_phrase_title_the_page_marks_as_a_film_links_it() -> None:
    """A page writing ``the drama film Navy Nurse`` names the film, so the two are linked."""
    index = FactIndex.build([
        bucket(1, "Ann Shaw", ["Ann Shaw (born 1921) was an American actress who "
                               "starred in the drama film Navy Nurse."]),
        bucket(2, "Navy Nurse", ["Navy Nurse is a 1961 American drama film."]),
    ])  # fmt: skip
    questions = [d.question for d in intervals(index, random.Random(0))]
    assert any("Navy Nurse" in q and "Ann Shaw" in q for q in questions)


def test_a_work_keeps_its_capital_the_whatever_relation_is_asked() -> None:
    """A film's title keeps ``The`` mid-sentence even for an event that is no release."""
    # The reviewer's "the Babymakers": a work known by its kind, asked of another event.
    import dataclasses

    from services.qagen.temporal import is_work, mid_sentence

    index = FactIndex.build([
        bucket(1, "The Babymakers", ["The Babymakers is a 2012 American comedy film."]),
        bucket(2, "The Beatles", ["The Beatles were formed in Liverpool in 1960."]),
    ])  # fmt: skip
    film = next(f for f in index.facts if f.subject == "The Babymakers")
    assert film.kind.split()[-1] == "film"
    other = dataclasses.replace(film, relation="event:filmed")
    assert is_work(other) and mid_sentence(other).subject == "The Babymakers"
    band = next(f for f in index.facts if f.subject == "The Beatles")
    assert not is_work(band) and mid_sentence(band).subject == "the Beatles"
