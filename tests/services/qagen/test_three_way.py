"""Three-way comparisons (a comparison, not a conjunction): the one of three subjects that
came first."""

from __future__ import annotations

import random

from services.qagen.fact_index import FactIndex
from services.qagen.rules import RuleQAGenerator
from services.qagen.threeway import three_options, three_way
from shared.llm.replies import QADraft
from shared.messages.claims import ClaimBucket
from shared.quality.option_picker import choice_options
from shared.quality.recompute import recompute_problem
from shared.quality.validate import intrinsic_problems
from tests.services.qagen.films import bucket

_PEOPLE = [
    ("Warren Truss", "Warren Truss (born 8 October 1948) is an Australian politician."),
    ("Fiona Nash", "Fiona Nash (born 6 May 1965) is an Australian politician."),
    ("Sergei Ivanov", "Sergei Ivanov (born 31 January 1953) is a Russian politician."),
    ("Moses Ali", "Moses Ali (born 5 April 1939) is a Ugandan politician."),
    ("Jun Choi", "Jun Choi (born May 17, 1971) is an American politician."),
]


def _graph(people: list[tuple[str, str]]) -> list[ClaimBucket]:
    return [bucket(i, title, [text]) for i, (title, text) in enumerate(people, start=1)]


def _drafts(buckets: list[ClaimBucket], seed: int = 3) -> list[QADraft]:
    index = FactIndex.build(buckets)
    return [index.phrased(d) for d in three_way(index, random.Random(seed))]


def test_three_way_asks_which_of_three_came_first_and_answers_the_earliest() -> None:
    """Five dated people give triples answered by the earliest born, one triple per winner."""
    drafts = _drafts(_graph(_PEOPLE))
    assert drafts
    born = {"Warren Truss": 1948, "Fiona Nash": 1965, "Sergei Ivanov": 1953, "Moses Ali": 1939,
            "Jun Choi": 1971}  # fmt: skip
    assert len({d.answer for d in drafts}) == len(drafts)
    for made in drafts:
        options = choice_options(made.question)
        assert made.question.startswith("Who was born first: ")
        assert options is not None and len(options) == 3
        assert made.answer == min(options, key=born.__getitem__)
        assert len({u.url for u in made.used_claims}) == 3
        assert intrinsic_problems(made, "comparison") == []


def test_three_way_items_are_comparisons_not_conjunctions() -> None:
    """The rule generator asks a choice of three as a comparison; its conjunctions are bridges."""
    generator = RuleQAGenerator()
    buckets = _graph(_PEOPLE)
    compared = generator.generate_sync(buckets, pattern="comparison", n_pairs=40, seed=1)
    assert any(len(choice_options(d.question) or ()) == 3 for d in compared)
    conjunctions = generator.generate_sync(buckets, pattern="conjunction", n_pairs=40, seed=1)
    assert all(d.computed.get("op") == "bridge" for d in conjunctions)
    assert not any(len(choice_options(d.question) or ()) == 3 for d in conjunctions)


def test_four_subjects_are_left_to_their_pairs() -> None:
    """Four dated subjects give no three-way item (their pairs serve), and the skip is counted."""
    index = FactIndex.build(_graph(_PEOPLE[:4]))
    assert list(three_way(index, random.Random(1))) == []
    assert index.skips["three-way: fewer than five documents state the relation"] == 1


def test_an_unordered_triple_is_skipped_and_counted() -> None:
    """Two years that tie the earliest give no winner: the triple is skipped and counted."""
    people = [(t, f"{t} (born {y}) is a Welsh singer.") for t, y in
              (("Ann Jones", 1950), ("Beth Evans", 1950), ("Carys Price", 1960),
               ("Dilys Hughes", 1970), ("Eirlys Rees", 1980))]  # fmt: skip
    index = FactIndex.build(_graph(people))
    drafts = list(three_way(index, random.Random(2)))
    assert all("Ann Jones" not in d.question or "Beth Evans" not in d.question for d in drafts)
    assert index.skips["three-way: order not certain at the dates' precision"] >= 1


def test_recomputation_rejects_a_wrong_winner_of_three() -> None:
    """The judge's recomputation rejects a later subject given as the first of three."""
    made = _drafts(_graph(_PEOPLE))[0]
    assert recompute_problem(dict(made.computed), made.used_claims, made.answer) is None
    options = choice_options(made.question)
    assert options is not None
    wrong = next(o for o in options if o != made.answer)
    assert recompute_problem(dict(made.computed), made.used_claims, wrong) is not None


def test_three_option_questions_parse_and_two_option_names_keep_their_colon() -> None:
    """'...: A, B or C?' gives three options; a two-option name with a colon or comma keeps two."""
    template = three_options("Which {kind} came out first, {a} or {b}?")
    assert template == "Which {kind} came out first: {a}, {b} or {c}?"
    assert choice_options("Which film came out first: Ankur, Tere Naam or Sanam Re?") == (
        "Ankur", "Tere Naam", "Sanam Re")  # fmt: skip
    assert choice_options("Which film came out first, Atlantis: The Lost Empire or Up?") == (
        "Atlantis: The Lost Empire", "Up")  # fmt: skip
    assert choice_options("Who died first, Ælfgar, Earl of Mercia or Leofric?") == (
        "Ælfgar, Earl of Mercia", "Leofric")  # fmt: skip
