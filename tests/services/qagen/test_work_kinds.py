"""Short work titles are asked with their kind, answered bare (services/qagen/work_kinds.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from services.qagen.fact_index import FactIndex
from services.qagen.temporal import intervals
from services.qagen.work_kinds import MAX_WORDS, with_kinds
from tests.services.qagen.films import bucket

_WORKS = {"Motion": "album", "Public Wedding": "film", "The Prestige": "film"}


def test_a_one_word_title_is_asked_with_its_kind() -> None:
    """'the release year of Motion' -> 'the release year of the album Motion', recorded."""
    asked, aliases, done = with_kinds(
        "How many years after the release year of Motion was Public Wedding released?",
        "3 years", [], _WORKS)  # fmt: skip
    assert asked == ("How many years after the release year of the album Motion was the film "
                     "Public Wedding released?")  # fmt: skip
    assert aliases == [] and sorted(done) == ["Motion -> the album Motion",
                                              "Public Wedding -> the film Public Wedding"]


def test_an_answer_that_is_a_short_title_gains_the_qualified_alias() -> None:
    """The answer stays the bare title; 'the film The Prestige' becomes an alias of it."""
    asked, aliases, _ = with_kinds("Which came out first, The Prestige or Motion?",
                                   "The Prestige", ["Prestige"], _WORKS)  # fmt: skip
    assert asked == "Which came out first, the film The Prestige or the album Motion?"
    assert aliases == ["Prestige", "the film The Prestige"]


def test_a_title_inside_a_longer_name_or_after_its_kind_stays() -> None:
    """'Motion Picture', 'Sony Motion', 'the album Motion' and a 'Which album' question
    are left as written."""
    for question in ("When was the Motion Picture Association founded?",
                     "When was Sony Motion founded?",
                     "When was the album Motion released?",
                     "Which album came out first, Motion or Halcyon?"):  # fmt: skip
        assert with_kinds(question, "1990", [], _WORKS)[0] == question


def test_a_question_the_kind_would_push_past_the_limit_stays_bare() -> None:
    """A qualified question longer than MAX_WORDS words is not written."""
    question = " ".join(["word"] * (MAX_WORDS - 1)) + " Motion?"
    assert with_kinds(question, "x", [], _WORKS)[0] == question


def test_the_graph_asks_a_short_film_title_with_its_kind() -> None:
    """End to end: a director's birth to 'Target Zero' asks 'the film Target Zero'."""
    import random

    index = FactIndex.build([
        bucket(1, "Harmon Jones", ["Harmon Jones (June 3, 1911 – July 10, 1972) was a "
                                   "Canadian film director."]),
        bucket(2, "Target Zero", ["Target Zero is an American war film directed by "
                                  "Harmon Jones.", "Target Zero was released on 15 November "
                                  "1955."]),
    ])  # fmt: skip
    asked = [index.phrased(d).question for d in intervals(index, random.Random(0))]
    assert ("How many full years after the birth of Harmon Jones was the film Target Zero "
            "released?") in asked, asked


@given(st.text(alphabet="abcdefgh MP?,", max_size=60), st.sampled_from(sorted(_WORKS)))
def test_qualifying_only_inserts_kind_words(text: str, title: str) -> None:
    """Removing every inserted 'the <kind> ' gives the question back (the generated text has
    no 't', so holds none of its own); the question never grows past the limit."""
    question = f"{text} {title}?"
    asked, _, _ = with_kinds(question, "answer", [], _WORKS)
    assert asked.replace("the album ", "").replace("the film ", "") == question
    assert len(asked.split()) <= max(MAX_WORDS, len(question.split()))
