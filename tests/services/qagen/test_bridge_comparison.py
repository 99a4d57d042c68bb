"""Bridge comparisons answered by a work: which film's director was born (died) first."""

from __future__ import annotations

import random

from services.qagen.conjunction import bridges
from services.qagen.fact_index import FactIndex
from shared.llm.replies import QADraft
from shared.messages.claims import ClaimBucket
from shared.quality.recompute import recompute_problem
from shared.quality.validate import intrinsic_problems
from tests.services.qagen.films import bucket


def _films() -> list[ClaimBucket]:
    return [
        bucket(1, "Sinister (film)", ["Sinister is a 2012 supernatural horror film directed by "
                                      "Scott Derrickson."]),
        bucket(2, "Ed Wood (film)", ["Ed Wood is a 1994 American biographical film directed by "
                                     "Tim Burton."]),
        bucket(3, "Scott Derrickson", ["Scott Derrickson (born July 16, 1966) is an American "
                                       "filmmaker."]),
        bucket(4, "Tim Burton", ["Timothy Walter Burton (born August 25, 1958) is an American "
                                 "filmmaker."]),
    ]  # fmt: skip


def _drafts(buckets: list[ClaimBucket], seed: int = 0) -> list[QADraft]:
    index = FactIndex.build(buckets)
    return [index.phrased(d) for d in bridges(index, random.Random(seed))]


def test_two_films_are_compared_by_their_directors_births_over_four_documents() -> None:
    """Two films' directors' births give 'Which film's director was born first' → the film."""
    made = _drafts(_films())
    assert len(made) == 1
    item = made[0]
    assert item.question in (
        "Which film's director was born first, Sinister or Ed Wood?",
        "Which film's director was born first, Ed Wood or Sinister?",
    )
    assert item.answer == "Ed Wood"
    assert len({u.url for u in item.used_claims}) == 4
    assert "Burton" not in item.question and "Derrickson" not in item.question
    assert intrinsic_problems(item, "conjunction") == []


def test_recomputation_reads_each_works_maker_and_rejects_the_other_work() -> None:
    """The judge maps each film to its director through the claims; the later one is wrong."""
    item = _drafts(_films())[0]
    computed = dict(item.computed)
    assert recompute_problem(computed, item.used_claims, "Ed Wood") is None
    assert recompute_problem(computed, item.used_claims, "Sinister") is not None
    without_pointer = tuple(u for u in item.used_claims if "directed by Tim" not in u.claim)
    assert recompute_problem(computed, without_pointer, "Ed Wood") is not None


def test_deaths_ask_whose_director_died_first() -> None:
    """Directors' deaths give 'Which film's director died first'; the earlier death wins."""
    docs = [
        bucket(1, "True to the Navy", ["True to the Navy is a 1930 American comedy film "
                                       "directed by Frank Tuttle."]),
        bucket(2, "The Black Marble", ["The Black Marble is a 1980 American film directed by "
                                       "Harold Becker."]),
        bucket(3, "Frank Tuttle", ["Frank Tuttle (August 6, 1892 – January 6, 1963) was an "
                                   "American film director."]),
        bucket(4, "Harold Becker", ["Harold Becker (born September 25, 1908) is an American "
                                    "film director."]),
    ]  # fmt: skip
    # born 1908, not by 1915 (a 1930 film's director's latest birth): Tuttle's page is needed
    made = _drafts(docs)
    assert [d.answer for d in made] == ["True to the Navy"]
    assert "director was born first" in made[0].question


def test_one_director_of_two_films_gives_no_item() -> None:
    """Two films by one director compare nobody: no bridge item is made."""
    sinister, _, derrickson, _ = _films()
    docs = [
        sinister,
        bucket(2, "The Exorcism of Emily Rose", ["The Exorcism of Emily Rose is a 2005 "
                                                 "American horror film directed by Scott "
                                                 "Derrickson."]),
        derrickson,
    ]  # fmt: skip
    assert _drafts(docs) == []


