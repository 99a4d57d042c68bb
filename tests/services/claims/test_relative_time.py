"""Wording counted to the writer's day is written "(as of <page date>)", or dropped undated."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.relative_time import relative_time
from shared.claims.rules import RuleClaimExtractor
from shared.claims.timed_states import anchor_state
from shared.claims.verify import verify_drafts
from shared.llm.replies import ClaimDraft
from shared.text.span_align import DocumentAligner

MONDAY = "2019-11-18"


def test_last_done_and_last_known_are_as_of_the_page_date_even_with_a_year() -> None:
    """'was last updated in July 2019' names a month, yet 'last' counts to the page's day."""
    assert anchor_state("The entry-level MacBook Pro was last updated in July 2019.", MONDAY) == (
        "The entry-level MacBook Pro was last updated in July 2019 (as of November 18, 2019)."
    )
    assert anchor_state("The last major known outbreak of plague in China was in 2009.",
                        MONDAY) == (
        "The last major known outbreak of plague in China was in 2009 (as of November 18, 2019)."
    )


def test_a_plan_with_its_year_is_as_of_the_page_date() -> None:
    """'In 2021, Tor will publish ...' was planned on the page's day, not done in 2021."""
    assert anchor_state("In 2021, Tor will publish the novel Aspects.", MONDAY) == (
        "In 2021, Tor will publish the novel Aspects (as of November 18, 2019)."
    )
    assert anchor_state("Dragonfly is scheduled to reach Titan in 2034.", MONDAY) == (
        "Dragonfly is scheduled to reach Titan in 2034 (as of November 18, 2019)."
    )


def test_relative_wording_on_an_undated_page_is_dropped() -> None:
    """'currently', 'the latest' or a plan has no day to count to on an undated page."""
    for claim in ("Katie Meili currently trains in Texas.",
                  "The band's latest album was released in 2015.",
                  "The 2015-16 team will represent the University of Maine in 2016."):
        assert anchor_state(claim, None) is None, claim


def test_a_closed_past_last_and_a_standing_since_on_an_undated_page_are_kept() -> None:
    """'the last emperor', 'his last film' order a closed past; an encyclopedia's 'has been
    played annually since 1939' is a standing fact there."""
    assert not relative_time("Puyi was the last emperor of China.", dated=True)
    assert not relative_time("His last film, Giant, was released in 1956.", dated=True)
    standing = "The NCAA Division I Men's Tournament has been played annually since 1939."
    assert anchor_state(standing, None) == standing
    assert relative_time(standing, dated=True)


def test_a_quoted_title_is_no_relative_wording() -> None:
    """'"The Latest"' in quotation marks is a title, not 'the latest'."""
    assert not relative_time('The column "The Latest" ran in the Chicago Tribune in 1998.',
                             dated=True)


def test_an_as_of_claim_is_entailed_by_its_span_and_kept() -> None:
    """The extractor writes the as-of date and verification accepts it against the span."""
    text = ("Apple sells three MacBook models. "
            "The entry-level 13-inch MacBook Pro was last updated in July 2019.")
    extraction = RuleClaimExtractor().extraction(text, title="MacBook Pro", published=MONDAY)
    written = [d.claim for d in extraction.drafts]
    assert ("The entry-level 13-inch MacBook Pro was last updated in July 2019 "
            "(as of November 18, 2019).") in written
    verified = verify_drafts(extraction.drafts, DocumentAligner(text), doc_id=1, threshold=90,
                             extractor="rules", title="MacBook Pro", published=MONDAY)
    assert any("(as of November 18, 2019)" in c.text for c in verified.claims)


@given(st.text(max_size=120), st.booleans())
def test_never_raises(claim: str, dated: bool) -> None:
    """Any text gives a yes or no, without error."""
    assert relative_time(claim, dated=dated) in (True, False)


def test_the_noun_will_is_no_plan() -> None:
    """'his will', 'against his will', 'the will of' are the noun; 'will publish' is a plan."""
    for claim in ("Shakespeare left his will to his wife Anne in 1616.",
                  "He acted against his will during the 1920 campaign.",
                  "Shakespeare's will was found in 1747.",
                  "The will of the people prevailed in 1990."):
        assert not relative_time(claim, dated=True), claim
        assert anchor_state(claim, None) == claim
    for claim in ("The team will not play in 2020.", "He will also star in the 2020 film."):
        assert relative_time(claim, dated=False), claim


def test_a_capitalised_name_is_no_relative_wording() -> None:
    """'The Latest Buzz' and 'Currently Playing' are names; a sentence's 'Currently, ...' counts."""
    assert not relative_time("Currently Playing is a 2015 album by Sam Smith.", dated=True)
    assert relative_time("Currently, he trains in Texas.", dated=False)
    assert relative_time("Recently he moved to Texas.", dated=False)
    text = ("The Latest Buzz is a Canadian teen sitcom that aired on Family from 2007 to 2010. "
            "The Latest Buzz was created by Brent Piaskoski.")
    extraction = RuleClaimExtractor().extraction(text, title="The Latest Buzz")
    assert [d.claim for d in extraction.drafts] == [
        "The Latest Buzz is a Canadian teen sitcom that aired on Family from 2007 to 2010.",
        "The Latest Buzz was created by Brent Piaskoski.",
    ]


def test_a_signed_will_on_an_undated_page_is_kept() -> None:
    """'Elvis Presley signed his will in 1977.' is a closed past, not a plan."""
    text = "Elvis Presley was an American singer. Elvis Presley signed his will in 1977."
    extraction = RuleClaimExtractor().extraction(text, title="Elvis Presley")
    assert "Elvis Presley signed his will in 1977." in [d.claim for d in extraction.drafts]


def test_a_span_s_own_relative_tail_admits_no_as_of_date_for_its_claim() -> None:
    """The as-of date is admitted for the claim's relative wording, not for a tail of the
    span the claim was cut from ('which has been rumored since 2017', 3f0fc06)."""
    text = ("Paramount owns the Star Trek films. Paramount is working on a new Star Trek film, "
            "which has been rumored since 2017.")
    span = "Paramount is working on a new Star Trek film, which has been rumored since 2017."
    drafts = [ClaimDraft(claim="Paramount is working on a new Star Trek film "
                               "(as of November 18, 2019).", span=span)]  # fmt: skip
    verified = verify_drafts(drafts, DocumentAligner(text), doc_id=1, threshold=90,
                             extractor="rules", title="Star Trek", published=MONDAY)
    assert verified.not_entailed == 1, verified
    assert not any(c.text.startswith("Paramount is working") for c in verified.claims)
