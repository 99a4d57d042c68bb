"""A present state lasting to the writer's day is dated by the page, whatever earlier
event it follows: ``there is still a lot of rebuilding to be done after the tornadoes in
April 2011 (as of October 6, 2011)``."""

from __future__ import annotations

from shared.claims.rules import RuleClaimExtractor
from shared.claims.timed_states import anchor_state, own_times

PAGE_DAY = "2011-10-06"


def test_a_lingering_state_after_a_dated_event_gets_the_page_date() -> None:
    """'still', 'no longer' and a present 'there is' after a dated event are of the page's day."""
    for claim in (
        "In Tuscaloosa, there is still a lot of rebuilding to be done after Alabama's "
        "killer tornadoes in April 2011.",
        "The bridge is still closed after the flood of March 2011.",
        "Many residents are still without power following the storm in August 2011.",
        "The ferry is no longer running since the storm of 2010.",
        "In Joplin, there are hundreds of empty lots after the tornado of May 2011.",
    ):
        assert anchor_state(claim, PAGE_DAY, claim) == f"{claim[:-1]} (as of October 6, 2011)."


def test_a_lingering_state_on_an_undated_page_is_refused() -> None:
    """With no page date a 'still' state after a dated event cannot be anchored: dropped."""
    claim = "The bridge is still closed after the flood of March 2011."
    assert anchor_state(claim, None) is None


def test_a_state_of_its_own_year_keeps_its_year() -> None:
    """A past state, a dated main clause or a bare present keep their own time, no stamp."""
    for claim in (
        "In 2011, the bridge was still closed.",
        "There were floods after the storm in 2011.",
    ):
        assert anchor_state(claim, PAGE_DAY, claim) == claim


def test_own_times_blanks_only_the_followed_event() -> None:
    """The event a lingering state follows is blanked; other years and other claims stay."""
    assert "2011" not in own_times("There is still work to do after the flood in 2011.")
    assert "1990" in own_times("There is still work to do on the 1990 building.")
    assert own_times("The mill closed after the flood in 2011.") == (
        "The mill closed after the flood in 2011.")


def test_the_extractor_stamps_the_state_beside_its_dated_siblings() -> None:
    """On a dated news page the 'still' sentence carries '(as of <page date>)' like its siblings."""
    text = (
        "Tuscaloosa rebuilds slowly\n"
        "In Tuscaloosa, there is still a lot of rebuilding to be done after Alabama's "
        "killer tornadoes in April.\n"
        "Blake Corder is the president of the Home Builders Association of Tuscaloosa.\n"
    )
    drafts = RuleClaimExtractor().extraction(
        text, title="Tuscaloosa rebuilds slowly", published=PAGE_DAY).drafts
    claims = [d.claim for d in drafts]
    still = [c for c in claims if "rebuilding" in c]
    assert still == [
        "In Tuscaloosa, there is still a lot of rebuilding to be done after Alabama's killer "
        "tornadoes in April 2011 (as of October 6, 2011)."
    ], claims



def test_a_participle_s_own_date_keeps_the_year() -> None:
    """Code review 19 S6: a participle's own after-phrase after a noun dates its event
    ('churches built after 1850'), so the claim keeps its year and no page date; a state's
    'is still closed after' is still blanked."""
    for claim in ("There are several churches in the town built after 1850.",
                  "In the town, there are two schools founded after 1900."):
        assert own_times(claim) == claim
        assert anchor_state(claim, PAGE_DAY, claim) == claim
    assert "2011" not in own_times("The bridge is still closed after the flood of March 2011.")


def test_a_noun_ending_in_en_or_ed_is_no_participle_owning_the_event() -> None:
    """Code review 19b S5: 'children', 'women', 'garden', 'bed' are nouns, not participles
    owning the after-phrase: the lingering state's event year is still blanked; a real
    participle ('churches built after 1850') keeps it."""
    assert "2011" not in own_times(
        "There is still a housing shortage for women after the floods of 2011.")
    assert "1995" not in own_times("There are still many homeless children after the war in 1995.")
    assert "2011" not in own_times("The garden is still closed after the storm in 2011.")
    assert "1850" in own_times("There are still several churches built after 1850.")
