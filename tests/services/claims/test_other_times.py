"""A role, owner or size a sentence tells at a past time is no fact as of the page's date."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.acronyms import acronym_definitions
from shared.claims.noun_facts import NounFact, NounPage, NounSentence
from shared.claims.noun_orgs import org_facts
from shared.claims.noun_roles import role_facts
from shared.claims.other_times import other_time
from shared.claims.rules import RuleClaimExtractor
from shared.claims.standalone import person_names

DAY = date(2019, 3, 5)


def _facts(sentence: str) -> list[NounFact]:
    nouns = NounPage(sentence, "A headline", DAY, person_names(sentence),
                     acronym_definitions(sentence))  # fmt: skip
    return list(role_facts(NounSentence(sentence, 0), nouns))


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("In 2009, Apple CEO Steve Jobs unveiled the phone.", "noun_role_other_time"),
        ("Back in 2012, Yahoo CEO Marissa Mayer joined the company.", "noun_role_other_time"),
        ("He said Obama Chief of Staff Rahm Emanuel pushed the bill in 2009.",
         "noun_role_other_time"),
        ("At the time, Yahoo CEO Marissa Mayer said the deal was fine.",
         "noun_role_other_time"),
        ("Then Acme CEO John Smith said it.", "noun_role_other_time"),
        ("Acme CEO John Smith died on Monday at his home.", "noun_role_at_death"),
        ("Steve Jobs, the late Apple CEO, said it.", "noun_role_late"),
    ],
)
def test_a_role_told_at_a_past_time_is_refused(sentence: str, reason: str) -> None:
    """Review 18 M1: a past year, ``At the time``, ``Then``, a death or ``the late`` dates
    the role away from the page: no ``(as of <page date>)`` claim, a counted reason."""
    facts = _facts(sentence)
    assert [f.claim for f in facts if f.claim] == []
    assert reason in [f.reason for f in facts]


def test_a_present_role_and_a_founder_are_kept() -> None:
    """Near misses: a role with no other time (a later year, ``late Tuesday``) is still
    dated by the page; a founder (no date) stays one after a death or a past year."""
    assert [f.claim for f in _facts("Apple CEO Tim Cook said late Tuesday the plan would "
                                    "run until 2025.")] == [
        "Tim Cook was the Apple CEO (as of March 5, 2019)."]  # fmt: skip
    assert [f.claim for f in _facts("In 1998, Google co-founder Larry Page met Sergey "
                                    "Brin.")] == ["Larry Page was a Google co-founder."]
    assert [f.claim for f in _facts("Apple co-founder Steve Jobs died in 2011.")] == [
        "Steve Jobs was an Apple co-founder."]


def test_an_organisations_owner_or_size_told_at_a_past_time_is_refused() -> None:
    """The same holds for the organisation source: ``In 2001, the 300-bed ...`` and ``In
    2005, Kroger-owned QFC ...`` give no dated fact; the present tense keeps it."""
    for sentence in ("In 2001, the 300-bed Albany Medical Center opened a wing.",
                     "In 2005, Kroger-owned QFC opened 20 stores."):  # fmt: skip
        facts = org_facts(sentence, published=DAY)
        assert not [f.claim for f in facts if f.claim]
        assert "noun_org_other_time" in [f.reason for f in facts]
    assert [f.claim for f in org_facts("Kroger-owned QFC opened 20 stores on Monday.",
                                       published=DAY)] == [
        "QFC is owned by Kroger (as of March 5, 2019)."]  # fmt: skip


@given(st.text(alphabet=st.characters(whitelist_categories=("Ll", "Zs"))))
def test_lower_case_text_with_no_time_words_tells_no_other_time(before: str) -> None:
    """Lower-case text with no digits and no time or death word tells no other time."""
    if any(w in before for w in ("then", "time", "days", "late", "die", "dea", "kill",
                                 "murd", "slain", "funeral", "obit")):  # fmt: skip
        return
    assert other_time(before, before, DAY) is None


def test_extractor_writes_no_page_dated_role_of_a_past_year() -> None:
    """End to end, ``In 2009, Apple CEO Steve Jobs unveiled ...`` gives no ``Steve Jobs was
    the Apple CEO (as of March 5, 2019)``."""
    text = ("Apple unveils a new phone\n\nIn 2009, Apple CEO Steve Jobs unveiled the first "
            "model at a crowded event in San Francisco.")  # fmt: skip
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        text, title="Apple unveils a new phone", published="2019-03-05")
    assert not any("as of March 5, 2019" in d.claim for d in extraction.drafts)


def test_a_quoted_year_or_a_house_number_is_no_past_time() -> None:
    """Near misses from the news pages: a year inside the speaker's quotation (``"2019 is
    not as strong as 2018," InfoNation President Dan McDowell said``) and a house number
    (``of 1909 Jolinda Drive``) place no role or age in the past."""
    quoted = ("\u201cSales are weak,\u201d InfoNation President Dan McDowell said, adding, "
              "\u201c2019 is just not as strong as 2018.\u201d")  # fmt: skip
    assert other_time(quoted, quoted, DAY) is None
    address = "Officers stopped a car driven by Jonathan P. Blair, 29, of 1909 Jolinda Drive."
    assert other_time(address, address, DAY) is None
    assert other_time("He joined in 2018.", "", DAY) == "other_time"
