"""Temporal templates of the rule QA generator: intervals between two dated events."""

from __future__ import annotations

import random
from collections import Counter

from services.qagen.rules import RuleQAGenerator
from shared.messages.claims import ClaimBucket
from tests.services.qagen.film_drafts import FILMS, film_drafts


def test_temporal_interval_is_the_year_difference_of_two_releases() -> None:
    """Two films of one director: years after one release the other came out (the title of
    common words, The Dark Knight Rises, with its maker; the other then with its kind)."""
    drafts = film_drafts("temporal")
    assert any(
        d.question == "How many years after the release year of the film The Prestige was "
                      "Christopher Nolan's film The Dark Knight Rises released?"
        and d.answer == "6 years"
        for d in drafts
    )
    for d in drafts:
        assert '"' not in d.question and "“" not in d.question


def test_unlinked_or_unordered_pairs_are_skipped_and_counted() -> None:
    """Subjects not linked in the graph give no temporal item, and the skip is counted."""
    gen = RuleQAGenerator()
    gen.generate_sync(FILMS, pattern="temporal", n_pairs=40, seed=1)
    assert gen.skips["temporal: subjects not linked in the graph"] > 0


def test_a_birth_and_a_death_on_two_pages_give_no_interval() -> None:
    """A birth and a death on two pages are two people: no interval between them."""
    # ``William Ferguson`` (born 1938) and ``William C. Ferguson`` (died 2015): no "how many years
    # after the birth of one did the other die".
    from services.qagen.fact_index import FactIndex
    from services.qagen.temporal import intervals
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "William Ferguson", ["William Ferguson was born on 28 May 1938."]),
        bucket(2, "William C. Ferguson", ["William C. Ferguson died on October 14, 2015."]),
    ])  # fmt: skip
    assert list(intervals(index, random.Random(0))) == []
    assert index.skips["temporal: a birth and a death on two pages"] == 1


def test_a_page_stating_the_other_value_through_a_mention_gives_no_item() -> None:
    """A page that also states the other value through a mention gives no item (skip counted)."""
    # ``How many years after the death of A did B die?`` when B's page also says ``A's assassination
    # in 1990``: B's page alone answers it, so no interval and no comparison of the two deaths is
    # drafted.
    from services.qagen.comparison import all_comparisons
    from services.qagen.fact_index import FactIndex
    from services.qagen.temporal import intervals
    from tests.services.qagen.films import bucket

    def index(mention: str) -> FactIndex:
        return FactIndex.build([
            bucket(1, "Anton Hale", ["Anton Hale (3 March 1931 – 14 May 1990) was a Latvian "
                                     "politician."]),
            bucket(2, "Boris Lenk", ["Boris Lenk (1 June 1940 – 2 August 1999) was a "
                                     "Latvian journalist.", mention]),
        ])  # fmt: skip

    held = index("Boris Lenk wrote a book on Anton Hale's assassination in May 1990.")
    drafts = [*intervals(held, random.Random(0)), *all_comparisons(held, random.Random(0))]
    assert not [d for d in drafts if "died" in d.question or "death" in d.question]
    assert held.skips["temporal: one document names the subjects and states the values"] >= 1
    assert held.skips["comparison: one document names the subjects and states the values"] >= 1
    apart = index("Boris Lenk wrote a book on Anton Hale's early career.")
    questions = [d.question for d in intervals(apart, random.Random(0))]
    assert "How many full years after the death of Anton Hale did Boris Lenk die?" in questions


def test_a_name_inside_another_persons_name_links_no_births() -> None:
    """A name only inside another person's name links no births (counted as unlinked)."""
    # ``Lida Scott Howell``'s page writes ``Scott Howell`` only inside her own name: no interval
    # with the footballer Scott Howell's birth.
    from services.qagen.fact_index import FactIndex
    from services.qagen.temporal import intervals
    from tests.services.qagen.films import bucket

    docs = [
        bucket(1, "Matilda Howell", ["Lida Scott Howell (August 28, 1859 – December 20, 1938) "
                                     "was an American female archer."]),
        bucket(2, "Scott Howell (footballer)", ["Scott Howell (born 10 May 1958) is a former "
                                                "Australian rules footballer."]),
        bucket(3, "Scott Howell (politician)", ["Scott Howell (born 1953) is an American "
                                                "politician."]),
    ]  # fmt: skip
    index = FactIndex.build(docs)
    assert not [d for d in intervals(index, random.Random(0)) if "Lida" in d.question]
    assert index.skips["temporal: two births or two deaths of unlinked people"] >= 1


def test_no_interval_when_a_page_states_a_year_that_already_decides_it() -> None:
    """No interval is drafted when one page states a year that already decides it (skip counted)."""
    # Binyamin Kahane's page dates his father's assassination only to 1990, but beside his own death
    # on 31 December 2000 that gives 10 full years for any day of 1990: no ``How many full years
    # after the death of Meir Kahane ...`` item.
    from tests.services.qagen.films import bucket

    def docs(death: str) -> list[ClaimBucket]:
        return [
            bucket(1, "Meir Kahane", ["Meir Kahane (August 1, 1932 – November 5, 1990) was an "
                                      "Israeli rabbi."]),
            bucket(2, "Binyamin Ze'ev Kahane", [
                f"Binyamin Ze'ev Kahane (3 October 1966 – {death}) was an Israeli rabbi and the "
                "son of Rabbi Meir Kahane.",
                "He led Kahane Chai, which broke from his father's party after Meir Kahane's "
                "assassination in 1990."]),
        ]  # fmt: skip

    def deaths(death: str) -> tuple[list[str], Counter[str]]:
        generator = RuleQAGenerator()
        drafts = generator.generate_sync(docs(death), pattern="temporal", n_pairs=40, seed=1)
        return [d.question for d in drafts if "death of Meir" in d.question], generator.skips

    held, skips = deaths("31 December 2000")
    assert held == []
    assert skips["temporal: one document names the subjects and states the values"] >= 1
    asked, _ = deaths("7 September 2000")
    assert asked  # 9 or 10 full years from 1990 alone: the father's page is needed
