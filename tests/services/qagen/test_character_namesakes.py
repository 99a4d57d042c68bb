"""A person whose name a work's page gives a character ("now the mortal Jesse Harris" in a
book series) is never asked by the bare name: qualified by their page's role, or left out."""

from __future__ import annotations

from services.qagen.rules import RuleQAGenerator
from shared.messages.claims import ClaimBucket
from tests.services.qagen.films import bucket

PEOPLE = [
    bucket(1, "Jesse Harris", ["Jesse Harris (born October 24, 1969) is an American "
                               "singer-songwriter."]),
    bucket(2, "Jackie Kessler", ["Jackie Kessler (born December 8, 1970) is an American "
                                 "author."]),
]  # fmt: skip


def _asked(series: str) -> list[str]:
    """The comparison questions naming Jesse Harris with a series page saying ``series``."""
    docs: list[ClaimBucket] = [*PEOPLE, bucket(3, "Hell on Earth (book series)", [series])]
    drafts = RuleQAGenerator().generate_sync(docs, pattern="comparison", n_pairs=10, seed=0)
    return [d.question for d in drafts if "Jesse Harris" in d.question]


def test_a_character_of_the_same_name_qualifies_the_person() -> None:
    """The series' heroine is 'the mortal Jesse Harris': no question says the bare name."""
    asked = _asked("Hell on Earth is a paranormal series by Jackie Kessler about the former "
                   "succubus Jezebel, now the mortal Jesse Harris.")
    assert asked == ["Who was born first, Jackie Kessler or the singer-songwriter Jesse Harris?"]


def test_the_person_named_with_a_trade_stays_bare() -> None:
    """Near misses: a work's page naming the person by a trade ('the celebrity cook', 'the
    singer', 'the lead vocalist', 'the main singer', code review 19 S7), 'the war hero' or
    'the late' keeps the bare name."""
    for said in ("Hell on Earth has a song by the singer Jesse Harris.",
                 "Hell on Earth is a book by the celebrity cook Jesse Harris.",
                 "Hell on Earth was praised by the late Jesse Harris.",
                 "Hell on Earth features the lead vocalist Jesse Harris on every track.",
                 "Hell on Earth has songs by the main singer Jesse Harris.",
                 "Hell on Earth was written by the war hero Jesse Harris."):
        asked = _asked(said)
        assert asked == ["Who was born first, Jackie Kessler or Jesse Harris?"], (said, asked)


def test_the_main_character_is_still_a_character() -> None:
    """'the main character Jesse Harris' names a character by 'character'."""
    asked = _asked("Hell on Earth is a series about the main character Jesse Harris.")
    assert asked == ["Who was born first, Jackie Kessler or the singer-songwriter Jesse Harris?"]
