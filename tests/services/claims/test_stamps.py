"""A live blog's opening clock stamp is furniture: cut from the claim, never kept in it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.rules import RuleClaimExtractor
from shared.claims.stamps import leading_stamp, without_stamp

LIVE = ("Kenya Airways flies to 40 cities in Africa.\n"
        "14:05 GMT Kenya Airways cancelled 12 flights to Addis Ababa on Sunday.\n"
        "10.15 Ethiopian Airlines operates 76 Boeing aircraft.\n")  # fmt: skip


def test_a_leading_clock_stamp_is_cut_from_the_claim_and_the_span_stays() -> None:
    """The reviewer's class: '14:05 GMT Kenya Airways cancelled ...' was kept with its stamp;
    the claim now opens on the fact, dated by the page, and the span stays verbatim."""
    drafts = RuleClaimExtractor(cache_size=0).extraction(
        LIVE, title="Live: Ethiopian Airlines crash", published="2019-03-11").drafts
    by_claim = {d.claim: d.span for d in drafts}
    claim = "Kenya Airways cancelled 12 flights to Addis Ababa on Sunday, March 10, 2019."
    assert by_claim[claim] == f"14:05 GMT {claim.split(', March')[0]}."
    assert "Ethiopian Airlines operates 76 Boeing aircraft (as of March 11, 2019)." in by_claim
    assert not any(c[:1].isdigit() for c in by_claim)


def test_a_stamped_sentence_on_an_undated_page_is_dropped() -> None:
    """With no page date the stamp's day cannot be known: undated_stamp, no claim."""
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        LIVE, title="Live: Ethiopian Airlines crash", published=None)
    assert not any("Boeing aircraft" in d.claim or "12 flights" in d.claim
                   for d in extraction.drafts)
    assert dict(extraction.dropped).get("undated_stamp") == 2


def test_a_figure_or_a_time_inside_the_sentence_is_no_stamp() -> None:
    """Near misses: a decimal figure before a lower-case word, a time that is not first, a
    year or a score are no stamps."""
    assert not leading_stamp("3.5 million people live there.")
    assert not leading_stamp("12.50 euros was the price.")
    assert not leading_stamp("At 07.49 Acme boss Jane Roe tweeted.")
    assert not leading_stamp("2019 Acme sales rose.")
    assert not leading_stamp("25.10 Acme rose.")  # no hour 25
    assert not leading_stamp("12:01 PM was nominated for an Academy Award.")  # a film title
    assert leading_stamp("7:49 pm ET Acme boss Jane Roe has just tweeted.")
    assert without_stamp("07.49 Acme boss Jane Roe has just tweeted.") == (
        "Acme boss Jane Roe has just tweeted.")


@given(st.text(max_size=40))
def test_cutting_a_stamp_only_ever_removes_a_prefix(text: str) -> None:
    """without_stamp returns the sentence or a suffix of it, and changes it only when
    leading_stamp says it opens on a stamp."""
    cut = without_stamp(text)
    assert text.endswith(cut)
    assert (cut != text) == leading_stamp(text)