def test_works_of_different_kinds_keep_the_person_answer() -> None:
    """A film and a novel are not asked 'Which film's ...'; the bridge names the person."""
    sinister, _, derrickson, _ = _films()
    docs = [
        sinister,
        derrickson,
        bucket(2, "Blindness (novel)", ["Blindness is a novel by Portuguese author José "
                                        "Saramago."]),
        bucket(4, "José Saramago", ["José Saramago (16 November 1922 – 18 June 2010) was a "
                                    "Portuguese writer."]),
    ]  # fmt: skip
    made = _drafts(docs)
    assert made
    assert all(not d.question.startswith("Which film's") for d in made)
    assert all(d.answer in ("José Saramago", "Scott Derrickson") for d in made)


def test_a_page_stating_both_directors_dates_gives_no_item() -> None:
    """A director's page that also states the other's birth answers alone: skipped, counted."""
    docs = [
        *_films()[:3],
        bucket(4, "Tim Burton", ["Timothy Walter Burton (born August 25, 1958) is an American "
                                 "filmmaker.", "Burton produced a film by Scott Derrickson "
                                 "(born July 16, 1966)."]),
    ]  # fmt: skip
    index = FactIndex.build(docs)
    made = list(bridges(index, random.Random(0)))
    assert made == []
    assert index.skips["conjunction: one document names the subjects and states the values"] >= 1


def _cast(daughter_says: str) -> list[ClaimBucket]:
    return [
        bucket(1, "Benton Fraser", ["Benton Fraser is portrayed by Canadian actor Paul Gross."]),
        bucket(2, "Paul Gross", ["Paul Michael Gross (born April 30, 1959) is a Canadian actor."]),
        bucket(3, "Hannah Gross", ["Hannah Gross (born September 25, 1992) is a Canadian "
                                   "actress.", daughter_says]),
    ]  # fmt: skip


def test_a_maker_described_before_the_name_is_a_bridge() -> None:
    """'portrayed by Canadian actor Paul Gross' reaches Paul Gross's page: a bridge of three."""
    made = _drafts(_cast("Hannah Gross has appeared in several films."))
    assert len(made) == 1
    assert "the actor who played Benton Fraser" in made[0].question
    assert made[0].answer == "Paul Gross"
    assert len({u.url for u in made[0].used_claims}) == 3


def test_a_counterpart_whose_page_names_the_bridge_as_kin_gives_no_bridge() -> None:
    """A daughter's page naming the bridge entity as her parent orders the two without his
    page: no bridge, and the skip is counted."""
    index = FactIndex.build(_cast("Hannah Gross is the daughter of actors Martha Burns and "
                                  "Paul Gross."))  # fmt: skip
    assert list(bridges(index, random.Random(0))) == []
    assert index.skips["conjunction: the other side's page names the bridge entity as kin"] == 1


def test_the_bridge_entitys_own_page_naming_the_other_as_kin_gives_no_bridge() -> None:
    """The bridge entity's own page, or the work's page, naming the other compared person as
    kin (``the son of ...``) relates the two without dates: no bridge, the skip counted."""
    says = {
        "own page": ("Paul Michael Gross (born April 30, 1959) is a Canadian actor. His "
                     "daughter is the actress Hannah Gross.", "Benton Fraser is portrayed by "
                     "Canadian actor Paul Gross."),
        "work page": ("Paul Michael Gross (born April 30, 1959) is a Canadian actor.",
                      "Benton Fraser is portrayed by Canadian actor Paul Gross, the father "
                      "of Hannah Gross."),
    }  # fmt: skip
    for own, work in says.values():
        index = FactIndex.build([
            bucket(1, "Benton Fraser", [work]),
            bucket(2, "Paul Gross", own.split(". ", 1) if "His" in own else [own]),
            bucket(3, "Hannah Gross", ["Hannah Gross (born September 25, 1992) is a Canadian "
                                       "actress.", "Hannah Gross has appeared in films."]),
        ])  # fmt: skip
        assert list(bridges(index, random.Random(0))) == []
        reason = "conjunction: a page of one side names the other side's person as kin"
        assert index.skips[reason] == 1
