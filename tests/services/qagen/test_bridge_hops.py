"""Bridges that need every hop: the bridge's own page must not name the work; kin bridges."""

from __future__ import annotations

import random

from services.qagen.conjunction import bridges
from services.qagen.fact_index import FactIndex
from shared.llm.replies import QADraft
from shared.messages.claims import ClaimBucket
from tests.services.qagen.films import bucket


def _docs(black: list[str]) -> list[ClaimBucket]:
    return [
        bucket(1, "The Nice Guys", ["The Nice Guys is a 2016 American action comedy film "
                                    "directed by Shane Black."]),
        bucket(2, "Shane Black", black),
        bucket(3, "Benny Wendt", ["Benny Wendt (born 4 November 1950) is a Swedish former "
                                  "footballer."]),
    ]  # fmt: skip


def _indexed(buckets: list[ClaimBucket], texts: dict[str, str] | None = None
             ) -> tuple[list[QADraft], FactIndex]:  # fmt: skip
    index = FactIndex.build(buckets, (texts or {}).get)
    return [index.phrased(d) for d in bridges(index, random.Random(0))], index


def _drafts(buckets: list[ClaimBucket], texts: dict[str, str] | None = None) -> list[QADraft]:
    return _indexed(buckets, texts)[0]


def test_a_bridge_needs_the_works_page_when_the_persons_page_does_not_name_the_work() -> None:
    """The director's page without the film gives the three-document bridge item."""
    made = _drafts(_docs(["Shane Black (born December 16, 1961) is an American filmmaker."]))
    assert [d.answer for d in made] == ["Benny Wendt"]
    assert "the director of the film The Nice Guys" in made[0].question


def test_a_bridge_whose_persons_claims_name_the_work_is_skipped() -> None:
    """'Black went on to write and direct The Nice Guys' on his own page: no bridge item."""
    made, index = _indexed(_docs(["Shane Black (born December 16, 1961) is an American "
                                  "filmmaker.", "Shane Black went on to write and direct The "
                                  "Nice Guys (2016)."]))  # fmt: skip
    assert made == []
    assert index.skips["conjunction: the bridge's own page names the work"] >= 1


def test_a_bridge_whose_whole_page_names_the_work_outside_any_claim_is_skipped() -> None:
    """A sentence no claim kept still names the film on the director's page: no item."""
    docs = _docs(["Shane Black (born December 16, 1961) is an American filmmaker."])
    page = ("Shane Black (born December 16, 1961) is an American filmmaker. He went on to "
            "write and direct Iron Man 3 (2013) and The Nice Guys (2016).")
    assert _drafts(docs, {"hash-2": page}) == []


def test_a_father_sharing_his_childs_surname_is_a_bridge() -> None:
    """'the father of Hannah Gross' names no one: the kin bridge is asked over three pages."""
    docs = [
        bucket(1, "Hannah Gross", ["Hannah Gross is a Canadian actress.",
                                   "Hannah Gross is the daughter of Paul Gross and "
                                   "his wife Martha Burns."]),
        bucket(2, "Paul Gross", ["Paul Gross (born April 30, 1959) is a Canadian actor."]),
        bucket(3, "Kim Coates", ["Kim Coates (born February 21, 1958) is a Canadian actor."]),
    ]  # fmt: skip
    made = _drafts(docs)
    assert [d.answer for d in made] == ["Kim Coates"]
    assert "the father of Hannah Gross" in made[0].question
    assert len({u.url for u in made[0].used_claims}) == 3


def test_a_kin_whose_whole_name_is_inside_the_subjects_gives_no_bridge() -> None:
    """'the father of Frank Sinatra Jr.' gives his name away: no item."""
    docs = [
        bucket(1, "Frank Sinatra Jr.", ["Frank Sinatra Jr. is an American singer.",
                                        "Frank Sinatra Jr. is the son of Frank Sinatra and "
                                        "his wife Nancy Barbato."]),
        bucket(2, "Frank Sinatra", ["Frank Sinatra (born December 12, 1915) was an American "
                                    "singer."]),
        bucket(3, "Dean Martin", ["Dean Martin (born June 7, 1917) was an American singer."]),
    ]  # fmt: skip
    assert [d for d in _drafts(docs) if "father of" in d.question] == []


def test_a_bridge_whose_page_lists_the_work_glued_to_the_next_title_is_skipped() -> None:
    """'Jingle All the WaySnow Dogs' (a dump's list without spaces) still names the film."""
    docs = [
        bucket(1, "Jingle All the Way", ["Jingle All the Way is a 1996 American family comedy "
                                         "film directed by Brian Levant."]),
        bucket(2, "Brian Levant", ["Brian Levant (born August 6, 1952) is an American film "
                                   "director."]),
        bucket(3, "Daniel Riordan", ["Daniel Riordan (born 14 March 1963) is a British "
                                     "actor."]),
    ]  # fmt: skip
    page = ("Brian Levant (born August 6, 1952) is an American film director. He is best known "
            'for directing the films" Beethoven The Flintstones Jingle All the WaySnow Dogs".')
    assert [d.answer for d in _drafts(docs)] == ["Brian Levant"]
    assert _drafts(docs, {"hash-2": page}) == []
