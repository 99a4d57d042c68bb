"""A team, band or party called by its plural nickname: written whole, or dropped."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.nicknames import nickname_named
from shared.claims.rules import RuleClaimExtractor

RECAP = (
    "The Florida Panthers beat the Philadelphia Flyers 5-2 on Tuesday. Jonathan Huberdeau "
    "scored twice for Florida."
)


def test_nickname_is_written_as_the_one_whole_name_of_the_page() -> None:
    """``The Panthers`` becomes the one whole name the page writes ending in ``Panthers``,
    wherever on the page it is written (a later paragraph too)."""
    claim = "The Panthers are 6-2-1 in their past nine games."
    assert nickname_named(claim, "Panthers top Flyers", RECAP) == (
        "The Florida Panthers are 6-2-1 in their past nine games.")
    later = "Huberdeau scored twice. " + RECAP
    assert nickname_named("Huberdeau scored against the Flyers'", None, later) == (
        "Huberdeau scored against the Philadelphia Flyers'")
    assert nickname_named("The Panthers' Huberdeau scored.", None, RECAP) == (
        "The Florida Panthers' Huberdeau scored.")


def test_nickname_with_no_or_two_whole_names_is_dropped() -> None:
    """No whole name on the page, or two (``Florida Panthers``, ``Carolina Panthers``):
    the nickname names no one team, the claim is dropped (``None``)."""
    claim = "The Panthers are 6-2-1 in their past nine games."
    assert nickname_named(claim, "Panthers win again", "The Panthers won. Fans cheered.") is None
    both = RECAP + " The Carolina Panthers play on Sunday."
    assert nickname_named(claim, None, both) is None
    assert nickname_named("On Sunday, the Browns lost.", "Browns player on fight",
                          "On Sunday, the Browns lost.") is None  # fmt: skip


def test_nickname_outside_the_subject_is_left_when_not_named_once() -> None:
    """A nickname after the subject (``during the Capitals' 5-2 victory``) the page does not
    write whole once is left as written: the claim's subject names its fact."""
    claim = "Garnet Hathaway was given a match penalty during the Capitals' 5-2 victory."
    assert nickname_named(claim, None, claim) == claim


def test_names_that_are_no_nicknames_are_left_alone() -> None:
    """Plurals that are no English noun's (``the Netherlands``, ``the Lakers``), a name that
    goes on (``the Refugees in Towns Project``, ``the Giants Stadium``), a work's title
    (``in The Sopranos``), a page titled by the name and a quotation are not nicknames; a
    claim that writes the whole name itself keeps its short one."""
    page = "Britain plays the Netherlands. The Lakers won."
    for claim in ("Britain plays the Netherlands.", "The Lakers won 112-107.",
                  "He runs the Refugees in Towns Project.", "They played at the Giants Stadium.",
                  'He said "the Panthers are back."'):  # fmt: skip
        assert nickname_named(claim, None, page) == claim
    assert nickname_named("The Sopranos won awards.", None,
                          "Gandolfini starred in The Sopranos. The Sopranos won.") == (
        "The Sopranos won awards.")  # fmt: skip
    band = "The Dandy Warhols are an American band."
    assert nickname_named("The Warhols toured in 2004.", "The Dandy Warhols", band) == (
        "The Warhols toured in 2004.")
    season = "The Cardinals went 65-89 during the 1924 St. Louis Cardinals season."
    assert nickname_named(season, None, season + " The Arizona Cardinals.") == season


@given(st.text(alphabet=st.characters(blacklist_characters="Tt")))
def test_text_without_the_is_unchanged(claim: str) -> None:
    """A claim with no ``the`` holds no nickname: it comes back unchanged, never dropped."""
    assert nickname_named(claim, None, RECAP) == claim


def test_extractor_drops_a_bare_nickname() -> None:
    """The rule extractor counts a claim with a bare nickname as ``bare_nickname``."""
    text = ("The Panthers beat the Flyers on Tuesday, November 19, 2019. The Panthers are "
            "6-2-1 in their past nine games.")  # fmt: skip
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        text, title="Panthers top Flyers", published="2019-11-20")
    assert not any("Panthers" in d.claim for d in extraction.drafts)
    assert dict(extraction.dropped).get("bare_nickname", 0) >= 1


def test_a_narrower_group_is_no_full_name_of_a_nickname() -> None:
    """A chamber, region or people word before the plural (``House``, ``Senate``,
    ``Scottish``, ``Syrian``) names a narrower group, not the nickname's full name: the
    nickname is never rewritten to it, and with no full name as the subject it is dropped."""
    claim = "The Panthers beat the Flyers in 2019."
    for page in ("House Panthers met on Tuesday.", "Scottish Panthers met on Tuesday.",
                 "Syrian Panthers met on Tuesday.", "Native Panthers met on Tuesday."):  # fmt: skip
        assert nickname_named(claim, None, page) is None
    aside = "Fans cheered during the Panthers' win in 2019."
    assert nickname_named(aside, None, "House Panthers met.") == aside


def test_a_place_or_sponsor_before_the_plural_is_its_full_name() -> None:
    """Near misses kept: a place or sponsor before the plural is the full name (``Florida``,
    ``Golden State``, ``New Orleans``, ``St. Louis``)."""
    for page, whole in (("The Golden State Warriors won.", "Golden State Warriors"),
                        ("The New Orleans Saints won.", "New Orleans Saints"),
                        ("The St. Louis Cardinals won.", "St. Louis Cardinals")):  # fmt: skip
        nickname = whole.split()[-1]
        assert nickname_named(f"The {nickname} won in 2018.", None, page) == (
            f"The {whole} won in 2018.")


def test_a_party_plural_is_a_whole_name_by_itself() -> None:
    """``The Democrats``, ``The Republicans``, ``The Tories`` name a party whole: never
    rewritten to ``The House Democrats`` or ``The Scottish Tories``, nor dropped."""
    for claim, page in (
        ("The Democrats won the House in 2018.", "House Democrats passed a bill on Tuesday."),
        ("The Republicans kept the Senate in 2018.", "Senate Republicans blocked it."),
        ("The Tories won the election in 2019.", "Scottish Tories lost seats."),
        ("The Conservatives won 365 seats in 2019.", "The Sweden Conservatives met."),
    ):
        assert nickname_named(claim, None, page) == claim


def test_extractor_keeps_a_party_as_the_page_writes_it() -> None:
    """End to end: ``The Conservatives won 365 seats`` is never written as ``The Scottish
    Conservatives won 365 seats`` because the page names that narrower group (the page's
    own claim of the Scottish group is kept)."""
    text = ("The Conservatives won 365 seats in the 2019 general election in the United "
            "Kingdom.\n\nThe Scottish Conservatives lost seven of their 13 seats in the 2019 "
            "general election.")  # fmt: skip
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        text, title="Conservatives win", published="2019-12-20")
    claims = [d.claim for d in extraction.drafts]
    assert not any("Scottish Conservatives won" in c for c in claims)
    assert any(c.startswith("The Scottish Conservatives lost seven") for c in claims)
