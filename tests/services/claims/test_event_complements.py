"""An event noun or a result with nothing saying what it was of is dropped, a named one kept."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.complements import missing_complement
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("The last major known outbreak in China was in 2009.", "missing_event"),
        ("The epidemic killed 300 people in 1918.", "missing_event"),
        ("He won the race in 2012.", "missing_event"),
        ("The tournament was held in Boston in 1990.", "missing_event"),
        ("The final was played in Paris in 1998.", "missing_event"),
        ("He lost the final to Federer in 2007.", "missing_event"),
        ("Penny Pence finished with a time of 3:28.1.", "missing_contest"),
    ],
)  # fmt: skip
def test_an_event_with_nothing_naming_it_is_dropped(claim: str, reason: str) -> None:
    """'the last major known outbreak' (of what?), 'finished with a time of' (in what?)."""
    assert missing_complement(claim) == reason


@pytest.mark.parametrize(
    "claim",
    [
        "The last major known outbreak of bubonic plague in China was in 2009.",
        "The bubonic plague outbreak in China was in 2009.",
        "The 2009 outbreak killed three people in Ziketan.",
        "Stony Brook won its first game in the NCAA tournament in 2010.",
        "He won the race in Monaco in 2012.",
        "The final episode aired on May 3, 2010.",
        "The race car was built in 1966.",
        "She finished with a time of 3:28.1 in the 200 m breaststroke.",
        "Drum Beat is a 1954 CinemaScope western film.",
        "The women's relay final was held in London in 1948.",
        "The final three chapters were written by his son in 1950.",
        "The final 12 episodes aired in 2001.",
        "Aliens threaten the human race in the 1996 film Independence Day.",
        "The arms race began in 1947.",
    ],
)  # fmt: skip
def test_an_event_named_by_a_modifier_or_a_phrase_is_kept(claim: str) -> None:
    """A noun modifier, a year, a name, an 'of' phrase or a place of a contest names it; a
    noun or a number after 'final' makes it an adjective; 'the human race' is a fixed phrase;
    a film called 'Drum Beat' beats no one."""
    assert missing_complement(claim) is None


def test_the_extractor_counts_the_bare_outbreak() -> None:
    """End to end: the bare outbreak is a counted missing_event drop, the named one kept."""
    text = ("A hunter in Beijing was diagnosed with bubonic plague in 2019. "
            "The last major known outbreak in China was in 2009. "
            "The last major outbreak of bubonic plague in Mongolia was in 2019.")
    extraction = RuleClaimExtractor(cache_size=0).extraction(text, title="Bubonic plague")
    assert dict(extraction.dropped).get("missing_event") == 1, extraction
    assert not any("in China was in 2009" in d.claim for d in extraction.drafts)


def test_the_silmarillion_s_final_chapters_are_kept() -> None:
    """End to end: 'The final three chapters of The Silmarillion were edited ...' is kept."""
    text = ("The Silmarillion is a collection of works by J. R. R. Tolkien. "
            "The final three chapters of The Silmarillion were edited by Christopher Tolkien "
            "in 1977.")
    extraction = RuleClaimExtractor(cache_size=0).extraction(text, title="The Silmarillion")
    assert "missing_event" not in dict(extraction.dropped), extraction
    assert any(d.claim.startswith("The final three chapters") for d in extraction.drafts)


@given(st.text(max_size=120))
def test_never_raises(claim: str) -> None:
    """Any text gives a reason or None, without error."""
    out = missing_complement(claim)
    assert out is None or out.startswith("missing_")
