"""Sports drafts: the draft's year with its league, read only when the subject was taken."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from shared.facts import DateValue, facts_of_bucket
from shared.facts.drafts import LEAGUES
from tests.services.qagen.films import bucket


def _drafts(title: str, sentence: str) -> list[tuple[str, str, str]]:
    return [(f.subject, f.value.value, f.detail)
            for f in facts_of_bucket(bucket(1, title, [sentence]))
            if f.relation == "drafted" and isinstance(f.value, DateValue)]  # fmt: skip


def test_a_player_drafted_in_a_named_league_draft_gives_its_year_and_league() -> None:
    """``was drafted ... in the 1998 NFL Draft``, ``being drafted ... in the 2005 NBA draft``,
    ``was recruited ... with the 6th selection in the 1994 Australian Football League (AFL)
    Draft``: the draft's year, the league as a question names it."""
    assert _drafts("Brian Griese", "Brian Griese was drafted by the Broncos in the third round "
                   "of the 1998 NFL Draft.") == [("Brian Griese", "1998", "the NFL")]  # fmt: skip
    assert _drafts("Deron Williams", "Deron Williams played college basketball for the "
                   "University of Illinois before being drafted third overall in the 2005 NBA "
                   "draft by the Utah Jazz.") == [("Deron Williams", "2005", "the NBA")]
    assert _drafts("Robert McMahon", "Robert McMahon was recruited from the Gippsland Power "
                   "with the 6th selection in the 1994 Australian Football League (AFL) "
                   "Draft.") == [("Robert McMahon", "1994", "the AFL")]
    # the person is a person: the kind the comparison asks "Who ..." of
    facts = facts_of_bucket(bucket(1, "Lofa Tatupu", ["Lofa Tatupu was drafted by the Seattle "
                                                      "Seahawks in the 2005 NFL Draft."]))
    assert [f.kind for f in facts if f.relation == "drafted"] == ["person"]


def test_no_draft_when_the_subject_was_not_taken_or_the_draft_is_another_kind() -> None:
    """An undrafted player, a rookie draft, the American Football League's drafts, an active
    ``Krause drafted Scottie Pippen`` (the page's person took another), another person's
    draft and a claim naming two drafts give no draft."""
    assert not _drafts("Jamal Robertson", "Jamal Robertson was signed by the Calgary Stampeders "
                       "as an undrafted free agent after the 2001 NFL Draft.")  # fmt: skip
    assert not _drafts("James Mulligan", "James Mulligan was drafted to the Western Bulldogs "
                       "with the 4th pick overall in the 2008 Rookie Draft.")  # fmt: skip
    assert not _drafts("Joe Namath", "Joe Namath was drafted by the Jets in the 1965 AFL Draft.")
    assert not _drafts("Jerry Krause", "Jerry Krause drafted Scottie Pippen with the fifth pick "
                       "in the 1987 NBA draft.")  # fmt: skip
    assert not _drafts("Archie Manning", "Archie Manning, whose son was drafted in the 2004 NFL "
                       "Draft, played quarterback.")  # fmt: skip
    assert not _drafts("Ann Lee", "Ann Lee was drafted in the 1998 NBA draft and the 1999 NHL "
                       "Entry Draft.")  # fmt: skip
    assert not _drafts("Silas Daniels", "Silas Daniels entered the 2005 NFL Draft but was not "
                       "selected.")  # fmt: skip


@given(year=st.integers(1990, 2030), league=st.sampled_from(sorted(LEAGUES)),
       verb=st.sampled_from(["drafted", "selected", "picked", "chosen"]))  # fmt: skip
def test_any_named_league_draft_reads_back_its_year_and_league(
    year: int, league: str, verb: str
) -> None:
    """Whatever league name, year and verb a passive draft sentence uses, the fact holds that
    year and the league's question name."""
    sentence = f"Sam Reed was {verb} in the first round of the {year} {league} draft."
    assert _drafts("Sam Reed", sentence) == [("Sam Reed", str(year), LEAGUES[league])]


def test_players_of_one_league_compare_by_their_drafts_never_across_leagues() -> None:
    """``Who was drafted into the NFL first, A or B?`` over two pages, recomputed by the judge;
    an NBA player is never compared with them (counted)."""
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from shared.quality.recompute import recompute_problem

    index = FactIndex.build([
        bucket(1, "Brian Griese", ["Brian Griese was drafted by the Broncos in the third round "
                                   "of the 1998 NFL Draft."]),
        bucket(2, "Lofa Tatupu", ["Lofa Tatupu was drafted by the Seattle Seahawks in the "
                                  "second round of the 2005 National Football League (NFL) "
                                  "Draft."]),
        bucket(3, "Deron Williams", ["Deron Williams was drafted third overall in the 2005 NBA "
                                     "draft by the Utah Jazz."]),
    ])  # fmt: skip
    drafts = list(comparisons(index, random.Random(0)))
    assert [d.answer for d in drafts] == ["Brian Griese"]
    assert drafts[0].question in (
        "Who was drafted into the NFL first, Brian Griese or Lofa Tatupu?",
        "Who was drafted into the NFL first, Lofa Tatupu or Brian Griese?")
    assert recompute_problem(dict(drafts[0].computed), drafts[0].used_claims,
                             "Brian Griese") is None  # fmt: skip
    # Griese (1998) against Williams (2005): two leagues; Tatupu against Williams: one year
    assert index.skips["comparison: two different offices"] == 1
    assert index.skips["comparison: order not certain at the dates' precision"] == 1
