"""A work named by a bare title its page's title disambiguates ('Applause (Lady Gaga song)')
is written with the kind and maker the parenthesis gives (issue 15, standalone)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.rules import RuleClaimExtractor
from shared.claims.work_titles import titled_work, work_prefix

APPLAUSE = ('"Applause" is a song recorded by American singer Lady Gaga for her third studio '
            "album. Applause was released through Interscope Records on August 12, 2013.")


def test_the_reviewers_bare_song_title_is_written_with_its_maker() -> None:
    """The reviewer's class: 'Applause was released through Interscope Records ...' under
    'Applause (Lady Gaga song)' names no one work; the claim names the singer's song."""
    claims = [d.claim for d in RuleClaimExtractor().extract_sync(
        APPLAUSE, title="Applause (Lady Gaga song)")]  # fmt: skip
    assert not any(c.startswith("Applause was") for c in claims), claims
    assert ("Lady Gaga's song Applause was released through Interscope Records on August 12, "
            "2013.") in claims, claims


def test_a_kind_with_a_year_or_alone_is_written_as_the_kind() -> None:
    """'(2006 film)', '(album)', '(US band)': no maker, the kind (with its year or place)."""
    assert titled_work("The Prestige stars Hugh Jackman.", "The Prestige (2006 film)") == (
        "The 2006 film The Prestige stars Hugh Jackman.")
    assert titled_work("Decomposer was released by Epitaph Records.", "Decomposer (album)") == (
        "The album Decomposer was released by Epitaph Records.")
    assert titled_work("Brazzaville was founded in 1997.", "Brazzaville (US band)") == (
        "The US band Brazzaville was founded in 1997.")
    assert titled_work('"Awake" was released in 2006.', "Awake (Josh Groban album)") == (
        "Josh Groban's album \"Awake\" was released in 2006.")


def test_near_misses_are_left_alone() -> None:
    """A classification names its kind itself; a longer name, another subject, a person's
    or place's parenthesis and a title with none are no bare work title."""
    kept = [("Decomposer is the second album by The Matches.", "Decomposer (album)"),
            ("Applause Records was founded in 1990.", "Applause (Lady Gaga song)"),
            ("Lady Gaga wrote Applause.", "Applause (Lady Gaga song)"),
            ("David Smith died in 1930.", "David Smith (director)"),
            ("Alexandria is a city.", "Alexandria (Louisiana)"),
            ("Applause was released in 2013.", "Applause")]
    for claim, title in kept:
        assert titled_work(claim, title) == claim, (claim, title)


def test_a_possessive_in_the_parenthesis_is_another_title_not_a_maker() -> None:
    """'Makin' Up for Lost Time (The Dallas Lovers' Song)' is the song's other title: no
    maker 'The Dallas Lovers' is written ('The Dallas Lovers''s song ...', hotpot_J); a
    maker written before the kind ('Help (The Beatles song)') still is."""
    claim = "\"Makin' Up for Lost Time\" was from the CBS TV series \"Dallas\"."
    assert titled_work(claim, "Makin' Up for Lost Time (The Dallas Lovers' Song)") == claim
    assert work_prefix("Help (The Beatles song)") == ("The Beatles' song", "Help")


def test_the_verifier_reads_the_written_words_as_the_title() -> None:
    """What titled_work writes is what work_prefix gives: the verifier strips exactly it."""
    assert work_prefix("Applause (Lady Gaga song)") == ("Lady Gaga's song", "Applause")
    assert work_prefix("Yesterday (The Beatles song)") == ("The Beatles' song", "Yesterday")
    assert work_prefix("David Smith (director)") is None


@given(st.sampled_from(["song", "album", "film", "novel", "video game", "TV series"]),
       st.sampled_from(["", "2006 ", "Lady Gaga ", "American "]),
       st.sampled_from(["was released in 2013.", "was directed by Ann Lee.",
                        "starred Hugh Jackman."]))
def test_a_rewrite_ends_with_the_claim_and_begins_with_the_prefix(kind: str, before: str,
                                                                  rest: str) -> None:
    """Any kind, maker and predicate: the claim keeps its words after the prefix."""
    title = f"Applause ({before}{kind})"
    prefix = work_prefix(title)
    assert prefix is not None
    out = titled_work(f"Applause {rest}", title)
    assert out == f"{prefix[0]} Applause {rest}"
