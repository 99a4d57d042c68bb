"""A title's name cut before the kind it ends in is written whole, or a team's dropped."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.rules import RuleClaimExtractor
from shared.claims.title_names import kind_completed

CLUB = "Squire Creek Country Club"


def test_a_name_cut_before_its_kind_is_written_whole() -> None:
    """'Squire Creek has ...' on 'Squire Creek Country Club' names the club, not a creek."""
    assert kind_completed("Squire Creek has full service golf and tennis shops.", CLUB) == (
        "Squire Creek Country Club has full service golf and tennis shops."
    )
    assert kind_completed("The Squire Creek tennis facility has 6 lighted courts.", CLUB) == (
        "The Squire Creek Country Club tennis facility has 6 lighted courts."
    )
    assert kind_completed("Wayne Memorial first opened in 1920.",
                          "Wayne Memorial Hospital (Pennsylvania)") == (
        "Wayne Memorial Hospital first opened in 1920."
    )


def test_a_whole_name_or_a_title_with_no_kind_is_left_alone() -> None:
    """The whole name, a title ending in no kind ('Golf Digest') or another subject stay."""
    whole = "Squire Creek Country Club is a private country club."
    assert kind_completed(whole, CLUB) == whole
    assert kind_completed("Golf is played on courses.", "Golf Digest") == (
        "Golf is played on courses."
    )
    fazio = "Tom Fazio designed the course."
    assert kind_completed(fazio, CLUB) == fazio
    assert kind_completed("Squire Creek has shops.", None) == "Squire Creek has shops."


def test_a_school_name_for_its_team_is_dropped_and_the_team_name_kept() -> None:
    """'Stony Brook has won ...' on a team page names the university: no rewrite fits."""
    team = "Stony Brook Seawolves baseball"
    assert kind_completed("Stony Brook has won their first game in 2010.", team) is None
    kept = "Stony Brook Seawolves won the America East title in 2012."
    assert kind_completed(kept, team) == kept


def test_the_extractor_writes_the_whole_name_on_an_undated_page_and_verifies_it() -> None:
    """End to end: the rewrite is kept (the title's words are the page's own)."""
    text = ("Squire Creek Country Club is a private country club in Choudrant, Louisiana. "
            "Squire Creek has full service golf and tennis shops.")
    extraction = RuleClaimExtractor(cache_size=0).extraction(text, title=CLUB)
    assert "Squire Creek Country Club has full service golf and tennis shops." in [
        d.claim for d in extraction.drafts
    ]


@given(st.text(max_size=80), st.text(max_size=40) | st.none())
def test_never_raises(claim: str, title: str | None) -> None:
    """Any claim and title give a claim or None, without error."""
    out = kind_completed(claim, title)
    assert out is None or isinstance(out, str)


def test_a_place_in_the_name_is_not_completed_to_the_institution() -> None:
    """'Manchester has a population ...' on 'Manchester Airport' is the city, not the airport."""
    for claim, title in (("Boston is the capital of Massachusetts.", "Boston College"),
                         ("Oxford is a city in England.", "Oxford University"),
                         ("Manchester has a population of 550,000.", "Manchester Airport"),
                         ("New York has a population of 8 million.", "New York University")):
        assert kind_completed(claim, title) == claim, title


def test_the_manchester_airport_page_emits_no_false_population() -> None:
    """The city's population on the airport's undated page is dropped, not given to the airport."""
    text = ("Manchester Airport is an international airport in Ringway, Manchester, England. "
            "It opened in 1938. Manchester has a population of 550,000 people. "
            "Manchester Airport handled 29 million passengers in 2019.")
    extraction = RuleClaimExtractor().extraction(text, title="Manchester Airport")
    claims = [d.claim for d in extraction.drafts]
    assert "Manchester Airport handled 29 million passengers in 2019." in claims
    assert not any("population" in c for c in claims), claims
