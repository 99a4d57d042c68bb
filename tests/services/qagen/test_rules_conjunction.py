"""Conjunction templates of the rule QA generator: a bridge found through a third document."""

from __future__ import annotations

import random

from services.qagen.rules import RuleQAGenerator
from tests.services.qagen.film_drafts import film_drafts


def test_conjunction_bridges_through_a_director_over_three_documents() -> None:
    """The bridge entity (the director) is found through the film's document, never named."""
    drafts = film_drafts("conjunction")
    assert drafts
    for d in drafts:
        assert len({u.url for u in d.used_claims}) >= 3
        assert "the director of" in d.question
    nolan = [d for d in drafts if d.answer == "Christopher Nolan"]
    assert nolan and all("Nolan" not in d.question for d in nolan)


def test_a_films_writer_is_named_writer_not_author() -> None:
    """A bridge through ``written by`` on a film asks for "the writer of" the film."""
    from services.qagen.conjunction import bridges
    from services.qagen.fact_index import FactIndex
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        # (not "directed and written by": that names the director too, asked first)
        bucket(1, "Aisa Yeh Jahaan", ["Aisa Yeh Jahaan is a 2015 Indian drama film, written "
                                      "by Biswajeet Bora."]),
        bucket(2, "Biswajeet Bora", ["Biswajeet Bora (born 8 August 1979) is an Indian film "
                                     "director."]),
        bucket(3, "Aisa Senda", ["Aisa Senda (born November 8, 1982) is a Japanese singer."]),
    ])  # fmt: skip
    questions = [d.question for d in bridges(index, random.Random(0))]
    assert questions and all("the writer of Aisa Yeh Jahaan" in q for q in questions)


def test_a_character_portrayed_by_an_actor_bridges_to_the_actor() -> None:
    """A character's "portrayed by" bridges to "the actor who played X"; a cast note does not."""
    # ``X was portrayed by Y`` on a character's page; ``In the film, X was portrayed by Y`` gives
    # the film no actor.
    from services.qagen.conjunction import bridges
    from services.qagen.fact_index import FactIndex
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "Trevor LeBlanc", ["Second Lieutenant Trevor LeBlanc was portrayed by Drew "
                                     "Fuller."]),
        bucket(2, "Drew Fuller", ['Andrew Alan "Drew" Fuller was born on May 19, 1980.']),
        bucket(3, "Logan Bartholomew", ["John Logan Bartholomew was born on February 9, "
                                        "1984."]),
        bucket(4, "Army Wives", ["In Army Wives, Trevor LeBlanc was portrayed by Drew "
                                 "Fuller."]),
    ])  # fmt: skip
    drafts = list(bridges(index, random.Random(0)))
    assert [d.question for d in drafts] == [
        "Who was born first, the actor who played Trevor LeBlanc or Logan Bartholomew?"
    ] or [d.question for d in drafts] == [
        "Who was born first, Logan Bartholomew or the actor who played Trevor LeBlanc?"
    ]
    assert drafts[0].answer == "Drew Fuller"
    assert not [f for f in index.facts if f.subject == "Army Wives"]


def test_a_bridge_whose_surname_its_works_qualifier_names_is_skipped() -> None:
    """A bridge whose surname its work's title qualifier names is skipped and counted."""
    # ``The Outsider (Wright novel)`` by Richard Wright: ``the author of the Wright novel The
    # Outsider`` would give the answer away.
    from tests.services.qagen.films import bucket

    docs = [
        bucket(1, "The Outsider (Wright novel)", ["The Outsider is a novel by American author "
                                                  "Richard Wright."]),
        bucket(2, "Richard Wright (author)", ["Richard Wright (September 4, 1908 – November "
                                              "28, 1960) was an American author."]),
        bucket(3, "Richard Bach", ["Richard Bach (born June 23, 1936) is an American "
                                   "writer."]),
    ]  # fmt: skip
    gen = RuleQAGenerator()
    assert not gen.generate_sync(docs, pattern="conjunction", n_pairs=10, seed=0)
    assert gen.skips["conjunction: the bridge is named in its work's title"] >= 1
